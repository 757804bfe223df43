import Testing

@testable import ThemeGenCore

/// CSS Color 4's `color()` in the spaces ThemeGen keeps: Display P3 stays Display P3 through the tables to
/// `UIColor(displayP3Red:…)`; `srgb` and `srgb-linear` become sRGB; blending across spaces happens in P3.
@Suite("Display P3 and color()")
struct WideGamutColorTests {
    private func colors(_ yaml: String) throws -> [String: ThemeColor] {
        let result = TestSupport.loadYAML(TestSupport.oneTheme(yaml))
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        return Dictionary(uniqueKeysWithValues: try #require(result.themeSet).themes[0].colors.map { ($0.key, $0.value) })
    }

    private func isClose(_ rgba: RGBA?, _ expected: (Double, Double, Double, Double), space: ColorSpace) -> Bool {
        guard let rgba else { return false }
        let tolerance = 1e-4
        return rgba.space == space && abs(rgba.red - expected.0) < tolerance && abs(rgba.green - expected.1) < tolerance
            && abs(rgba.blue - expected.2) < tolerance && abs(rgba.alpha - expected.3) < tolerance
    }

    @Test("color(display-p3 …) keeps its space and 16 bits; srgb and srgb-linear become sRGB")
    func forms() throws {
        let colors = try colors(
            """
            colors:
              pink: color(display-p3 1 0.176 0.333 / 0.5)
              percent: color(Display-P3 100% 50% none)
              plain: color(srgb 0.2 0.4 0.6)
              linear: color(srgb-linear 0.2158605 0 1)
            """)
        #expect(isClose(colors["pink"]?.light, (1, 0.176, 0.333, 0.5), space: .displayP3))
        #expect(isClose(colors["percent"]?.light, (1, 0.5, 0, 1), space: .displayP3))
        #expect(isClose(colors["plain"]?.light, (0.2, 0.4, 0.6, 1), space: .sRGB))
        #expect(colors["linear"]?.light.hex == "#8000FF", "linear 0.2158605 is sRGB 128/255")
        #expect(colors["pink"]?.light.preciseHex == "p3#FFFF2D0E553F8000")
        #expect(colors["percent"]?.light.hex == "p3#FF8000")
    }

    @Test("sRGB converts to Display P3 exactly as CSS Color 4 does; a blend of the two spaces is in P3")
    func conversion() throws {
        #expect(isClose(RGBA(red8: 255, green8: 0, blue8: 0).inDisplayP3, (0.917488, 0.200287, 0.138561, 1), space: .displayP3))
        #expect(isClose(RGBA(red8: 255, green8: 255, blue8: 255).inDisplayP3, (1, 1, 1, 1), space: .displayP3))
        let colors = try colors(
            """
            colors:
              red: color(display-p3 1 0 0)
              half: { mix: ["{colors.red}", "#FFFFFF"] }
              faded: { ref: "{colors.red}", alpha: 0.25 }
            """)
        #expect(isClose(colors["half"]?.light, (1, 0.5, 0.5, 1), space: .displayP3))
        #expect(isClose(colors["faded"]?.light, (1, 0, 0, 0.25), space: .displayP3))
    }

    @Test("mistakes in color() are located and say what is wrong")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        colors:
                          a: color(display-p3 1.2 0 0)
                          b: color(display-p3 1 0)
                          c: color()
                          d: color(display-p3 1 0 0 / 0.5 / 1)
                          e: color(xyz 0.4 0.2 0.1)
                          f: color(display-p3 1 0 0 /)
                        """))) == [
                    "t.yaml:4:10: error: invalid color 'color(display-p3 1.2 0 0)' for color 'a': red must be from 0 to 1 or from 0% to 100%, not 1.2",
                    "t.yaml:5:10: error: invalid color 'color(display-p3 1 0)' for color 'b': color(display-p3 …) takes three components, then optionally '/' and an alpha; found 2 components",
                    "t.yaml:6:10: error: invalid color 'color()' for color 'c': color() needs a color space first: 'srgb', 'srgb-linear' or 'display-p3'",
                    "t.yaml:7:10: error: invalid color 'color(display-p3 1 0 0 / 0.5 / 1)' for color 'd': color() takes a color space, three components, then optionally '/' and an alpha; found more than one '/'",
                    "t.yaml:8:10: error: invalid color 'color(xyz 0.4 0.2 0.1)' for color 'e': the color space 'xyz' is not one ThemeGen keeps; use 'srgb', 'srgb-linear' or 'display-p3', or convert the color to one of them",
                    "t.yaml:9:10: error: invalid color 'color(display-p3 1 0 0 /)' for color 'f': color() takes one number or percentage after '/'",
                ])
    }

    @Test("oklch() and oklab(): CSS Color 4's sRGB red three ways, white, an alpha; beyond sRGB in Display P3 (values by the spec's matrices, worked apart)")
    func oklab() throws {
        let colors = try colors(
            """
            colors:
              red: oklch(0.62796 0.25768 29.2339)
              redInPercent: oklch(62.796% 64.42% 29.2339deg)
              redLab: oklab(0.62796 0.22486 0.12585)
              redRounded: oklch(0.628 0.2577 29.23)
              white: OKLCH(1 0 none)
              brown: oklch(0.4143 0.1245 42.21 / 0.5)
              slate: oklch(0.5 0.1 250)
              wide: oklch(0.65 0.24 30)
            """)
        #expect(colors["red"]?.light.hex == "#FF0000")
        #expect(colors["redInPercent"]?.light.hex == "#FF0000")
        #expect(colors["redLab"]?.light.hex == "#FF0000")
        // Rounded to four digits, red is 0.0002 beyond sRGB in linear light (over `RGBA.gamutTolerance`):
        // kept in Display P3, where sRGB red is #EA3323.
        #expect(colors["redRounded"]?.light.hex == "p3#EA3323")
        #expect(colors["white"]?.light.hex == "#FFFFFF")
        #expect(colors["brown"]?.light.hex == "#802D0080")
        #expect(colors["slate"]?.light.hex == "#32669A")
        #expect(colors["wide"]?.light.hex == "p3#EC4933")
    }

    @Test("mistakes in oklch() and oklab() are located and say what is wrong, a colour beyond Display P3 included")
    func oklabErrors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        colors:
                          a: oklch(0.9 0.4 150)
                          b: oklch(1.2 0 0)
                          c: oklch(0.5 -0.1 0)
                          d: oklab(0.5, 0.1, 0.1)
                          e: oklch(0.5 0.1 20px)
                        """))) == [
                    "t.yaml:4:10: error: invalid color 'oklch(0.9 0.4 150)' for color 'a': the colour lies outside Display P3, the widest gamut ThemeGen keeps; ThemeGen does not gamut-map colours: choose one inside Display P3",
                    "t.yaml:5:10: error: invalid color 'oklch(1.2 0 0)' for color 'b': lightness must be from 0 to 1 or from 0% to 100%, not 1.2",
                    "t.yaml:6:10: error: invalid color 'oklch(0.5 -0.1 0)' for color 'c': chroma must not be negative, not -0.1",
                    "t.yaml:7:10: error: invalid color 'oklab(0.5, 0.1, 0.1)' for color 'd': oklab() takes lightness, a and b, then optionally '/' and an alpha, separated by spaces",
                    "t.yaml:8:10: error: invalid color 'oklch(0.5 0.1 20px)' for color 'e': hue '20px' must be a number of degrees, or an angle in 'deg' or 'turn'",
                ])
    }

    @Test("the tables mark Display P3 colours; the compiled code reads back their space and components")
    func generated() throws {
        let generated = try TestSupport.generate([
            (
                "t.yaml",
                TestSupport.oneTheme(
                    """
                    colors:
                      pink: { light: color(display-p3 1 0.176 0.333), dark: "#FF375F" }
                    """)
            )
        ])
        #expect(generated.contains("        p3#FFFF2D0E553F dark #FF375F // pink\n"))
        #expect(generated.contains("        /// - Only: p3#FF2D55 dark #FF375F\n"))
        let printed = try SwiftCompiler.compileAndRun(
            generated: generated,
            main: """
                let pink = ThemeID.only.theme.colors.pink
                print(pink, pink.light.space, pink.dark.space, pink.light.green)
                """)
        #expect(printed == "p3#FF2D55 dark #FF375F displayP3 sRGB 0.17599755855649654\n")
    }
}
