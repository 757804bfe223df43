import ThemeGenFormats

/// A theme font: a typeface, a weight, a size in points, the Dynamic Type style that scales it, and
/// optionally a line height and a letter spacing.
public nonisolated struct ThemeFont: Hashable, Sendable, CustomStringConvertible {
    /// Where the typeface comes from.
    public enum Typeface: Hashable, Sendable {
        /// The platform's system font at the font's weight.
        case system
        /// A family and a face name (`nil`: the family's default face), matched as the Apptentive SDK does.
        case family(String, face: String?)
        /// A font by its full (PostScript) name.
        case named(String)
    }

    /// The weights theme typography names faces for.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The platform's Dynamic Type text styles.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }

    public let typeface: Typeface
    public let weight: Weight
    /// The size in points, the theme's size adjustment applied.
    public let size: Double
    /// The text style whose Dynamic Type metrics scale the size; `nil` for a fixed size.
    public let textStyle: TextStyle?
    /// The distance from one baseline to the next in points; `nil` for the font's own.
    public let lineHeight: Double?
    /// The space after each character in points (tracking; negative tightens); `nil` for none.
    public let letterSpacing: Double?
    /// The families tried, in order, when the typeface's is not installed; the system font is the last.
    public let fallbackFamilies: [String]

    /// A font of the given parts.
    public init(
        typeface: Typeface, weight: Weight, size: Double, textStyle: TextStyle? = nil, lineHeight: Double? = nil,
        letterSpacing: Double? = nil, fallbackFamilies: [String] = []
    ) {
        self.typeface = typeface
        self.weight = weight
        self.size = size
        self.textStyle = textStyle
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.fallbackFamilies = fallbackFamilies
    }

    /// `font` at `size` points, its face, weight, text style, line height and letter spacing kept: an
    /// override's.
    public init(_ font: Self, size: Double) {
        self.init(
            typeface: font.typeface, weight: font.weight, size: size, textStyle: font.textStyle, lineHeight: font.lineHeight,
            letterSpacing: font.letterSpacing, fallbackFamilies: font.fallbackFamilies)
    }

    /// The font as the doc comments show it: `Avenir Heavy, bold, 20 pt, headline`,
    /// `system, light, 23 pt, body`, `Helvetica-Oblique, 12 pt`,
    /// `system, semibold, 17 pt, headline, line height 22 pt, letter spacing -0.43 pt`,
    /// `Suisse Intl Bold, bold, 16 pt, else Helvetica Neue, Arial`.
    public var description: String {
        var parts: [String]
        switch typeface {
        case .system: parts = ["system", weight.rawValue]
        case .family(let family, let face): parts = [[family, face].compactMap { $0 }.joined(separator: " "), weight.rawValue]
        case .named(let name): parts = [name]
        }
        parts.append("\(NumberText.points(size)) pt")
        if let textStyle { parts.append(textStyle.rawValue) }
        if let lineHeight { parts.append("line height \(NumberText.points(lineHeight)) pt") }
        if let letterSpacing { parts.append("letter spacing \(NumberText.points(letterSpacing)) pt") }
        if !fallbackFamilies.isEmpty { parts.append("else " + fallbackFamilies.joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }

    /// A font from a table entry: `system WEIGHT SIZE`, `family NAME FACE WEIGHT SIZE` (`*`: no face) or
    /// `named NAME WEIGHT SIZE`, then `[ lineHeight POINTS][ letterSpacing POINTS][ fallback NAME]…[ STYLE]`.
    public init(tableEntry entry: TableEntry) {
        let typeface: Typeface
        if entry.take("system") {
            typeface = .system
        } else if entry.take("family") {
            let family = entry.text()
            typeface = .family(family, face: entry.take(TableEntry.absent) ? nil : entry.text())
        } else if entry.take("named") {
            typeface = .named(entry.text())
        } else {
            entry.damaged("the typeface is not system, family or named")
        }
        let weight: Weight = entry.value()
        let size = entry.number()
        let lineHeight = entry.take("lineHeight") ? entry.number() : nil
        let letterSpacing = entry.take("letterSpacing") ? entry.number() : nil
        var fallbacks: [String] = []
        while entry.take("fallback") { fallbacks.append(entry.text()) }
        let textStyle: TextStyle? = entry.hasMore ? entry.value() : nil
        self.init(
            typeface: typeface, weight: weight, size: size, textStyle: textStyle, lineHeight: lineHeight, letterSpacing: letterSpacing,
            fallbackFamilies: fallbacks)
    }
}
