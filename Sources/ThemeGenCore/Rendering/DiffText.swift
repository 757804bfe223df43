/// `themegen diff`'s terminal form: the summary, theme and key changes, contrast findings introduced and
/// resolved, then each changed theme's values with old → new and why. Names and values are printed escaped, one line each.
public enum DiffText {
    /// The report, ending in a newline.
    public static func render(_ diff: ThemeSetDiff) -> String {
        var lines = [Naming.capitalizingFirst(DiffWording.summary(diff)) + "."]
        lines += diff.addedThemes.map { "theme added: \(theme($0))" }
        lines += diff.removedThemes.map { "theme removed: \(theme($0))" }
        lines += diff.renamedThemes.map { "theme renamed: \(visible($0.oldName)) → \(visible($0.newName)) (id \(visible($0.storedID)))" }
        lines += diff.addedKeys.map { "key added: \(visible($0.description))" }
        lines += diff.removedKeys.map { "key removed: \(visible($0.description))" }
        lines += diff.introducedFindings.map { "contrast finding introduced: \(finding($0, resolved: false))" }
        lines += diff.resolvedFindings.map { "contrast finding resolved: \(finding($0, resolved: true))" }
        for theme in diff.changedThemes {
            lines += ["", visible(theme)]
            for change in diff.changes where change.theme == theme {
                lines.append("  \(visible(change.key.description)): \(visible(change.old)) → \(visible(change.new)) (\(why(change)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `edited at themes/Blog.yaml:13`, `through colors.primary, from Solid Blue's colors.primary (themes/Blog.yaml:13)`.
    private static func why(_ change: ThemeSetDiff.ValueChange) -> String {
        let cause = DiffWording.cause(change.cause, quote: visible)
        guard !change.sources.isEmpty else { return "\(cause) at \(visible(change.location.shortDescription))" }
        return "\(cause), from " + ListText.and(change.sources.map { DiffWording.source($0, quote: visible) })
    }

    /// A finding and where its pair is written.
    private static func finding(_ finding: ContrastFinding, resolved: Bool) -> String {
        DiffWording.finding(finding, resolved: resolved, quote: visible) + ", at \(visible(finding.location.shortDescription))"
    }

    private static func theme(_ theme: ThemeSetDiff.ThemeName) -> String {
        "\(visible(theme.name)) (id \(visible(theme.storedID)))"
    }

    private static func visible(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}
