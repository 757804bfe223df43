import Testing

@testable import ThemeGenCore

/// Style Dictionary's classic token files (`value`, `type`, `comment`; CTI categories; references ending
/// in `.value`): the files a project's `source` globs name merge into one theme, as Style Dictionary
/// merges them.
@Suite("Style Dictionary token files")
struct StyleDictionaryTests {
    /// Files in the shape of Style Dictionary's own examples (`properties/color/base.json`, …).
    static let files = [
        (
            "tokens/color/base.json",
            """
            {
              "color": {
                "base": {
                  "red": { "value": "#ff0000" },
                  "gray": { "light": { "value": "#CCCCCC", "comment": "Borders and separators" } }
                },
                "font": { "primary": { "value": "{color.base.red.value}" }, "link": { "value": "{color.base.red}" } }
              }
            }
            """
        ),
        (
            "tokens/size/font.json",
            """
            {
              "size": { "font": { "small": { "value": "0.75rem" }, "medium": { "value": "16px" } } },
              "time": { "fast": { "value": "200ms" } }
            }
            """
        ),
        (
            "tokens/button.json",
            """
            {
              "button": {
                "text": { "size": { "value": "{size.font.medium.value}" } },
                "border": { "radius": { "value": "4px", "type": "dimension" }, "color": { "value": "#000", "attributes": { "category": "color" } } }
              }
            }
            """
        ),
    ]

    @Test("classic files merge into one theme named after their folder; types come from type, category or alias")
    func classic() throws {
        let result = TestSupport.load(Self.files)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.displayName) == ["tokens"])
        #expect(set.inputs == ["tokens/button.json", "tokens/color/base.json", "tokens/size/font.json"])
        let theme = set.themes[0]
        #expect(set.keys(of: .colors).map(\.key) == ["button.border.color", "base.red", "base.gray.light", "font.primary", "font.link"])
        #expect(try theme.color("font.primary").light.hex == "#FF0000")
        #expect(try theme.color("font.link").light.hex == "#FF0000")
        #expect(try theme.dimension("size.font.small") == 12)
        #expect(try theme.dimension("button.text.size") == 16)
        #expect(try theme.dimension("button.border.radius") == 4)
        #expect(try theme.duration("time.fast") == 0.2)
    }

    @Test("a bare number for a size, a token no type can be found for, an unknown type: located warnings, each token left out of every theme")
    func oddTokens() throws {
        let result = TestSupport.load([
            (
                "sd/tokens.json",
                """
                {
                  "size": { "base": { "value": 16 } },
                  "spacing": { "gap": { "value": "auto" } },
                  "shadow": { "low": { "value": "0 1px 2px #000", "type": "elevation" } },
                  "time": { "slow": { "value": "2" } }
                }
                """
            )
        ])
        #expect(
            TestSupport.lines(result) == [
                "sd/tokens.json:2:32: warning: the value of token #/size/base is a number without a unit; write '16px' or '1rem' (Style Dictionary's size transforms read a bare number as rem, other tools as px); the token is left out of every theme",
                "sd/tokens.json:3:16: warning: token #/spacing/gap has no 'type', no category that gives one (the first name of its path, or 'attributes.category': 'color', 'size', 'time'), and a value that shows none; give it 'type'; the token is left out of every theme",
                "sd/tokens.json:4:59: warning: unknown type 'elevation' of token #/shadow/low; use one of 'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number', 'typography', 'shadow', 'gradient', 'border', 'strokeStyle', 'transition', 'opacity', 'lineHeight', 'text', 'boolean', 'composition', 'asset', 'borderRadius', 'borderWidth', 'boxShadow', 'fontFamilies', 'fontSize', 'fontSizes', 'fontWeights', 'letterSpacing', 'lineHeights', 'other', 'paragraphIndent', 'paragraphSpacing', 'size', 'sizing', 'spacing', 'textCase', 'textDecoration' or 'time'; the token is left out",
                "sd/tokens.json:5:32: warning: the value of token #/time/slow is not a duration ('2'): write a number with the unit 'ms' or 's'; the token is left out of every theme",
            ])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(theme.dimensions.isEmpty && theme.durations.isEmpty && theme.shadows.isEmpty)
    }

    @Test("tokens with neither type nor category are typed by their values, with one warning a file; 'string' is text; an alias takes what it names")
    func typedByValue() throws {
        let file = """
            {
              "space": { "small": { "value": "4px" }, "large": { "value": "1.5rem" } },
              "brand": { "primary": { "value": "#ff0000" }, "secondary": { "value": "rgb(0, 128, 255)" } },
              "motion": { "fast": { "value": "150ms" } },
              "scale": { "value": 1.25 },
              "label": { "value": "Hello", "type": "string" },
              "accent": { "value": "{brand.primary}" }
            }
            """
        let result = TestSupport.load([("sd/tokens.json", file)])
        #expect(
            TestSupport.lines(result) == [
                "sd/tokens.json:2:14: warning: 6 tokens of this file have neither 'type' nor a category that gives one (the first name of the path, or 'attributes.category': 'color', 'size', 'time'); they are typed by their values, as Style Dictionary's transforms read values: #/space/small (dimension), #/space/large (dimension), #/brand/primary (color), #/brand/secondary (color), #/motion/fast (duration) and 1 more"
            ])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(try theme.dimension("space.small") == 4)
        #expect(try theme.dimension("space.large") == 24)
        #expect(try theme.color("brand.secondary") == ThemeColor(light: RGBA(red8: 0, green8: 128, blue8: 255)))
        #expect(try theme.color("accent") == ThemeColor(light: RGBA(red8: 255, green8: 0, blue8: 0)))
        #expect(try theme.duration("motion.fast") == 0.15)
        #expect(try theme.number("scale") == 1.25)
        #expect(try theme.string("label") == "Hello")
    }
}
