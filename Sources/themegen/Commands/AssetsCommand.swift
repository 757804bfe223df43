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
            .value("--output", short: "-o", "catalog", required: true, help: "The .xcassets folder to write."),
            .value("--accent-color", "key", help: "Write AccentColor from this colour key of the default theme."),
            .flag("--default-at-top-level", help: "With several themes, also write the default theme's colour sets at the top level."),
            InputArguments.configOption,
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
            .flag("--quiet", short: "-q", help: "Print nothing on success (no summary line)."),
        ],
        positionalName: "inputs",
        positionalHelp: InputArguments.help,
        requiresPositionals: false)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var context = context
        context.quiet = arguments.has("--quiet")
        guard let path = arguments.value("--output"), ThemeFiles.isAssetCatalog(path) else {
            return context.usageError("--output names the catalog to write, a folder ending in .xcassets", spec: spec)
        }
        guard let loader = SetLoader.make(arguments, context) else { return .failure }
        let inputs = loader.inputs(arguments.positionals, context)
        guard !inputs.isEmpty else { return context.usageError(InputArguments.missing, spec: spec) }
        guard let loaded = loader.load(inputs, context), let themeSet = loaded.themeSet else { return .failure }
        let options = AssetCatalogOptions(defaultThemeAtTopLevel: arguments.has("--default-at-top-level"), accentColorKey: arguments.value("--accent-color"))
        let url = context.files.resolve(path)
        let display = context.files.terminalPath(url.path, absolute: false)
        let files: [AssetCatalogFile]
        do throws(AssetCatalogWriter.Problem) {
            files = try AssetCatalogWriter.files(themeSet, options: options)
        } catch {
            _ = context.report([Diagnostic(.error, error.message, at: SourceLocation(file: url.path, keyPath: []))], warningsAsErrors: false)
            return .failure
        }
        switch CatalogOutput(url: url, displayPath: display).write(files) {
        case .success(let outcome):
            let colorSets = files.filter { $0.path.hasSuffix(".colorset/Contents.json") }.count
            let changes = outcome.written == 0 && outcome.removed == 0 ? "up to date" : "\(CountText.of(outcome.written, "file")) written, \(CountText.of(outcome.removed, "stale colour set")) removed"
            context.summarize("\(display): \(CountText.of(colorSets, "colour set")) (\(changes)) from \(RunSummary.counts(themeSet))")
            return .success
        case .failure(let failure):
            _ = context.report([Diagnostic(.error, failure.message, at: SourceLocation(file: url.path, keyPath: []))], warningsAsErrors: false)
            return .failure
        }
    }
}
