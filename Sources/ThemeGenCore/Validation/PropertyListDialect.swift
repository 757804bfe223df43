/// Which schema a property list is written in. A plist says what it is: a `themes` key makes it a
/// ThemeGen theme file; a key the Apptentive SDK reads, the SDK integrations' file name
/// (`ApptentiveStyles.plist`), or a `styleSheets` entry in `themegen.yml` makes it an Apptentive style
/// sheet; anything else (DB5, SwiftTheme, Xcode and terminal themes, `Info.plist`) is no theme at all.
enum PropertyListDialect {
    case themeGen
    case apptentiveStyleSheet
    case unknown

    /// The dialect of a property list at `path` whose root holds `entries`; `isDeclaredStyleSheet` when
    /// `themegen.yml` lists it under `styleSheets`.
    init(_ entries: [Node.Entry], path: String, isDeclaredStyleSheet: Bool) {
        if entries.contains(where: { $0.key == "themes" }) {
            self = .themeGen
        } else if isDeclaredStyleSheet || ThemeFiles.isApptentiveStyleSheetName(ThemeFiles.fileName(of: path))
            || entries.contains(where: { ApptentiveStyleSheet.topLevelKeys.contains($0.key) })
        {
            self = .apptentiveStyleSheet
        } else {
            self = .unknown
        }
    }

    /// The error for a plist that is neither: what it lacks, its first keys, and the fix.
    static func unknownMessage(_ entries: [Node.Entry]) -> String {
        let keys = entries.isEmpty ? "it is empty" : "its keys: " + ForeignFile.firstKeys(entries)
        let near =
            entries.lazy.compactMap { entry in
                Suggestions.closest(to: entry.key, in: ApptentiveStyleSheet.topLevelKeys).map { "\(quoted: entry.key) looks like the SDK's \(quoted: $0); " }
            }.first ?? ""
        return "this property list is neither a ThemeGen theme file (no 'themes' key) nor an Apptentive style sheet "
            + "(none of the SDK's keys, such as 'FontFamily' or 'PrimaryColor') — \(keys); \(near)"
            + "if it belongs to another tool, leave it out of the inputs (docs/Config.md, \"Which files are themes\"); "
            + "if it is a style sheet, name it \(ThemeFiles.apptentiveStyleSheetName) or list it under 'styleSheets' in \(ThemeFiles.configurationFile)"
    }
}

/// Describes files written for other tools in errors.
enum ForeignFile {
    /// How many keys an error names.
    static let namedKeys = 3

    /// `'a', 'b', 'c', …`: the first keys of a mapping.
    static func firstKeys(_ entries: [Node.Entry]) -> String {
        entries.prefix(namedKeys).map { "\(quoted: $0.key)" }.joined(separator: ", ") + (entries.count > namedKeys ? ", …" : "")
    }

    /// The advice for a YAML or JSON file of another tool.
    static let advice = "if it belongs to another tool, leave it out of the inputs (docs/Config.md, \"Which files are themes\")"
}
