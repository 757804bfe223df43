import Foundation

/// Splits a template into text and tags, following delimiter changes, and marks standalone lines.
struct MustacheTokenizer {
    struct Token {
        enum Kind: Equatable {
            case text, variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters
        }

        var kind: Kind
        /// The tag's name, or the text.
        var content: String
        /// Where the token starts in the template.
        var start: String.Index
        /// The white space before a standalone tag (the first tag of its line).
        var indentation = ""
        var isStandalone = false
        /// For a standalone tag: where the next line starts.
        var lineEnd: String.Index?

        /// Tags that print nothing and so can stand alone on a line.
        var canStandAlone: Bool {
            ![.text, .variable, .unescaped].contains(kind)
        }
    }

    let template: String
    let name: String

    func tokenize() throws(MustacheError) -> [Token] {
        var tokens: [Token] = []
        var open = "{{"
        var close = "}}"
        var index = template.startIndex
        while index < template.endIndex {
            guard let tagStart = template.range(of: open, range: index..<template.endIndex) else {
                appendText(template[index...], at: index, to: &tokens)
                break
            }
            appendText(template[index..<tagStart.lowerBound], at: index, to: &tokens)
            var cursor = tagStart.upperBound
            var closing = close
            if cursor < template.endIndex, template[cursor] == "{" {
                closing = "}" + close
            }
            guard let tagEnd = template.range(of: closing, range: cursor..<template.endIndex) else {
                throw error("unclosed tag; expected '\(closing)'", at: tagStart.lowerBound)
            }
            var body = String(template[cursor..<tagEnd.lowerBound])
            cursor = tagEnd.upperBound
            var token = Token(kind: .variable, content: "", start: tagStart.lowerBound)
            let sigil = body.first
            let kinds: [Character: Token.Kind] = [
                "#": .section, "^": .inverted, "/": .close, "!": .comment, ">": .partial, "<": .parent,
                "$": .block, "=": .delimiters, "&": .unescaped, "{": .unescaped,
            ]
            if let sigil, let kind = kinds[sigil] {
                token.kind = kind
                body.removeFirst()
                if sigil == "=" {
                    guard body.hasSuffix("=") else { throw error("a delimiter change must end with '='", at: tagStart.lowerBound) }
                    body.removeLast()
                    let parts = body.split(whereSeparator: \.isWhitespace)
                    guard parts.count == 2 else { throw error("a delimiter change needs two delimiters", at: tagStart.lowerBound) }
                    (open, close) = (String(parts[0]), String(parts[1]))
                }
            }
            token.content = token.kind == .comment ? body : body.trimmingCharacters(in: .whitespaces)
            if token.kind != .comment, token.kind != .delimiters, token.content.isEmpty {
                throw error("a tag needs a name", at: tagStart.lowerBound)
            }
            tokens.append(token)
            index = cursor
        }
        markStandaloneLines(&tokens)
        return tokens
    }

    /// Appends text, split after each newline (`\n`, so `\r\n` too) so that lines can be told apart.
    private func appendText(_ text: Substring, at start: String.Index, to tokens: inout [Token]) {
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        while lineStart < scalars.endIndex {
            let newline = scalars[lineStart...].firstIndex(of: "\n")
            let end = newline.map { scalars.index(after: $0) } ?? scalars.endIndex
            tokens.append(Token(kind: .text, content: String(scalars[lineStart..<end]), start: lineStart))
            lineStart = end
        }
    }

    /// A line holding only white space and tags that print nothing is removed from the output, and the
    /// white space before its first tag becomes that tag's indentation.
    private func markStandaloneLines(_ tokens: inout [Token]) {
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count, !(tokens[lineEnd].kind == .text && tokens[lineEnd].content.unicodeScalars.last == "\n") {
                lineEnd += 1
            }
            let last = min(lineEnd, tokens.count - 1)
            let line = lineStart...last
            let tags = line.filter { tokens[$0].kind != .text }
            let textIsBlank = line.filter { tokens[$0].kind == .text }.allSatisfy { tokens[$0].content.unicodeScalars.allSatisfy { " \t\r\n".unicodeScalars.contains($0) } }
            let endsWithNewline = lineEnd < tokens.count
            if !tags.isEmpty, textIsBlank, tags.allSatisfy({ tokens[$0].canStandAlone }), !isInlineEmptyBlock(tags, tokens) {
                let indentation = line.prefix { tokens[$0].kind == .text }.map { tokens[$0].content }.joined()
                let nextLine = endsWithNewline
                    ? template.unicodeScalars.index(tokens[last].start, offsetBy: tokens[last].content.unicodeScalars.count)
                    : template.endIndex
                for index in line where tokens[index].kind == .text { tokens[index].content = "" }
                for index in tags {
                    tokens[index].isStandalone = true
                    tokens[index].lineEnd = nextLine
                }
                tokens[tags[0]].indentation = indentation
            }
            lineStart = last + 1
        }
    }

    /// `{{$name}}{{/name}}` alone on a line is a placeholder written inline, not a standalone line.
    private func isInlineEmptyBlock(_ tags: [Int], _ tokens: [Token]) -> Bool {
        tags.count == 2 && tokens[tags[0]].kind == .block && tokens[tags[1]].kind == .close
    }

    func error(_ message: String, at index: String.Index) -> MustacheError {
        let before = template[..<index]
        let line = before.unicodeScalars.filter { $0 == "\n" }.count + 1
        let lineStart = before.unicodeScalars.lastIndex(of: "\n").map { before.unicodeScalars.index(after: $0) } ?? before.startIndex
        let column = before[lineStart...].count + 1
        return MustacheError(message: message, template: name, line: line, column: column)
    }
}
