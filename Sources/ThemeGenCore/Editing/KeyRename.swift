/// A key renamed across its set's theme files: the key's last part where each theme defines it, and every
/// `{group.key}` reference to it, each edit a place and its new text. Refused, with the reason, when the
/// new name is not one part of a key, the group has that key already, or a theme defines the key in a
/// token document (whose token paths are not keys).
public enum KeyRename {
    /// Replace `length` Unicode scalars from `location` with `newText`.
    public struct Edit: Sendable, Hashable {
        public let location: SourceLocation
        public let length: Int
        public let newText: String
    }

    /// Why the rename cannot be made.
    public struct Refusal: Error, Sendable, Hashable {
        public let message: String

        public init(message: String) {
            self.message = message
        }
    }

    /// The edits renaming `reference`'s last part to `newName`, by file path, in the order written;
    /// `files` are the set's files as the editor has them.
    public static func edits(renaming reference: KeyReference, to newName: String, in index: EditorIndex, files: [SourceFile]) -> Result<[String: [Edit]], Refusal> {
        let forbidden: Set<Unicode.Scalar> = [".", "{", "}", "\"", "'", ":", "#", "[", "]", ",", "&", "*", "!", "|", ">", "%", "@", "`"]
        guard !newName.isEmpty, !newName.unicodeScalars.contains(where: { forbidden.contains($0) || $0.properties.isWhitespace }) else {
            return .failure(Refusal(message: "'\(newName)' is not one part of a key: a key's part has no dots, braces, quotes or spaces"))
        }
        var parts = reference.key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let oldName = parts.removeLast()
        let renamed = KeyReference(group: reference.group, key: (parts + [newName]).joined(separator: "."))
        guard !index.references.contains(renamed) else {
            return .failure(Refusal(message: "the \(reference.group.noun) '\(renamed.key)' exists already"))
        }
        let texts = Dictionary(files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) }) { first, _ in first }
        var edits: [String: [Edit]] = [:]
        for location in index.definitions(of: reference) {
            guard index.isThemeFile(location.file) else {
                return .failure(Refusal(message: "'\(reference)' is defined in a token document (\(location.shortDescription)); rename the token there"))
            }
            guard let name = writtenName(of: reference, at: location, text: texts[location.file] ?? "") else {
                return .failure(Refusal(message: "'\(reference)' is not written as '\(oldName)' at \(location.shortDescription)"))
            }
            let newText = name.isWholeKey ? renamed.key : newName
            edits[location.file, default: []].append(Edit(location: name.location, length: name.length, newText: newText))
        }
        for file in files where index.isThemeFile(file.path) {
            for scalar in WrittenScalars.of(file) where WrittenReference.read(scalar.text)?.reference == reference {
                let start = scalar.isQuoted ? 1 : 0
                let location = SourceLocation(file: file.path, line: scalar.location.line ?? 1, column: (scalar.location.column ?? 1) + start)
                edits[file.path, default: []].append(Edit(location: location, length: scalar.length - 2 * start, newText: "{\(renamed)}"))
            }
        }
        return .success(edits.mapValues { $0.sorted { ($0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.line ?? 0, $1.location.column ?? 0) } })
    }

    /// Where a key's name stands where it is defined at `location` in `text`: its last part (`primary:`,
    /// `"primary":`), or the whole key written flat (`"button.primary":`), without quotes; `nil` when
    /// neither is written there.
    public static func writtenName(of reference: KeyReference, at location: SourceLocation, text: String) -> (location: SourceLocation, length: Int, isWholeKey: Bool)? {
        guard let line = location.line, let column = location.column else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        let written = Array(lines[line - 1].unicodeScalars.dropFirst(column - 1))
        let quoted = written.first == "\"" || written.first == "'"
        let body = quoted ? Array(written.dropFirst()) : written
        let lastPart = reference.key.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? reference.key
        for (name, isWholeKey) in [(reference.key, true), (lastPart, false)] {
            let wanted = Array(name.unicodeScalars)
            guard body.starts(with: wanted) else { continue }
            let next = body.dropFirst(wanted.count).first
            guard quoted ? next == written.first : next == ":" || next == " " || next == nil else { continue }
            return (SourceLocation(file: location.file, line: line, column: column + (quoted ? 1 : 0)), wanted.count, isWholeKey)
        }
        return nil
    }
}
