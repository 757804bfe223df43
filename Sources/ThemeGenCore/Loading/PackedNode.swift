/// A `Node` tree kept as bytes until it is needed. A design token project is mostly values, every file's
/// held at once while its themes resolve, and as a `Node` tree a DTCG colour object (five nodes in two
/// arrays) takes about 350 bytes; packed, about 70. Unpacking gives back an equal tree, locations included.
///
/// Each node is a code (a scalar's kind, a mapping or a sequence), its location — the line as the
/// difference from the previous node's, zigzag-encoded, and the column, both LEB128 — then a scalar's
/// UTF-8 length and bytes, or a collection's count and members (a mapping key: its text and location).
struct PackedNode: Sendable {
    private let bytes: [UInt8]

    /// `node` packed, or `nil` when it is a scalar (which takes no more room as a `Node`) or has a location
    /// that is not a line and column in `file`'s file.
    init?(_ node: Node, in file: SourceLocation) {
        if case .scalar = node.content { return nil }
        // Written once into room on the stack, which most values fit, then copied at their size.
        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackRoom) { room -> (bytes: [UInt8]?, size: Int, fits: Bool) in
            var writer = ByteWriter(buffer: room, file: file)
            Self.write(node, to: &writer)
            return (writer.size <= room.count ? Array(room[..<writer.size]) : nil, writer.size, writer.fits)
        }
        guard written.fits else { return nil }
        bytes =
            written.bytes
            ?? [UInt8](unsafeUninitializedCapacity: written.size) { buffer, initialized in
                var writer = ByteWriter(buffer: buffer, file: file)
                Self.write(node, to: &writer)
                initialized = writer.size
            }
    }

    /// How many bytes a value is first written into.
    private static let stackRoom = 1_024

    /// The tree, its locations in `file`'s file (the location it was packed with).
    func node(in file: SourceLocation) -> Node {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(buffer: buffer, file: file)
            return reader.node()
        }
    }

    /// The scalar kinds by their codes; a mapping's code follows them, then a sequence's.
    private static let scalarKinds: [Node.ScalarKind] = [.plain, .string, .number, .boolean, .date, .data, .commentedEmpty]
    private static let mappingCode = UInt8(scalarKinds.count)
    private static let sequenceCode = mappingCode + 1

    private static func code(of kind: Node.ScalarKind) -> UInt8 {
        switch kind {
        case .plain: 0
        case .string: 1
        case .number: 2
        case .boolean: 3
        case .date: 4
        case .data: 5
        case .commentedEmpty: 6
        }
    }

    private static func write(_ node: Node, to sink: inout ByteWriter) {
        switch node.content {
        case .scalar(let text, let kind):
            sink.append(code(of: kind))
            sink.append(node.location)
            sink.append(text)
        case .mapping(let entries):
            sink.append(mappingCode)
            sink.append(node.location)
            sink.append(number: UInt64(entries.count))
            for entry in entries {
                sink.append(entry.key)
                sink.append(entry.keyLocation)
                write(entry.value, to: &sink)
            }
        case .sequence(let items):
            sink.append(sequenceCode)
            sink.append(node.location)
            sink.append(number: UInt64(items.count))
            for item in items { write(item, to: &sink) }
        }
    }

    /// Reads the nodes back as `write` wrote them.
    private struct Reader {
        let buffer: UnsafeBufferPointer<UInt8>
        let file: SourceLocation
        var offset = 0
        var line: UInt32 = 0

        init(buffer: UnsafeBufferPointer<UInt8>, file: SourceLocation) {
            self.buffer = buffer
            self.file = file
        }

        mutating func node() -> Node {
            let code = buffer[offset]
            offset += 1
            let location = self.location()
            if Int(code) < PackedNode.scalarKinds.count {
                return Node(.scalar(string(), PackedNode.scalarKinds[Int(code)]), at: location)
            }
            let count = Int(number())
            if code == PackedNode.mappingCode {
                var entries: [Node.Entry] = []
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    let key = string()
                    let keyLocation = self.location()
                    entries.append(Node.Entry(key: key, keyLocation: keyLocation, value: node()))
                }
                return Node(.mapping(entries), at: location)
            }
            var items: [Node] = []
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(node()) }
            return Node(.sequence(items), at: location)
        }

        mutating func number() -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let byte = buffer[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        mutating func location() -> SourceLocation {
            let zigzag = number()
            let difference = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
            line = UInt32(truncatingIfNeeded: Int64(line) + difference)
            return file.moved(toLine: line, column: UInt32(truncatingIfNeeded: number()))
        }

        mutating func string() -> String {
            let length = Int(number())
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<(offset + length)]), as: UTF8.self)
            offset += length
            return text
        }
    }
}

/// Writes `PackedNode`'s bytes into a buffer, as many as fit; `size` counts them all, so a buffer too
/// small tells how large one must be.
private struct ByteWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The file every location must be in.
    let file: SourceLocation
    private(set) var size = 0
    /// Whether every location written is a line and column in `file`'s file.
    private(set) var fits = true
    /// The line of the location written last.
    private var line: UInt32 = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>, file: SourceLocation) {
        self.buffer = buffer
        self.file = file
    }

    mutating func append(_ byte: UInt8) {
        if size < buffer.count { buffer[size] = byte }
        size += 1
    }

    /// A LEB128 number: seven bits a byte, low bits first, the high bit set on all bytes but the last.
    mutating func append(number: UInt64) {
        var rest = number
        while rest >= 0x80 {
            append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        append(UInt8(rest))
    }

    /// The line as the zigzag-encoded difference from the previous location's, then the column.
    mutating func append(_ location: SourceLocation) {
        fits = fits && location.isTextLocation(inFileOf: file)
        let position = location.textPosition
        let difference = Int64(position.line) - Int64(line)
        append(number: UInt64(bitPattern: (difference << 1) ^ (difference >> 63)))
        append(number: UInt64(position.column))
        line = position.line
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            append(number: UInt64(utf8.count))
            if size + utf8.count <= buffer.count {
                UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[size...]).copyMemory(from: UnsafeRawBufferPointer(utf8))
            }
            size += utf8.count
        }
    }
}
