/// The two lengths a font's typography may give besides its size, and how each is written.
enum TextMetric: Sendable {
    case lineHeight, letterSpacing

    /// The multiples of the font size the metric may be.
    var relativeRange: ClosedRange<Double> {
        self == .lineHeight ? ValueRanges.lineHeightFactor : ValueRanges.letterSpacingFactor
    }

    /// The points the metric may be.
    var pointRange: ClosedRange<Double> {
        self == .lineHeight ? ValueRanges.nonNegativeLength : ValueRanges.dimension
    }

    /// The multiple of the font size `text` writes with the unit `%` or `em` (`"150%"` is 1.5, `"0.02em"`
    /// 0.02); `nil` for any other text (`"1.5rem"` is a length, not a multiple).
    static func relativeValue(of text: String) -> Double? {
        if text.hasSuffix("%") {
            return CSSNumber.parse(String(text.dropLast())).map { $0 / 100 }
        }
        if text.hasSuffix("em"), !text.hasSuffix("rem") {
            return CSSNumber.parse(String(text.dropLast(2)))
        }
        return nil
    }
}
