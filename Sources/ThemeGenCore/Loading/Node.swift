/// A value read from a YAML or property-list document, with where it was written.
///
/// Both formats load into this one tree, so the schema is checked by one decoder whatever the format.
/// Two trees are equal when they hold the same values, written at the same places.
public struct Node: Sendable, Equatable {
    /// What kind of scalar a node holds: YAML leaves plain scalars untyped, property lists type them.
    public enum ScalarKind: Sendable, Equatable {
        /// A YAML plain (unquoted, untagged) scalar: its type depends on where it is used.
        case plain
        /// A string: a quoted YAML scalar, a block scalar, `!!str`, or a plist `<string>`.
        case string
        /// A plist `<integer>` or `<real>`.
        case number
        /// A plist `<true/>` or `<false/>`.
        case boolean
        /// A plist `<date>`: never valid in a theme.
        case date
        /// A plist `<data>`: never valid in a theme.
        case data
        /// A YAML value left empty with a comment after it on its line (`primary: #000`, where YAML reads
        /// `#000` as a comment): null, its text the comment as written, `#` included. (Kept as a kind, not
        /// beside every node, since every node would pay for it.)
        case commentedEmpty
    }

    /// One key and value of a mapping, in the order written.
    public struct Entry: Sendable, Equatable {
        /// The key (always a scalar).
        public var key: String
        /// Where the key is written.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: Node
    }

    /// The node's content.
    public enum Content: Sendable, Equatable {
        case scalar(String, ScalarKind)
        case mapping([Entry])
        case sequence([Node])
    }

    /// What a plain YAML scalar means by YAML 1.2's core schema.
    public enum PlainMeaning: Sendable, Equatable {
        case null
        case boolean(Bool)
        case number(Double)
        case string
    }

    /// The content.
    public var content: Content
    /// Where the value starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// For an empty YAML value with a comment after it on its line (`primary: #000`, where YAML reads
    /// `#000` as a comment): the comment as written, `#` included.
    public var commentAfterEmptyValue: String? {
        guard case .scalar(let comment, .commentedEmpty) = content else { return nil }
        return comment
    }

    /// What a plain (unquoted) YAML scalar means: null (`~`, `null`, nothing), a boolean (`true`,
    /// `false` in any of YAML's three casings), a number, or a string; `nil` for other nodes. The one
    /// place ThemeGen decides how YAML types an unquoted value.
    public var plainMeaning: PlainMeaning? {
        guard case .scalar(let text, let kind) = content else { return nil }
        if kind == .commentedEmpty { return .null }
        guard kind == .plain else { return nil }
        // Most scalars are numbers or text: only these first letters can start null or a boolean.
        if let first = text.utf8.first, !Self.nullOrBooleanInitials.contains(first) {
            return Double(text).map(PlainMeaning.number) ?? .string
        }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .boolean(true)
        case "false", "False", "FALSE": return .boolean(false)
        default: return Double(text).map(PlainMeaning.number) ?? .string
        }
    }

    /// The first bytes of YAML's words for null and the booleans (`~`, `null`, `true`, `False`, …).
    private static let nullOrBooleanInitials: [UInt8] = Array("~nNtTfF".utf8)

    /// The entries when the node is a mapping.
    public var entries: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// Whether the node is YAML's null (`~`, `null`, or nothing at all).
    public var isNull: Bool { plainMeaning == .null }

    /// A short description of the node's type for messages ("a mapping", "a number 3", …).
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let text, let kind):
            if isNull { return "null" }
            switch kind {
            case .plain: return "`\(Excerpt.of(text))`"
            case .string: return "the string \"\(Excerpt.of(text))\""
            case .number: return "the number \(Excerpt.of(text))"
            case .boolean: return "the boolean \(text)"
            case .date: return "a date value"
            case .data: return "a data value"
            case .commentedEmpty: return "null"
            }
        }
    }
}
