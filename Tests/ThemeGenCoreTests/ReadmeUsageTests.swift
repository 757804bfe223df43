import Foundation
import Testing

/// The README's "What you get" lines compile and run against the samples they name: the sample themes
/// for the first part, Examples/DesignSystem for the nested groups and dimensions; what a line prints is
/// what its comment says. Lines for UIKit, AppKit, SwiftUI or the Apptentive SDK, and lines with `…` (a
/// part left out), are Apple-only or not code; the stand-in type-checks cover that API.
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

    /// The code of the lines that run here, each an expression used (`_ = …`) unless it is a statement.
    static func program(_ lines: [String]) -> String {
        lines.compactMap { line in
            let code = (line.components(separatedBy: "//").first ?? "").trimmingCharacters(in: .whitespaces)
            guard !code.isEmpty, !code.contains("…"), !appleOnly.contains(where: code.contains) else { return nil }
            return ["let ", "print(", "selection.select("].contains(where: code.hasPrefix) ? code : "_ = " + code
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
}
