/// Which modifiers of a DTCG resolver make the themes and which the appearance: `themegen.yml`'s
/// `tokens: { themes: [brand], appearance: mode }`. Without it, a modifier whose contexts are `light` and
/// `dark` (and optionally the high-contrast ones) is the appearance and every other modifier makes themes.
public struct TokenModifierRoles: Sendable, Equatable {
    /// The modifiers whose contexts are themes; every other one (but the appearance) takes its default.
    public var themes: [Located<String>]?
    /// The modifier whose contexts are the appearances.
    public var appearance: Located<String>?

    /// Roles by the default rule.
    public init(themes: [Located<String>]? = nil, appearance: Located<String>? = nil) {
        self.themes = themes
        self.appearance = appearance
    }
}
