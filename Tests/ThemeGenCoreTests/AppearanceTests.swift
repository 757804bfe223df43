import Foundation
import Testing

@testable import ThemeGenCore

/// The `appearance` section: validated and located like every value, inherited setting by setting,
/// generated as `ThemeAppearance` (read back on Linux), applied to UIKit's appearance proxies (type-checked
/// for every Apple platform against the stand-ins).
@Suite("Appearance")
struct AppearanceTests {
    static let themes = """
        themes:
          Light:
            colors: { primary: "#007AFF", background: "#FFFFFF" }
            fonts: { title: { weight: bold, size: 17 } }
            appearance:
              tint: "{colors.primary}"
              statusBar: darkContent
              navigationBar: { background: "{colors.background}", title: "#000000", titleFont: "{fonts.title}", buttons: "{colors.primary}" }
              tabBar: { selected: "{colors.primary}", unselected: "#8E8E93" }
              toolbar: { background: "{colors.background}" }
              tableView: { background: "#F2F2F7", separator: "#C6C6C8" }
              cell: { background: "{colors.background}" }
          Dark:
            extends: Light
            colors: { background: "#000000" }
            appearance:
              statusBar: lightContent
              navigationBar: { title: "#FFFFFF", largeTitleFont: { weight: heavy, size: 34 } }

        """

    @Test("every problem located: an unknown target or field, a wrong value, a reference to a missing token, an unknown status bar style")
    func validation() {
        let result = TestSupport.loadYAML(
            """
            themes:
              Light:
                colors: { primary: "#007AFF" }
                appearance:
                  tint: "{colors.primry}"
                  statusBar: light
                  navbar: { background: "#FFF" }
                  navigationBar: { backgroud: "#FFF", title: 12, titleFont: "{fonts.missing}" }
                  cell: { background: { weight: bold, size: 12 } }

            """)
        #expect(
            TestSupport.lines(result) == [
                "t.yaml:5:13: error: the reference '{colors.primry}' names no color; did you mean '{colors.primary}'?",
                "t.yaml:6:18: error: unknown status bar style 'light' for 'appearance.statusBar'; expected 'default', 'lightContent' or 'darkContent'",
                "t.yaml:7:7: error: unknown key 'navbar' in 'appearance'; did you mean 'tabBar'?",
                "t.yaml:8:24: error: unknown key 'backgroud' in 'appearance.navigationBar'; did you mean 'background'?",
                "t.yaml:8:50: error: invalid color '12' for 'appearance.navigationBar.title'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'",
                "t.yaml:8:65: error: the reference '{fonts.missing}' names no font",
                "t.yaml:9:27: error: 'appearance.cell.background' needs both 'light' and 'dark' variants",
                "t.yaml:9:29: error: unknown key 'weight' in 'appearance.cell.background'; expected 'light', 'dark', 'lightHighContrast' or 'darkHighContrast'",
                "t.yaml:9:43: error: unknown key 'size' in 'appearance.cell.background'; expected 'light', 'dark', 'lightHighContrast' or 'darkHighContrast'",
            ])
    }

    @Test("settings are inherited one by one, and references resolve in the inheriting theme")
    func inheritance() throws {
        let set = try #require(TestSupport.loadYAML(Self.themes).themeSet)
        let dark = try set.theme("Dark").appearance
        #expect(dark.statusBar == .lightContent)
        #expect(dark.colors[.navigationBarBackground]?.light.hex == "#000000")
        #expect(dark.colors[.navigationBarTitle]?.light.hex == "#FFFFFF")
        #expect(dark.colors[.tint]?.light.hex == "#007AFF")
        #expect(dark.fonts[.navigationBarTitleFont].map { ValueDescription.font($0) } == "system, bold, 17 pt")
        #expect(dark.fonts[.navigationBarLargeTitleFont].map { ValueDescription.font($0) } == "system, heavy, 34 pt")
        #expect(try set.theme("Light").appearance.fonts[.navigationBarLargeTitleFont] == nil)
    }

    @Test("themegen dump lists a theme's settings, and leaves the key out for a theme without any")
    func dump() throws {
        let set = try #require(TestSupport.loadYAML(Self.themes + "  Plain:\n    colors: { primary: \"#000\", background: \"#FFF\" }\n    fonts: { title: { size: 12 } }\n").themeSet)
        let json = try ModelDump.json(set)
        #expect(
            json.contains(
                """
                      "appearance" : [
                        {
                          "setting" : "tint",
                          "value" : "#007AFF"
                        },
                        {
                          "setting" : "statusBar",
                          "value" : "lightContent"
                        },
                        {
                          "setting" : "navigationBar.background",
                          "value" : "#000000"
                        },
                """))
        #expect(json.components(separatedBy: "\"appearance\"").count == 3, "two themes with settings, one without")
    }

    @Test("generated as ThemeAppearance and read back by compiled code; a set without appearance generates none")
    func generated() throws {
        let program = """
            for id in ThemeID.allCases {
                let a = id.theme.appearance
                print(id, a.statusBarStyle.map { "\\($0)" } ?? "-", a.tint?.light.hex ?? "-", a.navigationBarBackground?.light.hex ?? "-",
                      a.navigationBarTitleFont.map { "\\($0)" } ?? "-", a.navigationBarLargeTitleFont.map { "\\($0)" } ?? "-",
                      a.tabBarUnselected?.light.hex ?? "-", a.tableViewSeparator?.light.hex ?? "-", a.cellBackground?.light.hex ?? "-")
            }
            """
        let output = try SwiftCompiler.compileAndRun(generated: try TestSupport.generate([("t.yaml", Self.themes)]), main: program)
        #expect(
            output == """
                light darkContent #007AFF #FFFFFF system, bold, 17 pt - #8E8E93 #C6C6C8 #FFFFFF
                dark lightContent #007AFF #000000 system, bold, 17 pt system, heavy, 34 pt #8E8E93 #C6C6C8 #000000

                """)
        #expect(!(try TestSupport.generate([("t.yaml", "themes:\n  A: { colors: { x: \"#000\" } }\n")])).contains("ThemeAppearance"))
    }

    @Test(
        "apply(to:) type-checks for every Apple platform in every build setting (UIKit's bar appearances on iOS, Mac Catalyst and visionOS)",
        AppleSDK.enabled, arguments: ApplePlatform.allCases, BuildSetting.allCases)
    func applies(platform: ApplePlatform, setting: BuildSetting) throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = try TestSupport.generate([("t.yaml", Self.themes)], options: GeneratorOptions(access: .public))
        let use =
            [.iOS, .macCatalyst, .visionOS].contains(platform)
            ? """
            import UIKit

            \(PlatformRequirements.platformAPIs)
            @MainActor func restyle(_ windows: [UIWindow]) -> UIStatusBarStyle {
                let appearance = ThemeID.dark.theme.appearance
                appearance.apply(to: windows)
                return appearance.uiStatusBarStyle
            }

            \(PlatformRequirements.platformAPIs)
            @MainActor func follow(_ selection: ThemeSelection, in scene: UIWindowScene) -> Task<Void, Never> {
                selection.applyAppearance(to: scene)
            }

            """ : "func settings() -> ThemeAppearance { ThemeID.dark.theme.appearance }\n"
        let files = try AppleSDK.writeGenerated(generated, use: use, in: directory)
        #expect(try AppleSDK.typecheck(files, for: platform, flags: setting.flags) == "")
    }

    /// UIKit falls back from one bar appearance to another, but a scroll-edge appearance left unset is
    /// the standard one made transparent: every appearance a bar has must carry the theme's.
    @Test("apply(to:) sets every appearance the record lists for navigation bars, toolbars and tab bars")
    func setsEveryBarAppearance() throws {
        let path = "Sources/ThemeGenKit/UIKit/ThemeAppearance+UIKit.swift"
        let source = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let record = try StandInRecord.load()
        let bars = [("UINavigationBar", "navigationBar", "navigation"), ("UIToolbar", "toolbar", "toolbarAppearance"), ("UITabBar", "tabBar", "tabs")]
        for (type, variable, value) in bars {
            let appearances = (record.entries["UIKit"] ?? []).filter { entry in
                entry.symbol.hasPrefix(type + ".") && entry.kind == "swift.property"
                    && (entry.declaration ?? "").contains("Appearance") && (entry.declaration ?? "").contains("{ get set }")
            }
            #expect(appearances.count >= 2, "\(type)")
            for entry in appearances {
                let property = entry.symbol.dropFirst(type.count + 1)
                #expect(source.contains("\(variable).\(property) = \(value)\n"), "\(entry.symbol) is not set")
            }
        }
    }
}
