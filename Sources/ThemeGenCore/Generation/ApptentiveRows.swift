/// Each theme's `ApptentiveStyle` as rows of the generated tables, which the generated
/// `ThemeApptentiveStyle` reads: `typography FAMILY LIGHT REGULAR MEDIUM BOLD SIZEADJUSTMENT` (`*` for
/// the system font or no face), `colors` and the seven base colours, then `color KEY COLOUR` and
/// `font KEY FONT` for each override. Colours and fonts are written as in their own tables.
enum ApptentiveRows {
    /// The template data: `apptentive.used`, and `apptentive.themes`, each with `theme` (the display name
    /// for a comment) and `rows`.
    static func templateData(_ set: ThemeSet) -> MustacheValue {
        let themes = set.themes.compactMap { theme in theme.apptentive.map { (theme, $0) } }
        guard !themes.isEmpty else { return ["used": .bool(false)] }
        return [
            "used": .bool(true),
            "themes": .list(themes.map { theme, style in
                ["theme": .string(SwiftLiteral.comment(theme.displayName)), "rows": .list(rows(style).map { ["text": .string($0)] })]
            }),
        ]
    }

    static func rows(_ style: ApptentiveStyle) -> [String] {
        let name = { (text: String?) in text.map(TableText.name) ?? TableText.noFace }
        let typography = ["typography", name(style.fontFamily)] + style.faces.map(name) + [TableText.number(style.sizeAdjustment)]
        return [typography.joined(separator: " "), (["colors"] + style.baseColors.map { TableText.color($0) }).joined(separator: " ")]
            + style.colorOverrides.map { "color \(TableText.name($0.key)) \(TableText.color($0.value))" }
            + style.fontOverrides.map { "font \(TableText.name($0.key)) \(TableText.font($0.value))" }
    }
}
