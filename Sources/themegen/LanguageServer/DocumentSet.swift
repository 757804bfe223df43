import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The theme set one document belongs to, loaded as the editor has it: a `themegen.yml` by the
/// configuration reader; a theme file with the theme set it belongs to — its folder (or, in a token
/// project, the nearest folder above it with a file that describes the project: `projectFolder`), collected as
/// `themegen lint FOLDER` collects it (`InputFiles.collect`: the rule for named folders, the files
/// resolvers name, links that leave the project and FIFOs refused) and read by the build's loader, open
/// documents as the editor has them. (A set that a `themegen.yml` elsewhere assembles is not followed.)
struct DocumentSet {
    /// The text of every file of the set by path: open documents as the editor has them, others as saved.
    let texts: [String: String]
    /// The diagnostics by file URI, as LSP diagnostics: every file of the set gets a list, empty when it
    /// has no problems.
    let diagnostics: [String: [JSONValue]]
    /// The messages of the set's errors, in every file (what a rename must not add to).
    var errorMessages: Set<String> {
        Set(diagnostics.values.joined().filter { $0["severity"] == .number(1) }.compactMap { $0["message"]?.string })
    }
    /// What hover, definition and completion read, when the set loads without errors: made at the first
    /// of them, so that an edit's diagnostics never wait for it.
    let index: DeferredIndex?

    /// An editor index made when it is first read, from a load's set.
    final class DeferredIndex {
        private let make: () -> EditorIndex
        /// The index, made at the first read.
        private(set) lazy var index: EditorIndex = make()

        init(_ loaded: ThemeLoader.Result, themeSet: ThemeSet) {
            let (themeFiles, tokenSites) = (loaded.themeFiles, loaded.tokenSites)
            make = { EditorIndex(themeSet, themeFiles: themeFiles, tokenSites: tokenSites) }
        }
    }

    /// The set of the document at `uri`, or `nil` for a file ThemeGen does not read. `memories` keeps, by
    /// the set's folder, what each load leaves for the next (`LoadMemory`): after an edit, only the
    /// changed files are read again and only the token themes that read them made again.
    static func load(_ uri: String, open: [String: String], memories: inout [String: LoadMemory]) -> DocumentSet? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        var texts: [String: String] = [:]
        for (openURI, text) in open {
            if let openURL = URL(string: openURI) { texts[openURL.standardizedFileURL.path] = text }
        }
        if url.lastPathComponent == ThemeFiles.configurationFile {
            guard let text = texts[path] else { return DocumentSet(texts: [:], diagnostics: [uri: []], index: nil) }
            let loaded = Configuration.load(SourceFile(path: path, contents: Data(text.utf8)))
            let document = DocumentText(text)
            return DocumentSet(texts: [path: text], diagnostics: [uri: loaded.diagnostics.map { lsp($0) { _ in document } }], index: nil)
        }
        guard ThemeFiles.hasThemeExtension(url.lastPathComponent) else { return nil }
        let folder = projectFolder(of: url.standardizedFileURL)
        // Absolute model paths: a base of `/` names every file by its path.
        let files = InputFiles(currentDirectory: folder, base: URL(fileURLWithPath: "/"))
        let collected: (files: [SourceFile], problems: [Diagnostic])
        if holdsMoreEntries(than: maximumFolderEntries, folder) {
            // A document in a folder too large to walk on every edit (a home or downloads folder) is read alone.
            texts[path] = texts[path] ?? FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            let alone = Diagnostic(
                .warning,
                "this file's folder holds more than \(maximumFolderEntries) files and folders, more than the editor's server walks on an edit; it checks this file alone (themegen lint on the folder checks the whole set)",
                at: SourceLocation(file: path, line: 1, column: 1))
            collected = ([], [alone])
        } else {
            collected = files.collect([InputPath(url: folder, written: folder.path, origin: nil)])
        }
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
        let loaded = ThemeLoader.load(sources, recordingTokenSites: true, memory: &memories[folder.path, default: LoadMemory()])
        var documents: [String: DocumentText] = [:]
        let document = { (file: String) -> DocumentText in
            if let known = documents[file] { return known }
            let made = DocumentText(texts[file] ?? "")
            documents[file] = made
            return made
        }
        for diagnostic in problems + loaded.diagnostics {
            byFile[URL(fileURLWithPath: diagnostic.location.file).absoluteString, default: []].append(lsp(diagnostic, text: document))
        }
        let filesWithErrors = Set((problems + loaded.diagnostics).filter { $0.severity == .error }.map(\.location.file))
        let index =
            filesWithErrors.isEmpty
            ? loaded.themeSet.map { DeferredIndex(loaded, themeSet: $0) } : indexOfTheRest(sources, leavingOut: filesWithErrors, document: path)
        return DocumentSet(texts: texts, diagnostics: byFile, index: index)
    }

    /// When files of the set have errors but the document has none: the index of the set without those
    /// files, if it loads without errors, so hover, definition and rename keep working in the file that is
    /// fine (a schema or another tool's JSON beside the themes, a file half-edited); the diagnostics still
    /// say what is wrong elsewhere. `nil` when the document has errors or the rest does not load cleanly.
    private static func indexOfTheRest(_ sources: [SourceFile], leavingOut files: Set<String>, document path: String) -> DeferredIndex? {
        guard !files.contains(path) else { return nil }
        let loaded = ThemeLoader.load(sources.filter { !files.contains($0.path) }, recordingTokenSites: true)
        guard !loaded.diagnostics.contains(where: { $0.severity == .error }), let set = loaded.themeSet else { return nil }
        return DeferredIndex(loaded, themeSet: set)
    }

    /// The most files and folders below a document's folder that a load walks: past it, the document is
    /// read alone, so that no edit waits on a walk without bound.
    static let maximumFolderEntries = 20_000

    /// Whether `folder` holds more than `limit` files and folders, at any depth (counting stops there).
    /// (A folder that cannot be listed counts as empty: the load reports it.) Links to folders are not followed.
    static func holdsMoreEntries(than limit: Int, _ folder: URL) -> Bool {
        var folders = [folder.path]
        var count = 0
        while let current = folders.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: current)
            } catch {
                continue
            }
            count += names.count
            if count > limit { return true }
            for name in names where PathKind.at(current + "/" + name, followingLinks: false) == .folder { folders.append(current + "/" + name) }
        }
        return false
    }

    /// The folder whose files make the set of the file at `url`: the nearest of its folders, up to the
    /// package or repository (`Package.swift`, `.git`), that holds a `$themes.json`, a `$metadata.json` or a
    /// resolver (`DesignTokenFiles.describesProject`), so a token file in a project's subfolder is read with
    /// the whole project; else (or when a folder on the way cannot be listed) the file's own folder.
    static func projectFolder(of url: URL) -> URL {
        let own = url.deletingLastPathComponent()
        var folder = own
        while true {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            } catch {
                // A folder that cannot be listed ends the search: the file's own folder is the set's.
                return own
            }
            if names.contains(where: DesignTokenFiles.describesProject) { return folder }
            let parent = folder.deletingLastPathComponent()
            if names.contains("Package.swift") || names.contains(".git") || parent.path == folder.path { return own }
            folder = parent
        }
    }

    /// An LSP diagnostic: the place as the range of the token there (`DocumentText.tokenRange`), the severity, `themegen` as the source, notes
    /// as related information; `text` gives a file's text by path.
    static func lsp(_ diagnostic: Diagnostic, text: (String) -> DocumentText) -> JSONValue {
        let location = diagnostic.location
        var members: [String: JSONValue] = [
            "range": text(location.file).tokenRange(line: location.line, column: location.column),
            "severity": .number(diagnostic.severity == .error ? 1 : 2),
            "source": .string("themegen"),
            "message": .string(diagnostic.message),
        ]
        if !diagnostic.notes.isEmpty {
            members["relatedInformation"] = .array(
                diagnostic.notes.map { note in
                    .object([
                        "location": .object([
                            "uri": .string(URL(fileURLWithPath: note.location.file).absoluteString),
                            "range": text(note.location.file).tokenRange(line: note.location.line, column: note.location.column),
                        ]),
                        "message": .string(note.message),
                    ])
                })
        }
        return .object(members)
    }
}
