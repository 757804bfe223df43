import Foundation
import Testing

@testable import ThemeGenCore

/// Six public design systems' token folders (`Tests/TokenProjects`, copied unchanged) generate as they
/// are, compile to object code, and give the values read by hand from their files: light, dark and
/// high-contrast colours, aliases of aliases, typography, shadows, dimensions and Tokens Studio's math.
@Suite("Real token projects")
struct TokenProjectAcceptanceTests {
    static let projects = TestSupport.packageRoot.appendingPathComponent("Tests/TokenProjects")

    /// Every file below `folder` (relative to `Tests/TokenProjects`) that a named folder's rule reads, loaded.
    static func load(_ folder: String) throws -> ThemeLoader.Result {
        ThemeLoader.load(try files(folder))
    }

    /// Every file below `folder` (relative to `Tests/TokenProjects`) that a named folder's rule reads, by
    /// its path from `Tests/TokenProjects`.
    static func files(_ folder: String) throws -> [SourceFile] {
        let root = projects.appendingPathComponent(folder)
        let subpaths = try #require(FileManager.default.subpaths(atPath: root.path)).sorted()
        var files: [SourceFile] = []
        for subpath in subpaths where ThemeFiles.isRead(inNamedFolder: subpath.split(separator: "/").map(String.init)) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(subpath).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files.append(SourceFile(path: "\(folder)/\(subpath)", contents: try Data(contentsOf: root.appendingPathComponent(subpath))))
        }
        return files
    }

    /// The loaded set, which must have no error, and its generated Swift compiled to object code.
    static func generated(_ folder: String) throws -> ThemeSet {
        let result = try load(folder)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(TestSupport.lines(result).prefix(5))")
        let set = try #require(result.themeSet)
        #expect(try SwiftCompiler.compileObject(try Generator.generate(set).source) == "", "\(folder) compiles")
        return set
    }

    private static func color(_ theme: Theme, _ key: String) throws -> String {
        ColorVariants.of(try theme.color(key), precise: false)
    }

    @Test("Element's Compound: Global and iOS in every theme, the four appearances, iOS typography")
    func compound() throws {
        let set = try Self.generated("compound/tokens")
        #expect(set.themes.map(\.displayName) == ["tokens"])
        let theme = set.themes[0]
        // theme-light.json, theme-dark.json, theme-light-hc.json, theme-dark-hc.json: color.theme.bg, color.gray.100.
        // (A high-contrast variant the same as its appearance's is not repeated.)
        #expect(try Self.color(theme, "theme.bg") == "light #FFFFFF, dark #101317")
        #expect(try Self.color(theme, "gray.100") == "light #FBFCFD, dark #14171B, lightHighContrast #F7F9FA, darkHighContrast #181A1F")
        // theme-semantics.json: color.bg.canvas.default is {color.theme.bg}.
        #expect(try Self.color(theme, "bg.canvas.default") == "light #FFFFFF, dark #101317")
        // cross-platform.json: space.scale is 4; 0_5x is {space.scale} * 0.5, 1_5x * 1.5, 6x is 24.
        #expect(try theme.dimension("space.0_5x") == 2)
        #expect(try theme.dimension("space.1_5x") == 6)
        #expect(try theme.dimension("space.6x") == 24)
        // platform-ios.json: font.body.sm.regular is SF Pro (the system font), 13, line height 18 (px), letter spacing -0.6% of 13, weight 400.
        let body = try theme.font("font.body.sm.regular")
        #expect(body.typeface == .system && body.weight == .regular && body.size == 13 && body.lineHeight == 18)
        #expect(abs((body.letterSpacing ?? 0) + 0.078) < 1e-9)
    }

    @Test("Designsystemet: size × typography × colour themes, light and dark, math with floor()")
    func designsystemet() throws {
        let set = try Self.generated("designsystemet/design-tokens")
        #expect(set.themes.count == 48)
        let medium = try set.theme("medium Primary accent")
        // primitives/modes/color-scheme/{light,dark}/designsystemet.json: designsystemet.accent.1 and .2.
        #expect(try Self.color(medium, "designsystemet.accent.1") == "light #FFFFFF, dark #0C1927")
        #expect(try Self.color(medium, "designsystemet.accent.2") == "light #EEF4FA, dark #102033")
        // semantic/style.json typography.heading.2xl: font-size.10 (60 in medium), line-height.sm (130%), letter-spacing.1 (-1%).
        let heading = try medium.font("heading.2xl")
        #expect(heading.size == 60 && abs((heading.lineHeight ?? 0) - 78) < 1e-9 && abs((heading.letterSpacing ?? 0) + 0.6) < 1e-9)
        #expect(heading.typeface == .family("Inter", face: "Medium") && heading.weight == .medium)
        // size.1 is {_size.1}, floor({_size.unit} * 1), and unit is step / base * mode-font-size: 4 / 18 * 18 in medium, * 16 in small.
        #expect(try medium.dimension("size.1") == 4)
        let small = try set.theme("small Primary accent")
        #expect(try small.dimension("size.1") == 3)
        #expect(try small.dimension("size.30") == 106)
        // shadow.xs is {shadow.100}: rgba(0,0,0,0.16) 0 0 1 0, then rgba(0,0,0,0.12) 0 1 2 0.
        #expect(try ValueDescription.shadow(medium.shadow("xs")) == "x 0, y 0, blur 1, spread 0, #00000029; x 0, y 1, blur 2, spread 0, #0000001F")
    }

    @Test("Figma's Simple Design System: aliases written in another case and spacing, numbers, its default mode")
    func simpleDesignSystem() throws {
        let set = try Self.generated("sds/scripts/tokens")
        let theme = set.themes[0]
        // @color_primitives.brand.100 is #f5f5f5; @color.background.default.default is {@color_primitives.White.1000}, white's 1000 #ffffff.
        #expect(try Self.color(theme, "@color_primitives.brand.100") == "light #F5F5F5")
        #expect(try Self.color(theme, "@color.background.default.default") == "light #FFFFFF")
        // @color.text.default.default is {@color_primitives.Gray.900}: #1e1e1e.
        #expect(try Self.color(theme, "@color.text.default.default") == "light #1E1E1E")
        // @responsive.root-font-size is {@typography_primitives.Scale 03}, scale-03's 16.
        #expect(try theme.number("@responsive.root-font-size") == 16)
        #expect(try theme.number("@typography.title-hero.font-weight") == 700)
        #expect(try theme.string("@typography.title-hero.font-family") == "Inter")
        #expect(try theme.number("@size.space.400") == 16)
    }

    @Test("MetaMask: a Figma Tokens export with $-aliases, its light and dark sets as appearances, shadows with alpha colours")
    func metamask() throws {
        let set = try Self.generated("metamask/src/figma")
        let theme = set.themes[0]
        // tokens.json light.colors / dark.colors.
        #expect(try Self.color(theme, "background.default") == "light #FFFFFF, dark #24272A")
        #expect(try Self.color(theme, "text.default") == "light #24272A, dark #FFFFFF")
        #expect(try Self.color(theme, "primary.default") == "light #0376C9, dark #1098FC")
        // global.L-Display-MD: $fontFamilies.euclid-circular-b, $fontWeights.euclid-circular-b-0 (Medium), $lineHeights.0 (56), $fontSize.7 (48).
        let display = try theme.font("L-Display-MD")
        #expect(display.typeface == .family("Euclid Circular B", face: "Medium") && display.size == 48 && display.lineHeight == 56 && display.letterSpacing == 0)
        #expect(try theme.dimension("fontSize.0") == 10)
        // shadows.xs: #0000001A light, #00000066 dark, x 0 y 2 blur 4 spread 0.
        #expect(try ValueDescription.shadow(theme.shadow("xs")) == "x 0, y 2, blur 4, spread 0, #0000001A dark #00000066")
    }

    @Test("design-system-ia: a resolver whose contexts are brand-a-light … brand-b-dark, by size")
    func resolverProject() throws {
        let set = try Self.generated("design-system-ia/example")
        #expect(set.themes.map(\.displayName) == ["mobile brand-a", "mobile brand-b", "desktop brand-a", "desktop brand-b"])
        let theme = try set.theme("desktop brand-a")
        // semantic.json color.background.canvas is {color.neutral.canvas}: brand-a/light.json #f7f9fc, brand-a/dark.json #0c1220.
        #expect(try Self.color(theme, "background.canvas") == "light #F7F9FC, dark #0C1220")
        #expect(try Self.color(theme, "background.surface") == "light #FFFFFF, dark #11182A")
        #expect(try theme.dimension("radius.sm") == 6)
        #expect(try theme.string("type-font-family.brand") == "Avenir Next")
    }

    @Test("NVE: brand × device × light and dark; a brand's invalid colour leaves its tokens out of every theme")
    func nve() throws {
        let result = try Self.load("nve/tokens")
        #expect(TestSupport.lines(result).contains("nve/tokens/brand/rme.json:62:19: warning: the value of token #/color-shades/brand/000 is not a color ('#fffffff'): DTCG 2025.10 writes { \"colorSpace\": …, \"components\": […] }; ThemeGen also reads #RRGGBB, rgb(), hsl() and color() strings; the token is left out of every theme"))
        let set = try Self.generated("nve/tokens")
        #expect(set.themes.count == 15)
        let nve = try set.theme("NVE desktop")
        let varsom = try set.theme("Varsom desktop")
        let mobile = try set.theme("NVE mobile")
        // public/theme/{light,dark}.json color.brand.background.primary is {color-shades.brand.500}: nve #c8102e, varsom #FF5F1B.
        // (A dark variant the same as light is not repeated.)
        #expect(try Self.color(nve, "brand.background.primary") == "light #C8102E")
        #expect(try Self.color(varsom, "brand.background.primary") == "light #FF5F1B")
        // tertiary: brand.150 light (#FF525D), brand.800 dark (#760a1c); neutrals.background.primary grey.000 / grey.850.
        #expect(try Self.color(nve, "brand.background.tertiary") == "light #FF525D, dark #760A1C")
        #expect(try Self.color(nve, "neutrals.background.primary") == "light #FFFFFF, dark #292B2E")
        #expect(try Self.color(varsom, "neutrals.background.primary") == "light #FFFFFF, dark #003852")
        // public/device: spacing.small is dimension.3x (0.75rem) on desktop, 2x (0.5rem) on mobile; large 6x / 4x.
        #expect(try nve.dimension("spacing.small") == 12)
        #expect(try mobile.dimension("spacing.small") == 8)
        #expect(try nve.dimension("spacing.large") == 24)
        #expect(try mobile.dimension("spacing.large") == 16)
        // color-shades.brand.000 is '#fffffff' in RME: left out of every theme, so of NVE's too.
        #expect(nve.colors.allSatisfy { $0.key != "color-shades.brand.000" })
    }
}
