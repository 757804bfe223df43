import Testing

@testable import ThemeGenCore

/// A font's line height and letter spacing: multiples of its size or lengths in points, resolved to
/// points, scaled by the typography's size adjustment as the size is, and written into the tables.
@Suite("Line height and letter spacing")
struct TypographyTests {
    @Test("a line height is a multiple of the size as a number or a percentage, or points with a unit or from a dimension")
    func lineHeights() throws {
        let result = TestSupport.loadYAML(
            TestSupport.oneTheme(
                """
                dimensions: { bodyLeading: 22 }
                fonts:
                  multiple: { size: 16, lineHeight: 1.5 }
                  percent: { size: 16, lineHeight: "125%" }
                  em: { size: 16, lineHeight: 1.25em }
                  points: { size: 16, lineHeight: 24pt }
                  pixels: { size: 16, lineHeight: 20px }
                  referenced: { size: 17, lineHeight: "{dimensions.bodyLeading}" }
                  none: { size: 16 }
                """))
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let theme = try #require(result.themeSet).theme("Only")
        #expect(try theme.font("multiple").lineHeight == 24)
        #expect(try theme.font("percent").lineHeight == 20)
        #expect(try theme.font("em").lineHeight == 20)
        #expect(try theme.font("points").lineHeight == 24)
        #expect(try theme.font("pixels").lineHeight == 20)
        #expect(try theme.font("referenced").lineHeight == 22)
        #expect(try theme.font("none").lineHeight == nil)
    }

    @Test("a letter spacing is points as a number, with a unit or from a dimension, or a fraction of the size in em or %")
    func letterSpacings() throws {
        let result = TestSupport.loadYAML(
            TestSupport.oneTheme(
                """
                dimensions: { tight: -0.5 }
                fonts:
                  points: { size: 17, letterSpacing: -0.43 }
                  unit: { size: 17, letterSpacing: 1pt }
                  em: { size: 20, letterSpacing: 0.05em }
                  percent: { size: 20, letterSpacing: "-2%" }
                  referenced: { size: 20, letterSpacing: "{dimensions.tight}" }
                """))
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let theme = try #require(result.themeSet).theme("Only")
        #expect(try theme.font("points").letterSpacing == -0.43)
        #expect(try theme.font("unit").letterSpacing == 1)
        #expect(try theme.font("em").letterSpacing == 1)
        #expect(try theme.font("percent").letterSpacing == -0.4)
        #expect(try theme.font("referenced").letterSpacing == -0.5)
    }

    @Test("the size adjustment scales a line height and a letter spacing in points as it scales the size")
    func sizeAdjustment() throws {
        let result = TestSupport.loadYAML(
            TestSupport.oneTheme(
                """
                typography: { sizeAdjustment: 1.5 }
                fonts:
                  body: { size: 16, lineHeight: 24pt, letterSpacing: 0.25 }
                  relative: { size: 16, lineHeight: 1.5, letterSpacing: 0.125em }
                """))
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let theme = try #require(result.themeSet).theme("Only")
        #expect(try theme.font("body") == ThemeFont(typeface: .system, weight: .regular, size: 24, lineHeight: 36, letterSpacing: 0.375))
        #expect(try theme.font("relative") == ThemeFont(typeface: .system, weight: .regular, size: 24, lineHeight: 36, letterSpacing: 3))
    }

    @Test("mistakes are located and name what is expected; a reference to a number is not a length")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        numbers: { ratio: 1.5 }
                        dimensions: { negative: -4 }
                        fonts:
                          negative: { size: 16, lineHeight: -1 }
                          huge: { size: 16, lineHeight: "20000%" }
                          unit: { size: 16, lineHeight: 24pc }
                          ratio: { size: 16, lineHeight: "{numbers.ratio}" }
                          wide: { size: 16, letterSpacing: 12em }
                          word: { size: 16, letterSpacing: loose }
                          below: { size: 16, lineHeight: "{dimensions.negative}" }
                        """))) == [
                    "t.yaml:6:41: error: the line height of font 'negative' must be from 0 to 100 times the font size, not -1",
                    "t.yaml:7:37: error: the line height of font 'huge' must be from 0 to 100 times the font size, not 200 ('20000%')",
                    "t.yaml:8:37: error: invalid dimension '24pc' for the line height of font 'unit': unknown unit 'pc'; expected 'pt', 'px' or 'rem'",
                    "t.yaml:9:38: error: the line height of font 'ratio' can only refer to another dimension, but '{numbers.ratio}' refers to a number",
                    "t.yaml:10:40: error: the letter spacing of font 'wide' must be from -10 to 10 times the font size, not 12 ('12em')",
                    "t.yaml:11:40: error: invalid dimension 'loose' for the letter spacing of font 'word': expected a number of points, or a number with the unit 'pt', 'px' or 'rem', such as '16pt' or '1.5rem'",
                    "t.yaml:12:38: error: a line height must be from 0 to 100000, but '{dimensions.negative}' is -4",
                ])
    }

    @Test("the tables carry line height and letter spacing; the doc comment and description show them")
    func generated() throws {
        let source = try TestSupport.generate([
            (
                "t.yaml",
                TestSupport.oneTheme(
                    """
                    fonts:
                      headline: { weight: semibold, size: 17, textStyle: headline, lineHeight: 22pt, letterSpacing: -0.43 }
                      caption: { size: 12, lineHeight: 1.5 }
                    """)
            )
        ])
        #expect(source.contains("        system semibold 17 lineHeight 22 letterSpacing -0.43 headline // headline\n"))
        #expect(source.contains("        system regular 12 lineHeight 18 // caption\n"))
        #expect(source.contains("        /// - Only: system, semibold, 17 pt, headline, line height 22 pt, letter spacing -0.43 pt\n"))
    }
}
