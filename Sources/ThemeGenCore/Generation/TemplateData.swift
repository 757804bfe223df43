/// The data handed to templates (documented in docs/Templates.md): ready-made identifiers, escaped
/// literals and comment text, so that templates hold no logic. The large parts, the groups' keys and
/// tables, are tables whose rows are computed as the template reaches them.
enum TemplateData {
    static func make(_ set: ThemeSet, options: GeneratorOptions) -> MustacheValue {
        let types = set.typeNames
        let names = ThemeNames(set.themes)
        let usesApptentive = set.themes.contains { $0.apptentive != nil }
        let usesAppearance = set.themes.contains { !$0.appearance.isEmpty }
        return .object(
            [
                "version": .string(ThemeGenVersion.current),
                "inputs": .list(
                    set.inputs.enumerated().map { index, path in
                        ["path": .string(SwiftLiteral.escaped(path, for: .comment)), "last": .bool(index == set.inputs.count - 1)]
                    }),
                "access": .string(options.access == .internal ? "" : options.access.rawValue + " "),
                "types": .object([
                    "theme": .string(types.theme), "themeID": .string(types.themeID), "color": .string(types.color),
                    "font": .string(types.font), "colorKey": .string(types.colorKey), "fontKey": .string(types.fontKey),
                    "insets": .string(types.insets), "shadow": .string(types.shadow), "gradient": .string(types.gradient),
                    "selection": .string(types.selection), "tables": .string(types.tables),
                    "overrides": .string(types.overrides), "themePicker": .string(types.themePicker), "themeGallery": .string(types.themeGallery),
                    "themePreview": .string(types.themePreview), "environmentKey": .string(types.environmentKey),
                    "environmentValue": .string(types.environmentValue), "apptentiveStyle": .string(types.apptentiveStyle), "appearance": .string(types.appearance),
                ]),
                "storageKeyLiteral": .string(SwiftLiteral.escaped(set.storageKey, for: .stringLiteral)),
                "notificationNameLiteral": .string(SwiftLiteral.escaped(types.selection + ".didChange", for: .stringLiteral)),
                "themes": .list(set.themes.map(theme)),
                "defaultTheme": theme(set.defaultTheme),
                "colors": ValueGroups.colors.tables(set, names).value,
                "fonts": ValueGroups.fonts.tables(set, names).value,
                "typedGroups": .list(typedGroups(set, names, types)),
                "values": ValueTables(set, themes: names).value,
                "apptentive": ApptentiveRows.templateData(set, names: names, used: usesApptentive),
                "appearance": AppearanceRows.templateData(set, names: names, types: types, used: usesAppearance),
                "themeRows": .bool(usesApptentive || usesAppearance),
                "overrides": OverridesRows.templateData(set, types: types),
            ].merging(vocabulary) { _, vocabulary in vocabulary })
    }

    /// The groups whose values all have one Swift type, rendered alike by the same templates: each is a
    /// group (`keys`, `groups`, `rows`, …) with the names the templates print for it.
    private static func typedGroups(_ set: ThemeSet, _ names: ThemeNames, _ types: TypeNames) -> [MustacheValue] {
        ValueGroups.all.compactMap { typedGroup($0, set, names, types) }
    }

    private static func typedGroup(_ group: any AnyValueGroup, _ set: ThemeSet, _ names: ThemeNames, _ types: TypeNames) -> MustacheValue? {
        guard let typed = group.typed else { return nil }
        let plural = group.group.rawValue
        let unitPhrase = typed.unit.map { " in \($0)" } ?? ""
        let fields: [String: MustacheValue] = [
            "property": .string(plural), "plural": .string(plural), "singular": .string(group.group.noun),
            "structName": .string(TypeNames.structName(of: group.group)), "keyType": .string(types.key(of: group.group)),
            "valueType": .string(typed.valueType(types)), "reader": .string(typed.reader), "unitPhrase": .string(unitPhrase),
            "title": .string(Naming.capitalizingFirst(plural) + unitPhrase),
            "overridable": .bool(OverridesFormat.form(of: group.group) != nil),
        ]
        return .object(group.tables(set, names).fields.merging(fields) { tables, _ in tables })
    }

    private static func theme(_ theme: Theme) -> MustacheValue {
        [
            "case": .string(theme.swiftName.declaration),
            "storedIDLiteral": .string(SwiftLiteral.escaped(theme.storedID, for: .stringLiteral)),
            "displayNameLiteral": .string(SwiftLiteral.escaped(theme.displayName, for: .stringLiteral)),
            "displayNameComment": .string(SwiftLiteral.escaped(theme.displayName, for: .comment)),
        ]
    }

    /// The names the tables use for weights, text styles and platform colours, and what each is called
    /// on each platform: the generated enums and adapters are rendered from these lists, the same ones
    /// `TableText` writes from, so the two sides cannot drift apart.
    static let vocabulary: [String: MustacheValue] = [
        "fontWeights": .list(FontWeight.allCases.map { ["name": .string($0.rawValue)] }),
        "textStyles": .list(
            TextStyle.allCases.map { style in
                [
                    "name": .string(style.rawValue), "swiftUI": .string(style.swiftUIName),
                    "tvOS": .string(style.uiKitNameOnTVOS), "sameOnTVOS": .bool(style.uiKitNameOnTVOS == style.rawValue),
                ]
            }),
        "systemColors": .list(
            SystemColorName.allCases.map { name in
                let optional = { (text: String?) in text.map(MustacheValue.string) ?? .bool(false) }
                return [
                    "name": .string(name.rawValue), "onTVOS": .bool(name.isInUIKitOnTVOS),
                    "uiKitAvailability": optional(name.uiKitAvailability),
                    "plainInUIKit": .bool(name.isInUIKitOnTVOS && name.uiKitAvailability == nil),
                    "appKit": optional(name.appKitName), "appKitAvailability": optional(name.appKitAvailability),
                ]
            }),
        "absent": .string(TableText.absent),
        "displayP3Prefix": .string(ColorSpace.displayP3.textPrefix),
    ].merging(PlatformRequirements.templateData) { vocabulary, _ in vocabulary }
}
