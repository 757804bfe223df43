import Foundation
import Testing

/// Scratch directories as git repositories, for `--base`.
extension CLIRun {
    /// Runs git in the scratch directory; the test fails when git does.
    func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory.path, "-c", "user.name=ThemeGen", "-c", "user.email=themegen@example.com", "-c", "init.defaultBranch=main"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
    }

    /// Makes the scratch directory a git repository with everything in it committed.
    func commitAll() throws {
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "themes")
    }
}
