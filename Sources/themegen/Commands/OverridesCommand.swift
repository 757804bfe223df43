import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `themegen overrides --check`: validates an over-the-air overrides document against the themes, as
/// the generated `ThemeOverrides` reads it, for the server that sends it (docs/Overrides.md).
enum OverridesCommand {
    static let spec = CommandSpec(
        name: "overrides",
        abstract: "Check an overrides document against the themes, as the app reads it (docs/Overrides.md).",
        discussion: """
            Prints each problem as path:line:column: error: KEYPATH: REASON, the reason the app's ThemeOverrides gives, then a \
            one-line summary. Exits 0 when the app would apply the document, 1 when it would reject it.
            """,
        options: [
            .value("--check", "document", help: "The overrides document (JSON) to check."),
            InputArguments.configOption,
            .flag("--quiet", short: "-q", help: "Print nothing but diagnostics (no summary line)."),
        ],
        positionalName: "inputs",
        positionalHelp: InputArguments.help,
        requiresPositionals: false)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        var context = context
        context.quiet = arguments.has("--quiet")
        guard let path = arguments.value("--check") else {
            return context.usageError("--check names the overrides document to check", spec: spec)
        }
        guard let loader = SetLoader.make(arguments, context) else { return .failure }
        let inputs = loader.inputs(arguments.positionals, context)
        guard !inputs.isEmpty else { return context.usageError(InputArguments.missing, spec: spec) }
        guard let loaded = loader.load(inputs, context), let themeSet = loaded.themeSet else { return .failure }
        let url = context.files.commandLineInput(path).url
        let contents: Data
        do {
            contents = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            let problem = Diagnostic(.error, "cannot read this file: \(FileErrors.describe(error, path: url.path))", at: SourceLocation(file: path, keyPath: []))
            _ = context.report([problem], warningsAsErrors: false)
            return .failure
        }
        var log = DiagnosticLog()
        let problems = OverridesCheck.problems(in: SourceFile(path: path, contents: contents), for: themeSet, log: &log)
        let failed = context.report(log.diagnostics + problems.map(\.diagnostic), warningsAsErrors: false)
        guard !failed else { return .failure }
        context.summarize("\(path): the app applies these overrides")
        return .success
    }
}
