/// Tokens Studio's themes (`$themes.json`, or `$themes` in a single-file export): its theme groups as
/// themes and appearances, its token sets as sources, read as Tokens Studio means them.
extension DesignTokenLoader {
    /// The token sets a Tokens Studio project's themes may select, by name (read in Tokens Studio's
    /// dialect), the file that lists the themes, and the message for a set it lacks.
    struct TokenSets {
        let byName: [String: DesignTokenSource]
        let themesPath: String
        let missingMessage: (String) -> String
    }

    /// The sets of a multi-file export: `brand/acme` is the file `brand/acme.json` beside `$themes.json`.
    func tokenSets(selectedBy themes: [TokensStudioThemes.Theme], themesPath path: String) -> TokenSets {
        var byName: [String: DesignTokenSource] = [:]
        for name in themes.flatMap(\.sets).map(\.name) where byName[name] == nil {
            byName[name] = tokensByPath[DesignTokenFiles.path("\(name).json", relativeTo: path)]?.inTokensStudioDialect
        }
        return TokenSets(byName: byName, themesPath: path) { name in
            "$themes.json selects the token set \(quoted: name), but \(DesignTokenFiles.path("\(name).json", relativeTo: path)) is not among the inputs or is not a token file"
        }
    }

    /// The themes of a single-file export: its `$themes`, or without themes one theme named after the
    /// file, of every set in `$metadata`'s order (else the file's).
    mutating func themes(of file: TokensStudioFile, path: String) -> [ThemeRequest] {
        let byName = Dictionary(file.sets.map { ($0.name, $0.source) }, uniquingKeysWith: { first, _ in first })
        let sets = TokenSets(byName: byName, themesPath: path) { name in
            "$themes selects the token set \(quoted: name), which this file does not define"
        }
        let order = file.setOrder + file.sets.map(\.name).filter { !file.setOrder.contains($0) }
        if let themesNode = file.themes, let studioThemes = TokensStudioThemes.read(themesNode, log: &log), !studioThemes.isEmpty {
            return themes(of: studioThemes, path: path, order: order, sets: sets, soleThemeName: DesignTokenFiles.themeName(path: path))
        }
        let lists = order.compactMap { sets.byName[$0] }
        return [ThemeRequest(name: DesignTokenFiles.themeName(path: path), location: .startOf(path), appearances: [("light", lists)])]
    }

    /// The themes of a `$themes.json`: a group whose themes are named as appearances (`Light`, `Dark`, …)
    /// gives the colour variants; every other group's themes combine into ThemeGen themes (named
    /// `Acme Compact`); themes without a group are alternatives of their own. When the appearances are
    /// all there is, the one theme is `soleThemeName`.
    mutating func themes(of studioThemes: [TokensStudioThemes.Theme], path: String, order: [String], sets: TokenSets,
                         soleThemeName: String) -> [ThemeRequest] {
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
        var requests: [ThemeRequest] = []
        for combination in combinations {
            let name = combination.isEmpty ? soleThemeName : combination.map(\.name).joined(separator: " ")
            var variants: [(name: String, lists: [DesignTokenSource])] = []
            let ordered = appearances.isEmpty ? [nil] : Self.appearanceContexts.compactMap { context in
                appearances.first { TokensStudioThemes.appearance(of: $0.name) == context }
            }
            var complete = true
            for appearance in ordered {
                let chosen = combination + (appearance.map { [$0] } ?? [])
                guard let lists = sources(of: chosen, order: order, sets: sets) else {
                    complete = false
                    continue
                }
                variants.append((appearance.flatMap { TokensStudioThemes.appearance(of: $0.name) } ?? "light", lists))
            }
            // A theme with a missing set is left out: its missing keys would only repeat that error.
            if complete { requests.append(ThemeRequest(name: name, location: combination.last?.location ?? .startOf(path), appearances: variants)) }
        }
        return requests
    }

    /// The token sets the chosen themes select, in `$metadata`'s order (else the order written), each
    /// for references only unless a theme enables it; `nil` when one is missing (reported).
    mutating func sources(of themes: [TokensStudioThemes.Theme], order: [String], sets: TokenSets) -> [DesignTokenSource]? {
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
            guard let source = sets.byName[name] else {
                let selecting = themes.first { theme in theme.sets.contains { $0.name == name } }
                log.error(sets.missingMessage(name), at: selecting?.location ?? .startOf(sets.themesPath))
                complete = false
                continue
            }
            lists.append(statuses[name] == .enabled ? source : source.referenceOnly)
        }
        return complete ? lists : nil
    }
}
