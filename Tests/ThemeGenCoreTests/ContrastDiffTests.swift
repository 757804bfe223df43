import Foundation
import Testing

@testable import ThemeGenCore

/// The contrast findings a change introduces and resolves, in the diff's three forms.
@Suite("Contrast findings in the diff")
struct ContrastDiffTests {
    static let pairs = """
        contrast:
          - { foreground: colors.text, background: colors.background }
          - { foreground: colors.accent, background: colors.background, minimum: 3 }
          - { foreground: colors.muted, background: colors.background }
        themes:

        """

    static let old =
        pairs + """
              Light:
                colors:
                  text: "#777777"
                  background: "#FFFFFF"
                  accent: "#2060C0"
                  muted: "#DDDDDD"
              Dark:
                colors:
                  text: "#AAAAAA"
                  background: { light: "#101010", dark: "#000000" }
                  accent: "#80A0FF"
                  muted: "#222222"

            """

    /// Light's text now contrasts, its accent no longer does, and its muted colour stays below the minimum
    /// with another value; Dark's accent fails in the dark appearances only.
    static let new =
        pairs + """
              Light:
                colors:
                  text: "#333333"
                  background: "#FFFFFF"
                  accent: "#C0C0FF"
                  muted: "#CCCCCC"
              Dark:
                colors:
                  text: "#AAAAAA"
                  background: { light: "#101010", dark: "#000000" }
                  accent: { light: "#80A0FF", dark: "#202040" }
                  muted: "#222222"

            """

    @Test("text: a finding introduced or resolved is listed with its appearances; one that stays, with other colours, is not")
    func text() throws {
        let diff = try ThemeDiffTests.diff(Self.old, Self.new)
        #expect(
            DiffText.render(diff) == """
                4 values changed in 2 themes, 2 contrast findings introduced, 1 contrast finding resolved.
                contrast finding introduced: accent #C0C0FF on background #FFFFFF in Light (every appearance) has a contrast of 1.71:1, below the minimum of 3:1, at t.yaml:3
                contrast finding introduced: accent #202040 on background #000000 in Dark (dark and dark high contrast) has a contrast of 1.34:1, below the minimum of 3:1, at t.yaml:3
                contrast finding resolved: text #777777 on background #FFFFFF in Light (every appearance) had a contrast of 4.47:1, below the minimum of 4.5:1, at t.yaml:2

                Light
                  colors.text: #777777 → #333333 (edited at t.yaml:8)
                  colors.accent: #2060C0 → #C0C0FF (edited at t.yaml:10)
                  colors.muted: #DDDDDD → #CCCCCC (edited at t.yaml:11)

                Dark
                  colors.accent: #80A0FF → #80A0FF dark #202040 (edited at t.yaml:16)

                """)
    }

    @Test("Markdown: one table of the findings, before the values")
    func markdown() throws {
        let diff = try ThemeDiffTests.diff(Self.old, Self.new)
        let markdown = DiffMarkdown.render(diff, maximumRows: 50)
        let table = try #require(markdown.components(separatedBy: "\n\n").first { $0.hasPrefix("| Finding") })
        #expect(markdown.contains("\n\n#### Contrast findings: 2 introduced, 1 resolved\n\n| Finding"))
        #expect(
            table == """
                | Finding | Pair | Theme | Appearances | Contrast | Minimum | Written at |
                | --- | --- | --- | --- | --- | --- | --- |
                | introduced | `accent` #C0C0FF on `background` #FFFFFF | `Light` | every appearance | 1.71:1 | 3:1 | `t.yaml:3` |
                | introduced | `accent` #202040 on `background` #000000 | `Dark` | dark and dark high contrast | 1.34:1 | 3:1 | `t.yaml:3` |
                | resolved | `text` #777777 on `background` #FFFFFF | `Light` | every appearance | 4.47:1 | 4.5:1 | `t.yaml:2` |
                """)
        #expect(markdown.range(of: "#### Contrast findings")!.lowerBound < markdown.range(of: "#### colors")!.lowerBound)
    }

    @Test("JSON: each finding with its theme, id, appearances, colours, ratio and minimum")
    func json() throws {
        let diff = try ThemeDiffTests.diff(Self.old, Self.new)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(DiffJSON.render(diff).utf8)) as? [String: Any])
        let introduced = try #require(object["contrastIntroduced"] as? [[String: Any]])
        let resolved = try #require(object["contrastResolved"] as? [[String: Any]])
        #expect(introduced.count == 2)
        #expect(introduced[1]["theme"] as? String == "Dark")
        #expect(introduced[1]["id"] as? String == "Dark")
        #expect(introduced[1]["appearances"] as? [String] == ["dark", "dark high contrast"])
        #expect(introduced[1]["foreground"] as? String == "accent")
        #expect(introduced[1]["foregroundColor"] as? String == "#202040")
        #expect(introduced[1]["background"] as? String == "background")
        #expect(introduced[1]["backgroundColor"] as? String == "#000000")
        #expect(introduced[1]["ratio"] as? Double == 1.34)
        #expect(introduced[1]["minimum"] as? Double == 3)
        #expect(introduced[1]["definedAt"] as? String == "t.yaml:3")
        #expect(resolved.map { $0["foreground"] as? String } == ["text"])
        #expect(object["equal"] as? Bool == false)
    }

    @Test("a removed theme's findings are not resolved; an added theme's are introduced; the same findings are no difference")
    func themesAddedAndRemoved() throws {
        let renamed = Self.old.replacingOccurrences(of: "  Dark:", with: "  Night:")
        let diff = try ThemeDiffTests.diff(Self.old, renamed)
        #expect(diff.resolvedFindings.isEmpty)
        #expect(
            diff.introducedFindings.map { "\($0.theme): \($0.foreground) \($0.appearances.map(\.name))" } == [
                "Night: muted [\"light\", \"light high contrast\"]", "Night: muted [\"dark\", \"dark high contrast\"]",
            ])
        #expect(try ThemeDiffTests.diff(Self.old, Self.old).isEmpty)
    }
}
