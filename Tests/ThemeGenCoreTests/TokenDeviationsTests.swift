import Foundation
import Testing

@testable import ThemeGenCore

/// What real token projects write that the DTCG format does not have, read as the tools that wrote it
/// read it, each with the warning that says how — or, for a value ThemeGen cannot read, the token left
/// out with one warning. Never a silent loss.
@Suite("Other tools' tokens, read as they read them")
struct TokenDeviationsTests {
    private func load(_ files: [(String, String)]) -> (lines: [String], theme: Theme?) {
        let result = TestSupport.load(files)
        return (TestSupport.lines(result), result.themeSet?.themes.first)
    }

    @Test("CSS's 'transparent' is black with no opacity, with a warning; a token that aliases it takes it too")
    func cssTransparent() throws {
        let file = ##"{ "clear": { "$type": "color", "$value": "transparent" }, "scrim": { "$type": "color", "$value": "{clear}" } }"##
        let (lines, theme) = load([("t.tokens.json", file)])
        #expect(
            lines == [
                "t.tokens.json:1:42: warning: the value of token #/clear is CSS's 'transparent', which DTCG does not have; it is read as CSS reads it, black with no opacity (#00000000)",
                "t.tokens.json:1:42: warning: the value of token #/scrim is CSS's 'transparent', which DTCG does not have; it is read as CSS reads it, black with no opacity (#00000000)",
            ])
        #expect(try #require(theme).color("clear") == ThemeColor(light: RGBA(red8: 0, green8: 0, blue8: 0, alpha8: 0)))
        #expect(try #require(theme).color("scrim") == ThemeColor(light: RGBA(red8: 0, green8: 0, blue8: 0, alpha8: 0)))
    }

    @Test("files that define the same token, merged in path order as Style Dictionary merges them: the later value, and a warning per file pair, saying how files named as appearances become them")
    func pathCollisions() throws {
        let dark = ##"{ "color": { "bg": { "value": "#000000" }, "fg": { "value": "#ffffff" }, "only": { "value": "#123456" } } }"##
        let light = ##"{ "color": { "bg": { "value": "#ffffff" }, "fg": { "value": "#000000" } } }"##
        let (lines, theme) = load([("sd/dark.json", dark), ("sd/light.json", light)])
        #expect(
            lines == [
                "sd/light.json:1:14: warning: token #/color/bg is also defined in sd/dark.json; the files are merged in path order, as Style Dictionary merges them, so this later value is used ('dark.json' and 'light.json' are named as appearances: a resolver whose modifier has them as contexts makes them the dark and light appearances of one theme; docs/Tokens.md, \"Resolvers: themes and appearances\")",
                "sd/dark.json:1:14: note: the earlier definition",
                "sd/light.json:1:44: note: 1 more in this file gets this warning: #/color/fg",
            ])
        #expect(try #require(theme).color("bg") == ThemeColor(light: RGBA(red8: 0xFF, green8: 0xFF, blue8: 0xFF)))
        #expect(try #require(theme).color("only") == ThemeColor(light: RGBA(red8: 0x12, green8: 0x34, blue8: 0x56)))
        // Folders named as appearances get the same words; files of other names (platforms) none.
        let folders = load([("t/semantic/dark/colors.json", dark), ("t/semantic/light/colors.json", light)]).lines
        #expect(
            folders.first
                == "t/semantic/light/colors.json:1:14: warning: token #/color/bg is also defined in t/semantic/dark/colors.json; the files are merged in path order, as Style Dictionary merges them, so this later value is used ('dark' and 'light' are named as appearances: a resolver whose modifier has them as contexts makes them the dark and light appearances of one theme; docs/Tokens.md, \"Resolvers: themes and appearances\")"
        )
        let platforms = load([("p/mobile.json", dark), ("p/web.json", light)]).lines
        #expect(platforms.first == "p/web.json:1:14: warning: token #/color/bg is also defined in p/mobile.json; the files are merged in path order, as Style Dictionary merges them, so this later value is used")
    }

    @Test("aliases that name a group, as a format with each token's modes inside it makes them (Adobe Spectrum's 'sets'): one error a file, the rest in its note")
    func aliasesNamingGroups() {
        let sets = ##"{ "gap": { "sets": { "desktop": { "value": "8px" }, "mobile": { "value": "10px" } } }, "pad": { "sets": { "desktop": { "value": "4px" }, "mobile": { "value": "6px" } } }, "a": { "value": "{gap}" }, "b": { "value": "{pad}" }, "c": { "value": "{gap}" } }"##
        let (lines, _) = load([("s/scale.json", sets)])
        #expect(
            lines == [
                "s/scale.json:1:22: warning: 4 tokens of this file have neither 'type' nor a category that gives one (the first name of the path, or 'attributes.category': 'color', 'size', 'time'); they are typed by their values, as Style Dictionary's transforms read values: #/gap/sets/desktop (dimension), #/gap/sets/mobile (dimension), #/pad/sets/desktop (dimension), #/pad/sets/mobile (dimension)",
                "s/scale.json:1:188: error: the alias '{gap}' in token #/a names the group #/gap, not a token; an alias names a token (a group's own value is its '$root' token)",
                "s/scale.json:1:215: note: 2 more in this file get this error: #/b, #/c",
            ])
    }

    @Test("aliases into a group no file has a token in (a palette brought by Style Dictionary's 'include'): one error for the group, the others in its note; a misspelt name keeps its own error and suggestion")
    func aliasesIntoAMissingGroup() {
        let first = ##"{ "color": { "bg": { "$type": "color", "$value": "{palette.blue.500}" }, "fg": { "$type": "color", "$value": "{palette.gray.900}" }, "typo": { "$type": "color", "$value": "{color.gb}" } } }"##
        let second = ##"{ "border": { "$type": "color", "$value": "{palette.blue.700}" } }"##
        let (lines, _) = load([("sd/a.json", first), ("sd/b.json", second)])
        #expect(
            lines == [
                "sd/a.json:1:50: error: the alias '{palette.blue.500}' in token #/color/bg names no token: no token read for this theme is in the group 'palette' (is it in a set the theme does not select, a file a Style Dictionary project brings with 'include', or JavaScript, which ThemeGen does not read?)",
                "sd/a.json:1:110: note: 2 more aliases name tokens in 'palette': '{palette.gray.900}' in #/color/fg, '{palette.blue.700}' in #/border",
                "sd/a.json:1:172: error: the alias '{color.gb}' in token #/color/typo names no token; did you mean '{color.bg}'?",
            ])
    }

    @Test("a Style Dictionary token that names a step of the project's own build ('transform', 'modify') keeps its value as written, with one warning a file")
    func projectBuildSteps() throws {
        let colors = ##"{ "color": { "blue": { "value": "#00008f", "type": "color" }, "blue-20": { "value": "{color.blue}", "type": "color", "transform": "color-transform", "params": { "alpha": -0.8 } }, "blue-dark": { "value": "{color.blue}", "type": "color", "transform": "color-shade" }, "faded": { "value": "{color.blue}", "type": "color", "modify": [{ "type": "alpha", "amount": 0.5 }] } } }"##
        let (lines, theme) = load([("sd/colors.json", colors)])
        #expect(
            lines == [
                "sd/colors.json:1:131: warning: token #/color/blue-20 has 'transform': 'color-transform', a step of the project's own Style Dictionary build, code ThemeGen does not run; its value is used as written, which may not be what that build makes of it",
                "sd/colors.json:1:251: note: 2 more in this file get this warning: #/color/blue-dark, #/color/faded",
            ])
        #expect(try #require(theme).color("blue-20") == ThemeColor(light: RGBA(red8: 0x00, green8: 0x00, blue8: 0x8F)))
    }

    @Test("a token's members without '$' (Style Dictionary's metadata) are ignored, one warning a file with the rest in its note")
    func membersWithoutDollar() throws {
        let file = ##"""
            { "color": { "$type": "color",
              "bg": { "$value": "#ffffff", "docs": { "usage": "page background" } },
              "fg": { "$value": "#000000", "docs": { "usage": "text" }, "alpha": 0.9 } } }
            """##
        let (lines, theme) = load([("doc.tokens.json", file)])
        #expect(
            lines == [
                "doc.tokens.json:2:32: warning: token #/color/bg holds 'docs', a member without '$', which a DTCG token does not have (a token cannot contain tokens or groups); it is ignored, as Style Dictionary keeps such members as metadata",
                "doc.tokens.json:3:32: note: 2 more in this file get this warning: #/color/fg 'docs', #/color/fg 'alpha'",
            ])
        #expect(try #require(theme).color("fg") == ThemeColor(light: RGBA(red8: 0, green8: 0, blue8: 0)))
    }

    @Test("an alias across types of single values keeps the token's own type and reads the value by its rules (equinor's exports)")
    func aliasAcrossSingleValueTypes() throws {
        let file = ##"""
            { "weight": { "$type": "fontWeight", "$value": 700 },
              "space": { "$type": "dimension", "$value": "24px" },
              "family": { "$type": "fontFamily", "$value": "Equinor" },
              "w": { "$type": "number", "$value": "{weight}" },
              "lh": { "$type": "lineHeight", "$value": "{space}" },
              "label": { "$type": "text", "$value": "{family}" },
              "n": { "$type": "number", "$value": "{space}" } }
            """##
        let (lines, theme) = load([("t.tokens.json", file)])
        #expect(
            lines == [
                "t.tokens.json:2:46: warning: the value of token #/n must be a number, not the string \"24px\"; the token is left out of every theme",
                "t.tokens.json:5:3: warning: token #/lh is a line height, which ThemeGen generates inside the typography tokens that use it (relative to their font size), not on its own; it is left out",
                "t.tokens.json:6:23: warning: the type 'text' is not DTCG 2025.10's but Tokens Studio's (which Style Dictionary reads too); the file's values are read as Tokens Studio writes them",
            ])
        #expect(try #require(theme).number("w") == 700)
        #expect(try #require(theme).string("label") == "Equinor")
    }

    @Test("another tool's JSON among token files (a manifest, an option map): nothing of it generated, its values there for aliases, one note; alone it is an error")
    func foreignJSONAmongTokens() throws {
        let tokens = ##"{ "color": { "$type": "color", "bg": { "$value": "#ffffff" } }, "space": { "$type": "dimension", "one": { "$value": "{options.space.one-x}" } }, "body": { "$type": "typography", "$value": { "fontFamily": "{options.font.serif}", "fontSize": "{options.space.one-x}" } } }"##
        let options = ##"{ "options": { "space": { "one-x": "16px" }, "font": { "serif-main": "Stuart", "serif": "{options.font.serif-main}, Georgia, serif" } } }"##
        let files = [("t/a.tokens.json", tokens), ("t/package.json", ##"{ "name": "tokens", "version": "1.0.0" }"##), ("t/options.json", options)]
        let (lines, theme) = load(files)
        #expect(
            lines == [
                "t/options.json:1:1: note: 2 JSON files among the token files hold no tokens and are not a theme file: nothing of them is generated, and an alias may name their values, as Style Dictionary resolves aliases to any value it reads: t/options.json, t/package.json",
                "t/options.json:1:36: warning: the value of token #/space/one is written as CSS writes it ('16px'), where DTCG 2025.10 writes { \"value\": 16, \"unit\": \"px\" }; it is read as Style Dictionary reads it",
                "t/options.json:1:36: note: 1 more in this file gets this warning: the fontSize of the value of token #/body",
            ])
        let read = try #require(theme)
        #expect(try read.color("bg") == ThemeColor(light: RGBA(red8: 255, green8: 255, blue8: 255)))
        #expect(try read.dimension("space.one") == 16)
        // References inside a plain value's text are replaced, as Style Dictionary replaces them.
        let body = try read.font("body")
        #expect(body == ThemeFont(typeface: .family("Stuart", face: "Regular"), weight: .regular, size: 16, fallbackFamilies: ["Georgia"]), "\(body)")
        #expect(read.tokens.strings.isEmpty && read.tokens.dimensions.count == 1, "nothing of the option map or the manifest is generated")
        #expect(
            TestSupport.lines(TestSupport.load([("t/package.json", ##"{ "name": "tokens", "version": "1.0.0" }"##)])) == [
                "t/package.json:1:1: error: this is not a ThemeGen theme file: it has no 'themes' mapping (its keys: 'name', 'version'); if it belongs to another tool, leave it out of the inputs (docs/Config.md, \"Which files are themes\"); the theme format is in docs/ThemeFormat.md"
            ])
    }

    @Test("a format ThemeGen does not read (each token's modes inside it) is one error per shape of object, naming what it holds")
    func unknownFormat() throws {
        let tokens = (0..<5).map { ##""c\##($0)": { "type": "color", "modes": { "light": { "value": "#FFFFFF" }, "dark": { "value": "#000000" } } }"## }
        let vendor = ##"{ "color": {\##n"## + tokens.joined(separator: ",\n") + "\n} }"
        #expect(
            load([("vendor.json", vendor)]).lines == [
                "vendor.json:2:9: error: #/color/c0 is neither a token nor a group: it holds 'type' (a string), 'modes' (an object); a token has 'value', and a group holds only groups and tokens. If the file is in another tool's format, it is not one ThemeGen reads (docs/Tokens.md lists those it does)",
                "vendor.json:3:9: note: 4 more in this file get this error: #/color/c1, #/color/c2, #/color/c3, #/color/c4",
            ])
        // DTCG: a `type` or `value` without `$` beside other members is another format's token.
        let dtcg = ##"{ "size": { "s": { "$value": { "value": 4, "unit": "px" }, "$type": "dimension" }, "m": { "type": "dimension", "modes": { "a": 8 } } } }"##
        #expect(
            load([("t.tokens.json", dtcg)]).lines == [
                "t.tokens.json:1:91: error: #/size/m is neither a token nor a group: it holds 'type' (a string), 'modes' (an object); a token has '$value', and a group holds only groups and tokens. If the file is in another tool's format, it is not one ThemeGen reads (docs/Tokens.md lists those it does)"
            ])
    }

    @Test("values in groups that are not tokens (Style Dictionary's plain values) are not generated; an alias may name one, with one warning a file")
    func plainValuesInGroups() throws {
        let file = """
            { "text": { "display": { "docCategory": "text", "size": { "$type": "dimension", "$value": "34px" }, "weight": 600 } },
              "label": { "$type": "fontWeight", "$value": "{text.display.weight}" },
              "category": { "$type": "string", "$value": "{text.display.docCategory}" } }
            """
        let (lines, theme) = load([("t.tokens.json", file)])
        #expect(
            lines == [
                "t.tokens.json:1:26: warning: 2 values in groups of this file are not a token (an object with its value), which DTCG does not have: #/text/display/docCategory, #/text/display/weight; they are not generated, and an alias may name one, as Style Dictionary resolves aliases to any value",
                "t.tokens.json:1:91: warning: the value of token #/text/display/size is written as CSS writes it ('34px'), where DTCG 2025.10 writes { \"value\": 34, \"unit\": \"px\" }; it is read as Style Dictionary reads it",
                "t.tokens.json:3:26: warning: 'string', the type of #/category, is not a DTCG type; it is read as a text token, as Style Dictionary, Tokens Studio and Figma mean it",
            ])
        let read = try #require(theme)
        #expect(try read.dimension("text.display.size") == 34)
        #expect(try read.string("category") == "text")
        #expect(read.tokens.strings.map(\.key) == ["category"])
    }

    @Test("typography's CSS values from Style Dictionary projects: a font weight in a string, a line height with a unit, read as CSS reads them")
    func typographyCSSValues() throws {
        let file = ##"{ "body": { "$type": "typography", "$value": { "fontFamily": "Graphik", "fontSize": "16px", "fontWeight": "600", "lineHeight": "24px" } } }"##
        let (lines, theme) = load([("t.tokens.json", file)])
        #expect(
            lines == [
                "t.tokens.json:1:85: warning: the fontSize of the value of token #/body is written as CSS writes it ('16px'), where DTCG 2025.10 writes { \"value\": 16, \"unit\": \"px\" }; it is read as Style Dictionary reads it",
                "t.tokens.json:1:107: warning: the fontWeight of the value of token #/body is the font weight 600 written as a string, which DTCG does not allow; it is read as that number, as Style Dictionary passes it to CSS",
                "t.tokens.json:1:128: warning: the lineHeight of the value of token #/body is a height ('24px'), where DTCG's line height is a number, a multiple of the font size; it is read as that height, as CSS reads it",
            ])
        let body = try #require(theme).font("body")
        #expect(body == ThemeFont(typeface: .family("Graphik", face: "Semibold"), weight: .semibold, size: 16, lineHeight: 24), "\(body)")
    }

    @Test("zero without its unit, as CSS and Style Dictionary write it (\"0\", 0), is zero, with a warning")
    func bareZero() throws {
        let file = ##"{ "a": { "$type": "dimension", "$value": "0" }, "b": { "$type": "dimension", "$value": 0 }, "c": { "$type": "duration", "$value": "0" }, "d": { "$type": "duration", "$value": 0 } }"##
        let (lines, theme) = load([("t.tokens.json", file)])
        #expect(
            lines == [
                "t.tokens.json:1:42: warning: the value of token #/a is 0 without a unit, which DTCG does not allow; it is read as 0, which is the same in every unit",
                "t.tokens.json:1:88: note: 3 more in this file get this warning: the value of token #/b, the value of token #/c, the value of token #/d",
            ])
        let read = try #require(theme)
        #expect(try read.dimension("a") == 0 && read.dimension("b") == 0 && read.duration("c") == 0 && read.duration("d") == 0)
    }

    @Test("plain values two files both hold ('_comment') are not tokens one redefines; a member typography does not have warns once a file")
    func plainValuesMergeAndUnknownMembers() throws {
        let types = (1...4).map { ##""body\##($0)": { "$type": "typography", "$value": { "fontFamily": "A", "fontSize": { "value": 16, "unit": "px" }, "fontStyle": "italic" } }"## }
        let a = ##"{ "_comment": "a", "size": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } }, "## + types.joined(separator: ", ") + " }"
        let b = ##"{ "_comment": "b", "label": { "$type": "typography", "$value": { "fontFamily": "A", "fontSize": { "value": 12, "unit": "px" }, "fontStyle": "italic" } } }"##
        let (lines, _) = load([("t/a.json", a), ("t/b.json", b)])
        #expect(lines.filter { $0.contains("also defined") }.isEmpty, "\(lines)")
        let unknown = lines.filter { $0.contains("unknown member 'fontStyle'") || $0.contains("more in this file get") }
        #expect(unknown.count == 3, "one warning a file, four in a.json folded under a note: \(lines)")
    }

    @Test("a shadow's alpha is its colour's opacity, not dropped")
    func shadowAlpha() throws {
        let file = ##"{ "s": { "$type": "shadow", "$value": { "color": "#102030", "alpha": 0.5, "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px" } } }"##
        let (lines, theme) = load([("t.tokens.json", file)])
        #expect(
            lines == [
                "t.tokens.json:1:70: warning: the value of token #/s has an 'alpha' beside its colour, which DTCG does not have; it is read as the colour's opacity (0.5)",
                "t.tokens.json:1:86: warning: the offsetX of the value of token #/s is written as CSS writes it ('0px'), where DTCG 2025.10 writes { \"value\": 0, \"unit\": \"px\" }; it is read as Style Dictionary reads it",
                "t.tokens.json:1:104: note: 3 more in this file get this warning: the offsetY of the value of token #/s, the blur of the value of token #/s, the spread of the value of token #/s",
            ])
        #expect(try ValueDescription.shadow(#require(theme).shadow("s")) == "x 0, y 2, blur 4, spread 0, #10203080")
    }

    @Test("zero with an empty unit is zero; a fontFamily token's font stack is its first family, the others named")
    func zeroAndFontStacks() throws {
        let file = ##"{ "z": { "$type": "dimension", "$value": { "value": 0, "unit": "" } }, "f": { "$type": "fontFamily", "$value": "Arial Black, Suisse Int'l, sans-serif" } }"##
        let (lines, theme) = load([("t.tokens.json", file)])
        #expect(
            lines == [
                "t.tokens.json:1:64: warning: the value of token #/z is 0 with an empty unit, which DTCG does not allow; it is read as 0, which is the same in every unit",
                "t.tokens.json:1:112: warning: the value of token #/f names the fonts 'Arial Black', 'Suisse Int'l', 'sans-serif', most preferred first; as a name on its own it is the first, 'Arial Black'; a typography token that takes it keeps the others as fallbacks",
            ])
        #expect(try #require(theme).dimension("z") == 0)
        #expect(try #require(theme).string("f") == "Arial Black")
        #expect(DesignTokenValueDecoder.fontStack(##""SF Pro Text", 'Helvetica Neue', Arial"##) == ["SF Pro Text", "Helvetica Neue", "Arial"])
    }

    @Test("typography keeps a font stack's other families as fallbacks, up to a system or generic name; generated code reads them back")
    func fontFallbacks() throws {
        let file = ##"""
            { "stack": { "$type": "fontFamily", "$value": "Suisse Int'l, 'Helvetica Neue', Arial, sans-serif, Times" },
              "body": { "$type": "typography", "$value": { "fontFamily": "{stack}", "fontSize": "16px", "fontWeight": 700 } },
              "ui": { "$type": "typography", "$value": { "fontFamily": ["-apple-system", "Inter"], "fontSize": "12px" } },
              "mono": { "$type": "typography", "$value": { "fontFamily": ["Menlo", "ui-monospace", "Courier"], "fontSize": "12px" } } }
            """##
        let result = TestSupport.load([("t.tokens.json", file)])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(try theme.font("body") == ThemeFont(typeface: .family("Suisse Int'l", face: "Bold"), weight: .bold, size: 16, fallbackFamilies: ["Helvetica Neue", "Arial"]))
        #expect(try theme.font("ui") == ThemeFont(typeface: .system, weight: .regular, size: 12))
        #expect(try theme.font("mono") == ThemeFont(typeface: .family("Menlo", face: "Regular"), weight: .regular, size: 12))
        #expect(try ValueDescription.font(theme.font("body")) == "Suisse Int'l Bold, bold, 16 pt, else Helvetica Neue, Arial")
        let source = try Generator.generate(try #require(result.themeSet)).source
        let program = "let body = ThemeID.t.theme.fonts.body\nprint(body.fallbackFamilies, body)\n"
        #expect(try SwiftCompiler.compileAndRun(generated: source, main: program) == #"["Helvetica Neue", "Arial"] Suisse Int'l Bold, bold, 16 pt, else Helvetica Neue, Arial"# + "\n")
    }

    @Test("Style Dictionary's unitless letter spacing in typography is px, with a warning; its $type fontSize is a dimension")
    func styleDictionaryTypography() throws {
        let file = ##"{ "size": { "$type": "fontSize", "$value": "14px" }, "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{size}", "letterSpacing": 0.5 } } }"##
        let (lines, theme) = load([("t.tokens.json", file)])
        #expect(
            lines == [
                "t.tokens.json:1:44: warning: the value of token #/size is written as CSS writes it ('14px'), where DTCG 2025.10 writes { \"value\": 14, \"unit\": \"px\" }; it is read as Style Dictionary reads it",
                "t.tokens.json:1:44: note: 1 more in this file gets this warning: the fontSize of the value of token #/t",
                "t.tokens.json:1:158: warning: the letterSpacing of the value of token #/t is a number without a unit; it is read as 0.5 px, as Style Dictionary reads it",
            ])
        #expect(try #require(theme).dimension("size") == 14)
        #expect(try #require(theme).font("t") == ThemeFont(typeface: .family("Inter", face: "Regular"), weight: .regular, size: 14, letterSpacing: 0.5))
    }

    @Test("'string' is a text token; a Tokens Studio number written as a string is that number")
    func strings() throws {
        let (lines, theme) = load([("t.tokens.json", ##"{ "label": { "$type": "string", "$value": "Hello" } }"##)])
        #expect(lines == ["t.tokens.json:1:23: warning: 'string', the type of #/label, is not a DTCG type; it is read as a text token, as Style Dictionary, Tokens Studio and Figma mean it"])
        #expect(try #require(theme).string("label") == "Hello")
        let studio = load([("set.json", ##"{ "ratio": { "value": "2", "type": "number" }, "gap": { "value": "{ratio}", "type": "spacing" } }"##)])
        #expect(studio.lines == [])
        #expect(try #require(studio.theme).number("ratio") == 2)
        #expect(try #require(studio.theme).dimension("gap") == 2, "a number and a dimension name each other in Tokens Studio")
    }

    @Test("Tokens Studio's math functions, rounding as JavaScript does")
    func mathFunctions() throws {
        let file = ##"{ "u": { "value": "4", "type": "spacing" }, "a": { "value": "floor({u} * 2.6)", "type": "spacing" }, "b": { "value": "min({u} * 3, 10)", "type": "spacing" }, "c": { "value": "roundTo({u} / 3, 2)", "type": "spacing" }, "d": { "value": "round(-2.5)", "type": "number" }, "e": { "value": "max(1, 2, ceil(2.1))", "type": "number" } }"##
        let (lines, theme) = load([("set.json", file)])
        #expect(lines == [])
        let values = try #require(theme)
        #expect(try values.dimension("a") == 10)
        #expect(try values.dimension("b") == 10)
        #expect(try values.dimension("c") == 1.33)
        #expect(try values.number("d") == -2)
        #expect(try values.number("e") == 3)
        #expect(TokenArithmetic.evaluate("min(4px, 1rem)") == .failure("it cannot compare 4px and 1rem, whose units differ"))
        #expect(TokenArithmetic.evaluate("roundTo(1.5)") == .failure("roundTo() takes 2 arguments, not 1"))
    }

    @Test("Figma Tokens' $path aliases, and aliases in another case or spacing, with one warning a file")
    func aliasSpellings() throws {
        let legacy = load([("set.json", ##"{ "size": { "m": { "value": "12", "type": "fontSizes" } }, "body": { "value": { "fontFamily": "Inter", "fontSize": "$size.m" }, "type": "typography" }, "cap": { "value": "$size.m", "type": "fontSizes" } }"##)])
        #expect(legacy.lines == ["set.json:1:116: warning: 2 values are written as the first versions of Tokens Studio (Figma Tokens) wrote aliases, '$size.m'; they are read as the aliases they are, '{size.m}'"])
        #expect(try #require(legacy.theme).font("body").size == 12)
        let folded = load([("t.tokens.json", ##"{ "scale-03": { "$type": "number", "$value": 16 }, "root": { "$type": "number", "$value": "{Scale 03}" }, "other": { "$type": "number", "$value": "{SCALE-03}" } }"##)])
        #expect(folded.lines == ["t.tokens.json:1:91: warning: 2 aliases name their tokens in another case or spacing than they are written ('{Scale 03}' for '{scale-03}'); they are read as Figma's variable names are: ignoring case, a space as '-'"])
        #expect(try #require(folded.theme).number("root") == 16)
    }

    @Test("letter spacing and line height relative to the size, in em or %, inside typography; on their own, left out")
    func relativeSizes() throws {
        let file = ##"{ "t": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 20, "unit": "px" }, "letterSpacing": { "value": 0.05, "unit": "em" }, "lineHeight": "150%" } }, "ls": { "$type": "dimension", "$value": "0.04em" } }"##
        let (lines, theme) = load([("t.tokens.json", file)])
        #expect(lines == ["t.tokens.json:1:187: warning: token #/ls is in em (0.04em), relative to a font size, which ThemeGen can resolve only inside a typography token; it is left out"])
        let font = try #require(theme).font("t")
        #expect(font.letterSpacing == 1)
        #expect(font.lineHeight == 30)
        // Tokens Studio's line height without a unit: from 4 up Figma's px, below that a multiple.
        let studio = load([("set.json", ##"{ "s": { "value": "12", "type": "fontSizes" }, "a": { "value": { "fontFamily": "Inter", "fontSize": "{s}", "lineHeight": "16" }, "type": "typography" }, "b": { "value": { "fontFamily": "Inter", "fontSize": "10", "lineHeight": "1.4" }, "type": "typography" } }"##)])
        #expect(studio.lines == [])
        #expect(try #require(studio.theme).font("a").lineHeight == 16)
        #expect(try #require(studio.theme).font("b").lineHeight == 14)
    }

    @Test("a YAML font's name that is a reference is refused, not generated as that text")
    func fontNameReference() {
        #expect(
            TestSupport.lines(TestSupport.loadYAML("themes:\n  A:\n    strings: { brand: \"Avenir-Heavy\" }\n    fonts:\n      title: { name: \"{strings.brand}\", size: 17 }\n")) == [
                "t.yaml:5:22: error: the name of font 'title' is the reference '{strings.brand}', but a font's name is written out, not referred to; write the PostScript name itself (such as 'Avenir-Heavy')"
            ])
    }

    @Test("a key only some of a project's themes define is left out of every theme, with one warning")
    func partialKeys() throws {
        let themes = ##"[ { "id": "1", "name": "A", "group": "brand", "selectedTokenSets": { "a": "enabled" } }, { "id": "2", "name": "B", "group": "brand", "selectedTokenSets": { "b": "enabled" } } ]"##
        let result = TestSupport.load([
            ("p/$themes.json", themes),
            ("p/a.json", ##"{ "x": { "value": "#000000", "type": "color" }, "only": { "value": "#FF0000", "type": "color" } }"##),
            ("p/b.json", ##"{ "x": { "value": "#FFFFFF", "type": "color" } }"##),
        ])
        #expect(TestSupport.lines(result) == ["p/a.json:1:49: warning: color 'only' has a value in theme 'A' but not in 'B'; every theme must define the same keys, so it is left out of every theme"])
        #expect(try #require(result.themeSet).themes.map { $0.colors.map(\.key) } == [["x"], ["x"]])
    }
}
