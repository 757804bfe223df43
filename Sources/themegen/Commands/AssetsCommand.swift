import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `themegen assets`: writes the themes' colours as an Xcode asset catalog, for Interface Builder,
/// widgets, `AccentColor` and `Color("…")`.
enum AssetsCommand {
    static let spec = CommandSpec(
        name: "assets",
        abstract: "Write the themes' colours as an Xcode asset catalog (colour sets).",
        discussion: """
            One colour set per colour key, with its dark and high-contrast appearances and Display P3 colours in \
            display-p3; with several themes, one namespaced folder per theme (UIColor(named: "Harbor/brand")). \
            Each file is written atomically and only when it changes; colour sets the themes no longer have are removed.
            """,
        options: [
            .value(
                "--output", short: "-o", "catalog",
                help: "The .xcassets folder to write (default: the config's assets.output, else \(GeneratedFiles.defaultAssetCatalog) beside the config)."),
            .value("--accent-color", "key", help: "Write AccentColor from this colour key of the default theme (default: the config's assets.accentColor)."),
            .flag("--default-at-top-level", help: "With several themes, also write the default theme's colour sets at the top level."),
            InputArguments.configOption,
            .flag("--check", help: "Write nothing; fail, with a diff, when the catalog is out of date."),
            .value("--update-command", "command", help: "What --check tells you to run to update the catalog (the command plugin names itself)."),
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
            .flag("--quiet", short: "-q", help: "Print nothing on success (no summary line)."),
        ],
        positionalName: "inputs",
        positionalHelp: InputArguments.help,
        requiresPositionals: false)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var context = context
        context.quiet = arguments.has("--quiet")
        if let path = arguments.value("--output"), !ThemeFiles.isAssetCatalog(path) {
            return context.usageError("--output names the catalog to write, a folder ending in .\(ThemeFiles.assetCatalogExtension)", spec: spec)
        }
        guard let loader = SetLoader.make(arguments, context) else { return .failure }
        guard let url = arguments.value("--output").map({ context.files.resolve($0) }) ?? loader.assetCatalogOutput?.url else {
            return context.usageError("Missing expected argument '--output <catalog>' (give it, or --config).", spec: spec)
        }
        let inputs = loader.inputs(arguments.positionals, context)
        guard !inputs.isEmpty else { return context.usageError(InputArguments.missing, spec: spec) }
        guard let loaded = loader.load(inputs, context), let themeSet = loaded.themeSet else { return .failure }
        let settings = loader.configuration.assets
        let options = AssetCatalogOptions(
            defaultThemeAtTopLevel: arguments.has("--default-at-top-level") || (settings?.defaultAtTopLevel ?? false),
            accentColorKey: arguments.value("--accent-color") ?? settings?.accentColor)
        let display = context.files.terminalPath(url.path, absolute: false)
        let location = SourceLocation(file: url.path, keyPath: [])
        let files: [AssetCatalogFile]
        do throws(AssetCatalogWriter.Problem) {
            files = try AssetCatalogWriter.files(themeSet, options: options)
        } catch {
            _ = context.report([Diagnostic(.error, error.message, at: location)], warningsAsErrors: false)
            return .failure
        }
        let output = CatalogOutput(url: url, displayPath: display)
        let colorSets = CountText.of(files.filter { $0.path.hasSuffix(".colorset/Contents.json") }.count, "colour set")
        let summary = "\(colorSets) from \(RunSummary.counts(themeSet))"
        if arguments.has("--check") {
            return check(output, files, updateCommand: arguments.value("--update-command"), summary: summary, context)
        }
        switch output.write(files) {
        case .success(let outcome):
            let changes = outcome.written == 0 && outcome.removed == 0 ? "up to date" : "\(CountText.of(outcome.written, "file")) written, \(CountText.of(outcome.removed, "stale colour set")) removed"
            context.summarize("\(display): \(colorSets) (\(changes)) from \(RunSummary.counts(themeSet))")
            return .success
        case .failure(let failure):
            _ = context.report([Diagnostic(.error, failure.message, at: location)], warningsAsErrors: false)
            return .failure
        }
    }

    /// Exit 0 when the catalog holds `files` and nothing stale; otherwise an error that counts what
    /// differs and names the command that updates it, a unified diff per file (and the stale sets) on
    /// standard output, and exit 1.
    private static func check(_ output: CatalogOutput, _ files: [AssetCatalogFile], updateCommand: String?, summary: String, _ context: CommandContext) -> ExitStatus {
        let location = SourceLocation(file: output.url.path, keyPath: [])
        let difference: CatalogOutput.Difference
        switch output.difference(files) {
        case .success(let found): difference = found
        case .failure(let failure):
            _ = context.report([Diagnostic(.error, failure.message, at: location)], warningsAsErrors: false)
            return .failure
        }
        guard !difference.isEmpty else {
            context.summarize("\(output.displayPath) is up to date: \(summary)")
            return .success
        }
        let counts = [
            difference.changed.isEmpty ? nil : "\(CountText.of(difference.changed.count, "file")) to write",
            difference.stale.isEmpty ? nil : "\(CountText.of(difference.stale.count, "stale colour set")) to remove",
        ].compactMap { $0 }.joined(separator: ", ")
        _ = context.report([Diagnostic(.error, "the catalog is out of date (\(counts)); \(OutputFile.updateAdvice(updateCommand))", at: location)], warningsAsErrors: false)
        for (file, current) in difference.changed {
            let path = "\(output.displayPath)/\(file.path)"
            context.console.output(UnifiedDiff.make(old: current ?? "", new: file.contents, oldName: "a/\(path)", newName: "b/\(path)"))
        }
        for set in difference.stale {
            context.console.output("Stale: \(output.displayPath)/\(set)\n")
        }
        return .failure
    }
}
