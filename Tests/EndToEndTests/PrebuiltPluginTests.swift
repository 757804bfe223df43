import Foundation
import Testing

/// The binary route: the release scripts build `themegen` as an artifact bundle (the Swift runtime and
/// libyaml linked in) and write the plugin-only package around it; a new package that uses that package
/// builds with no libyaml to be found and no ThemeGen source compiled but the runtime library's, and its
/// theme edits regenerate.
@Suite("The prebuilt plugin package, end to end", .serialized)
struct PrebuiltPluginTests {
    /// Where Debian's libyaml-dev puts the static library the bundle links, on the x86_64 hosts this test
    /// checks the bundle's variant for.
    static let staticLibYAML = "/usr/lib/x86_64-linux-gnu/libyaml.a"

    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Consumer",
            dependencies: [.package(path: "../ThemeGenPlugins")],
            targets: [
                .executableTarget(
                    name: "App",
                    dependencies: [.product(name: "ThemeGenKit", package: "ThemeGenPlugins")],
                    plugins: [.plugin(name: "ThemeGenPlugin", package: "ThemeGenPlugins")]
                ),
            ]
        )

        """

    @Test(
        "a consumer builds with the bundle alone: no libyaml found, no ThemeGen source compiled; edits regenerate",
        EndToEnd.enabled,
        .enabled(if: FileManager.default.fileExists(atPath: staticLibYAML), "needs libyaml's static library (libyaml-dev's libyaml.a) to build the bundle"))
    func consumer() throws {
        let scratch = try EndToEnd.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let bash = URL(fileURLWithPath: "/bin/bash")

        let bundle = try EndToEnd.run(
            bash, ["release/make-artifact-bundle.sh", scratch.appendingPathComponent("bundle").path, "--scratch-path", scratch.appendingPathComponent("build").path],
            in: EndToEnd.root)
        try #require(bundle.status == 0, "\(bundle.output)")
        let lines = bundle.output.split(separator: "\n")
        #expect(lines.suffix(2).first == "\(scratch.path)/bundle/themegen.artifactbundle.zip")
        #expect(lines.last?.count == 64 && lines.last?.allSatisfy(\.isHexDigit) == true, "the checksum: \(lines.last ?? "")")
        let info = try String(contentsOf: scratch.appendingPathComponent("bundle/themegen.artifactbundle/info.json"), encoding: .utf8)
        #expect(info.contains(#""schemaVersion": "1.0""#) && info.contains(#""supportedTriples": ["x86_64-unknown-linux-gnu"]"#), "\(info)")
        let binary = scratch.appendingPathComponent("bundle/themegen.artifactbundle/themegen-0.1.0-x86_64-unknown-linux-gnu/bin/themegen")
        let libraries = try EndToEnd.run(URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path], in: scratch)
        #expect(!libraries.output.contains("libyaml") && !libraries.output.contains("libswift") && !libraries.output.contains("libFoundation"), "\(libraries.output)")

        let plugins = scratch.appendingPathComponent("ThemeGenPlugins")
        let written = try EndToEnd.run(
            bash, ["release/make-plugin-package.sh", plugins.path, "--local", scratch.appendingPathComponent("bundle/themegen.artifactbundle.zip").path], in: EndToEnd.root)
        try #require(written.status == 0, "\(written.output)")

        let consumer = scratch.appendingPathComponent("Consumer")
        try EndToEnd.write(Self.manifest, to: "Package.swift", in: consumer)
        try EndToEnd.write("themes:\n  Light:\n    colors: { primary: \"#112233\" }\n  Dark:\n    colors: { primary: \"#445566\" }\n", to: "Sources/App/App.theme.yaml", in: consumer)
        try EndToEnd.write(#"print(ThemeID.allCases.map { "\($0.displayName) \($0.theme.colors.primary.light.hex)" }.joined(separator: ", "))"# + "\n", to: "Sources/App/main.swift", in: consumer)
        // pkg-config finds no yaml-0.1 at all: nothing of libyaml is needed on this route.
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let swift = try EndToEnd.swift().path
        let build = ["PKG_CONFIG_LIBDIR=/nonexistent", "PKG_CONFIG_PATH=", swift, "build", "-v"]
        let first = try EndToEnd.run(env, build, in: consumer)
        try #require(first.status == 0, "\(first.output.suffix(3000))")
        #expect(!first.output.contains("ThemeGenCore") && !first.output.contains("CYAML"), "no ThemeGen source but the runtime is compiled")
        #expect(first.output.contains("-module-name ThemeGenKit"), "the runtime library is built from source")
        #expect(first.output.contains("themegen.artifactbundle/themegen-0.1.0-x86_64-unknown-linux-gnu/bin/themegen"), "the plugin runs the bundle's themegen")
        let app = consumer.appendingPathComponent(".build/debug/App")
        #expect(try EndToEnd.run(app, [], in: consumer).output == "Light #112233, Dark #445566\n")

        try EndToEnd.replace("#112233", with: "#AABBCC", in: consumer.appendingPathComponent("Sources/App/App.theme.yaml"))
        let second = try EndToEnd.run(env, Array(build.dropLast()), in: consumer)
        try #require(second.status == 0, "\(second.output.suffix(3000))")
        #expect(try EndToEnd.run(app, [], in: consumer).output == "Light #AABBCC, Dark #445566\n")
    }
}
