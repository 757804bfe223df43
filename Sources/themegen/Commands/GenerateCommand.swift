import Foundation
import ThemeGenCore

/// `themegen generate`: writes the typed Swift for the themes.
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate strongly typed Swift for the themes.",
        discussion: """
        Writes the file only when its content changes (atomically, so a failed run leaves the old file), \
        and writes nothing when there are errors. With --check, writes nothing and exits 1 with a unified diff \
        when the file on disk is not what generation would write.
        """,
        options: [
            .value("--output", short: "-o", "file", required: true, help: "The Swift file to write; '-' for standard output."),
            .value("--access", "level", choices: GeneratorOptions.AccessLevel.allCases.map(\.rawValue), help: "The access level of the generated declarations (default: internal)."),
            .value("--type-prefix", "prefix", help: "Put before every generated type's name (e.g. App → AppThemeID)."),
            .value("--template", "file", help: "A Mustache template to use instead of the default (it can extend the default with {{<ThemeGen.swift}})."),
            .flag("--check", help: "Write nothing; exit 1 with a diff when the output file is out of date."),
            .flag("--warnings-as-errors", help: "Treat warnings as errors."),
        ],
        positionalName: "inputs",
        positionalHelp: "Theme files (.yaml, .yml, .json, .plist) or directories to search.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let output = arguments.value("--output") ?? "-"
        let warningsAsErrors = arguments.has("--warnings-as-errors")
        guard let themeSet = context.loadThemes(arguments.positionals, warningsAsErrors: warningsAsErrors) else { return .failure }
        let options = GeneratorOptions(access: arguments.value("--access").flatMap(GeneratorOptions.AccessLevel.init) ?? .internal,
                                       typePrefix: arguments.value("--type-prefix") ?? "")
        guard let templates = templates(arguments.value("--template"), context) else { return .failure }
        let generated: Generator.Output
        do {
            generated = try Generator.generate(themeSet, options: options, templates: templates)
        } catch {
            _ = context.console.report([error.diagnostic], warningsAsErrors: false)
            return .failure
        }
        if context.console.report(generated.diagnostics, warningsAsErrors: warningsAsErrors) { return .failure }
        if output == "-" {
            context.console.output(generated.source)
            return .success
        }
        let file = OutputFile(url: InputFiles(currentDirectory: context.currentDirectory).resolve(output), displayPath: output)
        return arguments.has("--check") ? file.check(generated.source, context) : file.write(generated.source, context)
    }

    /// The default templates, or `path` as the root with the default templates and the files beside it
    /// available as partials.
    private static func templates(_ path: String?, _ context: CommandContext) -> TemplateSet? {
        guard let path else { return .default }
        let url = InputFiles(currentDirectory: context.currentDirectory).resolve(path)
        guard let data = FileManager.default.contents(atPath: url.path), let source = String(data: data, encoding: .utf8) else {
            _ = context.console.report([Diagnostic(.error, "cannot read this template", at: SourceLocation(file: path, keyPath: []))], warningsAsErrors: false)
            return nil
        }
        var partials: [String: String] = [:]
        let siblings = (try? FileManager.default.contentsOfDirectory(at: url.deletingLastPathComponent(), includingPropertiesForKeys: nil)) ?? []
        for sibling in siblings where sibling.pathExtension == "mustache" && sibling.standardizedFileURL != url.standardizedFileURL {
            if let text = try? String(contentsOf: sibling, encoding: .utf8) {
                partials[sibling.deletingPathExtension().lastPathComponent] = text
            }
        }
        return .custom(name: path, source: source, partials: partials)
    }
}
