import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Loads theme sets for the commands that check, show or compare them (`lint`, `dump`, `preview`, `diff`):
/// with the options of `--config` as `generate` reads them (units, token roles, style sheets, type prefix,
/// contrast pairs) and its inputs when none are given, from disk or from files read at a git revision.
struct SetLoader {
    /// A loaded set: `themeSet` is `nil` when there were no theme files at all; `warnings` are the
    /// problems found that did not stop it (already printed); `fileCount` the files read.
    struct Loaded {
        let themeSet: ThemeSet?
        let warnings: [Diagnostic]
        let fileCount: Int
    }

    let configuration: Configuration
    /// The config's inputs, relative to its folder; empty without a config.
    let configInputs: [InputPath]
    let styleSheets: [InputPath]
    /// The themes asset catalogs are read as (`assetCatalogs`), by the catalog.
    let assetCatalogs: [(input: InputPath, theme: String)]
    /// The font files the preview embeds (`preview.fonts`), relative to the config's folder.
    let previewFonts: [(family: String, input: InputPath)]
    /// The catalog `themegen assets` writes without `--output`: the config's `assets.output`, else
    /// `Generated/Themes.xcassets` beside the config; `nil` without a config.
    let assetCatalogOutput: InputPath?
    /// `--type-prefix` (lint's), else the config's.
    let typePrefix: String
    let warningsAsErrors: Bool
    /// Whether token files are held to the DTCG specification (`lint --strict`: `SpecConformance`).
    var strict = false

    /// The loader for `arguments`' `--config`, `--type-prefix` and `--warnings-as-errors` (each else the
    /// config's); `nil` when the config is missing or wrong (its problems are printed).
    static func make(_ arguments: ParsedArguments, _ context: CommandContext) -> SetLoader? {
        guard let config = ConfigFile.load(arguments, context) else { return nil }
        let configuration = config.configuration
        return SetLoader(
            configuration: configuration, configInputs: (configuration.inputs ?? []).map(config.input),
            styleSheets: (configuration.styleSheets ?? []).map(config.input),
            assetCatalogs: (configuration.assetCatalogs ?? []).map { (config.input($0.path), $0.theme) },
            previewFonts: (configuration.previewFonts ?? []).map { ($0.family, config.input($0.path)) },
            assetCatalogOutput: config.directory.map { _ in configuration.assets?.output.map(config.input) ?? config.defaultPath(GeneratedFiles.defaultAssetCatalog) },
            typePrefix: arguments.value("--type-prefix") ?? configuration.typePrefix ?? "",
            warningsAsErrors: arguments.has("--warnings-as-errors") || (configuration.warningsAsErrors ?? false))
    }

    /// The inputs given on the command line, else the config's.
    func inputs(_ positionals: [String], _ context: CommandContext) -> [InputPath] {
        positionals.isEmpty ? configInputs : positionals.map(context.files.commandLineInput)
    }

    /// Inputs on disk, each of which must exist; `nil` when anything failed (printed).
    func load(_ inputs: [InputPath], _ context: CommandContext) -> Loaded? {
        let collected = context.files.collect(inputs, styleSheets: styleSheets, assetCatalogs: assetCatalogs.map(\.input))
        if context.report(collected.problems, warningsAsErrors: warningsAsErrors) { return nil }
        return load(collected.files, context)
    }

    /// The inputs as they were at a git revision; `nil` when git or the files failed (printed).
    func load(_ inputs: [InputPath], at revision: String, _ context: CommandContext) -> Loaded? {
        let collected: (files: [SourceFile], problems: [Diagnostic])
        do {
            collected = try GitRevisionFiles(revision: revision, files: context.files).collect(inputs, styleSheets: styleSheets)
        } catch {
            context.console.error("error: \(VisibleText.escaped(error.message))\n")
            return nil
        }
        if context.report(collected.problems, warningsAsErrors: warningsAsErrors) { return nil }
        return load(collected.files, context)
    }

    /// Files already read; none gives a set without themes.
    private func load(_ files: [SourceFile], _ context: CommandContext) -> Loaded? {
        guard !files.isEmpty else { return Loaded(themeSet: nil, warnings: [], fileCount: 0) }
        let fileCount = files.count
        let result = ThemeLoader.load(
            files, typePrefix: typePrefix, units: configuration.units ?? DimensionUnits(),
            tokenRoles: configuration.tokens ?? TokenModifierRoles(), contrast: configuration.contrast ?? [],
            assetCatalogThemes: context.files.assetCatalogThemes(assetCatalogs), strict: strict)
        guard !context.report(result.diagnostics, warningsAsErrors: warningsAsErrors), let themeSet = result.themeSet else { return nil }
        return Loaded(themeSet: themeSet, warnings: result.diagnostics, fileCount: fileCount)
    }
}
