import Foundation
import Testing

/// A new package set up by following the README: an app target that holds, besides two theme files (one
/// YAML, one JSON), the files an app target really has — `Info.plist`, `GoogleService-Info.plist`, an
/// OpenAPI document with its generator config, `.swiftlint.yml`, an asset catalog. Only the two theme
/// files become themes, and editing the JSON regenerates. The committed-code route builds without
/// "unhandled files" warnings for its themes; the two routes refuse to meet in one target; a target
/// without the runtime library is told the line to add; and a C target that applies the plugin gets an
/// error.
@Suite("A new package that follows the README, end to end", .serialized)
struct NewPackageTests {
    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "MyApp",
            platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
            dependencies: [
                .package(path: "Dependencies/ThemeGen"),
            ],
            targets: [
                .executableTarget(
                    name: "MyApp",
                    dependencies: [.product(name: "ThemeGenKit", package: "ThemeGen")],
                    plugins: [.plugin(name: "ThemeGenPlugin", package: "ThemeGen")]
                ),
                .target(
                    name: "Committed",
                    dependencies: [.product(name: "ThemeGenKit", package: "ThemeGen")],
                    exclude: ["Themes"]
                ),
                .target(name: "Util"),
                .target(
                    name: "Bare",
                    plugins: [.plugin(name: "ThemeGenPlugin", package: "ThemeGen")]
                ),
            ]
        )

        """

    /// The app target's files: two themes, and the files of other tools beside them.
    static let appFiles: [String: String] = [
        "Sources/MyApp/main.swift": "for id in ThemeID.allCases { print(id.displayName, id.theme.colors.accent.light.hex) }\n",
        "Sources/MyApp/Themes/Brand.yaml": "themes:\n  Light:\n    colors: { accent: \"#0077BE\" }\n",
        "Sources/MyApp/Themes/Night.json": "{ \"themes\": { \"Night\": { \"colors\": { \"accent\": \"#112233\" } } } }\n",
        "Sources/MyApp/Info.plist": "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>MyApp</string></dict></plist>\n",
        "Sources/MyApp/GoogleService-Info.plist": "<plist version=\"1.0\"><dict><key>API_KEY</key><string>x</string></dict></plist>\n",
        "Sources/MyApp/openapi.yaml": "openapi: 3.1.0\ninfo: { title: API, version: 1.0.0 }\npaths: {}\n",
        "Sources/MyApp/openapi-generator-config.yaml": "generate: [types, client]\n",
        "Sources/MyApp/.swiftlint.yml": "disabled_rules: [line_length]\n",
        "Sources/MyApp/Assets.xcassets/Contents.json": "{ \"info\": { \"author\": \"xcode\", \"version\": 1 } }\n",
        "Sources/MyApp/Assets.xcassets/AccentColor.colorset/Contents.json": "{ \"colors\": [], \"info\": { \"author\": \"xcode\", \"version\": 1 } }\n",
        "Sources/Committed/Themes/Palette.yaml": "themes:\n  Paper:\n    colors: { ink: \"#222222\" }\n",
        "Sources/Committed/Palette.swift": "public func ink() -> String { ThemeID.paper.theme.colors.ink.light.hex }\n",
        "Sources/Util/Util.swift": "public let util = 1\n",
        "Sources/Util/openapi.yaml": "openapi: 3.1.0\n",
        "Sources/Bare/Themes/Bare.yaml": "themes:\n  Bare:\n    colors: { ink: \"#101010\" }\n",
        "Sources/Bare/Bare.swift": "public func ink() -> String { ThemeID.bare.theme.colors.ink.light.hex }\n",
        "Sources/CLib/include/clib.h": "int clib(void);\n",
        "Sources/CLib/clib.c": "int clib(void) { return 1; }\n",
        "Sources/CLib/Themes/Theme.yaml": "themes:\n  C:\n    colors: { a: \"#000\" }\n",
    ]

    @Test(
        "only the theme files become themes, edits regenerate, the committed route is clean, the two routes cannot meet, C targets are refused",
        EndToEnd.enabled)
    func newPackage() throws {
        let swift = try EndToEnd.swift()
        let package = try EndToEnd.scratchFolder().appendingPathComponent("MyApp")
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        try EndToEnd.write(Self.manifest, to: "Package.swift", in: package)
        for (path, contents) in Self.appFiles {
            try EndToEnd.write(contents, to: path, in: package)
        }
        try EndToEnd.linkThemeGen(into: package)

        // The committed route: the command plugin writes the file that the target compiles.
        // It skips a named target without themes, and says so.
        let command = try EndToEnd.run(swift, ["package", "--allow-writing-to-package-directory", "generate-themes", "--target", "Committed", "--target", "Util"], in: package)
        #expect(command.status == 0, "\(command.output)")
        #expect(command.output.contains("generate-themes: generating themes for target 'Committed'\nGenerated Sources/Committed/Generated/Themes.swift: 1 theme, 1 colour\n"), "\(command.output)")
        #expect(command.output.contains("generate-themes: skipping ThemeGen: target 'Util' has no theme files: looked in \(package.appendingPathComponent("Sources/Util").path) for a themegen.yml or files named"), "\(command.output)")

        let build = try EndToEnd.run(swift, ["build", "--product", "MyApp"], in: package)
        try #require(build.status == 0, "\(build.output)")
        #expect(EndToEnd.generations(build.output, target: "MyApp") == 1)
        let unhandled = EndToEnd.unhandledFiles(build.output)
        #expect(
            unhandled.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted()
                == ["Assets.xcassets", "GoogleService-Info.plist", "Info.plist", "openapi-generator-config.yaml", "openapi.yaml"],
            "the theme files are handled by the plugin, and Committed's are excluded: \(build.output)")
        let app = package.appendingPathComponent(".build/debug/MyApp")
        #expect(try EndToEnd.run(app, [], in: package).output == "Light #0077BE\nNight #112233\n")

        // Editing the JSON theme regenerates on the next build; editing Info.plist regenerates nothing.
        try EndToEnd.replace("#112233", with: "#445566", in: package.appendingPathComponent("Sources/MyApp/Themes/Night.json"))
        let edited = try EndToEnd.run(swift, ["build", "--product", "MyApp"], in: package)
        #expect(edited.status == 0, "\(edited.output)")
        #expect(EndToEnd.generations(edited.output, target: "MyApp") == 1)
        #expect(try EndToEnd.run(app, [], in: package).output == "Light #0077BE\nNight #445566\n")
        try EndToEnd.replace("MyApp</string>", with: "My App</string>", in: package.appendingPathComponent("Sources/MyApp/Info.plist"))
        let unrelated = try EndToEnd.run(swift, ["build", "--product", "MyApp"], in: package)
        #expect(EndToEnd.generations(unrelated.output, target: "MyApp") == 0, "\(unrelated.output)")

        // The two routes cannot meet: the command plugin refuses to write a file into a target that applies
        // the build plugin, and the build plugin stops at a committed generated file in its target, and at a
        // file of its output's name, before SwiftPM's "multiple producers".
        let refused = try EndToEnd.run(swift, ["package", "--allow-writing-to-package-directory", "generate-themes", "--target", "MyApp"], in: package)
        #expect(refused.status != 0)
        #expect(
            refused.output.contains(
                "error: Sources/MyApp/Generated/Themes.swift would be compiled into a target that applies the ThemeGenPlugin build plugin, "
                    + "which generates these themes at every build, so the two would declare them twice. Choose one route: let the build "
                    + "generate them (a config's 'output' outside the target keeps a copy to review), or remove ThemeGenPlugin from the "
                    + "target's plugins in Package.swift\n"), "\(refused.output)")
        #expect(refused.output.contains("generate-themes: target 'MyApp': themegen reported errors (exit 1)"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/MyApp/Generated").path))

        let committed = package.appendingPathComponent("Sources/MyApp/Generated/AppThemes.swift")
        try EndToEnd.write(
            try String(contentsOf: package.appendingPathComponent("Sources/Committed/Generated/Themes.swift"), encoding: .utf8),
            to: "Sources/MyApp/Generated/AppThemes.swift", in: package)
        let twice = try EndToEnd.run(swift, ["build", "--product", "MyApp"], in: package)
        #expect(twice.status != 0)
        #expect(
            twice.output.contains(
                "error: ThemeGen: target 'MyApp' has a committed generated file, \(committed.path), and ThemeGenPlugin generates "
                    + "the same themes at every build, so the two would declare everything twice. Choose one route: delete the file "
                    + "and keep the plugin, or remove ThemeGenPlugin from the target's plugins and keep the file (generate-themes "
                    + "updates it)"), "\(twice.output)")
        try FileManager.default.removeItem(at: committed.deletingLastPathComponent())
        let named = package.appendingPathComponent("Sources/MyApp/Themes.swift")
        try EndToEnd.write("let handWritten = 1\n", to: "Sources/MyApp/Themes.swift", in: package)
        let sameName = try EndToEnd.run(swift, ["build", "--product", "MyApp"], in: package)
        #expect(sameName.status != 0)
        #expect(
            sameName.output.contains(
                "error: ThemeGen: target 'MyApp' has its own Themes.swift (\(named.path)), and ThemeGenPlugin generates a file of that name "
                    + "for it at every build; Swift needs the file names in a target to be unique, so rename that file"), "\(sameName.output)")
        try FileManager.default.removeItem(at: named)

        // A target that applies the plugin without depending on ThemeGenKit is told the line to add, at its
        // declaration; with the runtime embedded it needs none.
        let bare = try EndToEnd.run(swift, ["build", "--target", "Bare"], in: package)
        #expect(bare.status != 0)
        #expect(
            bare.output.contains(
                "\(package.appendingPathComponent("Package.swift").path):23:13: error: the themes generated for target 'Bare' import ThemeGenKit, "
                    + "but the target does not depend on it; add .product(name: \"ThemeGenKit\", package: \"themegen\") to the target's "
                    + "dependencies, or set 'runtime: embedded' in a themegen.yml to write the runtime into the generated file"), "\(bare.output)")
        try EndToEnd.write("inputs: [Themes]\nruntime: embedded\n", to: "Sources/Bare/themegen.yml", in: package)
        let embedded = try EndToEnd.run(swift, ["build", "--target", "Bare"], in: package)
        #expect(embedded.status == 0, "\(embedded.output)")

        // A C target that applies the plugin gets an error (which stops SwiftPM's planning of every
        // target, so it comes last).
        try EndToEnd.replace(
            "    ]\n)", with: "        .target(name: \"CLib\", plugins: [.plugin(name: \"ThemeGenPlugin\", package: \"ThemeGen\")]),\n    ]\n)",
            in: package.appendingPathComponent("Package.swift"))
        let clib = try EndToEnd.run(swift, ["build", "--target", "CLib"], in: package)
        #expect(clib.status != 0)
        #expect(clib.output.contains("error: ThemeGen: target 'CLib' is not a Swift target; ThemeGenPlugin generates Swift, so apply it to a Swift target"), "\(clib.output)")
    }
}
