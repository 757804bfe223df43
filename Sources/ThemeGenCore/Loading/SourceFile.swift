import Foundation

/// The bytes of one input file and the path to show for it. The core never touches the file system:
/// the caller reads files and hands them over.
public struct SourceFile: Sendable {
    /// The path as it should appear in diagnostics and generated headers.
    public var path: String
    /// The file's contents.
    public var contents: Data

    /// Creates a source file.
    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    /// The format the file's name says it has.
    public var format: SourceFormat? { SourceFormat(path: path) }
}

/// The input formats ThemeGen reads, chosen by file extension.
public enum SourceFormat: String, Sendable, CaseIterable {
    /// ThemeGen YAML (JSON is read as YAML too).
    case yaml
    /// A property list, XML or binary: ThemeGen's schema or an Apptentive style sheet.
    case propertyList

    /// The extensions recognised for each format.
    public static let extensions: [String: SourceFormat] = [
        "yaml": .yaml, "yml": .yaml, "json": .yaml, "plist": .propertyList,
    ]

    /// The format for a path, or `nil` when the extension is not a theme file's.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        guard let format = Self.extensions[ext] else { return nil }
        self = format
    }
}
