/// A theme's tokens, group by group, each group's in the set's key order: the storage of `Theme` and
/// of a theme being resolved. A group's descriptor (`ValueGroup.tokens`) names its property here; every
/// other stage reaches a group's tokens through the descriptor.
public struct ThemeTokens: Sendable, Hashable {
    /// Colours.
    public var colors: [Token<ThemeColor>] = []
    /// Fonts.
    public var fonts: [Token<ThemeFont>] = []
    /// Numbers.
    public var numbers: [Token<Double>] = []
    /// Dimensions in points.
    public var dimensions: [Token<Double>] = []
    /// Insets.
    public var insets: [Token<Insets>] = []
    /// Shadows.
    public var shadows: [Token<Shadow>] = []
    /// Gradients.
    public var gradients: [Token<Gradient>] = []
    /// Durations in seconds.
    public var durations: [Token<Double>] = []
    /// Opacities, from 0 to 1.
    public var opacities: [Token<Double>] = []
    /// Booleans.
    public var booleans: [Token<Bool>] = []
    /// Plain strings.
    public var strings: [Token<String>] = []
    /// Enum-like values.
    public var values: [Token<String>] = []

    /// No tokens in any group.
    public init() {}
}
