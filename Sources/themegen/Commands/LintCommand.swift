import ThemeGenCore

/// `themegen lint`: validates theme files and prints every problem.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check theme files and report every problem.",
        discussion: "Prints diagnostics as path:line:column: error: message, the form Xcode shows inline, then a one-line summary. Exits 0 when there are no errors, 1 when there are.",
        options: [
            InputArguments.configOption,
            .value("--type-prefix", "prefix", validate: TypeNames.problem(withPrefix:), help: "The type prefix generation will use, so names are checked against its type names (default: the config's)."),
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
            .flag("--strict", help: "Hold token files to DTCG 2025.10: what breaks the specification, or is written as another tool reads it, is an error naming the specification's section; a type ThemeGen does not generate is a note."),
            .flag("--quiet", short: "-q", help: "Print nothing but diagnostics (no summary line)."),
        ],
        positionalName: "inputs",
        positionalHelp: InputArguments.help,
        requiresPositionals: false)

    /// The diagnostics include the names generation changes to keep clear of the generated API. With
    /// `--config`, the inputs get the verdict `generate` gives them: its style sheets, units, token roles
    /// and contrast pairs.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var context = context
        context.quiet = arguments.has("--quiet")
        guard var loader = SetLoader.make(arguments, context) else { return .failure }
        loader.strict = arguments.has("--strict")
        let inputs = loader.inputs(arguments.positionals, context)
        guard !inputs.isEmpty else { return context.usageError(InputArguments.missing, spec: spec) }
        guard let loaded = loader.load(inputs, context), let themeSet = loaded.themeSet else { return .failure }
        context.summarize("Checked \(CountText.of(loaded.fileCount, "file")): \(RunSummary.counts(themeSet))")
        return .success
    }
}
