/// Text decoded only when it is valid: `String(decoding:as:)` would replace invalid code units with
/// U+FFFD and say nothing.
enum ValidatedText {
    /// The text of UTF-8 bytes, or `nil` when they are not valid UTF-8.
    static func utf8(_ bytes: some Collection<UInt8>) -> String? {
        decode(bytes, as: UTF8.self)
    }

    /// The text of UTF-16 code units, or `nil` when they are not valid UTF-16 (an unpaired surrogate).
    static func utf16(_ units: some Collection<UInt16>) -> String? {
        decode(units, as: UTF16.self)
    }

    /// The offset of the first byte that is not valid UTF-8, or `nil` when all are; only the bytes of a
    /// multi-byte sequence are decoded.
    static func firstInvalidUTF8Offset<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Int? where Bytes.Index == Int {
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] < 0x80 {
                offset += 1
                continue
            }
            let end = min(offset + 4, bytes.count)
            var iterator = bytes[offset..<end].makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return offset }
            offset += UTF8.width(scalar)
        }
        return nil
    }

    private static func decode<Codec: UnicodeCodec>(_ units: some Collection<Codec.CodeUnit>, as codec: Codec.Type) -> String? {
        var iterator = units.makeIterator()
        var decoder = Codec()
        var scalars = String.UnicodeScalarView()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return String(scalars)
            case .error: return nil
            }
        }
    }
}
