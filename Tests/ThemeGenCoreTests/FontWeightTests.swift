import Testing

@testable import ThemeGenCore

/// The nine weights UIKit, AppKit and SwiftUI have, by name or as 100–900, each with a face.
@Suite("Font weights")
struct FontWeightTests {
    static let yaml = """
        themes:
          T:
            typography: { family: Avenir Next, faces: { semibold: Demi Bold, ultraLight: Ultra Light } }
            fonts:
              a: { weight: semibold, size: 17 }
              b: { weight: 800, size: 17 }
              c: { weight: 100, size: 17 }
              d: { weight: bold, size: 17 }
        """

    @Test("names and hundreds; a face given for a weight, or its default face")
    func weights() throws {
        let set = try #require(TestSupport.loadYAML(Self.yaml).themeSet)
        let fonts = set.themes[0].fonts.map { ValueDescription.font($0.value) }
        #expect(
            fonts == [
                "Avenir Next Demi Bold, semibold, 17 pt", "Avenir Next Heavy, heavy, 17 pt",
                "Avenir Next Ultra Light, ultraLight, 17 pt", "Avenir Next Bold, bold, 17 pt",
            ])
        #expect([100, 200, 300, 400, 500, 600, 700, 800, 900].compactMap { FontWeight(number: Double($0)) } == FontWeight.allCases)
        #expect([0, 50, 450, 1000, 950].allSatisfy { FontWeight(number: Double($0)) == nil })
    }

    @Test("the generated code reads every weight back")
    func generated() throws {
        let printed = try SwiftCompiler.compileAndRun(
            generated: try TestSupport.generate([("t.yaml", Self.yaml)]),
            main: "print(ThemeFont.Weight.allCases.map(\\.rawValue), ThemeID.t.theme.fonts.a, ThemeID.t.theme.fonts.b.weight)\n")
        #expect(printed == "[\"ultraLight\", \"thin\", \"light\", \"regular\", \"medium\", \"semibold\", \"bold\", \"heavy\", \"black\"] Avenir Next Demi Bold, semibold, 17 pt heavy\n")
    }

    @Test("a number that is not a hundred from 100 to 900, or a weight as a quoted number, is located")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        fonts:
                          a: { weight: 550, size: 17 }
                          b: { weight: "600", size: 17 }
                          c: { weight: 1000, size: 17 }
                        """))) == [
                    "t.yaml:4:20: error: weight 550 for font 'a' is not a weight; use 100, 200, … 900 (100 is ultraLight, 400 regular, 700 bold, 900 black) or a name such as 'semibold'",
                    "t.yaml:5:20: error: unknown weight '600' for font 'b'; expected 'ultraLight', 'thin', 'light', 'regular', 'medium', 'semibold', 'bold', 'heavy' or 'black'",
                    "t.yaml:6:20: error: weight 1000 for font 'c' is not a weight; use 100, 200, … 900 (100 is ultraLight, 400 regular, 700 bold, 900 black) or a name such as 'semibold'",
                ])
    }
}
