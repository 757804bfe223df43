/// Reads a binary property list (`bplist00`, the format Core Foundation writes) into a `Node` tree
/// located by key paths.
///
/// Every offset, size and reference is checked against the file before it is followed, nesting is
/// limited, and shared objects are counted each time they are used, so a damaged or hostile file is
/// an error, never a crash, a hang or an exponential expansion. Sets, UIDs and invalid UTF-16 are
/// errors; dictionaries are read in sorted key order (the only order a binary plist can promise).
struct BinaryPropertyListReader {
    let path: String
    let bytes: [UInt8]
    var limits = ReadLimits()

    /// The format's fixed sizes.
    private static let headerSize = 8
    private static let trailerSize = 32

    /// Where the object table is and how references are written, from the trailer.
    private struct Trailer {
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTable: Int
    }

    func read() throws(ReadFailure) -> Node {
        let trailer = try readTrailer()
        var session = Session(reader: self, trailer: trailer)
        try session.checkSize(of: trailer.topObject, keyPath: [], depth: 0)
        return try session.node(trailer.topObject, keyPath: [], depth: 0)
    }

    private func damaged(_ detail: String, at keyPath: [String] = []) -> ReadFailure {
        ReadFailure("this binary property list is damaged and cannot be read (\(detail))", at: SourceLocation(file: path, keyPath: keyPath))
    }

    private func readTrailer() throws(ReadFailure) -> Trailer {
        guard bytes.count >= Self.headerSize + Self.trailerSize, bytes.starts(with: Array("bplist00".utf8)) else {
            throw damaged(bytes.starts(with: Array("bplist".utf8)) ? "it is too short, or not version 00" : "it has no bplist00 header")
        }
        let start = bytes.count - Self.trailerSize
        let offsetSize = Int(bytes[start + 6])
        let referenceSize = Int(bytes[start + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let objectCount = integer(at: start + 8, size: 8), let topObject = integer(at: start + 16, size: 8),
            let offsetTable = integer(at: start + 24, size: 8),
            objectCount > 0, topObject < objectCount, offsetTable >= Self.headerSize,
            objectCount <= (start - offsetTable) / offsetSize
        else {
            throw damaged("its trailer is inconsistent")
        }
        return Trailer(offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objectCount, topObject: topObject, offsetTable: offsetTable)
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`, or `nil` past the end or past `Int.max`.
    func integer(at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    /// Reading objects, counting what has been read.
    private struct Session {
        let reader: BinaryPropertyListReader
        let trailer: Trailer
        /// How many values each container expands to, once known (`nil` while being counted).
        var sizes: [Int: Int?] = [:]

        init(reader: BinaryPropertyListReader, trailer: Trailer) {
            self.reader = reader
            self.trailer = trailer
        }

        private var bytes: [UInt8] { reader.bytes }

        /// Counts the values `object` expands to, each shared object counted where it is used, before any
        /// is built: a file whose objects expand past the limit, or refer to themselves, is refused.
        @discardableResult
        mutating func checkSize(of object: Int, keyPath: [String], depth: Int) throws(ReadFailure) -> Int {
            let location = SourceLocation(file: reader.path, keyPath: keyPath)
            if let known = sizes[object] {
                guard let size = known else {
                    throw ReadFailure("this property list's objects refer to themselves, so it never ends", at: location)
                }
                return size
            }
            let offset = try offset(of: object, keyPath: keyPath)
            let marker = bytes[offset]
            let times: Int
            switch marker >> 4 {
            case 0xA: times = 1
            case 0xD: times = 2
            default: return 1
            }
            guard depth < reader.limits.maximumDepth else { throw ReadFailure(reader.limits.depthMessage, at: location) }
            sizes[object] = .some(nil)
            var size = 1
            let (count, references) = try references(Int(marker & 0x0F), at: offset, times: times, keyPath: keyPath)
            for index in 0..<count {
                var child = references[index]
                var step = "[\(index)]"
                if times == 2 {
                    child = references[count + index]
                    if case .scalar(let key, .string) = try node(references[index], keyPath: keyPath, depth: depth + 1).content { step = key }
                }
                size += try checkSize(of: child, keyPath: keyPath + [step], depth: depth + 1)
                if size > reader.limits.maximumNodes {
                    throw ReadFailure("shared objects expand this property list past \(reader.limits.maximumNodes) values; refusing to read it", at: location)
                }
            }
            sizes[object] = size
            return size
        }

        mutating func node(_ object: Int, keyPath: [String], depth: Int) throws(ReadFailure) -> Node {
            let location = SourceLocation(file: reader.path, keyPath: keyPath)
            let offset = try offset(of: object, keyPath: keyPath)
            let marker = bytes[offset]
            let low = Int(marker & 0x0F)
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return Node(.scalar("false", .boolean), at: location)
                case 0x09: return Node(.scalar("true", .boolean), at: location)
                default: throw reader.damaged("object \(object) has the unknown marker 0x\(ColorText.byte(marker))", at: keyPath)
                }
            case 0x1:
                return Node(.scalar(try integerText(at: offset + 1, size: 1 << low, keyPath: keyPath), .number), at: location)
            case 0x2:
                return Node(.scalar(try realText(at: offset + 1, size: 1 << low, keyPath: keyPath), .number), at: location)
            case 0x3:
                return Node(.scalar("", .date), at: location)
            case 0x4:
                _ = try count(low, at: offset, width: 1, keyPath: keyPath)
                return Node(.scalar("", .data), at: location)
            case 0x5:
                let (count, start) = try count(low, at: offset, width: 1, keyPath: keyPath)
                guard bytes[start..<(start + count)].allSatisfy({ $0 < 0x80 }) else { throw reader.damaged("an ASCII string holds non-ASCII bytes", at: keyPath) }
                return Node(.scalar(String(decoding: bytes[start..<(start + count)], as: UTF8.self), .string), at: location)
            case 0x6:
                let (count, start) = try count(low, at: offset, width: 2, keyPath: keyPath)
                return Node(.scalar(try utf16(at: start, units: count, keyPath: keyPath), .string), at: location)
            case 0x7:
                let (count, start) = try count(low, at: offset, width: 1, keyPath: keyPath)
                guard let text = ValidatedText.utf8(bytes[start..<(start + count)]) else {
                    throw ReadFailure("a string in this property list is not valid UTF-8", at: location)
                }
                return Node(.scalar(text, .string), at: location)
            case 0xA:
                return try array(low, at: offset, keyPath: keyPath, depth: depth, location: location)
            case 0xD:
                return try dictionary(low, at: offset, keyPath: keyPath, depth: depth, location: location)
            case 0x8:
                throw ReadFailure("this property list holds a UID (an archived object reference), which is no theme value", at: location)
            case 0xB, 0xC:
                throw ReadFailure("this property list holds a set, which is no property-list value ThemeGen reads; use an array", at: location)
            default:
                throw reader.damaged("object \(object) has the unknown marker 0x\(ColorText.byte(marker))", at: keyPath)
            }
        }

        private func offset(of object: Int, keyPath: [String]) throws(ReadFailure) -> Int {
            guard object < trailer.objectCount,
                let offset = reader.integer(at: trailer.offsetTable + object * trailer.offsetSize, size: trailer.offsetSize),
                offset >= BinaryPropertyListReader.headerSize, offset < trailer.offsetTable
            else {
                throw reader.damaged("object \(object) is outside the object table", at: keyPath)
            }
            return offset
        }

        /// A count from a marker's low nibble, or from the integer after it when the nibble is 0xF, and
        /// where the counted items start; the items (`width` bytes each) must fit before the offset table.
        private func count(_ low: Int, at offset: Int, width: Int, keyPath: [String]) throws(ReadFailure) -> (count: Int, start: Int) {
            var count = low
            var start = offset + 1
            if low == 0xF {
                guard start < bytes.count, bytes[start] >> 4 == 0x1 else { throw reader.damaged("a count is malformed", at: keyPath) }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, let value = reader.integer(at: start + 1, size: size) else {
                    throw reader.damaged("a count is malformed", at: keyPath)
                }
                count = value
                start += 1 + size
            }
            // Compared by what is left, not by adding: a count from the file may be as large as Int.max.
            let (bytesNeeded, overflow) = count.multipliedReportingOverflow(by: width)
            guard !overflow, bytesNeeded <= trailer.offsetTable - start else {
                throw reader.damaged("an object runs past the end of the object data", at: keyPath)
            }
            return (count, start)
        }

        private func integerText(at offset: Int, size: Int, keyPath: [String]) throws(ReadFailure) -> String {
            guard size <= 16, offset + size <= trailer.offsetTable else { throw reader.damaged("an integer runs past the object data", at: keyPath) }
            if size == 16 {
                // 128-bit integers: ThemeGen reads the low 64 bits when the high ones are a sign extension.
                let high = bytes[offset..<(offset + 8)]
                guard high.allSatisfy({ $0 == 0 }) || high.allSatisfy({ $0 == 0xFF }) else {
                    throw ReadFailure("an integer in this property list is too large for any theme value", at: SourceLocation(file: reader.path, keyPath: keyPath))
                }
                return signedText(at: offset + 8, size: 8)
            }
            return size == 8 ? signedText(at: offset, size: 8) : String(reader.integer(at: offset, size: size) ?? 0)
        }

        private func signedText(at offset: Int, size: Int) -> String {
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return String(Int64(bitPattern: value))
        }

        private func realText(at offset: Int, size: Int, keyPath: [String]) throws(ReadFailure) -> String {
            guard size == 4 || size == 8, offset + size <= trailer.offsetTable else { throw reader.damaged("a real number is malformed", at: keyPath) }
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            let real = size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: value))) : Double(bitPattern: value)
            return String(real)
        }

        private func utf16(at start: Int, units: Int, keyPath: [String]) throws(ReadFailure) -> String {
            var codeUnits: [UInt16] = []
            codeUnits.reserveCapacity(units)
            for unit in 0..<units {
                codeUnits.append(UInt16(bytes[start + 2 * unit]) << 8 | UInt16(bytes[start + 2 * unit + 1]))
            }
            guard let text = ValidatedText.utf16(codeUnits) else {
                throw ReadFailure(
                    "a string in this property list is not valid UTF-16 (it holds an unpaired surrogate)",
                    at: SourceLocation(file: reader.path, keyPath: keyPath))
            }
            return text
        }

        private func references(_ low: Int, at offset: Int, times: Int, keyPath: [String]) throws(ReadFailure) -> (count: Int, references: [Int]) {
            let (count, start) = try self.count(low, at: offset, width: times * trailer.referenceSize, keyPath: keyPath)
            var references: [Int] = []
            references.reserveCapacity(count * times)
            for index in 0..<(count * times) {
                guard let reference = reader.integer(at: start + index * trailer.referenceSize, size: trailer.referenceSize) else {
                    throw reader.damaged("a reference is malformed", at: keyPath)
                }
                references.append(reference)
            }
            return (count, references)
        }

        private mutating func array(_ low: Int, at offset: Int, keyPath: [String], depth: Int, location: SourceLocation) throws(ReadFailure) -> Node {
            guard depth < reader.limits.maximumDepth else { throw ReadFailure(reader.limits.depthMessage, at: location) }
            let (_, references) = try references(low, at: offset, times: 1, keyPath: keyPath)
            var items: [Node] = []
            for (index, reference) in references.enumerated() {
                items.append(try node(reference, keyPath: keyPath + ["[\(index)]"], depth: depth + 1))
            }
            return Node(.sequence(items), at: location)
        }

        private mutating func dictionary(_ low: Int, at offset: Int, keyPath: [String], depth: Int, location: SourceLocation) throws(ReadFailure) -> Node {
            guard depth < reader.limits.maximumDepth else { throw ReadFailure(reader.limits.depthMessage, at: location) }
            let (count, references) = try references(low, at: offset, times: 2, keyPath: keyPath)
            var keyed: [(key: String, value: Int)] = []
            for index in 0..<count {
                let keyNode = try node(references[index], keyPath: keyPath, depth: depth + 1)
                guard case .scalar(let key, .string) = keyNode.content else {
                    throw ReadFailure("a dictionary key in this property list is \(keyNode.kindDescription), not a string", at: location)
                }
                keyed.append((key, references[count + index]))
            }
            keyed.sort { $0.key < $1.key }
            var entries: [Node.Entry] = []
            for (index, pair) in keyed.enumerated() {
                if index > 0, keyed[index - 1].key == pair.key {
                    throw ReadFailure("duplicate key \(quoted: pair.key) in this dictionary", at: location)
                }
                let childPath = keyPath + [pair.key]
                entries.append(
                    Node.Entry(
                        key: pair.key, keyLocation: SourceLocation(file: reader.path, keyPath: childPath),
                        value: try node(pair.value, keyPath: childPath, depth: depth + 1)))
            }
            return Node(.mapping(entries), at: location)
        }
    }
}
