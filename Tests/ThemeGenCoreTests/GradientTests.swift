import Testing

@testable import ThemeGenCore

/// `gradients`: linear by angle or points, or radial, with stops spread evenly or located.
@Suite("Gradients")
struct GradientTests {
    static let yaml = """
        themes:
          Main:
            colors: { brand: "#2060C0" }
            dimensions: { glow: 120 }
            gradients:
              hero: { angle: 90, stops: ["{colors.brand}", "#000000"] }
              fade: { start: [0, 0], end: [0, 1], stops: [{ color: "#FFFFFF", location: 0 }, { color: { ref: "#FFFFFF", alpha: 0 }, location: 0.8 }] }
              down: { stops: ["#FF0000", "#00FF00", "#0000FF"] }
              glow: { type: radial, radius: "{dimensions.glow}", stops: ["#FFFFFF", "#FFFFFF00"] }
        """

    @Test("an angle as CSS has it, points, evenly spread stops, a radial radius from a dimension")
    func forms() throws {
        let result = TestSupport.loadYAML(Self.yaml)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(
            set.themes[0].gradients.map { ValueDescription.gradient($0.value) } == [
                "linear from (0, 0.5) to (1, 0.5): #2060C0 at 0, #000000 at 1",
                "linear from (0, 0) to (0, 1): #FFFFFF at 0, #FFFFFF00 at 0.8",
                "linear from (0.5, 0) to (0.5, 1): #FF0000 at 0, #00FF00 at 0.5, #0000FF at 1",
                "radial at (0.5, 0.5), radius 120: #FFFFFF at 0, #FFFFFF00 at 1",
            ])
        #expect(Gradient.line(angle: 0) == (Gradient.UnitPoint(x: 0.5, y: 1), Gradient.UnitPoint(x: 0.5, y: 0)))
        #expect(Gradient.line(angle: 45).end == Gradient.UnitPoint(x: 0.853553391, y: 0.146446609))
    }

    @Test("the generated gradient reads back its shape and stops")
    func generated() throws {
        let program = """
            let gradients = ThemeID.main.theme.gradients
            print(gradients.glow, "|", gradients.hero.stops.count, gradients.down.stops[1].location)
            if case .linear(let startX, _, let endX, _) = gradients.hero.kind { print(startX, endX) }
            """
        #expect(
            try SwiftCompiler.compileAndRun(generated: try TestSupport.generate([("t.yaml", Self.yaml)]), main: program) == """
                radial at (0.5, 0.5), radius 120: #FFFFFF at 0, #FFFFFF00 at 1 | 2 0.5
                0.0 1.0

                """)
    }

    @Test("a wrong type, too few stops, half-located or unordered stops and a radial without radius are located")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        gradients:
                          a: { type: conic, stops: ["#000", "#fff"] }
                          b: { stops: ["#000"] }
                          c: { stops: [{ color: "#000", location: 0 }, "#fff"] }
                          d: { stops: [{ color: "#000", location: 0.5 }, { color: "#fff", location: 0.2 }] }
                          e: { type: radial, stops: ["#000", "#fff"] }
                          f: { angle: 90, end: [1, 1], stops: ["#000", "#fff"] }
                          g: { type: radial, radius: -5, stops: ["#000", "#fff"] }
                          h: { stops: [{ color: "#000" }, { color: "#fff" }] }
                        """))) == [
                    "t.yaml:4:18: error: unknown gradient type 'conic' for gradient 'a'; expected 'linear' or 'radial'",
                    "t.yaml:5:19: error: gradient 'b' needs 'stops': a list of at least two colors",
                    "t.yaml:6:20: error: give every stop of gradient 'c' as { color, location }, or every stop as a color (they are then spread evenly)",
                    "t.yaml:7:81: error: the location of stop 2 of gradient 'd' is 0.2, before the previous stop's 0.5; stops go in order",
                    "t.yaml:8:10: error: gradient 'e' is radial and needs a 'radius'",
                    "t.yaml:9:23: error: gradient 'f' gives both 'angle' and 'end'; give one or the other",
                    "t.yaml:10:34: error: the radius of gradient 'g' must be from 0 to 100000 points, not -5",
                    "t.yaml:11:20: error: stop 1 of gradient 'h' needs a 'color' and a 'location'",
                    "t.yaml:11:39: error: stop 2 of gradient 'h' needs a 'color' and a 'location'",
                ])
    }
}
