/// A theme as written in one file, before inheritance and references are resolved.
struct ThemeDeclaration: Sendable {
    var name: String
    var location: SourceLocation
    var id: Located<String>?
    var extends: Located<String>?
    var swiftName: Located<String>?
    var typography = TypographyDeclaration()
    var tokens: [TokenGroup: [TokenDeclaration]] = [:]
    /// The documentation of the keys that have any, by group and key: few keys have it, so it is kept
    /// beside the declarations rather than in each.
    var documentation: [TokenGroup: [String: KeyDocumentation]] = [:]
    /// Whether the theme is an Apptentive style sheet (all of its values are concrete).
    var isStyleSheet: Bool { styleSheet != nil }
    /// For an Apptentive style sheet, what its plist gives the SDK's style-sheet object.
    var styleSheet: StyleSheetDeclaration?
    /// The `appearance` settings as written, each where it is written.
    var appearance: [AppearanceSetting: Located<AppearanceSource>] = [:]

    /// The id the theme is stored under: its `id`, else its name.
    var storedID: String { id?.value ?? name }
}

/// An `appearance` setting's value as written.
enum AppearanceSource: Sendable {
    case color(ColorSource)
    case font(FontSource)
    case statusBar(StatusBarAppearance)
}

/// A font inside another value: a reference to a font, or one written out.
enum FontSource: Sendable {
    case reference(TokenReference)
    case declared(FontDeclaration)
}

/// What an Apptentive style-sheet plist sets on the SDK's style-sheet object, as written (defaults filled
/// in where the SDK has them; base colours only where given).
struct StyleSheetDeclaration: Sendable {
    var family: String?
    var faces: [FontWeight: String?] = [:]
    var sizeAdjustment = 1.0
    var baseColors: [ApptentiveStyleSheet.BaseColor: ThemeColor] = [:]
    var colorOverrides: [String: ThemeColor] = [:]
    var fontOverrides: [String: ThemeFont] = [:]
}

/// The `typography` mapping; every field is optional so that themes can inherit each one.
struct TypographyDeclaration: Sendable {
    /// The family; `.some(nil)` when set explicitly to the system font.
    var family: Located<String?>?
    /// Face names per weight; a `nil` face means the family alone.
    var faces: [FontWeight: Located<String?>] = [:]
    var sizeAdjustment: Located<Double>?

    /// This typography with `child`'s fields laid over it.
    func overridden(by child: TypographyDeclaration) -> TypographyDeclaration {
        var result = self
        if let family = child.family { result.family = family }
        result.faces.merge(child.faces) { _, new in new }
        if let adjustment = child.sizeAdjustment { result.sizeAdjustment = adjustment }
        return result
    }
}

/// One key of a group as written, with its unresolved value.
struct TokenDeclaration: Sendable {
    /// The key: the nested groups' keys and the member's key joined with dots (`button.primary.title`).
    var key: String
    /// The keys of the nested groups the token is in, outermost first; empty for a member of the group itself.
    var groupPath: [String] = []
    var location: SourceLocation
    var value: DeclaredValue
    /// The ancestor the declaration was inherited from, once inheritance is applied.
    var inheritedFrom: String?
}

/// A reference to another key of the same group: `{colors.primary}`.
struct TokenReference: Sendable, Hashable {
    var key: String
    var location: SourceLocation
}

/// An unresolved value. Cases with large payloads are boxed, so that the common one, a colour, keeps
/// every declaration small.
enum DeclaredValue: Sendable, Equatable {
    indirect case reference(TokenReference)
    case color(ColorDeclaration)
    indirect case font(FontDeclaration)
    case number(Double)
    case boolean(Bool)
    indirect case insets(InsetsDeclaration)
    indirect case shadow(ShadowDeclaration)
    indirect case gradient(GradientDeclaration)
    /// A `values` case or a plain string.
    case value(String)
    /// A style-sheet key of a ThemeGen theme, derived by the Apptentive SDK's rules from the theme's
    /// typography and base colours.
    case styleSheetDerived
    /// A value that failed to decode (already reported): the key counts as declared, but has no value.
    case invalid
}

/// A colour as written: concrete, or light and dark parts that may refer to other colours.
enum ColorDeclaration: Sendable, Equatable {
    /// One part of a light/dark pair.
    enum Part: Sendable, Equatable {
        case literal(RGBA)
        /// A platform colour by name (`systemBlue`), with its documented fallback values.
        case system(SystemColorName)
        indirect case reference(TokenReference)
    }

    /// One colour written out, the common case: kept unboxed and small, so that every declaration is.
    case literal(RGBA)
    indirect case concrete(ThemeColor)
    /// Appearance variants; the high-contrast ones, when left out, are taken from the light and dark parts.
    indirect case variants(light: Part, dark: Part, lightHighContrast: Part?, darkHighContrast: Part?)
    /// Another colour with its alpha set (in every variant): `{ ref: "{colors.primary}", alpha: 0.5 }`.
    indirect case withAlpha(Part, alpha: Double)
    /// Two colours blended component by component, `weight` of the second: `{ mix: [a, b], weight: 0.25 }`.
    indirect case mix(Part, Part, weight: Double)
}

/// A font as written: resolved against the theme's typography later.
enum FontDeclaration: Sendable, Equatable {
    /// Already concrete (Apptentive style sheets).
    case concrete(ThemeFont)
    /// The theme's family with the face for `weight`, at `size` × the size adjustment.
    case styled(weight: FontWeight, size: Length, textStyle: TextStyle?, spacing: TextSpacing)
    /// A font by full name at a fixed size.
    case named(String, size: Length, textStyle: TextStyle?, spacing: TextSpacing)
}

/// A font's optional line height and letter spacing as written.
struct TextSpacing: Sendable, Equatable {
    var lineHeight: TextLength?
    var letterSpacing: TextLength?
}

/// A length in a font's typography: points (written, or a reference), or a multiple of the font's size
/// (`lineHeight: 1.5`, `"150%"`, `letterSpacing: "0.02em"`).
enum TextLength: Sendable, Equatable {
    case length(Length)
    case relative(Double)
}

/// A length as written (a font's size, a side of insets): points, or a reference to a number or a
/// dimension of the same theme (`size: "{dimensions.body}"`), which are resolved before fonts and insets.
enum Length: Sendable, Equatable {
    case points(Double)
    case reference(TokenGroup, TokenReference)

    /// The groups a length may refer to.
    static let referableGroups: [TokenGroup] = [.numbers, .dimensions]
}

/// A colour inside another value (a shadow's layer, a gradient's stop): a reference to a colour, or one
/// written out in any colour form.
enum ColorSource: Sendable, Equatable {
    case reference(TokenReference)
    case declared(ColorDeclaration)
}

/// A gradient as written.
struct GradientDeclaration: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case linear(start: Gradient.UnitPoint, end: Gradient.UnitPoint)
        case radial(center: Gradient.UnitPoint, radius: Length)
    }

    /// A stop as written; locations are given for every stop or for none (then spread evenly).
    struct Stop: Sendable, Equatable {
        var color: ColorSource
        var location: Double
    }

    var kind: Kind
    var stops: [Stop]
}

/// A shadow as written: its layers.
struct ShadowDeclaration: Sendable, Equatable {
    /// One layer as written.
    struct Layer: Sendable, Equatable {
        var color: ColorSource
        var x: Length
        var y: Length
        var blur: Length
        var spread: Length
    }

    var layers: [Layer]
}

/// Insets as written: a length per side.
struct InsetsDeclaration: Sendable, Equatable {
    var top: Length
    var leading: Length
    var bottom: Length
    var trailing: Length
}

/// The settings a ThemeGen file may give for the whole set.
struct SetSettings: Sendable {
    var defaultTheme: Located<String>?
    var storageKey: Located<String>?
    /// Swift names chosen for keys, by group and key.
    var swiftNames: [TokenGroup: [String: Located<String>]] = [:]
    /// Colour pairs that must contrast.
    var contrast: [ContrastRequirement] = []
    /// Whether every theme gets the Apptentive SDK's style-sheet settings (`apptentive: true`), as it
    /// does anyway when a style sheet is among the inputs.
    var apptentive = false
}

/// What one file contributes.
struct FileDeclarations: Sendable {
    var settings = SetSettings()
    var themes: [ThemeDeclaration] = []
}

/// The declaring stages' result, resolution's input: one input file and what it declares (a token
/// project's themes are declared by the file that names them; its other files declare nothing, and are
/// inputs all the same).
struct DeclaredFile: Sendable {
    let path: String
    var declarations: FileDeclarations
}
