import ThemeGenCore

/// The one-line summary a successful `generate` or `lint` prints on standard error (unless `--quiet`).
enum RunSummary {
    /// `8 themes, 30 colours, 16 fonts, 2 numbers, 4 dimensions, 1 value`: the themes, and each group that has keys.
    static func counts(_ set: ThemeSet) -> String {
        let groups = [
            (set.colorKeys.count, "colour"), (set.fontKeys.count, "font"), (set.numberKeys.count, "number"),
            (set.dimensionKeys.count, "dimension"), (set.insetKeys.count, "inset"), (set.shadowKeys.count, "shadow"), (set.gradientKeys.count, "gradient"), (set.durationKeys.count, "duration"), (set.booleanKeys.count, "boolean"),
            (set.stringKeys.count, "string"), (set.valueTypes.count, "value"),
        ]
        return ([CountText.of(set.themes.count, "theme")] + groups.filter { $0.0 > 0 }.map { CountText.of($0.0, $0.1) }).joined(separator: ", ")
    }
}
