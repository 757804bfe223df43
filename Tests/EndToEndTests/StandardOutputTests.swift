import Foundation
import Testing

/// Every command that writes results to standard output fails, with a message and exit status 2, when
/// they cannot be written: a full disk, a reader that has gone away, a closed stream. (The real process:
/// the standard streams and SIGPIPE are the operating system's.)
@Suite("Standard output that cannot be written")
struct StandardOutputTests {
    private struct Outcome: Equatable {
        let status: Int32
        let error: String
    }

    /// Runs the built themegen with `arguments` in the checkout, its standard output `output`.
    private func run(_ arguments: [String], output: Any) throws -> Outcome {
        let process = Process()
        process.executableURL = try EndToEnd.builtThemegen()
        process.arguments = arguments
        process.currentDirectoryURL = EndToEnd.root
        process.standardOutput = output
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, error: String(decoding: data, as: UTF8.self))
    }

    private static let commands = [
        ["generate", "themes", "-o", "-"], ["dump", "themes"], ["diff", "--format", "markdown", "themes", "--", "themes/Blog.yaml"],
        ["preview", "themes", "-o", "-"], ["--help"],
    ]

    @Test("a full disk (ENOSPC)", arguments: commands)
    func fullDisk(_ arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        #expect(try run(arguments, output: full) == Outcome(status: 2, error: "error: cannot write to standard output: no space left on device\n"))
    }

    @Test("a reader that has gone away (EPIPE, not a silent SIGPIPE)", arguments: commands)
    func closedPipe(_ arguments: [String]) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        #expect(try run(arguments, output: pipe.fileHandleForWriting) == Outcome(status: 2, error: "error: cannot write to standard output: broken pipe\n"))
    }

    @Test("a closed standard output (EBADF), whose number no file opened later takes", arguments: commands)
    func closedStream(_ arguments: [String]) throws {
        let themegen = try EndToEnd.builtThemegen().path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" >&-", themegen] + arguments
        process.currentDirectoryURL = EndToEnd.root
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(
            Outcome(status: process.terminationStatus, error: String(decoding: data, as: UTF8.self))
                == Outcome(status: 2, error: "error: cannot write to standard output: bad file descriptor\n"))
    }
}
