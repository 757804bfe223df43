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

    /// The names of its groups and its own, outermost first: `["color", "brand", "primary"]`.
    var names: [String] { group + [name] }

    /// `#/color/brand/primary`, the RFC 6901 JSON Pointer of the token, for messages.
    var pointer: String { JSONPointer.text(names) }

    /// `color.brand.primary`, as aliases write it and messages show it.
    var dotted: String { names.joined(separator: ".") }
}
