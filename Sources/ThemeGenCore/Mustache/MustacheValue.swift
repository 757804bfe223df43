/// The data a Mustache template renders: JSON's shapes.
public indirect enum MustacheValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([MustacheValue])
    case object([String: MustacheValue])

    /// Whether a section over this value renders (false, null and the empty list do not).
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        case .number, .string, .object: true
        }
    }

    /// The text an interpolation of this value produces.
    var text: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let value): NumberText.plain(value)
        case .string(let value): value
        case .list, .object: ""
        }
    }

    /// The member `name` of an object, or `nil`.
    subscript(member name: String) -> MustacheValue? {
        if case .object(let members) = self { return members[name] }
        return nil
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
