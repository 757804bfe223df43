import Foundation
import ThemeGenCore

/// The settings of one `generate` run: each from the command line, else from `--config`, else the
/// default. Paths from the config are taken relative to the config file's folder.
struct GenerationSettings {
    enum Resolution {
        case settings(GenerationSettings)
        case exit(ExitStatus)
    }

    var inputs: [String]
    var output: String
    var options: GeneratorOptions
    var template: String?
    var storageKey: String?
    var warningsAsErrors: Bool

    static func resolve(_ arguments: ParsedArguments, _ context: CommandContext) -> Resolution {
        var configuration = Configuration()
        var configDirectory: String?
        if let path = arguments.value("--config") {
            let url = context.files.resolve(path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                _ = context.report([Diagnostic(.error, "no such file", at: SourceLocation(file: path, keyPath: []))], warningsAsErrors: false)
                return .exit(.failure)
            }
            let loaded = Configuration.load(SourceFile(path: context.files.displayPath(url), contents: data))
            let failed = context.report(loaded.diagnostics, warningsAsErrors: false)
            guard let loadedConfiguration = loaded.configuration, !failed else { return .exit(.failure) }
            configuration = loadedConfiguration
            configDirectory = (path as NSString).deletingLastPathComponent
        }
        func fromConfig(_ path: String?) -> String? {
            guard let path, let directory = configDirectory, !path.hasPrefix("/"), !directory.isEmpty else { return path }
            return (directory as NSString).appendingPathComponent(path)
        }
        let inputs = arguments.positionals.isEmpty ? (configuration.inputs ?? []).compactMap(fromConfig) : arguments.positionals
        guard !inputs.isEmpty else {
            return .exit(context.usageError("Missing expected argument '<inputs> ...' (give inputs, or --config with 'inputs').", spec: GenerateCommand.spec))
        }
        let defaultOutput = configDirectory.map { _ in fromConfig(GeneratedFiles.defaultOutput) } ?? nil
        guard let output = arguments.value("--output") ?? fromConfig(configuration.output) ?? defaultOutput else {
            return .exit(context.usageError("Missing expected argument '--output <file>' (give it, or --config).", spec: GenerateCommand.spec))
        }
        let access = arguments.value("--access").flatMap(GeneratorOptions.AccessLevel.init) ?? configuration.access ?? .internal
        let options = GeneratorOptions(access: access, typePrefix: arguments.value("--type-prefix") ?? configuration.typePrefix ?? "")
        return .settings(GenerationSettings(
            inputs: inputs, output: output, options: options,
            template: arguments.value("--template") ?? fromConfig(configuration.template),
            storageKey: arguments.value("--storage-key") ?? configuration.storageKey,
            warningsAsErrors: arguments.has("--warnings-as-errors") || (configuration.warningsAsErrors ?? false)))
    }
}
