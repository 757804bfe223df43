#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The strings of a YAML or JSON file's tree, as the build's reader reads them, with the place each
/// stands in the file's text: what the editor features that point into a file (colours, references)
/// walk. A string whose text does not stand in the file as read (one with escapes, or folded over lines)
/// has no such place and is left out, as are property lists.
struct WrittenScalars {
    /// One string and where it is written.
    struct Scalar {
        let text: String
        /// Where its text starts, its opening quote included.
        let location: SourceLocation
        /// How many Unicode scalars it takes, quotes included.
        let length: Int
        let isQuoted: Bool
    }

    /// The strings of `file`, in the order written; none when it does not read.
    static func of(_ file: SourceFile) -> [Scalar] {
        guard let format = file.format, format != .propertyList else { return [] }
        let lines = String(decoding: file.contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var log = DiagnosticLog()
        guard let root = FileReading.tree(of: file, format: format, log: &log) else { return [] }
        var found: [Scalar] = []
        collect(root, lines: lines, into: &found)
        return found
    }

    private static func collect(_ node: Node, lines: [Substring], into found: inout [Scalar]) {
        switch node.content {
        case .mapping(let entries): for entry in entries { collect(entry.value, lines: lines, into: &found) }
        case .sequence(let items): for item in items { collect(item, lines: lines, into: &found) }
        case .scalar(let text, let kind):
            guard kind == .plain || kind == .string, !text.isEmpty, let line = node.location.line, let column = node.location.column,
                line <= lines.count, let written = writtenLength(of: text, in: lines[line - 1], at: column)
            else { return }
            found.append(Scalar(text: text, location: node.location, length: written.length, isQuoted: written.isQuoted))
        }
    }

    /// How many scalars `text` takes from `column` (1-based) of `line`: its own count, or two more between
    /// matching quotes; `nil` when the line does not hold it there as it reads.
    private static func writtenLength(of text: String, in line: Substring, at column: Int) -> (length: Int, isQuoted: Bool)? {
        let scalars = Array(line.unicodeScalars.dropFirst(column - 1))
        let wanted = Array(text.unicodeScalars)
        if let quote = scalars.first, quote == "\"" || quote == "'" {
            guard scalars.count >= wanted.count + 2, Array(scalars[1...wanted.count]) == wanted, scalars[wanted.count + 1] == quote else { return nil }
            return (wanted.count + 2, true)
        }
        guard scalars.count >= wanted.count, Array(scalars[..<wanted.count]) == wanted else { return nil }
        return (wanted.count, false)
    }
}
