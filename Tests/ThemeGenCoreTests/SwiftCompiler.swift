import Foundation
import Testing

/// Compiles generated code with swiftc, as a user's target would, and runs the result.
enum SwiftCompiler {
    /// Strict settings every generated file must pass.
    static let strictFlags = BuildSetting.swift6Strict.flags
    /// The same under the isolation new app targets default to.
    static let mainActorFlags = BuildSetting.swift6MainActor.flags

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// swiftc from PATH.
    static func executable() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "swiftc is not on PATH")
    }

    /// A fresh scratch directory.
    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themegen-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a program and returns its standard output and standard error, or throws with what it printed
    /// on failure. Both streams go to files, so a program that prints a lot to either never blocks on a
    /// full pipe.
    @discardableResult
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (output: String, errors: String) {
        let outputURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errorsURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
            FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        else {
            throw Failure(description: "cannot create the files for \(executable.lastPathComponent)'s output in \(directory.path)")
        }
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorsURL)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: outputURL, encoding: .utf8)
        let errors = try String(contentsOf: errorsURL, encoding: .utf8)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)):\n\(text)\(errors)")
        }
        return (text, errors)
    }

    /// Compiles `generated` with `main` and the given flags, runs the program, returns what it printed.
    static func compileAndRun(generated: String, main: String, flags: [String] = strictFlags) throws -> String {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(generated.utf8).write(to: directory.appendingPathComponent("Themes.swift"))
        try Data(main.utf8).write(to: directory.appendingPathComponent("main.swift"))
        try run(try executable(), flags + ["Themes.swift", "main.swift", "-o", "program"], in: directory)
        return try run(directory.appendingPathComponent("program"), [], in: directory).output
    }

    /// Compiles `generated` to object code (`swiftc -c`, which runs the passes type-checking skips) and
    /// returns what the compiler printed, or throws with its errors.
    static func compileObject(_ generated: String, flags: [String] = strictFlags) throws -> String {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(generated.utf8).write(to: directory.appendingPathComponent("Themes.swift"))
        let compiled = try run(try executable(), flags + ["-parse-as-library", "-c", "Themes.swift", "-o", "Themes.o"], in: directory)
        return compiled.output + compiled.errors
    }

    /// Type-checks files (no code generated), with extra flags such as module search paths; returns what
    /// the compiler printed (nothing, for files without warnings), or throws with its errors.
    static func typecheck(_ files: [URL], flags: [String]) throws -> String {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let printed = try run(try executable(), flags + ["-typecheck"] + files.map(\.path), in: directory)
        return printed.output + printed.errors
    }
}
