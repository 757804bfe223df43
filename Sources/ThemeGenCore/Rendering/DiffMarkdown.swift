/// `themegen diff --format markdown`, for a pull-request comment: a summary line, the themes and keys
/// added, removed and renamed, a table of the contrast findings introduced and resolved, then a table
/// per group of changed values with old → new and why, at most `maximumRows` rows each with the rest
/// counted. The whole comment stays within
/// `maximumCharacters`, below GitHub's limit for a comment: what does not fit is left out and counted.
public enum DiffMarkdown {
    /// GitHub's limit on the length of a comment.
    public static let gitHubLimit = 65_536
    /// The most the comment takes, in UTF-16 code units (never fewer than its characters, however they
    /// are counted): below `gitHubLimit`, with room to spare for the line that counts what was left out.
    public static let maximumCharacters = 64_000
    /// The most characters of an old or new value a cell shows.
    static let maximumValueLength = 200

    /// The comment, ending in a newline.
    public static func render(_ diff: ThemeSetDiff, maximumRows: Int) -> String {
        var comment = Comment()
        comment.add("### ThemeGen: \(DiffWording.summary(diff))")
        // The tuples' literals typed: untyped, they took the type checker 0.24 s in this function.
        let lists: [(title: String, items: [String])] = [
            ("Themes added", diff.addedThemes.map(theme)), ("Themes removed", diff.removedThemes.map(theme)),
            ("Themes renamed", diff.renamedThemes.map { "\(code($0.oldName)) → \(code($0.newName)) (id \(code($0.storedID)))" }),
            ("Keys added", diff.addedKeys.map { code($0.description) }), ("Keys removed", diff.removedKeys.map { code($0.description) }),
        ]
        .filter { !$0.items.isEmpty }
        if !lists.isEmpty { comment.add("") }
        for (title, items) in lists { comment.addList(title, items) }
        let findings = diff.introducedFindings.map { ("introduced", $0) } + diff.resolvedFindings.map { ("resolved", $0) }
        if !findings.isEmpty {
            let found: [(count: Int, verb: String)] = [(diff.introducedFindings.count, "introduced"), (diff.resolvedFindings.count, "resolved")]
            let counts = found.filter { $0.count > 0 }.map { "\($0.count) \($0.verb)" }.joined(separator: ", ")
            comment.addTable(
                [
                    "", "#### Contrast findings: \(counts)", "",
                    "| Finding | Pair | Theme | Appearances | Contrast | Minimum | Written at |",
                    "| --- | --- | --- | --- | --- | --- | --- |",
                ],
                rows: findings.map(row))
        }
        for group in TokenGroup.allCases {
            let changes = diff.changes.filter { $0.key.group == group }
            guard !changes.isEmpty else { continue }
            comment.addTable(
                [
                    "", "#### \(group.rawValue): \(CountText.of(changes.count, "change"))", "",
                    "| Key | Theme | Old | New | Why |", "| --- | --- | --- | --- | --- |",
                ],
                rows: changes.prefix(maximumRows).map(row))
            if changes.count > maximumRows {
                comment.add("")
                comment.add("…and \(CountText.of(changes.count - maximumRows, "more change")) in \(group.rawValue).")
            }
        }
        return comment.text
    }

    /// The comment as it is built: lines while they fit, and a count of the entries (list items and
    /// table rows) that did not, told at the end. Once one line does not fit, none after it is added.
    private struct Comment {
        private var lines: [String] = []
        private var length = 0
        private var isFull = false
        private var leftOut = 0

        /// The room kept for the line that counts what was left out.
        private static let reserve = 400

        private func fits(_ text: String) -> Bool {
            !isFull && length + text.utf16.count + 1 <= DiffMarkdown.maximumCharacters - Self.reserve
        }

        /// Adds `line` when it fits; otherwise the comment is full.
        @discardableResult
        mutating func add(_ line: String) -> Bool {
            guard fits(line) else {
                isFull = true
                return false
            }
            lines.append(line)
            length += line.utf16.count + 1
            return true
        }

        /// `- **Title:** a, b, c`: as many items as fit, then `and N more`.
        mutating func addList(_ title: String, _ items: [String]) {
            var line = "- **\(title):** "
            var shown = 0
            for item in items {
                let next = line + (shown == 0 ? "" : ", ") + item
                guard fits(next + ", and \(items.count) more") else { break }
                line = next
                shown += 1
            }
            if shown < items.count { line += ", and \(items.count - shown) more" }
            guard shown > 0, add(line) else {
                leftOut += items.count
                isFull = true
                return
            }
        }

        /// A table's heading lines and as many rows as fit; a table without room for one row is left out.
        mutating func addTable(_ heading: [String], rows: [String]) {
            guard let first = rows.first, fits((heading + [first]).joined(separator: "\n")) else {
                leftOut += rows.count
                isFull = true
                return
            }
            for line in heading { add(line) }
            for row in rows where !add(row) { leftOut += 1 }
        }

        /// The lines, and what was left out.
        var text: String {
            var all = lines
            if leftOut > 0 {
                let entries = leftOut == 1 ? "1 more entry" : "\(leftOut) more entries"
                all += ["", "…and \(entries) (themes, keys, contrast findings or changed values) left out, to keep this comment within GitHub's limit of \(DiffMarkdown.gitHubLimit) characters; `themegen diff` lists them all."]
            }
            return all.joined(separator: "\n") + "\n"
        }
    }

    private static func row(_ change: ThemeSetDiff.ValueChange) -> String {
        let cells = [
            cell(change.key.key), cell(change.theme), cell(Excerpt.of(change.old, maximumLength: maximumValueLength)),
            cell(Excerpt.of(change.new, maximumLength: maximumValueLength)), why(change),
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    private static func row(_ status: String, _ finding: ContrastFinding) -> String {
        let cells = [
            status, "\(cell(finding.foreground)) \(finding.foregroundHex) on \(cell(finding.background)) \(finding.backgroundHex)", cell(finding.theme),
            finding.appearanceText, "\(NumberText.plain(finding.ratio)):1", "\(NumberText.plain(finding.minimum)):1",
            cell(finding.location.shortDescription),
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    private static func why(_ change: ThemeSetDiff.ValueChange) -> String {
        let cause = DiffWording.cause(change.cause, quote: cell)
        guard !change.sources.isEmpty else { return "\(cause) at \(cell(change.location.shortDescription))" }
        return "\(cause), from " + ListText.and(change.sources.map { DiffWording.source($0, quote: cell) })
    }

    /// User-supplied text in a table cell.
    private static func cell(_ text: String) -> String {
        MarkdownText.code(text, in: .tableCell)
    }

    /// User-supplied text in a list.
    private static func code(_ text: String) -> String {
        MarkdownText.code(text, in: .prose)
    }

    private static func theme(_ theme: ThemeSetDiff.ThemeName) -> String {
        "\(code(theme.name)) (id \(code(theme.storedID)))"
    }
}
