/// DTCG resolvers: which modifiers make themes and which the appearance, and the token sources of each
/// resolution.
extension DesignTokenLoader {
    /// The themes of a resolver: one per combination of its theme modifiers' contexts (and of the themes
    /// the appearance modifier's contexts are appearances of, `brand-a-light`), each with a resolution per
    /// appearance.
    mutating func themes(of resolver: ResolverDocument, path: String, at rootLocation: SourceLocation) -> [ThemeRequest] {
        guard let (appearance, themeModifiers) = modifierRoles(resolver, path: path) else { return [] }
        let appearanceThemes = appearance?.modes.themes ?? [nil]
        // Counted before any is made: a few modifiers of a few contexts each multiply to millions. (The count
        // stops past the most, so it cannot overflow.)
        var product = appearanceThemes.count
        for modifier in themeModifiers where product <= Self.maximumThemes { product *= modifier.contexts.count }
        if product > Self.maximumThemes, let first = themeModifiers.first {
            let named = themeModifiers.map { "\(quoted: $0.name) (\($0.contexts.count) contexts)" }.joined(separator: " × ")
            let total = themeModifiers.reduce(Double(appearanceThemes.count)) { $0 * Double($1.contexts.count) }
            log.error("the theme modifiers \(named) make \(NumberText.plain(total)) themes, more than the \(Self.maximumThemes) ThemeGen makes from one resolver; give the modifiers that are not themes a 'default' context and name the theme modifiers in themegen.yml's 'tokens.themes'", at: first.location)
            return []
        }
        var choices: [[(modifier: String, context: String, location: SourceLocation)]] = [[]]
        for modifier in themeModifiers {
            choices = choices.flatMap { choice in modifier.contexts.map { choice + [(modifier.name, $0.name, $0.location)] } }
        }
        var themes: [ThemeRequest] = []
        for choice in choices {
            for appearanceTheme in appearanceThemes {
                let words = choice.map(\.context) + (appearanceTheme.map { [$0] } ?? [])
                let name = words.isEmpty ? (resolver.name ?? DesignTokenFiles.themeName(path: path)) : words.joined(separator: " ")
                var selected = Dictionary(uniqueKeysWithValues: choice.map { ($0.modifier, $0.context) })
                guard let appearance else {
                    themes.append(ThemeRequest(name: name, location: choice.last?.location ?? rootLocation, appearances: [("light", sources(resolver, selected: selected, path: path))]))
                    continue
                }
                guard let light = appearance.modes.mode(theme: appearanceTheme, appearance: "light") else {
                    log.error("modifier \(quoted: appearance.modifier.name) gives the theme \(quoted: appearanceTheme ?? name) no light appearance, and has no plain 'light' context to take it from; every theme needs a light appearance, its default", at: appearance.modifier.location)
                    continue
                }
                var appearances: [(String, [DesignTokenSource])] = []
                for appearanceName in TokenModifierRoles.appearanceNames {
                    guard let mode = appearance.modes.mode(theme: appearanceTheme, appearance: appearanceName) else { continue }
                    selected[appearance.modifier.name] = mode.name
                    appearances.append((appearanceName, sources(resolver, selected: selected, path: path)))
                }
                let location = appearanceTheme == nil ? (choice.last?.location ?? rootLocation) : light.location
                themes.append(ThemeRequest(name: name, location: location, appearances: appearances))
            }
        }
        return themes
    }

    /// The appearance modifier (its contexts read as appearances) and the theme modifiers: as
    /// `themegen.yml` names them, or by the default rule (the first modifier whose contexts are
    /// appearances). Every other modifier takes its default context; one without a default is an error.
    mutating func modifierRoles(_ resolver: ResolverDocument, path: String) -> ((modifier: ResolverDocument.Modifier, modes: AppearanceModes)?, [ResolverDocument.Modifier])? {
        let roles = self.roles
        let reading = { (modifier: ResolverDocument.Modifier) in
            AppearanceModes(modifier.contexts.map { ($0.name, $0.location) }, reading: roles.appearance(ofMode:))
        }
        let names = SchemaReader.list(resolver.modifiers.map(\.name))
        var valid = true
        func named(_ name: Located<String>, _ role: String) -> ResolverDocument.Modifier? {
            guard let modifier = resolver.modifiers.first(where: { $0.name == name.value }) else {
                log.error("'tokens.\(role)' names the modifier \(quoted: name.value), which \(path) does not have; its modifiers are \(names)", at: name.location)
                valid = false
                return nil
            }
            return modifier
        }
        var chosenAppearance: (modifier: ResolverDocument.Modifier, modes: AppearanceModes)?
        // The modifier the configuration names as the appearance is not also asked for a default.
        var appearanceName: String?
        if let chosen = roles.appearance {
            if let modifier = named(chosen, "appearance") {
                appearanceName = modifier.name
                if let modes = reading(modifier) {
                    chosenAppearance = (modifier, modes)
                } else {
                    log.error("'tokens.appearance' names the modifier \(quoted: modifier.name), whose contexts (\(SchemaReader.list(modifier.contexts.map(\.name)))) are not appearances; they must include a light and a dark one ('light', 'Dark', 'brand-light', …), or be mapped to them in 'tokens.appearances'", at: chosen.location)
                    valid = false
                }
            }
        } else {
            for modifier in resolver.modifiers where chosenAppearance == nil {
                if let modes = reading(modifier) { chosenAppearance = (modifier, modes) }
            }
            appearanceName = chosenAppearance?.modifier.name
        }
        if let chosenAppearance {
            for unread in chosenAppearance.modes.unread {
                log.warning(AppearanceModes.unreadMessage(unread.name, in: "context"), at: unread.location)
            }
            for (mode, earlier) in chosenAppearance.modes.repeated {
                log.warning(AppearanceModes.repeatedMessage(mode, earlier: earlier, in: "context"), at: mode.location)
            }
        }
        let themes = roles.themes.map { $0.compactMap { named($0, "themes") } } ?? resolver.modifiers.filter { $0.name != appearanceName }
        for modifier in resolver.modifiers
        where modifier.name != appearanceName && !themes.contains(where: { $0.name == modifier.name })
            && modifier.defaultContext == nil
        {
            log.error("modifier \(quoted: modifier.name) makes neither themes nor the appearance and has no 'default' context to use; give it one, or name it in themegen.yml's 'tokens.themes'", at: modifier.location)
            valid = false
        }
        return valid ? (chosenAppearance, themes) : nil
    }

    /// The token lists of one resolution, in order: each step's sources, a modifier's for its chosen context.
    mutating func sources(_ resolver: ResolverDocument, selected: [String: String], path: String) -> [DesignTokenSource] {
        var lists: [DesignTokenSource] = []
        for step in resolver.order {
            switch step {
            case .set(let name, let sources):
                lists += tokens(of: sources, resolver, path: path, sets: [name])
            case .modifier(let modifier):
                let contextName = selected[modifier.name] ?? modifier.defaultContext
                guard let context = modifier.contexts.first(where: { $0.name == contextName }) else { continue }
                lists += tokens(of: context.sources, resolver, path: path)
            }
        }
        return lists
    }

    /// The most themes one resolver makes.
    static let maximumThemes = 1_000

    /// The token lists of `sources`; `sets` are the sets being expanded, outermost first, so that a set
    /// that names itself, directly or through others, is reported rather than followed for ever.
    mutating func tokens(of sources: [ResolverDocument.Source], _ resolver: ResolverDocument, path: String, sets: [String] = []) -> [DesignTokenSource] {
        var lists: [DesignTokenSource] = []
        for source in sources {
            switch source {
            case .file(let reference, let location):
                let filePath = DesignTokenFiles.path(reference, relativeTo: path)
                guard let tokens = tokensByPath[filePath] else {
                    log.error("the resolver names \(quoted: reference) (\(filePath)), which is not among the inputs or is not a token file", at: location)
                    continue
                }
                lists.append(tokens)
            case .input(let filePath):
                guard let tokens = tokensByPath[filePath] else { continue }
                lists.append(tokens)
            case .inline(let node):
                lists.append(DesignTokenDocument.read(node, log: &log))
            case .set(let name, let location):
                guard let setSources = resolver.sets[name] else {
                    log.error("'#/sets/\(name)' names no set of this resolver", at: location, rule: .invalid(.resolverSyntax))
                    continue
                }
                if let start = sets.firstIndex(of: name) {
                    let cycle = (sets[start...] + [name]).map { "\(quoted: $0)" }.joined(separator: " → ")
                    log.error("set \(quoted: name) names itself through its sources: \(cycle); a set's sources must end in token files", at: location, rule: .invalid(.resolverSyntax))
                    continue
                }
                lists += tokens(of: setSources, resolver, path: path, sets: sets + [name])
            }
        }
        return lists
    }

    /// The token files a resolver names, by their paths in the set.
    func referencedFiles(_ resolver: ResolverDocument, path: String) -> Set<String> {
        var files = Set<String>()
        let inline = resolver.order.flatMap { step -> [ResolverDocument.Source] in
            if case .set(_, let sources) = step { return sources }
            return []
        }
        let all = resolver.sets.values.flatMap { $0 } + inline + resolver.modifiers.flatMap { $0.contexts.flatMap(\.sources) }
        for source in all {
            switch source {
            case .file(let reference, _): files.insert(DesignTokenFiles.path(reference, relativeTo: path))
            case .input(let filePath): files.insert(filePath)
            case .inline, .set: continue
            }
        }
        return files
    }
}
