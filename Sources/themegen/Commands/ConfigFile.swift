import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `themegen.yml` a command was given with `--config` — or, given neither `--config` nor inputs, the
/// `themegen.yml` in the current directory when there is one — and how its paths are read: relative to its
/// folder. Otherwise an empty configuration whose paths are relative to the current directory.
struct ConfigFile {
    let configuration: Configuration
    /// The config's folder; `nil` without a config.
    let directory: URL?
    private let files: InputFiles

    /// The config `--config` names; `nil` when it is missing or wrong (its problems are printed).
    static func load(_ arguments: ParsedArguments, _ context: CommandContext) -> ConfigFile? {
        guard let path = arguments.value("--config") ?? currentDirectoryConfig(arguments, context) else {
            return ConfigFile(configuration: Configuration(), directory: nil, files: context.files)
        }
        let url = context.files.resolve(path)
        guard let configuration = read(url, context) else { return nil }
        return ConfigFile(configuration: configuration, directory: url.deletingLastPathComponent(), files: context.files)
    }

    /// `themegen.yml` when the command has no inputs and the current directory holds that file.
    private static func currentDirectoryConfig(_ arguments: ParsedArguments, _ context: CommandContext) -> String? {
        guard arguments.positionals.isEmpty else { return nil }
        let path = context.files.resolve(ThemeFiles.configurationFile).path
        return PathKind.at(path) == nil ? nil : ThemeFiles.configurationFile
    }

    /// A path the config gives, as an input located at its entry.
    func input(_ path: Located<String>) -> InputPath {
        InputPath(url: files.resolve(path.value, relativeTo: directory), written: path.value, origin: path.location)
    }

    /// A path relative to the config's folder that no entry names: a default.
    func defaultPath(_ path: String) -> InputPath {
        InputPath(url: files.resolve(path, relativeTo: directory), written: path, origin: nil)
    }

    /// Reads the configuration at `url`, printing its diagnostics; `nil` when it is missing or wrong.
    private static func read(_ url: URL, _ context: CommandContext) -> Configuration? {
        let location = SourceLocation(file: url.path, keyPath: [])
        guard FileManager.default.fileExists(atPath: url.path) else {
            _ = context.report([Diagnostic(.error, "no such file", at: location)], warningsAsErrors: false)
            return nil
        }
        var check = InputFileCheck(base: context.files.base, currentDirectory: context.currentDirectory)
        check.allow(named: url)
        if let problem = check.problem(url) {
            _ = context.report([Diagnostic(.error, problem, at: location)], warningsAsErrors: false)
            return nil
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            _ = context.report([Diagnostic(.error, "cannot read this file: \(FileErrors.describe(error, path: url.path))", at: location)], warningsAsErrors: false)
            return nil
        }
        let loaded = Configuration.load(SourceFile(path: url.path, contents: data))
        let failed = context.report(loaded.diagnostics, warningsAsErrors: false)
        return failed ? nil : loaded.configuration
    }
}
