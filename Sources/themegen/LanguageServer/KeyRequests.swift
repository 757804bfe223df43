import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Hover and go to definition: on a `{group.key}` reference in a theme file, the key it names; on a line
/// that defines a key (in a theme or a token file), that key; on `extends: Name`, the theme named. In a
/// token document, on an alias (`{color.brand.primary}`, `$extends`) or a `$ref` pointer, the token or
/// group it names, in every file that defines it; in a resolver, on a source's `$ref`, the file.
enum KeyRequests {
    /// Text written around `column` of a line — a `{…}`, or a string's contents — and where it starts
    /// (1-based) and how long it is.
    struct Span {
        let text: String
        let column: Int
        let length: Int
    }

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
        let reference: KeyReference?
        let range: (column: Int, length: Int)?
        if index.isThemeFile(path), let span = self.reference(in: line, at: place.column) {
            (reference, range) = (span.written.reference, (span.column, span.length))
        } else if !index.isThemeFile(path), let span = tokenReference(in: line, at: place.column) {
            // The key the first definition of the token generates; a group's alias has none.
            let sites = index.tokenSites.definitions(ofWritten: span.text, inFile: path).lazy.compactMap { location in
                location.line.flatMap { index.sites(inFile: location.file, line: $0).first }
            }
            (reference, range) = (sites.first?.reference, (span.column, span.length))
        } else {
            (reference, range) = (index.sites(inFile: path, line: place.line).first?.reference, nil)
        }
        guard let reference, let markdown = index.hover(reference) else { return .null }
        var result: [String: JSONValue] = ["contents": .object(["kind": .string("markdown"), "value": .string(markdown)])]
        if let range { result["range"] = text.range(line: place.line, column: range.column, length: range.length) }
        return .object(result)
    }

    /// Where the reference or `extends:` at `place` leads: the key as the theme the line is in defines it
    /// (in an ancestor, when inherited), or the theme named; in a token document, every definition of the
    /// token or group an alias or pointer names (`tokenReference`), or a resolver source's file; `null`
    /// where none is.
    static func definition(at place: (line: Int, column: Int), in text: DocumentText, path: String, index: EditorIndex, texts: [String: String]) -> JSONValue {
        let line = text.lines[place.line - 1]
        if !index.isThemeFile(path) {
            guard let span = tokenReference(in: line, at: place.column) else { return sourceFile(in: line, at: place.column, of: path, texts: texts) }
            let targets = index.tokenSites.definitions(ofWritten: span.text, inFile: path)
            return targets.isEmpty ? .null : .array(targets.map { lspLocation($0, texts: texts) })
        }
        let target: SourceLocation
        if let reference = reference(in: line, at: place.column)?.written.reference {
            let theme = index.sites(inFile: path, line: place.line).first?.theme ?? index.theme(inFile: path, line: place.line) ?? index.set.defaultThemeIndex
            guard let location = index.location(of: reference, inTheme: theme) else { return .null }
            target = location
        } else if let name = extendedTheme(in: line), let theme = index.theme(named: name) {
            target = index.set.themes[theme].location
        } else {
            return .null
        }
        return lspLocation(target, texts: texts)
    }

    /// An LSP location: the file's URI and an empty range at the place.
    private static func lspLocation(_ target: SourceLocation, texts: [String: String]) -> JSONValue {
        let targetText = DocumentText(texts[target.file] ?? "")
        return .object([
            "uri": .string(URL(fileURLWithPath: target.file).absoluteString),
            "range": targetText.range(line: target.line, column: target.column, length: 0),
        ])
    }

    /// In a token document (JSON), the alias (`{…}`) inside the string around `column` of `line`, or that
    /// string when it is a JSON Pointer (`"#/…"`).
    static func tokenReference(in line: [Unicode.Scalar], at column: Int) -> Span? {
        guard let string = string(in: line, at: column) else { return nil }
        let scalars = Array(string.text.unicodeScalars)
        if let alias = braced(in: scalars, at: column - string.column + 1) {
            return Span(text: alias.text, column: string.column + alias.column - 1, length: alias.length)
        }
        return string.text.hasPrefix("#/") ? string : nil
    }

    /// A resolver's source, `{ "$ref": "brand/acme.tokens.json" }`, around `column` of `line`: the start
    /// of that file (by its path from the resolver's folder) when the set has it, else `null`.
    private static func sourceFile(in line: [Unicode.Scalar], at column: Int, of path: String, texts: [String: String]) -> JSONValue {
        guard let string = string(in: line, at: column), !string.text.hasPrefix("#"), !string.text.isEmpty else { return .null }
        // The member before the string is `"$ref":`, blanks allowed around the colon.
        var before = line[..<(string.column - 2)]
        let isBlank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        while let last = before.last, isBlank(last) { before = before.dropLast() }
        guard before.last == ":" else { return .null }
        before = before.dropLast()
        while let last = before.last, isBlank(last) { before = before.dropLast() }
        guard String(String.UnicodeScalarView(before)).hasSuffix("\"$ref\"") else { return .null }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let file = URL(fileURLWithPath: string.text, relativeTo: folder).standardizedFileURL.path
        guard texts[file] != nil else { return .null }
        return lspLocation(SourceLocation(file: file, line: 1, column: 1), texts: texts)
    }

    /// The `{group.key}` around `column` (1-based) of `line` (`braced`).
    static func reference(in line: [Unicode.Scalar], at column: Int) -> WrittenSpan? {
        guard let span = braced(in: line, at: column), let written = WrittenReference.read(span.text) else { return nil }
        return WrittenSpan(written: written, column: span.column, length: span.length)
    }

    /// The `{…}` around `column` (1-based) of `line`: from the last `{` at or before it to the next `}`,
    /// with no brace between.
    static func braced(in line: [Unicode.Scalar], at column: Int) -> Span? {
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
        return Span(text: String(String.UnicodeScalarView(line[start...end])), column: start + 1, length: end - start + 1)
    }

    /// The contents of the double-quoted string around `column` (1-based) of `line` (the cursor inside
    /// it or on a quote); `nil` outside a string, or in one with escapes, whose text is not as written.
    static func string(in line: [Unicode.Scalar], at column: Int) -> Span? {
        var offset = 0
        while offset < line.count {
            guard line[offset] == "\"" else {
                offset += 1
                continue
            }
            let start = offset
            var hasEscape = false
            offset += 1
            while offset < line.count, line[offset] != "\"" {
                if line[offset] == "\\" {
                    hasEscape = true
                    offset += 1
                }
                offset += 1
            }
            guard offset < line.count else { return nil }
            if (start...offset).contains(column - 1) {
                guard !hasEscape else { return nil }
                return Span(text: String(String.UnicodeScalarView(line[(start + 1)..<offset])), column: start + 2, length: offset - start - 1)
            }
            offset += 1
        }
        return nil
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
