import Testing

@testable import ThemeGenCore

/// `shadows`: one layer or a list of layers, each a colour (any colour form or a reference) and lengths.
@Suite("Shadows")
struct ShadowTests {
    static let yaml = """
        themes:
          Light:
            colors: { black: "#000000" }
            dimensions: { lift: 4 }
            shadows:
              card:
                - { color: { ref: "{colors.black}", alpha: 0.12 }, y: 1, blur: 3 }
                - { color: "rgba(0, 0, 0, 0.08)", y: "{dimensions.lift}", blur: 12, spread: -2 }
              focus: { color: "{colors.black}", spread: 3 }
              same: "{shadows.focus}"
          Dark:
            extends: Light
            colors: { black: "#101010" }
        """

    @Test("layers in order, lengths 0 when left out, colours and lengths by reference after inheritance")
    func layers() throws {
        let result = TestSupport.loadYAML(Self.yaml)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(
            set.themes.map { $0.shadows.map { "\($0.key): \(ValueDescription.shadow($0.value))" } } == [
                [
                    "card: x 0, y 1, blur 3, spread 0, #0000001F; x 0, y 4, blur 12, spread -2, #00000014",
                    "focus: x 0, y 0, blur 0, spread 3, #000000", "same: x 0, y 0, blur 0, spread 3, #000000",
                ],
                [
                    "card: x 0, y 1, blur 3, spread 0, #1010101F; x 0, y 4, blur 12, spread -2, #00000014",
                    "focus: x 0, y 0, blur 0, spread 3, #101010", "same: x 0, y 0, blur 0, spread 3, #101010",
                ],
            ])
    }

    @Test("the generated shadow reads its layers back and describes itself as the doc comments do")
    func generated() throws {
        let program = """
            let card = ThemeID.dark.theme.shadows.card
            print(card.layers.count, card.layers[1].y, card.layers[1].spread, card.layers[0].color.light.hex, "|", ThemeID.light.theme.shadow(.focus))
            """
        #expect(
            try SwiftCompiler.compileAndRun(generated: try TestSupport.generate([("t.yaml", Self.yaml)]), main: program)
                == "2 4.0 -2.0 #1010101F | x 0, y 0, blur 0, spread 3, #000000\n")
    }

    @Test("a layer without a colour, a negative blur, an empty list and an unknown field are located")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        shadows:
                          a: { y: 2 }
                          b: { color: "#000", blur: -1 }
                          c: []
                          d: { color: "#000", offset: 2 }
                          e: [{ color: "#000" }, { color: "{colors.none}" }]
                        """))) == [
                    "t.yaml:4:10: error: shadow 'a' needs a 'color'",
                    "t.yaml:5:33: error: the blur of shadow 'b' must be from 0 to 100000 points, not -1",
                    "t.yaml:6:10: error: shadow 'c' must have at least one layer",
                    "t.yaml:7:27: error: unknown key 'offset' in shadow 'd'; expected 'color', 'x', 'y', 'blur' or 'spread'",
                    "t.yaml:8:39: error: the reference '{colors.none}' names no color",
                ])
    }
}
