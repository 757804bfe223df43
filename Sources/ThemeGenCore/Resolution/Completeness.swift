/// Checks that every theme defines every key of every group, after inheritance.
struct Completeness {
    /// How many missing keys of one group are reported one by one before the rest are summed up.
    static let reportedPerGroup = 8

    let themes: [ResolvedTheme]
    /// Each group's keys in order of first definition across the themes.
    private(set) var keys: [TokenGroup: [String]] = [:]
    /// Where each key is first defined, by group: the theme and the place.
    private(set) var firstDefinitions: [TokenGroup: [String: (theme: String, location: SourceLocation)]] = [:]

    /// Where `key` of `group` is first defined.
    func firstLocation(of key: String, in group: TokenGroup) -> SourceLocation {
        firstDefinitions[group]?[key]?.location ?? .startOf("")
    }

    init(themes: [ResolvedTheme]) {
        self.themes = themes
        for group in TokenGroup.allCases {
            var order: [String] = []
            var first: [String: (String, SourceLocation)] = [:]
            for theme in themes {
                for (key, location) in theme.keys(in: group) where first[key] == nil {
                    first[key] = (theme.declaration.name, location)
                    order.append(key)
                }
            }
            keys[group] = order
            firstDefinitions[group] = first
        }
    }

    /// An error at each theme for each key it lacks, with a note where the key is defined.
    mutating func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for theme in themes {
            for group in TokenGroup.allCases {
                let present = Set(theme.keys(in: group).map(\.key))
                let missing = (keys[group] ?? []).filter { !present.contains($0) }
                for key in missing.prefix(Self.reportedPerGroup) {
                    guard let definition = firstDefinitions[group]?[key] else { continue }
                    diagnostics.append(Diagnostic(
                        .error, "theme '\(theme.declaration.name)' does not define \(group.noun) '\(key)'; every theme must define the same keys",
                        at: theme.declaration.location,
                        notes: [.init("'\(key)' is defined in theme '\(definition.theme)' here", at: definition.location)]))
                }
                if missing.count > Self.reportedPerGroup {
                    diagnostics.append(Diagnostic(
                        .error, "theme '\(theme.declaration.name)' lacks \(missing.count - Self.reportedPerGroup) more \(group.rawValue) that other themes define",
                        at: theme.declaration.location))
                }
            }
        }
        return diagnostics
    }
}
