/// The one way ThemeGen writes a colour as text: `#RRGGBB`, with `AA` when not opaque, in 8-bit hex
/// digits; with `precise`, 16 bits a channel (`#RRRRGGGGBBBB[AAAA]`) when 8 bits cannot hold the value;
/// the colour space's prefix first (`p3#FF2D55` for Display P3).
enum ColorText {
    /// `#0077BE`, `#00000080`; with `precise`, `#FFFFFFFFFFFF8000` for a value 8 bits would round.
    static func hex(_ rgba: RGBA, precise: Bool = false) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(17)
        append(rgba, precise: precise, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `hex(rgba, precise:)` to `output`.
    static func append(_ rgba: RGBA, precise: Bool, to output: inout [UInt8]) {
        let wide = precise && !rgba.isEightBit
        if rgba.space != .sRGB { output.append(contentsOf: rgba.space.textPrefix.utf8) }
        output.append(UInt8(ascii: "#"))
        append(rgba.red16, wide: wide, to: &output)
        append(rgba.green16, wide: wide, to: &output)
        append(rgba.blue16, wide: wide, to: &output)
        if rgba.alpha16 != .max { append(rgba.alpha16, wide: wide, to: &output) }
    }

    /// A 16-bit channel as four hex digits, or rounded to two.
    private static func append(_ channel: UInt16, wide: Bool, to text: inout [UInt8]) {
        if wide {
            appendByte(Int(channel >> 8), to: &text)
            appendByte(Int(channel & 0xFF), to: &text)
        } else {
            // The nearest byte: 257 is odd, so `channel / 257` never lies halfway between two bytes.
            appendByte((Int(channel) + 128) / 257, to: &text)
        }
    }

    private static func appendByte(_ byte: Int, to text: inout [UInt8]) {
        text.append(digit(byte >> 4))
        text.append(digit(byte & 0xF))
    }

    /// The upper-case hex digit of a value below 16.
    private static func digit(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? 48 + value : 55 + value)
    }

    /// A byte as two hex digits (`0A`), for messages about bytes.
    static func byte(_ byte: UInt8) -> String {
        var text: [UInt8] = []
        appendByte(Int(byte), to: &text)
        return String(decoding: text, as: UTF8.self)
    }
}
