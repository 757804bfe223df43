import Foundation

/// What a plugin finds in a target's folder: a `themegen.yml`, theme files and templates.
struct ThemeInputs {
    /// The `themegen.yml` at the top of the folder, if there is one.
    let configuration: URL?
    /// Every theme file below the folder (`.yaml`, `.yml`, `.plist`; not the configuration), sorted.
    let themeFiles: [URL]
    /// Every `.mustache` template below the folder, sorted.
    let templates: [URL]

    /// Searches `directory` (hidden entries skipped).
    init(searching directory: URL) {
        let configuration = directory.appendingPathComponent(GeneratedFiles.configurationFile)
        self.configuration = FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil
        var themeFiles: [URL] = []
        var templates: [URL] = []
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == GeneratedFiles.configurationFile { continue }
            if GeneratedFiles.themeExtensions.contains(url.pathExtension.lowercased()) { themeFiles.append(url) }
            if url.pathExtension == "mustache" { templates.append(url) }
        }
        self.themeFiles = themeFiles.sorted { $0.path < $1.path }
        self.templates = templates.sorted { $0.path < $1.path }
    }

    /// From a list of files (an Xcode target's).
    init(files: [URL]) {
        configuration = files.first { $0.lastPathComponent == GeneratedFiles.configurationFile }
        themeFiles = files.filter {
            $0.lastPathComponent != GeneratedFiles.configurationFile && GeneratedFiles.themeExtensions.contains($0.pathExtension.lowercased())
        }.sorted { $0.path < $1.path }
        templates = files.filter { $0.pathExtension == "mustache" }.sorted { $0.path < $1.path }
    }

    /// Whether there is anything to generate from.
    var isEmpty: Bool { configuration == nil && themeFiles.isEmpty }

    /// The files whose change must regenerate.
    var allFiles: [URL] { (configuration.map { [$0] } ?? []) + themeFiles + templates }

    /// The `themegen generate` arguments naming the inputs: the configuration (which names the inputs
    /// itself), or every theme file.
    var inputArguments: [String] {
        configuration.map { ["--config", $0.path] } ?? themeFiles.map(\.path)
    }

    /// The error for a target without inputs: names the target and what was looked for where.
    static func missingInputsMessage(target: String, directory: String) -> String {
        "ThemeGen: target '\(target)' has no theme files: looked for a \(GeneratedFiles.configurationFile) or "
            + "\(GeneratedFiles.themeExtensions.sorted().map { ".\($0)" }.joined(separator: ", ")) files in \(directory)"
    }
}

/// An error a plugin reports, printed as it is.
struct ThemeGenPluginError: Error, CustomStringConvertible {
    let description: String
}
