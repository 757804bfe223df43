import Foundation
import Testing

@testable import ThemeGenCore

/// Hostile and unusual inputs: keywords and API members as names, quotes, backslashes, newlines and
/// interpolation in strings, non-ASCII names, one theme, fifty themes. Each is generated, compiled in
/// strict Swift 6 and run.
@Suite("Generated code for edge cases", .serialized)
struct EdgeCaseGenerationTests {
    static let hostile = #"""
        defaultTheme: Default
        storageKey: "app.theme \"v2\"\n"
        themes:
          Default:
            colors:
              self: "#010203"
              class: "#040506"
              init: "#070809"
              theme: "#0A0B0C"
              "quote\"and\\backslash": "#111111"
            fonts:
              default: { size: 10 }
            numbers:
              Type: 1
            values:
              mode: default
          "He said \"hi\"\nthen \\(left) \"\"\" #raw\u202E":
            id: "id with \"quotes\" and \\(interpolation)"
            extends: Default
          Über Grün:
            extends: Default
            values: { mode: class }
          日本:
            extends: Default
            values: { mode: Self }
        """#

    @Test("keywords, API members, quotes, newlines and non-ASCII names generate code that compiles and round-trips")
    func hostileNames() throws {
        let result = TestSupport.load([("edge.yaml", Self.hostile)])
        let set = try #require(result.themeSet, "\(TestSupport.lines(result))")
        #expect(
            TestSupport.lines(result) == [
                "edge.yaml:4:3: warning: theme 'Default' would be 'default', which the generated API already has; it is generated as 'defaultTheme'",
                "edge.yaml:6:7: warning: 'self' cannot be a Swift member name; it is generated as 'self_' (set 'swiftName' to choose another)",
                "edge.yaml:8:7: warning: 'init' cannot be a Swift member name; it is generated as 'init_' (set 'swiftName' to choose another)",
                "edge.yaml:9:7: warning: color 'theme' would be 'theme', which the generated API already has; it is generated as 'themeColor'",
                #"edge.yaml:17:3: warning: theme name 'He said "hi"\nthen \(left) """ #raw\u{202E}' holds the invisible characters U+000A, U+202E RIGHT-TO-LEFT OVERRIDE; it is kept, so this name can differ from one that looks the same"#,
                "edge.yaml:25:15: warning: 'Self' cannot be a Swift member name; it is generated as 'self_' (set 'swiftName' to choose another)",
            ])
        let output = try Generator.generate(set)
        let program = #"""
            for id in ThemeID.allCases { print(id, id.displayName.debugDescription, id.storedID.debugDescription) }
            print(ThemeSelection.storageKey.debugDescription)
            let theme = ThemeID.defaultTheme.theme
            print(theme.colors.self_.light.hex, theme.colors.class.light.hex, theme.colors.init_.light.hex, theme.colors.themeColor.light.hex)
            print(ColorKey.allCases.map(\.rawValue))
            print(theme.fonts.default.size, theme.numbers.type, NumberKey.type.rawValue)
            print(ThemeID.allCases.map { $0.theme.values.mode })
            print(Mode.allCases.map(\.rawValue), Mode.default, Mode.class, Mode.self_)
            print(ThemeID(storedID: "id with \"quotes\" and \\(interpolation)") == .heSaidHiThenLeftRaw)
            """#
        let printed = try SwiftCompiler.compileAndRun(generated: output.source, main: program)
        #expect(
            printed == #"""
                defaultTheme "Default" "Default"
                heSaidHiThenLeftRaw "He said \"hi\"\nthen \\(left) \"\"\" #raw\#u{202E}" "id with \"quotes\" and \\(interpolation)"
                überGrün "Über Grün" "Über Grün"
                日本 "日本" "日本"
                "app.theme \"v2\"\n"
                #010203 #040506 #070809 #0A0B0C
                ["self", "class", "init", "theme", "quote\"and\\backslash"]
                10.0 1.0 Type
                [program.Mode.default, program.Mode.default, program.Mode.class, program.Mode.self_]
                ["default", "class", "Self"] default class self_
                true

                """#)
        // The bidirectional override is escaped in the literal and in comments, never written raw.
        #expect(!output.source.unicodeScalars.contains("\u{202E}"))
    }

    @Test("one theme")
    func oneTheme() throws {
        let source = try TestSupport.generate([("one.yaml", "themes:\n  Only:\n    colors: { tint: \"#336699\" }\n")])
        let printed = try SwiftCompiler.compileAndRun(generated: source, main: "print(ThemeID.allCases, ThemeID.default.theme.colors.tint.light.hex)\n")
        #expect(printed == "[program.ThemeID.only] #336699\n")
    }

    @Test("fifty themes of twenty colours, public, with a type prefix")
    func fiftyThemes() throws {
        var yaml = "themes:\n"
        for theme in 0..<50 {
            yaml += "  Theme \(theme):\n    colors:\n"
            for key in 0..<20 {
                yaml += "      color\(key): \"#\(String(format: "%02X%02X%02X", theme, key, (theme * key) % 256))\"\n"
            }
        }
        let source = try TestSupport.generate([("fifty.yaml", yaml)], typePrefix: "App", options: GeneratorOptions(access: .public))
        #expect(source.contains("public nonisolated enum AppThemeID: String, CaseIterable, Hashable, Sendable, ThemeIdentifier {"))
        let printed = try SwiftCompiler.compileAndRun(
            generated: source,
            main: """
                print(AppThemeID.allCases.count, AppColorKey.allCases.count)
                print(AppThemeID.theme49.theme.colors.color19.light.hex, AppThemeID.theme7.theme.color(.color3).light.hex)
                print(AppThemeID.allCases.map { $0.theme.colors.color1.light.hex }.joined().count)
                """)
        #expect(printed == "50 20\n#3113A3 #070315\n350\n")
    }

    @Test("a rename that lands on another name is an error")
    func renameCollision() throws {
        let result = TestSupport.loadYAML("themes:\n  Default: {}\n  defaultTheme: {}\n")
        #expect(result.themeSet == nil)
        #expect(
            TestSupport.lines(result) == [
                "t.yaml:2:3: warning: theme 'Default' would be 'default', which the generated API already has; it is generated as 'defaultTheme'",
                "t.yaml:3:3: error: theme 'defaultTheme' and theme 'Default' both become the Swift name 'defaultTheme'; rename one of them, or choose another Swift name with 'swiftName' or 'swiftNames'",
                "t.yaml:2:3: note: theme 'Default' is defined here",
            ])
    }
}
