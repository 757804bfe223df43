/// The over-the-air overrides document (docs/Overrides.md): a JSON object naming one theme by its stored
/// id and giving new values for some of its keys. Its fields, limits, value forms and every message are
/// decided here once: an app's `ThemeOverridesOf` reads documents by them and `themegen overrides
/// --check` reports them, so an app and a server say the same.
public nonisolated enum ThemeOverridesFormat {
    /// The format version a document gives as `"format"`; a document of another is rejected whole, since
    /// a later format may mean its fields differently.
    public static let version = 1
    /// The most bytes a document may have: the app rejects a larger one before parsing it.
    public static let maximumBytes = 1_048_576

    /// A font size in points: from a tenth of a point to ten thousand points.
    public static let fontSizes: ClosedRange<Double> = 0.1...10_000
    /// A dimension in points (spacing, radii, offsets, which may be negative): within ±100,000 pt.
    public static let dimensions: ClosedRange<Double> = -100_000...100_000
    /// A duration in seconds (animations): from 0 to a day.
    public static let durations: ClosedRange<Double> = 0...86_400
    /// An opacity: from fully transparent to opaque.
    public static let opacities: ClosedRange<Double> = 0...1

    /// What an override of a group's key is written as.
    public enum Form: Equatable, Sendable {
        /// `"#RRGGBB[AA]"`, or `{ "light": …, "dark": … }`.
        case color
        /// `{ "size": points }`: a font keeps its face and changes its size.
        case fontSize
        /// A JSON number, within `range` when it has one (`what` and `unit` say it in messages).
        case number(range: ClosedRange<Double>?, what: String, unit: String)
        /// `true` or `false`.
        case boolean
        /// A JSON string.
        case string
    }

    /// The groups a document may change, in the order of their fields' problems. (Insets, shadows and
    /// gradients, whose values have parts, and enum-like values, whose cases are compiled in, cannot.)
    public enum Group: String, CaseIterable, Hashable, Sendable {
        case colors, fonts, numbers, dimensions, durations, opacities, booleans, strings

        /// What a document writes for a key of the group.
        public var form: Form {
            switch self {
            case .colors: .color
            case .fonts: .fontSize
            case .numbers: .number(range: nil, what: "", unit: "")
            case .dimensions: .number(range: ThemeOverridesFormat.dimensions, what: "a dimension", unit: " points")
            case .durations: .number(range: ThemeOverridesFormat.durations, what: "a duration", unit: " seconds")
            case .opacities: .number(range: ThemeOverridesFormat.opacities, what: "an opacity", unit: "")
            case .booleans: .boolean
            case .strings: .string
            }
        }

        /// The singular noun messages use: `color`.
        public var noun: String {
            switch self {
            case .colors: "color"
            case .fonts: "font"
            case .numbers: "number"
            case .dimensions: "dimension"
            case .durations: "duration"
            case .opacities: "opacity"
            case .booleans: "boolean"
            case .strings: "string"
            }
        }
    }

    /// Every field a document may have, in the order their problems are listed.
    public static let fields: [String] = ["format", "theme"] + Group.allCases.map(\.rawValue)

    /// What a document's problems say.
    public enum Messages {
        public static let tooLarge = "the document is larger than \(maximumBytes) bytes, the most an app reads"
        public static let notJSON = "the document is not JSON that Foundation's JSONDecoder reads"
        public static let notObject = "the document must be a JSON object"
        public static let missingFormat = "is missing; an overrides document gives \"format\": \(version)"
        public static let wrongFormat = "is not a format this app reads; it reads \"format\": \(version)"
        public static let missingTheme = "is missing; an overrides document names its theme by stored id"
        public static let themeNotString = "must be a string: a theme's stored id"
        public static let unknownTheme = "is not the stored id of one of these themes"
        public static let unknownField = "is not a field of an overrides document; its fields are " + fields.map { "\"\($0)\"" }.joined(separator: ", ")
        public static let groupNotObject = "must be an object of keys and their values"
        public static func unknownKey(_ group: Group) -> String { "is not one of these themes' \(group.noun) keys" }

        public static let notColor = "must be a color: \"#RRGGBB\", \"#RRGGBBAA\", or { \"light\": …, \"dark\": … }"
        public static let notColorText = "must be a color: \"#RRGGBB\" or \"#RRGGBBAA\""
        public static let unknownColorField = "is not a field of a color; it has \"light\" and \"dark\""
        public static let missingLight = "needs \"light\""
        public static let notFontSize = "must be { \"size\": points }"
        public static let unknownFontField = "is not a field of a font override; it has \"size\""
        public static let missingSize = "needs \"size\""
        public static let sizeNotNumber = "must be a number of points"
        public static let sizeOutOfRange = "is out of range: a font size is \(describe(fontSizes)) points"
        public static let notNumber = "must be a number"
        public static func outOfRange(_ range: ClosedRange<Double>, what: String, unit: String) -> String {
            "is out of range: \(what) is \(describe(range))\(unit)"
        }
        public static let notBoolean = "must be true or false"
        public static let notString = "must be a string"

        /// How a range reads in messages: "from 0.1 to 10000".
        public static func describe(_ range: ClosedRange<Double>) -> String {
            "from \(NumberText.plain(range.lowerBound)) to \(NumberText.plain(range.upperBound))"
        }
    }
}
