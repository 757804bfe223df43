import ThemeGenCore

/// A JSON value as the language server's messages hold it: read by ThemeGen's own JSON reader (the one
/// token files go through, by JSON's grammar, RFC 8259), written by `text` in one deterministic form
/// (keys sorted, no spaces).
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value a parsed JSON document's node holds.
    init(_ node: Node) {
        switch node.content {
        case .scalar(let text, .string): self = .string(text)
        case .scalar("true", _): self = .bool(true)
        case .scalar("false", _): self = .bool(false)
        case .scalar("null", _): self = .null
        case .scalar(let text, _): self = Double(text).map(JSONValue.number) ?? .string(text)
        case .sequence(let items): self = .array(items.map(JSONValue.init))
        case .mapping(let entries):
            var members: [String: JSONValue] = [:]
            for entry in entries { members[entry.key] = JSONValue(entry.value) }
            self = .object(members)
        }
    }

    /// The member `key` of an object; `nil` for anything else or a missing member.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    var string: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }

    var number: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    /// The value's JSON text.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
        case .string(let value): Self.quoted(value)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.keys.sorted().map { Self.quoted($0) + ":" + (members[$0] ?? .null).text }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, … or `\u00XX`.
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
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
