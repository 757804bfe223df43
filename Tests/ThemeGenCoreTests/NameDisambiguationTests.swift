import Foundation
import Testing

@testable import ThemeGenCore

/// Keys whose names become one Swift identifier, as design tools export them (Figma names with arrows and
/// signs, names in two cases, `Border radius` beside `Border.radius`): told apart, never a failed build.
@Suite("Keys told apart when their Swift names would be the same")
struct NameDisambiguationTests {
    private static let tokens = """
        { "color": { "$type": "color",
          "arrow→left": { "$value": "#111111" }, "arrow←left": { "$value": "#222222" },
          "Primary": { "$value": "#333333" }, "primary": { "$value": "#444444" },
          "a+b": { "$value": "#555555" }, "a-b": { "$value": "#666666" } },
          "Border radius": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
          "Border": { "radius": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } } }
        """

    @Test("symbols spelled as their Unicode names, else a number in source order; one warning each, folded; the values read back from compiled code")
    func designToolNames() throws {
        let result = TestSupport.load([("t.tokens.json", Self.tokens)])
        #expect(
            TestSupport.lines(result) == [
                "t.tokens.json:2:3: warning: color 'arrow→left' and color 'arrow←left' would both have the Swift name 'arrowLeft'; 'arrow→left' is generated as 'arrowRightwardsArrowLeft'",
                "t.tokens.json:2:42: note: color 'arrow←left' is defined here",
                "t.tokens.json:2:42: note: 4 more in this file get this warning: 'arrow←left' → 'arrowLeftwardsArrowLeft', 'primary' → 'primary2', 'a+b' → 'aPlusSignB', 'Border.radius' → 'borderRadius2'",
            ])
        let set = try #require(result.themeSet)
        #expect(set.keys(of: .colors).map(\.swiftName.identifier) == ["arrowRightwardsArrowLeft", "arrowLeftwardsArrowLeft", "primary", "primary2", "aPlusSignB", "aB"])
        #expect(set.keys(of: .dimensions).map(\.swiftName.identifier) == ["borderRadius", "borderRadius2"])
        #expect(set.keys(of: .dimensions).map(\.memberName.identifier) == ["borderRadius", "radius"])
        let source = try Generator.generate(set).source
        let program = """
            let theme = ThemeID.t.theme
            print(theme.colors.arrowRightwardsArrowLeft, theme.colors.arrowLeftwardsArrowLeft, theme.colors.primary, theme.color(.primary2))
            print(theme.colors.aPlusSignB, theme.colors.aB, theme.dimensions.borderRadius, theme.dimensions.border.radius, theme.dimension(.borderRadius2))

            """
        #expect(try SwiftCompiler.compileAndRun(generated: source, main: program) == "#111111 #222222 #333333 #444444\n#555555 #666666 4.0 8.0 8.0\n")
    }

    @Test("a nested key renamed both as a key and as its group's member gets one warning naming both; the order keys come in renames none of the others")
    func nestedAndStable() throws {
        let file = ##"{ "c": { "$type": "color", "primary": { "$value": "#000001" }, "Primary": { "$value": "#000002" }, "primary2": { "$value": "#000003" }, "a-b": { "$value": "#000004" }, "a+b": { "$value": "#000005" } } }"##
        let result = TestSupport.load([("u.tokens.json", file)])
        #expect(
            TestSupport.lines(result) == [
                "u.tokens.json:1:64: warning: color 'c.Primary' and color 'c.primary' would both have the Swift name 'cPrimary'; 'c.Primary' is generated as 'cPrimary3', and as 'primary3' in group 'c'",
                "u.tokens.json:1:28: note: color 'c.primary' is defined here",
                "u.tokens.json:1:169: warning: color 'c.a+b' and color 'c.a-b' would both have the Swift name 'cAB'; 'c.a+b' is generated as 'cAPlusSignB', and as 'aPlusSignB' in group 'c'",
                "u.tokens.json:1:137: note: color 'c.a-b' is defined here",
            ])
        let keys = try #require(result.themeSet).keys(of: .colors)
        #expect(keys.map(\.swiftName.identifier) == ["cPrimary", "cPrimary3", "cPrimary2", "cAB", "cAPlusSignB"])
        #expect(keys.map(\.memberName.identifier) == ["primary", "primary3", "primary2", "aB", "aPlusSignB"])
        // `a+b` before `a-b`: each keeps the name it had.
        let swapped = ##"{ "c": { "$type": "color", "a+b": { "$value": "#000005" }, "a-b": { "$value": "#000004" } } }"##
        let names = try #require(TestSupport.load([("u.tokens.json", swapped)]).themeSet).keys(of: .colors).map(\.swiftName.identifier)
        #expect(names == ["cAPlusSignB", "cAB"])
    }

    @Test("a name chosen with swiftNames is never changed: the other key is renamed, two chosen alike are the collision error")
    func chosenNames() throws {
        let yaml = "swiftNames:\n  colors: { a+b: aB }\nthemes:\n  T: { colors: { a-b: \"#000001\", a+b: \"#000002\" } }\n"
        let result = TestSupport.loadYAML(yaml)
        #expect(
            TestSupport.lines(result) == [
                "t.yaml:4:18: warning: color 'a-b' and color 'a+b' would both have the Swift name 'aB'; 'a-b' is generated as 'aB2'",
                "t.yaml:4:34: note: color 'a+b' is defined here",
            ])
        #expect(try #require(result.themeSet).keys(of: .colors).map(\.swiftName.identifier) == ["aB2", "aB"])
        let bothChosen = "swiftNames:\n  colors: { a+b: x, a-b: x }\nthemes:\n  T: { colors: { a-b: \"#000001\", a+b: \"#000002\" } }\n"
        #expect(
            TestSupport.lines(TestSupport.loadYAML(bothChosen)) == [
                "t.yaml:4:34: error: color 'a+b' and color 'a-b' both become the Swift name 'x'; rename one of them, or choose another Swift name with 'swiftName' or 'swiftNames'",
                "t.yaml:4:18: note: color 'a-b' is defined here",
            ])
    }
}
