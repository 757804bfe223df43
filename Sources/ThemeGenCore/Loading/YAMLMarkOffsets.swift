import CYAML

/// The byte offsets of libyaml's marks in the bytes it reads: a mark's `index` counts characters
/// (Unicode scalars, after any byte order mark), not bytes, so in a file with non-ASCII text the two
/// differ. Found by walking forward from the mark asked for last (marks come in file order), so the
/// marks of a whole file cost one pass over it.
struct YAMLMarkOffsets {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let start: Int
    private var characters = 0
    private var offset: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        offset = start
    }

    /// The offset of the byte `mark` is at.
    mutating func offset(of mark: yaml_mark_t) -> Int {
        let target = Int(mark.index)
        if target < characters {
            characters = 0
            offset = start
        }
        while characters < target, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        return offset
    }
}
