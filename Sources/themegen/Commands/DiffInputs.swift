#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ThemeGenCore

/// The two theme sets `themegen diff` compares, loaded with the same options (from `--config`): `nil`
/// for a side that has no theme files at all (all of its themes are then added or removed).
struct DiffInputs {
    var old: ThemeSet?
    var new: ThemeSet?

    /// Loads both sides, printing every problem; `nil` when anything failed (exit status 2).
    static func resolve(_ arguments: ParsedArguments, _ context: CommandContext) -> DiffInputs? {
        let files = context.files
        var configuration = Configuration()
        var configDirectory: URL?
        if let path = arguments.value("--config") {
            let url = files.resolve(path)
            guard let loaded = GenerationSettings.load(url, context) else { return nil }
            configuration = loaded
            configDirectory = url.deletingLastPathComponent()
        }
        func fromConfig(_ path: Located<String>) -> InputPath {
            InputPath(url: files.resolve(path.value, relativeTo: configDirectory), written: path.value, origin: path.location)
        }
        let options = LoadOptions(configuration, styleSheets: (configuration.styleSheets ?? []).map(fromConfig),
                                  warningsAsErrors: arguments.has("--warnings-as-errors"))
        if let revision = arguments.value("--base") {
            guard arguments.positionalsBeforeTerminator == nil else {
                return usage("'--base' compares the inputs with a revision, so give no '--' and no OLD inputs", context)
            }
            let inputs = arguments.positionals.isEmpty ? (configuration.inputs ?? []).map(fromConfig) : arguments.positionals.map(files.commandLineInput)
            guard !inputs.isEmpty else { return usage("Missing expected argument '<inputs> ...' (give inputs, or --config with 'inputs').", context) }
            let oldFiles: [SourceFile]
            do {
                oldFiles = try GitRevisionFiles(revision: revision, files: files).collect(inputs, styleSheets: options.styleSheets)
            } catch {
                context.console.error("error: \(VisibleText.escaped(error.message))\n")
                return nil
            }
            guard let old = options.load(oldFiles, context), let new = options.load(inputs, context) else { return nil }
            return DiffInputs(old: old.value, new: new.value)
        }
        guard let split = arguments.positionalsBeforeTerminator else {
            return usage("Give OLD inputs, '--', then NEW inputs; or '--base <revision>' and the inputs.", context)
        }
        let oldInputs = arguments.positionals[..<split].map(files.commandLineInput)
        let newInputs = arguments.positionals[split...].map(files.commandLineInput)
        guard !oldInputs.isEmpty, !newInputs.isEmpty else {
            return usage("Give inputs on both sides of '--': OLD inputs, '--', NEW inputs.", context)
        }
        guard let old = options.load(oldInputs, context), let new = options.load(newInputs, context) else { return nil }
        return DiffInputs(old: old.value, new: new.value)
    }

    private static func usage(_ message: String, _ context: CommandContext) -> DiffInputs? {
        _ = context.usageError(message, spec: DiffCommand.spec)
        return nil
    }

    /// The loading options of a configuration, the same for both sides.
    private struct LoadOptions {
        /// A loaded side: `value` is `nil` when it has no theme files.
        struct Loaded {
            let value: ThemeSet?
        }

        let configuration: Configuration
        let styleSheets: [InputPath]
        let warningsAsErrors: Bool

        init(_ configuration: Configuration, styleSheets: [InputPath], warningsAsErrors: Bool) {
            self.configuration = configuration
            self.styleSheets = styleSheets
            self.warningsAsErrors = warningsAsErrors
        }

        /// Inputs on disk, each of which must exist.
        func load(_ inputs: [InputPath], _ context: CommandContext) -> Loaded? {
            let collected = context.files.collect(inputs, styleSheets: styleSheets)
            if context.report(collected.problems, warningsAsErrors: warningsAsErrors) { return nil }
            return load(collected.files, context)
        }

        /// Files already read; none is a side without themes.
        func load(_ files: [SourceFile], _ context: CommandContext) -> Loaded? {
            guard !files.isEmpty else { return Loaded(value: nil) }
            let result = ThemeLoader.load(files, typePrefix: configuration.typePrefix ?? "", units: configuration.units ?? DimensionUnits(),
                                          tokenRoles: configuration.tokens ?? TokenModifierRoles(), contrast: configuration.contrast ?? [])
            guard !context.report(result.diagnostics, warningsAsErrors: warningsAsErrors), let themeSet = result.themeSet else { return nil }
            return Loaded(value: themeSet)
        }
    }
}
