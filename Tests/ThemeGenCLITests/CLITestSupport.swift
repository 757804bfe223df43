import Foundation

@testable import themegen

/// Runs the themegen command in-process in a scratch directory, capturing what it prints.
final class CLIRun {
    private(set) var output = ""
    private(set) var error = ""
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("themegen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes a file relative to the scratch directory.
    func write(_ path: String, _ contents: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// Whether a file exists relative to the scratch directory.
    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path)
    }

    /// Runs `themegen arguments…` with the scratch directory as the current directory.
    func run(_ arguments: String...) -> ExitStatus {
        run(arguments)
    }

    /// Runs `themegen` with `arguments` in `subdirectory` of the scratch directory (default: the scratch directory).
    func run(_ arguments: [String], in subdirectory: String? = nil) -> ExitStatus {
        output = ""
        error = ""
        let console = Console(output: { self.output += $0 }, error: { self.error += $0 })
        let current = subdirectory.map { directory.appendingPathComponent($0) } ?? directory
        return ThemeGenCommand.run(arguments, context: CommandContext(console: console, currentDirectory: current))
    }
}

enum Samples {
    static let valid = "themes:\n  Light:\n    colors: { primary: \"#000\" }\n  Dark:\n    colors: { primary: \"#FFF\" }\n"
}
