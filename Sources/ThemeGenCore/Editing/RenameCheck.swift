#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whether a rename keeps its set loading: the set's files loaded with the rename's edits applied, and the
/// first error they give that the files as they are do not (a key that lands on a sibling group, two keys
/// whose Swift names become one) refuses the rename. One rule for every way a rename can break a set: the
/// loader's own.
public enum RenameCheck {
    /// Why `edits` (by file path) would break the set of `files`, or `nil` when the edited files load with
    /// no error but those of `knownErrors` (the messages of the errors the files as they are have, from
    /// the load the caller made of them).
    public static func refusal(of edits: [String: [KeyRename.Edit]], in files: [SourceFile], knownErrors: Set<String>) -> KeyRename.Refusal? {
        let edited = files.map { file in
            guard let fileEdits = edits[file.path] else { return file }
            let text = applying(fileEdits, to: String(decoding: file.contents, as: UTF8.self))
            return SourceFile(path: file.path, contents: Data(text.utf8), isDeclaredStyleSheet: file.isDeclaredStyleSheet)
        }
        let errors = ThemeLoader.load(edited).diagnostics.filter { $0.severity == .error }
        guard let broken = errors.first(where: { !knownErrors.contains($0.message) }) else { return nil }
        let file = URL(fileURLWithPath: broken.location.file).lastPathComponent
        let place = broken.location.line.map { "\(file):\($0)" } ?? file
        return KeyRename.Refusal(message: "the rename would break the set: \(place): \(broken.message)")
    }

    /// `text` with `edits` made: each replaces its length of Unicode scalars from its line and column.
    public static func applying(_ edits: [KeyRename.Edit], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let lastFirst = edits.sorted { ($0.location.line ?? 0, $0.location.column ?? 0) > ($1.location.line ?? 0, $1.location.column ?? 0) }
        for edit in lastFirst {
            guard let line = edit.location.line, let column = edit.location.column, line >= 1, line <= lines.count else { continue }
            let start = min(column - 1, lines[line - 1].count)
            let end = min(start + edit.length, lines[line - 1].count)
            lines[line - 1].replaceSubrange(start..<end, with: edit.newText.unicodeScalars)
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }
}
