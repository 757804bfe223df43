/// Escapes text from theme files for the places it lands in generated Swift, so no input can change
/// the code around it.
public enum SwiftLiteral {
    /// A double-quoted string literal: quotes, backslashes (so `\(` too), line breaks, control and
    /// invisible formatting characters (bidirectional overrides included) are escaped; printable
    /// non-ASCII text is kept as written.
    public static func string(_ text: String) -> String {
        "\"" + escaped(text, [("\"", "\\\""), ("\\", "\\\\"), ("\n", "\\n"), ("\r", "\\r"), ("\t", "\\t"), ("\0", "\\0")]) + "\""
    }

    /// Text for a `//` or `///` comment: on one line, without control or invisible formatting characters.
    public static func comment(_ text: String) -> String {
        escaped(text, [("\n", "\\n"), ("\r", "\\r"), ("\t", " ")])
    }

    /// `text` with the listed scalars replaced, and any other control or invisible formatting character
    /// written as `\u{…}`.
    private static func escaped(_ text: String, _ replacements: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements.first(where: { $0.0 == scalar }) {
                result += replacement.1
            } else if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A `Double` literal that reads back as the same value (`20`, `0.8`, `25.5`).
    public static func double(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) + ".0" : "\(value)"
    }

    /// Control characters, line and paragraph separators, and invisible format characters (such as the
    /// bidirectional overrides that can make code read differently from how it compiles).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: true
        default: false
        }
    }
}
