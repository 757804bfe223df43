/// Splits a template into text and tags, following delimiter changes, and marks standalone lines. Works
/// on the template's UTF-8 bytes: positions are byte offsets, and no search depends on how characters
/// combine (a combining mark after a tag is text like any other).
struct MustacheTokenizer {
    struct Token {
        enum Kind: Equatable {
            case text, variable, unescaped, section, inverted, close, comment, partial, parent, block, delimiters
        }

        var kind: Kind
        /// The tag's name, trimmed (empty for text, comments and delimiter changes).
        var content: String
        /// The bytes of the token: the text, or the whole tag with its delimiters.
        var range: Range<Int>
        /// For text: whether it was removed because its line is a standalone tag's.
        var isRemoved = false
        /// The white space before a standalone tag (the first tag of its line).
        var indentation: [UInt8] = []
        var isStandalone = false
        /// For a standalone tag: where the next line starts.
        var lineEnd: Int?

        /// Tags that print nothing and so can stand alone on a line.
        var canStandAlone: Bool {
            ![.text, .variable, .unescaped].contains(kind)
        }
    }

    let bytes: [UInt8]
    let name: String
    private let lines: LineIndex

    init(template: String, name: String) {
        self.bytes = Array(template.utf8)
        self.name = name
        self.lines = LineIndex(bytes)
    }

    private static let sigils: [UInt8: Token.Kind] = [
        UInt8(ascii: "#"): .section, UInt8(ascii: "^"): .inverted, UInt8(ascii: "/"): .close, UInt8(ascii: "!"): .comment,
        UInt8(ascii: ">"): .partial, UInt8(ascii: "<"): .parent, UInt8(ascii: "$"): .block, UInt8(ascii: "="): .delimiters,
        UInt8(ascii: "&"): .unescaped, UInt8(ascii: "{"): .unescaped,
    ]

    func tokenize() throws(MustacheError) -> [Token] {
        var tokens: [Token] = []
        var open = Array("{{".utf8)
        var close = Array("}}".utf8)
        var index = 0
        while index < bytes.count {
            guard let tagStart = find(open, from: index) else {
                appendText(index..<bytes.count, to: &tokens)
                break
            }
            appendText(index..<tagStart, to: &tokens)
            let bodyStart = tagStart + open.count
            let closing = bodyStart < bytes.count && bytes[bodyStart] == UInt8(ascii: "{") ? [UInt8(ascii: "}")] + close : close
            guard let bodyEnd = find(closing, from: bodyStart) else {
                throw error("unclosed tag; expected \(quoted: String(decoding: closing, as: UTF8.self))", at: tagStart)
            }
            var body = bodyStart..<bodyEnd
            var kind = Token.Kind.variable
            if let first = body.first, let sigil = Self.sigils[bytes[first]] {
                kind = sigil
                body = body.dropFirst()
            }
            if kind == .delimiters {
                (open, close) = try delimiters(in: body, at: tagStart)
            }
            let content = kind == .comment || kind == .delimiters ? "" : trimmed(body)
            if kind != .comment, kind != .delimiters, content.isEmpty {
                throw error("a tag needs a name", at: tagStart)
            }
            tokens.append(Token(kind: kind, content: content, range: tagStart..<(bodyEnd + closing.count)))
            index = bodyEnd + closing.count
        }
        markStandaloneLines(&tokens)
        return tokens
    }

    /// The new delimiters of `{{=<% %>=}}`.
    private func delimiters(in body: Range<Int>, at tagStart: Int) throws(MustacheError) -> ([UInt8], [UInt8]) {
        guard let last = body.last, bytes[last] == UInt8(ascii: "=") else {
            throw error("a delimiter change must end with '='", at: tagStart)
        }
        let parts = bytes[body.dropLast()].split(whereSeparator: Self.isBlank)
        guard parts.count == 2 else { throw error("a delimiter change needs two delimiters", at: tagStart) }
        return (Array(parts[0]), Array(parts[1]))
    }

    /// The first position at or after `start` where `pattern` occurs.
    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isBlank(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Appends text, split after each `\n` (so `\r\n` too) so that lines can be told apart.
    private func appendText(_ range: Range<Int>, to tokens: inout [Token]) {
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            let newline = bytes[lineStart..<range.upperBound].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline.map { $0 + 1 } ?? range.upperBound
            tokens.append(Token(kind: .text, content: "", range: lineStart..<end))
            lineStart = end
        }
    }

    private func isLineEnd(_ token: Token) -> Bool {
        token.kind == .text && !token.range.isEmpty && bytes[token.range.upperBound - 1] == UInt8(ascii: "\n")
    }

    /// A line holding only white space and tags that print nothing is removed from the output, and the
    /// white space before its first tag becomes that tag's indentation.
    private func markStandaloneLines(_ tokens: inout [Token]) {
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count, !isLineEnd(tokens[lineEnd]) { lineEnd += 1 }
            let last = min(lineEnd, tokens.count - 1)
            let line = lineStart...last
            let tags = line.filter { tokens[$0].kind != .text }
            let textIsBlank = line.filter { tokens[$0].kind == .text }.allSatisfy { bytes[tokens[$0].range].allSatisfy(Self.isBlank) }
            if !tags.isEmpty, textIsBlank, tags.allSatisfy({ tokens[$0].canStandAlone }), !isInlineEmptyBlock(tags, tokens) {
                let indentation = line.prefix { tokens[$0].kind == .text }.flatMap { bytes[tokens[$0].range] }
                let nextLine = lineEnd < tokens.count ? tokens[last].range.upperBound : bytes.count
                for index in line where tokens[index].kind == .text { tokens[index].isRemoved = true }
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

    /// The line and column (in Unicode scalars) of a byte offset.
    func location(of offset: Int) -> MustacheLocation {
        let position = lines.location(ofOffset: offset, in: bytes)
        return MustacheLocation(template: name, line: position.line, column: position.column)
    }

    func error(_ message: String, at offset: Int) -> MustacheError {
        let location = location(of: offset)
        return MustacheError(message: message, template: name, line: location.line, column: location.column)
    }
}
