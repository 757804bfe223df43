/// Loose token files that Figma's variables export wrote: read as the project they are
/// (`FigmaVariablesExport`).
extension DesignTokenLoader {
    /// The themes of `files` (token files no resolver names, in path order) and `others` (another tool's
    /// JSON beside them, there for aliases) when Figma's export wrote a collection of two or more modes
    /// among them, each value resolved from another collection read as its alias, with the note that says
    /// so; `nil` when it did not.
    mutating func figmaThemes(
        of files: [(path: String, source: DesignTokenSource)], others: [(path: String, values: DesignTokenSource)], name: String, first: String
    ) -> [ThemeRequest]? {
        guard let figma = FigmaVariablesExport.project(files + others.map { (path: $0.path, source: $0.values) }, name: name) else { return nil }
        for other in others { tokensByPath[other.path] = other.values }
        let shared = Set(figma.shared)
        log.append(contentsOf: TokenPathCollisions.diagnostics(files.filter { shared.contains($0.path) }.map(\.source)))
        let defined = Set(files.flatMap { $0.source.tokens.map(\.tokenPath) })
        var aliases = 0
        for file in files {
            let restored = FigmaVariablesExport.restoringAliases(file.source, defined: defined)
            tokensByPath[file.path] = restored.source
            aliases += restored.count
        }
        let message = FigmaVariablesExport.readingMessage(figma.collections, shared: figma.shared, aliases: aliases)
        log.append(Diagnostic(.note, message, at: figma.collections[0].files[0].mode.location))
        return themes(of: figma.resolver, path: first, at: .startOf(first))
    }
}
