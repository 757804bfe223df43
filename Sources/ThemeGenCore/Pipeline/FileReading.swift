#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The first stage's result: one file read — its themes decoded where they stand alone, a token document
/// kept for the project it is part of, or another tool's file — with the problems found.
struct ReadFile: Sendable {
    let path: String
    /// `nil` when the file does not read (reported).
    let content: FileReading.FileContent?
    let diagnostics: [Diagnostic]
}

/// The first stage: a file read by its format's reader and decoded in the dialect its content is.
enum FileReading {
    /// `file` read; its bytes are freed as soon as its tree is built (pass the only reference to them).
    static func read(_ file: consuming SourceFile, units: DimensionUnits) -> ReadFile {
        let path = file.path
        var log = DiagnosticLog()
        let content = content(of: file, units: units, log: &log)
        return ReadFile(path: path, content: content, diagnostics: log.diagnostics)
    }

    /// What one file holds: themes decoded on their own, a DTCG document, which needs the others, or
    /// another tool's JSON (its error, reported unless the file sits in a token project that leaves it out).
    enum FileContent {
        case themes(FileDeclarations)
        /// A file of an asset catalog, which declares its theme with the catalog's other files.
        case assetCatalog(AssetCatalogEntry)
        case designTokens(DesignTokenLoader.Document)
        /// Another tool's file: its error, and for JSON its values, which aliases may name when it sits
        /// among token files (`PlainTokenValues.values(ofFile:)`).
        case foreign(Diagnostic, values: DesignTokenSource)
    }

    /// One file's content: its tree, by its format's reader, decoded as the kind of file it is (`FileKind`).
    private static func content(of file: consuming SourceFile, units: DimensionUnits, log: inout DiagnosticLog) -> FileContent? {
        let path = file.path
        let isDeclaredStyleSheet = file.isDeclaredStyleSheet
        if let place = AssetCatalogPlace(path: path) {
            guard let root = JSONReader().read(consume file, log: &log) else { return nil }
            return .assetCatalog(ColorSetDecoder.decode(root, place: place, log: &log))
        }
        guard let format = file.format else {
            log.error("not a theme file: expected a \(SourceFormat.extensionList) file", at: .startOf(path))
            return nil
        }
        // A file that does not read is reported once, by its reader; its bytes are freed once the tree is built.
        guard let root = tree(of: consume file, format: format, log: &log) else { return nil }
        switch FileKind(format: format, path: path, isDeclaredStyleSheet: isDeclaredStyleSheet, root: root) {
        case .themes(let format):
            return .themes(ThemeFileDecoder.decode(consume root, format: format, units: units, log: &log))
        case .apptentiveStyleSheet:
            return .themes(ApptentiveDecoder.decode(root, path: path, log: &log))
        case .designTokens(let kind):
            return .designTokens(DesignTokenLoader.Document(path: path, content: tokenContent(kind, root, log: &log)))
        case .foreign(let error) where format == .json:
            return .foreign(error, values: PlainTokenValues.values(ofFile: root))
        case .foreign(let error):
            log.append(error)
            return nil
        }
    }

    /// `file`'s tree, read by its format's reader (JSON by an RFC 8259 reader, not as YAML).
    static func tree(of file: consuming SourceFile, format: SourceFormat, log: inout DiagnosticLog) -> Node? {
        switch format {
        case .yaml: YAMLReader().read(file, log: &log)
        case .json: JSONReader().read(file, log: &log)
        case .propertyList: PropertyListReader().read(file, log: &log)
        }
    }

    /// A token document's content, read as its kind.
    private static func tokenContent(_ kind: DesignTokenFiles.Kind, _ root: Node, log: inout DiagnosticLog) -> DesignTokenLoader.Document.Content {
        switch kind {
        case .tokens: .tokens(DesignTokenDocument.read(root, log: &log))
        case .styleDictionaryTokens: .tokens(StyleDictionaryDocument.read(root, log: &log))
        case .resolver: .resolver(root)
        case .tokensStudioThemes: .tokensStudioThemes(root)
        case .tokensStudioMetadata: .tokensStudioMetadata(root)
        case .tokensStudioFile: .tokensStudioFile(TokensStudioFile.read(root, log: &log))
        }
    }
}
