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
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Locates byte offsets that come in increasing order, as a reader meets them, counting each byte of
    /// the text once in all: a long single line costs no more than many short ones.
    struct Cursor {
        let lines: LineIndex
        private var offset = 0
        private var line = 1
        private var column = 1

        init(_ lines: LineIndex) {
            self.lines = lines
        }

        /// The 1-based line and column (in Unicode scalars) of `target`, which must not be before an
        /// offset located earlier on a different line.
        mutating func location(ofOffset target: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
            let targetLine = lines.line(ofOffset: target)
            if targetLine != line || target < offset {
                line = targetLine
                offset = lines.lineStarts[targetLine - 1]
                column = 1
            }
            let end = min(target, bytes.count)
            while offset < end {
                if bytes[offset] & 0xC0 != 0x80 { column += 1 }
                offset += 1
            }
            return (line, column)
        }
    }

    /// The 1-based line and column of a byte offset; the column counts Unicode scalars from the line's start.
    func location<Bytes: RandomAccessCollection<UInt8>>(ofOffset offset: Int, in bytes: Bytes) -> (line: Int, column: Int) where Bytes.Index == Int {
        let line = line(ofOffset: offset)
        let start = lineStarts[line - 1]
        let end = min(max(offset, start), bytes.count)
        var column = 1
        for index in start..<end where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}
