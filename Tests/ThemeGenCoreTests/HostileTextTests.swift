import Foundation
import Testing

@testable import ThemeGenCore

/// Text from theme files lands in generated Swift in string literals, comments, doc comments, comments
/// inside the tables' multi-line string literals, deprecation messages and identifiers. Each is escaped
/// for its exact context (`SwiftLiteral.Context`), so no input can end a literal, interpolate or run
/// code: hostile names, keys, values, descriptions, file names and resolver contexts go through every
/// place the templates print text, and the compiled program reads each back exactly.
@Suite("Hostile text in every place the generated code holds it")
struct HostileTextTests {
    /// Ends a string literal, interpolates code that runs, ends a block comment and a multi-line literal,
    /// and breaks the line.
    static let hostile = #"Evil \({ () -> String in print("INJECTED"); return "" }()) """ */ a\b"# + "\nc"
    /// The same for a token's name, which DTCG forbids `{`, `}` and `.` in.
    static let hostileName = #"Evil \(print("INJECTED")) """ */ a\b"# + "\nc"

    /// `text` as a YAML (and JSON) double-quoted scalar.
    static func quoted(_ text: String) -> String { String(decoding: try! JSONEncoder().encode(text), as: UTF8.self) }

    /// Swift source for `text` as a string literal, to compare what the program prints with.
    static func literal(_ text: String) -> String { SwiftLiteral.escaped(text, for: .stringLiteral) }

    @Test("YAML themes and a style sheet: theme names in the theme list, every table, the appearance and Apptentive rows, and a file name")
    func themeFiles() throws {
        let yaml = """
            apptentive: true
            themes:
              \(Self.quoted(Self.hostile)):
                colors: { primary: "#000", background: "#FFF" }
                strings: { note: \(Self.quoted(Self.hostile)) }
                appearance: { tint: "{colors.primary}" }
              Plain:
                colors: { primary: "#111", background: "#EEE" }
                strings: { note: plain }
                appearance: { tint: "{colors.primary}" }

            """
        let sheet = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PrimaryColor</key><string>#222222</string><key>BackgroundColor</key><string>#FFFFFF</string></dict></plist>

            """
        let sheetName = #"q" \(x) *& \"#
        let files = [(#"themes/we"ird \(y).yaml"#, yaml), ("themes/\(sheetName).plist", sheet)]
        let result = ThemeLoader.load(files.map { SourceFile(path: $0.0, contents: Data($0.1.utf8)) })
        let set = try #require(result.themeSet, "\(TestSupport.lines(result))")
        let generated = try Generator.generate(set, options: GeneratorOptions()).source
        let printed = try SwiftCompiler.compileAndRun(
            generated: generated,
            main: """
                for id in ThemeID.allCases {
                    let theme = id.theme
                    print(String(reflecting: id.displayName), String(reflecting: id.storedID), String(reflecting: theme.strings.note),
                          theme.appearance.tint?.light.hex ?? "-", theme.apptentiveStyle.primaryColor?.light.hex ?? "-")
                }
                """)
        #expect(!printed.contains("INJECTED\n"))
        // The style sheet's theme, first by path, takes the keys it lacks from the first YAML theme.
        #expect(
            printed == """
                \(Self.literal(sheetName)) \(Self.literal(sheetName)) \(Self.literal(Self.hostile)) - #222222
                \(Self.literal(Self.hostile)) \(Self.literal(Self.hostile)) \(Self.literal(Self.hostile)) #000000 #000000
                "Plain" "Plain" "plain" #111111 #111111

                """)
    }

    @Test("design tokens: a resolver context, a token's name, description, deprecation message and string value")
    func designTokens() throws {
        let json = Self.quoted
        let base = """
            { "color": { "$type": "color",
                \(json(Self.hostileName)): { "$value": "#112233", "$description": \(json(Self.hostile)), "$deprecated": \(json(Self.hostile)) } },
              "font": { "$type": "fontFamily", "note": { "$value": \(json(Self.hostile)) } } }
            """
        let resolver = """
            { "version": "2025.10", "resolutionOrder": [
                { "type": "set", "name": "base", "sources": [{ "$ref": "base.tokens.json" }] },
                { "type": "modifier", "name": "brand", "contexts": {
                    \(json(Self.hostile)): [{ "$ref": "a.tokens.json" }], "Plain": [{ "$ref": "b.tokens.json" }] } } ] }
            """
        let brand = { (hex: String) in #"{ "color": { "$type": "color", "bg": { "$value": "\#(hex)" } } }"# }
        let files = [
            ("t/base.tokens.json", base), ("t/a.tokens.json", brand("#FFFFFF")), ("t/b.tokens.json", brand("#000000")),
            ("t/x.resolver.json", resolver),
        ]
        let result = ThemeLoader.load(files.map { SourceFile(path: $0.0, contents: Data($0.1.utf8)) })
        let set = try #require(result.themeSet, "\(TestSupport.lines(result))")
        let generated = try Generator.generate(set, options: GeneratorOptions()).source
        let printed = try SwiftCompiler.compileAndRun(
            generated: generated,
            main: """
                print(ColorKey.allCases.map { String(reflecting: $0.rawValue) }.joined(separator: " "))
                for id in ThemeID.allCases {
                    print(String(reflecting: id.displayName), String(reflecting: id.theme.strings.font.note), id.theme.colors.bg.light.hex)
                }
                """)
        #expect(!printed.contains("INJECTED\n"))
        #expect(
            printed == """
                \(Self.literal(Self.hostileName)) "bg"
                \(Self.literal(Self.hostile)) \(Self.literal(Self.hostile)) #FFFFFF
                "Plain" \(Self.literal(Self.hostile)) #000000

                """)
    }
}
