/// Escapes text from theme files for the places it lands in generated Swift, so no input can change
/// the code around it.
public enum SwiftLiteral {
    /// A double-quoted string literal: quotes, backslashes (so `\(` too), line breaks, control and
    /// invisible formatting characters (bidirectional overrides included) are escaped; printable
    /// non-ASCII text is kept as written.
    public static func string(_ text: String) -> String {
        "\"" + VisibleText.escaped(text, replacing: stringReplacements) + "\""
    }

    private static let stringReplacements = VisibleText.Replacements(
        [("\"", "\\\""), ("\\", "\\\\"), ("\0", "\\0")] + VisibleText.standardReplacements.pairs)

    /// Comment text inside a multi-line string literal (the value tables' `// key` notes): on one line
    /// as `comment` makes it, with quotes and backslashes escaped, so it can neither end the literal
    /// nor interpolate.
    public static func commentInString(_ text: String) -> String {
        VisibleText.escaped(comment(text), replacing: quoteReplacements)
    }


    private static let quoteReplacements = VisibleText.Replacements([("\"", "\\\""), ("\\", "\\\\")])

    /// Text for a `//` or `///` comment: on one line, without control or invisible formatting characters.
    public static func comment(_ text: String) -> String {
        VisibleText.escaped(text, replacing: commentReplacements)
    }

    /// Appends `comment(text)` to `output`.
    static func appendComment(_ text: String, to output: inout [UInt8]) {
        VisibleText.append(text, replacing: commentReplacements, to: &output)
    }

    private static let commentReplacements = VisibleText.Replacements([("\n", "\\n"), ("\r", "\\r"), ("\t", " ")])

    /// A `Double` literal that reads back as the same value (`20`, `0.8`, `25.5`).
    public static func double(_ value: Double) -> String {
        NumberText.swiftDouble(value)
    }
}
