import Foundation
import Testing

/// Helpers for the end-to-end tests, which build real packages with `swift build` and the plugins.
/// They take a minute and a half, so `swift test` runs them only with THEMEGEN_E2E=1 (CI sets it).
enum EndToEnd {
    /// The ThemeGen checkout.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Runs the package builds only when THEMEGEN_E2E=1, and says so when it skips them.
    static let enabled: ConditionTrait = .enabled(
        if: ProcessInfo.processInfo.environment["THEMEGEN_E2E"] == "1",
        "builds real packages with the plugins (a minute and a half): set THEMEGEN_E2E=1 to run it, as CI does")

    struct Run {
        let status: Int32
        let output: String
    }

    /// Runs a command, returning its exit status and its standard output and error together.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// `swift` on PATH.
    static func swift() throws -> URL {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "swift is not on PATH"])
    }

    /// A fresh scratch folder whose name has a space (plugins must quote nothing and break on nothing).
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themegen e2e \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Links `package/Dependencies/ThemeGen` to this checkout, so the dependency's identity is `themegen`.
    static func linkThemeGen(into package: URL) throws {
        try FileManager.default.createDirectory(at: package.appendingPathComponent("Dependencies"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: package.appendingPathComponent("Dependencies/ThemeGen"), withDestinationURL: root)
    }

    /// The `themegen` this test run built (EndToEndTests depends on it), beside the test binary.
    static func builtThemegen() throws -> URL {
        let directory =
            Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let url = directory.appendingPathComponent("themegen")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no themegen beside the test binary in \(directory.path)"])
        }
        return url
    }

    /// Writes `contents` to `path` below `folder`, creating folders.
    static func write(_ contents: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// Replaces the one occurrence of `old` in `file`.
    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2, "'\(old)' occurs once in \(file.lastPathComponent)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    /// The build plugin's generated file of `target`.
    static func generatedFile(in package: URL, target: String) throws -> URL {
        let outputs = package.appendingPathComponent(".build/plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "Themes.swift", url.pathComponents.contains(target) { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no generated Themes.swift of \(target) under \(outputs.path)"])
    }

    /// The text of every file the build plugin generated for `target` (a split output,
    /// `GeneratedFiles.splitNames`), in name order: the declarations one file would hold.
    static func generatedSource(in package: URL, target: String) throws -> String {
        let main = try generatedFile(in: package, target: target)
        let folder = main.deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(names.count == 10, "the main file, the tables and 8 member files: \(names.sorted())")
        return try names.sorted().map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    static func modificationDate(_ url: URL) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    /// How many times a build ran the generator.
    static func generations(_ output: String, target: String) -> Int {
        output.components(separatedBy: "Generating themes for \(target)").count - 1
    }

    /// The files SwiftPM's "unhandled" warning lists.
    static func unhandledFiles(_ output: String) -> [String] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains("which are unhandled") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("    /") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
