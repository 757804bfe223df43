/// The token types ThemeGen reads — the Design Tokens Community Group format's (2025.10) and the few
/// Tokens Studio adds — and the ThemeGen group each becomes: the one table of that mapping, which
/// docs/Tokens.md states for users.
enum DesignTokenType: String, CaseIterable, Sendable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case typography, shadow, gradient, border, strokeStyle, transition
    /// Tokens Studio's types beyond DTCG's.
    case opacity, lineHeight, text, boolean, composition, asset

    /// Style Dictionary's and Tokens Studio's type names that differ from the cases, and the type each is.
    static let otherNames: [String: DesignTokenType] = [
        "size": .dimension, "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension,
        "borderWidth": .dimension, "fontSizes": .dimension, "letterSpacing": .dimension, "paragraphSpacing": .dimension,
        "paragraphIndent": .dimension, "time": .duration, "fontFamilies": .fontFamily, "fontWeights": .fontWeight,
        "boxShadow": .shadow, "lineHeights": .lineHeight, "textCase": .text, "textDecoration": .text, "other": .text,
        // Style Dictionary's (and Figma's) name for a font size.
        "fontSize": .dimension,
    ]

    /// The type a `type` or `$type` names: a case's name or one of `otherNames`.
    static func named(_ name: String) -> DesignTokenType? {
        DesignTokenType(rawValue: name) ?? otherNames[name]
    }

    /// The type names only Tokens Studio writes: a file that uses one is a Tokens Studio token set, read
    /// in its dialect even when no `$themes` names it.
    static let tokensStudioNames: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "letterSpacing", "paragraphSpacing", "paragraphIndent",
        "fontFamilies", "fontWeights", "boxShadow", "lineHeights", "textCase", "textDecoration", "other",
        "opacity", "text", "boolean", "composition", "asset",
    ]

    /// Every name `named(_:)` knows, for messages.
    static let allNames = allCases.map(\.rawValue) + otherNames.keys.sorted()

    /// The types of DTCG 2025.10, the only ones a DTCG file may name.
    static let dtcgTypes: [DesignTokenType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
        .typography, .shadow, .gradient, .border, .strokeStyle, .transition,
    ]

    /// The group a token of this type is generated into, or `nil` for a type ThemeGen does not generate
    /// (such tokens get a warning naming the type, and may still be used inside other tokens' values).
    var group: TokenGroup? {
        switch self {
        case .color: .colors
        case .dimension: .dimensions
        case .fontFamily, .text: .strings
        case .fontWeight, .number: .numbers
        case .opacity: .opacities
        case .duration: .durations
        case .typography: .fonts
        case .shadow: .shadows
        case .gradient: .gradients
        case .boolean: .booleans
        case .cubicBezier, .border, .strokeStyle, .transition, .lineHeight, .composition, .asset: nil
        }
    }

    /// The names a token's first path segment may have that only repeat its group (`color.brand.primary`
    /// is `colors.brand.primary`, not `colors.color.brand.primary`).
    var groupNames: Set<String> {
        switch self {
        case .color: ["color", "colors"]
        case .dimension: ["dimension", "dimensions"]
        case .fontFamily: ["fontFamily", "fontFamilies", "font-family", "font-families"]
        case .fontWeight: ["fontWeight", "fontWeights", "font-weight", "font-weights"]
        case .number: ["number", "numbers"]
        case .duration: ["duration", "durations"]
        case .typography: ["typography"]
        case .shadow: ["shadow", "shadows"]
        case .gradient: ["gradient", "gradients"]
        case .opacity: ["opacity", "opacities"]
        case .text: ["text", "texts"]
        case .boolean: ["boolean", "booleans"]
        case .cubicBezier, .border, .strokeStyle, .transition, .lineHeight, .composition, .asset: []
        }
    }

    /// Whether a value of this type is one number or name (`16px`, `700`, `1.5`, `Inter`), which a token of
    /// another such type may take through an alias and read by its own type's rules (a `number` naming a
    /// font weight, Tokens Studio's line height naming a spacing); a colour, an object or a list may not.
    var isSingleValue: Bool {
        switch self {
        case .dimension, .fontFamily, .fontWeight, .duration, .number, .opacity, .lineHeight, .text, .boolean: true
        case .color, .cubicBezier, .typography, .shadow, .gradient, .border, .strokeStyle, .transition, .composition, .asset: false
        }
    }

    /// The type with a nounlike name for messages: "a color", "a dimension", "a typography".
    var nounWithArticle: String {
        switch self {
        case .color, .number, .border, .transition, .shadow, .gradient, .dimension, .duration, .typography, .text, .boolean, .composition:
            return "a \(rawValue)"
        case .fontFamily: return "a font family"
        case .fontWeight: return "a font weight"
        case .cubicBezier: return "a cubic Bézier"
        case .strokeStyle: return "a stroke style"
        case .opacity, .asset: return "an \(rawValue)"
        case .lineHeight: return "a line height"
        }
    }
}
