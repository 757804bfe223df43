/// Input text as a message quotes it: at most `maximumLength` characters, the rest left out with "…", so
/// that a message never carries more of a file than a reader needs to find the place (a long value, a
/// document that is not what was expected, a file that should not have been read). Control and invisible
/// characters are escaped later, when the diagnostic is printed.
public enum Excerpt {
    /// The most characters of input a message quotes.
    public static let maximumLength = 80

    /// `text`, or its first `maximumLength` characters followed by "…" (or as many as a place that
    /// shows more allows, such as a diff's table cell).
    public static func of(_ text: some StringProtocol, maximumLength: Int = maximumLength) -> String {
        guard let end = text.index(text.startIndex, offsetBy: maximumLength, limitedBy: text.endIndex), end != text.endIndex else {
            return String(text)
        }
        return String(text[..<end]) + "…"
    }
}

extension DefaultStringInterpolation {
    /// Input text in a message, as `'text'`: at most an `Excerpt` of it.
    public mutating func appendInterpolation(quoted text: some StringProtocol) {
        appendLiteral("'")
        appendLiteral(Excerpt.of(text))
        appendLiteral("'")
    }
}
