/// The data a Mustache template renders: JSON's shapes, plus tables whose rows are computed when a
/// section reaches them, so that large data is never built as a tree of values.
public indirect enum MustacheValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([MustacheValue])
    case object([String: MustacheValue])
    /// Rows looked up on demand: a section over a table renders once per row.
    case table(any MustacheTable)
    /// One row of a table, as the context of a section over the table sees it.
    case row(any MustacheTable, Int)

    /// Whether a section over this value renders (false, null and empty lists and tables do not).
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .list(let items): !items.isEmpty
        case .table(let table): table.count > 0
        case .number, .string, .object, .row: true
        }
    }

    /// The member `name` of an object or a row, or `nil`.
    func member(_ name: String) -> MustacheValue? {
        switch self {
        case .object(let members): members[name]
        case .row(let table, let index): table.value(name, row: index)
        default: nil
        }
    }

    /// The names `member` finds, for suggestions when a name is unknown.
    var memberNames: [String] {
        switch self {
        case .object(let members): Array(members.keys)
        case .row(let table, _): table.names
        default: []
        }
    }

    /// Appends the text an interpolation of this value produces (nothing for null, lists and objects).
    func appendText(to output: inout [UInt8]) {
        switch self {
        case .string(let value): output.append(contentsOf: value.utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): output.append(contentsOf: NumberText.plain(value).utf8)
        case .null, .list, .object, .table, .row: break
        }
    }

    /// The text of a scalar, for dynamic partial names.
    var text: String {
        var bytes: [UInt8] = []
        appendText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Rows that a template iterates with a section: `count` rows, each a set of named values produced when
/// the template asks for them.
public protocol MustacheTable: Sendable {
    /// How many rows there are.
    var count: Int { get }
    /// The names every row has a value for (what `value(_:row:)` answers).
    var names: [String] { get }
    /// The value `name` of row `row`, or `nil` when rows have no such value (the lookup then continues
    /// down the context stack, as for an object without that key).
    func value(_ name: String, row: Int) -> MustacheValue?

    /// Appends the text of the value `name` of row `row` to `output` and returns `true`, or returns
    /// `false` when rows have no such value. A table that computes text can write it here without
    /// making a `String`; by default, the text of `value(_:row:)` is written.
    func writeText(_ name: String, row: Int, to output: inout [UInt8]) -> Bool
}

extension MustacheTable {
    public func writeText(_ name: String, row: Int, to output: inout [UInt8]) -> Bool {
        guard let value = value(name, row: row) else { return false }
        value.appendText(to: &output)
        return true
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
