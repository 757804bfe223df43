import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `themegen preview`: writes one self-contained HTML page showing every theme side by side.
enum PreviewCommand {
    static let spec = CommandSpec(
        name: "preview",
        abstract: "Write an HTML page that shows every theme side by side, for review.",
        discussion: """
            One self-contained file (no network, no external assets): colour swatches in every appearance with \
            their hex, font specimens, lengths, insets, shadows and gradients drawn, every value as text, a theme \
            filter, and the contrast findings. With --base, values that changed since that git revision are \
            marked with what they were. Written atomically, and only when its content changes.
            """,
        options: [
            .value("--output", short: "-o", "file", required: true, help: "The HTML file to write; '-' for standard output."),
            .value("--base", "revision", help: "Mark what changed since this git revision."),
            InputArguments.configOption,
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
            .flag("--quiet", short: "-q", help: "Print nothing on success (no summary line)."),
            .flag("--watch", help: "Write the page again whenever an input, the config or a font changes, until Ctrl-C; the page reloads itself."),
            .value("--watch-interval", "seconds", help: "How often --watch looks for changes (default: 0.5)."),
        ],
        positionalName: "inputs",
        positionalHelp: InputArguments.help,
        requiresPositionals: false)

    /// How often a watched page reloads itself, in seconds: a browser's refresh counts whole seconds.
    static let watchedPageReload = 1

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var context = context
        context.quiet = arguments.has("--quiet")
        guard arguments.has("--watch") else { return preview(arguments, context).status }
        return WatchLoop.run(arguments, spec, context) {
            // What the run read: its inputs and font files (nothing more when the config was wrong).
            preview(arguments, context).read ?? []
        }
    }

    /// One run: its exit status, and (once the config was read) the inputs and font files it read.
    private static func preview(_ arguments: ParsedArguments, _ context: CommandContext) -> (status: ExitStatus, read: [WatchLoop.Root]?) {
        guard let loader = SetLoader.make(arguments, context) else { return (.failure, nil) }
        let inputs = loader.inputs(arguments.positionals, context)
        let read = inputs.map { WatchLoop.Root.input($0.url) } + loader.previewFonts.map { .file($0.input.url) }
        guard !inputs.isEmpty else {
            return (context.usageError(InputArguments.missing, spec: spec), read)
        }
        return (preview(arguments, loader, inputs, context), read)
    }

    /// One run with its configuration read.
    private static func preview(_ arguments: ParsedArguments, _ loader: SetLoader, _ inputs: [InputPath], _ context: CommandContext) -> ExitStatus {
        guard let loaded = loader.load(inputs, context), let themeSet = loaded.themeSet else { return .failure }
        guard let fonts = PreviewFontFiles.load(loader.previewFonts, context) else { return .failure }
        var page = PreviewHTML.Context(findings: loaded.warnings, fonts: fonts)
        if arguments.has("--watch") { page.reloadSeconds = watchedPageReload }
        if let base = arguments.value("--base") {
            guard let old = loader.load(inputs, at: base, context) else { return .failure }
            page.changes = ThemeSetComparison.diff(from: old.themeSet, to: themeSet)
            page.base = base
            page.baseSet = old.themeSet
        }
        let html = PreviewHTML.render(themeSet, context: page)
        let summary = RunSummary.counts(themeSet)
        guard let path = arguments.value("--output"), path != "-" else {
            context.console.output(html)
            context.summarize("Previewed \(summary)")
            return .success
        }
        let url = context.files.resolve(path)
        let file = OutputFile(url: url, displayPath: context.files.terminalPath(url.path, absolute: false))
        return file.write(Array(html.utf8), summary: summary, context)
    }
}
