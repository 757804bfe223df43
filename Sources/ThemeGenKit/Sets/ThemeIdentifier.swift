/// The themes of a generated theme set: its `ThemeID` enum, one case per theme in declaration order. What
/// the runtime needs of a set — its default theme, where the choice is stored, the theme's values — the
/// generated file gives here.
public nonisolated protocol ThemeIdentifier: CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The set's values of one theme (the generated `Theme`).
    associatedtype Values: ThemeValues where Values.ID == Self

    /// The theme used when nothing is stored, or when the stored id is unknown.
    static var `default`: Self { get }
    /// The UserDefaults key the selected theme's stored id is kept under.
    static var storageKey: String { get }
    /// The name to show, for example on a settings screen.
    var displayName: String { get }
    /// The id stored in UserDefaults; it stays stable when a theme's display name changes.
    var storedID: String { get }
    /// The theme whose stored id is `storedID`, or `nil` when no theme has it.
    init?(storedID: String)
}

nonisolated extension ThemeIdentifier {
    /// This theme's values, as compiled.
    public var theme: Values { Values(id: self) }
}

/// The values of one theme of a generated set (the generated `Theme`): `theme.colors.primary`, or
/// `theme.color(.primary)` with a key.
public nonisolated protocol ThemeValues: Hashable, Sendable {
    /// The set's themes.
    associatedtype ID: ThemeIdentifier where ID.Values == Self

    /// Which theme this is.
    var id: ID { get }
    /// The values of theme `id`, as compiled.
    init(id: ID)
}
