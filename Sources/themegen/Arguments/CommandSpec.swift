/// An option a command accepts: a flag, or an option with a value.
struct OptionSpec {
    /// The long name, with dashes (`--format`).
    let name: String
    /// A single-letter alias, with a dash (`-o`), if any.
    let shortName: String?
    /// The placeholder shown in help for the value; `nil` for a flag.
    let valueName: String?
    /// The values accepted, when the choice is closed.
    let choices: [String]?
    /// Why a value is not accepted, or `nil` when it is (for values checked by a rule, not a list).
    var validate: (@Sendable (String) -> String?)? = nil
    /// One line of help.
    let help: String
    /// Whether the command cannot run without it.
    var isRequired = false
    /// Whether it may be given more than once, each value kept.
    var isRepeatable = false

    static func flag(_ name: String, short: String? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, valueName: nil, choices: nil, validate: nil, help: help)
    }

    static func value(
        _ name: String, short: String? = nil, _ valueName: String, choices: [String]? = nil,
        validate: (@Sendable (String) -> String?)? = nil,
        required: Bool = false, repeatable: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, shortName: short, valueName: valueName, choices: choices, validate: validate, help: help,
            isRequired: required, isRepeatable: repeatable)
    }
}

/// What a subcommand accepts and how its help reads.
struct CommandSpec {
    let name: String
    let abstract: String
    let discussion: String
    let options: [OptionSpec]
    /// The positional arguments' placeholder, e.g. `inputs`; empty for a command that takes none.
    let positionalName: String
    let positionalHelp: String
    /// Whether at least one positional argument is required (generate can take its inputs from a config).
    var requiresPositionals = true
    /// Whether there is exactly one positional argument (`themegen schema config`) rather than a list.
    var takesOnePositional = false

    /// `themegen lint [--warnings-as-errors] <inputs> ...`
    var usage: String {
        let options = self.options.map { option in
            var text = option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
            if option.isRepeatable { text += " ..." }
            return option.isRequired ? text : "[\(text)]"
        }
        let list = takesOnePositional ? "<\(positionalName)>" : "<\(positionalName)> ..."
        let positionals = positionalName.isEmpty ? [] : [requiresPositionals ? list : "[\(list)]"]
        return (["themegen", name] + options + positionals).joined(separator: " ")
    }

    /// The full `--help` text.
    var help: String {
        var lines = ["OVERVIEW: \(abstract)", ""]
        if !discussion.isEmpty { lines += [discussion, ""] }
        lines += ["USAGE: \(usage)", ""]
        if !positionalName.isEmpty { lines += ["ARGUMENTS:", HelpLayout.row("<\(positionalName)>", positionalHelp), ""] }
        lines.append("OPTIONS:")
        for option in options {
            var label = option.shortName.map { "\($0), \(option.name)" } ?? option.name
            if let valueName = option.valueName { label += " <\(valueName)>" }
            var help = option.help
            if let choices = option.choices { help += " (values: \(choices.joined(separator: ", ")))" }
            lines.append(HelpLayout.row(label, help))
        }
        lines.append(HelpLayout.row("-h, --help", "Show help information."))
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Two-column help rows, as swift-argument-parser lays them out.
enum HelpLayout {
    static let labelWidth = 26

    static func row(_ label: String, _ help: String) -> String {
        let padded = "  " + label
        if padded.count < labelWidth {
            return padded + String(repeating: " ", count: labelWidth - padded.count) + help
        }
        return padded + "\n" + String(repeating: " ", count: labelWidth) + help
    }
}
