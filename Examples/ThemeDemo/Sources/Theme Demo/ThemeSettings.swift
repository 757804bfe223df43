import Foundation

/// A settings screen's model: the themes to offer, in declaration order, and the chosen one, persisted
/// in UserDefaults by the generated `ThemeSelection`.
@MainActor
public final class ThemeSettings {
    /// The selection store.
    public let selection: ThemeSelection

    /// Reads the stored choice from `defaults`.
    public init(defaults: UserDefaults = .standard) {
        selection = ThemeSelection(defaults: defaults)
    }

    /// The themes to list: each theme's id and the name to show.
    public var choices: [(id: ThemeID, name: String)] {
        ThemeID.allCases.map { ($0, $0.displayName) }
    }

    /// The theme in use.
    public var theme: Theme { selection.theme }

    /// Switches to `id` and remembers it.
    public func choose(_ id: ThemeID) {
        selection.select(id)
    }
}

/// A one-line summary of a theme's main values, as an app might log it.
public func summary(of theme: Theme) -> String {
    let title = theme.fonts.title
    return "\(theme.id.displayName): accent \(theme.colors.accent.light.hex), banner \(theme.colors.banner.light.hex)/\(theme.colors.banner.dark.hex), "
        + "title \(title.size) pt, radius \(theme.numbers.cornerRadius), status bar \(theme.values.statusBarStyle), "
        + "header title \(theme.font(.headerTitle).size) pt"
}
