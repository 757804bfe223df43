/// Text from inputs made safe in GitHub-flavoured Markdown: every name, key, value and path is inline
/// code, so nothing in it can start markup, span lines, or — since GitHub links neither inside code —
/// mention a user or team (`@octocat`, `@org/team`) or cross-reference an issue (`#123`, `owner/repo#1`).
enum MarkdownText {
    /// Where the code goes: a table cell, where `|` would end the cell unless escaped (the table reads
    /// `\|` as `|` before the code span does), or anywhere else, where the backslash would show.
    enum Place {
        case tableCell, prose
    }

    /// `text` as inline code in `place`: fenced by one backtick more than the longest run inside it, and
    /// padded with a space (which CommonMark removes) when it starts or ends with a backtick, or starts
    /// and ends with a space that would otherwise be removed. Empty text is one space in code.
    static func code(_ text: String, in place: Place) -> String {
        let visible = VisibleText.escaped(text)
        guard !visible.isEmpty else { return "` `" }
        var longest = 0
        var run = 0
        for character in visible {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let strippedSpaces = visible.hasPrefix(" ") && visible.hasSuffix(" ") && visible.contains { $0 != " " }
        let padding = visible.hasPrefix("`") || visible.hasSuffix("`") || strippedSpaces ? " " : ""
        let content = place == .tableCell ? escapingPipes(visible) : visible
        return fence + padding + content + padding + fence
    }

    private static func escapingPipes(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "|" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
