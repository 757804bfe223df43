import ThemeGenCore

/// The arguments a command received, after parsing.
struct ParsedArguments {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positionals: [String] = []
    /// How many positionals came before `--`, when it was given (`themegen diff OLD… -- NEW…`).
    var positionalsBeforeTerminator: Int?

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    /// The value of an option given once.
    func value(_ name: String) -> String? { values[name]?.first }
    /// Every value of a repeatable option, in order.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
}

/// A command-line mistake: reported with the usage line and a pointer to `--help`, exit status 2.
struct UsageError: Error, Equatable {
    let message: String
}

/// Parses arguments against a `CommandSpec` the way swift-argument-parser does: `--name value`,
/// `--name=value`, short aliases, `--` ends options, unknown options are errors with a suggestion.
enum ArgumentParser {
    /// The parsed arguments, or `nil` when `--help` was asked for.
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments? {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                parsed.positionalsBeforeTerminator = parsed.positionals.count
                parsed.positionals += remaining
                break
            }
            if argument == "--help" || argument == "-h" { return nil }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.positionals.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = spec.options.first(where: { $0.name == name || $0.shortName == name }) else {
                let candidates = spec.options.map(\.name) + ["--help"]
                let hint = suggestion(for: name, among: candidates).map { " Did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "Unknown option \(quoted: name).\(hint)")
            }
            guard option.valueName != nil else {
                if inlineValue != nil { throw UsageError(message: "The flag '\(option.name)' does not take a value.") }
                parsed.flags.insert(option.name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError(message: "Missing value for '\(option.name) <\(option.valueName ?? "value")>'.")
            }
            if let choices = option.choices, !choices.contains(value) {
                throw UsageError(message: "The value \(quoted: value) is invalid for '\(option.name) <\(option.valueName ?? "value")>'. Please provide one of \(choices.map { "'\($0)'" }.joined(separator: ", ")).")
            }
            if let problem = option.validate?(value) {
                throw UsageError(message: "The value \(quoted: value) is invalid for '\(option.name) <\(option.valueName ?? "value")>': \(problem).")
            }
            if parsed.values[option.name] != nil, !option.isRepeatable {
                throw UsageError(message: "'\(option.name)' may only be given once.")
            }
            parsed.values[option.name, default: []].append(value)
        }
        if let missing = spec.options.first(where: { $0.isRequired && parsed.values[$0.name] == nil }) {
            throw UsageError(message: "Missing expected argument '\(missing.name) <\(missing.valueName ?? "value")>'.")
        }
        return parsed
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func suggestion(for typed: String, among candidates: [String]) -> String? {
        if typed.count > 3, let prefixed = candidates.first(where: { $0.hasPrefix(typed) }) { return prefixed }
        return Suggestions.closest(to: typed, in: candidates)
    }
}
