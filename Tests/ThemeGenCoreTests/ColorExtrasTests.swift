import Testing

@testable import ThemeGenCore

/// A generated colour's high-contrast variants and platform colour, which few colours have: the same
/// value wherever it was read, and a plain value.
@Suite("A colour's extras in generated code")
struct ColorExtrasTests {
    @Test("read from different tables, a colour is equal, hashes alike and has the same variants; it stays a plain value")
    func sameEverywhere() throws {
        let generated = try TestSupport.generate([
            (
                "t.yaml",
                TestSupport.oneTheme(
                    """
                    colors:
                      text: { light: "#111827", dark: "#F9FAFB", lightHighContrast: "#000000", darkHighContrast: "#FFFFFF" }
                      lighter: { light: "#111827", dark: "#F9FAFB" }
                      separator: { ref: opaqueSeparator, alpha: 0.5 }
                    shadows:
                      raised: { color: "{colors.text}", y: 2 }
                      line: { color: "{colors.separator}" }
                    """)
            )
        ])
        let printed = try SwiftCompiler.compileAndRun(
            generated: generated,
            main: """
                let theme = ThemeID.only.theme
                let text = theme.colors.text
                let raised = theme.shadows.raised.layers[0].color
                print(text.lightHighContrast, text.darkHighContrast, raised.lightHighContrast, raised.darkHighContrast)
                print(text == raised, Set([text, raised]).count, text.hashValue == raised.hashValue)
                let line = theme.shadows.line.layers[0].color
                print(theme.colors.separator == line, line.system?.name.rawValue ?? "none", line.system?.alpha ?? 0)
                let lighter = theme.colors.lighter
                print(text == lighter, lighter.lightHighContrast, lighter.darkHighContrast, lighter.system == nil)
                print(_isPOD(ThemeColor.self), MemoryLayout<ThemeColor>.stride)
                """)
        #expect(
            printed == """
                #000000 #FFFFFF #000000 #FFFFFF
                true 1 true
                true opaqueSeparator 0.5
                false #111827 #F9FAFB true
                true 64

                """)
    }
}
