import Foundation
import Testing

/// `release/make-plugin-package.sh` writes the plugin-only package from this one: its plugin targets are
/// declared as Package.swift declares them, and its Plugins/ holds the same code, so the two cannot drift.
@Suite("The release scripts")
struct ReleaseScriptTests {
    @Test("the plugin-only package declares the plugins as Package.swift does, with the same code, and the runtime library")
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
            for file in [
                "\(plugin).swift", "PluginsShared/ThemeFiles.swift", "PluginsShared/ThemeInputs.swift", "PluginsShared/TokenProjectFiles.swift",
                "PluginsShared/GeneratedFiles.swift", "PluginsShared/RuntimeDependency.swift",
            ] {
                let path = "Plugins/\(plugin)/\(file)"
                #expect(FileManager.default.contentsEqual(atPath: root.appendingPathComponent(path).path, andPath: output.appendingPathComponent(path).path), "\(path)")
            }
        }
        // The runtime's modules, file for file, and its product.
        var count = 0
        for module in ["ThemeGenFormats", "ThemeGenKit"] {
            let library = root.appendingPathComponent("Sources/\(module)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: library.path).filter { $0.hasSuffix(".swift") }
            count += files.count
            for file in files {
                let path = "Sources/\(module)/\(file)"
                #expect(FileManager.default.contentsEqual(atPath: root.appendingPathComponent(path).path, andPath: output.appendingPathComponent(path).path), "\(path)")
            }
        }
        #expect(count > 20)
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".library(name: \"ThemeGenKit\", targets: [\"ThemeGenKit\"]),"))
        #expect(manifest.contains(".target(\n            name: \"ThemeGenKit\",\n            dependencies: [\"ThemeGenFormats\"],"))
    }

    /// A one-variant bundle as make-artifact-bundle.sh lays it out, its "binary" the text `binary`.
    private static func bundle(at folder: URL, version: String, triple: String, supported: [String], binary: String) throws {
        let variant = "themegen-\(version)-\(triple)/bin"
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(variant), withIntermediateDirectories: true)
        try Data(binary.utf8).write(to: folder.appendingPathComponent(variant + "/themegen"))
        let info: [String: Any] = [
            "schemaVersion": "1.0",
            "artifacts": ["themegen": ["version": version, "type": "executable", "variants": [["path": variant + "/themegen", "supportedTriples": supported]]]],
        ]
        try JSONSerialization.data(withJSONObject: info).write(to: folder.appendingPathComponent("info.json"))
    }

    /// Runs a release script (a path in the package) with `arguments`: its status, standard output and
    /// standard error.
    private static func run(script: String, _ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, error: String) {
        try run(["bash", PreviewCommandTests.packageRoot.appendingPathComponent(script).path] + arguments, in: directory)
    }

    /// Runs `command` (found on PATH) in `directory`: its status, standard output and standard error.
    private static func run(_ command: [String], in directory: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test("merging each host's bundle: one info.json with every variant, their binaries, a zip and its SHA-256; mixed versions or a triple twice refused")
    func mergedBundles() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("themegen-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let linux = scratch.appendingPathComponent("linux/themegen.artifactbundle")
        try Self.bundle(at: linux, version: "0.1.0", triple: "x86_64-unknown-linux-gnu", supported: ["x86_64-unknown-linux-gnu"], binary: "linux")
        let mac = scratch.appendingPathComponent("mac/themegen.artifactbundle")
        try Self.bundle(at: mac, version: "0.1.0", triple: "universal-apple-macosx", supported: ["arm64-apple-macosx", "x86_64-apple-macosx"], binary: "mac")
        // The macOS host's bundle arrives zipped, as the release workflow passes it on.
        try #require(try Self.run(["zip", "-q", "-r", "-X", "../mac.zip", "themegen.artifactbundle"], in: scratch.appendingPathComponent("mac")).status == 0)

        let out = scratch.appendingPathComponent("out")
        let merged = try Self.run(script: "release/merge-artifact-bundles.sh", [out.path, linux.path, scratch.appendingPathComponent("mac.zip").path], in: scratch)
        #expect(merged.status == 0, "\(merged.error)")
        let bundle = out.appendingPathComponent("themegen.artifactbundle")
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any])
        let artifact = try #require((info["artifacts"] as? [String: Any])?["themegen"] as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        #expect(artifact["version"] as? String == "0.1.0" && artifact["type"] as? String == "executable")
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.map { $0["path"] as? String } == ["themegen-0.1.0-x86_64-unknown-linux-gnu/bin/themegen", "themegen-0.1.0-universal-apple-macosx/bin/themegen"])
        #expect(variants.map { $0["supportedTriples"] as? [String] } == [["x86_64-unknown-linux-gnu"], ["arm64-apple-macosx", "x86_64-apple-macosx"]])
        #expect(try String(contentsOf: bundle.appendingPathComponent("themegen-0.1.0-x86_64-unknown-linux-gnu/bin/themegen"), encoding: .utf8) == "linux")
        #expect(try String(contentsOf: bundle.appendingPathComponent("themegen-0.1.0-universal-apple-macosx/bin/themegen"), encoding: .utf8) == "mac")
        let zipPath = out.appendingPathComponent("themegen.artifactbundle.zip").path
        let digest = try Self.run(["sha256sum", zipPath], in: scratch).output.split(separator: " ").first.map(String.init)
        #expect(merged.output == zipPath + "\n" + (digest ?? "no digest") + "\n")

        let newer = scratch.appendingPathComponent("newer/themegen.artifactbundle")
        try Self.bundle(at: newer, version: "0.2.0", triple: "aarch64-unknown-linux-gnu", supported: ["aarch64-unknown-linux-gnu"], binary: "arm")
        let mixed = try Self.run(script: "release/merge-artifact-bundles.sh", [out.path, linux.path, newer.path], in: scratch)
        #expect(mixed.status == 1)
        #expect(mixed.error == "error: \(newer.path) is themegen 0.2.0, the others 0.1.0\n")
        let twice = try Self.run(script: "release/merge-artifact-bundles.sh", [out.path, linux.path, linux.path], in: scratch)
        #expect(twice.status == 1)
        #expect(twice.error == "error: \(linux.path) has a variant for x86_64-unknown-linux-gnu, which an earlier bundle has\n")
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
