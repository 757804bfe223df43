/// Where a file of an Xcode asset catalog sits: the catalog, the groups between it and the file, and
/// the colour set the file describes, if it describes one. The one place a path is read as a catalog's.
struct AssetCatalogPlace: Sendable, Equatable {
    /// The catalog folder's path (`Sources/App/Assets.xcassets`).
    let catalog: String
    /// The groups (folders without an extension) from the catalog down, outermost first.
    let groups: [String]
    /// The colour set's name (its folder's, without `.colorset`); `nil` for the `Contents.json` of the
    /// catalog itself or of a group.
    let colorSet: String?

    /// The place of `path` when it is a `Contents.json` inside a catalog; `nil` for any other file.
    init?(path: String) {
        // Every input file comes here: most are themes, decided without splitting their paths.
        guard path.hasSuffix("Contents.json") else { return nil }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.last == "Contents.json",
            let index = components.lastIndex(where: ThemeFiles.isAssetCatalog)
        else { return nil }
        catalog = components[...index].joined(separator: "/")
        var folders = Array(components[(index + 1)...].dropLast())
        if let last = folders.last, ThemeFiles.pathExtension(of: last) == ThemeFiles.colorSetExtension {
            colorSet = String(last.dropLast(ThemeFiles.colorSetExtension.count + 1))
            folders.removeLast()
        } else {
            colorSet = nil
        }
        groups = folders
    }

    /// The theme a catalog is read as, unless the configuration names it: the catalog's name without
    /// its extension (`Assets.xcassets` → `Assets`).
    static func themeName(ofCatalog catalog: String) -> String {
        let name = catalog.split(separator: "/").last.map(String.init) ?? catalog
        return String(name.dropLast(ThemeFiles.assetCatalogExtension.count + 1))
    }
}
