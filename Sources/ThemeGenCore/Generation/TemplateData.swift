/// The data handed to templates (documented in docs/Templates.md): ready-made identifiers, escaped
/// literals and comment text, so that templates hold no logic. The large parts, the groups' keys and
/// tables, are tables whose rows are computed as the template reaches them.
enum TemplateData {
    static func make(_ set: ThemeSet, options: GeneratorOptions) -> MustacheValue {
        let types = set.typeNames
        let names = ThemeNames(set.themes)
        return .object([
            "version": .string(ThemeGenVersion.current),
            "inputs": .list(set.inputs.enumerated().map { index, path in
                ["path": .string(SwiftLiteral.comment(path)), "last": .bool(index == set.inputs.count - 1)]
            }),
            "access": .string(options.access == .internal ? "" : options.access.rawValue + " "),
            "types": .object([
                "theme": .string(types.theme), "themeID": .string(types.themeID), "color": .string(types.color),
                "font": .string(types.font), "colorKey": .string(types.colorKey), "fontKey": .string(types.fontKey),
                "numberKey": .string(types.numberKey), "dimensionKey": .string(types.dimensionKey), "selection": .string(types.selection), "tables": .string(types.tables),
            ]),
            "storageKeyLiteral": .string(SwiftLiteral.string(set.storageKey)),
            "notificationNameLiteral": .string(SwiftLiteral.string(types.selection + ".didChange")),
            "themes": .list(set.themes.map(theme)),
            "defaultTheme": theme(set.defaultTheme),
            "colors": GroupTables(keys: set.colorKeys, nodes: set.colorNodes, tokens: set.themes.map(\.colors), themes: names,
                                  describe: { TableText.appendColor($0, precise: false, to: &$1) },
                                  entry: { TableText.appendColor($0, to: &$1) }).value,
            "fonts": fontGroup(set, names).value,
            "numbers": numberGroup(set, names).value,
            "dimensions": dimensionGroup(set, names).value,
            "values": ValueTables(types: set.valueTypes, nodes: set.valueNodes, tokens: set.themes.map(\.values), themes: names).value,
        ].merging(vocabulary) { _, vocabulary in vocabulary })
    }

    private static func fontGroup(_ set: ThemeSet, _ names: ThemeNames) -> GroupTables {
        let texts = GroupTables.texts(describe, entry: TableText.font)
        return GroupTables(keys: set.fontKeys, nodes: set.fontNodes, tokens: set.themes.map(\.fonts), themes: names, describe: texts.describe, entry: texts.entry)
    }

    private static func numberGroup(_ set: ThemeSet, _ names: ThemeNames) -> GroupTables {
        let texts = GroupTables.texts(NumberText.plain, entry: TableText.number)
        return GroupTables(keys: set.numberKeys, nodes: set.numberNodes, tokens: set.themes.map(\.numbers), themes: names, describe: texts.describe, entry: texts.entry)
    }

    /// Dimensions: described in points (`16 pt`), written to the table as numbers of points.
    private static func dimensionGroup(_ set: ThemeSet, _ names: ThemeNames) -> GroupTables {
        let texts = GroupTables.texts({ NumberText.plain($0) + " pt" }, entry: TableText.number)
        return GroupTables(keys: set.dimensionKeys, nodes: set.dimensionNodes, tokens: set.themes.map(\.dimensions), themes: names,
                           describe: texts.describe, entry: texts.entry)
    }

    private static func theme(_ theme: Theme) -> MustacheValue {
        [
            "case": .string(theme.swiftName.declaration),
            "storedIDLiteral": .string(SwiftLiteral.string(theme.storedID)),
            "displayNameLiteral": .string(SwiftLiteral.string(theme.displayName)),
            "displayNameComment": .string(SwiftLiteral.comment(theme.displayName)),
        ]
    }

    /// The names the tables use for weights, text styles and platform colours, and what each is called
    /// on each platform: the generated enums and adapters are rendered from these lists, the same ones
    /// `TableText` writes from, so the two sides cannot drift apart.
    static let vocabulary: [String: MustacheValue] = [
        "fontWeights": .list(FontWeight.allCases.map { ["name": .string($0.rawValue)] }),
        "textStyles": .list(TextStyle.allCases.map { style in
            ["name": .string(style.rawValue), "swiftUI": .string(style.swiftUIName),
             "tvOS": .string(style.uiKitNameOnTVOS), "sameOnTVOS": .bool(style.uiKitNameOnTVOS == style.rawValue)]
        }),
        "systemColors": .list(SystemColorName.allCases.map { name in
            ["name": .string(name.rawValue), "appKit": .string(name.appKitName), "onTVOS": .bool(name.isInUIKitOnTVOS)]
        }),
        "noFace": .string(TableText.noFace),
    ].merging(PlatformRequirements.templateData) { vocabulary, _ in vocabulary }

    /// `Avenir Heavy, bold, 20 pt, headline`, `system, light, 23 pt, body`, `Helvetica-Oblique, 12 pt`.
    static func describe(_ font: ThemeFont) -> String {
        var parts: [String]
        switch font.typeface {
        case .system: parts = ["system", font.weight.rawValue]
        case .family(let family, let face): parts = [[family, face].compactMap { $0 }.joined(separator: " "), font.weight.rawValue]
        case .named(let name): parts = [name]
        }
        parts.append("\(NumberText.plain(font.size)) pt")
        if let style = font.textStyle { parts.append(style.rawValue) }
        return parts.joined(separator: ", ")
    }
}
