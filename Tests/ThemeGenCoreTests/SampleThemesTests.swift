import Foundation
import Testing

@testable import ThemeGenCore

/// The samples in themes/ that the README runs: seven blog themes in YAML and the guide's dark-mode
/// style sheet, mixed in one set.
@Suite("Sample themes")
struct SampleThemesTests {
    @Test("all eight load cleanly, in file order, with the declared default")
    func load() throws {
        let result = try TestSupport.loadSampleThemes()
        #expect(result.diagnostics.isEmpty)
        let set = try #require(result.themeSet)
        #expect(
            set.themes.map(\.displayName) == [
                "Solid Blue", "Pretty Pink", "Zen Black", "Light Blue", "Dark Blue", "Dark Green", "Dark Orange", "Dark Mode",
            ])
        #expect(
            set.themes.map(\.swiftName.identifier) == [
                "solidBlue", "prettyPink", "zenBlack", "lightBlue", "darkBlue", "darkGreen", "darkOrange", "darkMode",
            ])
        #expect(set.defaultTheme.displayName == "Solid Blue")
        #expect(set.themes.allSatisfy { $0.colors.count == set.keys(of: .colors).count && $0.fonts.count == set.keys(of: .fonts).count })
    }

    @Test("the style sheet takes the blog keys from the default theme; blog themes derive style-sheet keys")
    func mixing() throws {
        let set = try #require(try TestSupport.loadSampleThemes().themeSet)
        let darkMode = try set.theme("Dark Mode")
        let title = try #require(darkMode.colors.first { $0.key == "sectionHeaderBackground" })
        #expect(title.inheritedFrom == "Solid Blue")
        #expect(try darkMode.font("com.apptentive.header.title") == ThemeFont(typeface: .family("Avenir", face: "Light"), weight: .light, size: 23, textStyle: .body))
        #expect(try darkMode.font("com.apptentive.doneButton").typeface == .family("Avenir", face: "Heavy"))
        #expect(try darkMode.color("com.apptentive.color.collectionBackground").light.hex == "#555555")

        let zen = try set.theme("Zen Black")
        #expect(try zen.color("com.apptentive.color.header.background").light.hex == "#000000")
        #expect(try zen.color("com.apptentive.color.footer.background").light.hex == "#00000080")
        #expect(try zen.font("com.apptentive.button") == ThemeFont(typeface: .family("Helvetica", face: nil), weight: .regular, size: 16, textStyle: .body))
        // Keys whose SDK name a blog key already has are prefixed.
        #expect(set.keys(of: .colors).first { $0.key == "com.apptentive.color.separator" }?.swiftName.identifier == "apptentiveSeparator")
        #expect(set.keys(of: .fonts).first { $0.key == "com.apptentive.body" }?.swiftName.identifier == "apptentiveBody")
    }

    @Test("a broken value in the donor theme is reported once, not again for the style sheet")
    func brokenDonorValue() throws {
        let sheet = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("themes/Dark Mode.plist"), encoding: .utf8)
        let result = TestSupport.load([
            ("Brand.yaml", "themes:\n  Ocean:\n    colors: { accent: \"#0077GE\" }\n"),
            ("Dark Mode.plist", sheet),
        ])
        #expect(
            TestSupport.lines(result) == [
                "Brand.yaml:3:23: error: invalid color '#0077GE' for color 'accent'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'"
            ])
    }
}
