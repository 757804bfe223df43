import Foundation
import Testing

@testable import ThemeGenCore

/// The Markdown diff is posted on pull requests: nothing in it may notify anyone, cross-link an issue,
/// break the page, or pass GitHub's 65,536-character limit for a comment.
@Suite("Markdown that is safe to post")
struct DiffMarkdownSafetyTests {
    /// The HTML that cmark-gfm (GitHub's renderer, through Python's `cmarkgfm`) makes of `markdown`, or
    /// `nil` when it is not installed here (CI installs it).
    private static func rendered(_ markdown: String) throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, cmarkgfm; sys.stdout.write(cmarkgfm.github_flavored_markdown_to_html(sys.stdin.read()))"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    private static let hasRenderer: Bool = (try? rendered("x")) != nil
    private static let noRenderer: Comment = "python3 with cmarkgfm is not installed here (pip install cmarkgfm; CI has it); skipped"

    private static let hostileNames = ["@octocat", "@org/team", "#123", "owner/repo#1", "a|b"]

    /// Themes named `names`, each with one colour, as a YAML file.
    private static func themes(_ names: [String], color: String = "#000000") -> String {
        "themes:\n" + names.map { "  \"\($0)\":\n    id: \"\($0)\"\n    colors: { c: \"\(color)\" }\n" }.joined()
    }

    @Test("mentions and references are code, where GitHub links neither; a '|' in a list is not escaped")
    func mentions() throws {
        let diff = try ThemeDiffTests.diff(Self.themes(["Plain"]), Self.themes(["Plain"] + Self.hostileNames))
        #expect(
            DiffMarkdown.render(diff, maximumRows: 10) == """
                ### ThemeGen: 5 themes added

                - **Themes added:** `@octocat` (id `@octocat`), `@org/team` (id `@org/team`), `#123` (id `#123`), `owner/repo#1` (id `owner/repo#1`), `a|b` (id `a|b`)

                """)
        let changed = try ThemeDiffTests.diff(Self.themes(Self.hostileNames), Self.themes(Self.hostileNames, color: "#FFFFFF"))
        #expect(
            DiffMarkdown.render(changed, maximumRows: 10) == """
                ### ThemeGen: 5 values changed in 5 themes

                #### colors: 5 changes

                | Key | Theme | Old | New | Why |
                | --- | --- | --- | --- | --- |
                | `c` | `@octocat` | `#000000` | `#FFFFFF` | edited at `t.yaml:4` |
                | `c` | `@org/team` | `#000000` | `#FFFFFF` | edited at `t.yaml:7` |
                | `c` | `#123` | `#000000` | `#FFFFFF` | edited at `t.yaml:10` |
                | `c` | `owner/repo#1` | `#000000` | `#FFFFFF` | edited at `t.yaml:13` |
                | `c` | `a\\|b` | `#000000` | `#FFFFFF` | edited at `t.yaml:16` |

                """)
    }

    @Test(
        "as GitHub's renderer reads it: every name is inside code, whole, and the table keeps its five columns",
        .enabled(if: hasRenderer, noRenderer))
    func renderedByCmarkGFM() throws {
        let added = try #require(try Self.rendered(DiffMarkdown.render(try ThemeDiffTests.diff(Self.themes(["Plain"]), Self.themes(["Plain"] + Self.hostileNames)), maximumRows: 10)))
        for name in Self.hostileNames {
            #expect(added.contains("<code>\(name)</code> (id <code>\(name)</code>)"), "\(name) in \(added)")
        }
        let changed = try #require(try Self.rendered(DiffMarkdown.render(try ThemeDiffTests.diff(Self.themes(Self.hostileNames), Self.themes(Self.hostileNames, color: "#FFFFFF")), maximumRows: 10)))
        #expect(changed.contains("<tr>\n<td><code>c</code></td>\n<td><code>a|b</code></td>\n<td><code>#000000</code></td>\n<td><code>#FFFFFF</code></td>\n<td>edited at <code>t.yaml:16</code></td>\n</tr>"), "\(changed)")
        #expect(!changed.contains("\\|"))
    }

    @Test("50 changed values of 40,000 characters: the comment stays under 65,536 characters, each value cut to 200, nothing cut is lost count of")
    func longValues() throws {
        let names = (0..<50).map { "T\($0)" }
        func strings(_ letter: String) -> String {
            "themes:\n" + names.map { "  \($0):\n    strings: { s: \"\(String(repeating: letter, count: 40_000))\" }\n" }.joined()
        }
        let markdown = DiffMarkdown.render(try ThemeDiffTests.diff(strings("a"), strings("b")), maximumRows: 100)
        #expect(markdown.utf16.count <= DiffMarkdown.maximumCharacters)
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| `s` |") }
        #expect(rows.count == 50)
        #expect(rows.first == "| `s` | `T0` | `\(String(repeating: "a", count: 200))…` | `\(String(repeating: "b", count: 200))…` | edited at `t.yaml:3` |")
    }

    @Test("thousands of changes and themes: lists and tables end where the comment is full, and the rest is counted")
    func manyChanges() throws {
        let names = (0..<3_000).map { "Theme number \($0)" }
        let markdown = DiffMarkdown.render(try ThemeDiffTests.diff(Self.themes(names), Self.themes(names, color: "#FFFFFF") + ""), maximumRows: 10_000)
        #expect(markdown.utf16.count <= DiffMarkdown.maximumCharacters)
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| `c` |") }.count
        #expect(rows > 100 && rows < 3_000)
        #expect(markdown.hasSuffix("\n\n…and \(3_000 - rows) more entries (themes, keys, contrast findings or changed values) left out, to keep this comment within GitHub's limit of 65536 characters; `themegen diff` lists them all.\n"))

        let added = DiffMarkdown.render(try ThemeDiffTests.diff(Self.themes(["Plain"]), Self.themes(["Plain"] + names)), maximumRows: 10)
        #expect(added.utf16.count <= DiffMarkdown.maximumCharacters)
        let list = try #require(added.split(separator: "\n").first { $0.hasPrefix("- **Themes added:** ") })
        let shown = list.components(separatedBy: " (id ").count - 1
        #expect(shown > 100 && shown < 3_000)
        #expect(list.hasSuffix(", and \(3_000 - shown) more"))
    }
}
