/// The template data of a table whose rows are grouped by theme (`appearance`, `apptentive`): each
/// theme's rows come after a `theme` row, which the generated `themeRows(_:)` splits on.
enum ThemeRowGroups {
    /// `used`, and when used, `themes`, each with `theme` (the display name for a comment) and `rows`.
    static func templateData(used: Bool, _ set: ThemeSet, rows: (Theme) -> [String]) -> [String: MustacheValue] {
        guard used else { return ["used": .bool(false)] }
        return [
            "used": .bool(true),
            "themes": .list(set.themes.map { theme in
                ["theme": .string(SwiftLiteral.comment(theme.displayName)), "rows": .list(rows(theme).map { ["text": .string($0)] })]
            }),
        ]
    }
}
