/// One token of a DTCG file as written: where it is, its type (its own or its groups'), its `$value`.
struct DesignToken: Sendable {
    /// The format a token was written in, which decides how some values read.
    enum Dialect: Sendable {
        /// DTCG 2025.10, and Style Dictionary's classic `value`/`type` form: a dimension needs its unit, an
        /// alias is the whole value.
        case standard
        /// A Tokens Studio token set: a number without a unit is px, a string may do arithmetic
        /// (`{space.m} * 2`), font weights are face names (`Semi Bold`), shadows have `x`/`y`.
        case tokensStudio
        /// Style Dictionary's classic form: values as DTCG's, but a type comes from `type`, the category or
        /// the value, as Style Dictionary's transforms find it, not from DTCG's rules.
        case styleDictionary
    }

    /// What a token is written as, which never changes: shared by every copy of the token (each of a
    /// resolver's resolutions holds every token), so that a copy costs one reference count.
    private final class Written: Sendable {
        /// The path of its group: one array for every token of the group, rather than a path each.
        let group: [String]
        let name: String
        /// Its `$value`.
        let value: Node
        /// Its description and deprecation, which few tokens have: kept apart, so that the others do not
        /// carry room for them.
        let notes: Notes?
        let location: SourceLocation

        init(group: [String], name: String, value: Node, description: String?, deprecated: String?, location: SourceLocation) {
            self.group = group
            self.name = name
            self.value = value
            notes = description == nil && deprecated == nil ? nil : Notes(description: description, deprecated: deprecated)
            self.location = location
        }
    }

    /// A token's `$description` and `$deprecated`.
    private final class Notes: Sendable {
        let description: String?
        let deprecated: String?

        init(description: String?, deprecated: String?) {
            self.description = description
            self.deprecated = deprecated
        }
    }

    private var written: Written
    /// Its `$type`, or the nearest enclosing group's; `nil` when neither gives one (an alias then takes
    /// its target's).
    var type: DesignTokenType?
    /// Whether it is generated; tokens of a Tokens Studio set a theme uses as a `source` are there only
    /// for references.
    var isGenerated = true
    /// The format it was written in.
    var dialect = Dialect.standard
    /// Whether it is a plain value in a group (`PlainTokenValues`), which aliases may name but which is not
    /// generated: references inside its text are replaced, as Style Dictionary replaces them.
    var isPlainValue = false

    /// Whether references inside its text are replaced (`"{space.m} * 2"`, `"{font.main}, {font.fallback}"`):
    /// a Tokens Studio token's, and a plain value's, as Style Dictionary replaces them.
    var interpolatesReferences: Bool { dialect == .tokensStudio || isPlainValue }

    /// The names of its groups and its own, outermost first: `["color", "brand", "primary"]`.
    var path: [String] { tokenPath.names }
    /// The names of its groups, outermost first: `["color", "brand"]`.
    var group: [String] { written.group }
    /// Its own name: `primary`.
    var name: String { written.name }
    /// Its `$value`; for a token that is `{ "$ref": … }` alone, that object.
    var value: Node { written.value }
    /// Its `$description`.
    var description: String? { written.notes?.description }
    /// `nil` unless it (or a group around it) is `$deprecated`; then the message, empty when none is given.
    var deprecated: String? { written.notes?.deprecated }
    /// Where its name is written.
    var location: SourceLocation { written.location }
    /// Its group's path and its name: the token's identity in a set.
    var tokenPath: TokenPath { TokenPath(group: written.group, name: written.name) }

    /// Whether the token's path is `path` (compared without making the token's path).
    func isAt(_ path: [String]) -> Bool {
        path.last == written.name && path.count == written.group.count + 1 && written.group.elementsEqual(path.dropLast())
    }

    /// Whether the token is in the group at `prefix` or in a group inside it.
    func isInside(_ prefix: [String]) -> Bool {
        written.group.starts(with: prefix)
    }

    /// The token `name` in the group at `group` (an array its sibling tokens share).
    init(group: [String], name: String, type: DesignTokenType?, value: Node, description: String?, deprecated: String? = nil, location: SourceLocation) {
        written = Written(group: group, name: name, value: value, description: description, deprecated: deprecated, location: location)
        self.type = type
    }

    /// The same token, at the same place and read the same way, with `value` for its `$value`.
    func withValue(_ value: Node) -> DesignToken {
        var copy = DesignToken(group: group, name: name, type: type, value: value, description: description, deprecated: deprecated, location: location)
        copy.isGenerated = isGenerated
        copy.dialect = dialect
        copy.isPlainValue = isPlainValue
        return copy
    }

    /// `#/color/brand/primary`, the RFC 6901 JSON Pointer of the token, for messages.
    var pointer: String { tokenPath.pointer }

    /// Whether `other` is this token read from the same text: what it is written as is the very same
    /// (not an equal copy: a file read again makes new tokens), and so are its type and how it is read.
    func isSame(as other: DesignToken) -> Bool {
        written === other.written && type == other.type && isGenerated == other.isGenerated && dialect == other.dialect && isPlainValue == other.isPlainValue
    }

    /// Whether `other` has this token's path (compared without making either path).
    func hasSamePath(as other: DesignToken) -> Bool {
        written === other.written || (written.name == other.written.name && written.group == other.written.group)
    }

    /// Shares what `other` is written as when this token is written alike — the same path, value,
    /// notes and place (`Node`'s equality compares places too) — so that a file read again after an edit
    /// holds the very tokens of its last read where the edit did not touch them (`isSame(as:)`).
    mutating func share(_ other: DesignToken) {
        guard written !== other.written, hasSamePath(as: other), written.location == other.written.location, written.value == other.written.value,
            written.notes?.description == other.written.notes?.description, written.notes?.deprecated == other.written.notes?.deprecated
        else { return }
        written = other.written
    }
}

/// A group that extends another (`"$extends": "{button}"`, or `"$ref": "#/button"` on a group): it has
/// every token of the other that it does not define itself, at the same place below it.
struct GroupExtension: Sendable, Equatable {
    /// The extending group's path.
    let path: [String]
    /// The extended group's path.
    let target: [String]
    /// Where the reference is written.
    let location: SourceLocation
}

/// The tokens one source contributes to a resolution (a token file, or inline tokens), and its groups'
/// extensions.
struct DesignTokenSource: Sendable {
    /// A group, and where its name is written (for an editor's go to definition).
    struct GroupSite: Sendable {
        let path: [String]
        let location: SourceLocation
    }

    var tokens: [DesignToken] = []
    var extensions: [GroupExtension] = []
    var groups: [GroupSite] = []
    /// The tokens, and groups of tokens, the reader left out with a warning, by path: an alias to one (or
    /// to a token inside a left-out group) leaves its token out under that warning.
    var leftOut: [TokenPath: LeftOutToken] = [:]
    /// The mode Figma's variables export wrote this file for, and the variables of other collections its
    /// tokens' values were resolved from, by token (`FigmaVariablesExport`).
    var figmaMode: Located<String>?
    var figmaAliasTargets: [TokenPath: Located<[String]>] = [:]
    /// The groups that declare a `$type`, by path: their type reaches the tokens that other sources of a
    /// set (or a group that extends one) put in them without one (`DesignTokenSet`).
    var groupTypes: [[String]: DesignTokenType] = [:]
    /// The types only Tokens Studio has that the file names, each where first written: said once unless
    /// the file is a set of a Tokens Studio project.
    var tokensStudioTypes: [Located<String>] = []

    /// Whether `other` holds the same tokens, read from the same text (`DesignToken.isSame(as:)`), and
    /// the same extensions: all that a theme is made from (the groups' sites are for editors only).
    func isSame(as other: DesignTokenSource) -> Bool {
        tokens.count == other.tokens.count && extensions == other.extensions && leftOut == other.leftOut && figmaMode == other.figmaMode
            && figmaAliasTargets == other.figmaAliasTargets && groupTypes == other.groupTypes && tokensStudioTypes == other.tokensStudioTypes
            && zip(tokens, other.tokens).allSatisfy { $0.isSame(as: $1) }
    }

    /// This source, each token written alike in `earlier` (a read of the same file before it changed)
    /// sharing what that one is written as (`DesignToken.share(_:)`).
    func sharing(_ earlier: DesignTokenSource) -> DesignTokenSource {
        var earlierTokens: [TokenPath: DesignToken] = [:]
        earlierTokens.reserveCapacity(earlier.tokens.count)
        for token in earlier.tokens { earlierTokens[token.tokenPath] = token }
        var copy = self
        for index in copy.tokens.indices {
            guard let match = earlierTokens[copy.tokens[index].tokenPath] else { continue }
            copy.tokens[index].share(match)
        }
        return copy
    }

    /// The same tokens, there for references only.
    var referenceOnly: DesignTokenSource {
        var copy = self
        for index in copy.tokens.indices { copy.tokens[index].isGenerated = false }
        return copy
    }

    /// The same tokens, read as Tokens Studio means them (a set its themes or its single-file export name).
    var inTokensStudioDialect: DesignTokenSource {
        var copy = self
        for index in copy.tokens.indices { copy.tokens[index].dialect = .tokensStudio }
        return copy
    }
}

/// RFC 6901 JSON Pointers in URI fragment form (`#/a/b~1c`), as DTCG's `$ref` writes them.
enum JSONPointer {
    /// The pointer to the member at `path` from the document's root.
    static func text(_ path: [String]) -> String {
        var text = "#"
        for name in path {
            text += "/"
            for character in name {
                switch character {
                case "~": text += "~0"
                case "/": text += "~1"
                default: text.append(character)
                }
            }
        }
        return text
    }

    /// The reference tokens of a same-document pointer (`#/a/b`), unescaped, or `nil` when `text` is not
    /// one (another document's pointer, or a malformed escape).
    static func segments(_ text: String) -> [String]? {
        guard text.hasPrefix("#") else { return nil }
        let body = text.dropFirst()
        if body.isEmpty { return [] }
        guard body.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in body.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var segment = ""
            var iterator = raw.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else {
                    segment.append(character)
                    continue
                }
                switch iterator.next() {
                case "0": segment.append("~")
                case "1": segment.append("/")
                default: return nil
                }
            }
            segments.append(segment)
        }
        return segments
    }
}
