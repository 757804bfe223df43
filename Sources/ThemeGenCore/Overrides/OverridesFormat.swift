/// The over-the-air overrides document (docs/Overrides.md): a JSON object naming one theme by its stored
/// id and giving new values for some of its keys. Its fields, limits, value forms and every message are
/// decided here once: the generated `ThemeOverrides` prints them as literals (`OverridesRows`) and
/// `themegen overrides --check` (`OverridesCheck`) reports them, so an app and a server say the same.
public enum OverridesFormat {
    /// The format version a document gives as `"format"`; a document of another is rejected whole, since
    /// a later format may mean its fields differently.
    public static let version = 1
    /// The most bytes a document may have: the app rejects a larger one before parsing it.
    public static let maximumBytes = 1_048_576

    /// What an override of a group's key is written as.
    enum Form: Equatable {
        /// `"#RRGGBB[AA]"`, or `{ "light": …, "dark": … }`.
        case color
        /// `{ "size": points }`: a font keeps its face and changes its size.
        case fontSize
        /// A JSON number, within `range` when it has one (in `unit`).
        case number(range: ClosedRange<Double>?, what: String, unit: String)
        /// `true` or `false`.
        case boolean
        /// A JSON string.
        case string
    }

    /// The form of an override of `group`'s keys, or `nil` for a group a document cannot change (insets,
    /// shadows and gradients, whose values have parts; enum-like values, whose cases are compiled in).
    static func form(of group: TokenGroup) -> Form? {
        switch group {
        case .colors: .color
        case .fonts: .fontSize
        case .numbers: .number(range: nil, what: "", unit: "")
        case .dimensions: .number(range: ValueRanges.dimension, what: "a dimension", unit: " points")
        case .durations: .number(range: ValueRanges.duration, what: "a duration", unit: " seconds")
        case .opacities: .number(range: ValueRanges.opacity, what: "an opacity", unit: "")
        case .booleans: .boolean
        case .strings: .string
        case .insets, .shadows, .gradients, .values: nil
        }
    }

    /// The groups a document may change, in `TokenGroup` order: the order of its fields' problems.
    static let groups: [(group: TokenGroup, form: Form)] = TokenGroup.allCases.compactMap { group in form(of: group).map { (group, $0) } }

    /// Every field a document may have, in the order their problems are listed.
    static let fields: [String] = ["format", "theme"] + groups.map(\.group.rawValue)

    /// What a document's problems say.
    struct Messages {
        let tooLarge = "the document is larger than \(maximumBytes) bytes, the most an app reads"
        let notJSON = "the document is not JSON that Foundation's JSONDecoder reads"
        let notObject = "the document must be a JSON object"
        let missingFormat = "is missing; an overrides document gives \"format\": \(version)"
        let wrongFormat = "is not a format this app reads; it reads \"format\": \(version)"
        let missingTheme = "is missing; an overrides document names its theme by stored id"
        let themeNotString = "must be a string: a theme's stored id"
        let unknownTheme = "is not the stored id of one of these themes"
        let unknownField = "is not a field of an overrides document; its fields are " + fields.map { "\"\($0)\"" }.joined(separator: ", ")
        let groupNotObject = "must be an object of keys and their values"
        func unknownKey(_ group: TokenGroup) -> String { "is not one of these themes' \(group.noun) keys" }

        let notColor = "must be a color: \"#RRGGBB\", \"#RRGGBBAA\", or { \"light\": …, \"dark\": … }"
        let notColorText = "must be a color: \"#RRGGBB\" or \"#RRGGBBAA\""
        let unknownColorField = "is not a field of a color; it has \"light\" and \"dark\""
        let missingLight = "needs \"light\""
        let notFontSize = "must be { \"size\": points }"
        let unknownFontField = "is not a field of a font override; it has \"size\""
        let missingSize = "needs \"size\""
        let sizeNotNumber = "must be a number of points"
        let sizeOutOfRange = "is out of range: a font size is \(ValueRanges.describe(ValueRanges.fontSize)) points"
        let notNumber = "must be a number"
        func outOfRange(_ range: ClosedRange<Double>, what: String, unit: String) -> String {
            "is out of range: \(what) is \(ValueRanges.describe(range))\(unit)"
        }
        let notBoolean = "must be true or false"
        let notString = "must be a string"
    }
}
