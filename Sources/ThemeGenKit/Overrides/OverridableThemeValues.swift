import ThemeGenFormats

/// The values of a theme that can carry over-the-air overrides (`ThemeOverridesOf`): what a set
/// generated with `overrides: true` (themegen.yml) or `--overrides` gives. A set generated without them
/// has a `Theme` that holds no reference, so copying one costs nothing and a lookup only reads the
/// table; `ThemeOverridesOf.init(json:)` and `ThemeSelectionOf.apply(_:)` are then unavailable.
public nonisolated protocol OverridableThemeValues: ThemeValues {
    /// The overrides applied on top of the compiled values, or `nil`.
    var overrides: ThemeOverridesOf<ID>? { get }
    /// The values of theme `id` with `overrides`, which `ThemeOverridesOf` has checked are for it.
    init(id: ID, overrides: ThemeOverridesOf<ID>?)
    /// The column of the key written `key` in `group`'s table, or `nil` when the set has no such key.
    static func overridableColumn(of key: String, in group: ThemeOverridesFormat.Group) -> Int?
}
