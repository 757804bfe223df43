import Foundation
import Testing

/// `release/make-plugin-package.sh` writes the plugin-only package from this one: its plugin targets are
/// declared as Package.swift declares them, and its Plugins/ holds the same code, so the two cannot drift.
@Suite("The release scripts")
struct ReleaseScriptTests {
    @Test("the plugin-only package declares the plugins as Package.swift does, with the same code")
    func pluginPackage() throws {
        let root = PreviewCommandTests.packageRoot
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("themegen-release-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let bundle = scratch.appendingPathComponent("themegen.artifactbundle.zip")
        try Data("not a real bundle".utf8).write(to: bundle)
        let output = scratch.appendingPathComponent("ThemeGenPlugins")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("release/make-plugin-package.sh").path, output.path, "--local", bundle.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)

        let ours = try Self.pluginTargets(in: String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
        let theirs = try Self.pluginTargets(in: String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8))
        #expect(ours.count == 2)
        #expect(theirs == ours)
        #expect(FileManager.default.contentsEqual(atPath: output.appendingPathComponent("themegen.artifactbundle.zip").path, andPath: bundle.path))
        for plugin in ["ThemeGenPlugin", "GenerateThemesCommand"] {
            for file in ["\(plugin).swift", "PluginsShared/ThemeFiles.swift", "PluginsShared/ThemeInputs.swift", "PluginsShared/TokenProjectFiles.swift", "PluginsShared/GeneratedFiles.swift"] {
                let path = "Plugins/\(plugin)/\(file)"
                #expect(FileManager.default.contentsEqual(atPath: root.appendingPathComponent(path).path, andPath: output.appendingPathComponent(path).path), "\(path)")
            }
        }
    }

    /// The `.plugin(` target declarations of a manifest, each from its opening line to its closing `),`.
    private static func pluginTargets(in manifest: String) -> [String] {
        var targets: [String] = []
        var current: [Substring]?
        for line in manifest.split(separator: "\n") {
            if line == "        .plugin(" { current = [] }
            current?.append(line)
            if line == "        ),", let lines = current {
                targets.append(lines.joined(separator: "\n"))
                current = nil
            }
        }
        return targets
    }
}
