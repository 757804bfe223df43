/// A theme as the Apptentive iOS SDK's `ApptentiveStyleSheet` takes it, property by property as its
/// UI-customisation guide describes them: the font family and the four face attributes, the size
/// adjustment, the base colours, and the colours and fonts that override the SDK's own for a style key.
public struct ApptentiveStyle: Sendable, Hashable {
    /// A style key's colour or font given explicitly, in place of the one the SDK derives.
    public struct Override<Value: Sendable & Hashable>: Sendable, Hashable {
        /// The style key (`com.apptentive.header.title`).
        public var key: String
        public var value: Value
    }

    /// The font family; `nil` for the system font.
    public var fontFamily: String?
    /// The face attribute of the SDK's light, regular, medium and bold weights, in that order; `nil` for
    /// the family's face without a suffix.
    public var faces: [String?]
    /// The multiplier of every font size but the overrides'.
    public var sizeAdjustment: Double
    /// Primary, secondary, failure, background, separator, collection background and placeholder, in that
    /// order: the ones the style sheet or theme gives, `nil` where it leaves the SDK's own default (which
    /// follows dark mode), so that the generated code sets only those it gives.
    public var baseColors: [ThemeColor?]
    /// The colour overrides, in the SDK header's order of keys.
    public var colorOverrides: [Override<ThemeColor>]
    /// The font overrides, in the SDK header's order of text styles.
    public var fontOverrides: [Override<ThemeFont>]
}
