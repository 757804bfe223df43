import Foundation
import Testing

@testable import ThemeGenCore

/// `insets`: four lengths by layout direction, written as CSS shorthands or by side.
@Suite("Insets")
struct InsetsTests {
    static let yaml = """
        themes:
          Regular:
            dimensions: { gutter: 20 }
            insets:
              all: 8
              pair: "8 16"
              three: "8 16 4"
              four: "1 2 3 4"
              units: "0.5rem 12px"
              sides: { top: 4, leading: "{dimensions.gutter}" }
              card: { content: "{dimensions.gutter} 12" }
              gutter: "{dimensions.gutter}"
              same: "{insets.pair}"
        """

    @Test("one to four lengths in CSS order (top, trailing, bottom, leading), by side with 0 for a side left out, or a reference")
    func forms() throws {
        let result = TestSupport.loadYAML(Self.yaml)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(
            set.themes[0].insets.map { ValueDescription.insets($0.value) } == [
                "top 8, leading 8, bottom 8, trailing 8",
                "top 8, leading 16, bottom 8, trailing 16",
                "top 8, leading 16, bottom 4, trailing 16",
                "top 1, leading 4, bottom 3, trailing 2",
                "top 8, leading 12, bottom 8, trailing 12",
                "top 4, leading 20, bottom 0, trailing 0",
                "top 20, leading 12, bottom 20, trailing 12",
                "top 20, leading 20, bottom 20, trailing 20",
                "top 8, leading 16, bottom 8, trailing 16",
            ])
    }

    @Test("the generated code reads them back as CGFloat sides and describes them as the doc comments do")
    func generated() throws {
        let program = """
            let insets = ThemeID.regular.theme.insets
            print(insets.four.top, insets.four.leading, insets.four.bottom, insets.four.trailing, "|", insets.card.content, "|", ThemeID.regular.theme.inset(.sides))
            """
        let generated = try TestSupport.generate([("t.yaml", Self.yaml)])
        #expect(
            try SwiftCompiler.compileAndRun(generated: generated, main: "import Foundation\n" + program)
                == "1.0 4.0 3.0 2.0 | top 20, leading 12, bottom 20, trailing 12 | top 4, leading 20, bottom 0, trailing 0\n")
        #expect(generated.contains("        /// `card.content`:\n        /// - Regular: top 20, leading 12, bottom 20, trailing 12\n        var content: ThemeInsets"))
    }

    @Test("too many lengths, a bad length, a reference to another type and an unknown side are located")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        colors: { primary: "#000" }
                        insets:
                          a: "1 2 3 4 5"
                          b: "8 wide"
                          c: { top: "{colors.primary}", left: 4 }
                          d: [1, 2]
                        """))) == [
                    "t.yaml:5:10: error: inset 'a' has 5 lengths ('1 2 3 4 5'); write one to four, as in CSS: '8', '8 16', '8 16 4' or '8 16 4 12' (top, trailing, bottom, leading)",
                    "t.yaml:6:10: error: invalid dimension 'wide' for inset 'b': expected a number of points, or a number with the unit 'pt', 'px' or 'rem', such as '16pt' or '1.5rem'",
                    "t.yaml:7:17: error: the top of inset 'c' can only refer to a number or a dimension, but '{colors.primary}' refers to a color",
                    "t.yaml:7:37: error: unknown key 'left' in inset 'c'; expected 'top', 'leading', 'bottom' or 'trailing'",
                    "t.yaml:8:10: error: inset 'd' must be a length, a string of one to four lengths, or { top, leading, bottom, trailing }, not a list",
                ])
    }
}
