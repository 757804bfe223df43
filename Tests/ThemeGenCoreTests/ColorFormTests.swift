import Testing

@testable import ThemeGenCore

/// Colours written as CSS functions (`rgb()`, `rgba()`, `hsl()`, `hsla()`) and as `{ red, green, blue,
/// alpha }` components, kept at 16 bits a channel.
@Suite("Colour forms")
struct ColorFormTests {
    private func colors(_ yaml: String) throws -> [String: RGBA] {
        let result = TestSupport.loadYAML(TestSupport.oneTheme(yaml))
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        return Dictionary(uniqueKeysWithValues: set.themes[0].colors.map { ($0.key, $0.value.light) })
    }

    private func lines(_ yaml: String) -> [String] {
        TestSupport.lines(TestSupport.loadYAML(TestSupport.oneTheme(yaml)))
    }

    @Test("rgb() and rgba(), with spaces and '/' or with commas, numbers or percentages")
    func rgb() throws {
        let colors = try colors(
            """
            colors:
              a: rgb(31 78 140)
              b: "rgba(31, 78, 140, 0.5)"
              c: rgb(100% 0% 50% / 25%)
              d: RGB(none 255 0)
              e: "rgb(0, 0, 0, 50%)"
            """)
        #expect(colors["a"].map { ColorText.hex($0, precise: true) } == "#1F4E8C")
        #expect(colors["b"].map { ColorText.hex($0, precise: true) } == "#1F1F4E4E8C8C8000")
        #expect(colors["c"].map { ColorText.hex($0, precise: true) } == "#FFFF00008000" + "4000")
        #expect(colors["d"].map { ColorText.hex($0, precise: true) } == "#00FF00")
        #expect(colors["e"]?.alpha == 32768.0 / 65535)
    }

    @Test("hsl() follows CSS Color 4's conversion; hue in degrees or turns, wrapping")
    func hsl() throws {
        let colors = try colors(
            """
            colors:
              a: hsl(210 50% 40%)
              b: "hsla(120, 100%, 25%, 0.5)"
              c: hsl(0.5turn 100% 50%)
              d: hsl(-240deg 100% 50%)
              e: hsl(0 0% 100%)
            """)
        #expect(colors["a"].map { ColorText.hex($0, precise: true) } == "#336699")
        #expect(colors["b"].map { ColorText.hex($0, precise: true) } == "#0000800000008000", "green 50%: 0x8000 of 0xFFFF")
        #expect(colors["c"].map { ColorText.hex($0, precise: true) } == "#00FFFF")
        #expect(colors["d"].map { ColorText.hex($0, precise: true) } == "#00FF00")
        #expect(colors["e"].map { ColorText.hex($0, precise: true) } == "#FFFFFF")
    }

    @Test("components from 0 to 1 keep 16 bits: an alpha of 0.5 reads back as 0.5 within 1e-4")
    func components() throws {
        let colors = try colors(
            """
            colors:
              a: { red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5 }
              b: { red: 1, green: 0.968, blue: 0.032 }
              c: { light: { red: 1, green: 1, blue: 1 }, dark: "hsl(0 0% 0%)" }
            """)
        let a = try #require(colors["a"])
        #expect(abs(a.alpha - 0.5) < 1e-4 && abs(a.red - 0.2) < 1e-4 && abs(a.green - 0.4) < 1e-4 && abs(a.blue - 0.6) < 1e-4)
        let b = try #require(colors["b"])
        #expect(abs(b.green - 0.968) < 1e-4 && abs(b.blue - 0.032) < 1e-4 && b.alpha == 1)
        #expect(colors["c"].map { ColorText.hex($0) } == "#FFFFFF")
    }

    @Test("every mistake is located and says what is wrong")
    func errors() {
        #expect(
            lines(
                """
                colors:
                  f: rgb(300 0 0)
                  g: rgb(1 2)
                  h: "rgb(1, 2 3)"
                  i: color(rec2020 1 0 0)
                  j: { red: 2, green: 0 }
                  k: { light: "#fff", red: 1 }
                  l: hsl(10px 50% 50%)
                  m: rgb(1 2 3 / 1.5)
                  o: rgb(inf 0 0)
                  p: "rgb(1, 2, 3 / 4)"
                  q: { red: 1.5, green: 0, blue: "0" }
                  r: hsl(0 150% 50%)
                """) == [
                    "t.yaml:4:10: error: invalid color 'rgb(300 0 0)' for color 'f': red must be from 0 to 255 or from 0% to 100%, not 300",
                    "t.yaml:5:10: error: invalid color 'rgb(1 2)' for color 'g': rgb() takes red, green and blue, then optionally an alpha after '/'; found 2 components before it",
                    "t.yaml:6:10: error: invalid color 'rgb(1, 2 3)' for color 'h': rgb() takes red, green and blue, then optionally an alpha after a comma; found 2 components",
                    "t.yaml:7:10: error: invalid color 'color(rec2020 1 0 0)' for color 'i': the color space 'rec2020' is not one ThemeGen keeps; use 'srgb', 'srgb-linear' or 'display-p3', or convert the color to one of them",
                    "t.yaml:8:10: error: color 'j' needs 'red', 'green' and 'blue', each from 0 to 1; 'alpha' may be left out",
                    "t.yaml:9:12: error: color 'k' mixes the variant 'light' with the component 'red'; give each variant its own components, as in 'light: { red: 1, green: 1, blue: 1 }'",
                    "t.yaml:10:10: error: invalid color 'hsl(10px 50% 50%)' for color 'l': hue '10px' must be a number of degrees, or an angle in 'deg' or 'turn'",
                    "t.yaml:11:10: error: invalid color 'rgb(1 2 3 / 1.5)' for color 'm': alpha must be from 0 to 1 or from 0% to 100%, not 1.5",
                    "t.yaml:12:10: error: invalid color 'rgb(inf 0 0)' for color 'o': red 'inf' is not a number",
                    "t.yaml:13:10: error: invalid color 'rgb(1, 2, 3 / 4)' for color 'p': separate the components with commas or with spaces and '/', not both",
                    "t.yaml:14:17: error: red of color 'q' must be from 0 to 1, not 1.5",
                    "t.yaml:14:38: error: blue of color 'q' must be a number, not the string \"0\" (remove the quotes)",
                    "t.yaml:15:10: error: invalid color 'hsl(0 150% 50%)' for color 'r': saturation must be from 0 to 100 or from 0% to 100%, not 150%",
                ])
    }

    @Test("CSS numbers are what CSS allows: no inf, nan or hexadecimal floats")
    func cssNumbers() {
        #expect(["1", "-2.5", ".5", "+3", "1e3", "2.5E-2"].map(CSSNumber.parse) == [1, -2.5, 0.5, 3, 1000, 0.025])
        #expect(["inf", "nan", "0x1p3", "1.", ".", "", "1e", "1e+", "--1"].allSatisfy { CSSNumber.parse($0) == nil })
    }
}
