/// `themegen.yml`: the settings shared by the CLI (`themegen generate --config`) and both plugins.
/// Every key is optional; a command-line flag wins over the file, which wins over the default.
/// Paths are relative to the directory holding the file, and keep where they were written, so that a
/// problem with one (a missing file, a file the build plugin cannot watch) is reported there. See
/// docs/Config.md.
public struct Configuration: Sendable, Equatable {
    /// Theme files or directories to read.
    public var inputs: [Located<String>]?
    /// Property lists among the inputs that are Apptentive style sheets whatever keys they hold.
    public var styleSheets: [Located<String>]?
    /// The Swift file `themegen generate` and the command plugin write (the build plugin writes its own).
    public var output: Located<String>?
    /// The access level of the generated declarations.
    public var access: GeneratorOptions.AccessLevel?
    /// Where the generated code's runtime comes from: the ThemeGenKit library, or embedded in the file.
    public var runtime: GeneratorOptions.Runtime?
    /// Whether the generated `Theme` can carry over-the-air overrides (`GeneratorOptions.overrides`).
    public var overrides: Bool?
    /// Over how many files the groups' members are spread, besides the main file and the tables
    /// (`GeneratedPart.split(memberFiles:)`); `nil` for one file.
    public var split: Int?
    /// A Mustache template to use instead of the default.
    public var template: Located<String>?
    /// Put before the name of every generated type.
    public var typePrefix: String?
    /// The UserDefaults key, overriding the theme files' `storageKey`.
    public var storageKey: String?
    /// Whether warnings fail the run.
    public var warningsAsErrors: Bool?
    /// How dimensions in `px` and `rem` become points: `units: { px: 1, rem: 16 }`.
    public var units: DimensionUnits?
    /// Which modifiers of DTCG resolvers make themes and which the appearance.
    public var tokens: TokenModifierRoles?
    /// Colour pairs that must contrast, in every file's themes.
    public var contrast: [ContrastRequirement]?
    /// Font files `themegen preview` embeds in its page, by the family (or face's full name) the themes
    /// ask for: `preview: { fonts: { "Inter Semibold": Fonts/Inter-SemiBold.ttf } }`, in the order written.
    public var previewFonts: [PreviewFontFile]?
    /// The theme each asset catalog among the inputs is read as, instead of the catalog's name:
    /// `assetCatalogs: { Colors.xcassets: Harbor }`.
    public var assetCatalogs: [AssetCatalogTheme]?
    /// How `themegen assets` and `generate-themes --assets` write the themes' catalog:
    /// `assets: { output: Colors.xcassets, accentColor: accent, defaultAtTopLevel: true }`.
    public var assets: AssetCatalogSettings?

    /// The keys the file may have.
    static let keys = [
        "inputs", "styleSheets", "output", "access", "runtime", "overrides", "split", "template", "typePrefix", "storageKey", "warningsAsErrors", "units", "tokens", "contrast",
        "preview", "assetCatalogs", "assets",
    ]

    /// The keys of `units`, `tokens`, `preview` and `assets`.
    static let unitsKeys = ["px", "rem"]
    static let tokensKeys = ["themes", "appearance", "appearances"]
    static let previewKeys = ["fonts"]
    static let assetsKeys = ["output", "accentColor", "defaultAtTopLevel"]
    /// The keys of each setting that is a mapping of fixed keys, by setting (what `JSONSchemaTests` holds the schema to).
    static let nestedKeys = ["units": unitsKeys, "tokens": tokensKeys, "preview": previewKeys, "assets": assetsKeys]

    /// Creates an empty configuration.
    public init() {}

    /// Reads a `themegen.yml`, with the same located diagnostics (and did-you-mean) as theme files.
    public static func load(_ file: SourceFile) -> (configuration: Configuration?, diagnostics: [Diagnostic]) {
        var log = DiagnosticLog()
        var yamlReader = YAMLReader()
        yamlReader.content = .configuration
        guard let root = yamlReader.read(file, log: &log) else { return (nil, log.diagnostics) }
        var reader = SchemaReader(format: .yaml)
        var configuration = Configuration()
        if let entries = reader.mapping(root, "a themegen.yml") {
            reader.rejectUnknownKeys(entries, allowed: keys, in: "themegen.yml")
            for entry in entries {
                configuration.read(entry, with: &reader)
            }
        }
        log.append(contentsOf: reader.log.diagnostics)
        return (log.hasErrors ? nil : configuration, log.diagnostics.sortedByLocation())
    }

    private mutating func read(_ entry: Node.Entry, with reader: inout SchemaReader) {
        let value = entry.value
        switch entry.key {
        case "inputs": inputs = Self.paths(value, "'inputs'", with: &reader)
        case "styleSheets": styleSheets = Self.paths(value, "'styleSheets'", with: &reader)
        case "output": output = Self.path(value, "'output'", with: &reader)
        case "template": template = Self.path(value, "'template'", with: &reader)
        case "typePrefix":
            guard let text = reader.string(value, "'typePrefix'") else { return }
            if let problem = TypeNames.problem(withPrefix: text) {
                reader.log.error("'typePrefix' is wrong: \(problem)", at: value.location)
                return
            }
            typePrefix = text
        case "storageKey": storageKey = reader.string(value, "'storageKey'")
        case "access":
            guard let text = reader.string(value, "'access'") else { return }
            access = GeneratorOptions.AccessLevel(rawValue: text)
            if access == nil {
                reader.unknownChoice(
                    text, "access level \(quoted: text)", choices: GeneratorOptions.AccessLevel.allCases.map(\.rawValue),
                    at: value.location)
            }
        case "runtime":
            guard let text = reader.string(value, "'runtime'") else { return }
            runtime = GeneratorOptions.Runtime(rawValue: text)
            if runtime == nil {
                reader.unknownChoice(text, "runtime \(quoted: text)", choices: GeneratorOptions.Runtime.allCases.map(\.rawValue), at: value.location)
            }
        case "overrides": overrides = reader.bool(value, "'overrides'")
        case "split": split = Self.memberFiles(value, with: &reader)
        case "warningsAsErrors": warningsAsErrors = reader.bool(value, "'warningsAsErrors'")
        case "units": units = Self.units(value, with: &reader)
        case "tokens": tokens = Self.tokenRoles(value, with: &reader)
        case "contrast": contrast = ContrastRequirementReader.read(value, with: &reader)
        case "preview": previewFonts = Self.previewFonts(value, with: &reader)
        case "assetCatalogs": assetCatalogs = Self.assetCatalogs(value, with: &reader)
        case "assets": assets = Self.assets(value, with: &reader)
        default: break
        }
    }

    /// `split: N`, a number of member files (`GeneratedPart.memberFiles(_:)`).
    private static func memberFiles(_ node: Node, with reader: inout SchemaReader) -> Int? {
        guard let count = reader.number(node, "'split'") else { return nil }
        guard let memberFiles = GeneratedPart.memberFiles(count) else {
            reader.log.error("'split' must be \(GeneratedPart.memberFilesRule), not \(NumberText.plain(count))", at: node.location)
            return nil
        }
        return memberFiles
    }

    /// `preview: { fonts: { FAMILY: PATH, … } }`.
    private static func previewFonts(_ node: Node, with reader: inout SchemaReader) -> [PreviewFontFile]? {
        guard let entries = reader.mapping(node, "'preview'") else { return nil }
        reader.rejectUnknownKeys(entries, allowed: previewKeys, in: "'preview'")
        guard let fonts = entries.first(where: { $0.key == "fonts" }), let files = reader.mapping(fonts.value, "'preview.fonts'") else { return nil }
        return files.compactMap { entry in
            path(entry.value, "the font file of \(quoted: entry.key) in 'preview.fonts'", with: &reader).map { PreviewFontFile(family: entry.key, path: $0) }
        }
    }

    /// `assetCatalogs: { CATALOG: THEME, … }`.
    private static func assetCatalogs(_ node: Node, with reader: inout SchemaReader) -> [AssetCatalogTheme]? {
        guard let entries = reader.mapping(node, "'assetCatalogs'") else { return nil }
        return entries.compactMap { entry in
            guard let theme = reader.string(entry.value, "the theme of \(quoted: entry.key) in 'assetCatalogs'") else { return nil }
            return AssetCatalogTheme(path: Located(entry.key, at: entry.keyLocation), theme: theme)
        }
    }

    /// `assets: { output: CATALOG, accentColor: KEY, defaultAtTopLevel: BOOL }`, each optional; the output
    /// must be a catalog folder.
    private static func assets(_ node: Node, with reader: inout SchemaReader) -> AssetCatalogSettings? {
        guard let entries = reader.mapping(node, "'assets'") else { return nil }
        reader.rejectUnknownKeys(entries, allowed: assetsKeys, in: "'assets'")
        var settings = AssetCatalogSettings()
        for entry in entries {
            switch entry.key {
            case "output":
                guard let output = path(entry.value, "'assets.output'", with: &reader) else { continue }
                guard ThemeFiles.isAssetCatalog(output.value) else {
                    reader.log.error("'assets.output' names the catalog to write, a folder ending in .\(ThemeFiles.assetCatalogExtension)", at: entry.value.location)
                    continue
                }
                settings.output = output
            case "accentColor": settings.accentColor = reader.string(entry.value, "'assets.accentColor'")
            case "defaultAtTopLevel": settings.defaultAtTopLevel = reader.bool(entry.value, "'assets.defaultAtTopLevel'")
            default: break
            }
        }
        return settings
    }

    /// `units: { px: 1, rem: 16 }`: points per `px` and per `rem`, each optional.
    private static func units(_ node: Node, with reader: inout SchemaReader) -> DimensionUnits? {
        guard let entries = reader.mapping(node, "'units'") else { return nil }
        reader.rejectUnknownKeys(entries, allowed: unitsKeys, in: "'units'")
        var units = DimensionUnits()
        for entry in entries {
            guard let points = reader.number(entry.value, "the points in one \(quoted: entry.key)", in: ValueRanges.pointsPerUnit) else { continue }
            switch entry.key {
            case "px": units.pointsPerPixel = points
            case "rem": units.pointsPerRem = points
            default: break
            }
        }
        return units
    }

    /// `tokens: { themes: brand, appearance: mode, appearances: { light: Day } }`: modifier names, `themes`
    /// one or a list, and the mode names that are appearances.
    private static func tokenRoles(_ node: Node, with reader: inout SchemaReader) -> TokenModifierRoles? {
        guard let entries = reader.mapping(node, "'tokens'") else { return nil }
        reader.rejectUnknownKeys(entries, allowed: tokensKeys, in: "'tokens'")
        var roles = TokenModifierRoles()
        for entry in entries {
            switch entry.key {
            case "themes": roles.themes = paths(entry.value, "'tokens.themes'", with: &reader)
            case "appearance": roles.appearance = path(entry.value, "'tokens.appearance'", with: &reader)
            case "appearances": roles.appearances = appearances(entry.value, with: &reader)
            default: break
            }
        }
        return roles
    }

    /// `appearances: { light: Day, dark: Night, lightHighContrast: "Day HC" }`.
    private static func appearances(_ node: Node, with reader: inout SchemaReader) -> [String: Located<String>] {
        guard let entries = reader.mapping(node, "'tokens.appearances'") else { return [:] }
        reader.rejectUnknownKeys(entries, allowed: TokenModifierRoles.appearanceNames, in: "'tokens.appearances'")
        var mapping: [String: Located<String>] = [:]
        for entry in entries where TokenModifierRoles.appearanceNames.contains(entry.key) {
            mapping[entry.key] = path(entry.value, "'tokens.appearances.\(entry.key)'", with: &reader)
        }
        return mapping
    }

    /// One path, or a list of them.
    private static func paths(_ node: Node, _ what: String, with reader: inout SchemaReader) -> [Located<String>] {
        guard case .sequence(let items) = node.content else { return path(node, what, with: &reader).map { [$0] } ?? [] }
        return items.compactMap { path($0, "an entry of \(what)", with: &reader) }
    }

    private static func path(_ node: Node, _ what: String, with reader: inout SchemaReader) -> Located<String>? {
        reader.string(node, what).map { Located($0, at: node.location) }
    }
}

/// A font file the preview embeds, and the family name its page's CSS gives it.
public struct PreviewFontFile: Sendable, Equatable {
    /// The family, or a face's full name, as the themes' fonts ask for it (`Inter Semibold`).
    public var family: String
    /// The file, relative to the configuration's folder, where it is written.
    public var path: Located<String>
}

/// An asset catalog among the inputs and the theme it is read as.
public struct AssetCatalogTheme: Sendable, Equatable {
    /// The catalog folder, relative to the configuration's folder, where it is written.
    public var path: Located<String>
    /// The theme's name.
    public var theme: String
}

/// How the themes' asset catalog is written (`assets` in `themegen.yml`); each setting optional, and a
/// command-line option wins over it.
public struct AssetCatalogSettings: Sendable, Equatable {
    /// The catalog folder to write, relative to the configuration's folder, where it is written.
    public var output: Located<String>?
    /// The colour key of the default theme written as `AccentColor`.
    public var accentColor: String?
    /// Whether the default theme's colour sets are also written at the top level.
    public var defaultAtTopLevel: Bool?

    /// No settings.
    public init() {}
}
