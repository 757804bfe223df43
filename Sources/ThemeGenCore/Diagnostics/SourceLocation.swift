/// A place in an input file: a line and column for text formats, a key path for binary property lists.
public struct SourceLocation: Hashable, Sendable {
    /// Where in the file: kept small, since every value read carries one or two locations.
    private enum Position: Hashable, Sendable {
        case text(line: UInt32, column: UInt32)
        case keyPath([String])
    }

    /// The file as it should be shown to the user.
    public var file: String
    private var position: Position

    /// A location with a line and column (both 1-based; the column counts Unicode scalars).
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.position = .text(line: UInt32(clamping: line), column: UInt32(clamping: column))
    }

    /// A location known only by the keys that lead to it.
    public init(file: String, keyPath: [String]) {
        self.file = file
        self.position = .keyPath(keyPath)
    }

    /// The location of a whole file (its first line).
    public static func startOf(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// The 1-based line, or `nil` when the format has no lines (binary property lists).
    public var line: Int? {
        if case .text(let line, _) = position { return Int(line) }
        return nil
    }

    /// The 1-based column, counted in Unicode scalars; `nil` together with `line`.
    public var column: Int? {
        if case .text(_, let column) = position { return Int(column) }
        return nil
    }

    /// The keys leading to the value, used where there is no line (binary property lists).
    public var keyPath: [String] {
        if case .keyPath(let keys) = position { return keys }
        return []
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
