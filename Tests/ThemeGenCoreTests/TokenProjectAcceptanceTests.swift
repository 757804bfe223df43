import Foundation
import Testing

@testable import ThemeGenCore

/// Thirteen public design systems' token folders (`Tests/TokenProjects`, copied unchanged) generate as they
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

    @Test("Designers Italia: DTCG with Tokens Studio's types (boxShadow, fontSizes), rgba() colours; line heights and percentages left out, each file's once; a group named 'theme' renamed")
    func italia() throws {
        let result = try Self.load("italia/tokens")
        #expect(
            TestSupport.lines(result) == [
                "italia/tokens/global.json:5:16: warning: the types 'borderWidth', 'fontFamilies', 'fontSizes', 'lineHeights', 'letterSpacing', 'fontWeights', 'borderRadius', 'spacing' and 'sizing' are not DTCG 2025.10's but Tokens Studio's (which Style Dictionary reads too); the file's values are read as Tokens Studio writes them",
                "italia/tokens/global.json:559:5: warning: token #/font-leading/1 is a line height, which ThemeGen generates inside the typography tokens that use it (relative to their font size), not on its own; it is left out",
                "italia/tokens/global.json:564:5: note: 4 more in this file get this warning: #/font-leading/2, #/font-leading/3, #/font-leading/4, #/font-leading/5",
                "italia/tokens/global.json:714:5: warning: token #/sizing/quarter is a percentage (25%), of a size only the layout knows (a font size, a container), which ThemeGen can resolve only inside a typography token; it is left out",
                "italia/tokens/global.json:719:5: note: 3 more in this file get this warning: #/sizing/half, #/sizing/two-thirds, #/sizing/full",
                "italia/tokens/semantic.json:413:7: warning: color group 'theme' would be 'theme', which the generated API already has; it is generated as 'themeGroup'",
                "italia/tokens/semantic.json:448:16: warning: the types 'spacing' and 'boxShadow' are not DTCG 2025.10's but Tokens Studio's (which Style Dictionary reads too); the file's values are read as Tokens Studio writes them",
                "italia/tokens/specific.json:96:18: warning: the types 'sizing', 'fontFamilies', 'fontWeights', 'lineHeights' and 'fontSizes' are not DTCG 2025.10's but Tokens Studio's (which Style Dictionary reads too); the file's values are read as Tokens Studio writes them",
                "italia/tokens/specific.json:141:3: warning: token #/heading-leading is a line height, which ThemeGen generates inside the typography tokens that use it (relative to their font size), not on its own; it is left out",
                "italia/tokens/specific.json:146:3: note: 4 more in this file get this warning: #/body-leading, #/caption-leading, #/lead-leading, #/label-leading",
            ])
        let theme = try Self.generated("italia/tokens").themes[0]
        // semantic.json color.text.warning is {color.orange.30}, global.json's #995c00; border.disabled {color.slate.85}, #d9dadb.
        #expect(try Self.color(theme, "text.warning") == "light #995C00")
        #expect(try Self.color(theme, "border.disabled") == "light #D9DADB")
        // global.json color.black.85 is rgba(0,0,0,0.85): 217 of 255.
        #expect(try Self.color(theme, "black.85") == "light #000000D9")
        // semantic.json elevation.low: y {shadow.offset.s} 4px, blur {shadow.blur.s} 4px, {color.shadow.whisper} = black.05 (rgba 0.05); medium 8, 16, black.10.
        #expect(try ValueDescription.shadow(theme.shadow("elevation.low")) == "x 0, y 4, blur 4, spread 0, #0000000D")
        #expect(try ValueDescription.shadow(theme.shadow("elevation.medium")) == "x 0, y 8, blur 16, spread 0, #0000001A")
        // specific.json heading-5-font-size-l is {font-size.6}, 24px; global.json spacing.16x 64px, font-tracking.tight -2px.
        #expect(try theme.dimension("heading-5-font-size-l") == 24)
        #expect(try theme.dimension("spacing.16x") == 64)
        #expect(try theme.dimension("font-tracking.tight") == -2)
        // font.sans "Titillium Web"; font-weight.bold 700.
        #expect(try theme.string("font.sans") == "Titillium Web")
        #expect(try theme.number("bold") == 700)
    }

    @Test("REI Cedar: Style Dictionary v4 DTCG with 'docs' members, option maps as alias targets, web and mobile files merged with a word")
    func rei() throws {
        let result = try Self.load("rei/tokens")
        let lines = TestSupport.lines(result)
        #expect(lines.filter { $0.contains(": warning: ") }.count == 98)
        #expect(!lines.contains { $0.contains(": error: ") })
        #expect(
            lines.contains(
                #"rei/tokens/global/motion-duration.json:4:17: warning: the value of token #/duration/1-x is written as CSS writes it ('100ms'), where DTCG 2025.10 writes { "value": 100, "unit": "ms" }; it is read as Style Dictionary reads it"#
            ))
        #expect(lines.contains("rei/tokens/_options/base.json:3:14: warning: 'string', the type of #/text-size-root, is not a DTCG type; it is read as a text token, as Style Dictionary, Tokens Studio and Figma mean it"))
        let theme = try Self.generated("rei/tokens").themes[0]
        // themes/docsite/usage.json text.usage.negative is {options.color.error-red-800}: _options/color.json #bb4045.
        #expect(try Self.color(theme, "text.usage.negative") == "light #BB4045")
        // global/message.json background.message.warning-02 is {options.color.warning-yellow-300}, #f5e9b7.
        #expect(try Self.color(theme, "background.message.warning-02") == "light #F5E9B7")
        // global/motion-duration.json 2-x is 200ms.
        #expect(try theme.duration("2-x") == 0.2)
        // web/typography.json text-heading-serif.600: family serif (Stuart, "Stuart fallback", Georgia, serif), weight medium (500),
        // size 600 (24px), line height 800 (30px), spacing normal (0px).
        let heading = try theme.font("text-heading-serif.600")
        #expect(heading.typeface == .family("Stuart", face: "Medium") && heading.weight == .medium)
        #expect(heading.size == 24 && heading.lineHeight == 30 && heading.letterSpacing == 0)
        #expect(heading.fallbackFamilies == ["Stuart fallback", "Georgia"])
        // global/space.json space.inset.one-x-stretch-top-bottom is {options.space.one-x}: _options/space.json's plain map, "16px".
        #expect(try theme.dimension("space.inset.one-x-stretch-top-bottom") == 16)
        #expect(try theme.number("text-strong.weight") == 700)
        #expect(try theme.string("font.family.serif-brand-font") == "Stuart")
    }

    @Test("Pinterest's Gestalt: Tokens Studio's $themes.json with classic Style Dictionary files beside it; light and dark, four platforms")
    func gestalt() throws {
        let folder = "gestalt/packages/gestalt-design-tokens/tokens"
        let result = try Self.load(folder)
        #expect(TestSupport.lines(result).filter { $0.contains(": warning: ") }.count == 22)
        let set = try Self.generated(folder)
        #expect(set.themes.map(\.displayName) == ["Light Default", "Light Web", "Light iOS", "Light Android", "Dark Default", "Dark Web", "Dark iOS", "Dark Android"])
        let light = try set.theme("Light Default")
        let dark = try set.theme("Dark iOS")
        // vr-theme/sema/color/{light,dark}/pressed.json pressed.background.warning.default: base.color.pressed.orange.500 (#6B381A) and .200 (#F1A613).
        #expect(try Self.color(light, "sema.color.pressed.background.warning.default") == "light #6B381A")
        #expect(try Self.color(dark, "sema.color.pressed.background.warning.default") == "light #F1A613")
        // sema/text/typography.json UI.SM: base.font.family.default.latin ('Pin Sans', …), weight 500, size 14, line height (language/default.json) 17px.
        let ui = try light.font("sema.typography.UI.SM")
        #expect(ui.typeface == .family("Pin Sans", face: "Medium") && ui.weight == .medium && ui.size == 14 && ui.lineHeight == 17)
        // sema/space.json 600 is 24px; sema/opacity.json 40 is 0.4.
        #expect(try light.dimension("sema.space.600") == 24)
        #expect(try light.opacity("sema.opacity.40") == 0.4)
        #expect(try light.string("sema.font.family.heading.LG") == "Pin Sans")
    }

    @Test("Sage: Tokens Studio with math on a base scale, light and dark modes, alpha modifiers left out with every alias to them")
    func sage() throws {
        let result = try Self.load("sage/data/tokens")
        #expect(TestSupport.lines(result).filter { $0.contains(": warning: ") }.count == 35)
        let set = try Self.generated("sage/data/tokens")
        let theme = set.themes[0]
        // core.json petrol.80 #005A59; mode/{light,dark}.json action.dataEntry.hoverAlt: storm.5 #f4f5f6, storm.95 #253b4e.
        #expect(try Self.color(theme, "core.color.petrol.80") == "light #005A59")
        #expect(try Self.color(theme, "mode.color.action.dataEntry.hoverAlt") == "light #F4F5F6, dark #253B4E")
        // components/profile.json swatches.teal.bg-default is {mode.color.status.custom.teal.defaultAlt}: petrol.5 #E8FCFC, petrol.95 #000E0E.
        #expect(try Self.color(theme, "profile.swatches.teal.bg-default") == "light #E8FCFC, dark #000E0E")
        // core.dimension.400 is {core.dimension.base} * 400, base {core.size.SCALE} / 100, SCALE 8: 32.
        #expect(try theme.dimension("core.dimension.400") == 32)
        #expect(try theme.dimension("container.size.fluidItems.M") == 200)
        // global/font.json static.heading.M: heading family 'Sage UI', bold (700), 24, line height 125% of it.
        let heading = try theme.font("global.font.static.heading.M")
        #expect(heading.typeface == .family("Sage UI", face: "Bold") && heading.weight == .bold && heading.size == 24 && heading.lineHeight == 30)
        #expect(try theme.number("core.fontWeights.bold") == 700)
        #expect(try theme.string("global.fontFamilies.component") == "Sage UI")
        // components/focus.json shadow.default: spread 2 in focus.borderalt (black, dark gold.50 #FFB500), spread 4 in focus.border (the other way).
        #expect(
            try ValueDescription.shadow(theme.shadow("focus.shadow.default"))
                == "x 0, y 0, blur 0, spread 2, #000000 dark #FFB500; x 0, y 0, blur 0, spread 4, #FFB500 dark #000000")
        // mode/light.json generic.depth.faint is black with Tokens Studio's alpha modifier: left out, and so is every shadow that uses it.
        #expect(theme.colors.allSatisfy { $0.key != "mode.color.generic.depth.faint" })
        #expect(theme.shadows.allSatisfy { $0.key != "global.depth.lvl1" })
    }

    @Test("AXA: Style Dictionary classic with the project's own transforms (named, values used as written), shadows through aliases")
    func axa() throws {
        let result = try Self.load("axa/tokens")
        let lines = TestSupport.lines(result)
        #expect(lines.filter { $0.contains(": warning: ") }.count == 41)
        #expect(lines.contains("axa/tokens/globals/color/base.json:8:22: warning: token #/color/base/axa-blue-20 has 'transform': 'color-transform', a step of the project's own Style Dictionary build, code ThemeGen does not run; its value is used as written, which may not be what that build makes of it"))
        let theme = try Self.generated("axa/tokens").themes[0]
        // globals/color/base.json axa-blue #00008f; greyscale.json 9 #FFFFFF; ui-design.json alabaster {color.greyscale.8} #FAFAFA, grey {…3} #7F7F7F.
        #expect(try Self.color(theme, "base.axa-blue") == "light #00008F")
        #expect(try Self.color(theme, "greyscale.9") == "light #FFFFFF")
        #expect(try Self.color(theme, "ui-design.alabaster") == "light #FAFAFA")
        #expect(try Self.color(theme, "ui-design.grey") == "light #7F7F7F")
        // axa-blue-20 is {color.base.axa-blue} with the project's 'color-transform' (alpha -0.8): as written, with the warning above.
        #expect(try Self.color(theme, "base.axa-blue-20") == "light #00008F")
        // globals/shadow/box.json default is {shadow.base.1}: 0px 1px 8px 0px rgba(0, 0, 0, 0.15); high {shadow.base.2}, blur 20px.
        #expect(try ValueDescription.shadow(theme.shadow("box.default")) == "x 0, y 1, blur 8, spread 0, #00000026")
        #expect(try ValueDescription.shadow(theme.shadow("box.high")) == "x 0, y 1, blur 20, spread 0, #00000026")
        // globals/radius/base.json small 4 (a borderRadius number); platforms/web/breakpoints/base.json xl-max 1439.98.
        #expect(try theme.dimension("radius.base.small") == 4)
        #expect(try theme.number("breakpoints.base.xl-max") == 1439.98)
        #expect(try theme.string("typography.font-family.primary") == "Source Sans Pro")
    }

    @Test("PatternFly: Style Dictionary classic exported from Figma, aliases of aliases into a palette, sizes as numbers")
    func patternfly() throws {
        let folder = "patternfly/packages/module/tokens/default/light"
        let result = try Self.load(folder)
        #expect(TestSupport.lines(result).filter { $0.contains(": warning: ") }.count == 9)
        let theme = try Self.generated(folder).themes[0]
        // semantic.json border.color.nonstatus.orange.hover → global.color.nonstatus.orange.300 → palette.color.json color.orange.40 #f5921b.
        #expect(try Self.color(theme, "global.border.color.nonstatus.orange.hover") == "light #F5921B")
        // base.json global.color.nonstatus.red.500 is {color.red.70}, #5f0000; charts.json chart.color.green.300 {color.green.50}, #63993d.
        #expect(try Self.color(theme, "global.color.nonstatus.red.500") == "light #5F0000")
        #expect(try Self.color(theme, "chart.color.green.300") == "light #63993D")
        // base.dimension.json font.size.300 16, box-shadow.spread.400 -20 ('number' tokens, as the Figma export types them).
        #expect(try theme.number("global.font.size.300") == 16)
        #expect(try theme.number("global.box-shadow.spread.400") == -20)
        // semantic.dimension.json border.width.action.default is {global.border.width.100}, 1.
        #expect(try theme.number("global.border.width.action.default") == 1)
        // semantic.motion.json duration.slide-in.default → global.motion.duration.xl → global.duration.400: 400.
        #expect(try theme.number("global.motion.duration.slide-in.default") == 400)
        #expect(try theme.string("global.timing-function.300") == "cubic-bezier(0, 0, .2, 1)")
        #expect(try theme.string("chart.global.label.stroke") == "transparent")
        // charts.json's group 'chart.theme' is generated as 'themeGroup'.
        #expect(TestSupport.lines(result).contains { $0.contains("color group 'chart.theme' would be 'theme'") })
    }

    @Test("Fermilab's Bison: Figma's own variables export, Light and Dark as the appearance, Baseline and Wireframe as themes, cross-collection values following the theme")
    func bison() throws {
        let result = try Self.load("bison/tokens")
        let lines = TestSupport.lines(result)
        #expect(lines.filter { $0.contains(": warning: ") }.count == 20)
        #expect(lines.filter { $0.contains(": warning: ") }.allSatisfy { $0.contains("is not a DTCG type; it is read as a text token") })
        #expect(
            lines.contains(
                "bison/tokens/Baseline.tokens.json:37:27: note: read as Figma's variables export: files that name their mode ('com.figma.modeName') and define the same tokens are the modes of one collection, read as a resolver's modifier with a context per mode: 'Baseline' and 'Wireframe' (bison/tokens/Baseline.tokens.json, bison/tokens/Wireframe.tokens.json); 'Dark' and 'Light' (bison/tokens/Dark.tokens.json, bison/tokens/Light.tokens.json); 5 other files are read by every theme; 378 values Figma resolved from another collection are read as the alias 'com.figma.aliasData' records, so that they follow each theme's modes"
            ))
        let set = try Self.generated("bison/tokens")
        #expect(set.themes.map(\.displayName) == ["Baseline", "Wireframe"])
        let (baseline, wireframe) = (set.themes[0], set.themes[1])
        // Light.tokens.json and Dark.tokens.json: Border.Plain #B6B6B6 and #484848, Border.Primary #2D6AF0 and #65B0F6.
        #expect(try Self.color(baseline, "Border.Plain") == "light #B6B6B6, dark #484848")
        #expect(try Self.color(wireframe, "Border.Primary") == "light #2D6AF0, dark #65B0F6")
        // Surface.Transparent: components 1, 1, 1 with alpha 0 in both files.
        #expect(try Self.color(baseline, "Surface.Transparent") == "light #FFFFFF00")
        // ColorBaseTokens.json (mode 'Mode 1'): Beam Blue.40 #2D6AF0; ColorAliasTokens.json Primary.Default resolved from it.
        #expect(try Self.color(baseline, "Beam Blue.40") == "light #2D6AF0")
        #expect(try Self.color(baseline, "Primary.Default") == "light #2D6AF0")
        // Baseline.tokens.json Weight.Medium 'Medium', Wireframe.tokens.json 'Regular'; TypescaleTokens.json (exported in
        // mode Baseline) H3.Weight 'Medium', from Typeface's Weight/Medium, so 'Regular' in Wireframe.
        #expect(try baseline.string("Weight.Medium") == "Medium")
        #expect(try wireframe.string("Weight.Medium") == "Regular")
        #expect(try baseline.string("H3.Weight") == "Medium")
        #expect(try wireframe.string("H3.Weight") == "Regular")
        // Shape.json Corner.Medium 12, Spacing.json X-Large 64, TypescaleTokens.json H2.Size 18 and Line Height 20.
        #expect(try baseline.number("Corner.Medium") == 12)
        #expect(try wireframe.number("X-Large") == 64)
        #expect(try baseline.number("H2.Size") == 18)
        #expect(try baseline.number("H2.Line Height") == 20)
    }
}
