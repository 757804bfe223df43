import Testing

@testable import ThemeGenCore

/// How mode names are read as appearances, by every token format: one rule, tried on the names real
/// projects write.
@Suite("Appearance names")
struct AppearanceNameTests {
    @Test(
        "names that are only an appearance, in the casings and separators projects write",
        arguments: [
            ("light", "light"), ("Light", "light"), ("DARK", "dark"), ("day", "light"), ("Night", "dark"),
            ("Light HC", "lightHighContrast"), ("light-hc", "lightHighContrast"), ("dark_hc", "darkHighContrast"),
            ("lightHighContrast", "lightHighContrast"), ("darkHighContrast", "darkHighContrast"), ("Dark High Contrast", "darkHighContrast"),
            ("high-contrast-dark", "darkHighContrast"), ("HC Light", "lightHighContrast"), ("light.highcontrast", "lightHighContrast"),
        ])
    func plain(_ name: String, _ appearance: String) {
        #expect(AppearanceName(name) == AppearanceName(appearance: appearance, theme: nil))
    }

    @Test(
        "names that are a theme's appearance keep the theme's words as written",
        arguments: [
            ("brand-a-light", "light", "brand-a"), ("brand-b-dark", "dark", "brand-b"), ("dark-dimmed", "dark", "dimmed"),
            ("sds_light", "light", "sds"), ("brand_b_light", "light", "brand_b"), ("classic-day", "light", "classic"),
            ("electric-lime-night-high-contrast", "darkHighContrast", "electric-lime"), ("Acme Dark HC", "darkHighContrast", "Acme"),
            ("light-tritanopia", "light", "tritanopia"),
        ])
    func themed(_ name: String, _ appearance: String, _ theme: String) {
        #expect(AppearanceName(name) == AppearanceName(appearance: appearance, theme: theme))
    }

    @Test("names that are no appearance", arguments: ["Acme", "regular", "compact", "high-contrast", "hc", "lightning", "darkness", "light-dark", "Global", ""])
    func none(_ name: String) {
        #expect(AppearanceName(name) == nil)
    }

    @Test("a configuration's mapping decides alone: the names it maps, and no others")
    func mapped() {
        let roles = TokenModifierRoles(appearances: ["light": Located("Sunny", at: .startOf("themegen.yml")), "dark": Located("Moon", at: .startOf("themegen.yml"))])
        #expect(roles.appearance(ofMode: "Sunny") == AppearanceName(appearance: "light", theme: nil))
        #expect(roles.appearance(ofMode: "Moon") == AppearanceName(appearance: "dark", theme: nil))
        #expect(roles.appearance(ofMode: "light") == nil)
        #expect(TokenModifierRoles().appearance(ofMode: "light") == AppearanceName(appearance: "light", theme: nil))
    }
}
