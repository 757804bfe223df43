import Foundation
import Testing

@testable import ThemeGenCore

/// Contrast requirements: WCAG 2.x ratios checked in every theme and appearance, located warnings, and
/// the Apptentive guide's pairs built in for style sheets.
@Suite("Contrast checks")
struct ContrastTests {
    @Test("the WCAG 2.x ratio: black on white is 21, #777777 on white 4.48, a colour on itself 1; translucency composites")
    func ratios() {
        let white = RGBA(red: 1, green: 1, blue: 1)
        let black = RGBA(red: 0, green: 0, blue: 0)
        #expect(abs(Contrast.ratio(of: black, on: white, over: white) - 21) < 1e-9)
        #expect(abs(Contrast.ratio(of: RGBA(red8: 0x77, green8: 0x77, blue8: 0x77), on: white, over: white) - 4.478) < 1e-3)
        #expect(Contrast.ratio(of: white, on: white, over: white) == 1)
        #expect(Contrast.ratio(of: black.withAlpha(0), on: white, over: white) == 1, "a fully transparent foreground is the background")
        #expect(abs(Contrast.ratio(of: white, on: black.withAlpha(0), over: black) - 21) < 1e-9, "a transparent background shows the backdrop")
    }

    @Test("a pair below its minimum warns at the pair, naming theme, appearance and ratio; each appearance once")
    func warnings() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    """
                    contrast:
                      - { foreground: colors.text, background: "{colors.background}" }
                      - { foreground: hint, background: colors.background, minimum: 3 }
                    themes:
                      Light:
                        colors:
                          text: { light: "#777777", dark: "#FFFFFF" }
                          hint: "#BBBBBB"
                          background: { light: "#FFFFFF", dark: "#000000" }
                    """)) == [
                    "t.yaml:2:5: warning: in theme 'Light' (light and light high contrast), 'text' #777777 on 'background' #FFFFFF has a contrast of 4.47:1, below the minimum of 4.5:1",
                    "t.yaml:3:5: warning: in theme 'Light' (light and light high contrast), 'hint' #BBBBBB on 'background' #FFFFFF has a contrast of 1.91:1, below the minimum of 3:1",
                ])
    }

    @Test("a pair naming no colour, or a minimum out of range, is an error")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    """
                    contrast:
                      - { foreground: colors.txt, background: colors.background }
                      - { foreground: text, background: background, minimum: 30 }
                    themes:
                      Only: { colors: { text: "#000000", background: "#FFFFFF" } }
                    """)) == [
                    "t.yaml:2:5: error: the contrast pair names the color 'txt', which no theme defines; did you mean 'text'?",
                    "t.yaml:3:58: error: the minimum of a 'contrast' entry must be from 1 to 21, not 30",
                ])
    }

    @Test("a pair naming a colour whose reference is broken gets no error of its own: the reference's is the cause")
    func brokenColor() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    """
                    contrast:
                      - { foreground: colors.text, background: colors.button }
                    themes:
                      Only: { colors: { brand: "#336699", text: "#FFFFFF", button: "{colors.brnad}" } }
                    """)) == [
                    "t.yaml:4:64: error: the reference '{colors.brnad}' names no color; did you mean '{colors.brand}'?"
                ])
    }

    @Test("an Apptentive style sheet gets the guide's pairs: primary, secondary and failure on the background")
    func apptentive() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>PrimaryColor</key><string>#FFFFFF</string>
                <key>SecondaryColor</key><string>#FAFAFA</string>
                <key>FailureColor</key><string>#800000</string>
                <key>BackgroundColor</key><string>#000000</string>
            </dict>
            </plist>
            """
        #expect(
            TestSupport.lines(TestSupport.load([("ApptentiveStyles.plist", plist)])) == [
                "ApptentiveStyles.plist:3:1: warning: in theme 'ApptentiveStyles' (every appearance), 'com.apptentive.color.failure' #800000 on 'com.apptentive.color.cellBackground' #000000 has a contrast of 1.91:1, below the minimum of 4.5:1 (the Apptentive guide asks the failure color to contrast well with the background)"
            ])
    }
}
