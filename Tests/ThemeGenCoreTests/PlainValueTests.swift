import Testing

@testable import ThemeGenCore

/// `durations`, `booleans` and `strings`: plain values, nested, inherited and referred to like numbers.
@Suite("Durations, booleans and strings")
struct PlainValueTests {
    static let yaml = """
        themes:
          Calm:
            durations: { fast: 0.15, standard: "250ms", slow: 1.5s }
            booleans: { showsBadges: true, rounded: { buttons: false } }
            strings: { tagline: "Quiet \\"and\\" calm\\n", iconName: leaf }
          Lively:
            extends: Calm
            durations: { standard: "{durations.fast}" }
            booleans: { showsBadges: "{booleans.rounded.buttons}" }
            strings: { tagline: Lively }
        """

    @Test("each reads back from the generated code, strings escaped")
    func generated() throws {
        let program = """
            for id in ThemeID.allCases {
                let theme = id.theme
                let standard: TimeInterval = theme.durations.standard
                print(theme.durations.fast, standard, theme.duration(.slow), theme.booleans.showsBadges, theme.booleans.rounded.buttons,
                      theme.strings.tagline.debugDescription, theme.string(.iconName), BooleanKey.roundedButtons.rawValue)
            }
            """
        let generated = try TestSupport.generate([("t.yaml", Self.yaml)])
        #expect(
            try SwiftCompiler.compileAndRun(generated: "import Foundation\n" + generated, main: "import Foundation\n" + program) == """
                0.15 0.25 1.5 true false "Quiet \\"and\\" calm\\n" leaf rounded.buttons
                0.15 0.15 1.5 false false "Lively" leaf rounded.buttons

                """)
        #expect(generated.contains("        /// `standard`:\n        /// - Calm: 0.25 s\n        /// - Lively: 0.15 s\n"))
        #expect(generated.contains("        Quiet%20%22and%22%20calm%0A // tagline\n"))
    }

    @Test("wrong values are located")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        durations: { a: 2min, b: -1, c: [1] }
                        booleans: { d: yes, e: 1 }
                        strings: { f: 1.10, g: true, h: [x] }
                        """))) == [
                    "t.yaml:3:21: error: invalid duration '2min' for duration 'a': unknown unit 'min'; expected 's' or 'ms'",
                    "t.yaml:3:30: error: duration 'b' must be from 0 to 86400 seconds, not -1",
                    "t.yaml:3:37: error: duration 'c' must be a number of seconds or a duration with a unit, such as '250ms' or '1.5s', not a list",
                    "t.yaml:4:20: error: boolean 'd' must be true or false, not `yes`",
                    "t.yaml:4:28: error: boolean 'e' must be true or false, not `1`",
                    "t.yaml:5:19: error: string 'f' is the YAML number 1.10; write \"1.10\" in quotes to use it as a string",
                    "t.yaml:5:28: error: string 'g' is the YAML boolean true; write \"true\" in quotes to use it as a string",
                    "t.yaml:5:37: error: string 'h' must be a string, not a list",
                ])
    }
}
