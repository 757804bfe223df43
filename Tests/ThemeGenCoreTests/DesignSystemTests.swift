import Foundation
import Testing

@testable import ThemeGenCore

/// Examples/DesignSystem: two brands with nested groups, high-contrast, derived, Display P3 and system
/// colours, a type scale sized by dimensions with line heights and letter spacing, spacing and radii in rem
/// and px, insets, shadows, durations, booleans and strings, read back from the compiled code.
@Suite("The sample design system")
struct DesignSystemTests {
    static let path = "Examples/DesignSystem/Acme.theme.yaml"
    static func file() throws -> (String, String) {
        (path, try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8))
    }

    @Test("its values, read back from the compiled code")
    func values() throws {
        let program = """
            for id in ThemeID.allCases {
                let theme = id.theme
                print(theme, theme.strings.brandName, theme.colors.button.primary.background, theme.colors.text.secondary)
                print(theme.colors.brand.highlight, theme.colors.brand.highlight.light.space, "|", theme.colors.surface.grouped)
                print(theme.fonts.title, "|", theme.fonts.display.weight, theme.fonts.code, "|", theme.fonts.body.lineHeight ?? 0)
                print(theme.dimensions.spacing.l, theme.dimensions.radius.m, theme.insets.button, "|", theme.insets.screen)
                print(theme.durations.motion.fast, theme.durations.motion.standard, theme.booleans.roundedAvatars, theme.strings.supportEmail)
                print(theme.colors.text.primary, "|", theme.colors.scrim, "|", theme.colors.button.primary.pressed, "|", theme.shadows.elevation.high)
            }
            """
        let printed = try SwiftCompiler.compileAndRun(generated: try TestSupport.generate([try Self.file()]), main: "import Foundation\n" + program)
        #expect(
            printed == """
                Acme Acme #2463EB dark #3C83F6 #11182799 dark #F9FAFB99
                p3#F54799 displayP3 | system systemGroupedBackground #F2F2F7 dark #000000
                Inter SemiBold, semibold, 22 pt, title2, line height 27.5 pt, letter spacing -0.22 pt | bold Menlo-Regular, 13 pt | 24.0
                24.0 8.0 top 8, leading 16, bottom 8, trailing 16 | top 0, leading 24, bottom 32, trailing 24
                0.12 0.25 true help@acme.example
                #111827 dark #F9FAFB lightHighContrast #000000 darkHighContrast #FFFFFF | #11182766 dark #F9FAFB66 lightHighContrast #00000066 darkHighContrast #FFFFFF66 | #1D4FBC dark #3069C5 | x 0, y 4, blur 6, spread -1, #0000001A; x 0, y 10, blur 15, spread -3, #0000001A
                Nimbus Nimbus #7C3BED dark #895AF6 #11182799 dark #F9FAFB99
                p3#F54799 displayP3 | system systemGroupedBackground #F2F2F7 dark #000000
                Avenir Next Demi Bold, semibold, 22 pt, title2, line height 27.5 pt, letter spacing -0.22 pt | bold Menlo-Regular, 13 pt | 24.0
                24.0 14.0 top 8, leading 16, bottom 8, trailing 16 | top 0, leading 24, bottom 32, trailing 24
                0.12 0.25 false help@acme.example
                #111827 dark #F9FAFB lightHighContrast #000000 darkHighContrast #FFFFFF | #11182766 dark #F9FAFB66 lightHighContrast #00000066 darkHighContrast #FFFFFF66 | #632FBD dark #6E48C5 | x 0, y 4, blur 6, spread -1, #0000001A; x 0, y 10, blur 15, spread -3, #0000001A

                """)
    }
}
