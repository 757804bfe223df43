#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bytes of one input file and the path to show for it. The core never touches the file system:
/// the caller reads files and hands them over.
public struct SourceFile: Sendable {
    /// The path as it should appear in diagnostics and generated headers.
    public var path: String
    /// The file's contents.
    public var contents: Data
    /// Whether the configuration declares the file an Apptentive style sheet (`styleSheets` in
    /// `themegen.yml`), whatever keys it holds.
    public var isDeclaredStyleSheet: Bool

    /// Creates a source file.
    public init(path: String, contents: Data, isDeclaredStyleSheet: Bool = false) {
        self.path = path
        self.contents = contents
        self.isDeclaredStyleSheet = isDeclaredStyleSheet
    }

    /// The contents as bytes, copied in one go (iterating `Data` byte by byte is slow).
    var bytes: [UInt8] {
        contents.withUnsafeBytes { Array($0) }
    }

    /// The format the file's name says it has.
    public var format: SourceFormat? { SourceFormat(path: path) }

    /// The file's name without its folders.
    var fileName: String { URL(fileURLWithPath: path).lastPathComponent }
}

/// The input formats ThemeGen reads, chosen by file extension (the extensions are `ThemeFiles`').
public enum SourceFormat: String, Sendable, CaseIterable {
    /// ThemeGen YAML.
    case yaml
    /// JSON, read by the YAML reader (JSON is YAML); told apart for advice on syntax, and because a JSON
    /// file may be a DTCG token file or resolver (`.tokens` is JSON too).
    case json
    /// A property list, XML or binary: ThemeGen's schema or an Apptentive style sheet.
    case propertyList

    /// The format for a path, or `nil` when the extension is not a theme file's.
    public init?(path: String) {
        switch ThemeFiles.pathExtension(of: path) {
        case "yaml", "yml": self = .yaml
        case "json", "tokens": self = .json
        case "plist": self = .propertyList
        default: return nil
        }
    }

    /// The extensions ThemeGen reads, for messages: `.json, .plist, .yaml or .yml`.
    public static var extensionList: String {
        let dotted = ThemeFiles.extensions.map { "." + $0 }
        return dotted.dropLast().joined(separator: ", ") + " or " + (dotted.last ?? "")
    }
}
