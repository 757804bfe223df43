/// Escapes text from theme files for the places it lands in generated Swift, so no input can change
/// the code around it.
public enum SwiftLiteral {
    /// A double-quoted string literal: quotes, backslashes (so `\(` too), line breaks, control and
    /// invisible formatting characters (bidirectional overrides included) are escaped; printable
    /// non-ASCII text is kept as written.
    public static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                literal += needsEscape(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
        }
        return literal + "\""
    }

    /// Text for a `//` or `///` comment: on one line, without control or invisible formatting characters.
    public static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += " "
            default:
                result += needsEscape(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
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
