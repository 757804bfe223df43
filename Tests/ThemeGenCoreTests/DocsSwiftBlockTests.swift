import Foundation
import Testing

@testable import ThemeGenCore

/// The Swift blocks of README.md, docs/ and the examples' READMEs, other than README's "What you get"
/// (ReadmeUsageTests'), type-check for iOS against the stand-ins in Swift 6 with strict concurrency,
/// with the generated code of the themes they name. Each block's code goes in as it stands, in the
/// context it needs: a function for statements (an expression's value used, so that none is an unused
/// result), a view controller for an `override`. Package.swift fragments (`platforms:`, `.package(…)`,
/// `.target(…)`) are parts of a manifest, not code that compiles alone, and are not checked here.
@Suite("Docs Swift blocks", AppleSDK.enabled)
struct DocsSwiftBlockTests {
    /// A Swift block as a document shows it.
    struct Block: CustomStringConvertible {
        let document: String
        let line: Int
        let lines: [String]
        var description: String { "\(document):\(line)" }
    }

    static let root = TestSupport.packageRoot

    /// README.md, themes/tokens/README.md, docs/*.md and Examples/*/README.md, as DocsExampleTests reads them.
    static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path).filter { $0.hasSuffix(".md") }
        let examples = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)
            .map { "Examples/\($0)/README.md" }.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        return ["README.md", "themes/tokens/README.md"] + docs.sorted().map { "docs/\($0)" } + examples.sorted()
    }

    /// Every ```swift block of the documents.
    static func swiftBlocks() throws -> [Block] {
        try blocks(language: "swift")
    }

    /// Every block of the documents fenced at the margin as ```language.
    static func blocks(language: String) throws -> [Block] {
        var blocks: [Block] = []
        for document in try documents() {
            let lines = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8).components(separatedBy: "\n")
            var open: (line: Int, lines: [String])?
            for (index, line) in lines.enumerated() {
                if let current = open, line == "```" {
                    blocks.append(Block(document: document, line: current.line, lines: current.lines))
                    open = nil
                } else if open != nil {
                    open?.lines.append(line)
                } else if line == "```" + language {
                    open = (index + 2, [])
                }
            }
        }
        return blocks
    }

    /// A block's lines as statements: an expression's value passed to `use(_:)`, the constants it
    /// declares used at the end; comments kept.
    static func statements(_ lines: [String]) -> String {
        var statements: [String] = []
        var constants: [String] = []
        for line in lines {
            let parts = line.components(separatedBy: "//")
            let code = parts[0].trimmingCharacters(in: .whitespaces)
            let comment = parts.count > 1 ? " //" + parts.dropFirst().joined(separator: "//") : ""
            if let constant = code.firstMatch(of: #/^let (\w+) = /#) {
                constants.append(String(constant.output.1))
                statements.append(line)
            } else if code.isEmpty || code.contains(" = ") {
                statements.append(line)
            } else {
                statements.append("use(\(code))" + comment)
            }
        }
        return (statements + constants.map { "use(\($0))" }).map { "    " + $0 }.joined(separator: "\n")
    }

    static let prelude = "import UIKit\nimport SwiftUI\n\nfunc use<Value>(_ value: Value) {}\n\n"

    /// How the blocks checked here begin.
    static let checked = [
        "@main struct DemoApp: App {", "selection.applyAppearance(to: ", "theme.apptentiveStyle ", "let accent = ThemeID.nimbus.",
        "@MainActor func applyOverrides(", "// Observation: iOS 17, macOS 14",
    ]

    /// The beginning in `checked` of a block's first line.
    static func beginning(of block: Block) -> String? {
        checked.first { block.lines.first?.hasPrefix($0) == true }
    }

    /// How a block is checked: the generated code it runs against, and the file that uses it.
    static func check(_ block: Block) throws -> (generated: String, use: String) {
        switch beginning(of: block) {
        case checked[0]:
            // README: the SwiftUI app, with a root view of its own; the previews' pin from the comment.
            let picker = try #require(block.lines.last { $0.hasPrefix("ThemePicker(") })
            let pin = try #require(picker.firstMatch(of: /previews pin one: (\.environment\(.+\))$/)?.output.1)
            let declarations = block.lines.filter { $0 != picker }.joined(separator: "\n")
            let use = """
                struct ContentView: View { var body: some View { Text("Hi") } }
                \(declarations)
                @MainActor func settings(selection: ThemeSelection) {
                \(statements([picker]))
                    use(Swatch()\(pin))
                }

                """
            return (try TestSupport.generateSampleThemes(), prelude + use)
        case checked[1]:
            // ThemeFormat.md: applying the `appearance` section, and the root view controller's override.
            let overrides = block.lines.filter { $0.hasPrefix("override ") }
            let use = """
                @MainActor func appearance(selection: ThemeSelection, windowScene: UIWindowScene) {
                \(statements(block.lines.filter { !$0.hasPrefix("override ") }))
                }

                final class RootViewController: UIViewController {
                    let selection: ThemeSelection
                    init(selection: ThemeSelection) {
                        self.selection = selection
                        super.init()
                    }
                \(overrides.map { "    " + $0 }.joined(separator: "\n"))
                }

                """
            return (try ReadmeUsageTests.samplesWithAppearance(), prelude + use)
        case checked[2]:
            // ThemeFormat.md: the Apptentive style of a theme, applied.
            let use = "@MainActor func apptentive(theme: Theme, selection: ThemeSelection) {\n\(statements(block.lines))\n}\n"
            return (try TestSupport.generateSampleThemes(), prelude + use)
        case checked[3]:
            // themes/tokens/README.md: the token projects' values, against their reference output.
            let tokens = try String(contentsOf: root.appendingPathComponent("Tests/References/Tokens.swift"), encoding: .utf8)
            return (tokens, prelude + "@MainActor func tokens(label: UILabel) {\n\(statements(block.lines))\n}\n")
        case checked[4]:
            // Overrides.md: a downloaded document applied, or its problems printed; a declaration as it stands.
            return (try TestSupport.generateSampleThemes(options: GeneratorOptions(overrides: true)), prelude + block.lines.joined(separator: "\n") + "\n")
        case checked[5]:
            // README: the Observation selection, put in the environment and read back, beside a root view of its own.
            let use = "struct ContentView: View { var body: some View { Text(\"Hi\") } }\n" + block.lines.joined(separator: "\n") + "\n"
            return (try TestSupport.generateSampleThemes(), prelude + use)
        default:
            Issue.record("\(block): add a check for \(block.lines.first ?? "")")
            return ("", "")
        }
    }

    /// Blocks checked elsewhere or not code: README's "What you get" (ReadmeUsageTests), manifest fragments.
    static func isCheckedElsewhere(_ block: Block) -> Bool {
        let first = block.lines.first ?? ""
        let manifest = ["// Package.swift", ".package(", ".target(", "platforms:"].contains(where: first.hasPrefix)
        return manifest || first == "let theme = ThemeID.solidBlue.theme             // one theme's values"
    }

    @Test("every Swift block has a check, and each check is for a block the documents show")
    func everyBlockHasACheck() throws {
        let blocks = try Self.swiftBlocks().filter { !Self.isCheckedElsewhere($0) }
        for block in blocks {
            #expect(Self.beginning(of: block) != nil, "\(block): add a check for \(block.lines.first ?? "")")
        }
        #expect(blocks.compactMap(Self.beginning).sorted() == Self.checked.sorted(), "\(blocks)")
    }

    @Test("each block type-checks for iOS 14 (the SwiftUI app's) with the generated code it names", arguments: try swiftBlocks().filter { !isCheckedElsewhere($0) })
    func typeChecks(block: Block) throws {
        let (generated, use) = try Self.check(block)
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try AppleSDK.writeGenerated(generated, use: use, in: directory)
        let printed = try AppleSDK.typecheck(
            files, for: .iOS, flags: SwiftCompiler.strictFlags, moduleName: "Themes", library: nil,
            deploymentTarget: "x86_64-apple-ios14.0-simulator")
        #expect(printed == "", "\(block): \(use)")
    }
}
