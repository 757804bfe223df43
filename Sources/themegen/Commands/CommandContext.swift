import Foundation
import ThemeGenCore

/// What every command runs with: where to print, which directory relative paths start from, and how
/// paths are shown.
struct CommandContext {
    var console: Console
    var currentDirectory: URL
    /// Input paths are shown relative to this directory where they are inside it (default: the current one).
    var displayBase: URL?
    /// Whether diagnostics name files by absolute path (for IDEs and build logs, as the plugins ask).
    var absoluteDiagnosticPaths = false

    /// The real process environment.
    static var process: CommandContext {
        CommandContext(console: .standard, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// Resolves and shows paths for this context.
    var files: InputFiles {
        InputFiles(currentDirectory: currentDirectory, displayBase: displayBase)
    }

    /// Reads and validates the inputs, printing every diagnostic; the model, or `nil` when anything failed.
    func loadThemes(_ paths: [String], warningsAsErrors: Bool) -> ThemeSet? {
        let inputs = files.collect(paths)
        let result = ThemeLoader.load(inputs.files)
        let failed = report(inputs.problems + result.diagnostics, warningsAsErrors: warningsAsErrors)
        return failed ? nil : result.themeSet
    }

    /// Prints diagnostics (absolute paths when asked); returns whether any counts as an error.
    func report(_ diagnostics: [Diagnostic], warningsAsErrors: Bool) -> Bool {
        guard absoluteDiagnosticPaths else { return console.report(diagnostics, warningsAsErrors: warningsAsErrors) }
        let absolute = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location.file = files.absolutePath(diagnostic.location.file)
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                note.location.file = files.absolutePath(note.location.file)
                return note
            }
            return diagnostic
        }
        return console.report(absolute, warningsAsErrors: warningsAsErrors)
    }

    /// Prints a usage error for `spec` the way swift-argument-parser does.
    func usageError(_ message: String, spec: CommandSpec) -> ExitStatus {
        usageError(message, usage: spec.usage, helpCommand: "themegen \(spec.name) --help")
    }

    /// Prints a usage error: the message, the usage line and where to find help; exit status 2.
    func usageError(_ message: String, usage: String, helpCommand: String) -> ExitStatus {
        console.error("Error: \(message)\nUsage: \(usage)\n  See '\(helpCommand)' for more information.\n")
        return .usage
    }
}
