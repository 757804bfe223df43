import ThemeGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: standard output for results, standard error for diagnostics.
struct Console {
    var output: (String) -> Void
    var error: (String) -> Void
    /// Why the output could not be written (the `errno` of the first write that failed; nothing more is
    /// written after it), or `nil` while every write has succeeded.
    var outputFailure: () -> Int32? = { nil }

    /// The process's real standard output and error.
    static var standard: Console {
        let status = OutputStatus.standardOutput
        return Console(
            output: { text in
                guard status.failure == nil else { return }
                status.failure = write(text, to: STDOUT_FILENO)
            }, error: { _ = write($0, to: STDERR_FILENO) }, outputFailure: { status.failure })
    }

    /// Whether the standard output has failed, kept for the whole process. Unchecked: only the thread
    /// that runs the command writes output.
    final class OutputStatus: @unchecked Sendable {
        /// The `errno` of the first failed write.
        var failure: Int32?

        /// The process's standard output.
        static let standardOutput = OutputStatus()
    }

    /// Keeps the standard streams' descriptors from being reused: one that was closed when themegen
    /// started (`>&-`) is opened on `/dev/null` for reading (`open` takes the lowest free number, and they
    /// are taken in order), so that a file themegen opens later cannot take its number and receive its
    /// output, and a write to it fails (EBADF) as it would have. Called once, first.
    static func reserveStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            _ = open("/dev/null", O_RDONLY)
        }
        // A reader that has gone away is an error to report (EPIPE), not a signal that ends themegen silently.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text` to a file descriptor (the standard streams are unbuffered here, so output and
    /// diagnostics keep their order); the `errno` of a failure.
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer in
            DescriptorWrite.writeAll(UnsafeRawBufferPointer(buffer), to: descriptor)
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
    /// The command line itself is wrong, or themegen could not do its work (`diff`'s "trouble"), such as
    /// writing its standard output.
    case usage = 2
}
