/// One document's text, and positions in it as LSP counts them (lines from 0, characters in UTF-16 units,
/// the protocol's default) and as ThemeGen does (lines and columns from 1, in Unicode scalars).
struct DocumentText {
    /// The lines, as Unicode scalars.
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
    }

    /// The LSP position of ThemeGen's 1-based `line` and `column`; the start of the document for a place
    /// without them, and the end of a line for a column past it.
    func position(line: Int?, column: Int?) -> JSONValue {
        guard let line, let column, line >= 1, line <= lines.count else { return Self.position(0, 0) }
        let units = lines[line - 1].prefix(max(column - 1, 0)).reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
        return Self.position(line - 1, units)
    }

    /// The LSP range from ThemeGen's `line` and `column`, `length` scalars long.
    func range(line: Int?, column: Int?, length: Int) -> JSONValue {
        .object(["start": position(line: line, column: column), "end": position(line: line, column: column.map { $0 + length })])
    }

    /// The LSP range of the token that starts at ThemeGen's `line` and `column`, where a diagnostic
    /// points: a quoted string to its closing quote, else the scalars up to a space, `,`, `:`, `}` or `]`;
    /// one scalar when the place is such a delimiter, the line's last scalar when it is past the line's
    /// end. (Zero-width only on an empty line or a place without a line: an editor draws nothing under a
    /// zero-width range.)
    func tokenRange(line: Int?, column: Int?) -> JSONValue {
        guard let line, let column, line >= 1, line <= lines.count, !lines[line - 1].isEmpty else { return range(line: line, column: column, length: 0) }
        let scalars = lines[line - 1]
        let start = min(max(column - 1, 0), scalars.count - 1)
        let rest = scalars[start...]
        let length: Int
        if let quote = rest.first, quote == "\"" || quote == "'" {
            let closing = rest.dropFirst().firstIndex(of: quote)
            length = (closing.map { $0 + 1 } ?? scalars.count) - start
        } else {
            length = max(rest.prefix { !Self.delimiters.contains($0) }.count, 1)
        }
        return range(line: line, column: start + 1, length: length)
    }

    /// What ends an unquoted token.
    private static let delimiters: Set<Unicode.Scalar> = [" ", "\t", "\r", ",", ":", "}", "]"]

    /// ThemeGen's 1-based line and column of an LSP position, or `nil` when it is not a position in the
    /// document (a line past the last, a character past the line's end, or not numbers at all). A
    /// character inside a surrogate pair is the scalar's.
    func place(of position: JSONValue?) -> (line: Int, column: Int)? {
        guard let line = position?["line"]?.number, let character = position?["character"]?.number,
            line >= 0, character >= 0, line == line.rounded(), character == character.rounded(), line < Double(lines.count),
            character <= Double(Int32.max)
        else { return nil }
        let scalars = lines[Int(line)]
        let target = Int(character)
        var units = 0
        for (index, scalar) in scalars.enumerated() {
            let width = scalar.value > 0xFFFF ? 2 : 1
            if target < units + width { return (Int(line) + 1, index + 1) }
            units += width
        }
        return target == units ? (Int(line) + 1, scalars.count + 1) : nil
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object(["line": .number(Double(line)), "character": .number(Double(character))])
    }
}
