import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The diagnostics an edit to one document gives, by file URI, as LSP diagnostics: a `themegen.yml` by
/// the configuration reader; a theme file with the theme set it belongs to — every file ThemeGen reads in
/// its folder, as `themegen lint FOLDER` reads it — through the build's loader, open documents as the
/// editor has them and the others as on disk. Every file of the set gets a list, empty when it has no
/// problems. (A set that a `themegen.yml` elsewhere assembles is not followed.)
enum DocumentDiagnostics {
    static func of(_ uri: String, open: [String: String]) -> [String: [JSONValue]] {
        guard let url = URL(string: uri), url.isFileURL else { return [:] }
        let path = url.standardizedFileURL.path
        let name = url.lastPathComponent
        var texts: [String: String] = [:]
        for (openURI, text) in open {
            if let openURL = URL(string: openURI) { texts[openURL.standardizedFileURL.path] = text }
        }
        if name == ThemeFiles.configurationFile {
            guard let text = texts[path] else { return [uri: []] }
            let loaded = Configuration.load(SourceFile(path: path, contents: Data(text.utf8)))
            return [uri: loaded.diagnostics.map { lsp($0, texts: [path: text]) }]
        }
        guard ThemeFiles.hasThemeExtension(name) else { return [:] }
        let folder = url.standardizedFileURL.deletingLastPathComponent()
        var paths = Set(setFiles(in: folder))
        if texts[path] != nil { paths.insert(path) }
        var files: [SourceFile] = []
        for file in paths.sorted() {
            if texts[file] == nil {
                do {
                    texts[file] = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
                } catch {
                    continue // Gone since it was listed: the set is what can be read.
                }
            }
            files.append(SourceFile(path: file, contents: Data((texts[file] ?? "").utf8)))
        }
        var byFile: [String: [JSONValue]] = Dictionary(uniqueKeysWithValues: paths.map { (URL(fileURLWithPath: $0).absoluteString, []) })
        for diagnostic in ThemeLoader.load(files).diagnostics {
            let file = diagnostic.location.file
            byFile[URL(fileURLWithPath: file).absoluteString, default: []].append(lsp(diagnostic, texts: texts))
        }
        return byFile
    }

    /// The files ThemeGen reads in `folder` when it is named, as absolute paths.
    private static func setFiles(in folder: URL) -> [String] {
        do {
            let subpaths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).map { $0.split(separator: "/").map(String.init) }
            return ThemeFiles.filesRead(inNamedFolder: folder.lastPathComponent, subpaths).map { folder.appendingPathComponent($0.joined(separator: "/")).path }
        } catch {
            return [] // A folder that cannot be listed: the open document alone.
        }
    }

    /// An LSP diagnostic: the place as a zero-width range (lines from 0, columns in UTF-16 units, as
    /// LSP counts them by default), the severity, `themegen` as the source, notes as related information.
    static func lsp(_ diagnostic: Diagnostic, texts: [String: String]) -> JSONValue {
        let position = self.position(diagnostic.location, text: texts[diagnostic.location.file] ?? "")
        var members: [String: JSONValue] = [
            "range": .object(["start": position, "end": position]),
            "severity": .number(diagnostic.severity == .error ? 1 : 2),
            "source": .string("themegen"),
            "message": .string(diagnostic.message),
        ]
        if !diagnostic.notes.isEmpty {
            members["relatedInformation"] = .array(
                diagnostic.notes.map { note in
                    let notePosition = self.position(note.location, text: texts[note.location.file] ?? "")
                    return .object([
                        "location": .object([
                            "uri": .string(URL(fileURLWithPath: note.location.file).absoluteString),
                            "range": .object(["start": notePosition, "end": notePosition]),
                        ]),
                        "message": .string(note.message),
                    ])
                })
        }
        return .object(members)
    }

    /// A 1-based line and column counted in Unicode scalars as an LSP position.
    private static func position(_ location: SourceLocation, text: String) -> JSONValue {
        guard let line = location.line, let column = location.column else { return .object(["line": .number(0), "character": .number(0)]) }
        let lineText = text.split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false).dropFirst(line - 1).first ?? ""
        let units = lineText.unicodeScalars.prefix(max(column - 1, 0)).reduce(0) { $0 + ($1.value > 0xFFFF ? 2 : 1) }
        return .object(["line": .number(Double(line - 1)), "character": .number(Double(units))])
    }
}
