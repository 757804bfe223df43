import Foundation
import Testing

/// ThemeGenPlugin's `#if canImport(XcodeProjectPlugin)` conformance type-checked against the toolchain's
/// PackagePlugin module and a stand-in XcodeProjectPlugin (Tests/StandIns).
@Suite("Plugins type-check")
struct PluginTypeCheckTests {
    @Test("the build-tool plugin, with its Xcode conformance, and the command plugin")
    func plugins() throws {
        let swiftc = try SwiftCompiler.executable()
        let pluginAPI = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI")
        let root = TestSupport.packageRoot
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try SwiftCompiler.run(
            swiftc,
            [
                "-parse-as-library", "-swift-version", "6", "-module-name", "XcodeProjectPlugin", "-package-description-version", "6.1", "-I", pluginAPI.path,
                "-emit-module", "-emit-module-path", directory.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
                root.appendingPathComponent("Tests/StandIns/XcodeProjectPlugin.swift").path,
            ], in: directory)
        let sharedFolder = root.appendingPathComponent("Plugins/PluginsShared")
        let shared = try FileManager.default.contentsOfDirectory(at: sharedFolder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "swift" }
        #expect(shared.count == 5, "every file the plugins share is type-checked with them")
        for plugin in ["ThemeGenPlugin", "GenerateThemesCommand"] {
            // The plugin's own files (its folder's PluginsShared is a link to the shared folder).
            let own = try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent("Plugins/\(plugin)"), includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
            #expect(own.count == 2, "\(plugin): every file of the plugin is type-checked")
            let printed = try SwiftCompiler.typecheck(
                own + shared,
                flags: SwiftCompiler.strictFlags + [
                    "-parse-as-library", "-package-description-version", "6.1",
                    "-I", pluginAPI.path, "-I", directory.path,
                ])
            #expect(printed == "", "\(plugin)")
        }
    }
}
