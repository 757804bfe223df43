import Testing

@testable import ThemeGenCore

/// A font's size may refer to a number or a dimension of the same theme; any other reference is an
/// error naming both types.
@Suite("Font sizes from numbers and dimensions")
struct FontSizeReferenceTests {
    @Test("a size refers to a number or a dimension, after inheritance, with the size adjustment applied")
    func references() throws {
        let result = TestSupport.loadYAML(
            """
            themes:
              Base:
                typography: { sizeAdjustment: 1.5 }
                numbers: { bodySize: 16 }
                dimensions: { title: 1.75rem }
                fonts:
                  body: { weight: regular, size: "{numbers.bodySize}", textStyle: body }
                  title: { name: Avenir-Heavy, size: "{dimensions.title}" }
              Large:
                extends: Base
                numbers: { bodySize: 20 }
            """)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(try set.theme("Base").font("body").size == 24)
        #expect(try set.theme("Large").font("body").size == 30, "the child's number, then the child's adjustment")
        #expect(try set.theme("Large").font("title").size == 28, "a named font is not adjusted")
    }

    @Test("a reference to another type, an unknown key or a size out of range is located")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        numbers: { bodySize: 17, zero: 0 }
                        colors: { primary: "#000" }
                        fonts:
                          bad: { size: "{colors.primary}" }
                          missing: { size: "{numbers.bodysize}" }
                          tiny: { size: "{numbers.zero}" }
                          odd: { size: "{numbers}" }
                        """))) == [
                    "t.yaml:6:20: error: the size of font 'bad' can only refer to a number or a dimension, but '{colors.primary}' refers to a color",
                    "t.yaml:7:24: error: the reference '{numbers.bodysize}' names no number; did you mean '{numbers.bodySize}'?",
                    "t.yaml:8:21: error: a font size must be from 0.1 to 10000, but '{numbers.zero}' is 0",
                    "t.yaml:9:20: error: malformed reference '{numbers}' in the size of font 'odd'; write '{numbers.key}'",
                ])
    }
}
