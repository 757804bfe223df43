import Foundation
import Testing
import ThemeDemo
#if canImport(SwiftUI)
import SwiftUI
#endif

@Suite("ThemeDemo's generated themes")
@MainActor
struct ThemeDemoTests {
    @Test("the themes, in file order, with the declared default")
    func themes() {
        #expect(ThemeID.allCases.map(\.displayName) == ["Apptentive Dark", "Ocean", "Forest"])
        #expect(ThemeID.default == .ocean)
        #expect(ThemeID(storedID: "forest") == .forest)
    }

    @Test("values read back from the generated code")
    func values() {
        let ocean = ThemeID.ocean.theme
        #expect(ocean.colors.accent.light.hex == "#0077BE")
        #expect(ocean.colors.banner.dark.hex == "#06324A")
        #expect(ocean.fonts.title.typeface == .family("Avenir", face: "Heavy"))
        #expect(ocean.fonts.title.size == 22)
        #expect(ocean.numbers.cornerRadius == 12)
        // 15% of the accent #2E7D32 and 85% white, in both appearances: the title reads on it.
        #expect(ThemeID.forest.theme.colors.banner.light.hex == "#E0EBE0")
        #expect(ThemeID.forest.theme.colors.banner.dark.hex == "#E0EBE0")
        let dark = ThemeID.apptentiveDark.theme
        #expect(dark.font(.headerTitle).size == 23 * 1.25)
        #expect(dark.color(.footerBackground).light.hex == "#00000080")
        #expect(dark.colors.accent == ocean.colors.accent)
    }

    #if canImport(SwiftUI)
    @Test("a font the device lacks is SwiftUI's system font of its size and weight, not another font's name in Font.custom")
    func missingFont() {
        let logo = ThemeID.ocean.theme.fonts.logo
        #expect(logo.typeface == .named("AcmeSans-Bold"))
        let weight: Font.Weight? = .regular
        if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
            #expect(logo.font == Font.system(size: 28, weight: weight, design: nil))
        } else {
            #expect(logo.font == Font.system(size: 28, weight: .regular))
        }
    }
    #endif

    @Test("the selection persists under the configured key and falls back to the default")
    func selection() {
        let suite = "ThemeDemoTests"
        let defaults = UserDefaults(suiteName: suite)!
        defaults.removePersistentDomain(forName: suite)
        defer { defaults.removePersistentDomain(forName: suite) }
        let settings = ThemeSettings(defaults: defaults)
        #expect(settings.theme.id == .ocean)
        #expect(settings.selection.fallback == .nothingStored)
        settings.choose(.forest)
        #expect(defaults.string(forKey: "DemoTheme") == "forest")
        #expect(ThemeSettings(defaults: defaults).theme.id == .forest)
        #expect(settings.choices.map(\.name) == ["Apptentive Dark", "Ocean", "Forest"])
    }
}
