import ThemeGenFormats

/// The over-the-air overrides document's groups as ThemeGen's value groups: ThemeGenKit's
/// `ThemeOverridesFormat` decides the document (its fields, limits, forms and messages) for the app
/// and for `themegen overrides --check` alike; this maps its groups to `TokenGroup`s and back.
enum OverridesFormat {
    /// The document's group for `group`'s keys, or `nil` for a group a document cannot change (insets,
    /// shadows and gradients, whose values have parts; enum-like values, whose cases are compiled in).
    static func overridable(_ group: TokenGroup) -> ThemeOverridesFormat.Group? {
        ThemeOverridesFormat.Group(rawValue: group.rawValue)
    }

    /// The value group of the document's `group`.
    static func tokenGroup(_ group: ThemeOverridesFormat.Group) -> TokenGroup {
        switch group {
        case .colors: .colors
        case .fonts: .fonts
        case .numbers: .numbers
        case .dimensions: .dimensions
        case .durations: .durations
        case .opacities: .opacities
        case .booleans: .booleans
        case .strings: .strings
        }
    }
}
