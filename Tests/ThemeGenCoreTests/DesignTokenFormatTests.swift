import Testing

@testable import ThemeGenCore

/// DTCG 2025.10 token files: groups, inherited `$type`, both alias forms, every type ThemeGen generates,
/// and located errors that name the token's JSON Pointer.
@Suite("DTCG token files")
struct DesignTokenFormatTests {
    private func load(_ json: String, path: String = "Brand.tokens.json") -> ThemeLoader.Result {
        TestSupport.load([(path, json)])
    }

    private func theme(_ json: String) throws -> Theme {
        let result = load(json)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        return try #require(result.themeSet?.themes.first)
    }

    @Test("a token file is one theme named after the file; types come from groups; the group's own name is not repeated")
    func groupsAndTypes() throws {
        let result = load(
            """
            {
              "color": {
                "$type": "color",
                "brand": { "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } } }
              },
              "spacing": { "m": { "$type": "dimension", "$value": { "value": 1.5, "unit": "rem" } } }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.displayName) == ["Brand"])
        #expect(set.keys(of: .colors).map(\.key) == ["brand.primary"])
        #expect(set.keys(of: .dimensions).map(\.key) == ["spacing.m"])
        #expect(try set.theme("Brand").color("brand.primary").light.hex == "#0066CC")
        #expect(try set.theme("Brand").dimension("spacing.m") == 24)
    }

    @Test("curly-brace aliases and $ref pointers, chained, into values and their parts")
    func aliases() throws {
        let theme = try theme(
            """
            {
              "base": {
                "blue": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.9] } },
                "spacing": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } }
              },
              "semantic": {
                "brand": { "$value": "{base.blue}" },
                "link": { "$value": "{semantic.brand}" },
                "whole": { "$ref": "#/base/blue" },
                "bluer": {
                  "$type": "color",
                  "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/base/blue/$value/components/0" }, 0.4, 1] }
                },
                "small": { "$type": "dimension", "$value": { "value": { "$ref": "#/base/spacing/$value/value" }, "unit": "rem" } }
              }
            }
            """)
        #expect(try theme.color("semantic.link").light == theme.color("base.blue").light)
        #expect(try theme.color("semantic.whole").light == theme.color("base.blue").light)
        #expect(try theme.color("semantic.bluer").light == RGBA(red: 0.2, green: 0.4, blue: 1))
        #expect(try theme.dimension("semantic.small") == 256)
    }

    @Test("every type ThemeGen generates: number, duration, font family and weight, typography, shadows, gradients")
    func types() throws {
        let theme = try theme(
            """
            {
              "ratio": { "$type": "number", "$value": 1.618 },
              "fast": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } },
              "slow": { "$type": "duration", "$value": { "value": 1.5, "unit": "s" } },
              "family": { "$type": "fontFamily", "$value": ["Avenir Next", "sans-serif"] },
              "weight": { "$type": "fontWeight", "$value": "semi-bold" },
              "heading": { "$type": "typography", "$value": {
                "fontFamily": "{family}", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": "{weight}",
                "letterSpacing": { "value": -0.25, "unit": "px" }, "lineHeight": 1.25 } },
              "system": { "$type": "typography", "$value": {
                "fontFamily": ["system-ui"], "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 350,
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } },
              "raised": { "$type": "shadow", "$value": [
                { "color": "#00000033", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" },
                  "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" } },
                { "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5 }, "offsetX": { "value": 1, "unit": "px" },
                  "offsetY": { "value": 8, "unit": "px" }, "blur": { "value": 16, "unit": "px" }, "spread": { "value": -2, "unit": "px" } } ] },
              "fade": { "$type": "gradient", "$value": [
                { "color": "#FF0000", "position": -1 }, { "color": "#0000FF", "position": 0.5 } ] }
            }
            """)
        #expect(try theme.number("ratio") == 1.618)
        #expect(try theme.duration("fast") == 0.15)
        #expect(try theme.duration("slow") == 1.5)
        #expect(try theme.string("family") == "Avenir Next")
        #expect(try theme.number("weight") == 600)
        #expect(try theme.font("heading") == ThemeFont(typeface: .family("Avenir Next", face: "Semibold"), weight: .semibold, size: 20, lineHeight: 25, letterSpacing: -0.25))
        #expect(try theme.font("system") == ThemeFont(typeface: .system, weight: .regular, size: 17, lineHeight: 25.5, letterSpacing: 0))
        #expect(try ValueDescription.shadow(theme.shadow("raised")) == "x 0, y 2, blur 4, spread 0, #00000033; x 1, y 8, blur 16, spread -2, #00000080")
        #expect(try ValueDescription.gradient(theme.gradient("fade")) == "linear from (0.5, 0) to (0.5, 1): #FF0000 at 0, #0000FF at 0.5")
    }

    @Test("colour spaces convert exactly: oklch red is sRGB red; a colour only P3 holds becomes P3; hsl and hwb as CSS")
    func colorSpaces() throws {
        let theme = try theme(
            """
            {
              "color": {
                "$type": "color",
                "oklchRed": { "$value": { "colorSpace": "oklch", "components": [0.62796, 0.25768, 29.2339] } },
                "oklabWhite": { "$value": { "colorSpace": "oklab", "components": [1, 0, 0] } },
                "wide": { "$value": { "colorSpace": "oklch", "components": [0.65, 0.28, 29] } },
                "hsl": { "$value": { "colorSpace": "hsl", "components": ["none", 0, 50] } },
                "hwb": { "$value": { "colorSpace": "hwb", "components": [120, 20, 20] } },
                "linear": { "$value": { "colorSpace": "srgb-linear", "components": [1, 0, 0], "alpha": 0.5 } },
                "p3": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } },
                "xyzWhite": { "$value": { "colorSpace": "xyz-d65", "components": [0.9504559, 1, 1.0890578] } }
              }
            }
            """)
        let red = try theme.color("oklchRed").light
        #expect(red.space == .sRGB && abs(red.red - 1) < 1e-4 && red.green < 1e-3 && red.blue < 1e-3)
        #expect(try theme.color("oklabWhite").light.hex == "#FFFFFF")
        #expect(try theme.color("wide").light.space == .displayP3, "outside sRGB, inside P3")
        #expect(try theme.color("hsl").light.hex == "#808080")
        #expect(try theme.color("hwb").light.hex == "#33CC33")
        #expect(try theme.color("linear").light.hex == "#FF000080")
        #expect(try theme.color("p3").light.hex == "p3#FF0000")
        #expect(try theme.color("xyzWhite").light.hex == "#FFFFFF", "D65 white, as CSS Color 4 gives it (0.3127/0.3290, 1, 0.3583/0.3290)")
    }

    @Test("a space ThemeGen does not convert uses its hex fallback with a warning; a type it does not generate is a warning")
    func warnings() {
        #expect(
            TestSupport.lines(
                load(
                    """
                    {
                      "lab": { "$type": "color", "$value": { "colorSpace": "lab", "components": [50, 40, 30], "hex": "#b5543b" } },
                      "ease": { "$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1] }
                    }
                    """)) == [
                    "Brand.tokens.json:2:56: warning: the colorSpace 'lab' of the value of token #/lab is not one ThemeGen converts ('srgb', 'srgb-linear', 'display-p3', 'hsl', 'hwb', 'oklab', 'oklch' or 'xyz-d65'); its hex fallback #b5543b is used",
                    "Brand.tokens.json:3:3: warning: token #/ease is a cubic Bézier, a type ThemeGen does not generate; it is left out (tokens of the types it generates may still use its parts)",
                ])
    }

    @Test("mistakes are located, naming the token's JSON Pointer, every one at once: broken references are errors; values other tools pass through are warnings that leave their token out")
    func errors() {
        #expect(
            TestSupport.lines(
                load(
                    """
                    {
                      "color": {
                        "$type": "color",
                        "a": { "$value": "{color.b}" },
                        "b": { "$value": "{color.a}" },
                        "typo": { "$value": "{color.primry}" },
                        "primary": { "$value": { "colorSpace": "srgb", "components": [1.5, 0, 0] } },
                        "outside": { "$value": { "colorSpace": "oklch", "components": [0.7, 0.5, 150] } }
                      },
                      "size": { "$type": "dimension", "$value": "{color.primary}" },
                      "untyped": { "$value": 3 },
                      "weight": { "$type": "fontWeight", "$value": "Bold" },
                      "pad": { "$type": "dimension", "$value": { "value": 4, "unit": "pt" } },
                      "kind": { "$type": "colour", "$value": "#fff" },
                      "bad.name": { "$type": "number", "$value": 1 }
                    }
                    """)) == [
                    "Brand.tokens.json:4:5: error: token #/color/a is part of a cycle of aliases: #/color/a → #/color/b → #/color/a; every token in it is unknown",
                    "Brand.tokens.json:5:5: error: token #/color/b is part of a cycle of aliases: #/color/a → #/color/b → #/color/a; every token in it is unknown",
                    "Brand.tokens.json:6:25: error: the alias '{color.primry}' in token #/color/typo names no token; did you mean '{color.primary}'?",
                    "Brand.tokens.json:7:66: warning: the components of the value of token #/color/primary (srgb) must be from 0 to 1, not 1.5, 0, 0; the token is left out of every theme",
                    "Brand.tokens.json:8:67: warning: the value of token #/color/outside lies outside Display P3, the widest gamut ThemeGen keeps; ThemeGen does not gamut-map colours: choose one inside Display P3; the token is left out of every theme",
                    "Brand.tokens.json:10:45: error: token #/size is a dimension, but its alias names #/color/primary, which is a color",
                    "Brand.tokens.json:11:3: warning: token #/untyped has no '$type', on itself or on a group around it; DTCG tools must not guess a type from the value (in a Style Dictionary file: give it 'type', or put it under 'color', 'size' or 'time'); the token is left out of every theme",
                    "Brand.tokens.json:12:48: warning: the value of token #/weight names no font weight ('Bold'); did you mean 'bold'?; use a number from 1 to 1000 or a DTCG weight name such as 'semi-bold'; the token is left out of every theme",
                    "Brand.tokens.json:13:66: warning: the unit 'pt' of the value of token #/pad is not 'px' or 'rem', the units of a DTCG dimension; the token is left out of every theme",
                    "Brand.tokens.json:14:22: warning: unknown type 'colour' in #/kind; did you mean 'color'?; DTCG 2025.10 has 'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'typography', 'shadow', 'gradient', 'border', 'strokeStyle' or 'transition'; the token is left out",
                    "Brand.tokens.json:15:3: warning: the name 'bad.name' in the document root contains '.'; token and group names cannot contain '.', '{' or '}', which aliases use; it is left out, and whatever it holds",
                ])
    }

    @Test("$description becomes the member's doc comment; $deprecated, on a token or its group, a deprecation with its message")
    func documentation() throws {
        let generated = try TestSupport.generate([
            (
                "Brand.tokens.json",
                """
                {
                  "color": {
                    "$type": "color",
                    "old": { "$value": "#000000", "$deprecated": "Use color.ink", "$description": "Legacy black.\\nKept for v1 screens." },
                    "ink": { "$value": "#111111", "$description": "Body text" }
                  },
                  "legacy": { "$deprecated": true, "$type": "dimension", "gap": { "$value": { "value": 4, "unit": "px" } },
                              "kept": { "$deprecated": false, "$value": { "value": 8, "unit": "px" } } }
                }
                """
            )
        ])
        #expect(
            generated.contains(
                """

                        /// Legacy black.
                        /// Kept for v1 screens.
                        ///
                        /// `old`:
                        /// - Brand: #000000
                        @available(*, deprecated, message: "Use color.ink")
                        var old: ThemeColor { theme.color(.old) }

                """))
        #expect(generated.contains("        @available(*, deprecated)\n        var gap: CGFloat"))
        #expect(generated.contains("        /// - Brand: 8 pt\n        var kept: CGFloat"), "$deprecated: false undoes its group's")
        #expect(try SwiftCompiler.compileAndRun(generated: generated, main: "print(ThemeID.brand.theme.colors.ink)") == "#111111\n")
        let failure = #expect(throws: SwiftCompiler.Failure.self) {
            try SwiftCompiler.compileAndRun(generated: generated, main: "print(ThemeID.brand.theme.colors.old)")
        }
        #expect(failure?.description.contains("'old' is deprecated: Use color.ink") == true, "\(failure?.description ?? "")")
    }

    @Test("$extends and a group's $ref copy another group's tokens it does not define; $root is the group's own token")
    func extendsAndRoot() throws {
        let theme = try theme(
            """
            {
              "button": {
                "$type": "color",
                "$root": { "$value": "#0066CC" },
                "background": { "$value": "#0066CC" },
                "text": { "$value": "#FFFFFF" }
              },
              "primary": { "$extends": "{button}", "background": { "$value": "#CC0066" } },
              "danger": { "$ref": "#/primary", "text": { "$type": "color", "$value": "#FFEEEE" } }
            }
            """)
        #expect(try theme.color("button.root").light.hex == "#0066CC")
        #expect(try theme.color("primary.background").light.hex == "#CC0066", "its own, typed by the token it overrides")
        #expect(try theme.color("primary.text").light.hex == "#FFFFFF")
        #expect(try theme.color("danger.background").light.hex == "#CC0066", "through primary's extension")
        #expect(try theme.color("danger.text").light.hex == "#FFEEEE")
        #expect(
            TestSupport.lines(
                load(
                    """
                    { "a": { "$extends": "{b}" }, "b": { "$extends": "{a}", "x": { "$type": "number", "$value": 1 } } }
                    """)) == [
                    "Brand.tokens.json:1:22: error: group #/a is part of a cycle of extended groups: #/a → #/b → #/a"
                ])
        #expect(
            TestSupport.lines(
                load(
                    """
                    { "a": { "$type": "number", "$value": 1 }, "b": { "$extends": "{a}" }, "c": { "$extends": "{none}" } }
                    """)) == [
                    "Brand.tokens.json:1:63: error: group #/b extends #/a, which is a token; '$extends' names a group",
                    "Brand.tokens.json:1:91: error: group #/c extends #/none, which is no group of tokens",
                ])
    }

    @Test("a group's $type reaches tokens without one that another source or an extending group puts in it: a set's sources are one document")
    func groupTypeAcrossSourcesAndExtensions() throws {
        // A token new in a group that extends a typed group has that group's type (DTCG Groups, "Type Inheritance").
        let extended = try theme(
            """
            {
              "button": { "$type": "color", "background": { "$value": "#000000" } },
              "primary": { "$extends": "{button}", "focus": { "$value": "#FFFFFF" } },
              "danger": { "$ref": "#/primary", "hover": { "$value": "#CC0000" } }
            }
            """)
        #expect(try extended.color("primary.focus").light.hex == "#FFFFFF")
        #expect(try extended.color("danger.hover").light.hex == "#CC0000", "through primary's extension of button")
        // A later source adds an untyped token to a group an earlier one typed: an override file.
        let resolver = """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "more.tokens.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }] }
            """
        let result = TestSupport.load([
            ("p/app.resolver.json", resolver),
            ("p/base.tokens.json", #"{ "space": { "$type": "number", "s": { "$value": 4 } } }"#),
            ("p/more.tokens.json", #"{ "space": { "m": { "$value": 8 } }, "loose": { "$value": 1 } }"#),
        ])
        #expect(
            TestSupport.lines(result) == [
                "p/more.tokens.json:1:38: warning: token #/loose has no '$type', on itself or on a group around it; DTCG tools must not guess a type from the value (in a Style Dictionary file: give it 'type', or put it under 'color', 'size' or 'time'); the token is left out of every theme"
            ])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(try theme.number("space.m") == 8)
        #expect(try theme.number("space.s") == 4)
    }

    @Test("an alias whose closest token is the aliasing token itself suggests nothing: that alias would be a cycle")
    func noSelfSuggestion() {
        #expect(
            TestSupport.lines(load(#"{ "accent-color": { "$type": "color", "$value": "{accent-colour}" } }"#))
                == ["Brand.tokens.json:1:49: error: the alias '{accent-colour}' in token #/accent-color names no token"])
        #expect(
            TestSupport.lines(load(##"{ "accent-color": { "$type": "color", "$value": "#000000" }, "b": { "$type": "color", "$value": "{accent-colour}" } }"##))
                == ["Brand.tokens.json:1:97: error: the alias '{accent-colour}' in token #/b names no token; did you mean '{accent-color}'?"])
    }

    @Test("a token that is a '$ref' with its own '$type' (or '$description') beside it is the alias it is, not a value of that type")
    func typedPointerAlias() throws {
        let theme = try theme(
            """
            { "b": { "$type": "number", "$value": 2 }, "a": { "$type": "number", "$description": "Twice.", "$ref": "#/b" } }
            """)
        #expect(try theme.number("a") == 2)
    }
}
