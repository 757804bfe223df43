/// The one way ThemeGen writes a colour as text: `#RRGGBB`, with `AA` when not opaque, in 8-bit hex
/// digits; with `precise`, 16 bits a channel (`#RRRRGGGGBBBB[AAAA]`) when 8 bits cannot hold the value.
enum ColorText {
    private static let digits = Array("0123456789ABCDEF".utf8)

    /// `#0077BE`, `#00000080`; with `precise`, `#FFFFFFFFFFFF8000` for a value 8 bits would round.
    static func hex(_ rgba: RGBA, precise: Bool = false) -> String {
        let components = [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { min(max($0, 0), 1) }
        let wide = precise && components.contains { !isEightBit($0) }
        let maximum = wide ? 65535.0 : 255.0
        let values = components.map { Int(($0 * maximum).rounded()) }
        let count = values[3] == Int(maximum) ? 3 : 4
        var text: [UInt8] = [UInt8(ascii: "#")]
        for value in values.prefix(count) {
            if wide { append(value >> 8, to: &text) }
            append(value & 0xFF, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether a component is a whole number of 255ths.
    private static func isEightBit(_ component: Double) -> Bool {
        let scaled = component * 255
        return abs(scaled - scaled.rounded()) < 1e-9
    }

    private static func append(_ byte: Int, to text: inout [UInt8]) {
        text.append(digits[byte >> 4])
        text.append(digits[byte & 0xF])
    }

    /// A byte as two hex digits (`0A`), for messages about bytes.
    static func byte(_ byte: UInt8) -> String {
        var text: [UInt8] = []
        append(Int(byte), to: &text)
        return String(decoding: text, as: UTF8.self)
    }
}
