import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The settings of one `generate` run: each from the command line, else from `--config`, else the
/// default. Paths from the config are taken relative to the config file's folder.
struct GenerationSettings {
    enum Resolution {
        case settings(GenerationSettings)
        case exit(ExitStatus)
    }

    var inputs: [InputPath]
    var styleSheets: [InputPath]
    /// The themes asset catalogs are read as (`assetCatalogs`).
    var assetCatalogs: [(input: InputPath, theme: String)]
    /// The file to write or check; `nil` for standard output.
    var output: URL?
    /// The folder the generated header's input paths are relative to: `--paths-relative-to`, else the
    /// config's folder, else the package (the nearest folder holding a `Package.swift`) around the
    /// output, else the output's folder (the current directory for standard output).
    var headerBase: URL
    var options: GeneratorOptions
    /// Over how many files the groups' members are spread besides the main file and the tables
    /// (`--split`, `split:`); `nil` for one file.
    var memberFiles: Int?
    var typePrefix: String
    /// How dimensions in `px` and `rem` become points.
    var units: DimensionUnits
    /// Which modifiers of DTCG resolvers make themes and which the appearance.
    var tokenRoles: TokenModifierRoles
    /// Colour pairs that must contrast, from the config.
    var contrast: [ContrastRequirement]
    var template: InputPath?
    var storageKey: String?
    var warningsAsErrors: Bool
    var check: Bool
    /// The files the build system watches (`--declared-input`); reading any other is an error.
    var declaredInputs: Set<String>?
    /// What `--check` tells the user to run to update the file.
    var updateCommand: String?

    /// Whether `file` is below `folder`.
    private static func isInside(_ file: URL, _ folder: URL) -> Bool {
        file.standardizedFileURL.path.hasPrefix(folder.standardizedFileURL.path + "/")
    }

    static func resolve(_ arguments: ParsedArguments, _ context: CommandContext) -> Resolution {
        let files = context.files
        guard let config = ConfigFile.load(arguments, context) else { return .exit(.failure) }
        let configuration = config.configuration
        let configDirectory = config.directory
        let fromConfig = config.input
        let inputs = arguments.positionals.isEmpty ? (configuration.inputs ?? []).map(fromConfig) : arguments.positionals.map(files.commandLineInput)
        guard !inputs.isEmpty else {
            return .exit(context.usageError(InputArguments.missing, spec: GenerateCommand.spec))
        }
        let output: URL?
        if let path = arguments.value("--output") {
            output = path == "-" ? nil : files.resolve(path)
        } else if let path = configuration.output {
            output = fromConfig(path).url
        } else if let configDirectory {
            output = configDirectory.appendingPathComponent(GeneratedFiles.defaultOutput).standardizedFileURL
        } else {
            return .exit(context.usageError("Missing expected argument '--output <file>' (give it, or --config).", spec: GenerateCommand.spec))
        }
        // `--split` was checked by `GeneratedPart.problem(withMemberFiles:)` as it was parsed.
        let memberFiles = arguments.value("--split").flatMap(Double.init).flatMap(GeneratedPart.memberFiles) ?? configuration.split
        if memberFiles != nil, output == nil {
            return .exit(context.usageError("'--split' writes several files next to the output file, so it cannot be used with '--output -'.", spec: GenerateCommand.spec))
        }
        let check = arguments.has("--check")
        if check, output == nil {
            return .exit(context.usageError("'--check' compares with the output file, so it cannot be used with '--output -'.", spec: GenerateCommand.spec))
        }
        if let target = arguments.value("--build-plugin-target").map({ files.resolve($0) }), let output, isInside(output, target) {
            context.console.error(
                "error: \(VisibleText.escaped(files.terminalPath(output.path, absolute: false))) would be compiled into a target "
                    + "that applies the ThemeGenPlugin build plugin, which generates these themes at every build, so the two "
                    + "would declare them twice. Choose one route: let the build generate them (a config's 'output' outside the "
                    + "target keeps a copy to review), or remove ThemeGenPlugin from the target's plugins in Package.swift\n")
            return .exit(.failure)
        }
        let outputFolder = output?.deletingLastPathComponent() ?? files.currentDirectory
        let headerBase =
            arguments.value("--paths-relative-to").map { files.resolve($0) }
            ?? configDirectory ?? enclosingPackage(of: outputFolder) ?? outputFolder
        let declared = arguments.values["--declared-input"].map { Set($0.map { files.resolve($0).path }) }
        let access = arguments.value("--access").flatMap(GeneratorOptions.AccessLevel.init) ?? configuration.access ?? .internal
        let runtime = arguments.value("--runtime").flatMap(GeneratorOptions.Runtime.init) ?? configuration.runtime ?? .library
        if runtime == .library, let missing = MissingLibrary(arguments) {
            context.console.error(missing.diagnostic(context))
            return .exit(.failure)
        }
        return .settings(
            GenerationSettings(
                inputs: inputs, styleSheets: (configuration.styleSheets ?? []).map(fromConfig),
                assetCatalogs: (configuration.assetCatalogs ?? []).map { (fromConfig($0.path), $0.theme) }, output: output,
                headerBase: headerBase, options: GeneratorOptions(access: access, runtime: runtime, overrides: arguments.has("--overrides") || (configuration.overrides ?? false)),
                memberFiles: memberFiles,
                typePrefix: arguments.value("--type-prefix") ?? configuration.typePrefix ?? "",
                units: configuration.units ?? DimensionUnits(),
                tokenRoles: configuration.tokens ?? TokenModifierRoles(),
                contrast: configuration.contrast ?? [],
                template: arguments.value("--template").map(files.commandLineInput) ?? configuration.template.map(fromConfig),
                storageKey: arguments.value("--storage-key") ?? configuration.storageKey,
                warningsAsErrors: arguments.has("--warnings-as-errors") || (configuration.warningsAsErrors ?? false),
                check: check, declaredInputs: declared, updateCommand: arguments.value("--update-command")))
    }

    /// The nearest folder at or above `folder` that holds a `Package.swift`.
    private static func enclosingPackage(of folder: URL) -> URL? {
        var candidate = folder.standardizedFileURL
        while candidate.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) { return candidate }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }
}
