/// The resolution stage's result, the naming stage's input: every theme's values concrete and checked,
/// each group's keys in the order of first definition, and the settings the model takes — before any
/// Swift name is given.
struct ResolvedSet {
    /// The themes, in input order (files sorted by path, then declaration order).
    let themes: [ResolvedTheme]
    /// Each group's keys, where each is first defined.
    let completeness: Completeness
    /// The keys' Swift names the files chose (`swiftNames`), by group and key.
    let swiftNames: [TokenGroup: [String: Located<String>]]
    /// The index in `themes` of the theme used when nothing is stored; `nil` when `defaultTheme` names
    /// no theme (reported).
    let defaultThemeIndex: Int?
    /// The UserDefaults key the selected theme's id is stored under.
    let storageKey: String
    /// Each theme's settings for the Apptentive SDK's style sheet, where the set uses them.
    let apptentiveStyles: [ApptentiveStyle?]
    /// The input files, as given to the loader (sorted).
    let inputs: [String]
    /// The contrast pairs below their minimum (each also a warning).
    let contrastFindings: [ContrastFinding]
}
