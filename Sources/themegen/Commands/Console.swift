import Foundation
import ThemeGenCore

/// Where a command writes: standard output for results, standard error for diagnostics.
struct Console {
    var output: (String) -> Void
    var error: (String) -> Void

    /// The process's real standard output and error.
    static var standard: Console {
        Console(
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Prints diagnostics in compiler form, in the order given; returns whether any is an error.
    func report(_ diagnostics: [Diagnostic]) -> Bool {
        for diagnostic in diagnostics {
            error(diagnostic.formatted + "\n")
        }
        return diagnostics.contains { $0.severity == .error }
    }
}

/// The process exit statuses themegen uses.
enum ExitStatus: Int32 {
    case success = 0
    /// The inputs have errors (or warnings, with `--warnings-as-errors`).
    case failure = 1
    /// The command line itself is wrong.
    case usage = 2
}
