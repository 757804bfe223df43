/// Each theme's `ApptentiveStyle`, what the generated code sets on the SDK's style-sheet object: a style
/// sheet's own settings as its plist gives them; for a ThemeGen theme, its typography, its base colours
/// (the keys `primary`, `secondary`, … where it has them) and the SDK style keys it defines itself, which
/// override the SDK's derivation as `ColorOverrides` and `FontOverrides` do.
enum ApptentiveStyleResolution {
    typealias Sheet = ApptentiveStyleSheet

    static func style(of theme: ResolvedTheme) -> ApptentiveStyle {
        if let sheet = theme.declaration.styleSheet {
            return ApptentiveStyle(
                fontFamily: sheet.family, faces: Sheet.faceKeys.map { sheet.faces[$0.weight] ?? $0.defaultFace },
                sizeAdjustment: sheet.sizeAdjustment, baseColors: Sheet.BaseColor.allCases.map { sheet.baseColors[$0] },
                colorOverrides: colorStyleKeys.compactMap { key in sheet.colorOverrides[key].map { .init(key: key, value: $0) } },
                fontOverrides: Sheet.textStyles.compactMap { style in sheet.fontOverrides[style.key].map { .init(key: style.key, value: $0) } })
        }
        let typography = theme.declaration.typography
        let wanted = Set(colorStyleKeys + Sheet.BaseColor.allCases.map(Sheet.themeGenKey))
        let colors = Dictionary(theme.colors.filter { wanted.contains($0.key) }.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let fontKeys = Set(Sheet.textStyles.map(\.key))
        let fonts = Dictionary(theme.fonts.filter { fontKeys.contains($0.key) }.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let ownColors = Set(ownKeys(of: theme, in: .colors))
        let ownFonts = Set(ownKeys(of: theme, in: .fonts))
        return ApptentiveStyle(
            fontFamily: typography.family?.value ?? nil,
            faces: Sheet.faceKeys.map { typography.faces[$0.weight].map(\.value) ?? $0.weight.defaultFace },
            sizeAdjustment: typography.sizeAdjustment?.value ?? 1,
            baseColors: Sheet.BaseColor.allCases.map { colors[Sheet.themeGenKey(for: $0)] },
            colorOverrides: colorStyleKeys.filter(ownColors.contains).compactMap { key in colors[key].map { .init(key: key, value: $0) } },
            fontOverrides: Sheet.textStyles.map(\.key).filter(ownFonts.contains).compactMap { key in fonts[key].map { .init(key: key, value: $0) } })
    }

    /// Every key the SDK reads a colour for: the text styles, then the colour-only keys.
    private static let colorStyleKeys = Sheet.textStyles.map(\.key) + Sheet.colorKeys.map(\.key)

    /// The SDK style keys of `group` the theme (or the theme it inherits from) defines itself, rather
    /// than taking them from the SDK's rules.
    private static func ownKeys(of theme: ResolvedTheme, in group: TokenGroup) -> [String] {
        theme.keys(in: group).compactMap { declared in
            if declared.isStyleSheetDerived { return nil }
            return Sheet.swiftNames[declared.key] == nil ? nil : declared.key
        }
    }
}
