import Foundation
import Testing
@testable import ThemeGenCore

/// The adapters under `#if canImport(UIKit)`, `canImport(AppKit)`, `canImport(SwiftUI)` and
/// `canImport(Combine)` type-checked against the stand-in modules in Tests/StandIns (see its README),
/// with the same strict settings as the rest of the generated code.
@Suite("Platform adapters type-check", .serialized)
struct PlatformAdapterTests {
    static let standIns = TestSupport.packageRoot.appendingPathComponent("Tests/StandIns")

    /// Builds the stand-in modules for one platform into a directory to pass with `-I`.
    private func buildStandIns(_ platform: String, in directory: URL) throws {
        let swiftc = try SwiftCompiler.executable()
        for module in [platform, "Combine", "SwiftUI"] {
            try SwiftCompiler.run(swiftc, ["-parse-as-library", "-swift-version", "6", "-module-name", module, "-I", directory.path,
                                           "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                                           Self.standIns.appendingPathComponent("\(module).swift").path], in: directory)
        }
    }

    /// What swiftc prints type-checking the sample themes' adapters and a use of them (nothing when clean).
    private func typecheck(_ platform: String, flags: [String]) throws -> String {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try buildStandIns(platform, in: directory)
        let generated = directory.appendingPathComponent("Themes.swift")
        try Data(try TestSupport.generateSampleThemes(options: GeneratorOptions(access: .public)).utf8).write(to: generated)
        let use = directory.appendingPathComponent("Use.swift")
        let usage = platform == "UIKit"
            ? "let color: UIColor = ThemeID.solidBlue.theme.colors.sectionHeaderBackground.uiColor\nlet font: UIFont = ThemeID.darkMode.theme.font(.headerTitle).uiFont\n"
            : "let color: NSColor = ThemeID.solidBlue.theme.colors.sectionHeaderBackground.nsColor\nlet font: NSFont = ThemeID.darkMode.theme.font(.headerTitle).nsFont\n"
        try Data(("import \(platform)\nimport SwiftUI\n" + usage + "let swiftUIColor: Color = ThemeID.default.theme.colors.primary.color\n").utf8).write(to: use)
        return try SwiftCompiler.typecheck([generated, use], flags: flags + ["-I", directory.path])
    }

    @Test("UIKit, SwiftUI and Combine adapters")
    func uiKit() throws {
        #expect(try typecheck("UIKit", flags: SwiftCompiler.strictFlags) == "")
    }

    @Test("UIKit adapters with default MainActor isolation")
    func uiKitMainActor() throws {
        #expect(try typecheck("UIKit", flags: SwiftCompiler.mainActorFlags) == "")
    }

    @Test("AppKit, SwiftUI and Combine adapters")
    func appKit() throws {
        #expect(try typecheck("AppKit", flags: SwiftCompiler.strictFlags) == "")
    }

    @Test("a typo in an adapter is caught")
    func catchesTypos() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try buildStandIns("UIKit", in: directory)
        let generated = directory.appendingPathComponent("Themes.swift")
        let broken = try TestSupport.generateSampleThemes().replacingOccurrences(of: "case .separator: .separator", with: "case .separator: .separatr")
        try Data(broken.utf8).write(to: generated)
        let failure = #expect(throws: SwiftCompiler.Failure.self) {
            _ = try SwiftCompiler.typecheck([generated], flags: SwiftCompiler.strictFlags + ["-I", directory.path])
        }
        #expect(failure?.description.contains("error: type 'UIColor' has no member 'separatr'") == true, "\(failure?.description ?? "")")
    }
}
