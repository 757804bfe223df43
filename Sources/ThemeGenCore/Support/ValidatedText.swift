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

    /// The offset of the first byte that is not valid UTF-8, or `nil` when all are.
    static func firstInvalidUTF8Offset(_ bytes: some Collection<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
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
