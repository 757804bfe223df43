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
    /// The distance from one baseline to the next in points, or `nil` for the font's own.
    public var lineHeight: Double?
    /// The space added after each character in points (tracking; negative tightens), or `nil` for none.
    public var letterSpacing: Double?
    /// The families tried, in order, when the typeface's is not installed (a CSS font stack's others);
    /// the system font is the last.
    public var fallbackFamilies: [String]

    /// Creates a font.
    public init(
        typeface: Typeface, weight: FontWeight, size: Double, textStyle: TextStyle? = nil,
        lineHeight: Double? = nil, letterSpacing: Double? = nil, fallbackFamilies: [String] = []
    ) {
        self.typeface = typeface
        self.weight = weight
        self.size = size
        self.textStyle = textStyle
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.fallbackFamilies = fallbackFamilies
    }
}

/// The weights, lightest first, as UIKit, AppKit and SwiftUI name them; a typography gives a face for
/// each (the Apptentive style sheet for four of them).
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight a CSS-style number names: 100 is the lightest, `ultraLight`, 400 `regular`, 700 `bold`,
    /// 900 `black`, by Apple's order of the weights. (CSS and DTCG call 100 "thin" and 200 "extra light":
    /// Apple's `ultraLight` is the lighter of its two.) Only the nine hundreds name a weight.
    public init?(number: Double) {
        guard let weight = Self.allCases.first(where: { Double($0.number) == number }) else { return nil }
        self = weight
    }

    /// The CSS-style number of the weight, the inverse of `init(number:)`: 100 for `ultraLight`, 400 for
    /// `regular`, 900 for `black`.
    public var number: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The face a typography uses for the weight when it names none: the Apptentive SDK's defaults for
    /// its four weights, the face names Apple's own families use for the others.
    public var defaultFace: String {
        switch self {
        case .ultraLight: "UltraLight"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        }
    }
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
