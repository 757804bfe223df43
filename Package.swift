// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ThemeGen",
    products: [
        .library(name: "ThemeGenKit", targets: ["ThemeGenKit"]),
        .library(name: "ThemeGenCore", targets: ["ThemeGenCore"]),
        .executable(name: "themegen", targets: ["themegen"]),
        .plugin(name: "ThemeGenPlugin", targets: ["ThemeGenPlugin"]),
        .plugin(name: "GenerateThemesCommand", targets: ["GenerateThemesCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The notations an app and the tool read alike: the overrides document's format and colours' hex
        // notation. It imports no Foundation, so that the tool, which checks by them, does not link it.
        .target(
            name: "ThemeGenFormats",
            swiftSettings: strictSettings
        ),
        // The runtime the generated code uses: theme values, tables, adapters, the selection, overrides
        // and previews, and ThemeGenFormats, which it re-exports. It depends on nothing else but the
        // platform's frameworks.
        .target(
            name: "ThemeGenKit",
            dependencies: ["ThemeGenFormats"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ThemeGenCore",
            dependencies: ["CYAML", "ThemeGenFormats"],
            // Templates/ is linked into the target as Sources/ThemeGenCore/Templates for editors; the
            // library compiles them from Generation/DefaultTemplateText.swift, recorded from them.
            exclude: ["Templates"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "themegen",
            dependencies: ["ThemeGenCore"],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "ThemeGenPlugin",
            capability: .buildTool(),
            dependencies: ["themegen"]
        ),
        .plugin(
            name: "GenerateThemesCommand",
            capability: .command(
                intent: .custom(verb: "generate-themes", description: "Write the generated themes into the package's sources"),
                permissions: [.writeToPackageDirectory(reason: "generate-themes writes each target's generated Swift file")]
            ),
            dependencies: ["themegen"]
        ),
        .testTarget(
            name: "ThemeGenKitTests",
            dependencies: ["ThemeGenKit"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ThemeGenCoreTests",
            dependencies: ["ThemeGenCore", "ThemeGenKit"],
            // Read by path (JSONReaderTests, AssetCatalogTests), not built into the tests.
            exclude: ["Fixtures/JSONTestSuite", "Fixtures/DuckDuckGo.xcassets", "Fixtures/DuckDuckGo.md"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ThemeGenCLITests",
            dependencies: ["themegen"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["themegen"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
