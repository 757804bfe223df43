import Foundation
import Testing

@testable import themegen

/// The examples in README.md, docs/ and the examples' READMEs hold against the tool: the README's usage
/// lines name exactly each command's options, every `themegen` command they show names a real command
/// with options it has (and values it accepts), every theme file they show lints clean, and every
/// diagnostic they quote, and every output docs/Diff.md quotes, is the tool's, character for character,
/// from an input kept here. The Swift blocks are compiled or type-checked by ReadmeUsageTests and
/// DocsSwiftBlockTests (ThemeGenCoreTests).
@Suite("Docs examples")
struct DocsExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents whose examples are checked, relative to the package.
    static var documents: [String] {
        get throws {
            let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path).filter { $0.hasSuffix(".md") }
            let examples = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path)
                .map { "Examples/\($0)/README.md" }.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
            return ["README.md", "themes/tokens/README.md"] + docs.sorted().map { "docs/\($0)" } + examples.sorted()
        }
    }

    /// A fenced code block: its language, first line's number and text.
    struct Block {
        let document: String
        let language: String
        let line: Int
        let text: String
    }

    /// The fenced blocks of a document, those indented in a list item too (without the item's indent).
    static func blocks(in document: String) throws -> [Block] {
        let lines = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8).components(separatedBy: "\n")
        var blocks: [Block] = []
        var open: (language: String, indent: Int, line: Int, lines: [String])?
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            if line.dropFirst(indent).hasPrefix("```") {
                if let current = open {
                    blocks.append(Block(document: document, language: current.language, line: current.line, text: current.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    open = (String(line.dropFirst(indent + 3)), indent, index + 2, [])
                }
            } else if let current = open {
                open?.lines.append(String(line.dropFirst(min(current.indent, line.prefix { $0 == " " }.count))))
            }
        }
        return blocks
    }

    @Test("README's usage lines name exactly the options of each command")
    func usageLines() throws {
        let block = try #require(try Self.blocks(in: "README.md").first { $0.text.hasPrefix("themegen generate [") }, "README's Commands block")
        var named: [String: Set<String>] = [:]
        var command: String?
        for line in block.text.components(separatedBy: "\n") {
            if line.hasPrefix("themegen ") { command = line.split(separator: " ").dropFirst().first.map(String.init) }
            guard let command else { continue }
            named[command, default: []].formUnion(line.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        }
        for (spec, _) in ThemeGenCommand.subcommands {
            #expect(named[spec.name] == Set(spec.options.map(\.name)), "README.md:\(block.line): themegen \(spec.name)")
        }
    }

    @Test("every themegen command the documents show is a command, with options it has and values it accepts")
    func commands() throws {
        let specs = Dictionary(uniqueKeysWithValues: ThemeGenCommand.subcommands.map { ($0.spec.name, $0.spec) })
        var checked = 0
        for document in try Self.documents {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            var invocations: [(line: Int, text: String)] = []
            for block in try Self.blocks(in: document) where block.language == "sh" || block.language == "bash" {
                for (offset, line) in block.text.components(separatedBy: "\n").enumerated() where line.contains("themegen ") {
                    invocations.append((block.line + offset, String(line.split(separator: "#", maxSplits: 1).first ?? "")))
                }
            }
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                for span in line.matches(of: /`(themegen [^`]+)`/) { invocations.append((index + 1, String(span.output.1))) }
            }
            for invocation in invocations {
                let words = invocation.text.split(whereSeparator: \.isWhitespace).map(String.init)
                guard let start = words.firstIndex(of: "themegen"), start + 1 < words.count else { continue }
                let name = words[start + 1]
                if ["--version", "--help", "help", "<subcommand>", "…"].contains(name) || name.hasPrefix("<") { continue }
                let spec = try #require(specs[name], "\(document):\(invocation.line): no command '\(name)' in \(invocation.text)")
                checked += 1
                var index = start + 2
                while index < words.count {
                    let word = words[index]
                    index += 1
                    guard word.hasPrefix("-"), word != "--", word != "-" else { continue }
                    let option = spec.options.first { $0.name == word || $0.shortName == word }
                    #expect(option != nil, "\(document):\(invocation.line): 'themegen \(name)' has no option \(word): \(invocation.text)")
                    guard let option, option.valueName != nil, index < words.count else { continue }
                    let value = words[index]
                    index += 1
                    // A placeholder (`PATH`, `REV`, `<file>`, `…`) stands for any value.
                    if let choices = option.choices, !value.contains("…"), !value.hasPrefix("<"), value != value.uppercased() {
                        #expect(choices.contains(value) || value.contains("|"), "\(document):\(invocation.line): \(word) \(value) is not one of \(choices)")
                    }
                }
            }
        }
        #expect(checked >= 30, "the documents' commands were not found: \(checked)")
    }

    @Test("every theme file the documents show lints clean")
    func themeFiles() throws {
        let cli = try CLIRun()
        var checked = 0
        for document in try Self.documents {
            for block in try Self.blocks(in: document) where ["yaml", "yml"].contains(block.language) && block.text.contains(/(?m)^themes:/) {
                try cli.write("example.yaml", block.text + "\n")
                #expect(cli.run("lint", "example.yaml", "--warnings-as-errors", "--quiet") == .success, "\(document):\(block.line): \(cli.error)")
                checked += 1
            }
        }
        #expect(checked >= 1)
    }

    /// The inputs that give each diagnostic the documents quote, by the file it names: the files to write
    /// and the arguments to run.
    static let reproductions: [String: (files: [String: String], arguments: [String])] = [
        "tokens/a.tokens.json": (
            ["tokens/a.tokens.json": ##"{ "gap": { "$type": "dimension", "$value": "8px" } }"##],
            ["lint", "--strict", "tokens"]
        ),
        "Brand.yaml": (
            ["Brand.yaml": "contrast:\n  - { foreground: colors.text, background: colors.background }\nthemes:\n  Zen Black:\n    colors:\n      text: { light: \"#000000\", dark: \"#777777\" }\n      background: \"#FFFFFF\"\n"],
            ["lint", "Brand.yaml"]
        ),
        "themegen.yml": (
            ["themegen.yml": "inputs: [themes]\nouptut: Generated/Themes.swift\n", "themes/a.yaml": Samples.valid],
            ["lint", "--config", "themegen.yml"]
        ),
        "My.swift.mustache": (
            ["My.swift.mustache": (1...11).map { "line \($0)\n" }.joined() + "    {{{verison}}}\n", "themes/a.yaml": Samples.valid],
            ["generate", "themes", "--template", "My.swift.mustache", "-o", "-"]
        ),
        "DB5.plist": (
            [
                "DB5.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>Default</key><dict><key>mainColor</key><string>#FF0000</string></dict>
                  <key>Example Theme</key><dict><key>mainColor</key><string>#00FF00</string></dict>
                </dict>
                </plist>

                """
            ],
            ["lint", "DB5.plist"]
        ),
    ]

    /// `FILE:LINE:COLUMN: error: …` or `warning: …`, as the documents quote it: a code span, or a code
    /// block without a language whose lines are one diagnostic wrapped at spaces.
    static func quotedDiagnostics(in document: String) throws -> [(line: Int, text: String)] {
        let pattern = #/^[\w ./-]+:\d+:\d+: (error|warning): /#
        var quoted: [(line: Int, text: String)] = []
        for block in try blocks(in: document) where block.language.isEmpty && block.text.contains(pattern) {
            quoted.append((block.line, block.text.components(separatedBy: "\n").joined(separator: " ")))
        }
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            for span in line.matches(of: /`([^`]+)`/) where String(span.output.1).contains(pattern) {
                quoted.append((index + 1, String(span.output.1)))
            }
        }
        return quoted
    }

    @Test("every diagnostic the documents quote is what the tool prints for its input, character for character")
    func quotedDiagnostics() throws {
        var checked = 0
        for document in try Self.documents {
            for quote in try Self.quotedDiagnostics(in: document) {
                let file = String(quote.text.prefix { $0 != ":" })
                let reproduction = try #require(Self.reproductions[file], "\(document):\(quote.line): add the input that gives \(quote.text)")
                let cli = try CLIRun()
                for (path, contents) in reproduction.files { try cli.write(path, contents) }
                _ = cli.run(reproduction.arguments)
                #expect(cli.error.components(separatedBy: "\n").contains(quote.text), "\(document):\(quote.line): the tool printed \(cli.error)")
                checked += 1
            }
        }
        #expect(checked == Self.reproductions.count, "each input kept here is for a quoted diagnostic")
    }

    /// The inputs of the outputs docs/Diff.md quotes (its code blocks without a language), by the quote's
    /// first line: the files to write, those to commit first (for `--base`), and the arguments. A quote
    /// that begins with the summary line is the whole output; any other is lines of it.
    static func diffReproductions() throws -> [String: (committed: [String: String], files: [String: String], arguments: [String])] {
        let brand = try String(contentsOf: root.appendingPathComponent("Examples/ThemeDemo/Sources/Theme Demo/Themes/Brand.yaml"), encoding: .utf8)
        let pairs = "contrast:\n  - { foreground: colors.text, background: colors.background }\n  - { foreground: colors.accent, background: colors.background, minimum: 3 }\nthemes:\n"
        let dark = "  Dark:\n    colors: { text: \"#AAAAAA\", background: { light: \"#101010\", dark: \"#000000\" }, accent: "
        return [
            // The demo app's Forest with a darker accent, which its banner mixes with white.
            "2 values changed in 1 theme (1 edited, 1 through inheritance or references).": (
                [:],
                ["old/Brand.yaml": brand, "Sources/App/Themes/Brand.yaml": brand.replacingOccurrences(of: "accent: \"#2E7D32\"", with: "accent: \"#1B5E20\"")],
                ["diff", "old", "--", "Sources/App/Themes"]
            ),
            // Light's text now contrasts; Dark's accent no longer does in the dark appearances.
            "contrast finding introduced: accent #202040 on background #000000 in Dark (dark and dark high contrast) has a contrast of 1.34:1, below the minimum of 3:1, at themes/t.yaml:3": (
                ["themes/t.yaml": pairs + "  Light:\n    colors: { text: \"#777777\", background: \"#FFFFFF\", accent: \"#2060C0\" }\n" + dark + "\"#80A0FF\" }\n"],
                ["themes/t.yaml": pairs + "  Light:\n    colors: { text: \"#333333\", background: \"#FFFFFF\", accent: \"#2060C0\" }\n" + dark + "{ light: \"#80A0FF\", dark: \"#202040\" } }\n"],
                ["diff", "--base", "HEAD", "themes"]
            ),
        ]
    }

    @Test("every output docs/Diff.md quotes is what themegen diff prints for its input, character for character")
    func quotedDiffOutputs() throws {
        let reproductions = try Self.diffReproductions()
        let quotes = try Self.blocks(in: "docs/Diff.md").filter(\.language.isEmpty)
        for quote in quotes {
            let first = String(quote.text.prefix { $0 != "\n" })
            let reproduction = try #require(reproductions[first], "docs/Diff.md:\(quote.line): add the input that gives \(first)")
            let cli = try CLIRun()
            for (path, contents) in reproduction.committed { try cli.write(path, contents) }
            if !reproduction.committed.isEmpty { try cli.commitAll() }
            for (path, contents) in reproduction.files { try cli.write(path, contents) }
            #expect(cli.run(reproduction.arguments) == .failure, "a difference exits 1")
            if first.contains(" changed in ") {
                #expect(cli.output == quote.text + "\n", "docs/Diff.md:\(quote.line): the tool printed \(cli.output)")
            } else {
                let printed = cli.output.components(separatedBy: "\n")
                for line in quote.text.components(separatedBy: "\n") {
                    #expect(printed.contains(line), "docs/Diff.md:\(quote.line): the tool printed \(cli.output)")
                }
            }
        }
        #expect(quotes.count == reproductions.count, "each input kept here is for a quoted output")
    }
}
