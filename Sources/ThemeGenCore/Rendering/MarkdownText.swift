/// Text from inputs made safe inside GitHub-flavoured Markdown table cells: nothing in a name or value
/// can start markup, break out of a cell, or span lines.
enum MarkdownText {
    /// `text` as inline code: fenced by one backtick more than the longest run inside it, padded when it
    /// starts or ends with a backtick, with `|` escaped so the table keeps its columns.
    static func code(_ text: String) -> String {
        let visible = VisibleText.escaped(text)
        var longest = 0
        var run = 0
        for character in visible {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = visible.hasPrefix("`") || visible.hasSuffix("`") ? " " : ""
        return fence + padding + escapingPipes(visible) + padding + fence
    }

    /// `text` as plain words: every ASCII punctuation character that Markdown could read as markup is
    /// backslash-escaped (CommonMark allows escaping any of them).
    static func plain(_ text: String) -> String {
        var result = ""
        for character in VisibleText.escaped(text) {
            if character.isASCII, character.isPunctuation || character.isSymbol { result.append("\\") }
            result.append(character)
        }
        return result
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
