import Foundation
import Testing

@testable import ThemeGenCore

/// Tokens Studio's single-file export (token sets, `$themes` and `$metadata` in one file) and the value
/// forms of its token sets: numbers without units, arithmetic, face names, `x`/`y` shadows, percentages.
@Suite("Tokens Studio files and values")
struct TokensStudioFileTests {
    /// A single-file export with a Brand group (two themes) and a Mode group (light and dark).
    static let singleFile = ##"""
        {
          "core": { "blue": { "value": "#0066CC", "type": "color" }, "violet": { "value": "#7C3AED", "type": "color" }, "space": { "value": "4", "type": "spacing" } },
          "brand/acme": { "accent": { "value": "{blue}", "type": "color" }, "gap": { "value": "{space} * 4", "type": "spacing" } },
          "brand/nimbus": { "accent": { "value": "{violet}", "type": "color" }, "gap": { "value": "({space} + 2) * 2", "type": "spacing" } },
          "mode/light": { "background": { "value": "#FFFFFF", "type": "color" }, "scrim": { "value": "rgba({blue}, 0.5)", "type": "color" } },
          "mode/dark": { "background": { "value": "#000000", "type": "color" }, "scrim": { "value": "rgba({violet}, 50%)", "type": "color" } },
          "$themes": [
            { "id": "a", "name": "Acme", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/acme": "enabled" } },
            { "id": "n", "name": "Nimbus", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/nimbus": "enabled" } },
            { "id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": { "mode/light": "enabled" } },
            { "id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": { "mode/dark": "enabled" } }
          ],
          "$metadata": { "tokenSetOrder": ["core", "brand/acme", "brand/nimbus", "mode/light", "mode/dark"] }
        }
        """##

    @Test("a single-file export: its $themes make the themes and appearances from the sets beside them")
    func singleFileExport() throws {
        let result = TestSupport.load([("design/tokens.json", Self.singleFile)])
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.displayName) == ["Acme", "Nimbus"])
        #expect(set.keys(of: .colors).map(\.key) == ["accent", "background", "scrim"], "core is a source set")
        #expect(try ColorVariants.of(set.theme("Acme").color("accent")) == "light #0066CC")
        #expect(try ColorVariants.of(set.theme("Nimbus").color("accent")) == "light #7C3AED")
        #expect(try ColorVariants.of(set.theme("Acme").color("background")) == "light #FFFFFF, dark #000000")
        // rgba(#hex, alpha): Tokens Studio's way to put an alpha on a referenced colour.
        #expect(try ColorVariants.of(set.theme("Acme").color("scrim")) == "light #00006666CCCC8000, dark #7C7C3A3AEDED8000", "exactly 0.5, so in 16 bits")
        #expect(try set.theme("Acme").dimension("gap") == 16)
        #expect(try set.theme("Nimbus").dimension("gap") == 12)
    }

    @Test("without $themes, every set merges in $metadata's order into one theme named after the file")
    func singleFileWithoutThemes() throws {
        let file = ##"""
            {
              "dark": { "text": { "value": "#FFFFFF", "type": "color" } },
              "global": { "text": { "value": "#000000", "type": "color" }, "radius": { "value": "8", "type": "borderRadius" } },
              "$metadata": { "tokenSetOrder": ["global", "dark"] }
            }
            """##
        let result = TestSupport.load([("Figma Tokens.json", file)])
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.displayName) == ["Figma Tokens"])
        #expect(try ColorVariants.of(set.themes[0].color("text")) == "light #FFFFFF", "dark comes later in the order, so it wins")
        #expect(try set.themes[0].dimension("radius") == 8)
    }

    @Test("a single file's mistakes are located: a set it lacks, a set that is no object, an unknown member")
    func singleFileErrors() {
        let file = ##"""
            {
              "core": { "blue": { "value": "#0066CC", "type": "color" } },
              "broken": 3,
              "$version": "1",
              "$themes": [ { "name": "Acme", "selectedTokenSets": { "core": "enabled", "brand": "enabled" } } ]
            }
            """##
        #expect(
            TestSupport.lines(TestSupport.load([("tokens.json", file)])) == [
                "tokens.json:3:13: error: the token set 'broken' must be an object of tokens and groups, not `3`",
                "tokens.json:4:3: warning: unknown member '$version' of a Tokens Studio file is ignored; it has token sets, '$themes' and '$metadata'",
                "tokens.json:5:16: error: $themes selects the token set 'brand', which this file does not define",
            ])
    }

    /// One token set in Tokens Studio's dialect, with the tokens given.
    private func studio(_ tokens: String) -> [(String, String)] {
        [("tokens.json", "{\n  \"set\": {\n" + tokens + "\n  },\n  \"$metadata\": { \"tokenSetOrder\": [\"set\"] }\n}\n")]
    }

    @Test("sizes without a unit are px; typography takes face names, percentages, line heights in px, as multiples or AUTO")
    func values() throws {
        let result = TestSupport.load(
            studio(
                ##"""
                "size": { "base": { "value": 4, "type": "sizing" }, "m": { "value": "{size.base} * 4", "type": "spacing" }, "rem": { "value": "1.5rem", "type": "dimension" } },
                "body": { "value": { "fontFamily": "Inter", "fontWeight": "Semi Bold", "fontSize": "16", "lineHeight": "150%", "letterSpacing": "-2%", "paragraphSpacing": "0", "textCase": "none", "textDecoration": "none" }, "type": "typography" },
                "title": { "value": { "fontFamily": "Inter", "fontWeight": "800", "fontSize": "{size.m} + 4", "lineHeight": "28px", "letterSpacing": "0.5" }, "type": "typography" },
                "caption": { "value": { "fontFamily": "Inter", "fontWeight": "regular", "fontSize": 12, "lineHeight": "AUTO" }, "type": "typography" },
                "note": { "value": { "fontFamily": "Inter", "fontSize": "10", "lineHeight": "1.4" }, "type": "typography" },
                "card": { "value": [{ "x": "0", "y": "{size.base} / 2", "blur": 8, "spread": 0, "color": "rgba(#000000, 0.25)", "type": "dropShadow" }], "type": "boxShadow" },
                "disabled": { "value": "40%", "type": "opacity" },
                "rounded": { "value": "true", "type": "boolean" },
                "transform": { "value": "uppercase", "type": "textCase" },
                "launch": { "value": "2024-01-01", "type": "text" },
                "range": { "value": "{size.base}-8", "type": "text" }
                """##))
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let theme = try #require(result.themeSet?.themes.first)
        #expect(try theme.dimension("size.base") == 4)
        #expect(try theme.dimension("size.m") == 16)
        #expect(try theme.dimension("size.rem") == 24)
        let body = try theme.font("body")
        #expect(body.typeface == .family("Inter", face: "Semibold"))
        #expect(body.weight == .semibold)
        #expect(body.size == 16)
        #expect(body.lineHeight == 24)
        #expect(body.letterSpacing == -0.32)
        let title = try theme.font("title")
        #expect(title.weight == .heavy)
        #expect(title.size == 20)
        #expect(title.lineHeight == 28)
        #expect(title.letterSpacing == 0.5)
        let caption = try theme.font("caption")
        #expect(caption.weight == .regular)
        #expect(caption.lineHeight == nil, "AUTO is the font's own")
        #expect(try theme.font("note").lineHeight == 14, "a number without a unit is a multiple, as in CSS")
        let card = try theme.shadow("card")
        #expect(card.layers.count == 1)
        #expect(card.layers[0].y == 2)
        #expect(card.layers[0].blur == 8)
        #expect(ColorVariants.of(card.layers[0].color) == "light #0000000000004000")
        #expect(try theme.opacity("disabled") == 0.4)
        #expect(try theme.boolean("rounded") == true)
        #expect(try theme.string("transform") == "uppercase")
        #expect(try theme.string("launch") == "2024-01-01", "a text is no arithmetic")
        #expect(try theme.string("range") == "4-8", "a text takes references, and no arithmetic")
    }

    @Test("in DTCG and Style Dictionary files a size without a unit is no size (the token is left out), and strings do no arithmetic")
    func onlyInTokensStudio() {
        let file = ##"{ "space": { "base": { "value": "4px", "type": "dimension" }, "m": { "value": "{space.base} * 4", "type": "dimension" }, "bare": { "value": 4, "type": "dimension" } } }"##
        #expect(
            TestSupport.lines(TestSupport.load([("sd.json", file)])) == [
                "sd.json:1:79: warning: the value of token #/space/m is not a dimension ('{space.base} * 4'): write a number with the unit 'px' or 'rem'; the token is left out of every theme",
                "sd.json:1:141: warning: the value of token #/space/bare is a number without a unit; write '16px' or '1rem' (Style Dictionary's size transforms read a bare number as rem, other tools as px); the token is left out of every theme",
            ])
    }

    @Test("a file that names a type only Tokens Studio has is one of its token sets, also without $themes; in DTCG's form, with a warning that says so")
    func recognisedByItsTypes() throws {
        for (name, file, lines) in [
            ("classic.json", ##"{ "space": { "base": { "value": 4, "type": "spacing" }, "m": { "value": "{space.base} * 4", "type": "dimension" } } }"##, []),
            (
                "dtcg.tokens.json", ##"{ "space": { "base": { "$value": 4, "$type": "sizing" }, "m": { "$value": "{space.base} * 4", "$type": "dimension" } } }"##,
                ["dtcg.tokens.json:1:46: warning: the type 'sizing' is not DTCG 2025.10's but Tokens Studio's (which Style Dictionary reads too); the file's values are read as Tokens Studio writes them"]
            ),
        ] {
            let result = TestSupport.load([(name, file)])
            #expect(TestSupport.lines(result) == lines)
            let theme = try #require(result.themeSet?.themes.first)
            #expect(try theme.dimension("space.base") == 4, "\(name)")
            #expect(try theme.dimension("space.m") == 16, "\(name)")
        }
    }

    @Test("Tokens Studio's own problems are located warnings, each token left out: inner shadows, arithmetic, references to objects, weights, opacities, colour modifiers")
    func errors() {
        let result = TestSupport.load(
            studio(
                ##"""
                "a": { "value": [{ "x": 0, "y": 2, "blur": 4, "spread": 0, "color": "#000000", "type": "innerShadow" }], "type": "boxShadow" },
                "b": { "value": "8px + 1rem", "type": "spacing" },
                "c": { "value": "{a} * 2", "type": "spacing" },
                "d": { "value": "Extra Fat", "type": "fontWeights" },
                "e": { "value": "140%", "type": "opacity" },
                "f": { "value": "Bold Italic", "type": "fontWeights" },
                "g": { "value": "150%", "type": "lineHeights" },
                "h": { "value": "10%", "type": "letterSpacing" },
                "i": { "value": { "fontFamily": "Inter", "fontSize": "16", "letterSpacing": "wide" }, "type": "typography" },
                "j": { "value": "#FF0000", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.1", "space": "srgb" } } } }
                """##))
        #expect(
            TestSupport.lines(result) == [
                "tokens.json:3:88: warning: the value of token #/a is an inner shadow ('type': \"innerShadow\"), which CALayer and SwiftUI's shadow cannot draw; ThemeGen generates drop shadows only; the token is left out of every theme",
                "tokens.json:4:17: warning: the arithmetic '8px + 1rem' in token #/b cannot be done: it cannot add 8px and 1rem, whose units differ; the token is left out of every theme",
                "tokens.json:5:17: warning: the reference '{a}' in token #/c names #/a, whose value is not a single value; such a reference must be the whole value; the token is left out of every theme",
                "tokens.json:6:17: warning: the value of token #/d names no font weight ('Extra Fat'); use a number from 1 to 1000 or a weight name such as 'Semi Bold'; the token is left out of every theme",
                "tokens.json:7:17: warning: the value of token #/e must be from 0 to 1 (0% to 100%), not 1.4; the token is left out of every theme",
                "tokens.json:8:17: warning: the value of token #/f is the italic face 'Bold Italic'; ThemeGen generates its weight, not its slant (name the font's face in a YAML theme for that)",
                "tokens.json:9:1: warning: token #/g is a line height, which ThemeGen generates inside the typography tokens that use it (relative to their font size), not on its own; it is left out",
                "tokens.json:10:1: warning: token #/h is a percentage (10%), of a size only the layout knows (a font size, a container), which ThemeGen can resolve only inside a typography token; it is left out",
                "tokens.json:11:77: warning: the letterSpacing of the value of token #/i is not a dimension ('wide'): write a number with the unit 'px' or 'rem'; the token is left out of every theme",
                "tokens.json:12:81: warning: token #/j has Tokens Studio's colour modifier 'lighten' (0.1 in srgb), which ThemeGen does not apply (Tokens Studio's versions compute it differently); write the resulting colour, or a colour of its own, as the token's value; the token is left out of every theme",
            ])
    }

    @Test("a colour modifier leaves its token out whichever member comes first, '$extensions' before '$type' too (Sage's files), and every alias to it under its warning")
    func modifierBeforeType() throws {
        let file = ##"""
            {
              "black": { "$type": "color", "$value": "#000000" },
              "faint": { "$extensions": { "studio.tokens": { "modify": { "type": "alpha", "value": "0.1", "space": "lch" } } }, "$type": "color", "$value": "{black}" },
              "scrim": { "$type": "color", "$value": "{faint}" },
              "lift": { "$type": "shadow", "$value": { "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "color": "{faint}" } }
            }
            """##
        let result = TestSupport.load([("t.tokens.json", file)])
        #expect(
            TestSupport.lines(result) == [
                "t.tokens.json:3:50: warning: token #/faint has Tokens Studio's colour modifier 'alpha' (0.1 in lch), which ThemeGen does not apply (Tokens Studio's versions compute it differently); write the resulting colour, or a colour of its own, as the token's value; the token is left out of every theme",
                "t.tokens.json:4:42: note: 2 tokens that take their values from it through aliases are left out too: #/scrim, #/lift",
            ])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(theme.colors.map(\.key) == ["black"])
        #expect(theme.shadows.isEmpty)
    }

    @Test("a colour is read in its token's dialect also when it is the first value decoded")
    func firstValueIsAColour() throws {
        let file = ##"""
            {
              "global": { "black": { "value": "#000000", "type": "color" } },
              "light": { "scrim": { "value": "rgba({black}, 0.25)", "type": "color" } },
              "$themes": [ { "name": "Base", "selectedTokenSets": { "global": "source", "light": "enabled" } } ]
            }
            """##
        let result = TestSupport.load([("tokens.json", file)])
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let theme = try #require(result.themeSet?.themes.first)
        #expect(try ColorVariants.of(theme.color("scrim")) == "light #0000000000004000")
    }

    @Test("every problem of a typography token is reported at once, also when its size is wrong")
    func typographyProblemsAtOnce() {
        let dtcg = ##"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 0, "unit": "px" }, "letterSpacing": "wide", "lineHeight": "tall" } } }"##
        #expect(
            TestSupport.lines(TestSupport.load([("t.tokens.json", dtcg)])) == [
                "t.tokens.json:1:80: warning: the fontSize of the value of token #/t must be from 0.1 to 10000 points, not 0; the token is left out of every theme",
                "t.tokens.json:1:127: warning: the letterSpacing of the value of token #/t is not a dimension ('wide'): write a number with the unit 'px' or 'rem'; the token is left out of every theme",
                "t.tokens.json:1:149: warning: the lineHeight of the value of token #/t must be a number, not the string \"tall\"; the token is left out of every theme",
            ])
        let studio = self.studio(##""t": { "value": { "fontFamily": "Inter", "fontSize": "0", "letterSpacing": "-2%", "lineHeight": "24px", "fontWeight": "Fat" }, "type": "typography" }"##)
        #expect(
            TestSupport.lines(TestSupport.load(studio)) == [
                "tokens.json:3:54: warning: the fontSize of the value of token #/t must be from 0.1 to 10000 points, not 0; the token is left out of every theme",
                "tokens.json:3:119: warning: the fontWeight of the value of token #/t names no font weight ('Fat'); use a number from 1 to 1000 or a weight name such as 'Semi Bold'; the token is left out of every theme",
            ])
    }

    @Test("a Tokens Studio file's values compile and read back from the generated Swift")
    func compiles() throws {
        let file = ##"""
            {
              "global": { "ink": { "value": "#112233", "type": "color" }, "base": { "value": "4", "type": "spacing" } },
              "light": {
                "gap": { "value": "{base} * 4", "type": "spacing" },
                "scrim": { "value": "rgba({ink}, 50%)", "type": "color" },
                "fade": { "value": "40%", "type": "opacity" },
                "rounded": { "value": "true", "type": "boolean" },
                "quote": { "value": "say \"hi\" \\ {base}", "type": "text" },
                "card": { "value": { "x": 0, "y": "{base} / 2", "blur": 8, "spread": 0, "color": "#00000040", "type": "dropShadow" }, "type": "boxShadow" },
                "body": { "value": { "fontFamily": "Inter", "fontWeight": "Semi Bold", "fontSize": "16", "lineHeight": "150%", "letterSpacing": "-2%", "textCase": "none" }, "type": "typography" }
              },
              "dark": { "scrim": { "value": "rgba({ink}, 0.25)", "type": "color" } },
              "$themes": [
                { "name": "Light", "group": "Mode", "selectedTokenSets": { "global": "source", "light": "enabled" } },
                { "name": "Dark", "group": "Mode", "selectedTokenSets": { "global": "source", "light": "enabled", "dark": "enabled" } }
              ]
            }
            """##
        let generated = try TestSupport.generate([("Studio.json", file)])
        let printed = try SwiftCompiler.compileAndRun(
            generated: generated,
            main: """
                let theme = ThemeID.studio.theme
                print(theme.dimensions.gap, theme.opacities.fade, theme.booleans.rounded, theme.strings.quote)
                print(theme.colors.scrim)
                print(theme.shadows.card)
                print(theme.fonts.body)
                """)
        #expect(
            printed == """
                16.0 0.4 true say "hi" \\ 4
                #11223380 dark #11223340
                x 0, y 2, blur 8, spread 0, #00000040
                Inter Semibold, semibold, 16 pt, line height 24 pt, letter spacing -0.32 pt

                """)
    }

    @Test("Tokens Studio's DTCG export: $value and $type, with its own type names")
    func dtcgExport() throws {
        let file = ##"""
            {
              "global": { "space": { "$value": "4", "$type": "spacing" }, "gap": { "$value": "{space} * 3", "$type": "spacing" }, "ink": { "$value": "#112233", "$type": "color" } },
              "$themes": [],
              "$metadata": { "tokenSetOrder": ["global"] }
            }
            """##
        let result = TestSupport.load([("tokens.json", file)])
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let theme = try #require(result.themeSet?.themes.first)
        #expect(theme.displayName == "tokens")
        #expect(try theme.dimension("gap") == 12)
        #expect(try ColorVariants.of(theme.color("ink")) == "light #112233")
    }
}
