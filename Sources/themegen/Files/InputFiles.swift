import Foundation
import ThemeGenCore

/// Turns the paths given on the command line into theme files: directories are searched recursively
/// for `.yaml`, `.yml`, `.json` and `.plist` files (hidden entries and `themegen.yml` skipped), and paths are shown
/// relative to the current directory where possible.
struct InputFiles {
    let currentDirectory: URL
    /// Paths are shown relative to this directory where they are inside it.
    let displayBase: URL
    private let fileManager = FileManager.default

    init(currentDirectory: URL, displayBase: URL? = nil) {
        self.currentDirectory = currentDirectory.standardizedFileURL
        self.displayBase = (displayBase ?? currentDirectory).standardizedFileURL
    }

    /// The files to load, and a diagnostic for each path that gave none.
    func collect(_ paths: [String]) -> (files: [SourceFile], problems: [Diagnostic]) {
        var files: [SourceFile] = []
        var problems: [Diagnostic] = []
        var seen = Set<String>()
        for path in paths {
            let url = resolve(path)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                problems.append(Diagnostic(.error, "no such file or directory", at: SourceLocation(file: path, keyPath: [])))
                continue
            }
            let found = isDirectory.boolValue ? themeFiles(in: url) : [url]
            if found.isEmpty {
                let extensions = SourceFormat.extensions.keys.sorted().map { "." + $0 }.joined(separator: ", ")
                problems.append(Diagnostic(.error, "no theme files (\(extensions)) in this directory", at: SourceLocation(file: path, keyPath: [])))
            }
            for file in found where seen.insert(file.path).inserted {
                let display = displayPath(file)
                guard let contents = fileManager.contents(atPath: file.path) else {
                    problems.append(Diagnostic(.error, "cannot read this file", at: SourceLocation(file: display, keyPath: [])))
                    continue
                }
                files.append(SourceFile(path: display, contents: contents))
            }
        }
        return (files, problems)
    }

    /// An absolute URL for a path given on the command line.
    func resolve(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// `url` relative to the display base when inside it, otherwise absolute.
    func displayPath(_ url: URL) -> String {
        let base = displayBase.path.hasSuffix("/") ? displayBase.path : displayBase.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// A shown path made absolute again (paths already absolute stay as they are).
    func absolutePath(_ displayPath: String) -> String {
        displayPath.hasPrefix("/") || displayPath.isEmpty ? displayPath : displayBase.appendingPathComponent(displayPath).path
    }

    private func themeFiles(in directory: URL) -> [URL] {
        guard let enumerator = fileManager.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey],
                                                      options: [.skipsHiddenFiles]) else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator
            where SourceFormat(path: url.lastPathComponent) != nil && url.lastPathComponent != GeneratedFiles.configurationFile {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
            if isFile { found.append(url.standardizedFileURL) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
