/// The words the diff's text and Markdown forms share: the summary line, why a value changed and a
/// contrast finding.
enum DiffWording {
    /// `7 values changed in 3 themes (1 edited, 6 through inheritance or references), 1 theme added, 1 key
    /// removed`, or `no differences`.
    static func summary(_ diff: ThemeSetDiff) -> String {
        var parts: [String] = []
        if !diff.changes.isEmpty {
            var changed = "\(CountText.of(diff.changes.count, "value")) changed in \(CountText.of(diff.changedThemes.count, "theme"))"
            let edited = diff.changes.filter { $0.cause == .edited }.count
            if edited < diff.changes.count {
                changed += " (\(edited) edited, \(diff.changes.count - edited) through inheritance or references)"
            }
            parts.append(changed)
        }
        // The literal of tuples typed: untyped, it took the type checker 0.22 s in this function.
        let counted: [(count: Int, noun: String, verb: String)] = [
            (diff.addedThemes.count, "theme", "added"), (diff.removedThemes.count, "theme", "removed"),
            (diff.renamedThemes.count, "theme", "renamed"), (diff.addedKeys.count, "key", "added"),
            (diff.removedKeys.count, "key", "removed"), (diff.introducedFindings.count, "contrast finding", "introduced"),
            (diff.resolvedFindings.count, "contrast finding", "resolved"),
        ]
        parts += counted.filter { $0.count > 0 }.map { "\(CountText.of($0.count, $0.noun)) \($0.verb)" }
        return parts.isEmpty ? "no differences" : parts.joined(separator: ", ")
    }

    /// `edited`, `inherited from Solid Blue`, `through colors.primary and colors.accent`, each name
    /// passed through `quote` for where it is printed.
    static func cause(_ cause: ThemeSetDiff.Cause, quote: (String) -> String) -> String {
        switch cause {
        case .edited: "edited"
        case .inherited(let ancestor): "inherited from \(quote(ancestor))"
        case .referenced(let keys): "through " + ListText.and(keys.map { quote($0.description) })
        }
    }

    /// `Solid Blue's colors.primary (themes/Blog.yaml:13)`.
    static func source(_ source: ThemeSetDiff.Source, quote: (String) -> String) -> String {
        "\(quote(source.theme))'s \(quote(source.key.description)) (\(quote(source.location.shortDescription)))"
    }

    /// `text #777777 on background #FFFFFF in Dark (light and dark) has a contrast of 2.1:1, below the
    /// minimum of 4.5:1`, or `had` for a finding resolved; each name passed through `quote`.
    static func finding(_ finding: ContrastFinding, resolved: Bool, quote: (String) -> String) -> String {
        "\(quote(finding.foreground)) \(finding.foregroundHex) on \(quote(finding.background)) \(finding.backgroundHex) in \(quote(finding.theme)) "
            + "(\(finding.appearanceText)) \(resolved ? "had" : "has") a contrast of \(NumberText.plain(finding.ratio)):1, "
            + "below the minimum of \(NumberText.plain(finding.minimum)):1"
    }
}
