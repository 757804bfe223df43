/// Checks that every theme defines every key of every group, after inheritance.
struct Completeness {
    /// A key of a group, and where it is first defined: which theme, and the place.
    struct FirstDefinition: Keyed {
        let key: String
        /// The nested groups the key is in, as its first definition writes it.
        let groupPath: [String]
        let theme: String
        let location: SourceLocation
        /// What the defining theme says about the key.
        let documentation: KeyDocumentation?
    }

    /// How many missing keys of one group are reported one by one before the rest are summed up.
    static let reportedPerGroup = 8

    let themes: [ResolvedTheme]
    /// Each group's keys in order of first definition across the themes.
    private(set) var keys: [TokenGroup: [FirstDefinition]] = [:]

    init(themes: [ResolvedTheme]) {
        self.themes = themes
        for group in TokenGroup.allCases {
            var order: [FirstDefinition] = []
            var seen = Set<String>()
            for theme in themes {
                // Most themes repeat the keys already seen, in the same order: that needs no hashing.
                if theme.declaresKeys(inOrderOf: order, in: group) { continue }
                for declaration in theme.keys(in: group) where seen.insert(declaration.key).inserted {
                    order.append(
                        FirstDefinition(
                            key: declaration.key, groupPath: declaration.groupPath, theme: theme.declaration.name,
                            location: declaration.location, documentation: theme.declaration.documentation[group]?[declaration.key]))
                }
            }
            keys[group] = order
        }
    }

    /// An error at each theme for each key it lacks, with a note where the key is defined — but for the
    /// themes declared in `filesWithErrors`: what such a theme lacks may follow from the error already
    /// reported (a misspelt group name, a value that did not read), and is reported once it is fixed.
    func check(skippingThemesIn filesWithErrors: Set<String> = []) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for theme in themes where !filesWithErrors.contains(theme.declaration.location.file) {
            for group in TokenGroup.allCases {
                // A theme's keys are distinct, so a theme with as many keys as the set has them all.
                guard theme.keyCount(in: group) < (keys[group]?.count ?? 0) else { continue }
                let present = Set(theme.keys(in: group).map(\.key))
                let missing = (keys[group] ?? []).filter { !present.contains($0.key) }
                for definition in missing.prefix(Self.reportedPerGroup) {
                    diagnostics.append(
                        Diagnostic(
                            .error, "theme \(quoted: theme.declaration.name) does not define \(group.noun) \(quoted: definition.key); every theme must define the same keys",
                            at: theme.declaration.location,
                            notes: [.init("\(quoted: definition.key) is defined in theme \(quoted: definition.theme) here", at: definition.location)]))
                }
                if missing.count > Self.reportedPerGroup {
                    diagnostics.append(
                        Diagnostic(
                            .error, "theme \(quoted: theme.declaration.name) lacks \(missing.count - Self.reportedPerGroup) more \(group.rawValue) that other themes define",
                            at: theme.declaration.location))
                }
            }
        }
        return diagnostics
    }
}
