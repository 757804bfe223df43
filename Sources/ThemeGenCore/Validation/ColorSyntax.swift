/// Parses the hexadecimal colour notations theme files use.
enum ColorSyntax {
    /// The notations ThemeGen accepts, for messages.
    static let acceptedForms = "#RGB, #RGBA, #RRGGBB or #RRGGBBAA"

    /// `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, or `nil` when `text` is none of them.
    static func parse(_ text: String) -> RGBA? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let width = digits.count <= 4 ? 1 : 2
        var values: [Int] = stride(from: 0, to: digits.count, by: width).map { start in
            let value = Int(String(digits[start..<start + width]), radix: 16) ?? 0
            return width == 1 ? value * 17 : value
        }
        if values.count == 3 { values.append(255) }
        return RGBA(red8: values[0], green8: values[1], blue8: values[2], alpha8: values[3])
    }
}
