/// Parses the hexadecimal colour notations theme files use.
enum ColorSyntax {
    /// The notations ThemeGen accepts, for messages.
    static let acceptedForms = "#RGB, #RGBA, #RRGGBB or #RRGGBBAA"

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` in ASCII hex digits, or `nil` when `text` is none of them
    /// (full-width and other non-ASCII digits included).
    static func parse(_ text: String) -> RGBA? {
        var utf8 = text.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        while let byte = utf8.next() {
            guard let digit = hexValue(byte), digits.count < 8 else { return nil }
            digits.append(digit)
        }
        let width: Int
        switch digits.count {
        case 3, 4: width = 1
        case 6, 8: width = 2
        default: return nil
        }
        var values: [Int] = stride(from: 0, to: digits.count, by: width).map { start in
            let high = Int(digits[start])
            return width == 1 ? high * 17 : high * 16 + Int(digits[start + 1])
        }
        if values.count == 3 { values.append(255) }
        return RGBA(red8: values[0], green8: values[1], blue8: values[2], alpha8: values[3])
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
