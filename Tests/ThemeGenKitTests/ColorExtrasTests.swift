import Testing

@testable import ThemeGenKit

/// A colour's high-contrast variants and platform colour, which few colours have: read from any table
/// entry, compared and hashed with the rest, and part of a plain value.
@Suite("A colour's extras")
struct ColorExtrasTests {
    static func colour(_ entry: String) -> ThemeColor {
        ThemeColor(tableEntry: TableEntry.entries(entry)[0])
    }

    @Test("a colour read from any entry keeps its platform colour and variants; one without has no extras")
    func anyEntry() {
        let system = Self.colour("system separator alpha 0.5 #C7C8CC dark #545458 // x")
        #expect(system.system == ThemeColor.System(name: .separator, alpha: 0.5))
        #expect(system.description == "system separator alpha 0.5 #C7C8CC dark #545458")
        let plain = Self.colour("#112233 // y")
        #expect(plain.system == nil && plain.lightHighContrast == plain.light && plain.darkHighContrast == plain.dark)
        #expect(plain == ThemeColor(light: ThemeColor.Components(red: 0x11 / 255, green: 0x22 / 255, blue: 0x33 / 255)))
    }

    @Test("a colour is a plain value, copied without reference counting")
    func plainValue() {
        #expect(_isPOD(ThemeColor.self))
        #expect(MemoryLayout<ThemeColor>.stride == 64)
    }
}
