/// DTCG resolvers: which modifiers make themes and which the appearance, and the token sources of each
/// resolution.
extension DesignTokenLoader {
    /// The themes of a resolver: one per combination of its theme modifiers' contexts, each with a
    /// resolution per appearance context.
    mutating func themes(of resolver: ResolverDocument, path: String, root: Node) -> [ThemeRequest] {
        guard let (appearance, themeModifiers) = modifierRoles(resolver, path: path) else { return [] }
        // Counted before any is made: a few modifiers of a few contexts each multiply to millions. (The count
        // stops past the most, so it cannot overflow.)
        var product = 1
        for modifier in themeModifiers where product <= Self.maximumThemes { product *= modifier.contexts.count }
        if product > Self.maximumThemes, let first = themeModifiers.first {
            let named = themeModifiers.map { "\(quoted: $0.name) (\($0.contexts.count) contexts)" }.joined(separator: " × ")
            let total = themeModifiers.reduce(1.0) { $0 * Double($1.contexts.count) }
            log.error("the theme modifiers \(named) make \(NumberText.plain(total)) themes, more than the \(Self.maximumThemes) ThemeGen makes from one resolver; give the modifiers that are not themes a 'default' context and name the theme modifiers in themegen.yml's 'tokens.themes'", at: first.location)
            return []
        }
        var choices: [[(modifier: String, context: String, location: SourceLocation)]] = [[]]
        for modifier in themeModifiers {
            choices = choices.flatMap { choice in modifier.contexts.map { choice + [(modifier.name, $0.name, $0.location)] } }
        }
        var themes: [ThemeRequest] = []
        for choice in choices {
            let name = choice.isEmpty ? (resolver.name ?? DesignTokenFiles.themeName(path: path)) : choice.map(\.context).joined(separator: " ")
            let location = choice.last?.location ?? root.location
            var selected = Dictionary(uniqueKeysWithValues: choice.map { ($0.modifier, $0.context) })
            let appearanceNames = appearance.map { modifier in Self.appearanceContexts.filter { name in modifier.contexts.contains { $0.name == name } } } ?? ["light"]
            var appearances: [(String, [DesignTokenSource])] = []
            for appearanceName in appearanceNames {
                if let appearance { selected[appearance.name] = appearanceName }
                appearances.append((appearanceName, sources(resolver, selected: selected, path: path)))
            }
            themes.append(ThemeRequest(name: name, location: location, appearances: appearances))
        }
        return themes
    }


    /// The appearance modifier and the theme modifiers: as `themegen.yml` names them, or by the default
    /// rule. Every other modifier takes its default context; one without a default is an error.
    mutating func modifierRoles(_ resolver: ResolverDocument, path: String) -> (ResolverDocument.Modifier?, [ResolverDocument.Modifier])? {
        let isAppearance = { (modifier: ResolverDocument.Modifier) -> Bool in
            let names = Set(modifier.contexts.map(\.name))
            return names.contains("light") && names.contains("dark") && names.isSubset(of: Self.appearanceContexts)
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
        var appearance: ResolverDocument.Modifier?
        if let chosen = roles.appearance {
            appearance = named(chosen, "appearance")
            if let modifier = appearance, !isAppearance(modifier) {
                log.error("'tokens.appearance' names the modifier \(quoted: modifier.name), whose contexts (\(SchemaReader.list(modifier.contexts.map(\.name)))) are not appearances; they must include 'light' and 'dark', and may include 'lightHighContrast' and 'darkHighContrast'", at: chosen.location)
                valid = false
            }
        } else {
            appearance = resolver.modifiers.first(where: isAppearance)
        }
        let themes = roles.themes.map { $0.compactMap { named($0, "themes") } } ?? resolver.modifiers.filter { $0.name != appearance?.name }
        for modifier in resolver.modifiers where modifier.name != appearance?.name && !themes.contains(where: { $0.name == modifier.name })
            && modifier.defaultContext == nil {
            log.error("modifier \(quoted: modifier.name) makes neither themes nor the appearance and has no 'default' context to use; give it one, or name it in themegen.yml's 'tokens.themes'", at: modifier.location)
            valid = false
        }
        return valid ? (appearance, themes) : nil
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
            case .inline(let node):
                lists.append(DesignTokenDocument.read(node, log: &log))
            case .set(let name, let location):
                guard let setSources = resolver.sets[name] else {
                    log.error("'#/sets/\(name)' names no set of this resolver", at: location)
                    continue
                }
                if let start = sets.firstIndex(of: name) {
                    let cycle = (sets[start...] + [name]).map { "\(quoted: $0)" }.joined(separator: " → ")
                    log.error("set \(quoted: name) names itself through its sources: \(cycle); a set's sources must end in token files", at: location)
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
        for case .file(let reference, _) in all { files.insert(DesignTokenFiles.path(reference, relativeTo: path)) }
        return files
    }
}
