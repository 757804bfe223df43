import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The diagnostics an edit to one document gives, by file URI, as LSP diagnostics: a `themegen.yml` by
/// the configuration reader; a theme file with the theme set it belongs to — its folder, collected as
/// `themegen lint FOLDER` collects it (`InputFiles.collect`: the rule for named folders, the files
/// resolvers name, links that leave the project and FIFOs refused) and read by the build's loader, open
/// documents as the editor has them. Every file of the set gets a list, empty when it has no problems.
/// (A set that a `themegen.yml` elsewhere assembles is not followed.)
enum DocumentDiagnostics {
    static func of(_ uri: String, open: [String: String]) -> [String: [JSONValue]] {
        guard let url = URL(string: uri), url.isFileURL else { return [:] }
        let path = url.standardizedFileURL.path
        var texts: [String: String] = [:]
        for (openURI, text) in open {
            if let openURL = URL(string: openURI) { texts[openURL.standardizedFileURL.path] = text }
        }
        if url.lastPathComponent == ThemeFiles.configurationFile {
            guard let text = texts[path] else { return [uri: []] }
            let loaded = Configuration.load(SourceFile(path: path, contents: Data(text.utf8)))
            return [uri: loaded.diagnostics.map { lsp($0, texts: [path: text]) }]
        }
        guard ThemeFiles.hasThemeExtension(url.lastPathComponent) else { return [:] }
        let folder = url.standardizedFileURL.deletingLastPathComponent()
        // Absolute model paths: a base of `/` names every file by its path.
        let files = InputFiles(currentDirectory: folder, base: URL(fileURLWithPath: "/"))
        let collected = files.collect([InputPath(url: folder, written: folder.path, origin: nil)])
        var sources: [SourceFile] = []
        for file in collected.files where file.path != path {
            let absolute = files.resolve(file.path, relativeTo: files.base).path
            let text = texts[absolute] ?? String(decoding: file.contents, as: UTF8.self)
            texts[absolute] = text
            sources.append(SourceFile(path: absolute, contents: Data(text.utf8), isDeclaredStyleSheet: file.isDeclaredStyleSheet))
        }
        if let text = texts[path] { sources.append(SourceFile(path: path, contents: Data(text.utf8))) }
        var byFile: [String: [JSONValue]] = Dictionary(uniqueKeysWithValues: sources.map { (URL(fileURLWithPath: $0.path).absoluteString, []) })
        // Problems with the folder's files (a FIFO, a link out of the project) are the set's too; the
        // folder itself holding no saved theme file is no problem while an open document is one.
        let problems = collected.problems.filter { $0.location.file != folder.path }
        for diagnostic in problems + ThemeLoader.load(sources).diagnostics {
            byFile[URL(fileURLWithPath: diagnostic.location.file).absoluteString, default: []].append(lsp(diagnostic, texts: texts))
        }
        return byFile
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
