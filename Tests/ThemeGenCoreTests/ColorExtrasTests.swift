import Testing

@testable import ThemeGenCore

/// A generated colour keeps its high-contrast variants and platform colour apart, in the table it was
/// read from, so that it is small; to its users it is the same value wherever it was read.
@Suite("A colour's extras, kept apart")
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
                func plainSize<Value: BitwiseCopyable>(_ type: Value.Type) -> Int { MemoryLayout<Value>.stride }
                print(plainSize(ThemeColor.self))
                """)
        #expect(
            printed == """
                #000000 #FFFFFF #000000 #FFFFFF
                true 1 true
                true opaqueSeparator 0.5
                false #111827 #F9FAFB true
                96

                """)
    }

    @Test("a template that reads a colour with extras from a table of enum values stops the program, saying so")
    func outsideTable() throws {
        let generated = try TestSupport.generate([("t.yaml", TestSupport.oneTheme("colors:\n  a: \"#112233\""))])
        let plain = "print(ThemeColor(tableEntry: ThemeTables.entries(\"#C7C8CC // x\")[0]))\n"
        #expect(try SwiftCompiler.compileAndRun(generated: generated, main: plain) == "#C7C8CC\n")
        let system = "print(ThemeColor(tableEntry: ThemeTables.entries(\"system separator #C7C8CC // x\")[0]))\n"
        do {
            let printed = try SwiftCompiler.compileAndRun(generated: generated, main: system)
            Issue.record("the program ran and printed \(printed)")
        } catch {
            let message = "Fatal error: themegen: a colour was read from a table of enum values, which keeps no colour extras; read colours through a Table"
            #expect("\(error)".contains(message), "\(error)")
        }
    }
}
