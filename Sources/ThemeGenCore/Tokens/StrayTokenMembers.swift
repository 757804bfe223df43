/// An object of a token file that is neither a token nor a group: it holds values that are not objects
/// (for DTCG, under names without `$`) but not the member a token's value is in. Reported once per object,
/// naming what it holds, and folded with the file's objects that hold the same members, so a format
/// ThemeGen does not read — a vendor's schema with each token's modes inside it — is one error that
/// names its shape rather than one for every member of every token.
enum StrayTokenMembers {
    /// The members of an object that are neither groups nor tokens: values that are not objects, other
    /// than DTCG's `$` properties when `dollarProperties` says the file has them.
    static func find(in entries: [Node.Entry], dollarProperties: Bool) -> [Node.Entry] {
        entries.filter { entry in
            entry.value.entries == nil && !(dollarProperties && entry.key.hasPrefix("$"))
        }
    }

    /// Reports the object at `path`, which holds `entries` of which `stray` are neither groups nor tokens,
    /// in a file whose tokens keep their value in `valueMember` (`$value`, or Style Dictionary's `value`).
    static func report(_ stray: [Node.Entry], of entries: [Node.Entry], at path: [String], valueMember: String, log: inout DiagnosticLog) {
        let object = path.isEmpty ? "the document root" : JSONPointer.text(path)
        let holding = CountText.listing(entries.map { "\(quoted: $0.key) (\(kind(of: $0.value)))" }, shown: 4)
        log.error(
            "\(object) is neither a token nor a group: it holds \(holding); a token has \(quoted: valueMember), and a group holds only groups and tokens. If the file is in another tool's format, it is not one ThemeGen reads (docs/Tokens.md lists those it does)",
            at: stray[0].keyLocation,
            fold: Diagnostic.Fold(kind: "neither token nor group: " + entries.map(\.key).joined(separator: " "), subject: object))
    }

    /// A value's kind in JSON's words.
    private static func kind(of node: Node) -> String {
        switch node.content {
        case .mapping: return "an object"
        case .sequence: return "a list"
        case .scalar(_, let kind):
            if node.isNull { return "null" }
            switch kind {
            case .string, .plain: return "a string"
            case .number: return "a number"
            case .boolean: return "a boolean"
            default: return "a value"
            }
        }
    }
}
