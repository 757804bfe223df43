import Foundation
import Testing

/// Builds Examples/ThemeDemo in a fresh scratch copy (its target folder has a space in its name) and
/// checks the whole plugin path: the first build generates and the example's tests read the values; a
/// second build runs nothing; an edited theme reaches the very next build; an error fails the build
/// with its located diagnostic; the command plugin writes what `themegen generate` writes and `--check`
/// notices a stale file; a target without theme files gets a clear error. Set THEMEGEN_SKIP_E2E=1 to skip
/// it locally (about half a minute).
@Suite("Example package, end to end", .serialized)
struct ExamplePackageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let skip = ProcessInfo.processInfo.environment["THEMEGEN_SKIP_E2E"] == "1"

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

    static func tool(_ name: String) throws -> URL {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "\(name) is not on PATH"])
    }

    /// A copy of the example whose ThemeGen link points at this checkout.
    static func scratchExample() throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("themegen e2e \(UUID().uuidString)")
        let example = scratch.appendingPathComponent("ThemeDemo")
        try FileManager.default.createDirectory(at: example, withIntermediateDirectories: true)
        let source = root.appendingPathComponent("Examples/ThemeDemo")
        for item in ["Package.swift", "Sources", "Tests"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: example.appendingPathComponent(item))
        }
        try FileManager.default.createDirectory(at: example.appendingPathComponent("Dependencies"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: example.appendingPathComponent("Dependencies/ThemeGen"), withDestinationURL: root)
        return example
    }

    /// The `themegen` this test run built (EndToEndTests depends on it), beside the test binary.
    static func builtThemegen() throws -> URL {
        let directory = Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let url = directory.appendingPathComponent("themegen")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no themegen beside the test binary in \(directory.path)"])
        }
        return url
    }

    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    static func generatedFile(in example: URL) throws -> URL {
        let outputs = example.appendingPathComponent(".build/plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "Themes.swift" { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no generated Themes.swift under \(outputs.path)"])
    }

    static func modificationDate(_ url: URL) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test("build, rebuild, edit, break, and the command plugin", .enabled(if: !skip, "THEMEGEN_SKIP_E2E=1"))
    func endToEnd() throws {
        let swift = try Self.tool("swift")
        let example = try Self.scratchExample()
        defer { try? FileManager.default.removeItem(at: example.deletingLastPathComponent()) }
        let brand = example.appendingPathComponent("Sources/Theme Demo/Themes/Brand.yaml")

        // 1. The first build generates the themes.
        let first = try Self.run(swift, ["build"], in: example)
        try #require(first.status == 0, "\(first.output)")
        #expect(first.output.contains("Generating themes for ThemeDemo"))
        let demo = example.appendingPathComponent(".build/debug/theme-demo")
        #expect(try Self.run(demo, [], in: example).output == """
        Apptentive Dark: accent #0077BE, banner #D6ECF7/#06324A, title 22.0 pt, radius 12.0, status bar darkContent, header title 28.75 pt
        Ocean: accent #0077BE, banner #D6ECF7/#06324A, title 22.0 pt, radius 12.0, status bar darkContent, header title 23.0 pt
        Forest: accent #2E7D32, banner #2E7D32/#2E7D32, title 22.0 pt, radius 12.0, status bar darkContent, header title 23.0 pt

        """)
        // 2. Nothing changed: the generator does not run and nothing is compiled. The example's own tests
        //    then read the values back.
        //    SwiftPM 6.3 on Linux relinks a plugin's tool built from source, and so reruns its commands,
        //    once on the build right after a fresh build (a package with a trivial build-tool plugin does
        //    the same); from then on a build with nothing changed does nothing. So settle once first.
        let settle = try Self.run(swift, ["build"], in: example)
        try #require(settle.status == 0, "\(settle.output)")
        let generated = try Self.generatedFile(in: example)
        let stamp = try Self.modificationDate(generated)
        let second = try Self.run(swift, ["build"], in: example)
        #expect(second.status == 0)
        #expect(!second.output.contains("Generating themes"), "\(second.output)")
        // (SwiftPM prints "Compiling plugin …" on every build; the plugins themselves are cached.)
        let compiled = second.output.split(separator: "\n").filter { $0.contains("Compiling") && !$0.contains("Compiling plugin") }
        #expect(compiled.isEmpty, "\(second.output)")
        #expect(!second.output.contains("Linking"), "\(second.output)")
        #expect(try Self.modificationDate(generated) == stamp)
        let tests = try Self.run(swift, ["test"], in: example)
        #expect(tests.status == 0, "\(tests.output)")
        #expect(tests.output.contains("Test run with 3 tests in 1 suite passed"))

        // 3. An edited value is in the very next build, generated once.
        try Self.replace("accent: \"#0077BE\"", with: "accent: \"#FF5500\"", in: brand)
        let edited = try Self.run(swift, ["build"], in: example)
        #expect(edited.status == 0, "\(edited.output)")
        #expect(edited.output.components(separatedBy: "Generating themes for ThemeDemo").count == 2)
        #expect(try Self.run(demo, [], in: example).output.contains("Ocean: accent #FF5500,"))

        // 4. A mistake fails the build with its located diagnostic.
        try Self.replace("accent: \"#FF5500\"", with: "accent: \"#FF55GG\"", in: brand)
        let broken = try Self.run(swift, ["build"], in: example)
        #expect(broken.status != 0)
        #expect(broken.output.contains("\(brand.path):10:15: error: invalid color '#FF55GG' for color 'accent'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, or a reference such as '{colors.primary}'"), "\(broken.output)")
        try Self.replace("accent: \"#FF55GG\"", with: "accent: \"#0077BE\"", in: brand)

        // 5. The command plugin writes what `themegen generate` writes; --check passes, then notices an edit.
        let plugin = try Self.run(swift, ["package", "--allow-writing-to-package-directory", "generate-themes"], in: example)
        #expect(plugin.status == 0, "\(plugin.output)")
        let committed = try String(contentsOf: example.appendingPathComponent("Generated/Themes.swift"), encoding: .utf8)
        let themegen = try Self.builtThemegen()
        let cli = try Self.run(themegen, ["generate", "--config", "Sources/Theme Demo/themegen.yml", "--output", "-"], in: example)
        #expect(cli.status == 0)
        #expect(cli.output == committed)
        let check = try Self.run(swift, ["package", "--allow-writing-to-package-directory", "generate-themes", "--check"], in: example)
        #expect(check.status == 0, "\(check.output)")
        try Self.replace("accent: \"#2E7D32\"", with: "accent: \"#1B5E20\"", in: brand)
        let stale = try Self.run(swift, ["package", "--allow-writing-to-package-directory", "generate-themes", "--check"], in: example)
        #expect(stale.status != 0)
        #expect(stale.output.contains("../../Generated/Themes.swift: error: the generated file is out of date"), "\(stale.output)")
        #expect(stale.output.contains("+        /// - Forest: #1B5E20"), "\(stale.output)")

        // 6. A target that applies the plugin without theme files gets an error naming it and what was looked for.
        let empty = example.appendingPathComponent("Sources/Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Data("public let empty = 1\n".utf8).write(to: empty.appendingPathComponent("Empty.swift"))
        try Self.replace("        .executableTarget(name: \"theme-demo\"", with: """
                .target(name: "Empty", plugins: [.plugin(name: "ThemeGenPlugin", package: "ThemeGen")]),
                .executableTarget(name: "theme-demo"
            """, in: example.appendingPathComponent("Package.swift"))
        let noThemes = try Self.run(swift, ["build", "--target", "Empty"], in: example)
        #expect(noThemes.status != 0)
        #expect(noThemes.output.contains("error: ThemeGen: target 'Empty' has no theme files: looked for a themegen.yml or .plist, .yaml, .yml files in \(empty.path)"), "\(noThemes.output)")
    }
}
