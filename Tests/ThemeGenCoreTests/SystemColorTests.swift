import Foundation
import Testing

@testable import ThemeGenCore

/// Platform colours by name (`label`, `systemBlue`, …): the platform's own colour where it has one, the
/// documented iOS values in the tables and wherever it does not.
@Suite("System colours by name")
struct SystemColorTests {
    @Test("a name stands for the platform colour, with Apple's light and dark values as its fallback; ref keeps it, mix does not")
    func names() throws {
        let result = TestSupport.loadYAML(
            TestSupport.oneTheme(
                """
                colors:
                  text: secondaryLabel
                  accent: systemBlue
                  faded: { ref: systemBlue, alpha: 0.5 }
                  fadedReference: { ref: "{colors.accent}", alpha: 0.5 }
                  tinted: { mix: [systemBlue, "#FFFFFF"], weight: 0.5 }
                """))
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let theme = try #require(result.themeSet).theme("Only")
        #expect(try theme.color("text") == SystemColorName.secondaryLabel.fallback)
        #expect(try ColorVariants.of(theme.color("text")) == "system secondaryLabel, light #3C3C4399, dark #EBEBF599")
        #expect(try ColorVariants.of(theme.color("accent")) == "system systemBlue, light #007AFF, dark #0A84FF")
        #expect(try ColorVariants.of(theme.color("faded")) == "system systemBlue × 0.5, light #00007A7AFFFF8000, dark #0A0A8484FFFF8000")
        #expect(try ColorVariants.of(theme.color("fadedReference")) == "system systemBlue × 0.5, light #00007A7AFFFF8000, dark #0A0A8484FFFF8000")
        #expect(try theme.color("tinted").system == nil, "a blend is no system colour")
        #expect(try ColorVariants.of(theme.color("tinted"), precise: false) == "light #80BDFF, dark #85C2FF")
    }

    @Test("every name is found by its text, and only by it")
    func named() {
        for name in SystemColorName.allCases {
            #expect(SystemColorName(named: name.rawValue) == name)
            #expect(SystemColorName(named: "#" + name.rawValue) == nil)
            #expect(SystemColorName(named: name.rawValue.prefix(1).uppercased() + name.rawValue.dropFirst()) == nil)
        }
        #expect(SystemColorName(named: "") == nil && SystemColorName(named: "#123") == nil && SystemColorName(named: "systemblue") == nil)
    }

    @Test("every name has a fallback standing for it, with a dark variant but for systemGray, the same in both")
    func table() {
        #expect(SystemColorName.allCases.count == 36)
        #expect(SystemColorName.allCases.allSatisfy { $0.fallback.system == SystemColor(name: $0) })
        #expect(SystemColorName.allCases.filter { $0.fallback.dark == nil } == [.systemGray])
        #expect(SystemColorName.systemGray.fallback.light.hex == "#8E8E93")
    }

    /// The generator's own knowledge of UIKit and AppKit (names, tvOS, the `#available` guards) is the
    /// record's, which holds Apple's Swift names and versions (Tests/StandIns/Record).
    @Test("the UIColor and NSColor names, tvOS availability and version guards are Apple's, as the record has them")
    func platformNamesAreRecorded() throws {
        let record = try StandInRecord.load()
        func entry(_ module: String, _ symbol: String) throws -> StandInRecord.Entry {
            try #require((record.entries[module] ?? []).first { $0.symbol == symbol && $0.kind == "swift.type.property" }, "\(module) \(symbol)")
        }
        func guardText(_ entry: StandInRecord.Entry, _ platforms: [(ApplePlatform, String)]) -> String? {
            let beyond = platforms.compactMap { platform, adapters -> String? in
                guard let text = entry.availability[platform.rawValue], let version = PlatformVersion(text),
                    let minimum = PlatformVersion(adapters), version > minimum
                else { return nil }
                return "\(platform.rawValue) \(version)"
            }
            return beyond.isEmpty ? nil : (beyond + ["*"]).joined(separator: ", ")
        }
        for name in SystemColorName.allCases {
            let uiColor = try entry("UIKit", "UIColor.\(name.rawValue)")
            #expect(name.isInUIKitOnTVOS == (uiColor.availability["tvOS"] != nil), "\(name)")
            #expect(name.uiKitAvailability == guardText(uiColor, [(.iOS, "13.0"), (.tvOS, "13.0")]), "\(name)")
            guard let appKit = name.appKitName else { continue }
            let nsColor = try entry("AppKit", "NSColor.\(appKit)")
            #expect(nsColor.obsoleted == nil, "\(name): NSColor.\(appKit) is an obsoleted spelling")
            #expect(name.appKitAvailability == guardText(nsColor, [(.macOS, "10.15")]), "\(name)")
        }
        #expect(SystemColorName.allCases.compactMap(\.appKitName).count == 26)
    }

    @Test("a system colour as one variant, or a misspelt name, is a located error")
    func errors() {
        #expect(
            TestSupport.lines(
                TestSupport.loadYAML(
                    TestSupport.oneTheme(
                        """
                        colors:
                          mixed: { light: systemBlue, dark: "#000" }
                          typo: systemblue
                          unknown: brandBlue
                        """))) == [
                    "t.yaml:4:23: error: the light variant of color 'mixed' names the system color 'systemBlue', which has its own light and dark colors; write 'systemBlue' as the whole color, or give this variant a color of its own",
                    "t.yaml:5:13: error: invalid color 'systemblue' for color 'typo'; did you mean 'systemBlue'?",
                    "t.yaml:6:16: error: invalid color 'brandBlue' for color 'unknown'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'",
                ])
    }

    @Test("compiled on Linux, where no platform colour exists, the value is the documented fallback")
    func compiled() throws {
        let generated = try TestSupport.generate([
            (
                "t.yaml",
                TestSupport.oneTheme(
                    """
                    colors:
                      accent: systemMint
                      separator: { ref: opaqueSeparator, alpha: 0.5 }
                    """)
            )
        ])
        #expect(generated.contains("        /// - Only: system systemMint #00C7BE dark #63E6E2\n"))
        let printed = try SwiftCompiler.compileAndRun(
            generated: generated,
            main: """
                let colors = ThemeID.only.theme.colors
                print(colors.accent.system?.name.rawValue ?? "none", colors.accent.light, colors.accent.dark)
                print(colors.separator)
                """)
        #expect(printed == "systemMint #00C7BE #63E6E2\nsystem opaqueSeparator alpha 0.5 #C6C6C880 dark #38383A80\n")
    }
}
