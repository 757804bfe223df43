/// Checks that bytes meant as text are text, so binary or mis-encoded files get one clear error.
enum TextCheck {
    /// A located error for a file that is not UTF-8 text, or `nil` when it is.
    static func problem(in bytes: [UInt8], path: String, expected: String) -> Diagnostic? {
        if let nul = bytes.firstIndex(of: 0) {
            let position = lineAndColumn(ofOffset: nul, in: bytes)
            return Diagnostic(.error, "this is a binary file, not text; expected \(expected)",
                              at: SourceLocation(file: path, line: position.line, column: position.column))
        }
        if let bad = firstInvalidUTF8Offset(in: bytes) {
            let position = lineAndColumn(ofOffset: bad, in: bytes)
            return Diagnostic(.error, "invalid UTF-8 byte 0x\(ColorText.byte(bytes[bad])); theme files must be UTF-8 text",
                              at: SourceLocation(file: path, line: position.line, column: position.column))
        }
        return nil
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func lineAndColumn(ofOffset offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (index, byte) in bytes.enumerated() {
            if index >= offset { break }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    private static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
