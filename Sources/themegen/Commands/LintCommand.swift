import ThemeGenCore

/// `themegen lint`: validates theme files and prints every problem.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check theme files and report every problem.",
        discussion: "Prints diagnostics as path:line:column: error: message, the form Xcode shows inline, then a one-line summary. Exits 0 when there are no errors, 1 when there are.",
        options: [
            .value("--type-prefix", "prefix", validate: TypeNames.problem(withPrefix:), help: "The type prefix generation will use, so names are checked against its type names."),
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
            .flag("--quiet", short: "-q", help: "Print nothing but diagnostics (no summary line)."),
        ],
        positionalName: "inputs",
        positionalHelp: "Theme files (.json, .plist, .yaml, .yml) or folders to read.")

    /// The diagnostics include the names generation changes to keep clear of the generated API.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var context = context
        context.quiet = arguments.has("--quiet")
        let inputs = arguments.positionals.map(context.files.commandLineInput)
        guard let loaded = context.loadThemes(inputs, typePrefix: arguments.value("--type-prefix") ?? "",
                                              warningsAsErrors: arguments.has("--warnings-as-errors")) else { return .failure }
        context.summarize("Checked \(CountText.of(loaded.fileCount, "file")): \(RunSummary.counts(loaded.themeSet))")
        return .success
    }
}
