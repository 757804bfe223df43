import Foundation
import Testing

@testable import ThemeGenCore

/// `themegen diff`'s comparison and its three forms: what changed, and why, in words and JSON.
@Suite("Theme diff")
struct ThemeDiffTests {
    /// The diff between two versions of one YAML file, both named `t.yaml`.
    static func diff(_ old: String, _ new: String) throws -> ThemeSetDiff {
        let before = try #require(TestSupport.load([("t.yaml", old)]).themeSet)
        let after = try #require(TestSupport.load([("t.yaml", new)]).themeSet)
        return ThemeSetComparison.diff(from: before, to: after)
    }

    static let base = """
        themes:
          Base:
            colors:
              brand: "#0000FF"
              link: "{colors.brand}"
              faded: { ref: "{colors.link}", alpha: 0.5 }
              text: "#000000"
            dimensions:
              body: 17
            fonts:
              body: { weight: regular, size: "{dimensions.body}" }
          Child:
            extends: Base
            colors:
              text: "#111111"
          Other:
            colors:
              brand: "#00FF00"
              link: "{colors.brand}"
              faded: "#00000080"
              text: "#222222"
            dimensions:
              body: 17
            fonts:
              body: { weight: regular, size: 17 }

        """

    @Test("one edited base colour lists every value derived from it, with the edit it comes from")
    func derivedChanges() throws {
        let edited = Self.base.replacingOccurrences(of: "brand: \"#0000FF\"", with: "brand: \"#0000EE\"")
        let diff = try Self.diff(Self.base, edited)
        #expect(
            DiffText.render(diff) == """
                6 values changed in 2 themes (1 edited, 5 through inheritance or references).

                Base
                  colors.brand: #0000FF → #0000EE (edited at t.yaml:4)
                  colors.link: #0000FF → #0000EE (through colors.brand, from Base's colors.brand (t.yaml:4))
                  colors.faded: #0000FF80 → #0000EE80 (through colors.link, from Base's colors.brand (t.yaml:4))

                Child
                  colors.brand: #0000FF → #0000EE (inherited from Base, from Base's colors.brand (t.yaml:4))
                  colors.link: #0000FF → #0000EE (through colors.brand, from Base's colors.brand (t.yaml:4))
                  colors.faded: #0000FF80 → #0000EE80 (through colors.link, from Base's colors.brand (t.yaml:4))

                """)
        #expect(
            diff.changes.map(\.cause) == [
                .edited, .inherited(from: "Base"), .referenced([KeyReference(group: .colors, key: "brand")]),
                .referenced([KeyReference(group: .colors, key: "brand")]),
                .referenced([KeyReference(group: .colors, key: "link")]), .referenced([KeyReference(group: .colors, key: "link")]),
            ])
    }

    @Test("a change reaches other groups through references: a font whose size is a dimension")
    func crossGroup() throws {
        let edited = Self.base.replacingOccurrences(
            of: "    dimensions:\n      body: 17\n    fonts:\n      body: { weight: regular, size: \"{dimensions.body}\" }",
            with: "    dimensions:\n      body: 19\n    fonts:\n      body: { weight: regular, size: \"{dimensions.body}\" }")
        let diff = try Self.diff(Self.base, edited)
        #expect(
            DiffText.render(diff) == """
                4 values changed in 2 themes (1 edited, 3 through inheritance or references).

                Base
                  fonts.body: system, regular, 17 pt → system, regular, 19 pt (through dimensions.body, from Base's dimensions.body (t.yaml:9))
                  dimensions.body: 17 pt → 19 pt (edited at t.yaml:9)

                Child
                  fonts.body: system, regular, 17 pt → system, regular, 19 pt (through dimensions.body, from Base's dimensions.body (t.yaml:9))
                  dimensions.body: 17 pt → 19 pt (inherited from Base, from Base's dimensions.body (t.yaml:9))

                """)
    }

    @Test("an override removed is the value's own change, defined where it is now inherited from")
    func overrideRemoved() throws {
        let edited = Self.base.replacingOccurrences(of: "    colors:\n      text: \"#111111\"\n", with: "    colors: {}\n")
        let diff = try Self.diff(Self.base, edited)
        #expect(
            DiffText.render(diff) == """
                1 value changed in 1 theme.

                Child
                  colors.text: #111111 → #000000 (edited at t.yaml:7)

                """)
    }

    @Test("colours that differ by less than 8 bits a channel show with 16 bits, so the change is visible")
    func preciseColors() throws {
        let old = "themes:\n  A: { colors: { x: \"#FFFFFF\", y: \"#000000\" } }\n"
        let new = "themes:\n  A: { colors: { x: \"color(srgb 1 1 0.999)\", y: \"#000001\" } }\n"
        #expect(
            DiffText.render(try Self.diff(old, new)) == """
                2 values changed in 1 theme.

                A
                  colors.x: #FFFFFF → #FFFFFFFFFFBD (edited at t.yaml:2)
                  colors.y: #000000 → #000001 (edited at t.yaml:2)

                """)
    }

    @Test("themes are matched by stored id: added, removed and renamed themes, added and removed keys")
    func themesAndKeys() throws {
        let old = "themes:\n  A: { id: a, colors: { x: \"#000\", gone: \"#000\" } }\n  B: { colors: { x: \"#000\", gone: \"#000\" } }\n"
        let new = "themes:\n  Renamed: { id: a, colors: { x: \"#000\", added: \"#FFF\" } }\n  C: { colors: { x: \"#000\", added: \"#FFF\" } }\n"
        let diff = try Self.diff(old, new)
        #expect(
            DiffText.render(diff) == """
                1 theme added, 1 theme removed, 1 theme renamed, 1 key added, 1 key removed.
                theme added: C (id C)
                theme removed: B (id B)
                theme renamed: A → Renamed (id a)
                key added: colors.added
                key removed: colors.gone

                """)
    }

    @Test("the same themes written differently have no differences")
    func equal() throws {
        let reordered = "themes:\n  Light:\n    colors: { b: \"#FFF\", a: \"{colors.b}\" }\n"
        let diff = try Self.diff("themes:\n  Light:\n    colors: { b: \"#FFFFFF\", a: \"#FFFFFF\" }\n", reordered)
        #expect(diff.isEmpty)
        #expect(DiffText.render(diff) == "No differences.\n")
        #expect(DiffMarkdown.render(diff, maximumRows: 5) == "### ThemeGen: no differences\n")
    }

    @Test("a side with no files: every theme is added")
    func fromNothing() throws {
        let new = try #require(TestSupport.load([("t.yaml", "themes:\n  A: { colors: { x: \"#000\" } }\n")]).themeSet)
        #expect(DiffText.render(ThemeSetComparison.diff(from: nil, to: new)) == "1 theme added, 1 key added.\ntheme added: A (id A)\nkey added: colors.x\n")
    }

    @Test("names and values are escaped: one line each in text, no markup or broken cells in Markdown")
    func escaping() throws {
        let old = "themes:\n  \"A|`b`*\\nc\":\n    strings: { \"k|`\": \"x\" }\n"
        let new = "themes:\n  \"A|`b`*\\nc\":\n    strings: { \"k|`\": \"y\\u202E|z\" }\n"
        let diff = try Self.diff(old, new)
        #expect(
            DiffText.render(diff) == """
                1 value changed in 1 theme.

                A|`b`*\\nc
                  strings.k|`: x → y\\u{202E}|z (edited at t.yaml:3)

                """)
        #expect(
            DiffMarkdown.render(diff, maximumRows: 5) == """
                ### ThemeGen: 1 value changed in 1 theme

                #### strings: 1 change

                | Key | Theme | Old | New | Why |
                | --- | --- | --- | --- | --- |
                | `` k\\|` `` | ``A\\|`b`*\\nc`` | `x` | `y\\u{202E}\\|z` | edited at `t.yaml:3` |

                """)
    }

    @Test("Markdown keeps at most the given rows of each group's table and counts the rest")
    func markdownRows() throws {
        let edited = Self.base.replacingOccurrences(of: "brand: \"#0000FF\"", with: "brand: \"#0000EE\"")
        let diff = try Self.diff(Self.base, edited)
        #expect(
            DiffMarkdown.render(diff, maximumRows: 2) == """
                ### ThemeGen: 6 values changed in 2 themes (1 edited, 5 through inheritance or references)

                #### colors: 6 changes

                | Key | Theme | Old | New | Why |
                | --- | --- | --- | --- | --- |
                | `brand` | `Base` | `#0000FF` | `#0000EE` | edited at `t.yaml:4` |
                | `brand` | `Child` | `#0000FF` | `#0000EE` | inherited from `Base`, from `Base`'s `colors.brand` (`t.yaml:4`) |

                …and 4 more changes in colors.

                """)
    }

    @Test("JSON names the cause, the keys it came through and the sources")
    func json() throws {
        let edited = Self.base.replacingOccurrences(of: "text: \"#000000\"", with: "text: \"#000001\"")
        let text = try DiffJSON.render(try Self.diff(Self.base, edited))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["summary"] as? String == "1 value changed in 1 theme")
        #expect(object["equal"] as? Bool == false)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["theme"] as? String == "Base")
        #expect(changes.first?["key"] as? String == "colors.text")
        #expect(changes.first?["old"] as? String == "#000000")
        #expect(changes.first?["new"] as? String == "#000001")
        #expect(changes.first?["cause"] as? String == "edited")
        #expect(changes.first?["definedAt"] as? String == "t.yaml:7")

        let through = try DiffJSON.render(try Self.diff(Self.base, Self.base.replacingOccurrences(of: "brand: \"#0000FF\"", with: "brand: \"#0000EE\"")))
        #expect(
            through.contains(
                """
                      "cause" : "referenced",
                      "definedAt" : "t.yaml:6",
                      "key" : "colors.faded",
                      "new" : "#0000EE80",
                      "old" : "#0000FF80",
                      "sources" : [
                        {
                          "definedAt" : "t.yaml:4",
                          "key" : "colors.brand",
                          "theme" : "Base"
                        }
                      ],
                      "theme" : "Base",
                      "through" : [
                        "colors.link"
                      ]
                """))
    }
}
