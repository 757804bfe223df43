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

    /// `sheet` with each key it lacks taken from the donor as the donor resolved it: the donor's
    /// declaration (so the key counts as defined, even where the donor's value is broken and already
    /// reported) and its token, marked as inherited from the donor. Nothing is resolved twice.
    static func addingDonorKeys(to sheet: ResolvedTheme, from donor: ResolvedTheme) -> ResolvedTheme {
        var keys: [TokenGroup: [DeclaredKey]] = [:]
        for group in TokenGroup.allCases {
            let present = Set(sheet.keys(in: group).map(\.key))
            keys[group] = sheet.keys(in: group) + donor.keys(in: group).filter { !present.contains($0.key) }
        }
        var tokens = sheet.tokens
        for group in ValueGroups.all {
            addDonated(group, to: &tokens, from: donor)
        }
        return ResolvedTheme(declaration: sheet.declaration, keys: keys, tokens: tokens)
    }

    /// The donor's tokens of `group` that `tokens` lacks added to them.
    private static func addDonated(_ group: some AnyValueGroup, to tokens: inout ThemeTokens, from donor: ResolvedTheme) {
        let path = group.descriptor.tokens
        tokens[keyPath: path] += donated(donor.tokens[keyPath: path], lackingIn: tokens[keyPath: path], from: donor)
    }

    /// The donor's tokens whose keys `own` lacks, each marked as coming from the donor (or from where the
    /// donor inherited it).
    private static func donated<Value>(_ tokens: [Token<Value>], lackingIn own: [Token<Value>], from donor: ResolvedTheme) -> [Token<Value>] {
        let present = Set(own.map(\.key))
        return tokens.filter { !present.contains($0.key) }.map { token in
            var token = token
            token.inheritedFrom = token.inheritedFrom ?? donor.declaration.name
            return token
        }
    }
}
