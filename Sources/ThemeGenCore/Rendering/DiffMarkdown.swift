/// `themegen diff --format markdown`, for a pull-request comment: a summary line, the themes and keys
/// added, removed and renamed, then a table per group of changed values with old → new and why, at
/// most `maximumRows` rows each with the rest counted.
public enum DiffMarkdown {
    /// The comment, ending in a newline.
    public static func render(_ diff: ThemeSetDiff, maximumRows: Int) -> String {
        var lines = ["### ThemeGen: \(DiffWording.summary(diff))"]
        var lists: [String] = []
        lists += list("Themes added", diff.addedThemes.map(theme))
        lists += list("Themes removed", diff.removedThemes.map(theme))
        lists += list("Themes renamed", diff.renamedThemes.map { "\(MarkdownText.plain($0.oldName)) → \(MarkdownText.plain($0.newName)) (id \(MarkdownText.code($0.storedID)))" })
        lists += list("Keys added", diff.addedKeys.map { MarkdownText.code($0.description) })
        lists += list("Keys removed", diff.removedKeys.map { MarkdownText.code($0.description) })
        if !lists.isEmpty { lines += [""] + lists }
        for group in TokenGroup.allCases {
            let changes = diff.changes.filter { $0.key.group == group }
            guard !changes.isEmpty else { continue }
            lines += ["", "#### \(group.rawValue): \(CountText.of(changes.count, "change"))", "",
                      "| Key | Theme | Old | New | Why |", "| --- | --- | --- | --- | --- |"]
            lines += changes.prefix(maximumRows).map(row)
            if changes.count > maximumRows {
                lines += ["", "…and \(CountText.of(changes.count - maximumRows, "more change")) in \(group.rawValue)."]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ change: ThemeSetDiff.ValueChange) -> String {
        let cells = [MarkdownText.code(change.key.key), MarkdownText.plain(change.theme), MarkdownText.code(change.old),
                     MarkdownText.code(change.new), why(change)]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    private static func why(_ change: ThemeSetDiff.ValueChange) -> String {
        let cause = DiffWording.cause(change.cause, quote: quote)
        guard !change.sources.isEmpty else { return "\(cause) at \(MarkdownText.code(change.location.shortDescription))" }
        return "\(cause), from " + DiffWording.list(change.sources.map { DiffWording.source($0, quote: quote) })
    }

    /// Theme names as plain words, keys and paths as code.
    private static func quote(_ text: String) -> String {
        MarkdownText.code(text)
    }

    private static func theme(_ theme: ThemeSetDiff.ThemeName) -> String {
        "\(MarkdownText.plain(theme.name)) (id \(MarkdownText.code(theme.storedID)))"
    }

    private static func list(_ title: String, _ items: [String]) -> [String] {
        items.isEmpty ? [] : ["- **\(title):** " + items.joined(separator: ", ")]
    }
}
