/// Where each line of a text starts, so that a byte offset turns into a line and column without
/// rescanning the text: the one way ThemeGen locates positions in text it reads.
struct LineIndex: Sendable {
    /// The byte offset where each line starts; lines end at `\n`, `\r\n` or a lone `\r`.
    private(set) var lineStarts: [Int] = [0]

    init(_ bytes: some Collection<UInt8>) {
        var offset = 0
        var previous: UInt8 = 0
        for byte in bytes {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                lineStarts.append(offset)
            } else if previous == UInt8(ascii: "\r") {
                lineStarts.append(offset - 1)
            }
            previous = byte
        }
        if previous == UInt8(ascii: "\r") { lineStarts.append(offset) }
    }

    /// The 1-based line of a byte offset.
    func line(ofOffset offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The 1-based line and column of a byte offset; the column counts Unicode scalars from the line's start.
    func location(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let line = line(ofOffset: offset)
        let start = lineStarts[line - 1]
        let end = min(max(offset, start), bytes.count)
        var column = 1
        for index in start..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}
