/// Turns DTCG token files and resolvers into ThemeGen themes.
///
/// A resolver's themes come from its modifiers: one with `light` and `dark` contexts (and optionally
/// `lightHighContrast`, `darkHighContrast`) is the appearance, whose contexts become each colour's
/// variants; every other modifier's contexts are themes (several such modifiers: every combination).
/// Token files no resolver names are merged, in path order, into one theme (as Style Dictionary merges
/// its sources, with a warning for each token a later file defines again: `TokenPathCollisions`), named
/// after the file when there is one, else after the folder that holds them all.
struct DesignTokenLoader {
    /// A DTCG document already read: a token file's tokens (its tree is not kept: only the values are
    /// needed, and the rest is freed as the next file is read), or a resolver's tree.
    struct Document {
        enum Content {
            case tokens(DesignTokenSource)
            case resolver(Node)
            case tokensStudioThemes(Node)
            case tokensStudioMetadata(Node)
            case tokensStudioFile(TokensStudioFile)
        }

        let path: String
        let content: Content

        /// Whether the document says what its project is (a resolver, Tokens Studio's themes), so that
        /// files beside it that it does not name are not its tokens.
        var isProject: Bool {
            switch content {
            case .resolver, .tokensStudioThemes, .tokensStudioFile: true
            case .tokens, .tokensStudioMetadata: false
            }
        }
    }

    /// A theme to make: its name, where it is declared, and the token lists of each appearance (the
    /// default one first).
    struct ThemeRequest: Sendable {
        let name: String
        let location: SourceLocation
        var appearances: [(name: String, lists: [DesignTokenSource])]

        /// Whether `other` asks for the same theme from the same tokens (`DesignTokenSource.isSame(as:)`),
        /// so that a theme made for it is this one's too.
        func isSame(as other: ThemeRequest) -> Bool {
            name == other.name && location == other.location && appearances.count == other.appearances.count
                && zip(appearances, other.appearances).allSatisfy { mine, theirs in
                    mine.name == theirs.name && mine.lists.count == theirs.lists.count
                        && zip(mine.lists, theirs.lists).allSatisfy { $0.isSame(as: $1) }
                }
        }
    }

    /// `themes` (one project's) without the keys only some of them define: a token project's tool
    /// leaves such a token out where a theme lacks it, but a `ThemeID` switch needs every key in every
    /// theme, so it is left out of all of them, with a warning at its first definition.
    private mutating func keepingSharedKeys(_ themes: [ThemeDeclaration]) -> [ThemeDeclaration] {
        guard themes.count > 1 else { return themes }
        var result = themes
        for group in TokenGroup.allCases {
            // Most projects' themes have the same keys in the same order: nothing to count.
            let firstKeys = (themes[0].tokens[group] ?? []).map(\.key)
            if themes.dropFirst().allSatisfy({ ($0.tokens[group] ?? []).lazy.map(\.key).elementsEqual(firstKeys) }) { continue }
            let keySets = themes.map { Set(($0.tokens[group] ?? []).map(\.key)) }
            guard let union = keySets.first.map({ keySets.dropFirst().reduce($0) { $0.union($1) } }) else { continue }
            let shared = keySets.dropFirst().reduce(keySets[0]) { $0.intersection($1) }
            let partial = union.subtracting(shared)
            guard !partial.isEmpty else { continue }
            // Each key once, at its first definition, in the order the themes define them.
            var reported = Set<String>()
            for theme in themes {
                for token in theme.tokens[group] ?? [] where partial.contains(token.key) && reported.insert(token.key).inserted {
                    let lacking = zip(themes, keySets).filter { !$0.1.contains(token.key) }.map(\.0.name)
                    let named = lacking.prefix(2).map { "\(quoted: $0)" }.joined(separator: ", ") + (lacking.count > 2 ? " and \(lacking.count - 2) more" : "")
                    log.warning(
                        "\(group.noun) \(quoted: token.key) has a value in theme \(quoted: theme.name) but not in \(named); every theme must define the same keys, so it is left out of every theme", at: token.location,
                        fold: Diagnostic.Fold(kind: "key of some themes only", subject: "\(group.noun) \(quoted: token.key)"))
                }
            }
            for index in result.indices { result[index].tokens[group]?.removeAll { partial.contains($0.key) } }
        }
        return result
    }

    /// The themes `requests` ask for, in their order (`nil` for one that could not be made), made on
    /// every core: each theme's resolution is its own, and its problems join the log in the requests'
    /// order. Pass the only reference to the requests: a theme's token lists are freed once it is made —
    /// unless there is a `memory`, which keeps them, reuses the themes it has for the same requests and
    /// makes only the others, each from the work of its last making (`ThemeWork`).
    private mutating func madeThemes(_ requests: consuming [ThemeRequest], memory: inout TokenThemeMemory?) -> [ThemeDeclaration?] {
        guard var kept = memory else {
            let made = Self.made(consume requests, units: units, roles: roles)
            for theme in made { log.append(contentsOf: theme.diagnostics) }
            return made.map(\.theme)
        }
        // Remembered: the requests are kept with their themes, for the next load to compare with.
        let requests = consume requests
        let reused = requests.map { kept.theme(for: $0) }
        let unmade = requests.indices.filter { reused[$0] == nil }
        let retraced = unmade.map { (request: requests[$0], earlier: kept.work(for: requests[$0])) }
        let fresh = Self.retraced(retraced, units: units, roles: roles)
        var freshThemes = fresh.makeIterator()
        var themes: [MadeTheme] = []
        themes.reserveCapacity(requests.count)
        for known in reused {
            guard let made = known ?? freshThemes.next() else { continue }
            themes.append(made)
        }
        for theme in themes { log.append(contentsOf: theme.diagnostics) }
        kept.remember(themes, made: fresh)
        memory = kept
        return themes.map(\.theme)
    }

    /// The themes of `requests`, each made on a core of its own, traced and from its `earlier` work, with
    /// its problems: remembered as made for the request.
    private static func retraced(
        _ requests: [(request: ThemeRequest, earlier: ThemeWork?)], units: DimensionUnits, roles: TokenModifierRoles
    ) -> [MadeTheme] {
        ConcurrentMap.map(requests) { asked in
            var request = asked.request
            var maker = DesignTokenLoader(units: units, roles: roles)
            let made = maker.theme(&request, tracing: true, reusing: asked.earlier)
            return MadeTheme(request: asked.request, theme: made.declaration, diagnostics: maker.log.diagnostics, work: made.work)
        }
    }

    /// The themes of `requests`, each made on a core of its own with its problems.
    private static func made(_ requests: consuming [ThemeRequest], units: DimensionUnits, roles: TokenModifierRoles) -> [(theme: ThemeDeclaration?, diagnostics: [Diagnostic])] {
        ConcurrentMap.mapConsuming(consume requests) { request in
            var request = request
            var maker = DesignTokenLoader(units: units, roles: roles)
            return (theme: maker.theme(&request).declaration, diagnostics: maker.log.diagnostics)
        }
    }

    /// The most files the note about token files no resolver names lists.
    static let looseFilesShown = 5

    let units: DimensionUnits
    let roles: TokenModifierRoles
    var log = DiagnosticLog()
    var tokensByPath: [String: DesignTokenSource] = [:]

    init(units: DimensionUnits, roles: TokenModifierRoles = TokenModifierRoles()) {
        self.units = units
        self.roles = roles
    }

    /// The themes of `documents`, each as the declarations of the file that defines it. Every theme is
    /// first requested, then made: pass the only reference to the documents, and a file's tokens are
    /// freed as soon as the last theme that reads them is made.
    ///
    /// With a `memory`, a theme asked for with the very tokens of its last load's request is not made
    /// again (`TokenThemeMemory`).
    mutating func declarations(
        _ documents: consuming [Document], leftOut foreign: [(path: String, values: DesignTokenSource)] = [], memory: inout TokenThemeMemory?
    ) -> [DeclaredFile] {
        var resolvers: [(path: String, root: Node)] = []
        var studioThemes: [(path: String, root: Node)] = []
        var studioFiles: [(path: String, file: TokensStudioFile)] = []
        var setOrders: [String: [String]] = [:]
        let paths = documents.map(\.path)
        var tokenPaths: [String] = []
        for document in consume documents {
            switch document.content {
            case .tokens(let source):
                tokensByPath[document.path] = source
                tokenPaths.append(document.path)
            case .resolver(let root): resolvers.append((document.path, root))
            case .tokensStudioThemes(let root): studioThemes.append((document.path, root))
            case .tokensStudioMetadata(let root): setOrders[DesignTokenFiles.path(".", relativeTo: document.path)] = TokensStudioThemes.setOrder(root)
            case .tokensStudioFile(let file): studioFiles.append((document.path, file))
            }
        }
        var requests: [(path: String, themes: [ThemeRequest])] = []
        var named = Set<String>()
        // The token sets of Tokens Studio projects, whose types are Tokens Studio's own.
        var studioSets = Set<String>()
        for (path, root) in studioThemes {
            guard let themes = TokensStudioThemes.read(root, log: &log) else { continue }
            let folder = DesignTokenFiles.path(".", relativeTo: path)
            studioSets.formUnion(themes.flatMap(\.sets).map { DesignTokenFiles.path("\($0.name).json", relativeTo: path) })
            named.formUnion(studioSets)
            let sets = tokenSets(selectedBy: themes, themesPath: path)
            requests.append((path, self.themes(of: themes, path: path, order: setOrders[folder] ?? [], sets: sets, soleThemeName: DesignTokenFiles.folderName(of: [path]))))
        }
        for (path, file) in studioFiles {
            requests.append((path, themes(of: file, path: path)))
        }
        for (path, root) in resolvers {
            guard let resolver = ResolverDocument.read(root, log: &log) else { continue }
            named.formUnion(referencedFiles(resolver, path: path))
            requests.append((path, themes(of: resolver, path: path, at: root.location)))
        }
        let loose = tokenPaths.filter { !named.contains($0) }
        var leftOut = Set<String>()
        if let project = requests.first?.path, !loose.isEmpty || !foreign.isEmpty {
            leftOut = Set(loose)
            let loose = (loose + foreign.map(\.path)).sorted()
            // A resolver (or Tokens Studio's themes) is the project: files it does not name are not its tokens.
            let shown = CountText.listing(loose, shown: Self.looseFilesShown)
            log.append(
                Diagnostic(
                    .note, "\(CountText.of(loose.count, "file")) beside \(project) \(loose.count == 1 ? "is" : "are") not named by it, so \(loose.count == 1 ? "it is" : "they are") not tokens of its project and \(loose.count == 1 ? "is" : "are") left out: \(shown)",
                    at: .startOf(project)))
        } else if let first = loose.first {
            let name = loose.count == 1 ? DesignTokenFiles.themeName(path: first) : DesignTokenFiles.folderName(of: loose)
            // Another tool's JSON among token files (a manifest, an option map) holds no tokens, but Style
            // Dictionary resolves aliases to its values: they are there for aliases, and nothing of it is generated.
            let others = foreign.sorted { $0.path < $1.path }
            let files = loose.compactMap { path in tokensByPath[path].map { (path: path, source: $0) } }
            if let figmaThemes = figmaThemes(of: files, others: others, name: name, first: first) {
                requests.append((first, figmaThemes))
            } else {
                let lists = files.map(\.source)
                log.append(contentsOf: TokenPathCollisions.diagnostics(lists))
                requests.append((first, [ThemeRequest(name: name, location: .startOf(first), appearances: [("light", lists + others.map(\.values))])]))
            }
            if let firstForeign = others.first?.path {
                let one = others.count == 1
                log.append(
                    Diagnostic(
                        .note, "\(CountText.of(others.count, "JSON file")) among the token files \(one ? "holds" : "hold") no tokens and \(one ? "is" : "are") not a theme file: nothing of \(one ? "it" : "them") is generated, and an alias may name \(one ? "its" : "their") values, as Style Dictionary resolves aliases to any value it reads: \(CountText.listing(others.map(\.path), shown: Self.looseFilesShown))",
                        at: .startOf(firstForeign)))
            }
        }
        for path in tokenPaths where !studioSets.contains(path) && !leftOut.contains(path) {
            if let warning = tokensByPath[path].flatMap({ DesignTokenDocument.tokensStudioTypesWarning($0.tokensStudioTypes) }) { log.append(warning) }
        }
        // From here on the requests hold the only references to the tokens.
        tokensByPath = [:]
        var files: [(path: String, themeCount: Int)] = []
        var all: [ThemeRequest] = []
        for request in consume requests {
            files.append((request.path, request.themes.count))
            all += request.themes
        }
        let made = madeThemes(consume all, memory: &memory)
        var results: [DeclaredFile] = []
        var next = 0
        for file in files {
            let themes = made[next..<(next + file.themeCount)].compactMap { $0 }
            next += file.themeCount
            results.append(DeclaredFile(path: file.path, declarations: FileDeclarations(themes: keepingSharedKeys(themes))))
        }
        // Every file is an input of the set, also those whose themes another file declares (not those left out).
        let declaring = Set(results.map(\.path))
        results += paths.filter { !declaring.contains($0) && !leftOut.contains($0) }.map { DeclaredFile(path: $0, declarations: FileDeclarations()) }
        return results
    }
}
