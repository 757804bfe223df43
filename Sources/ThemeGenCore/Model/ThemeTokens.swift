/// A theme's tokens, group by group, each group's in the set's key order: the storage of `Theme` and
/// of a theme being resolved. A group's descriptor (`ValueGroup.tokens`) names its property here; the
/// stages reach a group's tokens through the descriptor, or, where every token of every theme is
/// visited, through `access(_:_:)`, whose switch gives each group's work its value type.
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

    /// `work` done on the tokens of `group`, specialised for their value type.
    mutating func access<Work: TokenAccess>(_ group: TokenGroup, _ work: Work) -> Work.Result {
        switch group {
        case .colors: work.apply(&colors)
        case .fonts: work.apply(&fonts)
        case .numbers: work.apply(&numbers)
        case .dimensions: work.apply(&dimensions)
        case .insets: work.apply(&insets)
        case .shadows: work.apply(&shadows)
        case .gradients: work.apply(&gradients)
        case .durations: work.apply(&durations)
        case .opacities: work.apply(&opacities)
        case .booleans: work.apply(&booleans)
        case .strings: work.apply(&strings)
        case .values: work.apply(&values)
        }
    }

    /// `visitor` applied to the tokens of `group`, specialised for their value type.
    func visit<Visitor: TokenVisitor>(_ group: TokenGroup, _ visitor: Visitor) -> Visitor.Result {
        var tokens = self
        return tokens.access(group, TokenReading(visitor: visitor))
    }
}
