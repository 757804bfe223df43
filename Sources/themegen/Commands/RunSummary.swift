import ThemeGenCore

/// The one-line summary a successful `generate` or `lint` prints on standard error (unless `--quiet`).
enum RunSummary {
    /// `8 themes, 30 colours, 16 fonts, 2 numbers, 4 dimensions, 1 value`: the themes, and each group that has keys.
    static func counts(_ set: ThemeSet) -> String {
        // The summary's prose says "colour", as the rest of the CLI's does; messages name the group's key kind.
        // A group's plural is its name (`opacities`), not its noun with an `s`.
        var parts = [CountText.of(set.themes.count, "theme")]
        for group in TokenGroup.allCases where !set.keys(of: group).isEmpty {
            let count = set.keys(of: group).count
            parts.append(group == .colors ? CountText.of(count, "colour") : CountText.of(count, group.noun, plural: group.rawValue))
        }
        return parts.joined(separator: ", ")
    }
}
