import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What every command runs with: where to print, which directory relative paths start from, the stable
/// folder model paths are relative to, and how diagnostics name files.
struct CommandContext {
    var console: Console
    var currentDirectory: URL
    /// Model paths (diagnostics, the generated header) are relative to this folder; the current one
    /// unless a command chooses a stable one.
    var base: URL?
    /// Whether diagnostics name files by absolute path (for IDEs and build logs, as the plugins ask).
    var absoluteDiagnosticPaths = false
    /// Whether to leave out the one-line summary of a successful run.
    var quiet = false

    /// The real process environment.
    static var process: CommandContext {
        CommandContext(console: .standard, currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// Resolves and shows paths for this context.
    var files: InputFiles {
        InputFiles(currentDirectory: currentDirectory, base: base)
    }

    /// Reads and validates the inputs, printing every diagnostic; the model, or `nil` when anything failed.
    func loadThemes(
        _ inputs: [InputPath], styleSheets: [InputPath] = [], assetCatalogs: [(input: InputPath, theme: String)] = [],
        declared: Set<String>? = nil, typePrefix: String = "",
        units: DimensionUnits = DimensionUnits(), tokenRoles: TokenModifierRoles = TokenModifierRoles(),
        contrast: [ContrastRequirement] = [], warningsAsErrors: Bool
    ) -> (themeSet: ThemeSet, fileCount: Int)? {
        let (sources, problems) = files.collect(inputs, styleSheets: styleSheets, assetCatalogs: assetCatalogs.map(\.input), declared: declared)
        let fileCount = sources.count
        // The loader gets the only reference to the files, so their bytes are freed once read.
        let result = ThemeLoader.load(
            consume sources, typePrefix: typePrefix, units: units, tokenRoles: tokenRoles, contrast: contrast,
            assetCatalogThemes: files.assetCatalogThemes(assetCatalogs))
        let failed = report(problems + result.diagnostics, warningsAsErrors: warningsAsErrors)
        guard !failed, let themeSet = result.themeSet else { return nil }
        return (themeSet, fileCount)
    }

    /// Prints diagnostics sorted by place, naming files for the terminal (or absolutely, when asked);
    /// returns whether any counts as an error.
    func report(_ diagnostics: [Diagnostic], warningsAsErrors: Bool) -> Bool {
        let files = self.files
        let presented = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if warningsAsErrors, diagnostic.severity == .warning { diagnostic.severity = .error }
            diagnostic.location.file = files.terminalPath(diagnostic.location.file, absolute: absoluteDiagnosticPaths)
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                note.location.file = files.terminalPath(note.location.file, absolute: absoluteDiagnosticPaths)
                return note
            }
            return diagnostic
        }
        return console.report(presented.sortedByLocation())
    }

    /// Prints a one-line summary on standard error, unless quiet, or the standard output has failed (what
    /// it would summarize was not written; the failure is reported instead).
    func summarize(_ line: String) {
        // Escaped as a diagnostic is: a file name with a line break cannot forge a second line.
        if !quiet, console.outputFailure() == nil { console.error(VisibleText.escaped(line) + "\n") }
    }

    /// Prints a usage error for `spec` the way swift-argument-parser does.
    func usageError(_ message: String, spec: CommandSpec) -> ExitStatus {
        usageError(message, usage: spec.usage, helpCommand: "themegen \(spec.name) --help")
    }

    /// Prints a usage error: the message (with any control or invisible character an argument brought
    /// in escaped, so it stays one line), the usage line and where to find help; exit status 2.
    func usageError(_ message: String, usage: String, helpCommand: String) -> ExitStatus {
        console.error("Error: \(VisibleText.escaped(message))\nUsage: \(usage)\n  See '\(helpCommand)' for more information.\n")
        return .usage
    }
}
