#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program found on `PATH` and collects its standard output, with `posix_spawnp`: Foundation's
/// `Process` would link all of Foundation (and ICU) into the tool, which costs every command several
/// megabytes and milliseconds at start-up, for the one command that runs git.
enum ChildProcess {
    /// How the program ended and what it printed.
    struct Result {
        let status: Int32
        let output: [UInt8]
    }

    /// The program could not be started: `code` is the `errno` (`ENOENT` when it is not installed).
    struct LaunchFailure: Error {
        let code: Int32

        /// Whether the program is not installed (not found on `PATH`).
        var isNotInstalled: Bool { code == ENOENT }

        /// The system's words for the failure.
        var message: String { String(cString: strerror(code)) }
    }

    /// Runs `program arguments…` with the tool's environment; its standard error is discarded.
    /// - Throws: `LaunchFailure` when it cannot be started.
    static func run(_ program: String, _ arguments: [String]) throws(LaunchFailure) -> Result {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw LaunchFailure(code: errno) }
        defer { close(ends[0]) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)

        let argv = ([program] + arguments).map { strdup($0) }
        defer {
            for argument in argv { free(argument) }
        }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv + [nil], environment)
        close(ends[1])
        guard spawned == 0 else { throw LaunchFailure(code: spawned) }

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        // A buffer not filled is the end of the output (or a failure reading it, which ends it too).
        while true {
            let count = buffer.withUnsafeMutableBytes { DescriptorRead.fill($0, from: ends[0]).count }
            output.append(contentsOf: buffer[..<count])
            if count < buffer.count { break }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return Result(status: exitCode(status), output: output)
    }

    /// The exit code of a wait status, or 128 + the signal for a program that was killed (as shells say).
    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// This process's environment, which the child inherits: Darwin's headers do not declare `environ` to
/// programs, only `_NSGetEnviron()` (environ(7)).
private var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
        _NSGetEnviron().pointee
    #else
        environ
    #endif
}
