import Foundation
import Testing

@testable import ThemeGenCore

/// Figma's variables export — a DTCG file per mode, the mode named in the root's `$extensions` — read as
/// one project: the files of a collection are its modes (appearances or themes, as a resolver's contexts
/// are), the collections of one mode are read by every theme.
@Suite("Figma's variables export")
struct FigmaVariablesExportTests {
    /// A file of Figma's export for `mode`, with the tokens `body` (members of the root object).
    private static func modeFile(_ mode: String, _ body: String) -> String {
        """
        {
          \(body),
          "$extensions": { "com.figma.modeName": "\(mode)" }
        }
        """
    }

    /// A colour token as Figma writes it: components, alpha and a hex fallback.
    private static func color(_ hex: String, _ components: String, alpha: String = "1") -> String {
        """
        { "$type": "color", "$value": { "colorSpace": "srgb", "components": [\(components)], "alpha": \(alpha), "hex": "\(hex)" },
          "$extensions": { "com.figma.variableId": "VariableID:1:2", "com.figma.scopes": ["ALL_SCOPES"] } }
        """
    }

    /// Two collections of two modes (Light and Dark; Compact and Roomy) and one of a single mode.
    private static let project: [(String, String)] = [
        ("f/Light.tokens.json", modeFile("Light", "\"surface\": \(color("#FFFFFF", "1, 1, 1")), \"scrim\": \(color("#000000", "0, 0, 0", alpha: "0.5"))")),
        ("f/Dark.tokens.json", modeFile("Dark", "\"surface\": \(color("#000000", "0, 0, 0")), \"scrim\": \(color("#FFFFFF", "1, 1, 1", alpha: "0.25"))")),
        ("f/Compact.tokens.json", modeFile("Compact", "\"gap\": { \"$type\": \"number\", \"$value\": 4 }")),
        ("f/Roomy.tokens.json", modeFile("Roomy", "\"gap\": { \"$type\": \"number\", \"$value\": 12 }")),
        (
            "f/Mode 1.tokens.json",
            modeFile(
                "Mode 1",
                """
                "radius": { "$type": "number", "$value": 8 },
                  "rounded": { "$type": "number", "$value": 1, "$extensions": { "com.figma.variableId": "VariableID:3:4", "com.figma.type": "boolean" } }
                """)
        ),
    ]

    @Test("two collections of modes: Light and Dark are the appearance, Compact and Roomy two themes, the file of one mode in both; one note says how")
    func collections() throws {
        let result = TestSupport.load(Self.project)
        #expect(
            TestSupport.lines(result) == [
                "f/Compact.tokens.json:3:42: note: read as Figma's variables export: files that name their mode ('com.figma.modeName') and define the same tokens are the modes of one collection, read as a resolver's modifier with a context per mode: 'Compact' and 'Roomy' (f/Compact.tokens.json, f/Roomy.tokens.json); 'Dark' and 'Light' (f/Dark.tokens.json, f/Light.tokens.json); 1 other file is read by every theme"
            ])
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.displayName) == ["Compact", "Roomy"])
        for theme in set.themes {
            #expect(ColorVariants.of(try theme.color("surface"), precise: false) == "light #FFFFFF, dark #000000")
            #expect(ColorVariants.of(try theme.color("scrim"), precise: false) == "light #00000080, dark #FFFFFF40")
            #expect(try theme.number("radius") == 8)
        }
        #expect(try set.themes[0].number("gap") == 4)
        #expect(try set.themes[1].number("gap") == 12)
        #expect(try SwiftCompiler.compileObject(try Generator.generate(set).source) == "", "the two themes, their appearances and the boolean compile")
    }

    @Test("a boolean variable, exported as a number of 0 or 1 with com.figma.type 'boolean', is a boolean; another number with it stays a number")
    func booleans() throws {
        let set = try #require(TestSupport.load(Self.project).themeSet)
        #expect(try set.themes[0].boolean("rounded") == true)
        let two = Self.modeFile("Mode 1", "\"flag\": { \"$type\": \"number\", \"$value\": 2, \"$extensions\": { \"com.figma.type\": \"boolean\" } }")
        let other = try #require(TestSupport.load([("g/Mode 1.tokens.json", two)]).themeSet)
        #expect(try other.themes[0].number("flag") == 2)
    }

    @Test("a value Figma resolved from another collection's variable is read as that alias where the project defines it, so it follows the theme's mode; otherwise as written")
    func restoredAliases() throws {
        let aliasData = { (name: String) in
            "\"$extensions\": { \"com.figma.aliasData\": { \"targetVariableId\": \"VariableID:9:9/-1:-1\", \"targetVariableName\": \"\(name)\", \"targetVariableSetName\": \"Density\" } }"
        }
        let files =
            Self.project.dropLast() + [
                (
                    "f/Mode 1.tokens.json",
                    Self.modeFile(
                        "Mode 1",
                        """
                        "pad": { "$type": "number", "$value": 4, \(aliasData("gap")) },
                          "inset": { "$type": "number", "$value": 5, \(aliasData("spacing/inset")) },
                          "dotted": { "$type": "number", "$value": 6, \(aliasData("gap.v2")) }
                        """)
                )
            ]
        let result = TestSupport.load(Array(files))
        #expect(
            TestSupport.lines(result) == [
                "f/Compact.tokens.json:3:42: note: read as Figma's variables export: files that name their mode ('com.figma.modeName') and define the same tokens are the modes of one collection, read as a resolver's modifier with a context per mode: 'Compact' and 'Roomy' (f/Compact.tokens.json, f/Roomy.tokens.json); 'Dark' and 'Light' (f/Dark.tokens.json, f/Light.tokens.json); 1 other file is read by every theme; 1 value Figma resolved from another collection is read as the alias 'com.figma.aliasData' records, so that it follows each theme's modes"
            ])
        let set = try #require(result.themeSet)
        #expect(try set.themes.map { try $0.number("pad") } == [4, 12])
        #expect(try set.themes.map { try $0.number("inset") } == [5, 5], "no variable 'spacing/inset' in the project")
        #expect(try set.themes.map { try $0.number("dotted") } == [6, 6], "'gap.v2' cannot be written as an alias")
    }

    @Test("modes mapped in themegen.yml: Day and Night are the appearances")
    func mappedModes() throws {
        let place = SourceLocation.startOf("themegen.yml")
        let roles = TokenModifierRoles(appearances: ["light": Located("Day", at: place), "dark": Located("Night", at: place)])
        let files = [
            ("f/Day.tokens.json", Self.modeFile("Day", "\"surface\": \(Self.color("#FFFFFF", "1, 1, 1"))")),
            ("f/Night.tokens.json", Self.modeFile("Night", "\"surface\": \(Self.color("#101010", "0.0627451, 0.0627451, 0.0627451"))")),
        ]
        let result = ThemeLoader.load(files.map { SourceFile(path: $0.0, contents: Data($0.1.utf8)) }, tokenRoles: roles)
        let set = try #require(result.themeSet, "\(TestSupport.lines(result))")
        #expect(set.themes.map(\.displayName) == ["f"])
        #expect(ColorVariants.of(try set.themes[0].color("surface"), precise: false) == "light #FFFFFF, dark #101010")
    }

    @Test("files of one mode each, with different tokens, are merged as loose files are: no project, no note")
    func singleModes() throws {
        let files = [
            ("f/Colors.tokens.json", Self.modeFile("Mode 1", "\"surface\": \(Self.color("#FFFFFF", "1, 1, 1"))")),
            ("f/Sizes.tokens.json", Self.modeFile("Mode 1", "\"gap\": { \"$type\": \"number\", \"$value\": 4 }")),
        ]
        let result = TestSupport.load(files)
        #expect(TestSupport.lines(result) == [])
        #expect(try #require(result.themeSet).themes.map(\.displayName) == ["f"])
    }

    @Test("the same tokens in two files of one mode each are a collision, warned about as for any loose files")
    func collisionOutsideCollections() throws {
        let files = [
            ("f/A.tokens.json", Self.modeFile("Mode 1", "\"gap\": { \"$type\": \"number\", \"$value\": 4 }")),
            ("f/B.tokens.json", Self.modeFile("Mode 1", "\"pad\": { \"$type\": \"number\", \"$value\": 4 }")),
            ("f/C.tokens.json", Self.modeFile("Mode 1", "\"pad\": { \"$type\": \"number\", \"$value\": 6 }, \"gap\": { \"$type\": \"number\", \"$value\": 5 }")),
            ("f/Light.tokens.json", Self.modeFile("Light", "\"surface\": \(Self.color("#FFFFFF", "1, 1, 1"))")),
            ("f/Dark.tokens.json", Self.modeFile("Dark", "\"surface\": \(Self.color("#000000", "0, 0, 0"))")),
        ]
        let result = TestSupport.load(files)
        #expect(
            TestSupport.lines(result) == [
                "f/C.tokens.json:2:3: warning: token #/pad is also defined in f/B.tokens.json; the files are merged in path order, as Style Dictionary merges them, so this later value is used",
                "f/B.tokens.json:2:3: note: the earlier definition",
                "f/C.tokens.json:2:46: warning: token #/gap is also defined in f/A.tokens.json; the files are merged in path order, as Style Dictionary merges them, so this later value is used",
                "f/A.tokens.json:2:3: note: the earlier definition",
                "f/Dark.tokens.json:4:42: note: read as Figma's variables export: files that name their mode ('com.figma.modeName') and define the same tokens are the modes of one collection, read as a resolver's modifier with a context per mode: 'Dark' and 'Light' (f/Dark.tokens.json, f/Light.tokens.json); 3 other files are read by every theme",
            ])
        #expect(try #require(result.themeSet).themes[0].number("pad") == 6)
    }
}
