/// How `themegen generate` shapes the generated code.
public struct GeneratorOptions: Sendable, Equatable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `internal`, `public`, `package`
    }

    /// The access level (default `internal`).
    public var access: AccessLevel
    /// Put before the name of every generated type (`App` → `AppThemeID`, `AppThemeColor`, …), for a
    /// module that already has a `Theme` type or generates two theme sets.
    public var typePrefix: String

    /// Creates options.
    public init(access: AccessLevel = .internal, typePrefix: String = "") {
        self.access = access
        self.typePrefix = typePrefix
    }

    /// The names of the generated types.
    public var typeNames: TypeNames { TypeNames(prefix: typePrefix) }
}

/// The names of the types the default template declares.
public struct TypeNames: Sendable, Equatable {
    public let theme: String
    public let themeID: String
    public let color: String
    public let font: String
    public let colorKey: String
    public let fontKey: String
    public let numberKey: String
    public let selection: String
    public let tables: String

    init(prefix: String) {
        theme = prefix + "Theme"
        themeID = prefix + "ThemeID"
        color = prefix + "ThemeColor"
        font = prefix + "ThemeFont"
        colorKey = prefix + "ColorKey"
        fontKey = prefix + "FontKey"
        numberKey = prefix + "NumberKey"
        selection = prefix + "ThemeSelection"
        tables = prefix + "ThemeTables"
    }

    /// Every generated type name, for collision checks.
    var all: [String] { [theme, themeID, color, font, colorKey, fontKey, numberKey, selection, tables] }
}
