import Foundation
import ThemeGenFormats

/// New values for some of one theme's keys, delivered without an app release (from a server, for a
/// season or a brand) and checked against the compiled keys: `try ThemeOverrides(json: data).theme` is
/// the theme with them applied, and `selection.apply(overrides)` shows them in every view. (A generated
/// set names it `ThemeOverrides`, for its `ThemeID`.)
///
/// A document (docs/Overrides.md, `ThemeOverridesFormat`) is a JSON object: `"format"`, `"theme"` (a
/// theme's stored id), and groups of keys and values in ThemeGen's own forms. One that is too large, not
/// JSON, of another format, or that names an unknown theme or key or gives a value of the wrong type or
/// out of range is rejected whole, with every problem as a value; nothing of it is applied, and the
/// compiled theme stays as it is. Documents are read for sets whose `Theme` can carry them
/// (`OverridableThemeValues`: generated with `overrides: true`).
public nonisolated struct ThemeOverridesOf<ID: ThemeIdentifier>: Hashable, Sendable {
    /// One reason a document was rejected.
    public typealias Problem = ThemeOverridesProblem
    /// Why a document was rejected: every problem found.
    public typealias Rejection = ThemeOverridesRejection

    /// The format version this app reads.
    public static var format: Int { ThemeOverridesFormat.version }
    /// The most bytes a document may have.
    public static var maximumBytes: Int { ThemeOverridesFormat.maximumBytes }

    /// The theme the overrides change.
    public let themeID: ID
    /// The values, group by group and column by column: held by reference, so that a theme carrying
    /// overrides stays one word larger than one without.
    private let values: Values

    private init(themeID: ID, values: [ThemeOverridesFormat.Group: [Int: OverrideValue]]) {
        self.themeID = themeID
        self.values = Values(values)
    }

    /// The colour the overrides give the colour key in `column`, or `nil`.
    public func color(at column: Int) -> ThemeColor? {
        guard case .color(let color)? = values.byGroup[.colors]?[column] else { return nil }
        return color
    }

    /// The size in points the overrides give the font key in `column`, or `nil`.
    public func fontSize(at column: Int) -> Double? {
        guard case .number(let size)? = values.byGroup[.fonts]?[column] else { return nil }
        return size
    }

    /// The number the overrides give the key in `column` of `group` (numbers, dimensions, durations,
    /// opacities), or `nil`.
    public func number(_ group: ThemeOverridesFormat.Group, at column: Int) -> Double? {
        guard case .number(let number)? = values.byGroup[group]?[column] else { return nil }
        return number
    }

    /// The boolean the overrides give the boolean key in `column`, or `nil`.
    public func boolean(at column: Int) -> Bool? {
        guard case .boolean(let boolean)? = values.byGroup[.booleans]?[column] else { return nil }
        return boolean
    }

    /// The string the overrides give the string key in `column`, or `nil`.
    public func string(at column: Int) -> String? {
        guard case .string(let string)? = values.byGroup[.strings]?[column] else { return nil }
        return string
    }

    /// Whether two sets of overrides are for the same theme and give the same values.
    public static func == (left: Self, right: Self) -> Bool {
        left.themeID == right.themeID && left.values.byGroup == right.values.byGroup
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(themeID)
        hasher.combine(values.byGroup)
    }

    /// The values of a document, which nothing changes after it is read.
    private final class Values: Sendable {
        let byGroup: [ThemeOverridesFormat.Group: [Int: OverrideValue]]

        init(_ byGroup: [ThemeOverridesFormat.Group: [Int: OverrideValue]]) {
            self.byGroup = byGroup
        }
    }
}

/// One reason an overrides document was rejected: where in it, and why.
public nonisolated struct ThemeOverridesProblem: Hashable, Sendable, CustomStringConvertible {
    /// The fields from the document down to the value (`["colors", "primary"]`); empty for the document
    /// itself.
    public let keyPath: [String]
    /// What is wrong there.
    public let reason: String

    /// The problem at `keyPath`.
    public init(keyPath: [String], reason: String) {
        self.keyPath = keyPath
        self.reason = reason
    }

    /// `colors.primary: must be a colour: …`, or the reason alone for the document itself.
    public var description: String {
        keyPath.isEmpty ? reason : keyPath.joined(separator: ".") + ": " + reason
    }
}

/// Why an overrides document was rejected: every problem found, fields in `ThemeOverridesFormat.fields`
/// order, keys sorted.
public nonisolated struct ThemeOverridesRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, at least one.
    public let problems: [ThemeOverridesProblem]

    /// The rejection for `problems`.
    public init(problems: [ThemeOverridesProblem]) {
        self.problems = problems
    }

    /// The problems, one a line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// A value an overrides document gives a key.
nonisolated enum OverrideValue: Hashable, Sendable {
    case color(ThemeColor)
    case number(Double)
    case boolean(Bool)
    case string(String)
}

nonisolated extension ThemeOverridesOf where ID.Values: OverridableThemeValues {
    /// The theme with the overrides applied: their values where they give one, the compiled theme's
    /// everywhere else.
    public var theme: ID.Values { ID.Values(id: themeID, overrides: self) }

    /// Reads a document, or throws every problem it has.
    public init(json data: Data) throws(ThemeOverridesRejection) {
        var reader = OverridesReader()
        guard let read = reader.document(data, theme: ID.init(storedID:), column: ID.Values.overridableColumn(of:in:)), reader.problems.isEmpty else {
            throw ThemeOverridesRejection(problems: reader.problems)
        }
        self.init(themeID: read.theme, values: read.values)
    }
}
