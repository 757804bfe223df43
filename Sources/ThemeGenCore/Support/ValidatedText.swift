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

    /// The offset of the first byte that is not valid UTF-8, or `nil` when all are. Runs of ASCII are
    /// skipped eight bytes at a time without decoding; only the bytes of a multi-byte sequence are decoded.
    static func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        while offset < bytes.count {
            if offset + 8 <= bytes.count, isASCII(eightBytesOf: bytes, at: offset) {
                offset += 8
                continue
            }
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

    /// Whether the eight bytes at `offset` are all ASCII: no byte has its high bit set.
    private static func isASCII(eightBytesOf bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
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
