import Foundation
import Testing

@testable import ThemeGenCore

/// A token left out with a warning takes every token that aliases it with it, under that one warning:
/// an alias to a token that exists but is left out never reads as one that names no token.
@Suite("Aliases to a left-out token")
struct LeftOutAliasTests {
    private static let dtcgTypes =
        "'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'typography', 'shadow', 'gradient', 'border', 'strokeStyle' or 'transition'"

    @Test("an unknown type: its aliases — direct, through another token, by '$ref', from another file, into a left-out group — fold under its warning")
    func unknownType() throws {
        let base = ##"""
            {
              "motion": { "$type": "transitionz", "fast": { "$value": "100ms" } },
              "shade": { "$type": "colour", "$value": "#112233" },
              "brand": { "$type": "color", "$value": "#445566" }
            }
            """##
        let semantic = ##"""
            {
              "surface": { "$type": "color", "$value": "{shade}" },
              "border": { "$value": "{surface}" },
              "outline": { "$type": "color", "$value": { "$ref": "#/shade" } },
              "speed": { "$type": "duration", "$value": "{motion.fast}" },
              "accent": { "$value": "{brand}" }
            }
            """##
        let result = TestSupport.load([("base.tokens.json", base), ("semantic.tokens.json", semantic)])
        #expect(
            TestSupport.lines(result) == [
                "base.tokens.json:2:24: warning: unknown type 'transitionz' in #/motion; did you mean 'transition'?; DTCG 2025.10 has \(Self.dtcgTypes); every token of the group is left out",
                "semantic.tokens.json:5:45: note: 1 token that takes its value from it through an alias is left out too: #/speed",
                "base.tokens.json:3:23: warning: unknown type 'colour' in #/shade; did you mean 'color'?; DTCG 2025.10 has \(Self.dtcgTypes); the token is left out",
                "semantic.tokens.json:2:44: note: 3 tokens that take their values from it through aliases are left out too: #/surface, #/border, #/outline",
            ])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(theme.tokens.colors.map(\.key) == ["brand", "accent"])
        #expect(theme.tokens.durations.isEmpty)
    }

    @Test("alike warnings and the tokens that follow from them, each in a note of its own; a follower's own words name its token and alias")
    func followerAlone() throws {
        let file = ##"""
            {
              "a": { "$type": "colour", "$value": "#112233" },
              "b": { "$type": "colour", "$value": "#112233" },
              "c": { "$type": "colour", "$value": "#112233" },
              "d": { "$type": "colour", "$value": "#112233" },
              "x": { "$type": "color", "$value": "{d}" },
              "y": { "$type": "color", "$value": "#000000" }
            }
            """##
        let result = TestSupport.load([("t.tokens.json", file)])
        #expect(
            TestSupport.lines(result) == [
                "t.tokens.json:2:19: warning: unknown type 'colour' in #/a; did you mean 'color'?; DTCG 2025.10 has \(Self.dtcgTypes); the token is left out",
                "t.tokens.json:3:19: note: 3 more in this file get this warning: #/b, #/c, #/d",
                "t.tokens.json:6:38: note: 1 token that takes its value from these through an alias is left out too: #/x",
            ])
        #expect(try #require(result.themeSet?.themes.first).tokens.colors.map(\.key) == ["y"])
        // The follower's own words, as a lone warning would print them.
        let cause = LeftOutToken(cause: Diagnostic(.warning, "cause", at: SourceLocation(file: "t.tokens.json", line: 5, column: 19)), pointer: "#/d")
        let follower = DesignToken(group: [], name: "x", type: .color, value: Node(.scalar("{d}", .string), at: SourceLocation(file: "t.tokens.json", line: 6, column: 37)), description: nil, location: SourceLocation(file: "t.tokens.json", line: 6, column: 3))
        #expect(
            cause.following(follower, alias: "{d}", at: SourceLocation(file: "t.tokens.json", line: 6, column: 37)).formatted
                == "t.tokens.json:6:37: warning: token #/x takes its value from #/d through its alias '{d}', and #/d is left out; the token is left out of every theme")
    }

    @Test("a token the set leaves out (no type anywhere) takes its aliases with it, not silently")
    func noType() throws {
        let file = ##"""
            {
              "plain": { "$value": "#FFFFFF" },
              "paper": { "$type": "color", "$value": "{plain}" },
              "card": { "$type": "color", "$value": "{paper}" },
              "ink": { "$type": "color", "$value": "#000000" }
            }
            """##
        let result = TestSupport.load([("t.tokens.json", file)])
        #expect(
            TestSupport.lines(result) == [
                "t.tokens.json:2:3: warning: token #/plain has no '$type', on itself or on a group around it; DTCG tools must not guess a type from the value (in a Style Dictionary file: give it 'type', or put it under 'color', 'size' or 'time'); the token is left out of every theme",
                "t.tokens.json:3:42: note: 2 tokens that take their values from it through aliases are left out too: #/paper, #/card",
            ])
        #expect(try #require(result.themeSet?.themes.first).tokens.colors.map(\.key) == ["ink"])
    }

    @Test("Style Dictionary classic: an unknown type, named by a '.value' reference")
    func styleDictionaryClassic() throws {
        let file = ##"{ "color": { "base": { "red": { "value": "#ff0000", "type": "colour" } }, "primary": { "value": "{color.base.red.value}" }, "ok": { "value": "#00ff00" } } }"##
        let result = TestSupport.load([("sd.json", file)])
        #expect(
            TestSupport.lines(result) == [
                "sd.json:1:61: warning: unknown type 'colour' of token #/color/base/red; did you mean 'color'?; use one of 'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'typography', 'shadow', 'gradient', 'border', 'strokeStyle', 'transition', 'opacity', 'lineHeight', 'text', 'boolean', 'composition', 'asset', 'borderRadius', 'borderWidth', 'boxShadow', 'fontFamilies', 'fontSize', 'fontSizes', 'fontWeights', 'letterSpacing', 'lineHeights', 'other', 'paragraphIndent', 'paragraphSpacing', 'size', 'sizing', 'spacing', 'textCase', 'textDecoration' or 'time'; the token is left out",
                "sd.json:1:97: note: 1 token that takes its value from it through an alias is left out too: #/color/primary",
            ])
        #expect(try #require(result.themeSet?.themes.first).tokens.colors.map(\.key) == ["ok"])
    }

    @Test("the cause prints first where its followers' file sorts before its own")
    func causeBeforeFollowers() throws {
        let aliases = ##"{ "surface": { "$type": "color", "$value": "{shade}" } }"##
        let cause = ##"{ "shade": { "$type": "colour", "$value": "#112233" } }"##
        let result = TestSupport.load([("a.tokens.json", aliases), ("z.tokens.json", cause)])
        #expect(
            TestSupport.lines(result) == [
                "z.tokens.json:1:23: warning: unknown type 'colour' in #/shade; did you mean 'color'?; DTCG 2025.10 has \(Self.dtcgTypes); the token is left out",
                "a.tokens.json:1:44: note: 1 token that takes its value from it through an alias is left out too: #/surface",
            ])
    }

    @Test("a load that reuses the last one (the language server's, after an edit) still finds the left-out token")
    func reusedLoad() throws {
        let files = [
            SourceFile(path: "base.tokens.json", contents: Data(##"{ "shade": { "$type": "colour", "$value": "#112233" }, "ink": { "$type": "color", "$value": "#000000" } }"##.utf8)),
            SourceFile(path: "semantic.tokens.json", contents: Data(##"{ "surface": { "$type": "color", "$value": "{shade}" } }"##.utf8)),
        ]
        var memory = LoadMemory()
        let first = TestSupport.lines(ThemeLoader.load(files, recordingTokenSites: true, memory: &memory))
        // A value edited: the same paths, so the set is placed as the last one was, not merged again.
        let edited = [SourceFile(path: "base.tokens.json", contents: Data(##"{ "shade": { "$type": "colour", "$value": "#112233" }, "ink": { "$type": "color", "$value": "#111111" } }"##.utf8)), files[1]]
        let again = ThemeLoader.load(edited, recordingTokenSites: true, memory: &memory)
        #expect(first.count == 2 && first.allSatisfy { !$0.contains("names no token") }, "\(first)")
        #expect(TestSupport.lines(again) == first)
        #expect(try #require(again.themeSet?.themes.first).color("ink") == ThemeColor(light: RGBA(red8: 0x11, green8: 0x11, blue8: 0x11)))
    }
}
