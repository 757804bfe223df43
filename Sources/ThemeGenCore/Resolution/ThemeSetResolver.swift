/// The resolution stage: combines the declarations of every input file into one `ResolvedSet` —
/// duplicates, settings, inheritance, references, completeness, contrast and the default theme checked —
/// for the naming stage (`ThemeSetNaming`) to name.
struct ThemeSetResolver {
    static let defaultStorageKey = "Theme"

    /// Contrast pairs given outside the files (`themegen.yml`), checked with the files' own.
    let contrast: [ContrastRequirement]
    private(set) var log = DiagnosticLog()

    init(contrast: [ContrastRequirement] = []) {
        self.contrast = contrast
    }

    /// The resolved set, or `nil` when no theme resolved; it may come with errors in `log`, so that
    /// naming still reports its own. Each theme's declarations are freed once its values are resolved:
    /// pass the only reference to `files` (`consume`) for the declarations and the resolved values not to
    /// be held at once.
    /// `filesWithErrors` are the files the earlier stages reported errors in: their themes' missing keys
    /// are not reported (`Completeness.check`).
    mutating func resolve(_ files: consuming [DeclaredFile], filesWithErrors: Set<String> = []) -> ResolvedSet? {
        let declared = uniqueThemes(files.flatMap(\.declarations.themes))
        let settings = mergedSettings(files.map(\.declarations.settings))
        let inputs = files.map(\.path)
        files = []
        var inheritance = Inheritance(themes: consume declared)
        let merged = inheritance.mergedThemes()
        log.append(contentsOf: inheritance.log.diagnostics)
        _ = consume inheritance

        let themes = resolveValues(of: (consume merged).compactMap { $0 }, defaultTheme: settings.defaultTheme?.value)
        guard !themes.isEmpty else { return nil }

        let completeness = Completeness(themes: themes)
        log.append(contentsOf: completeness.check(skippingThemesIn: filesWithErrors))
        var contrastCheck = ContrastCheck()
        contrastCheck.check(contrast + settings.contrast, themes: themes)
        log.append(contentsOf: contrastCheck.log.diagnostics)
        // The SDK's style-sheet settings are worked out only for sets that ask for them or have a style sheet.
        let usesApptentive = settings.apptentive || themes.contains { $0.declaration.isStyleSheet }
        return ResolvedSet(
            themes: themes, completeness: completeness, swiftNames: settings.swiftNames,
            defaultThemeIndex: defaultThemeIndex(settings.defaultTheme, themes: themes),
            storageKey: settings.storageKey?.value ?? Self.defaultStorageKey,
            apptentiveStyles: themes.map { usesApptentive ? ApptentiveStyleResolution.style(of: $0) : nil },
            inputs: inputs, contrastFindings: contrastCheck.findings)
    }

    /// The themes with duplicate names or stored ids reported and dropped.
    private mutating func uniqueThemes(_ themes: [ThemeDeclaration]) -> [ThemeDeclaration] {
        var byName: [String: ThemeDeclaration] = [:]
        var byID: [String: ThemeDeclaration] = [:]
        var unique: [ThemeDeclaration] = []
        for theme in themes {
            if let first = byName[theme.name] {
                log.error(
                    "theme \(quoted: theme.name) is defined twice", at: theme.location,
                    notes: [.init("\(quoted: theme.name) is first defined here", at: first.location)])
                continue
            }
            byName[theme.name] = theme
            let storedID = theme.storedID
            if let first = byID[storedID] {
                log.error(
                    "theme \(quoted: theme.name) has the stored id \(quoted: storedID), which theme \(quoted: first.name) already has",
                    at: theme.id?.location ?? theme.location,
                    notes: [.init("theme \(quoted: first.name) is defined here", at: first.id?.location ?? first.location)])
                continue
            }
            byID[storedID] = theme
            unique.append(theme)
        }
        return unique
    }

    /// One value for each setting across files; two different values are an error naming both.
    private mutating func mergedSettings(_ all: [SetSettings]) -> SetSettings {
        var result = SetSettings()
        for settings in all {
            result.defaultTheme = agree(result.defaultTheme, settings.defaultTheme, "defaultTheme")
            result.storageKey = agree(result.storageKey, settings.storageKey, "storageKey")
            result.contrast += settings.contrast
            result.apptentive = result.apptentive || settings.apptentive
            for (group, names) in settings.swiftNames {
                for (key, name) in names.sorted(by: { $0.key < $1.key }) {
                    result.swiftNames[group, default: [:]][key] = agree(result.swiftNames[group]?[key], name, "swiftNames.\(group.rawValue).\(key)")
                }
            }
        }
        return result
    }

    private mutating func agree(_ first: Located<String>?, _ next: Located<String>?, _ key: String) -> Located<String>? {
        guard let first else { return next }
        if let next, next.value != first.value {
            log.error(
                "\(quoted: key) is \(quoted: next.value) here but \(quoted: first.value) in another file; give it once", at: next.location,
                notes: [.init("\(quoted: key) is first given here", at: first.location)])
        }
        return first
    }

    /// Resolves ThemeGen themes first, then style sheets, which may take keys from a ThemeGen theme. The
    /// themes of each kind are resolved on every core, each depending only on its own declaration; a
    /// ThemeGen theme's declarations are freed as soon as it is resolved.
    private mutating func resolveValues(of declarations: consuming [ThemeDeclaration], defaultTheme: String?) -> [ResolvedTheme] {
        var all = declarations
        let mixed = StyleSheetMixing.isMixed(all)
        let isStyleSheet = all.map(\.isStyleSheet)
        let sheets = all.filter(\.isStyleSheet)
        var themes = all.filter { !$0.isStyleSheet }
        all = []
        if mixed {
            for index in themes.indices { StyleSheetMixing.addDerivedStyleSheetKeys(to: &themes[index]) }
        }
        let resolvedThemes = ConcurrentMap.mapConsuming(consume themes) { theme in Self.resolveValues(of: theme) }
        let donor = resolvedThemes.first { $0.theme.declaration.name == defaultTheme }?.theme ?? resolvedThemes.first?.theme
        let resolvedSheets = ConcurrentMap.map(sheets, Self.resolveValues).map { sheet in
            guard let donor else { return sheet }
            return (StyleSheetMixing.addingDonorKeys(to: sheet.theme, from: donor), sheet.diagnostics)
        }
        var nextTheme = resolvedThemes.makeIterator()
        var nextSheet = resolvedSheets.makeIterator()
        return isStyleSheet.compactMap { isSheet in
            guard let resolved = isSheet ? nextSheet.next() : nextTheme.next() else { return nil }
            log.append(contentsOf: resolved.diagnostics)
            return resolved.theme
        }
    }

    /// One theme's values, and the problems found with its references, group by group.
    private static func resolveValues(of theme: ThemeDeclaration) -> (theme: ResolvedTheme, diagnostics: [Diagnostic]) {
        let sources = ResolutionSources(theme)
        var tokens = ThemeTokens()
        let logs = ValueGroups.all.map { $0.resolveTokens(theme.tokens[$0.group] ?? [], sources, &tokens) }
        // Every colour and font is resolved by now, so the appearance reads them without evaluating any again.
        let appearance =
            theme.appearance.isEmpty
            ? ThemeAppearance()
            : AppearanceResolution.resolve(theme, colors: sources.colors, fonts: sources.fonts, font: sources.font)
        // Read last: a group's resolver also reports other groups' references to it (a shadow's unknown colour).
        return (ResolvedTheme(declaration: theme, appearance: appearance, tokens: tokens), logs.flatMap { $0() })
    }

    private mutating func defaultThemeIndex(_ setting: Located<String>?, themes: [ResolvedTheme]) -> Int? {
        guard let setting else { return 0 }
        if let index = themes.firstIndex(where: { $0.declaration.name == setting.value }) { return index }
        let hint = Suggestions.didYouMean(setting.value, in: themes.map(\.declaration.name))
        log.error("'defaultTheme' names unknown theme \(quoted: setting.value)\(hint)", at: setting.location)
        return nil
    }
}

/// A theme whose values are concrete, before names are given.
@dynamicMemberLookup
struct ResolvedTheme: Sendable {
    /// The theme as declared, without its tokens: `keys(in:)` has what is kept of them.
    let declaration: ThemeDeclaration
    /// The declared keys of the groups whose keys are not simply their tokens' (a value is broken, a key
    /// derived, or keys sit in nested groups); the other groups' keys are made from their tokens when
    /// asked for, so that a theme whose every value resolved keeps no second list of its keys.
    private var declaredKeys: [TokenGroup: [DeclaredKey]]
    /// The `appearance` settings, concrete.
    let appearance: ThemeAppearance
    /// The values, group by group (`resolved.colors` reads `resolved.tokens.colors`).
    let tokens: ThemeTokens
    /// Where each `values` key is in `values`.
    private let valueIndex: [String: Int]

    /// A resolved theme: `declaration` is kept without its tokens, whose keys are `keys`, or when no keys
    /// are given, the keys of the declaration's tokens.
    init(declaration: ThemeDeclaration, keys: [TokenGroup: [DeclaredKey]]? = nil, appearance: ThemeAppearance = ThemeAppearance(), tokens: ThemeTokens) {
        var bare = declaration
        bare.tokens = [:]
        self.declaration = bare
        self.declaredKeys = [:]
        self.appearance = appearance
        self.tokens = tokens
        self.valueIndex = Dictionary(tokens.values.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        if let keys {
            declaredKeys = keys.filter { group, keys in !hasTokens(for: keys, in: group) }
        } else {
            // Only the groups whose keys differ from their tokens' are made into `DeclaredKey`s.
            declaredKeys = declaration.tokens.filter { group, declarations in !hasTokens(for: declarations, in: group) }
                .mapValues { $0.map(DeclaredKey.init) }
        }
    }

    /// The keys the theme declares in `group`, including those whose values are broken.
    func keys(in group: TokenGroup) -> [DeclaredKey] {
        if let keys = declaredKeys[group] { return keys }
        return visitTokens(in: group, KeysOfTokens())
    }

    /// How many keys the theme declares in `group` (counted without making them).
    func keyCount(in group: TokenGroup) -> Int {
        declaredKeys[group]?.count ?? visitTokens(in: group, TokenCount())
    }

    /// Whether the theme's keys in `group` are those of `definitions`, in their order (compared in place).
    func declaresKeys(inOrderOf definitions: [some Keyed], in group: TokenGroup) -> Bool {
        if let keys = declaredKeys[group] { return KeyOrder.isSame(keys, definitions) }
        return visitTokens(in: group, HasKeys(keys: definitions))
    }

    /// A group's tokens (`resolved.colors`).
    subscript<Tokens>(dynamicMember group: KeyPath<ThemeTokens, Tokens>) -> Tokens {
        tokens[keyPath: group]
    }

    /// `visitor` applied to the tokens of `group`.
    private func visitTokens<Visitor: TokenVisitor>(in group: TokenGroup, _ visitor: Visitor) -> Visitor.Result {
        tokens.visit(group, visitor)
    }

    /// Whether `keys` are exactly the keys of the group's tokens.
    private func hasTokens(for keys: [some KeyDeclaring], in group: TokenGroup) -> Bool {
        visitTokens(in: group, AreTheKeys(keys: keys))
    }

    /// The keys of tokens defined where their theme declares them.
    private struct KeysOfTokens: TokenVisitor {
        func visit<Value>(_ tokens: [Token<Value>]) -> [DeclaredKey] { tokens.map(DeclaredKey.init) }
    }

    /// How many tokens there are.
    private struct TokenCount: TokenVisitor {
        func visit<Value>(_ tokens: [Token<Value>]) -> Int { tokens.count }
    }

    /// Whether tokens have `keys`, in order.
    private struct HasKeys<Key: Keyed>: TokenVisitor {
        let keys: [Key]
        func visit<Value>(_ tokens: [Token<Value>]) -> Bool { KeyOrder.isSame(tokens, keys) }
    }

    /// Whether `keys` are exactly the keys of tokens (`DeclaredKey.areTheKeys`).
    private struct AreTheKeys<Key: KeyDeclaring>: TokenVisitor {
        let keys: [Key]
        func visit<Value>(_ tokens: [Token<Value>]) -> Bool { DeclaredKey.areTheKeys(of: tokens, keys) }
    }

    /// The token of a `values` key, if the theme has it.
    func value(of key: String) -> Token<String>? {
        valueIndex[key].map { tokens.values[$0] }
    }

    /// The public model, tokens in the set's key order.
    func model(swiftName: SwiftName, keys: [TokenGroup: [Completeness.FirstDefinition]]) -> Theme {
        var ordered = tokens
        for group in TokenGroup.allCases {
            ordered.access(group, Ordering(order: keys[group] ?? []))
        }
        return Theme(
            displayName: declaration.name,
            storedID: declaration.storedID,
            swiftName: swiftName,
            location: declaration.location,
            tokens: ordered,
            appearance: appearance)
    }

    /// Puts tokens in the order of `order`'s keys.
    private struct Ordering: TokenAccess {
        let order: [Completeness.FirstDefinition]

        func apply<Value>(_ tokens: inout [Token<Value>]) {
            if KeyOrder.isSame(tokens, order) { return }
            let byKey = Dictionary(tokens.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            tokens = order.compactMap { byKey[$0.key] }
        }
    }
}
