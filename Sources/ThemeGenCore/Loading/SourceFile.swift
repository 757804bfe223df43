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
}
