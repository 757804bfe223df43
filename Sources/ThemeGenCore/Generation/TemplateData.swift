/// The data handed to templates (documented in docs/Templates.md): ready-made identifiers, escaped
/// literals and comment text, so that templates hold no logic. The large parts, the groups' keys and
/// tables, are tables whose rows are computed as the template reaches them.
enum TemplateData {
    /// The data for the file that holds `part` of the generated declarations.
    static func make(_ set: ThemeSet, options: GeneratorOptions, part: GeneratedPart = .whole) -> MustacheValue {
        let types = set.typeNames
        let names = ThemeNames(set.themes)
        let usesApptentive = set.themes.contains { $0.apptentive != nil }
        let usesAppearance = set.themes.contains { !$0.appearance.isEmpty }
        let structs = part.structs(in: set)
        return .object(
            [
                "version": .string(ThemeGenVersion.current),
                "inputs": .list(
                    set.inputs.enumerated().map { index, path in
                        ["path": .string(SwiftLiteral.escaped(path, for: .comment)), "last": .bool(index == set.inputs.count - 1)]
                    }),
                "access": .string(options.accessModifier),
                "types": .object([
                    "theme": .string(types.theme), "themeID": .string(types.themeID), "color": .string(types.color),
                    "font": .string(types.font), "colorKey": .string(types.colorKey), "fontKey": .string(types.fontKey),
                    "insets": .string(types.insets), "shadow": .string(types.shadow), "gradient": .string(types.gradient),
                    "selection": .string(types.selection), "observableSelection": .string(types.observableSelection), "tables": .string(types.tables),
                    "overrides": .string(types.overrides), "themePicker": .string(types.themePicker), "themeGallery": .string(types.themeGallery),
                    "themePreview": .string(types.themePreview),
                    "environmentValue": .string(types.environmentValue), "apptentiveStyle": .string(types.apptentiveStyle), "appearance": .string(types.appearance),
                ]),
                "storageKeyLiteral": .string(SwiftLiteral.escaped(set.storageKey, for: .stringLiteral)),
                "themes": .list(set.themes.map(theme)),
                "defaultTheme": theme(set.defaultTheme),
                "part": partData(part, structs),
                "colors": .object(
                    ValueGroups.colors.tables(set, names).fields(structs: structs[.colors, default: []])
                        .merging(["plural": "colours", "valueType": .string(types.color)]) { tables, _ in tables }),
                "fonts": .object(
                    ValueGroups.fonts.tables(set, names).fields(structs: structs[.fonts, default: []])
                        .merging(["plural": "fonts", "valueType": .string(types.font)]) { tables, _ in tables }),
                "typedGroups": .list(typedGroups(set, names, types, structs)),
                "values": ValueTables(set, themes: names).value(structs: structs[.values, default: []]),
                "apptentive": ApptentiveRows.templateData(set, names: names, used: usesApptentive),
                "appearance": AppearanceRows.templateData(set, names: names, used: usesAppearance),
                "overrides": OverridesRows.templateData(set, types: types, enabled: options.overrides),
                "runtime": runtime(set, options: options),
            ].merging(vocabulary) { _, vocabulary in vocabulary })
    }

    /// Where the runtime comes from (`GeneratorOptions.Runtime`): `isLibrary`, `embedded`, `source` (the
    /// library's text when embedded), `types` (each top-level type of the library by the name it has
    /// in this file) and `aliases` (`{alias, type}`: with the library, its value types by the set's names
    /// in the target's module, so that its code names them as it names the set's own types).
    private static func runtime(_ set: ThemeSet, options: GeneratorOptions) -> MustacheValue {
        let prefix = set.typePrefix
        var types: [String: MustacheValue] = [:]
        for name in RuntimeSource.topLevelTypes {
            types[name] = .string(RuntimeSource.name(name, prefix: prefix, isEmbedded: options.runtime == .embedded))
        }
        let names = set.typeNames
        // The value types the old self-contained file always declared, and the two it declared when used.
        var valueTypes = [
            (names.color, "ThemeColor"), (names.font, "ThemeFont"), (names.insets, "ThemeInsets"), (names.shadow, "ThemeShadow"),
            (names.gradient, "ThemeGradient"),
        ]
        if set.themes.contains(where: { !$0.appearance.isEmpty }) { valueTypes.append((names.appearance, "ThemeAppearance")) }
        if set.themes.contains(where: { $0.apptentive != nil }) { valueTypes.append((names.apptentiveStyle, "ThemeApptentiveStyle")) }
        let aliases = options.runtime == .library ? valueTypes.map { ($0.0, "ThemeGenKit." + $0.1) } : []
        return [
            "isLibrary": .bool(options.runtime == .library), "embedded": .bool(options.runtime == .embedded),
            "source": .string(options.runtime == .embedded ? RuntimeSource.embedded(accessModifier: options.accessModifier, prefix: prefix) : ""),
            "types": .object(types),
            "aliases": .list(aliases.map { ["alias": .string($0.0), "type": .string($0.1)] }),
        ]
    }

    /// Which declarations the file holds (`GeneratedPart`): `main`, `tables`, and `members`, whether it
    /// declares any group's struct.
    private static func partData(_ part: GeneratedPart, _ structs: [TokenGroup: [Int]]) -> MustacheValue {
        let declaresStructs = structs.contains { group, nodes in group != .values && !nodes.isEmpty }
        return ["main": .bool(part.holdsMain), "tables": .bool(part.holdsTables), "members": .bool(declaresStructs)]
    }

    /// The groups whose values all have one Swift type, rendered alike by the same templates: each is a
    /// group (`keys`, `groups`, `rows`, …) with the names the templates print for it.
    private static func typedGroups(_ set: ThemeSet, _ names: ThemeNames, _ types: TypeNames, _ structs: [TokenGroup: [Int]]) -> [MustacheValue] {
        ValueGroups.all.compactMap { typedGroup($0, set, names, types, structs[$0.group, default: []]) }
    }

    private static func typedGroup(_ group: any AnyValueGroup, _ set: ThemeSet, _ names: ThemeNames, _ types: TypeNames, _ structs: [Int]) -> MustacheValue? {
        guard let typed = group.typed else { return nil }
        let plural = group.group.rawValue
        let unitPhrase = typed.unit.map { " in \($0)" } ?? ""
        let fields: [String: MustacheValue] = [
            "property": .string(plural), "plural": .string(plural), "singular": .string(group.group.noun),
            "structName": .string(TypeNames.structName(of: group.group)), "keyType": .string(types.key(of: group.group)),
            "valueType": .string(typed.valueType(types)), "reader": .string(typed.reader), "unitPhrase": .string(unitPhrase),
            "title": .string(Naming.capitalizingFirst(plural) + unitPhrase),
            "override": OverridesRows.overrideRead(group.group, valueType: typed.valueType(types)),
        ]
        return .object(group.tables(set, names).fields(structs: structs).merging(fields) { tables, _ in tables })
    }

    private static func theme(_ theme: Theme) -> MustacheValue {
        [
            "case": .string(theme.swiftName.declaration),
            "storedIDLiteral": .string(SwiftLiteral.escaped(theme.storedID, for: .stringLiteral)),
            "displayNameLiteral": .string(SwiftLiteral.escaped(theme.displayName, for: .stringLiteral)),
            "displayNameComment": .string(SwiftLiteral.escaped(theme.displayName, for: .comment)),
        ]
    }

    /// What the templates print besides the set's own data: the table format's mark of a part left out,
    /// and the platform requirements.
    static let vocabulary: [String: MustacheValue] = ["absent": .string(TableText.absent)]
        .merging(PlatformRequirements.templateData) { vocabulary, _ in vocabulary }
}
