/// What a file read is, from its name and its tree: the one answer the loader acts on. Which files are
/// read at all is decided by name alone, before reading (`ThemeFiles`, shared with the plugins and the
/// CLI; `SourceFormat` for the reader); everything a file's content decides is decided here, in this order:
///
/// 1. JSON that is a token document — by name (`*.tokens.json`, `*.resolver.json`, `$themes.json`, …)
///    or content (`$value`, `resolutionOrder`, …): `DesignTokenFiles.kind`.
/// 2. A property list that is an Apptentive style sheet (`PropertyListDialect`): the SDK's keys, the
///    SDK integrations' file name, or a `styleSheets` entry in `themegen.yml`.
/// 3. A mapping with none of a theme file's keys, nor one close to them, or a property list of neither
///    dialect: another tool's file.
/// 4. Anything else is ThemeGen's schema, whose decoder reports what is wrong with it.
enum FileKind {
    /// ThemeGen's theme schema, in the format its name says.
    case themes(SourceFormat)
    /// An Apptentive style sheet (a property list).
    case apptentiveStyleSheet
    /// A design-token document (JSON) of this kind.
    case designTokens(DesignTokenFiles.Kind)
    /// Another tool's file, with the error that says so.
    case foreign(Diagnostic)

    /// The kind of the file at `path`, read in `format` as `root`; `isDeclaredStyleSheet` when
    /// `themegen.yml` lists it under `styleSheets`.
    init(format: SourceFormat, path: String, isDeclaredStyleSheet: Bool, root: Node) {
        switch format {
        case .json:
            if let tokens = DesignTokenFiles.kind(path: path, root: root) {
                self = .designTokens(tokens)
            } else {
                self = Self.themesUnlessForeign(format, root)
            }
        case .yaml:
            self = Self.themesUnlessForeign(format, root)
        case .propertyList:
            self = Self.propertyList(path: path, isDeclaredStyleSheet: isDeclaredStyleSheet, root: root)
        }
    }

    private static func themesUnlessForeign(_ format: SourceFormat, _ root: Node) -> FileKind {
        ThemeFileDecoder.foreignFileError(root).map(FileKind.foreign) ?? .themes(format)
    }

    private static func propertyList(path: String, isDeclaredStyleSheet: Bool, root: Node) -> FileKind {
        guard let entries = root.entries else {
            return .foreign(Diagnostic(.error, "the root of a theme property list must be a dictionary, not \(root.kindDescription)", at: root.location))
        }
        switch PropertyListDialect(entries, path: path, isDeclaredStyleSheet: isDeclaredStyleSheet) {
        case .themeGen: return .themes(.propertyList)
        case .apptentiveStyleSheet: return .apptentiveStyleSheet
        case .unknown: return .foreign(Diagnostic(.error, PropertyListDialect.unknownMessage(entries), at: root.location))
        }
    }
}
