/// One `Contents.json` of an asset catalog, read: where it is, and what it says — a group's namespace
/// property, or a colour set's colour.
struct AssetCatalogEntry: Sendable {
    /// What the file declares.
    enum Content: Sendable {
        /// The catalog's own file, or a group's: whether the group's name is part of the names inside it
        /// ("Provides Namespace" in Xcode).
        case group(providesNamespace: Bool)
        /// A colour set's colour, its variants by appearance.
        case colorSet(ColorDeclaration)
        /// A colour set whose colour did not read (reported).
        case invalidColorSet
    }

    let place: AssetCatalogPlace
    /// The file's start: where a colour set's key is declared.
    let location: SourceLocation
    let content: Content
}
