/// Typed reads from a `Node` that report a located error when the node has the wrong type.
/// Shared by the ThemeGen schema and the Apptentive style-sheet decoders.
struct SchemaReader {
    var log = DiagnosticLog()

    /// The entries of a mapping, or an error naming `what` was expected.
    mutating func mapping(_ node: Node, _ what: String) -> [Node.Entry]? {
        if let entries = node.entries { return entries }
        log.error("\(what) must be a mapping, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// A string: a quoted or plain YAML scalar or a plist string; `nil` (with an error) otherwise.
    mutating func string(_ node: Node, _ what: String) -> String? {
        if case .scalar(let text, let kind) = node.content, kind == .string || (kind == .plain && !node.isNull) {
            return text
        }
        log.error("\(what) must be a string, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// A string, or `nil` wrapped in `.some` for YAML null and the empty string ("no value").
    mutating func optionalString(_ node: Node, _ what: String) -> String?? {
        if node.isNull { return .some(nil) }
        guard let text = string(node, what) else { return nil }
        return .some(text.isEmpty ? nil : text)
    }

    /// A finite number: a plain YAML scalar or a plist `<integer>`/`<real>`; a quoted string is an error.
    mutating func number(_ node: Node, _ what: String) -> Double? {
        if case .scalar(let text, let kind) = node.content, kind == .plain || kind == .number,
           let value = Double(text), value.isFinite {
            return value
        }
        var message = "\(what) must be a number, not \(node.kindDescription)"
        if case .scalar(let text, .string) = node.content, Double(text) != nil { message += " (remove the quotes)" }
        log.error(message, at: node.location)
        return nil
    }

    /// A boolean: YAML's `true`/`false` (and `yes`/`no`, `on`/`off`), or a plist `<true/>`/`<false/>`.
    mutating func bool(_ node: Node, _ what: String) -> Bool? {
        if case .scalar(let text, let kind) = node.content, kind == .plain || kind == .boolean {
            switch text.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        log.error("\(what) must be true or false, not \(node.kindDescription)", at: node.location)
        return nil
    }

    /// A number greater than zero.
    mutating func positiveNumber(_ node: Node, _ what: String) -> Double? {
        guard let value = number(node, what) else { return nil }
        guard value > 0 else {
            log.error("\(what) must be greater than zero, not \(Self.format(value))", at: node.location)
            return nil
        }
        return value
    }

    /// Reports keys of `entries` that are not in `allowed`, with a did-you-mean suggestion.
    mutating func rejectUnknownKeys(_ entries: [Node.Entry], allowed: [String], in context: String) {
        for entry in entries where !allowed.contains(entry.key) {
            let hint = Suggestions.closest(to: entry.key, in: allowed).map { "; did you mean '\($0)'?" }
                ?? "; expected \(Self.list(allowed))"
            log.error("unknown key '\(entry.key)' in \(context)\(hint)", at: entry.keyLocation)
        }
    }

    /// `a, b or c` with each word quoted.
    static func list(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }

    /// A number as a person writes it: `20`, `0.8`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
