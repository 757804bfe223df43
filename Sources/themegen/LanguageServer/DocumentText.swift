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
