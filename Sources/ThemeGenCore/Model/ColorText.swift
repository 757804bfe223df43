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
        write(rgba.red16, wide: wide, to: &output)
        write(rgba.green16, wide: wide, to: &output)
        write(rgba.blue16, wide: wide, to: &output)
        if rgba.alpha16 != .max { write(rgba.alpha16, wide: wide, to: &output) }
    }

    /// A 16-bit channel as four hex digits, or rounded to two.
    private static func write(_ channel: UInt16, wide: Bool, to output: inout [UInt8]) {
        if wide {
            write(Int(channel >> 8), to: &output)
            write(Int(channel & 0xFF), to: &output)
        } else {
            // The nearest byte: 257 is odd, so `channel / 257` never lies halfway between two bytes.
            write((Int(channel) + 128) / 257, to: &output)
        }
    }

    /// A byte as two hex digits.
    private static func write(_ byte: Int, to output: inout [UInt8]) {
        output.append(digit(byte >> 4))
        output.append(digit(byte & 0xF))
    }

    /// The upper-case hex digit of a value below 16.
    private static func digit(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? 48 + value : 55 + value)
    }

    /// A byte as two hex digits (`0A`), for messages about bytes.
    static func byte(_ byte: UInt8) -> String {
        String(decoding: [digit(Int(byte >> 4)), digit(Int(byte & 0xF))], as: UTF8.self)
    }
}
