import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Hover and go to definition: on a `{group.key}` reference in a theme file, the key it names; on a line
/// that defines a key (in a theme or a token file), that key; on `extends: Name`, the theme named. (A DTCG
/// alias names a token path, not a key: it is not followed.)
enum KeyRequests {
    /// A `{group.key}` written around `column` of `line`, and where it starts (1-based) and how long it is.
    struct WrittenSpan {
        let written: WrittenReference
        let column: Int
        let length: Int
    }

    /// The hover at `place`: the key's values in every theme (`EditorIndex.hover`) and the range hovered,
    /// or `null` where no key is.
    static func hover(at place: (line: Int, column: Int), in text: DocumentText, path: String, index: EditorIndex) -> JSONValue {
        let line = text.lines[place.line - 1]
        let span = index.isThemeFile(path) ? reference(in: line, at: place.column) : nil
        let reference = span?.written.reference ?? (span == nil ? index.sites(inFile: path, line: place.line).first?.reference : nil)
        guard let reference, let markdown = index.hover(reference) else { return .null }
        var result: [String: JSONValue] = ["contents": .object(["kind": .string("markdown"), "value": .string(markdown)])]
        if let span { result["range"] = text.range(line: place.line, column: span.column, length: span.length) }
        return .object(result)
    }

    /// Where the reference or `extends:` at `place` leads: the key as the theme the line is in defines it
    /// (in an ancestor, when inherited), or the theme named; `null` where neither is.
    static func definition(at place: (line: Int, column: Int), in text: DocumentText, path: String, index: EditorIndex, texts: [String: String]) -> JSONValue {
        let line = text.lines[place.line - 1]
        let target: SourceLocation
        if index.isThemeFile(path), let reference = reference(in: line, at: place.column)?.written.reference {
            let theme = index.sites(inFile: path, line: place.line).first?.theme ?? index.theme(inFile: path, line: place.line) ?? index.set.defaultThemeIndex
            guard let location = index.location(of: reference, inTheme: theme) else { return .null }
            target = location
        } else if let name = extendedTheme(in: line), let theme = index.theme(named: name) {
            target = index.set.themes[theme].location
        } else {
            return .null
        }
        let targetText = DocumentText(texts[target.file] ?? "")
        return .object([
            "uri": .string(URL(fileURLWithPath: target.file).absoluteString),
            "range": targetText.range(line: target.line, column: target.column, length: 0),
        ])
    }

    /// The `{…}` around `column` (1-based) of `line`: from the last `{` at or before it to the next `}`,
    /// with no brace between.
    static func reference(in line: [Unicode.Scalar], at column: Int) -> WrittenSpan? {
        let cursor = min(column - 1, line.count - 1)
        guard cursor >= 0 else { return nil }
        var start = cursor
        while line[start] != "{" {
            guard start > 0, line[start - 1] != "}" else { return nil }
            start -= 1
        }
        var end = start + 1
        while end < line.count, line[end] != "}" {
            guard line[end] != "{" else { return nil }
            end += 1
        }
        guard end < line.count, end >= cursor else { return nil }
        let text = String(String.UnicodeScalarView(line[start...end]))
        return WrittenReference.read(text).map { WrittenSpan(written: $0, column: start + 1, length: end - start + 1) }
    }

    /// The theme an `extends:` line names (in YAML or JSON), without quotes, a trailing comma or a YAML
    /// comment after it.
    static func extendedTheme(in line: [Unicode.Scalar]) -> String? {
        var text = String(String.UnicodeScalarView(line.drop { $0 == " " || $0 == "\t" }))
        guard let field = ["extends:", "\"extends\":"].first(where: text.hasPrefix) else { return nil }
        text.removeFirst(field.count)
        if let comment = zip(text.indices, text.dropFirst()).first(where: { text[$0.0] == " " && $0.1 == "#" }) {
            text = String(text[..<comment.0])
        }
        let edges: Set<Character> = [" ", "\t", ",", "\"", "'"]
        while let first = text.first, edges.contains(first) { text.removeFirst() }
        while let last = text.last, edges.contains(last) { text.removeLast() }
        return text
    }
}
