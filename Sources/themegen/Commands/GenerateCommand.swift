import Foundation
import ThemeGenCore

/// `themegen generate`: writes the typed Swift for the themes.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate strongly typed Swift for the themes.",
        discussion: """
        Writes the file only when its content changes (atomically, so a failed run leaves the old file), \
        and writes nothing when there are errors. With --check, writes nothing and exits 1 with a unified diff \
        when the file on disk is not what generation would write. Settings come from the command line, then \
        from --config (themegen.yml, see docs/Config.md), then the defaults.
        """,
        options: [
            .value("--output", short: "-o", "file", help: "The Swift file to write; '-' for standard output (default: the config's output)."),
            .value("--config", "file", help: "A themegen.yml with inputs, output and options; its paths are relative to its folder."),
            .value("--access", "level", choices: GeneratorOptions.AccessLevel.allCases.map(\.rawValue), help: "The access level of the generated declarations (default: internal)."),
            .value("--type-prefix", "prefix", help: "Put before every generated type's name (e.g. App → AppThemeID)."),
            .value("--template", "file", help: "A Mustache template to use instead of the default (it can extend the default with {{<ThemeGen.swift}})."),
            .value("--storage-key", "key", help: "The UserDefaults key, instead of the theme files' storageKey."),
            .flag("--check", help: "Write nothing; exit 1 with a diff when the output file is out of date."),
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
            .value("--paths-relative-to", "directory", help: "Show input paths (in the header and in diagnostics) relative to this directory."),
            .flag("--absolute-diagnostic-paths", help: "Print diagnostics with absolute paths, for IDEs (the plugins use this)."),
        ],
        positionalName: "inputs",
        positionalHelp: "Theme files (.yaml, .yml, .json, .plist) or directories to search (default: the config's inputs).",
        requiresPositionals: false)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var context = context
        if let base = arguments.value("--paths-relative-to") { context.displayBase = context.files.resolve(base) }
        context.absoluteDiagnosticPaths = arguments.has("--absolute-diagnostic-paths")
        let settings: GenerationSettings
        switch GenerationSettings.resolve(arguments, context) {
        case .settings(let resolved): settings = resolved
        case .exit(let status): return status
        }
        guard var themeSet = context.loadThemes(settings.inputs, warningsAsErrors: settings.warningsAsErrors) else { return .failure }
        if let storageKey = settings.storageKey { themeSet.storageKey = storageKey }
        guard let templates = templates(settings.template, context) else { return .failure }
        let generated: Generator.Output
        do {
            generated = try Generator.generate(themeSet, options: settings.options, templates: templates)
        } catch {
            _ = context.report([error.diagnostic], warningsAsErrors: false)
            return .failure
        }
        if context.report(generated.diagnostics, warningsAsErrors: settings.warningsAsErrors) { return .failure }
        if settings.output == "-" {
            context.console.output(generated.source)
            return .success
        }
        let file = OutputFile(url: context.files.resolve(settings.output), displayPath: settings.output)
        return arguments.has("--check") ? file.check(generated.source, context) : file.write(generated.source, context)
    }

    /// The default templates, or `path` as the root with the default templates and the files beside it
    /// available as partials.
    private static func templates(_ path: String?, _ context: CommandContext) -> TemplateSet? {
        guard let path else { return .default }
        let url = context.files.resolve(path)
        guard let data = FileManager.default.contents(atPath: url.path), let source = String(data: data, encoding: .utf8) else {
            _ = context.report([Diagnostic(.error, "cannot read this template", at: SourceLocation(file: path, keyPath: []))], warningsAsErrors: false)
            return nil
        }
        var partials: [String: String] = [:]
        let siblings = (try? FileManager.default.contentsOfDirectory(at: url.deletingLastPathComponent(), includingPropertiesForKeys: nil)) ?? []
        for sibling in siblings where sibling.pathExtension == "mustache" && sibling.standardizedFileURL != url.standardizedFileURL {
            if let text = try? String(contentsOf: sibling, encoding: .utf8) {
                partials[sibling.deletingPathExtension().lastPathComponent] = text
            }
        }
        return .custom(name: path, source: source, partials: partials)
    }
}
