import ThemeGenCore

/// A JSON value as the language server's messages hold it: read by ThemeGen's own JSON reader (the one
/// token files go through, by JSON's grammar, RFC 8259), written by `text` as every JSON ThemeGen writes
/// (`JSONText`), on one line.
enum JSONValue: Equatable, Encodable, Sendable {
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

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        // Ids and positions are whole numbers: written as such, not `1.0`.
        case .number(let value) where value == value.rounded() && abs(value) < 1e15: try container.encode(Int64(value))
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }

    /// The value's JSON text. (Nothing a message holds can fail to encode: every number came from JSON
    /// or from the server, finite.)
    var text: String {
        do {
            return try JSONText.compact(self)
        } catch {
            return "null"
        }
    }
}
