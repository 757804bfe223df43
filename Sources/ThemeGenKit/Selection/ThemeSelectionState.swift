import Foundation

/// What a theme selection holds and the rules by which it changes, shared by `ThemeSelectionOf` and
/// `ObservableThemeSelectionOf` so that both read and write the stored choice, fall back and apply
/// overrides alike. The selected theme's id is read from and written to UserDefaults here only, under
/// the set's storage key, as the theme's stored id.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated struct ThemeSelectionState<ID: ThemeIdentifier> {
    /// The selected theme.
    private(set) var current: ID
    /// Why `current` is the default theme rather than a stored choice, or `nil` when it is the stored one.
    private(set) var fallback: ThemeSelectionOf<ID>.Fallback?
    /// The theme with overrides applied, shown whenever it is the selected one, or `nil`.
    var overridden: ID.Values?

    /// Reads the stored choice from `defaults`. A missing or unknown stored id selects `ID.default` and
    /// says why in `fallback`; the stored value is left as it is (a newer version of the app may know
    /// the id).
    init(defaults: UserDefaults) {
        guard let stored = defaults.string(forKey: ID.storageKey) else {
            current = .default
            fallback = .nothingStored
            return
        }
        guard let id = ID(storedID: stored) else {
            current = .default
            fallback = .unknownStoredID(stored)
            return
        }
        current = id
        fallback = nil
    }

    /// The selected theme's values: with overrides applied when they are for it.
    var theme: ID.Values {
        guard let overridden, overridden.id == current else { return current.theme }
        return overridden
    }

    /// Selects `id` and stores it in `defaults`.
    mutating func select(_ id: ID, storingIn defaults: UserDefaults) {
        defaults.set(id.storedID, forKey: ID.storageKey)
        fallback = nil
        current = id
    }
}
