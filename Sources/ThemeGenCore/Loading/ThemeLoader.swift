#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The front half of ThemeGen: reads theme files and resolves them into one validated `ThemeSet`.
///
/// Works on in-memory files only; the caller owns the file system and decides what to do with diagnostics.
public enum ThemeLoader {
    /// The outcome of loading: the model when there were no errors, and every diagnostic.
    public struct Result: Sendable {
        /// The validated model, or `nil` when any error was reported.
        public var themeSet: ThemeSet?
        /// Every problem found, errors and warnings, ordered by file, line and column, without repeats.
        public var diagnostics: [Diagnostic]
    }

    /// Loads `files` (sorted by path first, so the result never depends on the order given). Swift names
    /// are decided here, clear of the generated types' names with `typePrefix` before them; dimensions
    /// written in `px` or `rem` become points by `units`; DTCG resolvers' modifiers take `tokenRoles`;
    /// `contrast` pairs (from `themegen.yml`) are checked with the files' own. The files are read on every
    /// core, each one's contents released as soon as its tree is built (pass the only reference to them,
    /// and they take no memory while the others are read and the themes resolved).
    public static func load(
        _ files: consuming [SourceFile], typePrefix: String = "", units: DimensionUnits = DimensionUnits(),
        tokenRoles: TokenModifierRoles = TokenModifierRoles(), contrast: [ContrastRequirement] = []
    ) -> Result {
        var log = DiagnosticLog()
        let sorted = (consume files).sorted { $0.path < $1.path }
        let firstPath = sorted.first?.path
        var decoded: [(path: String, declarations: FileDeclarations)] = []
        var tokenDocuments: [DesignTokenLoader.Document] = []
        let contents = ConcurrentMap.mapConsuming(consume sorted) { file in
            let path = file.path
            var fileLog = DiagnosticLog()
            let content = read(file, units: units, log: &fileLog)
            return (path: path, content: content, diagnostics: fileLog.diagnostics)
        }
        var foreign: [(path: String, error: Diagnostic)] = []
        for file in consume contents {
            log.append(contentsOf: file.diagnostics)
            switch file.content {
            case .themes(let declarations): decoded.append((file.path, declarations))
            case .designTokens(let document): tokenDocuments.append(document)
            case .foreign(let error): foreign.append((file.path, error))
            case nil: break
            }
        }
        // Beside a resolver (or Tokens Studio's themes), another tool's JSON is a file the project leaves out.
        let inProject = tokenDocuments.contains(where: \.isProject) ? foreign.map(\.path) : []
        if inProject.isEmpty { log.append(contentsOf: foreign.map(\.error)) }
        if !tokenDocuments.isEmpty {
            // The loader frees each file's tokens once the themes that read them are declared.
            decoded += designTokenDeclarations(consume tokenDocuments, leftOut: inProject, units: units, roles: tokenRoles, log: &log)
            decoded.sort { $0.path < $1.path }
        }
        var resolver = ThemeSetResolver(typePrefix: typePrefix, contrast: contrast)
        let themeSet = resolver.resolve(consume decoded)
        log.append(contentsOf: resolver.log.diagnostics)
        if themeSet == nil, !log.hasErrors, let firstPath {
            log.error("no themes are defined", at: .startOf(firstPath))
        }
        return Result(themeSet: log.hasErrors ? nil : themeSet, diagnostics: DiagnosticFolding.folded(unique(log.diagnostics).sortedByLocation()))
    }

    /// The themes of DTCG documents (every document at once: a resolver needs its token files).
    private static func designTokenDeclarations(
        _ documents: consuming [DesignTokenLoader.Document], leftOut: [String], units: DimensionUnits,
        roles: TokenModifierRoles, log: inout DiagnosticLog
    ) -> [(path: String, declarations: FileDeclarations)] {
        var tokenLoader = DesignTokenLoader(units: units, roles: roles)
        let declarations = tokenLoader.declarations(consume documents, leftOut: leftOut)
        log.append(contentsOf: tokenLoader.log.diagnostics)
        return declarations
    }

    /// What one file holds: themes decoded on their own, a DTCG document, which needs the others, or
    /// another tool's JSON (its error, reported unless the file sits in a token project that leaves it out).
    enum FileContent {
        case themes(FileDeclarations)
        case designTokens(DesignTokenLoader.Document)
        case foreign(Diagnostic)
    }

    /// Reads one file, by its format: JSON may be a DTCG token file or resolver, kept for
    /// `DesignTokenLoader`, or another tool's; anything else is decoded in the dialect its content calls for.
    static func read(_ file: consuming SourceFile, units: DimensionUnits = DimensionUnits(), log: inout DiagnosticLog) -> FileContent? {
        switch file.format {
        case .json?:
            return json(file, units: units, log: &log)
        case .yaml?:
            guard let root = YAMLReader().read(file, log: &log) else { return nil }
            // Everything is in the tree now: the file's bytes are freed before its themes are decoded.
            file.contents = Data()
            return .themes(ThemeFileDecoder.decode(consume root, format: .yaml, units: units, log: &log))
        case .propertyList?:
            return propertyList(file, units: units, log: &log).map(FileContent.themes)
        case nil:
            log.error("not a theme file: expected a \(SourceFormat.extensionList) file", at: .startOf(file.path))
            return nil
        }
    }

    /// A JSON file: a token document of the kind its content is, another tool's JSON, or ThemeGen's themes.
    private static func json(_ file: consuming SourceFile, units: DimensionUnits, log: inout DiagnosticLog) -> FileContent? {
        // A file that does not read is reported once, here.
        guard let root = JSONReader().read(file, log: &log) else { return nil }
        // Everything is in the tree now: the file's bytes are freed before its tokens or themes are made.
        let path = file.path
        file.contents = Data()
        switch DesignTokenFiles.kind(path: path, root: root) {
        case .tokens?:
            return .designTokens(DesignTokenLoader.Document(path: path, content: .tokens(DesignTokenDocument.read(root, log: &log))))
        case .styleDictionaryTokens?:
            return .designTokens(DesignTokenLoader.Document(path: path, content: .tokens(StyleDictionaryDocument.read(root, log: &log))))
        case .resolver?:
            return .designTokens(DesignTokenLoader.Document(path: path, content: .resolver(root)))
        case .tokensStudioThemes?:
            return .designTokens(DesignTokenLoader.Document(path: path, content: .tokensStudioThemes(root)))
        case .tokensStudioMetadata?:
            return .designTokens(DesignTokenLoader.Document(path: path, content: .tokensStudioMetadata(root)))
        case .tokensStudioFile?:
            return .designTokens(DesignTokenLoader.Document(path: path, content: .tokensStudioFile(TokensStudioFile.read(root, log: &log))))
        case nil:
            if let foreign = ThemeFileDecoder.foreignFileError(root) { return .foreign(foreign) }
            return .themes(ThemeFileDecoder.decode(consume root, format: .json, units: units, log: &log))
        }
    }

    /// A property list: ThemeGen's schema or an Apptentive style sheet, by its keys.
    private static func propertyList(_ file: consuming SourceFile, units: DimensionUnits, log: inout DiagnosticLog) -> FileDeclarations? {
        guard let root = PropertyListReader().read(file, log: &log) else { return nil }
        guard let entries = root.entries else {
            log.error("the root of a theme property list must be a dictionary, not \(root.kindDescription)", at: root.location)
            return nil
        }
        switch PropertyListDialect(entries, file: copy file) {
        case .themeGen:
            return ThemeFileDecoder.decode(consume root, format: .propertyList, units: units, log: &log)
        case .apptentiveStyleSheet:
            return ApptentiveDecoder.decode(root, path: file.path, log: &log)
        case .unknown:
            log.error(PropertyListDialect.unknownMessage(entries), at: root.location)
            return nil
        }
    }

    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
