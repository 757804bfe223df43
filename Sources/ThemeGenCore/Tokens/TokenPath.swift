/// Where a token is in a resolution: the path of its group (the array its sibling tokens share) and its
/// name. Two paths are equal when their names are, one by one, so a set finds a token by an alias's text
/// or a `$ref` pointer's segments without a dotted path being made for every token it holds.
struct TokenPath: Hashable, Sendable {
    /// The names of its groups, outermost first: `["color", "brand"]`.
    let group: [String]
    /// Its own name: `primary`.
    let name: String

    init(group: [String], name: String) {
        self.group = group
        self.name = name
    }

    /// The path an alias writes with dots, `color.brand.primary` (names cannot contain dots, which the
    /// token reader checks byte by byte, as this splits them).
    init(dotted text: Substring) {
        // Split at the bytes of '.' (ASCII): every alias of every resolution is read, and splitting by
        // Characters would measure graphemes for nothing. Empty pieces are kept, so there is always a
        // last one, even in an empty text.
        var names: [String] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: ".") {
                names.append(String(text[start..<index]))
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        name = String(text[start..<bytes.endIndex])
        group = names
    }

    /// The path of a pointer's leading segments (`["color", "brand", "primary"]`); `nil` for none.
    init?(segments: ArraySlice<String>) {
        guard let last = segments.last else { return nil }
        name = last
        group = Array(segments.dropLast())
    }

    /// What an alias's dotted path names, by `lookup`: the path as written, else — Style Dictionary's
    /// classic references end in `.value`, `{color.base.red.value}` — the path without it.
    static func aliased<Found>(_ dotted: Substring, _ lookup: (TokenPath) -> Found?) -> Found? {
        if let found = lookup(TokenPath(dotted: dotted)) { return found }
        guard dotted.hasSuffix(".value") else { return nil }
        return lookup(TokenPath(dotted: dotted.dropLast(".value".count)))
    }

    /// What a `$ref` pointer's segments name, by `lookup`: the longest leading part that `lookup` finds,
    /// and how many segments it takes.
    static func longestPrefix<Found>(of segments: [String], _ lookup: (TokenPath) -> Found?) -> (found: Found, count: Int)? {
        for count in stride(from: segments.count, through: 1, by: -1) {
            if let path = TokenPath(segments: segments.prefix(count)), let found = lookup(path) { return (found, count) }
        }
        return nil
    }

    /// The names of its groups and its own, outermost first: `["color", "brand", "primary"]`.
    var names: [String] { group + [name] }

    /// `#/color/brand/primary`, the RFC 6901 JSON Pointer of the token, for messages.
    var pointer: String { JSONPointer.text(names) }

    /// `color.brand.primary`, as aliases write it and messages show it.
    var dotted: String { names.joined(separator: ".") }
}
