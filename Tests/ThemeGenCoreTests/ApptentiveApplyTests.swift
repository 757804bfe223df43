import Foundation
import Testing

@testable import ThemeGenCore

/// What the generated `applyToApptentive()` sets on the SDK's style sheet: a style sheet's settings as
/// its plist gives them, a ThemeGen theme's typography, base colours and own style keys as overrides.
@Suite("Apptentive style-sheet settings")
struct ApptentiveApplyTests {
    static let sheet = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>FontFamily</key><string>Avenir</string>
          <key>LightFaceAttribute</key><string></string>
          <key>BoldFaceAttribute</key><string>Heavy</string>
          <key>SizeAdjustment</key><real>1.25</real>
          <key>PrimaryColor</key><string>#111111</string>
          <key>FailureColor</key><string>#FF0000</string>
          <key>ColorOverrides</key><dict>
            <key>com.apptentive.color.separator</key><string>#00FF00</string>
            <key>com.apptentive.header.title</key><string>#0000FF</string>
          </dict>
          <key>FontOverrides</key><dict>
            <key>com.apptentive.submitButton</key><dict><key>font</key><string>Futura-Bold</string><key>size</key><real>20</real></dict>
          </dict>
        </dict></plist>

        """

    static let yaml = """
        themes:
          Light:
            typography: { family: Georgia, faces: { regular: null, bold: Bold }, sizeAdjustment: 1.1 }
            colors:
              primary: "#222222"
              background: "#FAFAFA"
              com.apptentive.header.title: "#333333"
            fonts:
              com.apptentive.doneButton: { name: Menlo-Bold, size: 15 }

        """

    private func styles() throws -> [String: ApptentiveStyle] {
        let set = try #require(TestSupport.load([("Sheet.plist", Self.sheet), ("themes.yaml", Self.yaml)]).themeSet)
        var styles: [String: ApptentiveStyle] = [:]
        for theme in set.themes {
            guard let style = theme.apptentive else {
                Issue.record("theme '\(theme.displayName)' has no Apptentive settings")
                continue
            }
            styles[theme.displayName] = style
        }
        return styles
    }

    @Test("a style sheet: its family, faces (empty: none; missing: the SDK's default), size adjustment, the base colours it gives (the others stay the SDK's), and its overrides in the header's order")
    func styleSheet() throws {
        let style = try #require(try styles()["Sheet"])
        #expect(style.fontFamily == "Avenir")
        #expect(style.faces == [nil, "Regular", "Medium", "Heavy"])
        #expect(style.sizeAdjustment == 1.25)
        #expect(style.baseColors.map { $0.map { ColorVariants.of($0) } } == ["light #111111", nil, "light #FF0000", nil, nil, nil, nil])
        #expect(style.colorOverrides.map { "\($0.key) \(ColorVariants.of($0.value))" } == ["com.apptentive.header.title light #0000FF", "com.apptentive.color.separator light #00FF00"])
        #expect(style.fontOverrides.map(\.key) == ["com.apptentive.submitButton"])
        #expect(style.fontOverrides.map(\.value) == [ThemeFont(typeface: .named("Futura-Bold"), weight: .medium, size: 20)])
        #expect(
            ApptentiveRows.rows(style) == [
                "typography Avenir * Regular Medium Heavy 1.25",
                "colors #111111 * #FF0000 * * * *",
                "color com.apptentive.header.title #0000FF",
                "color com.apptentive.color.separator #00FF00",
                "font com.apptentive.submitButton named Futura-Bold medium 20",
            ])
    }

    @Test("a ThemeGen theme: its typography, its base-colour keys, and the style keys it defines itself as overrides")
    func themeGenTheme() throws {
        let style = try #require(try styles()["Light"])
        #expect(style.fontFamily == "Georgia")
        #expect(style.faces == ["Light", nil, "Medium", "Bold"])
        #expect(style.sizeAdjustment == 1.1)
        #expect(style.baseColors.map { $0.map { ColorVariants.of($0) } } == ["light #222222", nil, nil, "light #FAFAFA", nil, nil, nil])
        #expect(style.colorOverrides.map { "\($0.key) \(ColorVariants.of($0.value))" } == ["com.apptentive.header.title light #333333"])
        #expect(style.fontOverrides.map(\.key) == ["com.apptentive.doneButton"])
        #expect(style.fontOverrides.map(\.value) == [ThemeFont(typeface: .named("Menlo-Bold"), weight: .regular, size: 15)])
    }

    @Test("a set without a style sheet works nothing out for the SDK and generates nothing for it, unless it asks with 'apptentive: true'")
    func unused() throws {
        let set = try #require(TestSupport.loadYAML(Self.yaml).themeSet)
        #expect(set.themes.allSatisfy { $0.apptentive == nil })
        let generated = try TestSupport.generate([("themes.yaml", Self.yaml)])
        #expect(!generated.contains("ThemeApptentiveStyle") && !generated.contains("import Apptentive"))

        let asked = try #require(TestSupport.loadYAML("apptentive: true\n" + Self.yaml).themeSet)
        let style = try #require(asked.themes.first?.apptentive)
        #expect(style.fontFamily == "Georgia" && style.colorOverrides.map(\.key) == ["com.apptentive.header.title"])
        #expect(try TestSupport.generate([("themes.yaml", "apptentive: true\n" + Self.yaml)]).contains("func applyToApptentive()"))
        #expect(
            TestSupport.lines(TestSupport.loadYAML("apptentive: yes please\n" + Self.yaml)) == [
                "t.yaml:1:13: error: 'apptentive' must be true or false, not `yes please`"
            ])
    }

    @Test("base colours a theme leaves out are nil, so the SDK keeps its own, which follow dark mode: read back from the compiled code")
    func leftOutBaseColors() throws {
        let generated = try TestSupport.generate([("themes.yaml", "apptentive: true\n" + Self.yaml)])
        let printed = try SwiftCompiler.compileAndRun(
            generated: generated,
            main: """
                for id in ThemeID.allCases {
                    let style = id.theme.apptentiveStyle
                    let base = [style.primaryColor, style.secondaryColor, style.failureColor, style.backgroundColor,
                                style.separatorColor, style.collectionBackgroundColor, style.placeholderColor]
                    print(id.displayName + ":", base.map { $0.map { "\\($0)" } ?? "SDK" }.joined(separator: ", "))
                }
                """)
        #expect(
            printed == """
                Light: #222222, SDK, SDK, #FAFAFA, SDK, SDK, SDK

                """)
    }

    @Test("with ApptentiveKit (6.0 and later), which ignores style sheets, applyToApptentive() does nothing and says so where it is called", AppleSDK.enabled)
    func apptentiveKit() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = try TestSupport.generate([("themes.yaml", "apptentive: true\n" + Self.yaml)], options: GeneratorOptions(access: .public))
        let files = try AppleSDK.writeGenerated(
            generated,
            use: """
                import UIKit

                \(PlatformRequirements.platformAPIs)
                @MainActor func style(_ selection: ThemeSelection) {
                    ThemeID.default.theme.applyToApptentive()
                    selection.applyToApptentive().cancel()
                }

                """, in: directory)
        let flags = BuildSetting.swift6Strict.flags.filter { $0 != "-warnings-as-errors" }
        let printed = try AppleSDK.typecheck(files, for: .iOS, flags: flags, apptentive: .apptentiveKit)
        let warnings = printed.split(separator: "\n").filter { $0.contains(": warning: ") }.map { String($0.split(separator: "/").last ?? "") }
        // Once with the library and once with the runtime embedded; the using file imports the library
        // where it can (three lines) both times.
        let deprecations = [
            "Use.swift:8:27: warning: 'applyToApptentive()' is deprecated: \(PlatformRequirements.apptentiveKitMessage) [#DeprecatedDeclaration]",
            "Use.swift:9:15: warning: 'applyToApptentive()' is deprecated: \(PlatformRequirements.apptentiveKitMessage) [#DeprecatedDeclaration]",
        ]
        #expect(warnings == deprecations + deprecations)
    }
}
