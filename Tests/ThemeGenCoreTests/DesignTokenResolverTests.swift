import Foundation
import Testing

@testable import ThemeGenCore

/// DTCG resolvers: sets and modifiers in resolution order; the appearance modifier's contexts become
/// colour variants, the other modifier's contexts become themes. themes/tokens is a token project in
/// three tiers (primitives, semantic, components) with two brands in four appearances.
@Suite("DTCG resolvers")
struct DesignTokenResolverTests {
    static let folder = "themes/tokens"

    /// Every file of the sample token project, by its path from the package root.
    static func sampleFiles() throws -> [(String, String)] {
        let directory = TestSupport.packageRoot.appendingPathComponent(folder)
        let subpaths = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        return try subpaths.map { ("\(folder)/\($0)", try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test("the sample project: brands become themes, appearances become variants; read back from the compiled code")
    func sampleProject() throws {
        let generated = try TestSupport.generate(try Self.sampleFiles())
        let printed = try SwiftCompiler.compileAndRun(
            generated: generated,
            main: """
                for id in ThemeID.allCases {
                    let theme = id.theme
                    print(theme, "|", theme.colors.button.primary.background, "|", theme.colors.text)
                    print(theme.fonts.title, "|", theme.dimensions.button.primary.radius, theme.dimensions.card.radius)
                    print(theme.shadows.card.shadow, "|", theme.gradients.hero.gradient)
                    print(theme.strings.font.family.sans, theme.numbers.font.weight.semibold, theme.durations.motion.duration.fast)
                }
                """)
        #expect(
            printed == """
                Acme | #3B82F6 dark #93C5FD lightHighContrast #1D4ED8 darkHighContrast #FFFFFF | #111827 dark #F9FAFB lightHighContrast #000000 darkHighContrast #FFFFFF
                Inter Semibold, semibold, 22 pt, line height 28.6 pt, letter spacing 0 pt | 6.0 6.0
                x 0, y 1, blur 2, spread 0, #00000014; x 0, y 8, blur 24, spread -4, #0000001F dark #0000007A | linear from (0.5, 0) to (0.5, 1): #3B82F6 at 0, #1D4ED8 at 1
                Inter 600.0 0.12
                Nimbus | p3#854DEB dark #A689FA lightHighContrast #541AB3 darkHighContrast #FFFFFF | #111827 dark #F9FAFB lightHighContrast #000000 darkHighContrast #FFFFFF
                Inter Semibold, semibold, 22 pt, line height 28.6 pt, letter spacing 0 pt | 14.0 14.0
                x 0, y 1, blur 2, spread 0, #00000014; x 0, y 8, blur 24, spread -4, #0000001F dark #0000007A | linear from (0.5, 0) to (0.5, 1): p3#854DEB at 0, #541AB3 at 1

                """ + "Inter 600.0 0.12\n")
    }

    @Test("the resolver's mistakes are located: a missing file, an unknown set, a default that is no context")
    func errors() {
        let resolver = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "missing.tokens.json" }] } },
              "modifiers": {
                "brand": { "contexts": { "a": [{ "$ref": "#/sets/nothing" }], "b": [] }, "default": "c" }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }, { "$ref": "#/sets/other" }]
            }
            """
        #expect(
            TestSupport.lines(TestSupport.load([("t/design.resolver.json", resolver)])) == [
                "t/design.resolver.json:5:89: error: the default of modifier 'brand' must be one of its contexts ('a' or 'b')",
                "t/design.resolver.json:7:93: error: '$ref' '#/sets/other' in 'resolutionOrder' names no set or modifier of this resolver",
            ])
        let valid = resolver.replacingOccurrences(of: ", \"default\": \"c\"", with: "").replacingOccurrences(of: ", { \"$ref\": \"#/sets/other\" }", with: "")
        #expect(
            TestSupport.lines(TestSupport.load([("t/design.resolver.json", valid)])) == [
                "t/design.resolver.json:3:45: error: the resolver names 'missing.tokens.json' (t/missing.tokens.json), which is not among the inputs or is not a token file",
                "t/design.resolver.json:5:46: error: '#/sets/nothing' names no set of this resolver",
            ])
    }

    @Test("a modifier whose contexts are light and dark is the appearance; with no other modifier the resolver is one theme")
    func appearanceOnly() throws {
        let result = TestSupport.load([
            ("p/base.tokens.json", ##"{ "bg": { "$type": "color", "$value": "#FFFFFF" }, "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"##),
            ("p/dark.tokens.json", ##"{ "bg": { "$type": "color", "$value": "#000000" } }"##),
            (
                "p/app.resolver.json",
                """
                { "name": "App", "version": "2025.10",
                  "modifiers": { "mode": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
                  "resolutionOrder": [{ "type": "set", "name": "base", "sources": [{ "$ref": "base.tokens.json" }] }, { "$ref": "#/modifiers/mode" }] }
                """
            ),
        ])
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.displayName) == ["App"])
        #expect(try ColorVariants.of(set.themes[0].color("bg")) == "light #FFFFFF, dark #000000")
        #expect(try set.themes[0].dimension("gap") == 8)
    }

    @Test("a YAML theme extends a token-derived theme and refers to its tokens")
    func mixing() throws {
        var files = try Self.sampleFiles()
        files.append(
            (
                "Promo.yaml",
                """
                themes:
                  Promo:
                    extends: Acme
                    colors:
                      brand:
                        accent: "#FF2D55"
                      button:
                        primary:
                          background: "{colors.brand.accent}"
                """
            ))
        let result = TestSupport.load(files)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let promo = try #require(result.themeSet).theme("Promo")
        #expect(try promo.color("button.primary.background").light.hex == "#FF2D55")
        #expect(try ColorVariants.of(promo.color("text"), precise: false) == "light #111827, dark #F9FAFB, lightHighContrast #000000, darkHighContrast #FFFFFF", "inherited from Acme")
        #expect(try promo.font("title").size == 22, "inherited from Acme")
    }

    /// A project of one theme whose resolver reads `base` for every appearance and `dark` over it for the dark one.
    static func lightAndDark(base: String, dark: String) -> [(String, String)] {
        [
            ("p/base.tokens.json", base),
            ("p/dark.tokens.json", dark),
            (
                "p/app.resolver.json",
                """
                { "version": "2025.10",
                  "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
                  "modifiers": { "mode": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] } } },
                  "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
                """
            ),
        ]
    }

    /// A project of one theme in light and dark whose shadow and gradient use `shade`, darker in dark mode.
    static func compositeProject(darkShadow: String = "", darkGradient: String = "") -> [(String, String)] {
        lightAndDark(
            base: ##"""
                { "shade": { "$type": "color", "$value": "#00000014" },
                  "card": { "$type": "shadow", "$value": [
                    { "color": "{shade}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } },
                    { "color": "#FF000080", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 1, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } ] },
                  "hero": { "$type": "gradient", "$value": [ { "color": "#FFFFFF", "position": 0 }, { "color": "{shade}", "position": 1 } ] } }
                """##,
            dark: ##"{ "shade": { "$type": "color", "$value": "#00000066" }"## + darkShadow + darkGradient + " }")
    }

    @Test("a shadow's and a gradient's colours take their variants from the appearances, as colour tokens do")
    func compositeVariants() throws {
        let result = TestSupport.load(Self.compositeProject())
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let theme = try #require(result.themeSet).themes[0]
        #expect(try ValueDescription.shadow(theme.shadow("card")) == "x 0, y 2, blur 8, spread 0, #00000014 dark #00000066; x 0, y 1, blur 1, spread 0, #FF000080")
        #expect(try ValueDescription.gradient(theme.gradient("hero")) == "linear from (0.5, 0) to (0.5, 1): #FFFFFF at 0, #00000014 dark #00000066 at 1")
        // The generated tables carry the variants, read back from the compiled code.
        let printed = try SwiftCompiler.compileAndRun(
            generated: try TestSupport.generate(Self.compositeProject()),
            main: """
                let theme = ThemeID.allCases[0].theme
                print(theme.shadows.card.layers[0].color.dark, "|", theme.gradients.hero.stops[1].color.dark)
                """)
        #expect(printed == "#00000066 | #00000066\n")
    }

    @Test("a shadow or gradient that differs between appearances in anything but its colours keeps its light value, with a warning at the other appearance's token")
    func compositeDifferences() throws {
        let layer = ##"{ "color": "#000000", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 8, "unit": "px" }, "spread": { "value": 0, "unit": "px" } }"##
        let cases: [(shadow: String, gradient: String, message: String)] = [
            (
                ", \"card\": { \"$type\": \"shadow\", \"$value\": \(layer) }", "",
                "p/dark.tokens.json:1:57: warning: the number of layers of token #/card is 1 in the 'dark' context but 2 in 'light'; only colours have appearance variants, so the 'light' value is used, colours included"
            ),
            (
                ", \"card\": { \"$type\": \"shadow\", \"$value\": [\(layer), \(layer.replacingOccurrences(of: "\"value\": 8", with: "\"value\": 3"))] }", "",
                "p/dark.tokens.json:1:57: warning: the offsetY of shadow 1 of token #/card is 2 in the 'dark' context but 1 in 'light'; only colours have appearance variants, so the 'light' value is used, colours included"
            ),
            (
                "", ##", "hero": { "$type": "gradient", "$value": [ { "color": "#000000", "position": 0 }, { "color": "#000000", "position": 0.5 }, { "color": "#000000", "position": 1 } ] }"##,
                "p/dark.tokens.json:1:57: warning: the number of stops of token #/hero is 3 in the 'dark' context but 2 in 'light'; only colours have appearance variants, so the 'light' value is used, colours included"
            ),
            (
                "", ##", "hero": { "$type": "gradient", "$value": [ { "color": "#000000", "position": 0 }, { "color": "#000000", "position": 0.5 } ] }"##,
                "p/dark.tokens.json:1:57: warning: the position of stop 1 of token #/hero is 0.5 in the 'dark' context but 1 in 'light'; only colours have appearance variants, so the 'light' value is used, colours included"
            ),
            // A value that does not decode in an appearance says which.
            (
                ", \"card\": { \"$type\": \"shadow\", \"$value\": \(layer.replacingOccurrences(of: "\"value\": 8", with: "\"value\": -1")) }", "",
                "p/dark.tokens.json:1:208: warning: the blur of the value of token #/card in the 'dark' context must not be negative, not -1; the token is left out of every theme"
            ),
        ]
        for (shadow, gradient, message) in cases {
            let result = TestSupport.load(Self.compositeProject(darkShadow: shadow, darkGradient: gradient))
            #expect(TestSupport.lines(result) == [message])
            guard message.contains(": warning: ") else { continue }
            let theme = try #require(result.themeSet).themes[0]
            if message.hasSuffix("the token is left out of every theme") {
                #expect(theme.shadows.allSatisfy { $0.key != "card" })
                continue
            }
            // The differing token keeps its light value as it is: no colour of it takes the dark one.
            if shadow.isEmpty {
                #expect(try ValueDescription.gradient(theme.gradient("hero")) == "linear from (0.5, 0) to (0.5, 1): #FFFFFF at 0, #00000014 at 1")
            } else {
                #expect(try ValueDescription.shadow(theme.shadow("card")) == "x 0, y 2, blur 8, spread 0, #00000014; x 0, y 1, blur 1, spread 0, #FF000080")
            }
        }
    }

    @Test("another value that differs in an appearance is a warning at the token there: only colours, shadows and gradients have variants")
    func otherValuesInAppearances() throws {
        let result = TestSupport.load(
            Self.lightAndDark(
                base: ##"{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }, "weight": { "$type": "fontWeight", "$value": "regular" } }"##,
                dark: ##"{ "gap": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } }, "weight": { "$type": "fontWeight", "$value": 400 } }"##))
        // The weight is written differently but is the same weight: no warning.
        #expect(
            TestSupport.lines(result) == [
                "p/dark.tokens.json:1:3: warning: token #/gap has another value in the 'dark' context than in 'light'; only colours, shadows and gradients have appearance variants, so the 'light' value is used"
            ])
        let theme = try #require(result.themeSet).themes[0]
        #expect(try theme.dimension("gap") == 8)
    }

    @Test("a token only an appearance context gives is left out with a warning; one only the default gives keeps its value in every appearance")
    func appearanceOnlyToken() throws {
        let result = TestSupport.load(
            Self.lightAndDark(
                base: ##"{ "bg": { "$type": "color", "$value": "#FFFFFF" }, "ink": { "$type": "color", "$value": "#111111" } }"##,
                dark: ##"{ "bg": { "$type": "color", "$value": "#000000" }, "glow": { "$type": "color", "$value": "#FF0000" } }"##))
        #expect(
            TestSupport.lines(result) == [
                "p/dark.tokens.json:1:52: warning: token #/glow has a value in the 'dark' context but none in 'light', the default appearance; it is left out"
            ])
        let theme = try #require(result.themeSet).themes[0]
        #expect(theme.tokens.colors.map(\.key) == ["bg", "ink"])
        #expect(try theme.color("ink") == ThemeColor(light: RGBA(red8: 0x11, green8: 0x11, blue8: 0x11)))
    }
}
