/// A theme font: a system font, a family with a face, or a font by its full name; a size; a text style.
public struct ThemeFont: Hashable, Sendable {
    /// Where the typeface comes from.
    public enum Typeface: Hashable, Sendable {
        /// The platform's system font at `weight`.
        case system
        /// A family matched with a face name (`nil`: the family's default face), as the Apptentive SDK does.
        case family(String, face: String?)
        /// A font by its full (PostScript) name.
        case named(String)
    }

    /// The typeface.
    public var typeface: Typeface
    /// The weight: used for the system font and as the fallback when a named face is missing.
    public var weight: FontWeight
    /// The size in points, SizeAdjustment already applied.
    public var size: Double
    /// The Dynamic Type style whose metrics scale the size, or `nil` for a fixed size.
    public var textStyle: TextStyle?

    /// Creates a font.
    public init(typeface: Typeface, weight: FontWeight, size: Double, textStyle: TextStyle? = nil) {
        self.typeface = typeface
        self.weight = weight
        self.size = size
        self.textStyle = textStyle
    }
}

/// The four weights a typography's faces are given for (the Apptentive style sheet's four).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case light, regular, medium, bold
}

/// The platform's Dynamic Type text styles (`UIFont.TextStyle`).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The `UIFont.TextStyle` used on tvOS, where UIFont.h marks `UIFontTextStyleLargeTitle`
    /// `API_UNAVAILABLE(tvos)`: the largest style tvOS has instead of it, the style itself otherwise.
    public var uiKitNameOnTVOS: String {
        self == .largeTitle ? TextStyle.title1.rawValue : rawValue
    }

    /// The name of the style on SwiftUI's `Font.TextStyle`, which calls two of them differently.
    public var swiftUIName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: rawValue
        }
    }
}
