/// Writes binary property lists object by object, so tests can build the damaged, hostile and unusual
/// ones (sets, cycles, invalid UTF-16, shared objects) that Foundation will not write.
struct BinaryPlistBuilder {
    /// The encoded objects, in object-number order.
    private(set) var objects: [[UInt8]] = []

    /// Adds an object given as its encoded bytes; returns its number.
    @discardableResult
    mutating func add(_ bytes: [UInt8]) -> Int {
        objects.append(bytes)
        return objects.count - 1
    }

    /// An ASCII string.
    mutating func string(_ text: String) -> Int {
        add(Self.marker(0x5, count: text.utf8.count) + Array(text.utf8))
    }

    /// A UTF-16 string from raw code units (which may be invalid).
    mutating func utf16(_ units: [UInt16]) -> Int {
        add(Self.marker(0x6, count: units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
    }

    /// An array, set (`kind` 0xC) or other list of references (one byte each).
    mutating func list(_ references: [Int], kind: UInt8 = 0xA) -> Int {
        add(Self.marker(kind, count: references.count) + references.map { UInt8($0) })
    }

    /// A dictionary of key and value references (one byte each).
    mutating func dictionary(_ pairs: [(Int, Int)]) -> Int {
        add(Self.marker(0xD, count: pairs.count) + pairs.map { UInt8($0.0) } + pairs.map { UInt8($0.1) })
    }

    /// Reserves an object number to fill in later (for cycles).
    mutating func placeholder() -> Int {
        add([0x00])
    }

    mutating func replace(_ object: Int, with bytes: [UInt8]) {
        objects[object] = bytes
    }

    static func marker(_ kind: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0x0F, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
    }

    /// The file, with `top` as the root object; references are one byte, offsets two.
    func data(top: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objects.count, top, table] {
            bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        return bytes
    }
}
