// swift-tools-version: 6.1
import PackageDescription

// ThemeGen is reached through Dependencies/ThemeGen, a link to this repository, so that the dependency's
// identity is always "themegen" whatever folder the repository is cloned into. In your own package, use
// `.package(url: "https://…/ThemeGen.git", from: "0.1.0")` or a path ending in the package's folder name.
let package = Package(
    name: "ThemeDemo",
    // The versions ThemeSelection and the platform adapters need (README, "Platforms and toolchains").
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "ThemeDemo", targets: ["ThemeDemo"]),
    ],
    dependencies: [
        .package(path: "Dependencies/ThemeGen"),
    ],
    targets: [
        // The folder name has a space on purpose: plugins must quote nothing and break on nothing.
        .target(
            name: "ThemeDemo",
            // The runtime the generated code imports.
            dependencies: [.product(name: "ThemeGenKit", package: "ThemeGen")],
            path: "Sources/Theme Demo",
            plugins: [.plugin(name: "ThemeGenPlugin", package: "ThemeGen")]
        ),
        .executableTarget(name: "theme-demo", dependencies: ["ThemeDemo"]),
        // The SwiftUI app: the theme picker as its settings screen, views reading @Environment(\.theme).
        .executableTarget(name: "ThemeDemoApp", dependencies: ["ThemeDemo"]),
        .testTarget(name: "ThemeDemoTests", dependencies: ["ThemeDemo"]),
    ],
    swiftLanguageModes: [.v6]
)
