import ThemeGenCore

/// `themegen dump`: prints the resolved model.
enum DumpCommand {
    static let spec = CommandSpec(
        name: "dump",
        abstract: "Print the resolved themes: every key, its concrete value and where it was defined.",
        discussion: "The output is deterministic, pretty-printed JSON. Diagnostics go to standard error; nothing is printed to standard output when there are errors.",
        options: [
            .value("--format", "format", choices: ["json"], help: "The output format."),
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
        ],
        positionalName: "inputs",
        positionalHelp: "Theme files (.json, .plist, .yaml, .yml) or folders to read.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let inputs = arguments.positionals.map(context.files.commandLineInput)
        guard let loaded = context.loadThemes(inputs, warningsAsErrors: arguments.has("--warnings-as-errors")) else {
            return .failure
        }
        do {
            context.console.output(try ModelDump.json(loaded.themeSet))
            return .success
        } catch {
            context.console.error("error: the model cannot be written as JSON: \(error)\n")
            return .failure
        }
    }
}
