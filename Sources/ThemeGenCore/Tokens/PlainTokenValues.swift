/// The members of a token file's group that are neither tokens nor groups: values that are not objects
/// (for DTCG, under names without `$`). Style Dictionary keeps them as plain values — an option map's
/// `"serif-main": "Stuart"`, a `"docCategory": "text"` beside tokens, a `"_comment"` — which it does not
/// output but to which it resolves aliases, and so does ThemeGen, with one warning a file. An object that
/// holds a token's `type` or `value` among them is a token of a format ThemeGen does not read (a vendor's
/// schema with each token's modes inside it): an error naming what it holds, once per object, folded with
/// the file's objects that hold the same members.
enum PlainTokenValues {
    /// The members that make an object a token of another format when its value is not where the file's
    /// tokens keep it.
    static let tokenProperties: Set<String> = ["type", "value"]

    /// The plain values of the object at `path`, whose members are `entries`, in a file whose tokens keep
    /// their value in `valueMember` (`$value`, or Style Dictionary's `value`; `$` properties belong to a
    /// DTCG group): each a token that is not generated, typed by its value as Style Dictionary's
    /// transforms read values (else text); `nil`, reported, when the object is another format's token, of
    /// which nothing is to be read.
    static func read(_ entries: [Node.Entry], at path: [String], valueMember: String, dialect: DesignToken.Dialect, log: inout DiagnosticLog) -> [DesignToken]? {
        let dollarProperties = valueMember.hasPrefix("$")
        let values = entries.filter { entry in
            entry.value.entries == nil && !(dollarProperties && entry.key.hasPrefix("$"))
        }
        guard let first = values.first else { return [] }
        if values.contains(where: { tokenProperties.contains($0.key) }) {
            reportToken(of: entries, at: path, valueMember: valueMember, location: first.keyLocation, log: &log)
            return nil
        }
        return values.map { plainValue($0, in: path, dialect: dialect) }
    }

    /// The plain value `entry` of the group at `path`: a token that is not generated, typed by its value as
    /// Style Dictionary's transforms read values, else text.
    private static func plainValue(_ entry: Node.Entry, in path: [String], dialect: DesignToken.Dialect) -> DesignToken {
        var token = DesignToken(
            group: path, name: entry.key, type: StyleDictionaryDocument.type(byValue: entry.value) ?? .text, value: entry.value, description: nil,
            location: entry.keyLocation)
        token.isGenerated = false
        token.isPlainValue = true
        token.dialect = dialect
        return token
    }

    /// Every value of another tool's JSON (an option map, `{ "options": { "font": { "serif-main": "Stuart" } } }`),
    /// each a plain value at its path: a file among token files that holds no token, whose values Style
    /// Dictionary resolves aliases to. Nothing of it is generated.
    static func values(ofFile root: Node) -> DesignTokenSource {
        var source = DesignTokenSource()
        collect(root, path: [], into: &source.tokens)
        return source
    }

    private static func collect(_ node: Node, path: [String], into values: inout [DesignToken]) {
        for entry in node.entries ?? [] {
            guard entry.value.entries == nil else {
                collect(entry.value, path: path + [entry.key], into: &values)
                continue
            }
            values.append(plainValue(entry, in: path, dialect: .styleDictionary))
        }
    }

    /// The one warning of a file whose groups hold `plain` values.
    static func warn(_ plain: [DesignToken], log: inout DiagnosticLog) {
        guard let first = plain.first else { return }
        let count = plain.count
        log.warning(
            "\(CountText.of(count, "value")) in groups of this file \(count == 1 ? "is" : "are") not a token (an object with its value), which DTCG does not have: \(CountText.listing(plain.map(\.pointer), shown: DiagnosticFolding.subjectsListed))",
            at: first.location,
            consequence: "\(count == 1 ? "it is" : "they are") not generated, and an alias may name \(count == 1 ? "it" : "one"), as Style Dictionary resolves aliases to any value",
            rule: .otherTool(.groupStructure))
    }

    /// Reports the object at `path`, which holds `entries`, as a token of a format ThemeGen does not read.
    private static func reportToken(of entries: [Node.Entry], at path: [String], valueMember: String, location: SourceLocation, log: inout DiagnosticLog) {
        let object = path.isEmpty ? "the document root" : JSONPointer.text(path)
        let holding = CountText.listing(entries.map { "\(quoted: $0.key) (\(kind(of: $0.value)))" }, shown: 4)
        log.error(
            "\(object) is neither a token nor a group: it holds \(holding); a token has \(quoted: valueMember), and a group holds only groups and tokens. If the file is in another tool's format, it is not one ThemeGen reads (docs/Tokens.md lists those it does)",
            at: location,
            fold: Diagnostic.Fold(kind: "neither token nor group: " + entries.map(\.key).joined(separator: " "), subject: object), rule: .invalid(.groupStructure))
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
