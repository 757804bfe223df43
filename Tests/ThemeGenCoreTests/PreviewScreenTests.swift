import Testing

@testable import ThemeGenCore

/// The preview's sample screens: which value draws each part, where the legend says it came from, and
/// which appearances are drawn.
@Suite("Preview sample screens")
struct PreviewScreenTests {
    /// A theme that leaves most parts to the platform, with a tint from `appearance` and a background with a dark variant.
    static let brand = """
        themes:
          Brand:
            appearance:
              tint: "#FF6600"
            colors:
              text.primary: "#111111"
              background: { light: "#FAFAFA", dark: "#101010" }
              card.background: "#FFFFFF"
            fonts:
              body: { weight: regular, size: 15 }
            dimensions:
              radius.m: 6

        """

    /// A theme that gives every colour part a fixed colour.
    static let plain = """
        themes:
          Plain:
            colors:
              text: "#111111"
              background: "#FAFAFA"
              card: "#FFFFFF"
              separator: "#DDDDDD"
              secondary: "#666666"
              navigationBar: "#EEEEEE"
              navigationBar.title: "#000000"
              accent: "#0055AA"
              onAccent: "#FFFFFF"
              button.primary.background: "#0055AA"
              button.primary.title: "#FFFFFF"

        """

    @Test("a part comes from the appearance setting, else the first of its key names the theme has, else the platform")
    func legend() throws {
        let set = try #require(TestSupport.loadYAML(Self.brand).themeSet)
        let roles = PreviewScreenRoles(try set.theme("Brand"))
        #expect(
            roles.legend.map { "\($0.name): \($0.source.description)" } == [
                "background: colors.background", "text: colors.text.primary", "secondary text: default",
                "accent: appearance tint", "text on accent: default", "separator: default", "card: colors.card.background",
                "navigation bar: default", "navigation title: default", "primary button: default",
                "primary button title: default", "title font: default", "body font: fonts.body", "caption font: default",
                "card shadow: default", "corner radius: dimensions.radius.m",
            ])
        // Defaults follow the parts they sit on: black reads best on the orange tint; the bar is the background.
        #expect(ColorText.hex(roles.color(.onAccent).value.light) == "#000000")
        #expect(roles.color(.navigationBar).value == roles.color(.background).value)
        #expect(roles.color(.button).value == roles.color(.accent).value)
    }

    @Test("the screens are drawn in the appearances the parts' colours differ in; fixed colours make one, for every appearance")
    func appearances() throws {
        let html = PreviewScreen.section(try #require(TestSupport.loadYAML(Self.brand).themeSet))
        let plain = PreviewScreen.section(try #require(TestSupport.loadYAML(Self.plain).themeSet))
        // Brand: its background and the platform's default colours have dark variants, and none has a
        // high-contrast one.
        for caption in ["light", "dark"] {
            #expect(html.contains("aria-label=\"Brand, \(caption)\""), "\(caption)")
        }
        #expect(!html.contains("high contrast"))
        #expect(plain.contains("aria-label=\"Plain, every appearance\""))
        #expect(!plain.contains("aria-label=\"Plain, light\""))
        #expect(
            html.contains(
                "<div class=\"screen\" role=\"group\" aria-label=\"Brand, dark\" style=\"--bg: #101010; --text: #111111; --secondary: #EBEBF599; "
                    + "--accent: #FF6600; --on-accent: #000000; --separator: #54545899; --card: #FFFFFF; --nav: #101010; --nav-title: #111111; "
                    + "--button: #FF6600; --button-title: #000000; --radius: 6px\">"))
        #expect(plain.contains("<div class=\"screen-theme t0\"><h3>Plain</h3>"))
    }
}
