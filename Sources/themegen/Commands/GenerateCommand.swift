import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `themegen generate`: writes the typed Swift for the themes.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate strongly typed Swift for the themes.",
        discussion: """
            Writes the file only when its content changes (atomically, so a failed run leaves the old file), \
            and writes nothing when there are errors. With --check, writes nothing and exits 1 with a unified diff \
            when the file on disk is not what generation would write. Settings come from the command line, then \
            from --config (themegen.yml, see docs/Config.md), then the defaults. The header names the inputs \
            relative to the config's folder (or the output's), so the file is the same from any working directory.
            """,
        options: [
            .value("--output", short: "-o", "file", help: "The Swift file to write; '-' for standard output (default: the config's output)."),
            .value("--config", "file", help: "A themegen.yml with inputs, output and options; its paths are relative to its folder."),
            .value("--access", "level", choices: GeneratorOptions.AccessLevel.allCases.map(\.rawValue), help: "The access level of the generated declarations (default: internal)."),
            .value(
                "--runtime", "source", choices: GeneratorOptions.Runtime.allCases.map(\.rawValue),
                help: "Where the generated code's runtime comes from: library (ThemeGenKit, the default) or embedded (in the file)."),
            .value(
                "--split", "files", validate: GeneratedPart.problem(withMemberFiles:),
                help: "Write the output as several files: it, NAME+Tables.swift and NAME+Members1…N.swift with the groups' members spread over N, for large sets (docs/Config.md)."),
            .flag("--overrides", help: "Let the generated Theme carry over-the-air overrides (ThemeOverrides, selection.apply); see docs/Overrides.md."),
            .value("--type-prefix", "prefix", validate: TypeNames.problem(withPrefix:), help: "Put before every generated type's name (e.g. App → AppThemeID)."),
            .value("--template", "file", help: "A Mustache template to use instead of the default (it can extend the default with {{<ThemeGen.swift}})."),
            .value("--storage-key", "key", help: "The UserDefaults key, instead of the theme files' storageKey."),
            .flag("--check", help: "Write nothing; exit 1 with a diff when the output file is out of date."),
            .flag("--watch", help: "Generate again whenever an input, the config or a template changes, until Ctrl-C."),
            .value("--watch-interval", "seconds", help: "How often --watch looks for changes (default: 0.5)."),
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
            .flag("--quiet", short: "-q", help: "Print nothing on success (no summary line)."),
            .value("--paths-relative-to", "directory", help: "Name inputs in the header relative to this folder (default: the config's folder, else the output's)."),
            .value("--update-command", "command", help: "What --check tells you to run to update the file (the command plugin names itself)."),
            .value("--build-plugin-target", "folder", help: "The folder of a target that applies the build plugin: an output inside it is an error (the command plugin passes this)."),
            .value("--declared-input", "file", repeatable: true, help: "A file the build watches; reading any other is an error (the build plugin passes these)."),
            .flag("--absolute-diagnostic-paths", help: "Print diagnostics with absolute paths, for IDEs (the plugins use this)."),
            .value("--without-library", "target", help: "A target that does not depend on ThemeGenKit: the library runtime is an error (the plugins pass this)."),
            .value("--library-package", "package", help: "The package that provides ThemeGenKit, for --without-library's message (the plugins pass this)."),
            .value("--manifest", "file", help: "The Package.swift that declares --without-library's target (the plugins pass this)."),
        ],
        positionalName: "inputs",
        positionalHelp: InputArguments.help,
        requiresPositionals: false)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard arguments.has("--watch") else { return generate(arguments, context).status }
        if arguments.has("--check") {
            return context.usageError("--watch writes the file at every change, so it cannot be used with --check.", spec: spec)
        }
        return WatchLoop.run(arguments, spec, context) {
            // What the run read: its inputs, template and partials (nothing more when its settings were wrong).
            guard let settings = generate(arguments, context).settings else { return [] }
            return settings.inputs.map { .input($0.url) } + (settings.template.map { [.templates($0.url.deletingLastPathComponent())] } ?? [])
        }
    }

    /// One run: its exit status, and its settings when they could be resolved.
    private static func generate(_ arguments: ParsedArguments, _ context: CommandContext) -> (status: ExitStatus, settings: GenerationSettings?) {
        var context = context
        context.absoluteDiagnosticPaths = arguments.has("--absolute-diagnostic-paths")
        context.quiet = arguments.has("--quiet")
        let settings: GenerationSettings
        switch GenerationSettings.resolve(arguments, context) {
        case .settings(let resolved): settings = resolved
        case .exit(let status): return (status, nil)
        }
        return (generate(settings, context), settings)
    }

    /// One run with resolved settings.
    private static func generate(_ settings: GenerationSettings, _ context: CommandContext) -> ExitStatus {
        var context = context
        context.base = settings.headerBase
        guard
            let loaded = context.loadThemes(
                settings.inputs, styleSheets: settings.styleSheets, assetCatalogs: settings.assetCatalogs, declared: settings.declaredInputs,
                typePrefix: settings.typePrefix, units: settings.units, tokenRoles: settings.tokenRoles,
                contrast: settings.contrast,
                warningsAsErrors: settings.warningsAsErrors)
        else { return .failure }
        var themeSet = loaded.themeSet
        if let storageKey = settings.storageKey { themeSet.storageKey = storageKey }
        guard let templates = TemplateFiles.load(settings.template, declared: settings.declaredInputs, context) else { return .failure }
        let counts = RunSummary.counts(themeSet)
        if let url = settings.output, let memberFiles = settings.memberFiles {
            return writeSplit(themeSet, to: url, memberFiles: memberFiles, settings, templates, summary: counts, context)
        }
        if let url = settings.output, !settings.check {
            let status = write(themeSet, to: url, settings, templates, summary: counts, context)
            guard status == .success, SplitOutput(output: url, memberFiles: nil).removeStaleFiles(context) else { return .failure }
            return status
        }
        guard let generated = generate(themeSet, settings, templates, context) else { return .failure }
        guard let url = settings.output else {
            context.console.output(generated.source)
            context.summarize("Generated Swift for \(counts)")
            return .success
        }
        let file = OutputFile(url: url, displayPath: context.files.terminalPath(url.path, absolute: false))
        let status = file.check(generated.bytes, updateCommand: settings.updateCommand, summary: counts, context)
        return reportStale(SplitOutput(output: url, memberFiles: nil), settings, context) ? status : .failure
    }

    /// Generates the parts of a split output (`GeneratedPart.split`) and writes each file whose content
    /// changed, or with `--check` compares each; then removes (or, checking, reports) the parts an earlier
    /// run left that this one does not write. Nothing is written when generation fails.
    private static func writeSplit(
        _ themeSet: ThemeSet, to url: URL, memberFiles: Int, _ settings: GenerationSettings, _ templates: TemplateSet,
        summary: String, _ context: CommandContext
    ) -> ExitStatus {
        let split = SplitOutput(output: url, memberFiles: memberFiles)
        let outputs: [Generator.Output]
        do {
            outputs = try Generator.generate(themeSet, options: settings.options, parts: GeneratedPart.split(memberFiles: memberFiles), templates: templates)
        } catch {
            _ = context.report([error.diagnostic], warningsAsErrors: false)
            return .failure
        }
        if context.report(outputs.flatMap(\.warnings), warningsAsErrors: settings.warningsAsErrors) { return .failure }
        // One summary line for the whole output, not one a file.
        var perFile = context
        perFile.quiet = true
        var status = ExitStatus.success
        for (fileURL, output) in zip(split.files, outputs) {
            let file = OutputFile(url: fileURL, displayPath: context.files.terminalPath(fileURL.path, absolute: false))
            if settings.check {
                if file.check(output.bytes, updateCommand: settings.updateCommand, summary: summary, perFile) != .success { status = .failure }
            } else if file.write(output.bytes, summary: summary, perFile) != .success {
                return .failure
            }
        }
        let displayPath = context.files.terminalPath(url.path, absolute: false)
        if settings.check {
            guard reportStale(split, settings, context), status == .success else { return .failure }
            context.summarize("\(displayPath) and the \(split.files.count - 1) files beside it are up to date: \(summary)")
            return .success
        }
        guard split.removeStaleFiles(context) else { return .failure }
        context.summarize("Generated \(displayPath) and \(split.files.count - 1) files beside it: \(summary)")
        return .success
    }

    /// With `--check`, an error for each part an earlier split run left beside the output that this run
    /// does not write; `true` when there is none.
    private static func reportStale(_ split: SplitOutput, _ settings: GenerationSettings, _ context: CommandContext) -> Bool {
        let stale = split.staleFiles()
        let errors = stale.map { file in
            Diagnostic(
                .error, "this file was generated as part of a split output that this run does not write; \(OutputFile.updateAdvice(settings.updateCommand)), which removes it",
                at: SourceLocation(file: file.path, keyPath: []))
        }
        _ = context.report(errors, warningsAsErrors: false)
        return stale.isEmpty
    }

    /// Generates into the file at `url` as the text is rendered, so the file's content is never held whole
    /// in memory; on an error or a warning that counts as one, the file stays as it was.
    private static func write(
        _ themeSet: ThemeSet, to url: URL, _ settings: GenerationSettings, _ templates: TemplateSet,
        summary: String, _ context: CommandContext
    ) -> ExitStatus {
        let file = OutputFile(url: url, displayPath: context.files.terminalPath(url.path, absolute: false))
        let update = file.startUpdate()
        let warnings: [Diagnostic]
        do {
            warnings = try Generator.generate(themeSet, options: settings.options, templates: templates, into: update.append)
        } catch {
            update.cancel()
            _ = context.report([error.diagnostic], warningsAsErrors: false)
            return .failure
        }
        if context.report(warnings, warningsAsErrors: settings.warningsAsErrors) {
            update.cancel()
            return .failure
        }
        return file.finish(update, summary: summary, context)
    }

    /// The whole generated file, for standard output and `--check`; `nil` after reporting an error.
    private static func generate(
        _ themeSet: ThemeSet, _ settings: GenerationSettings, _ templates: TemplateSet,
        _ context: CommandContext
    ) -> Generator.Output? {
        let generated: Generator.Output
        do {
            generated = try Generator.generate(themeSet, options: settings.options, templates: templates)
        } catch {
            _ = context.report([error.diagnostic], warningsAsErrors: false)
            return nil
        }
        if context.report(generated.warnings, warningsAsErrors: settings.warningsAsErrors) { return nil }
        return generated
    }
}
