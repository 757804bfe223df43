import Foundation
import Testing

@testable import ThemeGenCore

/// `opacities`: numbers from 0 to 1, or percentages, nested, inherited and referred to like numbers; the
/// group added through its descriptor alone (CONTRIBUTING.md, "Adding a value group").
@Suite("Opacities")
struct OpacityTests {
    static let yaml = """
        themes:
          Light:
            opacities: { disabled: 0.4, scrim: "50%", overlay: { pressed: 12.5% } }
          Dark:
            extends: Light
            opacities: { scrim: "{opacities.overlay.pressed}" }
        """

    @Test("each reads back from the generated code, as a member and by key")
    func generated() throws {
        let program = """
            for id in ThemeID.allCases {
                let theme = id.theme
                let scrim: Double = theme.opacities.scrim
                print(theme.opacities.disabled, scrim, theme.opacity(.overlayPressed), OpacityKey.overlayPressed.rawValue)
            }
            """
        let generated = try TestSupport.generate([("t.yaml", Self.yaml)])
        #expect(
            try SwiftCompiler.compileAndRun(generated: generated, main: program) == """
                0.4 0.5 0.125 overlay.pressed
                0.4 0.125 0.125 overlay.pressed

                """)
    }

    @Test("the generated struct documents every theme's value")
    func snippet() throws {
        let generated = try TestSupport.generate([("t.yaml", Self.yaml)])
        #expect(
            try SnippetReferenceTests.declaration("nonisolated struct Opacities", in: generated) == #"""
                    /// The opacities of a theme.
                    nonisolated struct Opacities: Sendable {
                        let theme: Theme

                        /// `disabled`:
                        /// - Light: 0.4
                        /// - Dark: 0.4
                        var disabled: Double { theme.opacity(.disabled) }

                        /// `scrim`:
                        /// - Light: 0.5
                        /// - Dark: 0.125
                        var scrim: Double { theme.opacity(.scrim) }

                        /// The `overlay` group.
                        var overlay: OverlayOpacities { OverlayOpacities(theme: theme) }
                    }
                """#)
    }

    @Test("wrong values are located")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        opacities: { a: 1.5, b: "-10%", c: half, d: "0.5", e: [1], f: "{opacities.none}" }
                        """))) == [
                    "t.yaml:3:21: error: opacity 'a' must be from 0 to 1 (0% to 100%), not 1.5",
                    "t.yaml:3:29: error: opacity 'b' must be from 0 to 1 (0% to 100%), not -0.1",
                    "t.yaml:3:40: error: opacity 'c' must be a number from 0 to 1 or a percentage, not 'half'",
                    "t.yaml:3:49: error: opacity 'd' must be a number, not the string \"0.5\" (remove the quotes)",
                    "t.yaml:3:59: error: opacity 'e' must be a number, not a list",
                    "t.yaml:3:67: error: the reference '{opacities.none}' names no opacity",
                ])
    }

    @Test("diff names the group like any other, with the edit each change comes from")
    func diff() throws {
        let old = try #require(TestSupport.loadYAML(Self.yaml).themeSet)
        let edited = Self.yaml.replacingOccurrences(of: "pressed: 12.5%", with: "pressed: 0.2")
        let new = try #require(TestSupport.loadYAML(edited).themeSet)
        #expect(
            DiffText.render(ThemeSetComparison.diff(from: old, to: new)) == """
                3 values changed in 2 themes (1 edited, 2 through inheritance or references).

                Light
                  opacities.overlay.pressed: 0.125 → 0.2 (edited at t.yaml:3)

                Dark
                  opacities.scrim: 0.125 → 0.2 (through opacities.overlay.pressed, from Light's opacities.overlay.pressed (t.yaml:3))
                  opacities.overlay.pressed: 0.125 → 0.2 (inherited from Light, from Light's opacities.overlay.pressed (t.yaml:3))

                """)
    }

    @Test("the preview draws an opacity as a chip of that opacity, labelled, with its value")
    func preview() {
        #expect(
            PreviewCells.opacity(0.125, label: "Dark: scrim")
                == #"<span class="chip" role="img" aria-label="Dark: scrim" style="--c: rgba(0, 113, 227, 0.125)"></span><div class="value">0.125</div>"#)
    }
}
