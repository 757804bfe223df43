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
        // Without themes, sets named as appearances (`light`, `dark`) are the appearances of the others.
        let location = SourceLocation.startOf(path)
        if let modes = AppearanceModes(order.map { ($0, location) }, reading: roles.appearance(ofMode:)), modes.unread.isEmpty == false {
            let base = order.filter { name in modes.unread.contains { $0.name == name } }
            let appearanceThemes = modes.modes.map { mode in
                TokensStudioThemes.Theme(
                    name: mode.name, group: "appearance", location: location,
                    sets: base.map { ($0, TokensStudioThemes.SetStatus.enabled) } + [(mode.name, .enabled)])
            }
            log.append(Diagnostic(.note, "this export has no themes; its sets \(modes.modes.map { "\(quoted: $0.name)" }.joined(separator: ", ")), named as appearances, are read as the appearances of the others", at: location))
            return themes(of: appearanceThemes, path: path, order: order, sets: sets, soleThemeName: DesignTokenFiles.themeName(path: path))
        }
        let lists = order.compactMap { sets.byName[$0] }
        return [ThemeRequest(name: DesignTokenFiles.themeName(path: path), location: location, appearances: [("light", lists)])]
    }

    /// The themes of a `$themes.json`: a group whose themes are named as appearances (`Light`, `Dark`,
    /// `Light HC`, `brand-a-dark`: `AppearanceModes`) gives the colour variants; every other group's themes
    /// combine into ThemeGen themes (named `Acme Compact`). Themes without a group are alternatives, but for
    /// those named as appearances (the appearances) and as platforms (`TokensStudioPlatforms`: the Apple
    /// one and a base such as Global are in every theme, the others are left out, with a note). When the
    /// appearances are all there is, the one theme is `soleThemeName`.
    mutating func themes(
        of studioThemes: [TokensStudioThemes.Theme], path: String, order: [String], sets: TokenSets,
        soleThemeName: String
    ) -> [ThemeRequest] {
        var groups: [(name: String?, themes: [TokensStudioThemes.Theme])] = []
        for theme in studioThemes {
            if let index = groups.firstIndex(where: { $0.name == theme.group }) { groups[index].themes.append(theme) } else { groups.append((theme.group, [theme])) }
        }
        var always: [TokensStudioThemes.Theme] = []
        var appearanceGroup: (group: Int, modes: AppearanceModes)?
        for (index, group) in groups.enumerated() where appearanceGroup == nil {
            guard let modes = AppearanceModes(group.themes.map { ($0.name, $0.location) }, reading: roles.appearance(ofMode:)) else { continue }
            appearanceGroup = (index, modes)
            for (mode, earlier) in modes.repeated {
                log.warning(AppearanceModes.repeatedMessage(mode, earlier: earlier, in: "the theme"), at: mode.location)
            }
            let unread = group.themes.filter { theme in modes.unread.contains { $0.name == theme.name } }
            guard !unread.isEmpty else { continue }
            if group.name == nil, let platforms = TokensStudioPlatforms(unread) {
                always = platforms.included
                log.append(Diagnostic(.note, platforms.note, at: .startOf(path)))
            } else {
                for theme in unread { log.warning(AppearanceModes.unreadMessage(theme.name, in: "the theme"), at: theme.location) }
            }
        }
        var combinations: [[TokensStudioThemes.Theme]] = [always]
        for (index, group) in groups.enumerated() where index != appearanceGroup?.group {
            combinations = combinations.flatMap { combination in group.themes.map { combination + [$0] } }
        }
        let appearanceThemes = appearanceGroup.map { groups[$0.group].themes } ?? []
        var requests: [ThemeRequest] = []
        for combination in combinations {
            for appearanceTheme in appearanceGroup?.modes.themes ?? [nil] {
                // A group of one theme is no choice, and names nothing (designsystemet's 'Semantic').
                let chosen = combination.filter { theme in !always.contains { $0.name == theme.name } && (groups.first { $0.name == theme.group }?.themes.count ?? 0) > 1 }
                let words = chosen.map(\.name) + (appearanceTheme.map { [$0] } ?? [])
                let name = words.isEmpty ? soleThemeName : words.joined(separator: " ")
                var variants: [(name: String, lists: [DesignTokenSource])] = []
                var complete = true
                let modes: [(appearance: String, theme: TokensStudioThemes.Theme?)] =
                    appearanceGroup.map { appearance in
                        TokenModifierRoles.appearanceNames.compactMap { name in
                            appearance.modes.mode(theme: appearanceTheme, appearance: name).map { mode in (name, appearanceThemes.first { $0.name == mode.name }) }
                        }
                    } ?? [("light", nil)]
                for mode in modes {
                    guard let lists = sources(of: combination + (mode.theme.map { [$0] } ?? []), order: order, sets: sets) else {
                        complete = false
                        continue
                    }
                    variants.append((mode.appearance, lists))
                }
                // A theme with a missing set is left out: its missing keys would only repeat that error.
                if complete, variants.first?.name == "light" {
                    requests.append(ThemeRequest(name: name, location: combination.last?.location ?? .startOf(path), appearances: variants))
                }
            }
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
