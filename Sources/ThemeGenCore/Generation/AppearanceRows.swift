/// Each theme's `appearance` settings as rows of the generated tables — `SETTING VALUE`, colours and fonts
/// written as in their own tables — which ThemeGenKit's `ThemeAppearance` reads.
enum AppearanceRows {
    /// The template data: `appearance.used` and, when used, `appearance.themes` (see `ThemeRowGroups`).
    static func templateData(_ set: ThemeSet, names: ThemeNames, used: Bool) -> MustacheValue {
        .object(ThemeRowGroups.templateData(used: used, set, names: names) { rows($0.appearance) })
    }

    /// The rows of one theme's settings, in the settings' order.
    static func rows(_ appearance: ThemeAppearance) -> [String] {
        AppearanceSetting.allCases.compactMap { setting in
            switch setting.kind {
            case .color: appearance.colors[setting].map { "\(setting.rawValue) \(TableText.color($0))" }
            case .font: appearance.fonts[setting].map { "\(setting.rawValue) \(TableText.font($0))" }
            case .statusBarStyle: appearance.statusBar.map { "\(setting.rawValue) \($0.rawValue)" }
            }
        }
    }
}
