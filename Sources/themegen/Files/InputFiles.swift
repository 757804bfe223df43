import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A theme file or folder to read, and where it was named: on the command line (no origin), or in a
/// `themegen.yml` entry (its location, where problems with it are reported).
struct InputPath {
    /// The file or folder.
    let url: URL
    /// The path as written.
    let written: String
    /// The configuration entry that names it, if any.
    let origin: SourceLocation?
}

/// Paths for one command: where relative paths on the command line start (the current directory), and
/// the stable folder that paths in the model — diagnostics, the generated header, the order of inputs —
/// are relative to, so that the same inputs give the same result from any working directory.
struct InputFiles {
    let currentDirectory: URL
    /// Model paths are relative to this folder (`../` included); absolute where nothing but `/` is shared.
    let base: URL
    private let fileManager = FileManager.default

    init(currentDirectory: URL, base: URL? = nil) {
        self.currentDirectory = currentDirectory.standardizedFileURL
        self.base = (base ?? currentDirectory).standardizedFileURL
    }

    /// An absolute URL for a path given on the command line (or, with `relativeTo`, in a configuration).
    func resolve(_ path: String, relativeTo directory: URL? = nil) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : (directory ?? currentDirectory).appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// A command-line input.
    func commandLineInput(_ path: String) -> InputPath {
        InputPath(url: resolve(path), written: path, origin: nil)
    }

    /// `url` relative to the base: `Themes/Brand.yaml`, `../Shared/Brand.yaml`.
    func modelPath(_ url: URL) -> String {
        RelativePath.of(url, from: base)
    }

    /// The path to print for a model path or an absolute path: relative to the current directory when
    /// inside it (absolute otherwise), or always absolute.
    func terminalPath(_ path: String, absolute: Bool) -> String {
        guard !path.isEmpty else { return path }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL : resolve(path, relativeTo: base)
        if absolute { return url.path }
        let inside = RelativePath.of(url, from: currentDirectory)
        return inside.hasPrefix("../") || inside.hasPrefix("/") ? url.path : inside
    }

    /// The files to load, and a diagnostic for each input that gave none or could not be read. Files in
    /// `styleSheets` are marked as declared Apptentive style sheets. With `declared` (absolute paths), a
    /// file outside it is an error: the build system would not notice its changes. A DTCG resolver brings
    /// the files it names (`TokenProjectFiles`): given the resolver, its project is read. Each of
    /// `assetCatalogs` must be an input itself, since a catalog is read only when named.
    func collect(
        _ inputs: [InputPath], styleSheets: [InputPath] = [], assetCatalogs: [InputPath] = [], declared: Set<String>? = nil
    ) -> (files: [SourceFile], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var seen = Set<String>()
        var check = InputFileCheck(base: base, currentDirectory: currentDirectory)
        for input in inputs { check.allow(named: input.url) }
        var found: [(url: URL, input: InputPath)] = []
        for input in inputs {
            guard let kind = PathKind.at(input.url.path) else {
                problems.append(Self.problem(PathKind.absence(input.url.path), input))
                continue
            }
            let urls: [URL]
            do {
                if kind == .folder {
                    urls = try Self.themeFiles(in: input.url)
                } else if TokenProjectFiles.isTokensStudioThemes(input.url) {
                    // Tokens Studio's themes name their token sets by path in the folder: given alone, the
                    // project is read, as Tokens Studio reads it (a resolver brings its files below).
                    check.allow(resolverFolderOf: input.url)
                    urls = try Self.themeFiles(in: input.url.deletingLastPathComponent())
                } else {
                    urls = [input.url]
                }
            } catch {
                problems.append(Self.problem("cannot read this folder: \(FileErrors.describe(error, path: input.url.path))", input))
                continue
            }
            if urls.isEmpty {
                problems.append(Self.problem("no theme files (\(SourceFormat.extensionList)) in this folder", input))
            }
            for url in urls where seen.insert(url.path).inserted { found.append((url, input)) }
        }
        // The files resolvers name, and those the files they name name (a resolver may name another).
        // One that does not exist is the loader's to report, at the `$ref` that names it.
        var position = 0
        while position < found.count {
            let (url, input) = found[position]
            position += 1
            guard TokenProjectFiles.isResolver(url), check.problem(url) == nil else { continue }
            check.allow(resolverFolderOf: url)
            for named in TokenProjectFiles.files(namedBy: url) where fileManager.fileExists(atPath: named.path) && seen.insert(named.path).inserted {
                found.append((named, input))
            }
        }
        let sheetPaths = Set(styleSheets.map(\.url.path))
        var files: [SourceFile] = []
        for (url, input) in found {
            if let declared, !declared.contains(url.path) {
                problems.append(Self.problem(UndeclaredInput.message(url: url, path: modelPath(url)), input, namingInput: false))
                continue
            }
            if let problem = check.problem(url) {
                problems.append(Diagnostic(.error, problem, at: SourceLocation(file: url.path, keyPath: [])))
                continue
            }
            do {
                // Mapped, not read into memory: a file's pages are in memory only while it is parsed,
                // and go when the reader lets go of it (as compilers read sources).
                let contents = try Data(contentsOf: url, options: .alwaysMapped)
                files.append(SourceFile(path: modelPath(url), contents: contents, isDeclaredStyleSheet: sheetPaths.contains(url.path)))
            } catch {
                problems.append(Diagnostic(.error, "cannot read this file: \(FileErrors.describe(error, path: url.path))", at: SourceLocation(file: url.path, keyPath: [])))
            }
        }
        for sheet in styleSheets where !seen.contains(sheet.url.path) {
            problems.append(Self.problem("'styleSheets' names '\(sheet.written)', which is not among the inputs", sheet, namingInput: false))
        }
        let inputPaths = Set(inputs.map(\.url.path))
        for catalog in assetCatalogs where !inputPaths.contains(catalog.url.path) {
            problems.append(Self.problem("'assetCatalogs' names '\(catalog.written)', which is not among the inputs", catalog, namingInput: false))
        }
        return (files, problems)
    }

    /// A problem with an input, located where it was named: at its configuration entry (the message
    /// then names the input, unless `namingInput` is false because it names a file already), or at the
    /// path given on the command line.
    private static func problem(_ message: String, _ input: InputPath, namingInput: Bool = true) -> Diagnostic {
        guard let origin = input.origin else { return Diagnostic(.error, message, at: SourceLocation(file: input.url.path, keyPath: [])) }
        return Diagnostic(.error, namingInput ? "\(message): '\(input.written)'" : message, at: origin)
    }

    /// The theme names the configuration gives asset catalogs, by the catalog's path as the loader
    /// sees it (`ThemeLoader.load`'s `assetCatalogThemes`).
    func assetCatalogThemes(_ catalogs: [(input: InputPath, theme: String)]) -> [String: String] {
        Dictionary(catalogs.map { (modelPath($0.input.url.standardizedFileURL), $0.theme) }, uniquingKeysWith: { first, _ in first })
    }

    /// The files of a named folder that ThemeGen reads (`ThemeFiles.filesRead(inFolderAt:)`), sorted.
    static func themeFiles(in directory: URL) throws -> [URL] {
        let isCatalog = ThemeFiles.isAssetCatalog(directory.lastPathComponent)
        return try ThemeFiles.filesRead(inFolderAt: directory).filter { url in
            // Everything but folders (and links to them): a FIFO or a link that leads nowhere is found, and
            // refused. In a catalog every path found is a `Contents.json`, which a folder must not stand for
            // unnoticed: it is found, and refused.
            switch PathKind.at(url.path) {
            case .folder: isCatalog
            case nil: PathKind.at(url.path, followingLinks: false) == .symbolicLink
            default: true
            }
        }
    }
}

/// The error for a file the build plugin did not declare as an input of its command.
enum UndeclaredInput {
    static func message(url: URL, path: String) -> String {
        "'\(path)' is not a theme file of this target by the build plugin's rule, so the build would not notice when it changes; "
            + "name it *.theme.\(ThemeFiles.pathExtension(of: url.lastPathComponent)) or move it below a \(ThemeFiles.themesFolder) folder "
            + "inside the target (a symbolic link there works for a file kept elsewhere); see docs/Config.md, \"Which files are themes\""
    }
}

/// Relative paths between folders, with `..` where needed.
enum RelativePath {
    /// `url` relative to `base` (`a/b.yaml`, `../c.yaml`), or its absolute path when they share only `/`.
    static func of(_ url: URL, from base: URL) -> String {
        let target = url.standardizedFileURL.pathComponents
        let from = base.standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        guard common > 1 else { return url.standardizedFileURL.path }
        let ups = Array(repeating: "..", count: from.count - common)
        let path = (ups + target[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }
}
