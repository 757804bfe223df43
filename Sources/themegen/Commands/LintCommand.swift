import ThemeGenCore

/// `themegen lint`: validates theme files and prints every problem.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Check theme files and report every problem.",
        discussion: "Prints diagnostics as path:line:column: error: message, the form Xcode shows inline. Exits 0 when there are no errors, 1 when there are.",
        options: [.flag("--warnings-as-errors", help: "Treat warnings as errors.")],
        positionalName: "inputs",
        positionalHelp: "Theme files (.yaml, .yml, .json, .plist) or directories to search.")

    /// Also reports the names generation would change to keep clear of the generated API.
    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let warningsAsErrors = arguments.has("--warnings-as-errors")
        guard let themeSet = context.loadThemes(arguments.positionals, warningsAsErrors: warningsAsErrors) else { return .failure }
        let (_, renames) = APINaming.resolve(themeSet, options: GeneratorOptions())
        return context.report(renames, warningsAsErrors: warningsAsErrors) ? .failure : .success
    }
}
