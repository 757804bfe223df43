import Foundation
import Testing

@testable import ThemeGenCore

/// Small inputs and the exact declarations they generate, as swift-openapi-generator's snippet-based
/// reference tests do: each input shows one thing the generator does, and its expected lines say it
/// without the rest of the file (which `Tests/References/SampleThemes.swift` shows whole).
@Suite("Snippet references")
struct SnippetReferenceTests {
    @Test("nested groups become nested structs, their keys dotted paths in one key type")
    func nestedGroups() throws {
        let generated = try TestSupport.generate([
            (
                "t.yaml",
                #"""
                themes:
                  Light:
                    colors:
                      text: { primary: "#111111", secondary: "#666666" }
                      background: "#FFFFFF"
                    dimensions: { spacing: { small: 4, large: 16 } }
                  Dark:
                    colors:
                      text: { primary: "#EEEEEE", secondary: "#999999" }
                      background: "#000000"
                    dimensions: { spacing: { small: 4, large: 16 } }

                """#
            )
        ])
        #expect(
            try Self.declaration("nonisolated struct Colors", in: generated) == #"""
                    /// The colours of a theme.
                    nonisolated struct Colors: Sendable {
                        let theme: Theme

                        /// `background`:
                        /// - Light: #FFFFFF
                        /// - Dark: #000000
                        var background: ThemeColor { theme.color(.background) }

                        /// The `text` group.
                        var text: TextColors { TextColors(theme: theme) }
                    }
                """#)
        #expect(
            try Self.declaration("nonisolated struct TextColors", in: generated) == #"""
                    /// The colours of the `text` group.
                    nonisolated struct TextColors: Sendable {
                        let theme: Theme

                        /// `text.primary`:
                        /// - Light: #111111
                        /// - Dark: #EEEEEE
                        var primary: ThemeColor { theme.color(.textPrimary) }

                        /// `text.secondary`:
                        /// - Light: #666666
                        /// - Dark: #999999
                        var secondary: ThemeColor { theme.color(.textSecondary) }
                    }
                """#)
        #expect(
            try Self.declaration("nonisolated struct SpacingDimensions", in: generated) == #"""
                    /// The dimensions of the `spacing` group.
                    nonisolated struct SpacingDimensions: Sendable {
                        let theme: Theme

                        /// `spacing.small`:
                        /// - Light: 4 pt
                        /// - Dark: 4 pt
                        var small: CGFloat { theme.dimension(.spacingSmall) }

                        /// `spacing.large`:
                        /// - Light: 16 pt
                        /// - Dark: 16 pt
                        var large: CGFloat { theme.dimension(.spacingLarge) }
                    }
                """#)
        #expect(
            try Self.declaration("nonisolated struct ColorKey", in: generated) == #"""
                /// The color keys, a static member each; the raw value is the key as written in the theme files.
                nonisolated struct ColorKey: CaseIterable, Hashable, Sendable {
                    /// The key's column in the color table: its position among the keys.
                    let tableIndex: Int

                    private init(tableIndex: Int) {
                        self.tableIndex = tableIndex
                    }

                    /// The key as written in the theme files.
                    var rawValue: String { Self.keyNames.names[tableIndex] }

                    /// The key written `rawValue` in the theme files, or `nil` when there is none.
                    init?(rawValue: String) {
                        guard let tableIndex = Self.keyNames.columns[rawValue] else { return nil }
                        self.tableIndex = tableIndex
                    }

                    /// Every key, in the order the theme files declare them.
                    static var allCases: [ColorKey] { (0..<keyCount).map(ColorKey.init(tableIndex:)) }

                    /// The key declared on line `line`, which is its column's number of lines below `keyLines`.
                    private init(line: Int) {
                        tableIndex = line - Self.keyLines - 1
                    }

                    /// The line before the first key's.
                    private static var keyLines: Int { return #line }
                    static var textPrimary: ColorKey { ColorKey(line: #line) }
                    static var textSecondary: ColorKey { ColorKey(line: #line) }
                    static var background: ColorKey { ColorKey(line: #line) }
                }
                """#)
        // Each key's column, taken from its line, is the column of its name and of its values.
        let program = """
            let keys: [ColorKey] = [.textPrimary, .textSecondary, .background]
            print(keys.map(\\.tableIndex), keys.map(\\.rawValue), ColorKey.allCases == keys)
            print(ColorKey(rawValue: "text.secondary") == .textSecondary, ColorKey(rawValue: "textSecondary") == nil)
            print(ThemeID.dark.theme.colors.text.secondary, ThemeID.dark.theme.color(.background), ThemeID.light.theme.dimensions.spacing.large)
            """
        #expect(
            try SwiftCompiler.compileAndRun(generated: generated, main: program) == """
                [0, 1, 2] ["text.primary", "text.secondary", "background"] true
                true true
                #999999 #000000 16.0

                """)
    }

    @Test("a DTCG resolver: one theme whose colours take their dark variants from the dark context; descriptions and deprecations on the members")
    func resolver() throws {
        let generated = try TestSupport.generate([
            (
                "tok/app.resolver.json",
                #"""
                { "version": "2025.10",
                  "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
                  "modifiers": { "mode": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } },
                  "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }

                """#
            ),
            (
                "tok/base.tokens.json",
                #"""
                { "space": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" }, "$description": "Between items." } },
                  "ink": { "$type": "color", "$value": "#111111", "$deprecated": "Use surface.text" } }

                """#
            ),
            (
                "tok/light.tokens.json",
                #"""
                { "surface": { "$type": "color", "text": { "$value": "{ink}" }, "shadow": { "$type": "shadow", "$value": { "color": "#00000033", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } } }

                """#
            ),
            (
                "tok/dark.tokens.json",
                #"""
                { "surface": { "$type": "color", "text": { "$value": "#EEEEEE" }, "shadow": { "$type": "shadow", "$value": { "color": "#00000080", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } } }

                """#
            ),
        ])
        #expect(
            try Self.declaration("nonisolated struct Colors", in: generated) == #"""
                    /// The colours of a theme.
                    nonisolated struct Colors: Sendable {
                        let theme: Theme

                        /// `ink`:
                        /// - app: #111111
                        @available(*, deprecated, message: "Use surface.text")
                        var ink: ThemeColor { theme.color(.ink) }

                        /// The `surface` group.
                        var surface: SurfaceColors { SurfaceColors(theme: theme) }
                    }
                """#)
        #expect(
            try Self.declaration("nonisolated struct SurfaceColors", in: generated) == #"""
                    /// The colours of the `surface` group.
                    nonisolated struct SurfaceColors: Sendable {
                        let theme: Theme

                        /// `surface.text`:
                        /// - app: #111111 dark #EEEEEE
                        var text: ThemeColor { theme.color(.surfaceText) }
                    }
                """#)
        #expect(
            try Self.declaration("nonisolated struct Dimensions", in: generated) == #"""
                    /// The dimensions of a theme.
                    nonisolated struct Dimensions: Sendable {
                        let theme: Theme

                        /// The `space` group.
                        var space: SpaceDimensions { SpaceDimensions(theme: theme) }
                    }
                """#)
        #expect(
            try Self.declaration("nonisolated struct Shadows", in: generated) == #"""
                    /// The shadows of a theme.
                    nonisolated struct Shadows: Sendable {
                        let theme: Theme

                        /// The `surface` group.
                        var surface: SurfaceShadows { SurfaceShadows(theme: theme) }
                    }
                """#)
    }

    @Test("an Apptentive style sheet alone: its text styles in its family, scaled by its size adjustment")
    func apptentiveStyleSheet() throws {
        let generated = try TestSupport.generate([
            (
                "Brand-ApptentiveStyles.plist",
                #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>FontFamily</key><string>Avenir</string>
                <key>PrimaryColor</key><string>#767676</string>
                <key>SizeAdjustment</key><real>1.5</real>
                </dict></plist>

                """#
            )
        ])
        #expect(
            try Self.declaration("nonisolated struct Fonts", in: generated) == #"""
                    /// The fonts of a theme.
                    nonisolated struct Fonts: Sendable {
                        let theme: Theme

                        /// `com.apptentive.body`:
                        /// - Brand-ApptentiveStyles: Avenir Regular, regular, 25.5 pt, body
                        var body: ThemeFont { theme.font(.body) }

                        /// `com.apptentive.header.title`:
                        /// - Brand-ApptentiveStyles: Avenir Light, light, 34.5 pt, body
                        var headerTitle: ThemeFont { theme.font(.headerTitle) }

                        /// `com.apptentive.header.message`:
                        /// - Brand-ApptentiveStyles: Avenir Regular, regular, 24 pt, body
                        var headerMessage: ThemeFont { theme.font(.headerMessage) }

                        /// `com.apptentive.message.date`:
                        /// - Brand-ApptentiveStyles: Avenir Bold, bold, 22.5 pt, body
                        var messageDate: ThemeFont { theme.font(.messageDate) }

                        /// `com.apptentive.message.sender`:
                        /// - Brand-ApptentiveStyles: Avenir Bold, bold, 22.5 pt, body
                        var messageSender: ThemeFont { theme.font(.messageSender) }

                        /// `com.apptentive.message.status`:
                        /// - Brand-ApptentiveStyles: Avenir Bold, bold, 19.5 pt, body
                        var messageStatus: ThemeFont { theme.font(.messageStatus) }

                        /// `com.apptentive.messageCenter.status`:
                        /// - Brand-ApptentiveStyles: Avenir Bold, bold, 19.5 pt, body
                        var messageCenterStatus: ThemeFont { theme.font(.messageCenterStatus) }

                        /// `com.apptentive.survey.question.instructions`:
                        /// - Brand-ApptentiveStyles: Avenir Regular, regular, 19.5 pt, body
                        var surveyInstructions: ThemeFont { theme.font(.surveyInstructions) }

                        /// `com.apptentive.doneButton`:
                        /// - Brand-ApptentiveStyles: Avenir Bold, bold, 24 pt, body
                        var doneButton: ThemeFont { theme.font(.doneButton) }

                        /// `com.apptentive.button`:
                        /// - Brand-ApptentiveStyles: Avenir Regular, regular, 24 pt, body
                        var button: ThemeFont { theme.font(.button) }

                        /// `com.apptentive.submitButton`:
                        /// - Brand-ApptentiveStyles: Avenir Medium, medium, 33 pt, body
                        var submitButton: ThemeFont { theme.font(.submitButton) }

                        /// `com.apptentive.textInput`:
                        /// - Brand-ApptentiveStyles: Avenir Regular, regular, 22.5 pt, body
                        var textInput: ThemeFont { theme.font(.textInput) }

                        /// `UICTFontTextStyleBody`:
                        /// - Brand-ApptentiveStyles: Avenir Regular, regular, 25.5 pt, body
                        var uiKitBody: ThemeFont { theme.font(.uiKitBody) }
                    }
                """#)
    }

    @Test("values become an enum per key; insets, booleans and strings typed members, inherited values documented per theme")
    func valuesAndPlainTypes() throws {
        let generated = try TestSupport.generate([
            (
                "t.yaml",
                #"""
                themes:
                  Light:
                    insets: { card: "8 16" }
                    durations: { fade: 0.25 }
                    booleans: { rounded: true }
                    strings: { greeting: "Hello, \"world\"" }
                    values: { statusBarStyle: darkContent }
                    gradients: { hero: { angle: 90, stops: ["#FF0000", "#0000FF"] } }
                  Dark:
                    extends: Light
                    values: { statusBarStyle: lightContent }
                    booleans: { rounded: false }

                """#
            )
        ])
        #expect(
            try Self.declaration("nonisolated enum StatusBarStyle", in: generated) == #"""
                /// The values themes give `statusBarStyle`; the raw value is the value as written.
                nonisolated enum StatusBarStyle: String, CaseIterable, Hashable, Sendable {
                    case darkContent = "darkContent"
                    case lightContent = "lightContent"
                }
                """#)
        #expect(
            try Self.declaration("nonisolated struct Values", in: generated) == #"""
                    /// The enum-like values of a theme.
                    nonisolated struct Values: Sendable {
                        let theme: Theme

                        /// `statusBarStyle`:
                        /// - Light: darkContent
                        /// - Dark: lightContent
                        var statusBarStyle: StatusBarStyle { ThemeTables.Values.statusBarStyle.values[theme.id.tableIndex] }
                    }
                """#)
        #expect(
            try Self.declaration("nonisolated struct Insets", in: generated) == #"""
                    /// The insets of a theme.
                    nonisolated struct Insets: Sendable {
                        let theme: Theme

                        /// `card`:
                        /// - Light: top 8, leading 16, bottom 8, trailing 16
                        /// - Dark: top 8, leading 16, bottom 8, trailing 16
                        var card: ThemeInsets { theme.inset(.card) }
                    }
                """#)
        #expect(
            try Self.declaration("nonisolated struct Booleans", in: generated) == #"""
                    /// The booleans of a theme.
                    nonisolated struct Booleans: Sendable {
                        let theme: Theme

                        /// `rounded`:
                        /// - Light: true
                        /// - Dark: false
                        var rounded: Bool { theme.boolean(.rounded) }
                    }
                """#)
        #expect(
            try Self.declaration("nonisolated struct Strings", in: generated) == #"""
                    /// The strings of a theme.
                    nonisolated struct Strings: Sendable {
                        let theme: Theme

                        /// `greeting`:
                        /// - Light: Hello, "world"
                        /// - Dark: Hello, "world"
                        var greeting: String { theme.string(.greeting) }
                    }
                """#)
    }

    /// The declaration whose first line starts (after its indentation) with `start`, with the doc comment and
    /// attributes above it, through its last line: the one before the next line as little indented that
    /// is not its closing brace.
    static func declaration(_ start: String, in source: String) throws -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.firstIndex { line in text(line).hasPrefix(start) }, "no line starts with \(start)")
        let level = indentation(lines[first])
        var begin = first
        while begin > 0, indentation(lines[begin - 1]) == level, isCommentOrAttribute(lines[begin - 1]) { begin -= 1 }
        var end = first
        for index in lines.indices.dropFirst(first + 1) where !text(lines[index]).isEmpty {
            let depth = indentation(lines[index])
            if depth < level || (depth == level && !text(lines[index]).hasPrefix("}")) { break }
            end = index
        }
        return lines[begin...end].joined(separator: "\n")
    }

    /// A line without its indentation.
    private static func text(_ line: String) -> Substring {
        line.drop { character in character == " " }
    }

    private static func indentation(_ line: String) -> Int {
        line.count - text(line).count
    }

    private static func isCommentOrAttribute(_ line: String) -> Bool {
        text(line).hasPrefix("///") || text(line).hasPrefix("@")
    }
}
