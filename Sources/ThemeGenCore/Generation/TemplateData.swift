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
                    "numberKey": .string(types.numberKey), "dimensionKey": .string(types.dimensionKey),
                    "insets": .string(types.insets), "insetKey": .string(types.insetKey),
                    "shadow": .string(types.shadow), "shadowKey": .string(types.shadowKey),
                    "gradient": .string(types.gradient), "gradientKey": .string(types.gradientKey), "durationKey": .string(types.durationKey), "booleanKey": .string(types.booleanKey), "stringKey": .string(types.stringKey),
                    "selection": .string(types.selection), "tables": .string(types.tables),
                    "themePicker": .string(types.themePicker), "environmentKey": .string(types.environmentKey),
                    "environmentValue": .string(types.environmentValue), "apptentiveStyle": .string(types.apptentiveStyle), "appearance": .string(types.appearance),
                ]),
                "storageKeyLiteral": .string(SwiftLiteral.escaped(set.storageKey, for: .stringLiteral)),
                "notificationNameLiteral": .string(SwiftLiteral.escaped(types.selection + ".didChange", for: .stringLiteral)),
                "themes": .list(set.themes.map(theme)),
                "defaultTheme": theme(set.defaultTheme),
                "colors": GroupTables(
                    keys: set.colorKeys, nodes: set.colorNodes, tokens: set.themes.map(\.colors), themes: names,
                    describe: { TableText.appendColor($0, precise: false, to: &$1) },
                    entry: { TableText.appendColor($0, to: &$1) }
                ).value,
                "fonts": fontGroup(set, names).value,
                "typedGroups": .list(typedGroups(set, names, types)),
                "values": ValueTables(types: set.valueTypes, nodes: set.valueNodes, tokens: set.themes.map(\.values), themes: names).value,
                "apptentive": ApptentiveRows.templateData(set, names: names, used: usesApptentive),
                "appearance": AppearanceRows.templateData(set, names: names, types: types, used: usesAppearance),
                "themeRows": .bool(usesApptentive || usesAppearance),
            ].merging(vocabulary) { _, vocabulary in vocabulary })
    }

    private static func fontGroup(_ set: ThemeSet, _ names: ThemeNames) -> GroupTables {
        let texts = GroupTables.texts(ValueDescription.font, entry: TableText.font)
        return GroupTables(keys: set.fontKeys, nodes: set.fontNodes, tokens: set.themes.map(\.fonts), themes: names, describe: texts.describe, entry: texts.entry)
    }

    /// The groups whose values all have one Swift type, rendered alike: numbers, dimensions, durations,
    /// booleans and strings. Each is a group (`keys`, `groups`, `rows`, …) with the names the templates
    /// print for it.
    private static func typedGroups(_ set: ThemeSet, _ names: ThemeNames, _ types: TypeNames) -> [MustacheValue] {
        let number = GroupTables.texts(ValueDescription.number, entry: TableText.number)
        let dimension = GroupTables.texts(ValueDescription.dimension, entry: TableText.number)
        let insets = GroupTables.texts(ValueDescription.insets, entry: TableText.insets)
        let shadow = GroupTables.texts({ ValueDescription.shadow($0) }, entry: TableText.shadow)
        let gradient = GroupTables.texts({ ValueDescription.gradient($0) }, entry: TableText.gradient)
        let duration = GroupTables.texts(ValueDescription.duration, entry: TableText.number)
        let boolean = GroupTables.texts(ValueDescription.boolean, entry: TableText.boolean)
        let string = GroupTables.texts(ValueDescription.string, entry: TableText.name)
        let groups: [(GroupTables, TypedGroupNames)] = [
            (
                GroupTables(
                    keys: set.numberKeys, nodes: set.numberNodes, tokens: set.themes.map(\.numbers), themes: names,
                    describe: number.describe, entry: number.entry),
                TypedGroupNames(group: .numbers, keyType: types.numberKey, valueType: "Double", reader: "number", unit: nil)
            ),
            (
                GroupTables(
                    keys: set.dimensionKeys, nodes: set.dimensionNodes, tokens: set.themes.map(\.dimensions), themes: names,
                    describe: dimension.describe, entry: dimension.entry),
                TypedGroupNames(group: .dimensions, keyType: types.dimensionKey, valueType: "CGFloat", reader: "dimension", unit: "points")
            ),
            (
                GroupTables(
                    keys: set.insetKeys, nodes: set.insetNodes, tokens: set.themes.map(\.insets), themes: names,
                    describe: insets.describe, entry: insets.entry),
                TypedGroupNames(group: .insets, keyType: types.insetKey, valueType: types.insets, reader: "insets", unit: "points")
            ),
            (
                GroupTables(
                    keys: set.shadowKeys, nodes: set.shadowNodes, tokens: set.themes.map(\.shadows), themes: names,
                    describe: shadow.describe, entry: shadow.entry),
                TypedGroupNames(group: .shadows, keyType: types.shadowKey, valueType: types.shadow, reader: "shadow", unit: nil)
            ),
            (
                GroupTables(
                    keys: set.gradientKeys, nodes: set.gradientNodes, tokens: set.themes.map(\.gradients), themes: names,
                    describe: gradient.describe, entry: gradient.entry),
                TypedGroupNames(group: .gradients, keyType: types.gradientKey, valueType: types.gradient, reader: "gradient", unit: nil)
            ),
            (
                GroupTables(
                    keys: set.durationKeys, nodes: set.durationNodes, tokens: set.themes.map(\.durations), themes: names,
                    describe: duration.describe, entry: duration.entry),
                TypedGroupNames(group: .durations, keyType: types.durationKey, valueType: "TimeInterval", reader: "duration", unit: "seconds")
            ),
            (
                GroupTables(
                    keys: set.booleanKeys, nodes: set.booleanNodes, tokens: set.themes.map(\.booleans), themes: names,
                    describe: boolean.describe, entry: boolean.entry),
                TypedGroupNames(group: .booleans, keyType: types.booleanKey, valueType: "Bool", reader: "boolean", unit: nil)
            ),
            (
                GroupTables(
                    keys: set.stringKeys, nodes: set.stringNodes, tokens: set.themes.map(\.strings), themes: names,
                    describe: string.describe, entry: string.entry),
                TypedGroupNames(group: .strings, keyType: types.stringKey, valueType: "String", reader: "text", unit: nil)
            ),
        ]
        return groups.map { tables, names in .object(tables.fields.merging(names.templateData) { group, _ in group }) }
    }

    /// What the templates call one typed group.
    private struct TypedGroupNames {
        let group: TokenGroup
        let keyType: String
        let valueType: String
        /// The table reader's method for one value.
        let reader: String
        /// The unit values are in, for doc comments.
        let unit: String?

        var templateData: [String: MustacheValue] {
            let plural = group.rawValue
            return [
                "property": .string(plural), "plural": .string(plural), "singular": .string(group.noun),
                "structName": .string(Naming.capitalizingFirst(plural)), "keyType": .string(keyType), "valueType": .string(valueType),
                "reader": .string(reader), "unitPhrase": .string(unit.map { " in \($0)" } ?? ""),
                "title": .string(Naming.capitalizingFirst(plural) + (unit.map { " in \($0)" } ?? "")),
            ]
        }
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
