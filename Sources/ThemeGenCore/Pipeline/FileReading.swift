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
        case designTokens(DesignTokenLoader.Document)
        case foreign(Diagnostic)
    }

    /// One file's content, by its format: JSON may be a DTCG token file or resolver, kept for
    /// `DesignTokenLoader`, or another tool's; anything else is decoded in the dialect its content calls for.
    private static func content(of file: consuming SourceFile, units: DimensionUnits, log: inout DiagnosticLog) -> FileContent? {
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
}
