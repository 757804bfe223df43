/// JSON as Xcode writes an asset catalog's `Contents.json`: two-space indents, `"key" : value`, keys in
/// ascending order, a newline at the end — so a catalog ThemeGen writes and one Xcode rewrites give the
/// same bytes, and committing one gives a quiet diff.
enum XcodeJSON: Equatable {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case integer(Int)
    case boolean(Bool)

    /// The document's text.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            let lines = members.keys.sorted().map { key in
                var value = ""
                members[key]?.write(to: &value, indent: inner)
                return inner + Self.quoted(key) + " : " + value
            }
            output += "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let items):
            let lines = items.map { item in
                var value = ""
                item.write(to: &value, indent: inner)
                return inner + value
            }
            output += "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let text): output += Self.quoted(text)
        case .integer(let value): output += String(value)
        case .boolean(let value): output += value ? "true" : "false"
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped (RFC 8259, section 7).
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
