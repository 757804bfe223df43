import Foundation
import Testing

@testable import ThemeGenCore

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

    /// ThemeGenKit, and ThemeGenFormats which it re-exports, built once for the tests as a package builds
    /// them (Swift 6, warnings as errors): their modules and object files, in a folder of their own.
    struct Library: Sendable {
        let directory: URL
        var objectFiles: [URL] { RuntimeSourceTests.modules.map { directory.appendingPathComponent("\($0).o") } }
    }

    /// The library, built at first use and then shared by every test of the run.
    static func library() throws -> Library {
        try LibraryBuild.shared.library()
    }

    /// Builds the library once, whichever test asks first; the others wait for it.
    private final class LibraryBuild: @unchecked Sendable {
        static let shared = LibraryBuild()
        private let lock = NSLock()
        private var built: Result<Library, any Error>?

        func library() throws -> Library {
            lock.lock()
            defer { lock.unlock() }
            if built == nil { built = Result { try Self.build() } }
            return try built!.get()
        }

        private static func build() throws -> Library {
            let directory = try scratchDirectory()
            for module in RuntimeSourceTests.modules {
                let files = RuntimeSourceTests.libraryFiles(of: module).map { RuntimeSourceTests.sources.appendingPathComponent($0).path }
                let flags =
                    BuildSetting.swift6Strict.flags + [
                        "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "MemberImportVisibility",
                        "-wmo", "-parse-as-library", "-module-name", module, "-package-name", "themegen", "-I", directory.path, "-emit-module",
                        "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                        "-c", "-o", directory.appendingPathComponent("\(module).o").path,
                    ]
                try run(try executable(), flags + files, in: directory)
            }
            return Library(directory: directory)
        }
    }

    /// The generated file `generated` (written for the library, `runtime: library`) with the runtime
    /// embedded instead (`runtime: embedded`): for a set without a type prefix the two differ only in the
    /// library's import, which goes, and the names it gives the library's types after the `Runtime`
    /// mark, whose place the runtime's text takes, at the access level of the file's declarations
    /// (`RuntimeFormsTests` holds them to that); `nil` for a file that does not import the library.
    static func embedded(_ generated: String) -> String? {
        // A set with a type prefix names the library's types otherwise (`AppThemeColor`), which an
        // embedded runtime declares so: its file cannot be made from the library's.
        guard generated.contains("typealias ThemeColor = ThemeGenKit.ThemeColor\n") else { return nil }
        guard let importLine = generated.range(of: "import ThemeGenKit\n"), let mark = generated.range(of: "// MARK: - Runtime\n\n"),
            let selection = generated.range(of: "/// The selected theme", range: mark.upperBound..<generated.endIndex),
            importLine.upperBound <= mark.lowerBound
        else { return nil }
        let access = GeneratorOptions.AccessLevel.allCases.first { generated.contains("\n\($0.rawValue) nonisolated enum ") } ?? .internal
        return String(generated[..<importLine.lowerBound]) + String(generated[importLine.upperBound..<mark.upperBound])
            + RuntimeSource.embedded(accessModifier: GeneratorOptions(access: access).accessModifier, prefix: "") + "\n" + String(generated[selection.lowerBound...])
    }

    /// Compiles `generated` (written for the library) with `main` and the given flags, runs the
    /// program, returns what it printed; then does the same with the runtime embedded (when the file
    /// can have it, `embedded(_:)`), which must print the same.
    static func compileAndRun(generated: String, main: String, flags: [String] = strictFlags) throws -> String {
        let output = try compileAndRunOnce(generated: generated, main: main, flags: flags, library: generated.contains("import ThemeGenKit\n"))
        if let embedded = embedded(generated) {
            let embeddedOutput = try compileAndRunOnce(generated: embedded, main: main, flags: flags, library: false)
            guard embeddedOutput == output else {
                throw Failure(description: "with the runtime embedded the program printed:\n\(embeddedOutput)\nbut with the library:\n\(output)")
            }
        }
        return output
    }

    private static func compileAndRunOnce(generated: String, main: String, flags: [String], library: Bool) throws -> String {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(generated.utf8).write(to: directory.appendingPathComponent("Themes.swift"))
        try Data(main.utf8).write(to: directory.appendingPathComponent("main.swift"))
        var arguments = flags + ["Themes.swift", "main.swift", "-o", "program"]
        if library {
            let built = try Self.library()
            arguments += ["-I", built.directory.path] + built.objectFiles.map(\.path)
        }
        try run(try executable(), arguments, in: directory)
        return try run(directory.appendingPathComponent("program"), [], in: directory).output
    }

    /// Compiles the files of a split output (`parts`, named `Themes0.swift`, `Themes1.swift`, …) with
    /// `main` and the given flags, with ThemeGenKit when they import it, runs the program and returns
    /// what it printed.
    static func compileAndRun(parts: [String], main: String, flags: [String] = strictFlags) throws -> String {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = flags
        for (index, part) in parts.enumerated() {
            try Data(part.utf8).write(to: directory.appendingPathComponent("Themes\(index).swift"))
            arguments.append("Themes\(index).swift")
        }
        try Data(main.utf8).write(to: directory.appendingPathComponent("main.swift"))
        arguments += ["main.swift", "-o", "program"]
        if parts.contains(where: { $0.contains("import ThemeGenKit\n") }) {
            let built = try Self.library()
            arguments += ["-I", built.directory.path] + built.objectFiles.map(\.path)
        }
        try run(try executable(), arguments, in: directory)
        return try run(directory.appendingPathComponent("program"), [], in: directory).output
    }

    /// Compiles `generated` to object code (`swiftc -c`, which runs the passes type-checking skips), with
    /// the library and again with the runtime embedded, and returns what the compiler printed for both,
    /// or throws with its errors.
    static func compileObject(_ generated: String, flags: [String] = strictFlags) throws -> String {
        var printed = try compileObjectOnce(generated, flags: flags, library: generated.contains("import ThemeGenKit\n"))
        if let embedded = embedded(generated) {
            printed += try compileObjectOnce(embedded, flags: flags, library: false)
        }
        return printed
    }

    private static func compileObjectOnce(_ generated: String, flags: [String], library: Bool) throws -> String {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(generated.utf8).write(to: directory.appendingPathComponent("Themes.swift"))
        var arguments = flags + ["-parse-as-library", "-c", "Themes.swift", "-o", "Themes.o"]
        if library { arguments += ["-I", try Self.library().directory.path] }
        let compiled = try run(try executable(), arguments, in: directory)
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
