/// The template data of a table whose rows are grouped by theme (`appearance`, `apptentive`): each
/// theme's rows come after a `theme` row, which ThemeGenKit's `ThemeTable(themeRows:)` splits on.
enum ThemeRowGroups {
    /// `used`, and when used, `themes`, each with `theme` (the display name for the rows' notes inside the
    /// table's string literal, as `names` escapes it) and `rows`.
    static func templateData(used: Bool, _ set: ThemeSet, names: ThemeNames, rows: (Theme) -> [String]) -> [String: MustacheValue] {
        guard used else { return ["used": .bool(false)] }
        return [
            "used": .bool(true),
            "themes": .list(
                set.themes.indices.map { index in
                    ["theme": .string(names.inTables[index]), "rows": .list(rows(set.themes[index]).map { ["text": .string($0)] })]
                }),
        ]
    }
}
