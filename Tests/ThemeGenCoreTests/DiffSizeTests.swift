import Foundation
import Testing

@testable import ThemeGenCore

/// Reviewers read the generated file's diff: adding a key or a theme to the samples adds blocks that each
/// start at a line naming it (a member's doc comment lists the member's value in every theme; a new
/// theme's table rows sit under its heading), and changes nothing else but a count.
@Suite("Generated diffs stay small")
struct DiffSizeTests {
    /// The sample theme files as (path, text), with `edit` applied to Blog.yaml.
    private func samples(editingBlog edit: (String) -> String) throws -> [(String, String)] {
        try TestSupport.sampleThemePaths().map { path in
            let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
            return (path, path == "themes/Blog.yaml" ? edit(text) : text)
        }
    }

    /// The hunks of the diff between the samples and the edited samples: each the lines it removes and adds.
    private func hunks(editingBlog edit: (String) -> String) throws -> [(removed: [String], added: [String])] {
        let before = try TestSupport.generate(try samples { $0 })
        let after = try TestSupport.generate(try samples(editingBlog: edit))
        let diff = UnifiedDiff.make(old: before, new: after, oldName: "before", newName: "after", maximumLines: .max)
        var hunks: [(removed: [String], added: [String])] = []
        for line in diff.split(separator: "\n").dropFirst(2) {
            if line.hasPrefix("@@") {
                hunks.append(([], []))
            } else if line.hasPrefix("-") {
                hunks[hunks.count - 1].removed.append(String(line.dropFirst()))
            } else if line.hasPrefix("+") {
                hunks[hunks.count - 1].added.append(String(line.dropFirst()))
            }
        }
        return hunks
    }

    @Test("adding a colour key changes the lines that name it and the colour count")
    func addingAKey() throws {
        let hunks = try hunks { blog in
            blog.replacingOccurrences(
                of: "      sectionHeaderBackgroundHighlighted: \"#D3D3D3\"\n    fonts:",
                with: "      sectionHeaderBackgroundHighlighted: \"#D3D3D3\"\n      accent: \"#FF8800\"\n    fonts:")
        }
        #expect(hunks.flatMap(\.removed) == ["    static let keyCount = 30"])
        for hunk in hunks {
            if hunk.removed.isEmpty {
                #expect(hunk.added.first?.contains("accent") == true, "every added block starts at the key's name: \(hunk.added)")
            } else {
                #expect(hunk.added == ["    static let keyCount = 31"])
            }
        }
        let rows = hunks.flatMap(\.added).filter { $0.hasSuffix(" // accent") }
        #expect(rows == Array(repeating: "        #FF8800 // accent", count: 8), "one table row per theme")
        #expect(
            hunks.flatMap(\.added).count == 22,
            "the property with its doc comment and blank line (11), the key and its name (2), the count, the rows (8)")
    }

    @Test("adding a theme changes the lines that name it and adds its table rows under its heading")
    func addingATheme() throws {
        let hunks = try hunks { blog in
            blog + "\n  Deep Sea:\n    extends: Solid Blue\n    colors:\n      background: \"#001F3F\"\n"
        }
        #expect(hunks.flatMap(\.removed) == [])
        for hunk in hunks where !(hunk.added.first == "        // Deep Sea") {
            #expect(hunk.added.allSatisfy { $0.contains("Deep Sea") || $0.contains("deepSea") }, "\(hunk.added)")
        }
        let tableSections = hunks.filter { $0.added.first == "        // Deep Sea" }
        #expect(tableSections.map(\.added.count) == [31, 17, 2], "one row per colour (30), font (16) and number (1) key after the heading")
        #expect(hunks.filter { $0.added.contains { $0.contains("Deep Sea") } }.count == hunks.count - 2, "the two value tables' rows name their key only")
    }

    @Test("changing a value changes only the lines that show it, each into the same line with the new value")
    func changingAValue() throws {
        let hunks = try hunks { blog in
            blog.replacingOccurrences(of: "sectionHeaderBackgroundHighlighted: \"#D3D3D3\"", with: "sectionHeaderBackgroundHighlighted: \"#C0C0C0\"")
        }
        let removed = hunks.flatMap(\.removed)
        #expect(!removed.isEmpty && removed.allSatisfy { $0.contains("#D3D3D3") })
        #expect(hunks.flatMap(\.added) == removed.map { $0.replacingOccurrences(of: "#D3D3D3", with: "#C0C0C0") })
    }
}
