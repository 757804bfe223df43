import Foundation

/// One entry of a generated table, read field by field (the fields are separated by spaces; names and
/// text are percent-encoded, so no field holds a space or a `/`). The tables are generated, so a field
/// that is missing or does not read means the file was edited by hand: that stops the program, naming
/// the entry.
public nonisolated final class TableEntry {
    /// What separates fields.
    static let separator = UInt8(ascii: " ")
    /// The field that stands for a part a value leaves out (a family's face, an Apptentive setting).
    public static let absent = "*"

    private let entry: Substring
    /// The fields not read yet.
    private var rest: Substring.UTF8View

    init(fields: Substring) {
        entry = fields
        rest = fields.utf8
    }

    /// The entries of a table's text: each line that has fields before its `//` comment. Read as UTF-8
    /// bytes, the tables being ASCII.
    static func entries(_ table: String) -> [TableEntry] {
        var entries: [TableEntry] = []
        for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.prefix { $0 != UInt8(ascii: "/") }.drop { $0 == separator }
            if let last = fields.lastIndex(where: { $0 != separator }) {
                entries.append(TableEntry(fields: Substring(fields[...last])))
            }
        }
        return entries
    }

    /// The next field's bytes, or `nil` after the last.
    private func upcoming() -> Substring.UTF8View? {
        let start = rest.drop { $0 == Self.separator }
        guard !start.isEmpty else { return nil }
        return start.prefix { $0 != Self.separator }
    }

    /// The next field.
    public func next() -> Substring {
        guard let field = upcoming() else { damaged("a field is missing") }
        rest = rest[field.endIndex...]
        return Substring(field)
    }

    /// Whether the next field is `word`, taking it when it is.
    public func take(_ word: String) -> Bool {
        guard let field = upcoming(), field.elementsEqual(word.utf8) else { return false }
        rest = rest[field.endIndex...]
        return true
    }

    /// Whether another field follows.
    public var hasMore: Bool { upcoming() != nil }

    /// The next field as a number.
    public func number() -> Double {
        let field = next()
        guard let number = Double(field) else { damaged("'\(field)' is not a number") }
        return number
    }

    /// The next field as a number of points.
    public func dimension() -> CGFloat {
        CGFloat(number())
    }

    /// The next four fields as insets.
    public func insets() -> ThemeInsets {
        ThemeInsets(tableEntry: self)
    }

    /// The next fields as a shadow: the number of layers, then each layer.
    public func shadow() -> ThemeShadow {
        ThemeShadow(tableEntry: self)
    }

    /// The next fields as a gradient.
    public func gradient() -> ThemeGradient {
        ThemeGradient(tableEntry: self)
    }

    /// The next field as a number of seconds.
    public func duration() -> TimeInterval {
        number()
    }

    /// The next field as `true` or `false`.
    public func boolean() -> Bool {
        let field = next()
        switch field {
        case "true": return true
        case "false": return false
        default: damaged("'\(field)' is not true or false")
        }
    }

    /// The next field, percent-decoded.
    public func text() -> String {
        let field = next()
        guard let text = String(field).removingPercentEncoding else { damaged("'\(field)' is not percent-encoded text") }
        return text
    }

    /// The next field as a case of `Value`, by raw value.
    public func value<Value: RawRepresentable<String>>() -> Value {
        let field = text()
        guard let value = Value(rawValue: field) else { damaged("'\(field)' is not a \(Value.self)") }
        return value
    }

    /// Stops the program: the entry does not read (`problem` says why).
    public func damaged(_ problem: String) -> Never {
        preconditionFailure("themegen: the table entry '\(entry)' is damaged (\(problem)); generate the file again")
    }
}
