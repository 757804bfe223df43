/// The themes asset catalogs declare: each catalog one theme, named by the configuration or after the
/// catalog, whose colours are its colour sets — a set inside groups that provide a namespace is a key
/// of nested groups (`Brand/primary.colorset` → `brand.primary`), as `UIColor(named: "Brand/primary")`
/// names it; groups that do not are folders only, as in Xcode.
enum AssetCatalogDeclarations {
    /// One theme per catalog among `entries`, in path order; `themeNames` by catalog path.
    /// Every file of a catalog is an input; the theme is declared by the catalog's own `Contents.json`
    /// (or its first file, so that no diagnostic names a file that is not there).
    static func declarations(_ entries: [AssetCatalogEntry], themeNames: [String: String], log: inout DiagnosticLog) -> [DeclaredFile] {
        let catalogs = Dictionary(grouping: entries, by: \.place.catalog)
        var declared: [DeclaredFile] = []
        for catalog in catalogs.keys.sorted() {
            guard let files = catalogs[catalog]?.sorted(by: { $0.location.file < $1.location.file }), let first = files.first else { continue }
            let name = themeNames[catalog] ?? AssetCatalogPlace.themeName(ofCatalog: catalog)
            let theme = declaration(files, declaredBy: files.first { $0.place.colorSet == nil && $0.place.groups.isEmpty } ?? first, name: name, log: &log)
            declared.append(theme)
            for file in files where file.location.file != theme.path {
                declared.append(DeclaredFile(path: file.location.file, declarations: FileDeclarations()))
            }
        }
        return declared
    }

    /// The theme of one catalog's entries (sorted by path), declared by `root`: the catalog's own
    /// `Contents.json`, or when it has none (Xcode always writes one), its first file.
    private static func declaration(_ entries: [AssetCatalogEntry], declaredBy root: AssetCatalogEntry, name: String, log: inout DiagnosticLog) -> DeclaredFile {
        var namespaces = Set<[String]>()
        for entry in entries {
            if case .group(true) = entry.content, !entry.place.groups.isEmpty { namespaces.insert(entry.place.groups) }
        }
        var theme = ThemeDeclaration(name: name, location: root.location)
        var colors: [TokenDeclaration] = []
        var declaredAt: [String: SourceLocation] = [:]
        for entry in entries {
            guard let colorSet = entry.place.colorSet else { continue }
            let path = namespacePath(entry.place.groups, namespaces: namespaces)
            let key = (path + [colorSet]).joined(separator: ".")
            if let earlier = declaredAt[key] {
                // Xcode's own rule: two sets of one name in one namespace are an error of the catalog.
                log.error(
                    "a second colour set named \(quoted: (path + [colorSet]).joined(separator: "/")) in this catalog (the first is at \(earlier.file))",
                    at: entry.location)
                continue
            }
            declaredAt[key] = entry.location
            let value: DeclaredValue
            switch entry.content {
            case .colorSet(let color): value = .color(color)
            case .invalidColorSet, .group: value = .invalid
            }
            colors.append(TokenDeclaration(key: key, groupPath: path, location: entry.location, value: value))
        }
        theme.tokens[.colors] = colors
        return DeclaredFile(path: root.location.file, declarations: FileDeclarations(themes: [theme]))
    }

    /// The groups of `groups` (outermost first) that provide a namespace: those whose own folder says so.
    private static func namespacePath(_ groups: [String], namespaces: Set<[String]>) -> [String] {
        groups.indices.compactMap { index in namespaces.contains(Array(groups[...index])) ? groups[index] : nil }
    }
}
