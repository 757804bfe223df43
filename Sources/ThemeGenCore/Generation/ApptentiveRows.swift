/// Each theme's `ApptentiveStyle` as rows of the generated tables, which the generated
/// `ThemeApptentiveStyle` reads: `typography FAMILY LIGHT REGULAR MEDIUM BOLD SIZEADJUSTMENT` (`*` for
/// the system font or no face), `colors` and the seven base colours (`*` for the SDK's default), then `color KEY COLOUR` and
/// `font KEY FONT` for each override. Colours and fonts are written as in their own tables.
enum ApptentiveRows {
    /// The template data: `apptentive.used` and, when used, `apptentive.themes` (see `ThemeRowGroups`).
    static func templateData(_ set: ThemeSet, names: ThemeNames, used: Bool) -> MustacheValue {
        .object(ThemeRowGroups.templateData(used: used, set, names: names) { theme in theme.apptentive.map(rows) ?? [] })
    }

    /// The rows of one theme's settings: typography, base colours, then the overrides.
    static func rows(_ style: ApptentiveStyle) -> [String] {
        let name = { (text: String?) in text.map(TableText.name) ?? TableText.absent }
        let color = { (color: ThemeColor?) in color.map { TableText.color($0) } ?? TableText.absent }
        let typography = ["typography", name(style.fontFamily)] + style.faces.map(name) + [TableText.number(style.sizeAdjustment)]
        return [typography.joined(separator: " "), (["colors"] + style.baseColors.map(color)).joined(separator: " ")]
            + style.colorOverrides.map { "color \(TableText.name($0.key)) \(TableText.color($0.value))" }
            + style.fontOverrides.map { "font \(TableText.name($0.key)) \(TableText.font($0.value))" }
    }
}
