import ThemeGenCore

/// `themegen diff`: compares two resolved theme sets, given as two lists of inputs or as the inputs in
/// the working tree and at a git revision.
enum DiffCommand {
    static let defaultMaximumRows = 50

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Show what changed between two versions of the themes: themes, keys and every resolved value.",
        discussion: """
            Compares OLD inputs with NEW ones ('themegen diff OLD... -- NEW...'), or the inputs with the same files \
            at a git revision ('themegen diff --base origin/main [inputs...]', reading them with git show). Values are \
            compared after inheritance and references; a value that changed only through a key it refers to or \
            through the theme it inherits from says so, and names the edited value it comes from. Exits 0 when \
            the themes are the same, 1 when they differ, 2 on errors (as diff does).
            """,
        options: [
            .value("--base", "revision", help: "Compare with the inputs as they are at this git revision."),
            .value("--format", "format", choices: ["text", "markdown", "json"], help: "The output format (default: text)."),
            .value("--max-rows", "count", validate: maximumRowsProblem, help: "In Markdown, the most rows of each group's table (default: \(defaultMaximumRows))."),
            InputArguments.configOption,
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
        ],
        positionalName: "inputs",
        positionalHelp: "OLD inputs, '--', NEW inputs; or, with --base, the inputs (default: the config's inputs).",
        requiresPositionals: false)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard let sides = DiffInputs.resolve(arguments, context) else { return .usage }
        let diff = ThemeSetComparison.diff(from: sides.old, to: sides.new)
        switch arguments.value("--format") ?? "text" {
        case "markdown":
            let rows = arguments.value("--max-rows").flatMap(Int.init) ?? defaultMaximumRows
            context.console.output(DiffMarkdown.render(diff, maximumRows: rows))
        case "json":
            do {
                context.console.output(try DiffJSON.render(diff))
            } catch {
                context.console.error("error: the diff cannot be written as JSON: \(error)\n")
                return .usage
            }
        default:
            context.console.output(DiffText.render(diff))
        }
        return diff.isEmpty ? .success : .failure
    }

    /// Why a `--max-rows` value is refused, or `nil`.
    @Sendable static func maximumRowsProblem(_ value: String) -> String? {
        guard let rows = Int(value), rows > 0 else { return "give a whole number of rows, 1 or more" }
        return nil
    }
}
