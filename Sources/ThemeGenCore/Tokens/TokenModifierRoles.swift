/// Which modifiers of a DTCG resolver make the themes and which the appearance, and which mode names are
/// which appearance: `themegen.yml`'s `tokens: { themes: [brand], appearance: mode, appearances: { light:
/// Day, dark: Night } }`. Without it, modes are read by `AppearanceName`'s rule: a modifier whose contexts
/// name appearances (`light`, `Dark`, `light-hc`, `brand-a-dark`) is the appearance, and every other
/// modifier makes themes.
public struct TokenModifierRoles: Sendable, Equatable {
    /// The modifiers whose contexts are themes; every other one (but the appearance) takes its default.
    public var themes: [Located<String>]?
    /// The modifier whose contexts are the appearances.
    public var appearance: Located<String>?
    /// Mode names (resolver contexts, Tokens Studio themes) that are appearances, by appearance
    /// (`light`, `dark`, `lightHighContrast`, `darkHighContrast`): read so whatever the default rule says.
    public var appearances: [String: Located<String>]

    /// The appearances a mode name can be mapped to, in the order their colours fill a `ThemeColor`.
    public static let appearanceNames = ["light", "dark", "lightHighContrast", "darkHighContrast"]

    /// Roles by the default rule.
    public init(themes: [Located<String>]? = nil, appearance: Located<String>? = nil, appearances: [String: Located<String>] = [:]) {
        self.themes = themes
        self.appearance = appearance
        self.appearances = appearances
    }
}
