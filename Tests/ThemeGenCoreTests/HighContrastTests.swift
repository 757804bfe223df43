import Testing

@testable import ThemeGenCore

/// `lightHighContrast` and `darkHighContrast`: the colours for the Increase Contrast setting.
@Suite("High-contrast variants")
struct HighContrastTests {
    static let yaml = """
        themes:
          Main:
            colors:
              text: { light: "#333333", dark: "#CCCCCC", lightHighContrast: "#000000", darkHighContrast: "#FFFFFF" }
              accent: { light: "#2060C0", dark: "#80A0FF", darkHighContrast: "#C0D0FF" }
              heading: "{colors.text}"
              link: { light: "{colors.accent}", dark: "{colors.accent}" }
              muted: { ref: "{colors.text}", alpha: 0.5 }
        """

    @Test("given variants, and those a reference or a modifier carries along")
    func variants() throws {
        let result = TestSupport.loadYAML(Self.yaml)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(
            set.themes[0].colors.map { "\($0.key): \(ColorVariants.of($0.value, precise: false))" } == [
                "text: light #333333, dark #CCCCCC, lightHighContrast #000000, darkHighContrast #FFFFFF",
                "accent: light #2060C0, dark #80A0FF, darkHighContrast #C0D0FF",
                "heading: light #333333, dark #CCCCCC, lightHighContrast #000000, darkHighContrast #FFFFFF",
                "link: light #2060C0, dark #80A0FF, darkHighContrast #C0D0FF",
                "muted: light #33333380, dark #CCCCCC80, lightHighContrast #00000080, darkHighContrast #FFFFFF80",
            ])
    }

    @Test("the generated colour reads them back; without a high-contrast variant it is the plain one")
    func generated() throws {
        let program = """
            let colors = ThemeID.main.theme.colors
            print(colors.text.lightHighContrast.hex, colors.text.darkHighContrast.hex, colors.accent.lightHighContrast.hex, colors.accent.darkHighContrast.hex)
            print(colors.link, "|", colors.accent.hasVariants)
            """
        #expect(
            try SwiftCompiler.compileAndRun(generated: try TestSupport.generate([("t.yaml", Self.yaml)]), main: program) == """
                #000000 #FFFFFF #2060C0 #C0D0FF
                #2060C0 dark #80A0FF darkHighContrast #C0D0FF | true

                """)
    }

    @Test("a high-contrast variant alone is not enough")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        colors:
                          a: { lightHighContrast: "#000000", darkHighContrast: "#FFFFFF" }
                        """))) == ["t.yaml:4:10: error: color 'a' needs both 'light' and 'dark' variants"])
    }
}
