import Testing

@testable import ThemeGenCore

/// Colours made from others: `{ ref, alpha }` sets another colour's alpha, `{ mix, weight }` blends two.
@Suite("Colour modifiers")
struct ColorModifierTests {
    @Test("another alpha on a reference or a literal; a mix of two, weighted, variant by variant")
    func modifiers() throws {
        let result = TestSupport.loadYAML(
            TestSupport.oneTheme(
                """
                colors:
                  primary: { light: "#2060C0", dark: "#80A0FF" }
                  scrim: { ref: "{colors.primary}", alpha: 0.5 }
                  shadow: { ref: "#000000", alpha: 0.2 }
                  tint: { mix: ["{colors.primary}", "#FFFFFF"], weight: 0.25 }
                  half: { mix: ["#000000", "#FFFFFF"] }
                """))
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        let colors = set.themes[0].colors.map { "\($0.key): \(ColorVariants.of($0.value))" }
        // At 16 bits a channel: an alpha of 0.5 is 0x8000, and 0.25 of white over #2060C0 is 0x5818, not 8-bit 0x58.
        #expect(
            colors == [
                "primary: light #2060C0, dark #80A0FF",
                "scrim: light #20206060C0C08000, dark #8080A0A0FFFF8000",
                "shadow: light #00000033",
                "tint: light #58188848D090, dark #A060B878FFFF",
                "half: light #800080008000",
            ])
    }

    @Test("a modifier mixed with variants or components, a missing alpha, and a mix of one are located")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        colors:
                          a: { ref: "#000", light: "#fff" }
                          b: { ref: "#000" }
                          c: { mix: ["#000"] }
                          d: { ref: "{colors.e}", alpha: 2 }
                        """))) == [
                    "t.yaml:4:25: error: color 'a' mixes 'ref' with 'light'; a color is either modified ({ ref, alpha } or { mix, weight }), components or variants",
                    "t.yaml:5:10: error: color 'b' needs an 'alpha' from 0 to 1 for the color in 'ref'",
                    "t.yaml:6:17: error: 'mix' of color 'c' must be a list of two colors, as in 'mix: [\"{colors.primary}\", \"#FFFFFF\"]'",
                    "t.yaml:7:38: error: the alpha of color 'd' must be from 0 to 1, not 2",
                ])
    }

    @Test("a variant cannot be modified in place: the error says to give it a key of its own")
    func modifiedVariant() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        colors:
                          accent: "#2E7D32"
                          banner:
                            light: { mix: ["{colors.accent}", "#FFFFFF"], weight: 0.85 }
                            dark: "#06324A"
                        """))) == [
                    "t.yaml:6:18: error: the light variant of color 'banner' cannot be a modified color ('mix'): a variant is a color written out or a reference; give the modified color a key of its own and refer to it"
                ])
    }
}
