/// A place in an input file: a line and column for text formats, a key path for binary property lists.
public struct SourceLocation: Hashable, Sendable {
    /// The file as it should be shown to the user (relative to the current directory where possible).
    public var file: String
    /// The 1-based line, or `nil` when the format has no lines (binary property lists).
    public var line: Int?
    /// The 1-based column, counted in characters; `nil` together with `line`.
    public var column: Int?
    /// The keys leading to the value, used where there is no line (binary property lists).
    public var keyPath: [String]

    /// A location with a line and column.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = []
    }

    /// A location known only by the keys that lead to it.
    public init(file: String, keyPath: [String]) {
        self.file = file
        self.line = nil
        self.column = nil
        self.keyPath = keyPath
    }

    /// The location of a whole file (its first line).
    public static func startOf(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// `file:line:column` as compilers print it, or `file` alone when there is no line.
    public var prefix: String {
        guard let line, let column else { return file }
        return "\(file):\(line):\(column)"
    }

    /// `file:line` for provenance listings, or `file [key › path]` without lines.
    public var shortDescription: String {
        if let line { return "\(file):\(line)" }
        return keyPath.isEmpty ? file : "\(file) [\(keyPath.joined(separator: " › "))]"
    }
}
