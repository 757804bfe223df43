/// Tokens Studio's `$themes.json`: its theme groups as themes and appearances, its token sets as sources.
extension DesignTokenLoader {
    /// The themes of a `$themes.json`: a group whose themes are named as appearances (`Light`, `Dark`, …)
    /// gives the colour variants; every other group's themes combine into ThemeGen themes (named
    /// `Acme Compact`); themes without a group are alternatives of their own.
    mutating func themes(of studioThemes: [TokensStudioThemes.Theme], path: String, order: [String]) -> [ThemeDeclaration] {
        var groups: [(name: String?, themes: [TokensStudioThemes.Theme])] = []
        for theme in studioThemes {
            if let index = groups.firstIndex(where: { $0.name == theme.group }) { groups[index].themes.append(theme) } else { groups.append((theme.group, [theme])) }
        }
        let appearanceGroup = groups.firstIndex { group in
            let names = group.themes.compactMap { TokensStudioThemes.appearance(of: $0.name) }
            return names.count == group.themes.count && names.contains("light") && names.contains("dark")
        }
        var combinations: [[TokensStudioThemes.Theme]] = [[]]
        for (index, group) in groups.enumerated() where index != appearanceGroup {
            combinations = combinations.flatMap { combination in group.themes.map { combination + [$0] } }
        }
        let appearances = appearanceGroup.map { groups[$0].themes } ?? []
        var declarations: [ThemeDeclaration] = []
        for combination in combinations {
            let name = combination.isEmpty ? DesignTokenFiles.folderName(of: [path]) : combination.map(\.name).joined(separator: " ")
            var variants: [(name: String, lists: [DesignTokenSource])] = []
            let ordered = appearances.isEmpty ? [nil] : Self.appearanceContexts.compactMap { context in
                appearances.first { TokensStudioThemes.appearance(of: $0.name) == context }
            }
            var complete = true
            for appearance in ordered {
                let chosen = combination + (appearance.map { [$0] } ?? [])
                guard let lists = sources(of: chosen, path: path, order: order) else {
                    complete = false
                    continue
                }
                variants.append((appearance.flatMap { TokensStudioThemes.appearance(of: $0.name) } ?? "light", lists))
            }
            // A theme with a missing set is left out: its missing keys would only repeat that error.
            if complete, let theme = theme(named: name, at: combination.last?.location ?? .startOf(path), appearances: variants) { declarations.append(theme) }
        }
        return declarations
    }

    /// The token sets the chosen themes select, in `$metadata.json`'s order (else the order written), each
    /// for references only unless a theme enables it; `nil` when one is missing (reported).
    mutating func sources(of themes: [TokensStudioThemes.Theme], path: String, order: [String]) -> [DesignTokenSource]? {
        var statuses: [String: TokensStudioThemes.SetStatus] = [:]
        var written: [String] = []
        for theme in themes {
            for (name, status) in theme.sets {
                if statuses[name] == nil { written.append(name) }
                if statuses[name] != .enabled { statuses[name] = status }
            }
        }
        let names = order.filter { statuses[$0] != nil } + written.filter { !order.contains($0) }
        var lists: [DesignTokenSource] = []
        var complete = true
        for name in names {
            let filePath = DesignTokenFiles.path("\(name).json", relativeTo: path)
            guard let source = tokensByPath[filePath] else {
                let selecting = themes.first { theme in theme.sets.contains { $0.name == name } }
                log.error("$themes.json selects the token set '\(name)', but \(filePath) is not among the inputs or is not a token file", at: selecting?.location ?? .startOf(path))
                complete = false
                continue
            }
            lists.append(statuses[name] == .enabled ? source : source.referenceOnly)
        }
        return complete ? lists : nil
    }
}
