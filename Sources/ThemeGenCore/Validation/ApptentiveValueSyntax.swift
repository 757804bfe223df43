/// How the Apptentive SDK reads the values of a style sheet, so ThemeGen reads what the SDK reads,
/// says so where the SDK is lenient, and refuses what the SDK would misread.
enum ApptentiveValueSyntax {
    /// A colour as the SDK reads one.
    enum Color: Equatable {
        /// `#RRGGBB` as written.
        case exact(RGBA)
        /// Six hex digits the SDK finds in spite of blanks after `#`, a `0x` or text after the digits.
        case lenient(RGBA)
        /// No leading `#`: the SDK needs it.
        case missingHash(digits: String)
        /// Three or four hex digits, which the SDK misreads as one number.
        case shortForm(RGBA)
        /// Eight hex digits: the SDK has no alpha and misreads them.
        case withAlpha
        /// No hex digits after `#`.
        case unreadable
    }

    /// Reads `text` as the SDK does: after a leading `#`, `NSScanner.scanHexInt` skips blanks and line
    /// breaks, takes an optional `0x`, then every hex digit, and ignores what follows.
    static func color(_ text: String) -> Color {
        guard text.hasPrefix("#") else {
            return ColorSyntax.parse("#" + text) == nil ? .unreadable : .missingHash(digits: text)
        }
        var rest = Substring(text.dropFirst())
        let blanks = rest.prefix { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        rest = rest.dropFirst(blanks.count)
        let hasHexPrefix = rest.hasPrefix("0x") || rest.hasPrefix("0X")
        if hasHexPrefix { rest = rest.dropFirst(2) }
        let digits = rest.prefix { $0.isASCII && $0.isHexDigit }
        let isExact = blanks.isEmpty && !hasHexPrefix && digits.count == rest.count
        switch digits.count {
        case 6:
            guard let rgba = ColorSyntax.parse("#" + digits) else { return .unreadable }
            return isExact ? .exact(rgba) : .lenient(rgba)
        case 3, 4:
            guard let rgba = ColorSyntax.parse("#" + digits) else { return .unreadable }
            return .shortForm(rgba)
        case 8:
            return .withAlpha
        default:
            return .unreadable
        }
    }

    /// The number NSString's `doubleValue` reads from `text`: the longest leading decimal number after
    /// blanks, or 0 when there is none (`"1.2"` → 1.2, `"1.5x"` → 1.5, `"abc"` → 0).
    static func doubleValue(_ text: String) -> Double {
        let scalars = Array(text.unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" })
        var end = 0
        func digits() -> Int {
            let start = end
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            return end - start
        }
        if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
        var mantissa = digits()
        if end < scalars.count, scalars[end] == "." {
            end += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return 0 }
        let beforeExponent = end
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            end += 1
            if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
            if digits() == 0 { end = beforeExponent }
        }
        var number = String.UnicodeScalarView()
        number.append(contentsOf: scalars[..<end])
        return Double(String(number)) ?? 0
    }
}
