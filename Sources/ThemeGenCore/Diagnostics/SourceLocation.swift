import Dispatch

/// A place in an input file: a line and column for text formats, a key path for binary property lists.
///
/// Every value read carries one or two locations, and every stage copies them, so a location is kept
/// to 16 bytes that copy without counting references: the line and column, and an unretained reference
/// to its `Origin`, which every location in one file shares and which lives as long as the process.
public struct SourceLocation: Hashable, Sendable {
    /// What a location is counted in: a file, or for a binary property list's value, a key path in one.
    ///
    /// Origins are made only by `named(_:keyPath:)`, which keeps each one for the life of the process
    /// (one per file and key path, however often it is read), so locations need not retain them: copying
    /// a location is a plain copy, and threads working on the values of one file never contend for the
    /// count of one shared object.
    final class Origin: Sendable {
        let file: String
        /// The keys leading to the value, for a file without lines; `nil` for a text file.
        let keyPath: [String]?

        private init(file: String, keyPath: [String]?) {
            self.file = file
            self.keyPath = keyPath
        }

        /// The one origin of `file` (and `keyPath`, for a file without lines).
        static func named(_ file: String, keyPath: [String]? = nil) -> Origin {
            registry.origin(file: file, keyPath: keyPath)
        }

        private static let registry = Registry()

        /// Every origin made, so that none is ever freed while a location may refer to it.
        private final class Registry: @unchecked Sendable {
            private struct Key: Hashable {
                var file: String
                var keyPath: [String]?
            }

            /// Serialises access to `origins`.
            private let queue = DispatchQueue(label: "ThemeGen.SourceLocation.Origin")
            private var origins: [Key: Origin] = [:]

            func origin(file: String, keyPath: [String]?) -> Origin {
                queue.sync {
                    let key = Key(file: file, keyPath: keyPath)
                    if let origin = origins[key] { return origin }
                    let origin = Origin(file: file, keyPath: keyPath)
                    origins[key] = origin
                    return origin
                }
            }
        }
    }

    /// Unretained: `Origin.named` keeps every origin alive.
    private unowned(unsafe) var origin: Origin
    /// The 1-based line and column, for an origin without a key path.
    private var textLine: UInt32
    private var textColumn: UInt32

    /// A location with a line and column (both 1-based; the column counts Unicode scalars).
    public init(file: String, line: Int, column: Int) {
        self.init(in: Origin.named(file), line: line, column: column)
    }

    /// A location in a text file whose origin is shared with its other locations.
    init(in origin: Origin, line: Int, column: Int) {
        self.origin = origin
        self.textLine = UInt32(clamping: line)
        self.textColumn = UInt32(clamping: column)
    }

    /// A location known only by the keys that lead to it.
    public init(file: String, keyPath: [String]) {
        self.origin = Origin.named(file, keyPath: keyPath)
        self.textLine = 0
        self.textColumn = 0
    }

    /// The location of a whole file (its first line).
    public static func startOf(_ file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    /// The file as it should be shown to the user.
    public var file: String {
        get { origin.file }
        set { origin = Origin.named(newValue, keyPath: origin.keyPath) }
    }

    /// The 1-based line, or `nil` when the format has no lines (binary property lists).
    public var line: Int? {
        origin.keyPath == nil ? Int(textLine) : nil
    }

    /// The 1-based column, counted in Unicode scalars; `nil` together with `line`.
    public var column: Int? {
        origin.keyPath == nil ? Int(textColumn) : nil
    }

    /// The keys leading to the value, used where there is no line (binary property lists).
    public var keyPath: [String] {
        origin.keyPath ?? []
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

    public static func == (first: SourceLocation, second: SourceLocation) -> Bool {
        guard first.textLine == second.textLine, first.textColumn == second.textColumn else { return false }
        return first.origin === second.origin
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(origin))
        hasher.combine(textLine)
        hasher.combine(textColumn)
    }
}
