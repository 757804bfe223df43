/// One resolved value of a theme, with where it was defined.
public struct Token<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The key as written in the theme file (`sectionHeaderTitle`, `com.apptentive.header.title`).
    public var key: String
    /// The concrete value after inheritance, references and derivations.
    public var value: Value
    /// Where the value was defined: in this theme, or in the ancestor it was inherited from.
    public var location: SourceLocation
    /// Where the value came from besides its own declaration, for the few tokens that inherit or refer:
    /// kept out of line, since every value of every theme is a token.
    private var provenance: TokenProvenance?

    /// Creates a token.
    public init(key: String, value: Value, location: SourceLocation, inheritedFrom: String? = nil, references: [KeyReference] = []) {
        self.key = key
        self.value = value
        self.location = location
        self.provenance = TokenProvenance.make(inheritedFrom: inheritedFrom, references: references)
    }

    /// The display name of the ancestor the value was inherited from, or `nil` when defined by the theme.
    public var inheritedFrom: String? {
        get { provenance?.inheritedFrom }
        set { provenance = TokenProvenance.make(inheritedFrom: newValue, references: references) }
    }

    /// The keys of the theme its declaration refers to (`{colors.primary}`, a font size from a dimension),
    /// through which the value can change without being edited.
    public var references: [KeyReference] {
        get { provenance?.references ?? [] }
        set { provenance = TokenProvenance.make(inheritedFrom: inheritedFrom, references: newValue) }
    }
}

/// A token's ancestor and references (`Token.inheritedFrom`, `Token.references`), compared by value.
final class TokenProvenance: Sendable, Hashable {
    let inheritedFrom: String?
    let references: [KeyReference]

    private init(inheritedFrom: String?, references: [KeyReference]) {
        self.inheritedFrom = inheritedFrom
        self.references = references
    }

    /// The provenance, or `nil` for a token defined by its theme without references.
    static func make(inheritedFrom: String?, references: [KeyReference]) -> TokenProvenance? {
        inheritedFrom == nil && references.isEmpty ? nil : TokenProvenance(inheritedFrom: inheritedFrom, references: references)
    }

    static func == (first: TokenProvenance, second: TokenProvenance) -> Bool {
        first.inheritedFrom == second.inheritedFrom && first.references == second.references
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(inheritedFrom)
        hasher.combine(references)
    }
}

/// One fully resolved theme: every key of every group has a concrete value.
@dynamicMemberLookup
public struct Theme: Sendable, Hashable {
    /// The name shown to users, e.g. on a settings screen (`Solid Blue`).
    public var displayName: String
    /// The identifier stored in UserDefaults (the display name unless the theme sets `id`).
    public var storedID: String
    /// The `ThemeID` case name.
    public var swiftName: SwiftName
    /// Where the theme is defined (its name in a YAML file, the start of an Apptentive plist).
    public var location: SourceLocation
    /// The values, group by group, each group's in the set's key order; `theme.colors` reads
    /// `theme.tokens.colors`.
    public var tokens: ThemeTokens
    /// The `appearance` settings: the standard chrome's colours, fonts and status bar.
    public var appearance = ThemeAppearance()
    /// The theme for the Apptentive SDK's style sheet, when the set has an Apptentive style sheet.
    public var apptentive: ApptentiveStyle? = nil

    /// A group's tokens (`theme.colors`).
    public subscript<Tokens>(dynamicMember group: WritableKeyPath<ThemeTokens, Tokens>) -> Tokens {
        get { tokens[keyPath: group] }
        set { tokens[keyPath: group] = newValue }
    }
}
