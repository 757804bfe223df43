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
            case tokensStudioFile(TokensStudioFile)
        }

        let path: String
        let content: Content
    }

    /// The appearance contexts, in the order their colours fill a `ThemeColor`.
    static let appearanceContexts = ["light", "dark", "lightHighContrast", "darkHighContrast"]

    let units: DimensionUnits
    let roles: TokenModifierRoles
    var log = DiagnosticLog()
    var tokensByPath: [String: DesignTokenSource] = [:]

    init(units: DimensionUnits, roles: TokenModifierRoles = TokenModifierRoles()) {
        self.units = units
        self.roles = roles
    }

    /// The themes of `documents`, each as the declarations of the file that defines it.
    mutating func declarations(_ documents: [Document]) -> [(path: String, declarations: FileDeclarations)] {
        var resolvers: [(path: String, root: Node)] = []
        var studioThemes: [(path: String, root: Node)] = []
        var studioFiles: [(path: String, file: TokensStudioFile)] = []
        var setOrders: [String: [String]] = [:]
        for document in documents {
            switch document.content {
            case .tokens(let source): tokensByPath[document.path] = source
            case .resolver(let root): resolvers.append((document.path, root))
            case .tokensStudioThemes(let root): studioThemes.append((document.path, root))
            case .tokensStudioMetadata(let root): setOrders[DesignTokenFiles.path(".", relativeTo: document.path)] = TokensStudioThemes.setOrder(root)
            case .tokensStudioFile(let file): studioFiles.append((document.path, file))
            }
        }
        var results: [(path: String, declarations: FileDeclarations)] = []
        var named = Set<String>()
        for (path, root) in studioThemes {
            guard let themes = TokensStudioThemes.read(root, log: &log) else { continue }
            let folder = DesignTokenFiles.path(".", relativeTo: path)
            named.formUnion(themes.flatMap(\.sets).map { DesignTokenFiles.path("\($0.name).json", relativeTo: path) })
            let sets = tokenSets(selectedBy: themes, themesPath: path)
            let declarations = self.themes(of: themes, path: path, order: setOrders[folder] ?? [], sets: sets, soleThemeName: DesignTokenFiles.folderName(of: [path]))
            results.append((path, FileDeclarations(themes: declarations)))
        }
        for (path, file) in studioFiles {
            results.append((path, FileDeclarations(themes: themes(of: file, path: path))))
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
}
