#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The front half of ThemeGen, its stages in order: files read (`ReadFile`), declarations
/// (`DeclaredFile`), resolved themes (`ResolvedSet`) and the named model (`ThemeSet`), which `Generator`
/// renders.
///
/// Works on in-memory files only; the caller owns the file system and decides what to do with diagnostics.
public enum ThemeLoader {
    /// The outcome of loading: the model when there were no errors, and every diagnostic.
    public struct Result: Sendable {
        /// The validated model, or `nil` when any error was reported.
        public var themeSet: ThemeSet?
        /// Every problem found, errors and warnings, ordered by file, line and column, without repeats.
        public var diagnostics: [Diagnostic]
        /// The files read as ThemeGen theme files or Apptentive style sheets (not token documents or
        /// asset catalogs): those where `{group.key}` names a key of the set.
        public var themeFiles: Set<String> = []
        /// Where the token documents' tokens and groups are defined, by path, when the load was asked
        /// to record them (`recordingTokenSites`); else none.
        public var tokenSites = TokenSites()
    }

    /// Loads `files` (sorted by path first, so the result never depends on the order given). Swift names
    /// are decided here, clear of the generated types' names with `typePrefix` before them; dimensions
    /// written in `px` or `rem` become points by `units`; DTCG resolvers' modifiers take `tokenRoles`;
    /// `contrast` pairs (from `themegen.yml`) are checked with the files' own; an asset catalog's theme is
    /// named by `assetCatalogThemes` (by the catalog's path), else after the catalog. The files are read on every
    /// core, each one's contents released as soon as its tree is built (pass the only reference to them,
    /// and they take no memory while the others are read and the themes resolved). An editor asks for
    /// `recordingTokenSites`, which the build does not pay for. `strict` holds token documents to DTCG
    /// 2025.10 (`SpecConformance`), as `lint --strict` does.
    public static func load(
        _ files: consuming [SourceFile], typePrefix: String = "", units: DimensionUnits = DimensionUnits(),
        tokenRoles: TokenModifierRoles = TokenModifierRoles(), contrast: [ContrastRequirement] = [],
        assetCatalogThemes: [String: String] = [:], recordingTokenSites: Bool = false, strict: Bool = false
    ) -> Result {
        var memory: LoadMemory?
        return load(
            consume files, typePrefix: typePrefix, units: units, tokenRoles: tokenRoles, contrast: contrast, assetCatalogThemes: assetCatalogThemes,
            recordingTokenSites: recordingTokenSites, strict: strict, remembering: &memory)
    }

    /// Loads `files` as `load(_:typePrefix:units:tokenRoles:contrast:assetCatalogThemes:recordingTokenSites:)`
    /// does, reusing what `memory` kept of the last load that these files' unchanged parts would make
    /// again (`LoadMemory`), and leaving in it what this load made: an editor's load after an edit
    /// re-reads the changed files only and makes again only the token themes that read them. The files
    /// are kept, for the next load to compare with. The result is the one a load without memory gives.
    public static func load(
        _ files: consuming [SourceFile], typePrefix: String = "", units: DimensionUnits = DimensionUnits(),
        tokenRoles: TokenModifierRoles = TokenModifierRoles(), contrast: [ContrastRequirement] = [],
        assetCatalogThemes: [String: String] = [:], recordingTokenSites: Bool = false, memory: inout LoadMemory
    ) -> Result {
        var kept: LoadMemory? = memory
        defer { if let kept { memory = kept } }
        return load(
            consume files, typePrefix: typePrefix, units: units, tokenRoles: tokenRoles, contrast: contrast, assetCatalogThemes: assetCatalogThemes,
            recordingTokenSites: recordingTokenSites, strict: false, remembering: &kept)
    }

    /// The load, with a memory or (`nil`) without one.
    private static func load(
        _ files: consuming [SourceFile], typePrefix: String, units: DimensionUnits, tokenRoles: TokenModifierRoles,
        contrast: [ContrastRequirement], assetCatalogThemes: [String: String], recordingTokenSites: Bool, strict: Bool,
        remembering memory: inout LoadMemory?
    ) -> Result {
        var log = DiagnosticLog()
        let sorted = (consume files).sorted { $0.path < $1.path }
        let firstPath = sorted.first?.path
        memory?.settle(units: units, roles: tokenRoles)
        // 1. Files read: each one's tree, decoded where it stands alone.
        let read: [ReadFile]
        if var kept = memory {
            read = kept.read(sorted) { files in ConcurrentMap.map(files) { file in FileReading.read(file, units: units) } }
            memory = kept
        } else {
            read = ConcurrentMap.mapConsuming(consume sorted) { file in FileReading.read(file, units: units) }
        }
        var themeFiles: Set<String> = []
        var tokenSites = TokenSites()
        for file in read {
            switch file.content {
            case .themes: themeFiles.insert(file.path)
            case .designTokens(let document) where recordingTokenSites: tokenSites.record(document)
            default: break
            }
        }
        // 2. Declarations: every file's themes and settings, a token project's declared from its documents.
        let declared = declarations(consume read, units: units, roles: tokenRoles, catalogThemes: assetCatalogThemes, memory: &memory, log: &log)
        // 3. Resolved themes: inheritance, references, completeness, contrast.
        var resolver = ThemeSetResolver(contrast: contrast)
        let filesWithErrors = Set(log.diagnostics.filter { $0.severity == .error }.map(\.location.file))
        let resolved = resolver.resolve(consume declared, filesWithErrors: filesWithErrors)
        log.append(contentsOf: resolver.log.diagnostics)
        // 4. The named model: Swift names for themes, keys and values.
        let themeSet = resolved.flatMap { ThemeSetNaming.themeSet(of: $0, typePrefix: typePrefix, log: &log) }
        if resolved == nil, !log.hasErrors, let firstPath {
            log.error("no themes are defined", at: .startOf(firstPath))
        }
        // Held to the specification before alike ones fold, so that a note counts them at their severity.
        let reported = strict ? SpecConformance.strict(unique(log.diagnostics)) : unique(log.diagnostics)
        let failed = reported.contains { $0.severity == .error }
        return Result(
            themeSet: failed ? nil : themeSet, diagnostics: DiagnosticFolding.folded(reported.sortedByLocation()), themeFiles: themeFiles,
            tokenSites: tokenSites)
    }

    /// Every file's declarations, in path order: decoded files as they are, token documents declared
    /// together (a resolver needs its token files), an asset catalog's files as one theme, another
    /// tool's JSON reported unless a token project beside it leaves it out.
    private static func declarations(
        _ files: consuming [ReadFile], units: DimensionUnits, roles: TokenModifierRoles, catalogThemes: [String: String],
        memory: inout LoadMemory?, log: inout DiagnosticLog
    ) -> [DeclaredFile] {
        var declared: [DeclaredFile] = []
        var tokenDocuments: [DesignTokenLoader.Document] = []
        var catalogEntries: [AssetCatalogEntry] = []
        var foreign: [(path: String, error: Diagnostic, values: DesignTokenSource)] = []
        for file in consume files {
            log.append(contentsOf: file.diagnostics)
            switch file.content {
            case .themes(let declarations): declared.append(DeclaredFile(path: file.path, declarations: declarations))
            case .designTokens(let document): tokenDocuments.append(document)
            case .assetCatalog(let entry): catalogEntries.append(entry)
            case .foreign(let error, let values): foreign.append((file.path, error, values))
            case nil: break
            }
        }
        // Among token files, another tool's JSON (a manifest, an option map) is a file the tokens leave out,
        // with a note; alone, it is an error.
        let inProject = tokenDocuments.isEmpty ? [] : foreign.map { (path: $0.path, values: $0.values) }
        if inProject.isEmpty { log.append(contentsOf: foreign.map(\.error)) }
        if !catalogEntries.isEmpty {
            declared += AssetCatalogDeclarations.declarations(catalogEntries, themeNames: catalogThemes, log: &log)
            declared.sort { $0.path < $1.path }
        }
        guard !tokenDocuments.isEmpty else {
            // No token themes to remember.
            memory?.tokenThemes = TokenThemeMemory()
            return declared
        }
        // The loader frees each file's tokens once the themes that read them are declared.
        declared += designTokenDeclarations(consume tokenDocuments, leftOut: inProject, units: units, roles: roles, memory: &memory, log: &log)
        declared.sort { $0.path < $1.path }
        return declared
    }

    /// The themes of DTCG documents (every document at once: a resolver needs its token files).
    private static func designTokenDeclarations(
        _ documents: consuming [DesignTokenLoader.Document], leftOut: [(path: String, values: DesignTokenSource)], units: DimensionUnits,
        roles: TokenModifierRoles, memory: inout LoadMemory?, log: inout DiagnosticLog
    ) -> [DeclaredFile] {
        var tokenLoader = DesignTokenLoader(units: units, roles: roles)
        var themes = memory?.tokenThemes
        let declarations = tokenLoader.declarations(consume documents, leftOut: leftOut, memory: &themes)
        if let themes { memory?.tokenThemes = themes }
        log.append(contentsOf: tokenLoader.log.diagnostics)
        return declarations
    }

    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
