/// Each theme's `appearance` settings as rows of the generated tables — `SETTING VALUE`, colours and fonts
/// written as in their own tables — and the settings the generated `ThemeAppearance` declares.
enum AppearanceRows {
    /// The template data: `appearance.used` and, when used, `appearance.themes` (see `ThemeRowGroups`) and
    /// `appearance.settings`, each with `name`, `property`, `type` and `reader`.
    static func templateData(_ set: ThemeSet, names: ThemeNames, types: TypeNames, used: Bool) -> MustacheValue {
        var data = ThemeRowGroups.templateData(used: used, set, names: names) { rows($0.appearance) }
        guard used else { return .object(data) }
        data["settings"] = .list(
            AppearanceSetting.allCases.map { setting in
                let (type, reader): (String, String) =
                    switch setting.kind {
                    case .color: (types.color, "\(types.color)(tableEntry: row)")
                    case .font: (types.font, "\(types.font)(tableEntry: row)")
                    case .statusBarStyle: ("StatusBar", "row.value()")
                    }
                return ["name": .string(setting.rawValue), "property": .string(setting.propertyName), "type": .string(type), "reader": .string(reader)]
            })
        return .object(data)
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
