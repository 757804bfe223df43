// swift-tools-version: 6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ThemeGen",
    products: [
        .library(name: "ThemeGenCore", targets: ["ThemeGenCore"]),
        .executable(name: "themegen", targets: ["themegen"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(
            name: "ThemeGenCore",
            dependencies: ["CYAML"],
            swiftSettings: strictSettings,
            plugins: ["EmbedTemplatesPlugin"]
        ),
        .executableTarget(
            name: "TemplateEmbedder",
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["TemplateEmbedder"]
        ),
        .executableTarget(
            name: "themegen",
            dependencies: ["ThemeGenCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ThemeGenCoreTests",
            dependencies: ["ThemeGenCore"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ThemeGenCLITests",
            dependencies: ["themegen"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
