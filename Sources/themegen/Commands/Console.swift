#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ThemeGenCore

/// Where a command writes: standard output for results, standard error for diagnostics.
struct Console {
    var output: (String) -> Void
    var error: (String) -> Void

    /// The process's real standard output and error.
    static var standard: Console {
        Console(output: { write($0, to: STDOUT_FILENO) }, error: { write($0, to: STDERR_FILENO) })
    }

    /// Writes all of `text` to a file descriptor (the standard streams are unbuffered here, so output and
    /// diagnostics keep their order). A stream that cannot be written (a closed pipe) has no reader to tell.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            _ = DescriptorWrite.writeAll(UnsafeRawBufferPointer(buffer), to: descriptor)
        }
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
/// `diff` reads them as `diff` does: 0 equal, 1 different, 2 trouble.
enum ExitStatus: Int32 {
    case success = 0
    /// The inputs have errors (or warnings, with `--warnings-as-errors`).
    case failure = 1
    /// The command line itself is wrong.
    case usage = 2
}
