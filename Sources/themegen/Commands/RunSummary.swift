import ThemeGenCore

/// The one-line summary a successful `generate` or `lint` prints on standard error (unless `--quiet`).
enum RunSummary {
    /// `8 themes, 30 colours, 16 fonts, 2 numbers, 4 dimensions, 1 value`: the themes, and each group that has keys.
    static func counts(_ set: ThemeSet) -> String {
        // The summary's prose says "colour", as the rest of the CLI's does; messages name the group's key kind.
        let groups = TokenGroup.allCases.map { (set.keys(of: $0).count, $0 == .colors ? "colour" : $0.noun) }
        return ([CountText.of(set.themes.count, "theme")] + groups.filter { $0.0 > 0 }.map { CountText.of($0.0, $0.1) }).joined(separator: ", ")
    }
}
