#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a plugin finds in a target's folder by the rule of `ThemeFiles`: a `themegen.yml`, the theme
/// files, and the templates.
struct ThemeInputs {
    /// The folder searched: the target's folder (or, in Xcode, the project's).
    let root: URL
    /// The `themegen.yml` at the top of the folder, if there is one.
    let configuration: URL?
    /// The target's theme files by the rule for targets without a configuration, sorted.
    let themeFiles: [URL]
    /// `themeFiles`, the files by the same rule inside folders with a `themegen.yml` of their own, which
    /// are not the target's themes but which its configuration may name as inputs, the files the
    /// resolvers among them name (`TokenProjectFiles`), and with a configuration, the files ThemeGen
    /// reads in each asset catalog below the folder (which the configuration may name): the build
    /// watches them all.
    let watchedThemeFiles: [URL]
    /// Every `.mustache` template below the folder, sorted.
    let templates: [URL]

    /// Searches `directory` (the rule skips hidden entries and bundles).
    /// - Throws: the file system's error when the folder, or a catalog in it, cannot be read.
    init(searching directory: URL) throws {
        let subpaths = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        try self.init(files: subpaths.map { directory.appendingPathComponent($0) }, root: directory)
    }

    /// From an Xcode target's files: the folder of its `themegen.yml` is the root, or else the project's.
    /// - Throws: the file system's error when an asset catalog among them cannot be read.
    init(xcodeTargetFiles files: [URL], projectDirectory: URL) throws {
        let configuration = files.first { $0.lastPathComponent == ThemeFiles.configurationFile }
        try self.init(files: files, root: configuration?.deletingLastPathComponent() ?? projectDirectory)
    }

    /// From a list of files: those below `root` count, and a `themegen.yml` directly in `root`.
    /// - Throws: the file system's error when an asset catalog among them cannot be read.
    init(files: [URL], root: URL) throws {
        self.root = root
        let configuration = root.appendingPathComponent(ThemeFiles.configurationFile).standardizedFileURL
        self.configuration = files.contains { $0.standardizedFileURL == configuration } ? configuration : nil
        let rootComponents = root.standardizedFileURL.pathComponents
        let below = files.compactMap { url -> (url: URL, components: [String])? in
            let components = url.standardizedFileURL.pathComponents
            guard components.starts(with: rootComponents) else { return nil }
            return (url, Array(components.dropFirst(rootComponents.count)))
        }
        let outside = Set(ThemeFiles.outsideNestedSets(below.map(\.components)))
        let conventional = below.filter { ThemeFiles.isConventional($0.components) }.sorted { $0.url.path < $1.url.path }
        // A resolver's project is the files it names, wherever they are: the build watches them too.
        var watched = conventional.map(\.url)
        let known = Set(watched.map(\.standardizedFileURL.path))
        let named = watched.filter(TokenProjectFiles.isResolver).flatMap(TokenProjectFiles.files(namedBy:))
        watched += Set(named.map(\.path)).subtracting(known).sorted().map { URL(fileURLWithPath: $0) }
        if self.configuration != nil {
            // Listed on disk: Xcode gives a catalog as one file.
            for catalog in ThemeFiles.assetCatalogs(holding: below.map(\.components)) {
                watched += try ThemeFiles.filesRead(inFolderAt: root.appendingPathComponent(catalog.joined(separator: "/")))
            }
        }
        watchedThemeFiles = watched
        themeFiles = conventional.filter { outside.contains($0.components) }.map(\.url)
        templates = below.filter { ThemeFiles.pathExtension(of: $0.url.lastPathComponent) == "mustache" }
            .map(\.url).sorted { $0.path < $1.path }
    }

    /// Whether the target opted in: it has a configuration or theme files.
    var isEmpty: Bool { configuration == nil && themeFiles.isEmpty }

    /// The files whose change must regenerate: the configuration, the theme files (also those of nested
    /// sets, which the configuration may name) and the templates.
    var allFiles: [URL] { (configuration.map { [$0] } ?? []) + watchedThemeFiles + templates }

    /// The `themegen generate` arguments naming the inputs: the configuration (which names the inputs,
    /// and whose folder the generated header's paths are relative to), or every theme file with
    /// `packageDirectory` (the package's, or the Xcode project's, folder) as that base.
    func inputArguments(packageDirectory: URL) -> [String] {
        if let configuration { return ["--config", configuration.path] }
        return themeFiles.map(\.path) + ["--paths-relative-to", packageDirectory.path]
    }

    /// The arguments naming the inputs for a command that writes no Swift header (`themegen diff --base`,
    /// `themegen assets`): the configuration, or every theme file.
    var readingInputArguments: [String] {
        if let configuration { return ["--config", configuration.path] }
        return themeFiles.map(\.path)
    }

    /// The error for a target without inputs: names the target, the rule and where it looked.
    static func missingInputsMessage(target: String, directory: String) -> String {
        "ThemeGen: target '\(target)' has no theme files: looked in \(directory) for a \(ThemeFiles.configurationFile) "
            + "or \(ThemeFiles.ruleSummary) (see docs/Config.md in ThemeGen)"
    }
}

/// An error a plugin reports, printed as it is.
struct ThemeGenPluginError: Error, CustomStringConvertible {
    let description: String
}
