import Foundation
import ThemeGenFormats

/// Reads an overrides document (`ThemeOverridesFormat`) as `JSONDecoder` reads JSON, collecting every
/// problem: fields in the format's order, keys sorted.
nonisolated struct OverridesReader {
    /// What a document gives: its theme and, group by group, each key's column and value.
    struct Document<ID> {
        let theme: ID
        let values: [ThemeOverridesFormat.Group: [Int: OverrideValue]]
    }

    private(set) var problems: [ThemeOverridesProblem] = []
    private typealias Messages = ThemeOverridesFormat.Messages

    /// The document in `data`, its theme found by `theme` (from a stored id) and its keys' columns by
    /// `column`; `nil` when it has a problem that leaves nothing to read (`problems` says which).
    mutating func document<ID>(
        _ data: Data, theme: (String) -> ID?, column: (String, ThemeOverridesFormat.Group) -> Int?
    ) -> Document<ID>? {
        guard data.count <= ThemeOverridesFormat.maximumBytes else { return stop(Messages.tooLarge) }
        let document: JSONValue
        do {
            document = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            return stop(Messages.notJSON)
        }
        guard case .object(let fields) = document else { return stop(Messages.notObject) }
        switch fields["format"] {
        case nil: return stop(Messages.missingFormat, at: ["format"])
        case .number(let format) where format == Double(ThemeOverridesFormat.version): break
        default: return stop(Messages.wrongFormat, at: ["format"])
        }
        var themeID: ID?
        switch fields["theme"] {
        case nil: problem(["theme"], Messages.missingTheme)
        case .string(let storedID):
            themeID = theme(storedID)
            if themeID == nil { problem(["theme"], Messages.unknownTheme) }
        default: problem(["theme"], Messages.themeNotString)
        }
        var values: [ThemeOverridesFormat.Group: [Int: OverrideValue]] = [:]
        for group in ThemeOverridesFormat.Group.allCases {
            for (key, value) in entries(of: fields[group.rawValue], group.rawValue) {
                guard let keyColumn = column(key, group) else {
                    problem([group.rawValue, key], Messages.unknownKey(group))
                    continue
                }
                if let read = self.value(value, group.form, [group.rawValue, key]) {
                    values[group, default: [:]][keyColumn] = read
                }
            }
        }
        for name in fields.keys.sorted() where !ThemeOverridesFormat.fields.contains(name) {
            problem([name], Messages.unknownField)
        }
        guard let themeID else { return nil }
        return Document(theme: themeID, values: values)
    }

    private mutating func problem(_ keyPath: [String], _ reason: String) {
        problems.append(ThemeOverridesProblem(keyPath: keyPath, reason: reason))
    }

    /// Records the problem that ends reading, and gives nothing.
    private mutating func stop<Read>(_ reason: String, at keyPath: [String] = []) -> Read? {
        problem(keyPath, reason)
        return nil
    }

    /// A group's keys and values, sorted by key; none when the document leaves the group out.
    private mutating func entries(of group: JSONValue?, _ name: String) -> [(key: String, value: JSONValue)] {
        switch group {
        case nil: return []
        case .object(let entries)?: return entries.sorted { $0.key < $1.key }
        default:
            problem([name], Messages.groupNotObject)
            return []
        }
    }

    /// A key's value in `form`, or `nil` (a problem recorded).
    private mutating func value(_ value: JSONValue, _ form: ThemeOverridesFormat.Form, _ keyPath: [String]) -> OverrideValue? {
        switch form {
        case .color: return color(value, keyPath).map(OverrideValue.color)
        case .fontSize: return fontSize(value, keyPath).map(OverrideValue.number)
        case .number(let range, let what, let unit): return number(value, keyPath, range, what: what, unit: unit).map(OverrideValue.number)
        case .boolean:
            guard case .boolean(let boolean) = value else { return reject(keyPath, Messages.notBoolean) }
            return .boolean(boolean)
        case .string:
            guard case .string(let string) = value else { return reject(keyPath, Messages.notString) }
            return .string(string)
        }
    }

    /// Records the problem of a value, and gives none.
    private mutating func reject<Read>(_ keyPath: [String], _ reason: String) -> Read? {
        problem(keyPath, reason)
        return nil
    }

    /// `"#RRGGBB[AA]"`, or `{ "light": …, "dark": … }` (dark as light when left out).
    private mutating func color(_ value: JSONValue, _ keyPath: [String]) -> ThemeColor? {
        switch value {
        case .string(let text):
            guard let components = ThemeColor.Components(hex: Substring(text)) else { return reject(keyPath, Messages.notColor) }
            return ThemeColor(light: components)
        case .object(let fields):
            var valid = true
            for name in fields.keys.sorted() where name != "light" && name != "dark" {
                problem(keyPath + [name], Messages.unknownColorField)
                valid = false
            }
            var light: ThemeColor.Components?
            if let lightValue = fields["light"] {
                light = components(lightValue, keyPath + ["light"])
            } else {
                problem(keyPath, Messages.missingLight)
            }
            var dark = light
            if let darkValue = fields["dark"] {
                dark = components(darkValue, keyPath + ["dark"])
            }
            guard valid, let light, let dark else { return nil }
            return ThemeColor(light: light, dark: dark)
        default:
            return reject(keyPath, Messages.notColor)
        }
    }

    private mutating func components(_ value: JSONValue, _ keyPath: [String]) -> ThemeColor.Components? {
        guard case .string(let text) = value, let components = ThemeColor.Components(hex: Substring(text)) else {
            return reject(keyPath, Messages.notColorText)
        }
        return components
    }

    /// `{ "size": points }`.
    private mutating func fontSize(_ value: JSONValue, _ keyPath: [String]) -> Double? {
        guard case .object(let fields) = value else { return reject(keyPath, Messages.notFontSize) }
        var valid = true
        for name in fields.keys.sorted() where name != "size" {
            problem(keyPath + [name], Messages.unknownFontField)
            valid = false
        }
        guard let size = fields["size"] else { return reject(keyPath, Messages.missingSize) }
        guard case .number(let points) = size else { return reject(keyPath + ["size"], Messages.sizeNotNumber) }
        guard ThemeOverridesFormat.fontSizes.contains(points) else { return reject(keyPath + ["size"], Messages.sizeOutOfRange) }
        return valid ? points : nil
    }

    /// A number, within `range` when there is one.
    private mutating func number(_ value: JSONValue, _ keyPath: [String], _ range: ClosedRange<Double>?, what: String, unit: String) -> Double? {
        guard case .number(let number) = value else { return reject(keyPath, Messages.notNumber) }
        if let range, !range.contains(number) { return reject(keyPath, Messages.outOfRange(range, what: what, unit: unit)) }
        return number
    }
}

/// A JSON value as `JSONDecoder` reads it: each type tried in turn, a mismatch meaning the next.
nonisolated enum JSONValue: Decodable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case boolean(Bool)
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let boolean = try Self.decoded(Bool.self, container) {
            self = .boolean(boolean)
        } else if let number = try Self.decoded(Double.self, container) {
            self = .number(number)
        } else if let string = try Self.decoded(String.self, container) {
            self = .string(string)
        } else if let object = try Self.decoded([String: JSONValue].self, container) {
            self = .object(object)
        } else {
            self = .array(try container.decode([JSONValue].self))
        }
    }

    /// The value as a `T`, or `nil` when it is of another type; any other error is thrown.
    private static func decoded<T: Decodable>(_ type: T.Type, _ container: any SingleValueDecodingContainer) throws -> T? {
        do {
            return try container.decode(type)
        } catch DecodingError.typeMismatch {
            return nil
        }
    }
}
