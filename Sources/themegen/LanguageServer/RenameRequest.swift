import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Rename of a key across the theme files of its set (`KeyRename`), from a `{group.key}` reference or a
/// line that defines the key: `prepareRename` gives the name the editor offers to change, `rename` the
/// edits, file by file, or refuses a rename after which the set would not load (`RenameCheck`).
enum RenameRequest {
    /// The key at `place` of a theme file: a reference's, else the line's.
    static func key(at place: (line: Int, column: Int), in text: DocumentText, path: String, index: EditorIndex) -> (KeyReference, span: KeyRequests.WrittenSpan?)? {
        guard index.isThemeFile(path) else { return nil }
        if let span = KeyRequests.reference(in: text.lines[place.line - 1], at: place.column) {
            return span.written.reference.map { ($0, span) }
        }
        return index.sites(inFile: path, line: place.line).first.map { ($0.reference, nil) }
    }

    /// The range of the name at `place` and the name itself, or `null` where no key of a theme file is.
    static func prepare(at place: (line: Int, column: Int), in text: DocumentText, path: String, set: DocumentSet, index: EditorIndex) -> JSONValue {
        guard let (reference, span) = key(at: place, in: text, path: path, index: index) else { return .null }
        let lastPart = reference.key.split(separator: ".").last.map(String.init) ?? reference.key
        if let span {
            return .object(["range": text.range(line: place.line, column: span.column, length: span.length), "placeholder": .string(lastPart)])
        }
        let site = index.sites(inFile: path, line: place.line).first { $0.reference == reference }
        guard let site, let location = index.location(of: reference, inTheme: site.theme),
            let name = KeyRename.writtenName(of: reference, at: location, text: set.texts[path] ?? "")
        else { return .null }
        return .object(["range": text.range(line: name.location.line, column: name.location.column, length: name.length), "placeholder": .string(lastPart)])
    }

    /// The workspace edit renaming the key at `place` to `newName`, or why it cannot be made.
    static func rename(
        at place: (line: Int, column: Int), to newName: String, in text: DocumentText, path: String, set: DocumentSet, index: EditorIndex
    ) -> Result<JSONValue, KeyRename.Refusal> {
        guard let (reference, _) = key(at: place, in: text, path: path, index: index) else {
            return .failure(KeyRename.Refusal(message: "no key of a theme file is here to rename"))
        }
        let files = set.texts.keys.sorted().map { SourceFile(path: $0, contents: Data((set.texts[$0] ?? "").utf8)) }
        let checked = KeyRename.edits(renaming: reference, to: newName, in: index, files: files).flatMap { edits in
            RenameCheck.refusal(of: edits, in: files, knownErrors: set.errorMessages).map { .failure($0) } ?? .success(edits)
        }
        return checked.map { edits in
            var changes: [String: JSONValue] = [:]
            for (file, fileEdits) in edits {
                let document = DocumentText(set.texts[file] ?? "")
                changes[URL(fileURLWithPath: file).absoluteString] = .array(
                    fileEdits.map { edit in
                        .object([
                            "range": document.range(line: edit.location.line, column: edit.location.column, length: edit.length),
                            "newText": .string(edit.newText),
                        ])
                    })
            }
            return .object(["changes": .object(changes)])
        }
    }
}
