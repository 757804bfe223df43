import ThemeGenCore

/// `themegen lint`: validates theme files and prints every problem.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check theme files and report every problem.",
        discussion: "Prints diagnostics as path:line:column: error: message, the form Xcode shows inline, then a one-line summary. Exits 0 when there are no errors, 1 when there are.",
        options: [
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
            .flag("--quiet", short: "-q", help: "Print nothing but diagnostics (no summary line)."),
        ],
        positionalName: "inputs",
        positionalHelp: "Theme files (.json, .plist, .yaml, .yml) or folders to read.")

    /// Also reports the names generation would change to keep clear of the generated API.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var context = context
        context.quiet = arguments.has("--quiet")
        let warningsAsErrors = arguments.has("--warnings-as-errors")
        let inputs = arguments.positionals.map(context.files.commandLineInput)
        guard let loaded = context.loadThemes(inputs, warningsAsErrors: warningsAsErrors) else { return .failure }
        let (_, renames) = APINaming.resolve(loaded.themeSet, options: GeneratorOptions())
        if context.report(renames, warningsAsErrors: warningsAsErrors) { return .failure }
        context.summarize("Checked \(RunSummary.count(loaded.fileCount, "file")): \(RunSummary.counts(loaded.themeSet))")
        return .success
    }
}
