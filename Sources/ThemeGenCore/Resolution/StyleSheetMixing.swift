/// Completes a set that mixes Apptentive style sheets with ThemeGen themes, so that every theme has
/// every key (docs/ThemeFormat.md, "Mixing style sheets and ThemeGen themes"):
/// - a ThemeGen theme gets each style-sheet key it does not define, derived by the SDK's rules from its
///   own typography and its colours `primary`, `secondary`, `failure`, `background`, `separator`,
///   `collectionBackground` and `placeholder`;
/// - a style sheet takes every other key from the donor theme (the default theme, or the first ThemeGen
///   theme when the default is a style sheet), with the donor's concrete values.
enum StyleSheetMixing {
    /// Whether the themes need mixing at all: only when both kinds are present.
    static func isMixed(_ themes: [ThemeDeclaration]) -> Bool {
        themes.contains(where: \.isStyleSheet) && themes.contains { !$0.isStyleSheet }
    }

    /// Adds the style-sheet keys `theme` lacks, to be derived in its context.
    static func addDerivedStyleSheetKeys(to theme: inout ThemeDeclaration) {
        let keys: [TokenGroup: [String]] = [
            .fonts: ApptentiveStyleSheet.textStyles.map(\.key),
            .colors: ApptentiveStyleSheet.textStyles.map(\.key) + ApptentiveStyleSheet.colorKeys.map(\.key),
        ]
        for (group, groupKeys) in keys {
            let present = Set((theme.tokens[group] ?? []).map(\.key))
            let added = groupKeys.filter { !present.contains($0) }.map {
                TokenDeclaration(key: $0, location: theme.location, value: .styleSheetDerived)
            }
            theme.tokens[group, default: []] += added
        }
    }

    /// Adds the keys `sheet` lacks, with the donor's resolved values.
    static func addDonorKeys(to sheet: inout ThemeDeclaration, from donor: ResolvedTheme) {
        add(donor.colors, .colors, to: &sheet, from: donor) { .color(.concrete($0)) }
        add(donor.fonts, .fonts, to: &sheet, from: donor) { .font(.concrete($0)) }
        add(donor.numbers, .numbers, to: &sheet, from: donor) { .number($0) }
        add(donor.values, .values, to: &sheet, from: donor) { .value($0) }
    }

    /// Adds, for each key the donor declares in `group` and the sheet lacks, the donor's value (or
    /// `.invalid` where the donor's value is broken and already reported, so no follow-on error appears).
    private static func add<Value>(_ tokens: [Token<Value>], _ group: TokenGroup, to sheet: inout ThemeDeclaration,
                                   from donor: ResolvedTheme, _ declared: (Value) -> DeclaredValue) {
        let present = Set((sheet.tokens[group] ?? []).map(\.key))
        let resolved = Dictionary(tokens.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for declaration in donor.declaration.tokens[group] ?? [] where !present.contains(declaration.key) {
            let token = resolved[declaration.key]
            sheet.tokens[group, default: []].append(TokenDeclaration(
                key: declaration.key, location: token?.location ?? declaration.location, value: token.map { declared($0.value) } ?? .invalid,
                inheritedFrom: token?.inheritedFrom ?? declaration.inheritedFrom ?? donor.declaration.name))
        }
    }
}
