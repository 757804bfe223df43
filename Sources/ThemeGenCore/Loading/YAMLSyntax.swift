/// The language of a file `YAMLReader` reads, in whose words its syntax errors are told: a JSON file is
/// read as YAML (JSON is YAML), but its errors say JSON and name JSON's constructs — an object, not a
/// flow mapping.
enum YAMLSyntax: Sendable {
    case yaml
    case json

    /// The syntax of a file in `format`; a file of no theme format (a configuration file) is YAML.
    init(_ format: SourceFormat?) {
        self = format == .json ? .json : .yaml
    }

    /// `YAML` or `JSON`, as messages name the language.
    var name: String {
        switch self {
        case .yaml: "YAML"
        case .json: "JSON"
        }
    }

    /// libyaml's account of what it was reading (`while parsing a flow mapping`), in this language's
    /// words (`while parsing an object`).
    func context(_ libyamlContext: String) -> String {
        guard self == .json else { return libyamlContext }
        var context = libyamlContext
        for (yaml, json) in Self.jsonConstructs {
            context = context.replacing(yaml, with: json)
        }
        return context
    }

    /// The constructs libyaml names that JSON has its own words for.
    private static let jsonConstructs = [("a flow mapping", "an object"), ("a flow sequence", "an array"), ("a quoted scalar", "a string")]

    /// Where the first comment this language does not have begins, when one begins from `start` (outside
    /// a string) and before `end`: JSON has none, and a JSON file written with `//` or `/*` comments
    /// (JSONC) stops libyaml at or after its first one, or has libyaml read it into a value (`8 // px`).
    /// Strings are skipped, so a `//` inside one (a URL) is no comment.
    func foreignComment(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, before end: Int) -> Int? {
        guard self == .json else { return nil }
        let limit = min(end + 1, bytes.count - 1)
        var index = start
        var inString = false
        while index < limit {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*"),
                      index == start || Self.mayPrecedeComment(bytes[index - 1]) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Whether a comment may follow `byte`: a blank, a line break, or JSON's punctuation but ':' (so the
    /// `//` of `http://x`, unquoted, is no comment).
    private static func mayPrecedeComment(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","):
            true
        default:
            false
        }
    }
}
