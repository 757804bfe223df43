import ThemeGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `themegen` tool: picks the subcommand, handles `--help` and `--version`, reports usage errors.
enum ThemeGenCommand {
    /// The tool's version, printed by `--version` and named in generated files.
    static let version = ThemeGenVersion.current

    typealias Runner = (ParsedArguments, CommandContext) -> ExitStatus

    static var subcommands: [(spec: CommandSpec, run: Runner)] {
        [
            (GenerateCommand.spec, GenerateCommand.run),
            (LintCommand.spec, LintCommand.run),
            (DumpCommand.spec, DumpCommand.run),
            (DiffCommand.spec, DiffCommand.run),
            (PreviewCommand.spec, PreviewCommand.run),
            (AssetsCommand.spec, AssetsCommand.run),
            (OverridesCommand.spec, OverridesCommand.run),
            (SchemaCommand.spec, SchemaCommand.run),
            (LSPCommand.spec, LSPCommand.run),
        ]
    }

    static var usage: String { "themegen <subcommand>" }

    static var help: String {
        var lines = [
            "OVERVIEW: Generate strongly typed Swift from theme files (YAML, JSON, property lists, Apptentive style sheets)",
            "design tokens (DTCG files and resolvers, Style Dictionary, Tokens Studio exports; docs/Tokens.md) and Xcode asset",
            "catalogs' colour sets (docs/AssetCatalogs.md), which 'themegen assets' also writes.",
            "", "USAGE: \(usage)", "", "OPTIONS:",
            HelpLayout.row("--version", "Show the version."),
            HelpLayout.row("-h, --help", "Show help information."),
            "", "SUBCOMMANDS:",
        ]
        lines += subcommands.map { HelpLayout.row($0.spec.name, $0.spec.abstract) }
        lines += ["", "  See 'themegen help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs the tool with `arguments` (without the program name) and returns the exit status: a failure
    /// to write the standard output (a full disk, a reader that went away, a closed stream) is an error
    /// and exit status 2 whatever the command did, so that a pipeline never takes a cut-off result for one.
    static func run(_ arguments: [String], context: CommandContext) -> ExitStatus {
        let status = dispatch(arguments, context)
        guard let failure = context.console.outputFailure() else { return status }
        context.console.error("error: cannot write to standard output: \(String(cString: strerror(failure)).lowercased())\n")
        return .usage
    }

    private static func dispatch(_ arguments: [String], _ context: CommandContext) -> ExitStatus {
        guard let first = arguments.first else {
            context.console.error(help)
            return .usage
        }
        switch first {
        case "--help", "-h":
            context.console.output(help)
            return .success
        case "--version":
            context.console.output(version + "\n")
            return .success
        case "help":
            return showHelp(for: arguments.dropFirst().first, context)
        default:
            break
        }
        guard let subcommand = subcommands.first(where: { $0.spec.name == first }) else {
            let names = subcommands.map(\.spec.name)
            let hint = Suggestions.closest(to: first, in: names).map { " Did you mean '\($0)'?" } ?? ""
            let kind = first.hasPrefix("-") ? "option" : "subcommand"
            return context.usageError("Unknown \(kind) \(quoted: first).\(hint)", usage: usage, helpCommand: "themegen --help")
        }
        do throws(UsageError) {
            guard let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: subcommand.spec) else {
                context.console.output(subcommand.spec.help)
                return .success
            }
            guard !parsed.positionals.isEmpty || !subcommand.spec.requiresPositionals else {
                throw UsageError(message: "Missing expected argument '<\(subcommand.spec.positionalName)> ...'.")
            }
            return subcommand.run(parsed, context)
        } catch {
            return context.usageError(error.message, spec: subcommand.spec)
        }
    }

    /// `themegen help [SUBCOMMAND]`: the subcommand's help, or the tool's (`help help` too, as
    /// swift-argument-parser answers it).
    private static func showHelp(for name: String?, _ context: CommandContext) -> ExitStatus {
        guard let name, name != "help" else {
            context.console.output(help)
            return .success
        }
        guard let subcommand = subcommands.first(where: { $0.spec.name == name }) else {
            return context.usageError("Unknown subcommand \(quoted: name).", usage: usage, helpCommand: "themegen --help")
        }
        context.console.output(subcommand.spec.help)
        return .success
    }
}
