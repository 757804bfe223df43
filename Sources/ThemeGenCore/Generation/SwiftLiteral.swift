/// Escapes text from theme files for the places it lands in generated Swift, so no input can change
/// the code around it: one rule for each kind of place (`Context`), which every template and table uses.
/// (Identifiers are the naming stage's: `SwiftName`.)
public enum SwiftLiteral {
    /// A place in generated Swift that holds text from theme files.
    public enum Context: CaseIterable, Sendable {
        /// A double-quoted string literal, quotes included: quotes, backslashes (so `\(` too), line
        /// breaks, control and invisible formatting characters (bidirectional overrides included) are
        /// escaped; printable non-ASCII text is kept as written.
        case stringLiteral
        /// A `//` or `///` comment: on one line (line breaks written `\n`), without control or invisible
        /// formatting characters.
        case comment
        /// A `//` note inside a multi-line string literal (the tables' notes of keys and themes): a comment
        /// whose quotes and backslashes are escaped as well, so it can neither end the literal nor
        /// interpolate.
        case commentInStringLiteral
    }

    /// `text` escaped for `context`.
    public static func escaped(_ text: String, for context: Context) -> String {
        switch context {
        case .stringLiteral: "\"" + VisibleText.escaped(text, replacing: stringReplacements) + "\""
        case .comment: VisibleText.escaped(text, replacing: commentReplacements)
        case .commentInStringLiteral: VisibleText.escaped(escaped(text, for: .comment), replacing: quoteReplacements)
        }
    }

    /// Appends `text` escaped for a comment to `output` (for doc comments streamed as they are rendered).
    static func appendComment(_ text: String, to output: inout [UInt8]) {
        VisibleText.append(text, replacing: commentReplacements, to: &output)
    }

    private static let stringReplacements = VisibleText.Replacements(
        [("\"", "\\\""), ("\\", "\\\\"), ("\0", "\\0")] + VisibleText.standardReplacements.pairs)
    private static let quoteReplacements = VisibleText.Replacements([("\"", "\\\""), ("\\", "\\\\")])
    private static let commentReplacements = VisibleText.Replacements([("\n", "\\n"), ("\r", "\\r"), ("\t", " ")])

    /// A `Double` literal that reads back as the same value (`20`, `0.8`, `25.5`).
    public static func double(_ value: Double) -> String {
        NumberText.swiftDouble(value)
    }
}
