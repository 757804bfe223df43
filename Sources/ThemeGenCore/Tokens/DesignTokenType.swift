/// The token types of the Design Tokens Community Group's format (2025.10), and the ThemeGen group each
/// becomes: the one table of that mapping, which docs/Tokens.md states for users.
enum DesignTokenType: String, CaseIterable, Sendable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case typography, shadow, gradient, border, strokeStyle, transition

    /// The group a token of this type is generated into, or `nil` for a type ThemeGen does not generate
    /// (such tokens get a warning naming the type, and may still be used inside other tokens' values).
    var group: TokenGroup? {
        switch self {
        case .color: .colors
        case .dimension: .dimensions
        case .fontFamily: .strings
        case .fontWeight, .number: .numbers
        case .duration: .durations
        case .typography: .fonts
        case .shadow: .shadows
        case .gradient: .gradients
        case .cubicBezier, .border, .strokeStyle, .transition: nil
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
        case .cubicBezier, .border, .strokeStyle, .transition: []
        }
    }

    /// The type with a nounlike name for messages: "a color", "a dimension", "a typography".
    var nounWithArticle: String {
        switch self {
        case .color, .number, .border, .transition, .shadow, .gradient, .dimension, .duration, .typography:
            return "a \(rawValue)"
        case .fontFamily: return "a font family"
        case .fontWeight: return "a font weight"
        case .cubicBezier: return "a cubic Bézier"
        case .strokeStyle: return "a stroke style"
        }
    }
}
