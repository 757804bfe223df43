import ThemeGenCore

/// `themegen dump`: prints the resolved model.
enum DumpCommand {
    static let spec = CommandSpec(
        name: "dump",
        abstract: "Print the resolved themes: every key, its concrete value and where it was defined.",
        discussion: "The output is deterministic, pretty-printed JSON. Diagnostics go to standard error; nothing is printed to standard output when there are errors.",
        options: [
            .value("--format", "format", choices: ["json"], help: "The output format."),
            InputArguments.configOption,
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
        ],
        positionalName: "inputs",
        positionalHelp: InputArguments.help,
        requiresPositionals: false)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard let loader = SetLoader.make(arguments, context) else { return .failure }
        let inputs = loader.inputs(arguments.positionals, context)
        guard !inputs.isEmpty else { return context.usageError(InputArguments.missing, spec: spec) }
        guard let loaded = loader.load(inputs, context), let themeSet = loaded.themeSet else { return .failure }
        do {
            context.console.output(try ModelDump.json(themeSet))
            return .success
        } catch {
            context.console.error("error: the model cannot be written as JSON: \(error)\n")
            return .failure
        }
    }
}
