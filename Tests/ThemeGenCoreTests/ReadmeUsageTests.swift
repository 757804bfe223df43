import Foundation
import Testing

@testable import ThemeGenCore

/// The README's "What you get" lines compile and run against the samples they name: the sample themes
/// for the first part, Examples/DesignSystem for the nested groups and dimensions; what a line prints is
/// what its comment says. Lines for UIKit, SwiftUI or the Apptentive SDK are type-checked for iOS
/// against the stand-ins (THEMEGEN_APPLE=1); lines with `…` (a part left out) are not code. The other
/// Swift blocks of the documents are DocsSwiftBlockTests'.
@Suite("README usage lines")
struct ReadmeUsageTests {
    /// Words that mark a line as Apple-only.
    static let appleOnly = ["uiColor", "nsColor", "Text(", "windowScene", "applyToApptentive", "label."]

    /// The "What you get" block: the lines for the sample themes, and those after "// With nested groups".
    static func block() throws -> (samples: [String], nested: [String]) {
        let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```swift\nlet theme = ThemeID.solidBlue.theme"), "README's \"What you get\" block")
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let lines = readme[readme.index(start.lowerBound, offsetBy: "```swift\n".count)..<end.lowerBound].components(separatedBy: "\n")
        let split = try #require(lines.firstIndex { $0.hasPrefix("// With nested groups") })
        return (Array(lines[..<split]), Array(lines[(split + 1)...]))
    }

    /// The code of the lines that run here (or, `apple`, only of those for Apple's frameworks), each an
    /// expression used (`_ = …`) unless it is a statement.
    static func program(_ lines: [String], apple: Bool = false) -> String {
        lines.compactMap { line in
            let code = (line.components(separatedBy: "//").first ?? "").trimmingCharacters(in: .whitespaces)
            guard !code.isEmpty, !code.contains("…"), appleOnly.contains(where: code.contains) == apple else { return nil }
            let statement = ["let ", "print(", "selection.select("].contains(where: code.hasPrefix) || code.contains(" = ")
            return statement ? code : "_ = " + code
        }
        .joined(separator: "\n") + "\n"
    }

    @Test("the sample themes' lines compile with strict Swift 6 and print what their comments say")
    func samples() throws {
        let lines = try Self.block().samples
        let program = Self.program(lines)
        #expect(program.components(separatedBy: "\n").count > 10, "\(program)")
        let printed = try SwiftCompiler.compileAndRun(generated: try TestSupport.generateSampleThemes(), main: program)
        let quoted = try #require(lines.first { $0.hasPrefix("print(theme.fonts.body)") }?.firstMatch(of: /\/\/ "([^"]+)"/)?.output.1)
        #expect(printed == "\(quoted)\n")
    }

    @Test("the nested groups' lines compile against the design-system sample, and the dimension is as the comment says")
    func nestedGroups() throws {
        let lines = try Self.block().nested
        let acme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/DesignSystem/Acme.theme.yaml"), encoding: .utf8)
        let generated = try TestSupport.generate([("Acme.theme.yaml", acme)])
        let program = "let theme = ThemeID.allCases[0].theme\n" + Self.program(lines) + "print(theme.dimensions.spacing.l)\n"
        let points = try #require(lines.first { $0.contains("spacing") }?.firstMatch(of: /→ (\d+)/)?.output.1)
        #expect(try SwiftCompiler.compileAndRun(generated: generated, main: program) == "\(points).0\n")
    }

    @Test("the lines for UIKit, SwiftUI and the Apptentive SDK type-check for iOS against the stand-ins", AppleSDK.enabled)
    func appleLines() throws {
        let lines = try Self.block().samples
        // Each line used whatever it returns, so that none is an unused result or a redundant `_ =`.
        let body = Self.program(lines, apple: true).components(separatedBy: "\n").filter { !$0.isEmpty }
            .map { $0.hasPrefix("_ = ") ? "    use(\($0.dropFirst(4)))" : "    " + $0 }
        #expect(body.count >= 4, "\(body)")
        // SwiftUI's `Font` needs iOS 14, as the README's SwiftUI app (`App`) does.
        let use = """
            import UIKit
            import SwiftUI

            func use<Value>(_ value: Value) {}

            @available(iOS 14, *)
            @MainActor func readme(label: UILabel, windowScene: UIWindowScene) {
                let theme = ThemeID.solidBlue.theme
                let selection = ThemeSelection(defaults: .standard)
            \(body.joined(separator: "\n"))
            }

            """
        #expect(try Self.typecheckForIOS(generated: try Self.samplesWithAppearance(), use: use) == "")
    }

    /// The sample themes' generated file with one theme more that has an `appearance` section, for which
    /// applyAppearance(to:) is generated, as the README's comment on it says.
    static func samplesWithAppearance() throws -> String {
        var files = try TestSupport.sampleThemePaths().map { path in
            SourceFile(path: path, contents: try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent(path)))
        }
        files.append(SourceFile(path: "Bars.yaml", contents: Data("themes:\n  Bars:\n    extends: Solid Blue\n    appearance: { tint: \"#FF0000\" }\n".utf8)))
        let result = ThemeLoader.load(files)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        return try Generator.generate(try #require(result.themeSet), options: GeneratorOptions()).source
    }

    /// What swiftc prints type-checking `generated` and `use` for iOS against the stand-ins, strict Swift 6.
    static func typecheckForIOS(generated: String, use: String) throws -> String {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try AppleSDK.typecheck(try AppleSDK.writeGenerated(generated, use: use, in: directory), for: .iOS, flags: SwiftCompiler.strictFlags)
    }
}
