import Foundation
import Testing

@testable import ThemeGenCore

/// Examples/ThemeDemo's SwiftUI app — the theme picker as its settings screen, views reading
/// `@Environment(\.theme)`, a gallery of every theme and a preview trait — type-checked for iOS and macOS against the stand-ins, in Swift 6 with strict
/// concurrency, with the generated file and the target's own sources built first as the `ThemeDemo`
/// module, as SwiftPM builds the package.
@Suite("The demo's SwiftUI app type-checks", AppleSDK.enabled)
struct ThemeDemoAppTests {
    let demo = TestSupport.packageRoot.appendingPathComponent("Examples/ThemeDemo/Sources")

    /// The package's `platforms:` (iOS 13, macOS 10.15), as triples.
    static let deploymentTargets: [ApplePlatform: String] = [.iOS: "x86_64-apple-ios13.0-simulator", .macOS: "x86_64-apple-macosx10.15"]

    @Test("for iOS and macOS, at the package's deployment targets", arguments: [ApplePlatform.iOS, .macOS])
    func app(platform: ApplePlatform) throws {
        let themes = demo.appendingPathComponent("Theme Demo/Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: themes.path).sorted().map { name in
            ("Themes/\(name)", try String(contentsOf: themes.appendingPathComponent(name), encoding: .utf8))
        }
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("Themes.swift")
        try Data(try TestSupport.generate(files, options: GeneratorOptions(access: .public)).utf8).write(to: generated)
        let library = [generated, demo.appendingPathComponent("Theme Demo/ThemeSettings.swift")]
        let app = try FileManager.default.contentsOfDirectory(atPath: demo.appendingPathComponent("ThemeDemoApp").path).sorted()
            .map { demo.appendingPathComponent("ThemeDemoApp/\($0)") }
        #expect(app.map(\.lastPathComponent) == ["BannerPreviews.swift", "ContentView.swift", "ThemeDemoApp.swift"])
        let printed = try AppleSDK.typecheck(
            // The stand-ins have no macros: BannerPreviews.swift's `#Preview`s are left out (its gallery and trait are checked).
            app, for: platform, flags: SwiftCompiler.strictFlags + ["-D", "THEMEGEN_STAND_INS"], moduleName: "ThemeDemoApp",
            library: (name: "ThemeDemo", files: library), deploymentTarget: Self.deploymentTargets[platform])
        #expect(printed == "")
    }
}
