/// The `appearance` section: the standard chrome's colours, fonts and status bar, each a value written
/// out or a reference to the theme's own colours and fonts.
extension ThemeFileDecoder {
    mutating func decodeAppearance(_ node: Node) -> [AppearanceSetting: Located<AppearanceSource>] {
        guard let entries = reader.mapping(node, "'appearance'") else { return [:] }
        reader.rejectUnknownKeys(entries, allowed: AppearanceSetting.sectionKeys, in: "'appearance'")
        var settings: [AppearanceSetting: Located<AppearanceSource>] = [:]
        for entry in entries {
            if let setting = AppearanceSetting(rawValue: entry.key) {
                if let value = decodeAppearanceValue(entry.value, setting) { settings[setting] = value }
                continue
            }
            let fields = AppearanceSetting.fields(of: entry.key)
            guard !fields.isEmpty, let targetEntries = reader.mapping(entry.value, "'appearance.\(entry.key)'") else { continue }
            reader.rejectUnknownKeys(targetEntries, allowed: fields, in: "'appearance.\(entry.key)'")
            for field in targetEntries {
                guard let setting = AppearanceSetting(rawValue: "\(entry.key).\(field.key)"),
                    let value = decodeAppearanceValue(field.value, setting)
                else { continue }
                settings[setting] = value
            }
        }
        return settings
    }

    private mutating func decodeAppearanceValue(_ node: Node, _ setting: AppearanceSetting) -> Located<AppearanceSource>? {
        let what = "'appearance.\(setting.rawValue)'"
        let source: AppearanceSource?
        switch setting.kind {
        case .color:
            source = decodeColorSource(node, what).map(AppearanceSource.color)
        case .font:
            source = decodeFontSource(node, what).map(AppearanceSource.font)
        case .statusBarStyle:
            source = decodeStatusBar(node, what).map(AppearanceSource.statusBar)
        }
        return source.map { Located($0, at: node.location) }
    }

    /// A font written out (`{ weight: bold, size: 17 }`) or a reference to one (`"{fonts.title}"`).
    mutating func decodeFontSource(_ node: Node, _ what: @autoclosure () -> String) -> FontSource? {
        switch reference(in: node, group: .fonts, what: what()) {
        case .reference(let reference)?: return .reference(reference)
        case .some: return nil
        case nil: return decodeFont(node, what()).map(FontSource.declared)
        }
    }

    private mutating func decodeStatusBar(_ node: Node, _ what: String) -> StatusBarAppearance? {
        guard let text = reader.string(node, what) else { return nil }
        guard let style = StatusBarAppearance(rawValue: text) else {
            let names = StatusBarAppearance.allCases.map(\.rawValue)
            let hint = Suggestions.didYouMean(text, in: names)
            reader.log.error("unknown status bar style \(quoted: text) for \(what)" + (hint.isEmpty ? "; expected \(SchemaReader.list(names))" : hint), at: node.location)
            return nil
        }
        return style
    }
}
