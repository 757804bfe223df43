/// Parses the hexadecimal colour notations theme files use.
enum ColorSyntax {
    /// The notations ThemeGen accepts, for messages.
    static let acceptedForms = "#RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue'"

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` in ASCII hex digits, or `nil` when `text` is none of them
    /// (full-width and other non-ASCII digits included).
    static func parse(_ text: String) -> RGBA? {
        var text = text
        // The bytes in one buffer: faster than iterating the string's UTF-8 view byte by byte.
        return text.withUTF8(parse)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> RGBA? {
        guard bytes.first == UInt8(ascii: "#"), bytes.count <= 9 else { return nil }
        var value: UInt32 = 0
        for byte in bytes.dropFirst() {
            guard let digit = hexValue(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        let count = bytes.count - 1
        switch count {
        case 3, 4:
            let nibble = { (index: Int) in Int(value >> UInt32(4 * (count - 1 - index)) & 0xF) * 17 }
            return RGBA(red8: nibble(0), green8: nibble(1), blue8: nibble(2), alpha8: count == 4 ? nibble(3) : 255)
        case 6, 8:
            let byte = { (index: Int) in Int(value >> UInt32(8 * (count / 2 - 1 - index)) & 0xFF) }
            return RGBA(red8: byte(0), green8: byte(1), blue8: byte(2), alpha8: count == 8 ? byte(3) : 255)
        default:
            return nil
        }
    }

    /// The value of an ASCII hex digit.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// A colour written as a string, as both dialects (ThemeGen's schema and design tokens) read it.
enum ColorStringReading: Equatable {
    case color(RGBA)
    /// A colour function written wrongly: the error both dialects report.
    case invalid(String)
    /// Neither hex digits nor a colour function: each dialect says what else it reads.
    case neither
}

extension ColorSyntax {
    /// `text` as hex digits or a CSS colour function (`ColorFunctionSyntax`); a wrongly written function's
    /// error names `text` and `what` (`invalid color 'rgb(300 0 0)' for color 'x': …`).
    static func read(_ text: String, for what: @autoclosure () -> String) -> ColorStringReading {
        if let rgba = parse(text) { return .color(rgba) }
        switch ColorFunctionSyntax.parse(text) {
        case .success(let rgba)?: return .color(rgba)
        case .failure(let failure)?: return .invalid("invalid color \(quoted: text) for \(what()): \(failure.reason)")
        case nil: return .neither
        }
    }
}
