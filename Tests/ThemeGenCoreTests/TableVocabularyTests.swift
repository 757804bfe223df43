import Testing
import ThemeGenKit

@testable import ThemeGenCore

/// The tables have one format and two sides: ThemeGenCore writes them (`TableText`) and ThemeGenKit reads
/// them (`TableEntry`). The names a table may hold are the same on both sides, and what one side writes
/// the other reads back as the same value.
@Suite("The tables' format, written by the core and read by the library")
struct TableVocabularyTests {
    @Test("weights, text styles, platform colours, the mark of a part left out and the Display P3 prefix are the same names on both sides")
    func vocabulary() {
        #expect(FontWeight.allCases.map(\.rawValue) == ThemeGenKit.ThemeFont.Weight.allCases.map(\.rawValue))
        #expect(TextStyle.allCases.map(\.rawValue) == ThemeGenKit.ThemeFont.TextStyle.allCases.map(\.rawValue))
        #expect(SystemColorName.allCases.map(\.rawValue) == ThemeGenKit.ThemeColor.System.Name.allCases.map(\.rawValue))
        #expect(TableText.absent == ThemeGenKit.TableEntry.absent)
        #expect(ColorSpace.displayP3.textPrefix == ThemeGenKit.ThemeColor.Components.displayP3Prefix)
    }

    /// The value a table of the one entry `text` holds, read by the library.
    private func read<Value: Sendable>(_ text: String, _ value: (ThemeGenKit.TableEntry) -> Value) -> Value {
        ThemeGenKit.ThemeTable("\(text) // key", value: value).values[0]
    }

    @Test("a colour with every part, and a plain one, read back as written")
    func colors() {
        let full = ThemeGenCore.ThemeColor(
            light: RGBA(red8: 0x11, green8: 0x22, blue8: 0x33, alpha8: 0x80), dark: RGBA(red: 0.5, green: 0.25, blue: 1, space: .displayP3),
            system: SystemColor(name: .separator, alpha: 0.5), lightHighContrast: RGBA(red8: 0, green8: 0, blue8: 0),
            darkHighContrast: RGBA(red8: 255, green8: 255, blue8: 255))
        let written = TableText.color(full)
        #expect(written == "system separator alpha 0.5 #11223380 dark p3#80004000FFFF lightHighContrast #000000 darkHighContrast #FFFFFF")
        let color = read(written, ThemeGenKit.ThemeColor.init(tableEntry:))
        #expect(color.description == "system separator alpha 0.5 #11223380 dark p3#8040FF lightHighContrast #000000 darkHighContrast #FFFFFF")
        #expect(color.dark.space == .displayP3 && abs(color.dark.green - 0.25) < 1e-4)
        let plain = read(TableText.color(ThemeGenCore.ThemeColor(light: RGBA(red8: 1, green8: 2, blue8: 3))), ThemeGenKit.ThemeColor.init(tableEntry:))
        #expect(plain.description == "#010203" && plain.system == nil && !plain.hasVariants)
    }

    @Test("fonts of each typeface, with a line height, a letter spacing, fallbacks and a text style, read back as written")
    func fonts() {
        let fonts = [
            ThemeGenCore.ThemeFont(typeface: .system, weight: .bold, size: 17, textStyle: .headline),
            ThemeGenCore.ThemeFont(
                typeface: .family("Avenir Next", face: "Demi Bold"), weight: .semibold, size: 22.5, lineHeight: 28.6, letterSpacing: -0.5,
                fallbackFamilies: ["Helvetica Neue", "Arial"]),
            ThemeGenCore.ThemeFont(typeface: .family("Inter", face: nil), weight: .regular, size: 15),
            ThemeGenCore.ThemeFont(typeface: .named("Helvetica-Oblique"), weight: .regular, size: 12, textStyle: .caption1),
        ]
        #expect(
            fonts.map { read(TableText.font($0), ThemeGenKit.ThemeFont.init(tableEntry:)).description } == [
                "system, bold, 17 pt, headline",
                "Avenir Next Demi Bold, semibold, 22.5 pt, line height 28.6 pt, letter spacing -0.5 pt, else Helvetica Neue, Arial",
                "Inter, regular, 15 pt",
                "Helvetica-Oblique, 12 pt, caption1",
            ])
    }
}
