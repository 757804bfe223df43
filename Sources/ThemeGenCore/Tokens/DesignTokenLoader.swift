/// Turns DTCG token files and resolvers into ThemeGen themes.
///
/// A resolver's themes come from its modifiers: one with `light` and `dark` contexts (and optionally
/// `lightHighContrast`, `darkHighContrast`) is the appearance, whose contexts become each colour's
/// variants; every other modifier's contexts are themes (several such modifiers: every combination).
/// Token files no resolver names are merged, in path order, into one theme (as Style Dictionary merges
/// its sources), named after the file when there is one, else after the folder that holds them all.
struct DesignTokenLoader {
    /// A DTCG document already read: a token file's tokens (its tree is not kept: only the values are
    /// needed, and the rest is freed as the next file is read), or a resolver's tree.
    struct Document {
        enum Content {
            case tokens(DesignTokenSource)
            case resolver(Node)
            case tokensStudioThemes(Node)
            case tokensStudioMetadata(Node)
        }

        let path: String
        let content: Content
    }

    /// The appearance contexts, in the order their colours fill a `ThemeColor`.
    static let appearanceContexts = ["light", "dark", "lightHighContrast", "darkHighContrast"]

    let units: DimensionUnits
    let roles: TokenModifierRoles
    var log = DiagnosticLog()
    private var tokensByPath: [String: DesignTokenSource] = [:]

    init(units: DimensionUnits, roles: TokenModifierRoles = TokenModifierRoles()) {
        self.units = units
        self.roles = roles
    }

    /// The themes of `documents`, each as the declarations of the file that defines it.
    mutating func declarations(_ documents: [Document]) -> [(path: String, declarations: FileDeclarations)] {
        var resolvers: [(path: String, root: Node)] = []
        var studioThemes: [(path: String, root: Node)] = []
        var setOrders: [String: [String]] = [:]
        for document in documents {
            switch document.content {
            case .tokens(let source): tokensByPath[document.path] = source
            case .resolver(let root): resolvers.append((document.path, root))
            case .tokensStudioThemes(let root): studioThemes.append((document.path, root))
            case .tokensStudioMetadata(let root): setOrders[DesignTokenFiles.path(".", relativeTo: document.path)] = TokensStudioThemes.setOrder(root)
            }
        }
        var results: [(path: String, declarations: FileDeclarations)] = []
        var named = Set<String>()
        for (path, root) in studioThemes {
            guard let themes = TokensStudioThemes.read(root, log: &log) else { continue }
            let folder = DesignTokenFiles.path(".", relativeTo: path)
            named.formUnion(themes.flatMap(\.sets).map { DesignTokenFiles.path("\($0.name).json", relativeTo: path) })
            results.append((path, FileDeclarations(themes: self.themes(of: themes, path: path, order: setOrders[folder] ?? []))))
        }
        for (path, root) in resolvers {
            guard let resolver = ResolverDocument.read(root, log: &log) else { continue }
            named.formUnion(referencedFiles(resolver, path: path))
            results.append((path, FileDeclarations(themes: themes(of: resolver, path: path, root: root))))
        }
        let loose = documents.filter { !named.contains($0.path) }.compactMap { document -> (path: String, tokens: DesignTokenSource)? in
            guard case .tokens(let source) = document.content else { return nil }
            return (document.path, source)
        }
        if let first = loose.first {
            let name = loose.count == 1 ? DesignTokenFiles.themeName(path: first.path) : DesignTokenFiles.folderName(of: loose.map(\.path))
            let theme = theme(named: name, at: .startOf(first.path), appearances: [("light", loose.map(\.tokens))])
            results.append((first.path, FileDeclarations(themes: theme.map { [$0] } ?? [])))
        }
        // Every file is an input of the set, also those whose themes another file declares.
        let declaring = Set(results.map(\.path))
        results += documents.filter { !declaring.contains($0.path) }.map { ($0.path, FileDeclarations()) }
        return results
    }

    private func referencedFiles(_ resolver: ResolverDocument, path: String) -> Set<String> {
        var files = Set<String>()
        let inline = resolver.order.flatMap { step -> [ResolverDocument.Source] in
            if case .set(_, let sources) = step { return sources }
            return []
        }
        let all = resolver.sets.values.flatMap { $0 } + inline + resolver.modifiers.flatMap { $0.contexts.flatMap(\.sources) }
        for case .file(let reference, _) in all { files.insert(DesignTokenFiles.path(reference, relativeTo: path)) }
        return files
    }

    // MARK: Resolvers

    private mutating func themes(of resolver: ResolverDocument, path: String, root: Node) -> [ThemeDeclaration] {
        guard let (appearance, themeModifiers) = modifierRoles(resolver, path: path) else { return [] }
        var choices: [[(modifier: String, context: String, location: SourceLocation)]] = [[]]
        for modifier in themeModifiers {
            choices = choices.flatMap { choice in modifier.contexts.map { choice + [(modifier.name, $0.name, $0.location)] } }
        }
        var themes: [ThemeDeclaration] = []
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
            if let theme = theme(named: name, at: location, appearances: appearances) { themes.append(theme) }
        }
        return themes
    }

    // MARK: Tokens Studio

    /// The themes of a `$themes.json`: a group whose themes are named as appearances (`Light`, `Dark`, …)
    /// gives the colour variants; every other group's themes combine into ThemeGen themes (named
    /// `Acme Compact`); themes without a group are alternatives of their own.
    private mutating func themes(of studioThemes: [TokensStudioThemes.Theme], path: String, order: [String]) -> [ThemeDeclaration] {
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
    private mutating func sources(of themes: [TokensStudioThemes.Theme], path: String, order: [String]) -> [DesignTokenSource]? {
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

    // MARK: Modifier roles

    /// The appearance modifier and the theme modifiers: as `themegen.yml` names them, or by the default
    /// rule. Every other modifier takes its default context; one without a default is an error.
    private mutating func modifierRoles(_ resolver: ResolverDocument, path: String) -> (ResolverDocument.Modifier?, [ResolverDocument.Modifier])? {
        let isAppearance = { (modifier: ResolverDocument.Modifier) -> Bool in
            let names = Set(modifier.contexts.map(\.name))
            return names.contains("light") && names.contains("dark") && names.isSubset(of: Self.appearanceContexts)
        }
        let names = SchemaReader.list(resolver.modifiers.map(\.name))
        var valid = true
        func named(_ name: Located<String>, _ role: String) -> ResolverDocument.Modifier? {
            guard let modifier = resolver.modifiers.first(where: { $0.name == name.value }) else {
                log.error("'tokens.\(role)' names the modifier '\(name.value)', which \(path) does not have; its modifiers are \(names)", at: name.location)
                valid = false
                return nil
            }
            return modifier
        }
        var appearance: ResolverDocument.Modifier?
        if let chosen = roles.appearance {
            appearance = named(chosen, "appearance")
            if let modifier = appearance, !isAppearance(modifier) {
                log.error("'tokens.appearance' names the modifier '\(modifier.name)', whose contexts (\(SchemaReader.list(modifier.contexts.map(\.name)))) are not appearances; they must include 'light' and 'dark', and may include 'lightHighContrast' and 'darkHighContrast'", at: chosen.location)
                valid = false
            }
        } else {
            appearance = resolver.modifiers.first(where: isAppearance)
        }
        let themes = roles.themes.map { $0.compactMap { named($0, "themes") } } ?? resolver.modifiers.filter { $0.name != appearance?.name }
        for modifier in resolver.modifiers where modifier.name != appearance?.name && !themes.contains(where: { $0.name == modifier.name })
            && modifier.defaultContext == nil {
            log.error("modifier '\(modifier.name)' makes neither themes nor the appearance and has no 'default' context to use; give it one, or name it in themegen.yml's 'tokens.themes'", at: modifier.location)
            valid = false
        }
        return valid ? (appearance, themes) : nil
    }

    /// The token lists of one resolution, in order: each step's sources, a modifier's for its chosen context.
    private mutating func sources(_ resolver: ResolverDocument, selected: [String: String], path: String) -> [DesignTokenSource] {
        var lists: [DesignTokenSource] = []
        for step in resolver.order {
            switch step {
            case .set(_, let sources):
                lists += tokens(of: sources, resolver, path: path)
            case .modifier(let modifier):
                let contextName = selected[modifier.name] ?? modifier.defaultContext
                guard let context = modifier.contexts.first(where: { $0.name == contextName }) else { continue }
                lists += tokens(of: context.sources, resolver, path: path)
            }
        }
        return lists
    }

    private mutating func tokens(of sources: [ResolverDocument.Source], _ resolver: ResolverDocument, path: String) -> [DesignTokenSource] {
        var lists: [DesignTokenSource] = []
        for source in sources {
            switch source {
            case .file(let reference, let location):
                let filePath = DesignTokenFiles.path(reference, relativeTo: path)
                guard let tokens = tokensByPath[filePath] else {
                    log.error("the resolver names '\(reference)' (\(filePath)), which is not among the inputs or is not a token file", at: location)
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
                lists += tokens(of: setSources, resolver, path: path)
            }
        }
        return lists
    }

    // MARK: Themes

    /// A theme from the token lists of each appearance (the first is the default one, `light`): colours
    /// take their variants from the appearances; every other value is the default appearance's.
    private mutating func theme(named name: String, at location: SourceLocation, appearances: [(name: String, lists: [DesignTokenSource])]) -> ThemeDeclaration? {
        var decoder = DesignTokenValueDecoder(units: units)
        var resolvedSets: [(name: String, set: DesignTokenSet)] = []
        for (appearanceName, lists) in appearances {
            var set = DesignTokenSet()
            for list in lists { set.merge(list) }
            set.applyExtensions()
            resolvedSets.append((appearanceName, set))
        }
        guard var base = resolvedSets.first?.set else { return nil }
        var declaration = ThemeDeclaration(name: name, location: location)
        var placed: [DesignTokenKeys.Placement: DesignToken] = [:]
        for index in base.tokens.indices {
            let token = base.tokens[index]
            guard token.isGenerated, let resolved = base.resolve(index) else { continue }
            guard let value = resolved.type == .color
                ? appearanceColor(token, base: resolved, sets: &resolvedSets, decoder: &decoder)
                : decoder.value(resolved, of: token) else { continue }
            guard let placement = DesignTokenKeys.placement(of: token.path, type: resolved.type) else { continue }
            if let earlier = placed[placement] {
                log.error("tokens \(earlier.pointer) and \(token.pointer) both become \(placement.group.noun) '\(placement.key)'; rename one", at: token.location)
                continue
            }
            placed[placement] = token
            if token.description != nil || token.deprecated != nil {
                declaration.documentation[placement.group, default: [:]][placement.key] =
                    KeyDocumentation(summary: token.description, deprecationMessage: token.deprecated)
            }
            declaration.tokens[placement.group, default: []].append(
                TokenDeclaration(key: placement.key, groupPath: placement.groupPath, location: token.location, value: value))
        }
        for (appearanceName, set) in resolvedSets.dropFirst() {
            for token in set.tokens where base.index(of: token.dottedPath) == nil {
                log.error("token \(token.pointer) has a value in the '\(appearanceName)' context but none in '\(resolvedSets[0].name)'; every token needs a value in the default appearance", at: token.location)
            }
        }
        log.append(contentsOf: base.log.diagnostics)
        for (_, set) in resolvedSets.dropFirst() { log.append(contentsOf: set.log.diagnostics) }
        log.append(contentsOf: decoder.log.diagnostics)
        return declaration
    }

    /// A colour token's variants: its value in each appearance's resolution.
    private func appearanceColor(_ token: DesignToken, base: DesignTokenSet.Resolved, sets: inout [(name: String, set: DesignTokenSet)],
                                 decoder: inout DesignTokenValueDecoder) -> DeclaredValue? {
        func what() -> String { "the value of token \(token.pointer)" }
        guard let light = decoder.color(base.value, what()) else { return nil }
        var variants: [String: RGBA] = ["light": light]
        for position in sets.indices.dropFirst() {
            guard let index = sets[position].set.index(of: token.dottedPath), let resolved = sets[position].set.resolve(index) else { continue }
            guard let color = decoder.color(resolved.value, "\(what()) in the '\(sets[position].name)' context") else { return nil }
            variants[sets[position].name] = color
        }
        let color = ThemeColor(light: light, dark: variants["dark"], lightHighContrast: variants["lightHighContrast"],
                               darkHighContrast: variants["darkHighContrast"])
        return .color(.concrete(color))
    }
}
