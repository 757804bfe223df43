/// The data handed to templates (documented in docs/Templates.md): ready-made identifiers, escaped
/// literals and comment text, so that templates hold no logic.
enum TemplateData {
    static func make(_ set: ThemeSet, options: GeneratorOptions) -> MustacheValue {
        let types = options.typeNames
        let names = set.themes.map { SwiftLiteral.comment($0.displayName) }
        let fontTable = FontTable(set)
        let valueTypes = set.valueTypes
        let values = group(valueTypes.map(\.key), set.themes.map(\.values), names, describe: { $0 }, literal: { key, value in
            String(valueTypes[key].cases.firstIndex { $0.rawValue == value } ?? 0)
        }, extra: { key in
            [
                "typeName": .string(valueTypes[key].typeName.declaration),
                "cases": .list(valueTypes[key].cases.map { valueCase in
                    ["declaration": .string(valueCase.swiftName.declaration), "rawValueLiteral": .string(SwiftLiteral.string(valueCase.rawValue))]
                }),
            ]
        })
        return .object([
            "version": .string(ThemeGenVersion.current),
            "inputs": .list(set.inputs.enumerated().map { index, path in
                ["path": .string(SwiftLiteral.comment(path)), "last": .bool(index == set.inputs.count - 1)]
            }),
            "access": .string(options.access == .internal ? "" : options.access.rawValue + " "),
            "types": .object([
                "theme": .string(types.theme), "themeID": .string(types.themeID), "color": .string(types.color),
                "font": .string(types.font), "colorKey": .string(types.colorKey), "fontKey": .string(types.fontKey),
                "numberKey": .string(types.numberKey), "selection": .string(types.selection), "tables": .string(types.tables),
            ]),
            "storageKeyLiteral": .string(SwiftLiteral.string(set.storageKey)),
            "notificationNameLiteral": .string(SwiftLiteral.string(types.selection + ".didChange")),
            "themes": .list(set.themes.map(theme)),
            "defaultTheme": theme(set.defaultTheme),
            "colors": .object(group(set.colorKeys, set.themes.map(\.colors), names, describe: describe) { packed($1) }),
            "fonts": .object(group(set.fontKeys, set.themes.map(\.fonts), names, describe: describe) { fontTable.row($1) }),
            "numbers": .object(group(set.numberKeys, set.themes.map(\.numbers), names, describe: SwiftLiteral.double) { SwiftLiteral.double($1) }),
            "values": .object(values),
            "systemColors": .list(systemColors(set)),
            "fontNames": .list(fontTable.names.map { ["literal": .string(SwiftLiteral.string($0))] }),
        ])
    }

    private static func theme(_ theme: Theme) -> MustacheValue {
        [
            "case": .string(theme.swiftName.declaration),
            "storedIDLiteral": .string(SwiftLiteral.string(theme.storedID)),
            "displayNameLiteral": .string(SwiftLiteral.string(theme.displayName)),
            "displayNameComment": .string(SwiftLiteral.comment(theme.displayName)),
        ]
    }

    /// A group's keys (each with a doc line per theme, plus `extra` fields), its table rows, its size.
    /// `literal` gets the key's index and the value.
    private static func group<Value>(_ keys: [TokenKey], _ tokens: [[Token<Value>]], _ themeNames: [String],
                                     describe: (Value) -> String, literal: (Int, Value) -> String,
                                     extra: (Int) -> [String: MustacheValue] = { _ in [:] }) -> [String: MustacheValue] {
        let keyData: [MustacheValue] = keys.enumerated().map { index, key in
            .object(extra(index).merging([
                "declaration": .string(key.swiftName.declaration),
                "rawValueLiteral": .string(SwiftLiteral.string(key.key)),
                "keyComment": .string(SwiftLiteral.comment(key.key)),
                "index": .string(String(index)),
                "doc": .list(zip(themeNames, tokens).map { name, themeTokens in
                    ["theme": .string(name), "value": .string(SwiftLiteral.comment(describe(themeTokens[index].value)))]
                }),
            ]) { _, fixed in fixed })
        }
        let rows: [MustacheValue] = zip(themeNames, tokens).map { name, themeTokens in
            [
                "theme": .string(name),
                "entries": .list(zip(keys, themeTokens).enumerated().map { index, pair in
                    let (key, token) = pair
                    return ["literal": .string(literal(index, token.value)),
                            "comment": .string(SwiftLiteral.comment("\(key.key): \(describe(token.value))"))]
                }),
            ]
        }
        return ["keys": .list(keyData), "rows": .list(rows), "count": .string(String(keys.count)), "hasKeys": .bool(!keys.isEmpty)]
    }

    private static func systemColors(_ set: ThemeSet) -> [MustacheValue] {
        var entries: [MustacheValue] = []
        for (themeIndex, theme) in set.themes.enumerated() {
            for (keyIndex, token) in theme.colors.enumerated() {
                guard let system = token.value.system else { continue }
                entries.append([
                    "index": .string(String(themeIndex * set.colorKeys.count + keyIndex)),
                    "name": .string(system.name),
                    "alpha": .string(SwiftLiteral.double(system.alpha)),
                    "comment": .string(SwiftLiteral.comment("\(theme.displayName) · \(token.key)")),
                ])
            }
        }
        return entries
    }

    // MARK: - Descriptions and literals

    /// `#FFFFFF`, `#0000FF, dark #000080`, or `platform label (#000000, dark #FFFFFF)`.
    static func describe(_ color: ThemeColor) -> String {
        var text = color.light.hex
        if let dark = color.dark, dark != color.light { text += ", dark \(dark.hex)" }
        guard let system = color.system else { return text }
        let alpha = system.alpha == 1 ? "" : " at alpha \(SwiftLiteral.double(system.alpha))"
        return "platform \(system.name)\(alpha) (\(text) elsewhere)"
    }

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

    /// `0xLLLLLLLL_DDDDDDDD`: light and dark as 8-bit RGBA (dark equal to light without variants).
    static func packed(_ color: ThemeColor) -> String {
        "0x" + hex8(color.light) + "_" + hex8(color.dark ?? color.light)
    }

    private static func hex8(_ rgba: RGBA) -> String {
        [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { component in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}

/// The font table: the distinct names fonts use, and each font as six integer cells.
struct FontTable {
    let names: [String]

    init(_ set: ThemeSet) {
        var names: [String] = []
        for font in set.themes.flatMap(\.fonts).map(\.value) {
            for name in Self.strings(of: font) where !names.contains(name) { names.append(name) }
        }
        self.names = names
    }

    /// `kind, name, face, weight, text style, size in hundredths`.
    func row(_ font: ThemeFont) -> String {
        let index = { (name: String?) in name.flatMap { names.firstIndex(of: $0) } ?? -1 }
        let cells: [Int]
        switch font.typeface {
        case .system: cells = [0, -1, -1]
        case .family(let family, let face): cells = [1, index(family), index(face)]
        case .named(let name): cells = [2, index(name), -1]
        }
        let weight = FontWeight.allCases.firstIndex(of: font.weight) ?? 1
        let style = font.textStyle.flatMap { TextStyle.allCases.firstIndex(of: $0) } ?? -1
        let size = Int((font.size * 100).rounded())
        return (cells + [weight, style, size]).map(String.init).joined(separator: ", ")
    }

    private static func strings(of font: ThemeFont) -> [String] {
        switch font.typeface {
        case .system: []
        case .family(let family, let face): [family] + (face.map { [$0] } ?? [])
        case .named(let name): [name]
        }
    }
}
