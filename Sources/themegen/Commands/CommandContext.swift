import Foundation
import ThemeGenCore

/// What every command runs with: where to print and which directory relative paths start from.
struct CommandContext {
    var console: Console
    var currentDirectory: URL

    /// The real process environment.
    static var process: CommandContext {
        CommandContext(console: .standard, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// Reads and validates the inputs, printing every diagnostic; the model, or `nil` when anything failed.
    func loadThemes(_ paths: [String], warningsAsErrors: Bool) -> ThemeSet? {
        let inputs = InputFiles(currentDirectory: currentDirectory).collect(paths)
        let result = ThemeLoader.load(inputs.files)
        let failed = console.report(inputs.problems + result.diagnostics, warningsAsErrors: warningsAsErrors)
        return failed ? nil : result.themeSet
    }

    /// Prints a usage error for `spec` the way swift-argument-parser does.
    func usageError(_ message: String, spec: CommandSpec) -> ExitStatus {
        console.error("Error: \(message)\nUsage: \(spec.usage)\n  See 'themegen \(spec.name) --help' for more information.\n")
        return .usage
    }
}
