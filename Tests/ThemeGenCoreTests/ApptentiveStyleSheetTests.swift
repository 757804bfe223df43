import Foundation
import Testing

@testable import ThemeGenCore

/// The Apptentive rules, checked key by key against ../shared/reference/apptentive-style-sheet.md.
@Suite("Apptentive style sheets")
struct ApptentiveStyleSheetTests {
    private func plist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>

        """
    }

    private func load(_ entries: String, name: String = "Dark.plist") -> ThemeLoader.Result {
        TestSupport.load([(name, plist(entries))])
    }

    private func theme(_ entries: String) throws -> Theme {
        let result = load(entries)
        #expect(result.diagnostics.isEmpty)
        return try #require(result.themeSet).themes[0]
    }

    /// A sheet that sets only what the SDK assumes anyway: every value is a default.
    private static let normalSize = "<key>SizeAdjustment</key><real>1.0</real>"

    private static let colors = """
        <key>PrimaryColor</key><string>#FFFFFF</string>
        <key>SecondaryColor</key><string>#CCCCCC</string>
        <key>FailureColor</key><string>#FF8080</string>
        <key>BackgroundColor</key><string>#000000</string>
        <key>SeparatorColor</key><string>#808080</string>
        <key>CollectionBackgroundColor</key><string>#555555</string>
        <key>PlaceholderColor</key><string>#444444</string>
        """

    @Test("one file is one theme, named after the file, with every SDK key and its Swift name")
    func keysAndNames() throws {
        let set = try #require(load(Self.normalSize, name: "styles/Dark Mode.plist").themeSet)
        #expect(set.themes.map(\.displayName) == ["Dark Mode"])
        #expect(
            set.keys(of: .fonts).map(\.swiftName.identifier) == [
                "body", "headerTitle", "headerMessage", "messageDate", "messageSender", "messageStatus", "messageCenterStatus",
                "surveyInstructions", "doneButton", "button", "submitButton", "textInput", "uiKitBody",
            ])
        #expect(set.keys(of: .fonts)[1].key == "com.apptentive.header.title")
        #expect(set.keys(of: .colors).count == 24)
        #expect(set.keys(of: .colors).first { $0.key == "com.apptentive.color.cellBackground" }?.swiftName.identifier == "background")
        #expect(set.keys(of: .colors).first { $0.key == "com.apptentive.color.footer.background" }?.swiftName.identifier == "footerBackground")
    }

    @Test("colours follow the SDK's rules in order")
    func colorRules() throws {
        let theme = try theme(
            Self.colors + """
                <key>ColorOverrides</key>
                <dict><key>com.apptentive.header.title</key><string>#123456</string></dict>
                """)
        func hex(_ key: String) throws -> String { try theme.color(key).light.hex }
        // 1. overrides win
        #expect(try hex("com.apptentive.header.title") == "#123456")
        // 2. failure, separator, collection background
        #expect(try hex("com.apptentive.color.failure") == "#FF8080")
        #expect(try hex("com.apptentive.color.separator") == "#808080")
        #expect(try hex("com.apptentive.color.collectionBackground") == "#555555")
        // 3. background
        for key in ["header.background", "cellBackground", "textInputBackground", "messageBackground"] {
            #expect(try hex("com.apptentive.color.\(key)") == "#000000")
        }
        // 4. footer: background at alpha 0.5
        #expect(try theme.color("com.apptentive.color.footer.background").light == RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        // 5. 0.968 × background + 0.032 × primary, held to 16 bits a channel (the tables' precision)
        let reply = try theme.color("com.apptentive.color.replyBackground").light
        #expect(abs(reply.red - 0.032) <= 0.5 / 65535 && abs(reply.green - 0.032) <= 0.5 / 65535 && reply.alpha == 1)
        #expect(reply.preciseHex == "#083108310831")
        #expect(try theme.color("com.apptentive.color.contextBackground") == theme.color("com.apptentive.color.replyBackground"))
        // 6. placeholder
        #expect(try hex("com.apptentive.color.textInputPlaceholder") == "#444444")
        // 7. secondary text styles
        for key in ["header.message", "message.date", "message.status", "messageCenter.status", "survey.question.instructions"] {
            #expect(try hex("com.apptentive.\(key)") == "#CCCCCC")
        }
        // 8. everything else: primary
        for key in ["body", "message.sender", "doneButton", "button", "submitButton", "textInput"] {
            #expect(try hex("com.apptentive.\(key)") == "#FFFFFF")
        }
        #expect(try hex("UICTFontTextStyleBody") == "#FFFFFF")
    }

    @Test("fonts: family + face by weight, size × SizeAdjustment; body at 17; overrides as given")
    func fontRules() throws {
        let theme = try theme(
            """
            <key>FontFamily</key><string>Avenir</string>
            <key>RegularFaceAttribute</key><string>Book</string>
            <key>BoldFaceAttribute</key><string>Heavy</string>
            <key>MediumFaceAttribute</key><string></string>
            <key>SizeAdjustment</key><real>1.5</real>
            <key>FontOverrides</key>
            <dict><key>com.apptentive.button</key><dict><key>font</key><string>Menlo-Bold</string><key>size</key><integer>11</integer></dict></dict>
            """)
        let expected: [(String, ThemeFont.Typeface, FontWeight, Double)] = [
            ("com.apptentive.body", .family("Avenir", face: "Book"), .regular, 25.5),
            ("UICTFontTextStyleBody", .family("Avenir", face: "Book"), .regular, 25.5),
            ("com.apptentive.header.title", .family("Avenir", face: "Light"), .light, 34.5),
            ("com.apptentive.header.message", .family("Avenir", face: "Book"), .regular, 24),
            ("com.apptentive.message.date", .family("Avenir", face: "Heavy"), .bold, 22.5),
            ("com.apptentive.message.sender", .family("Avenir", face: "Heavy"), .bold, 22.5),
            ("com.apptentive.message.status", .family("Avenir", face: "Heavy"), .bold, 19.5),
            ("com.apptentive.messageCenter.status", .family("Avenir", face: "Heavy"), .bold, 19.5),
            ("com.apptentive.survey.question.instructions", .family("Avenir", face: "Book"), .regular, 19.5),
            ("com.apptentive.doneButton", .family("Avenir", face: "Heavy"), .bold, 24),
            ("com.apptentive.submitButton", .family("Avenir", face: nil), .medium, 33),
            ("com.apptentive.textInput", .family("Avenir", face: "Book"), .regular, 22.5),
        ]
        for (key, typeface, weight, size) in expected {
            #expect(try theme.font(key) == ThemeFont(typeface: typeface, weight: weight, size: size, textStyle: .body), "\(key)")
        }
        // The override ignores SizeAdjustment and Dynamic Type.
        #expect(try theme.font("com.apptentive.button") == ThemeFont(typeface: .named("Menlo-Bold"), weight: .regular, size: 11))
    }

    @Test("defaults: system font at the SDK sizes, documented colours, platform colours for the rest")
    func defaults() throws {
        let theme = try theme(Self.normalSize)
        #expect(try theme.font("com.apptentive.header.title") == ThemeFont(typeface: .system, weight: .light, size: 23, textStyle: .body))
        #expect(try theme.color("com.apptentive.header.message").light.hex == "#8E8E93")
        #expect(try theme.color("com.apptentive.color.failure").light.hex == "#DA3547")
        #expect(try theme.color("com.apptentive.body").system == SystemColor(name: .label))
        #expect(try theme.color("com.apptentive.color.footer.background").system == SystemColor(name: .systemBackground, alpha: 0.5))
        #expect(try theme.color("com.apptentive.color.replyBackground").system == nil)
        #expect(try theme.color("com.apptentive.color.textInputPlaceholder").system == SystemColor(name: .placeholderText))
    }

    @Test("what the SDK silently misreads is a located error; unknown keys are warnings")
    func strictness() {
        let result = load(
            """
            <key>PrimaryColor</key><string>#FFF</string>
            <key>SecondaryColor</key><string>#FFFFFF33</string>
            <key>FailureColor</key><string>FF0000</string>
            <key>SizeAdjustment</key><string>abc</string>
            <key>FontOverrides</key><dict><key>com.apptentive.body</key><string>Menlo</string></dict>
            <key>ColorOverrides</key><dict><key>com.apptentive.bodyy</key><string>#000000</string></dict>
            <key>Instructions</key><string>read me</string>
            """)
        #expect(
            TestSupport.lines(result) == [
                "Dark.plist:4:24: error: PrimaryColor '#FFF' is a short form the Apptentive SDK misreads; write '#FFFFFF'",
                "Dark.plist:5:26: error: SecondaryColor '#FFFFFF33' has an alpha the Apptentive SDK misreads; style sheets take #RRGGBB only",
                "Dark.plist:6:24: error: FailureColor 'FF0000' has no leading '#', which the Apptentive SDK requires; write '#FF0000'",
                "Dark.plist:7:26: error: SizeAdjustment is the string \"abc\", which the Apptentive SDK reads as 0; it must be a number from 0.01 to 100 (write <real>1.0</real> for the normal size)",
                "Dark.plist:8:61: error: FontOverrides entry 'com.apptentive.body' must be a dictionary with 'font' and 'size', not the string \"Menlo\" (the Apptentive SDK can crash on it)",
                "Dark.plist:9:32: warning: ColorOverrides key 'com.apptentive.bodyy' is not an Apptentive style or colour key; it is ignored, as the SDK ignores it; did you mean 'com.apptentive.body'?",
                "Dark.plist:10:1: warning: 'Instructions' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it",
            ])
    }

    @Test("SizeAdjustment and FontOverrides sizes are checked against the same ranges as YAML's")
    func sizeRanges() {
        #expect(
            TestSupport.lines(
                load(
                    """
                    <key>SizeAdjustment</key><real>1e300</real>
                    <key>FontOverrides</key><dict><key>com.apptentive.body</key><dict><key>font</key><string>Menlo</string><key>size</key><real>1e17</real></dict></dict>
                    """)) == [
                    "Dark.plist:4:26: error: SizeAdjustment must be from 0.01 to 100, not 1e+300",
                    "Dark.plist:5:119: error: the size of 'com.apptentive.body' must be from 0.1 to 10000, not 1e+17",
                ])
        #expect(
            TestSupport.lines(load("<key>SizeAdjustment</key><string>1e300</string>")) == [
                "Dark.plist:4:26: error: SizeAdjustment is the string \"1e300\", which the Apptentive SDK reads as 1e+300; it must be a number from 0.01 to 100 (write <real>1.0</real> for the normal size)"
            ])
    }

    @Test("what the SDK reads leniently is read the same way, with a warning that says how")
    func leniency() throws {
        let result = load(
            """
            <key>PrimaryColor</key><string>#  0xFF0000;</string>
            <key>SecondaryColor</key><string>#0x00FF00</string>
            <key>SizeAdjustment</key><string>1.5x</string>
            <key>ColorOverrides</key><dict>
            <key>com.apptentive.body</key><integer>7</integer>
            <key>com.apptentive.button</key><string>#zzz</string>
            <key>com.apptentive.doneButton</key><string>#0000FF;</string>
            </dict>
            <key>FontOverrides</key><dict>
            <key>com.apptentive.header.title</key><dict><key>font</key><string>Menlo</string></dict>
            <key>com.apptentive.textInput</key><dict><key>font</key><string>Menlo</string><key>size</key><real>14</real><key>sise</key><real>15</real></dict>
            </dict>
            """)
        #expect(
            TestSupport.lines(result) == [
                "Dark.plist:3:1: warning: in theme 'Dark' (light and light high contrast), 'com.apptentive.body' #FF0000 on 'com.apptentive.color.cellBackground' #FFFFFF has a contrast of 3.99:1, below the minimum of 4.5:1 (the Apptentive guide asks the primary color to contrast well with the background)",
                "Dark.plist:3:1: warning: in theme 'Dark' (light and light high contrast), 'com.apptentive.header.message' #00FF00 on 'com.apptentive.color.cellBackground' #FFFFFF has a contrast of 1.37:1, below the minimum of 3:1 (the Apptentive guide asks the secondary color to contrast well with the background)",
                "Dark.plist:4:24: warning: PrimaryColor '#  0xFF0000;' is not written #RRGGBB; write '#FF0000'; it is read as #FF0000, as the Apptentive SDK reads it",
                "Dark.plist:5:26: warning: SecondaryColor '#0x00FF00' is not written #RRGGBB; write '#00FF00'; it is read as #00FF00, as the Apptentive SDK reads it",
                "Dark.plist:6:26: warning: SizeAdjustment is the string \"1.5x\", not a number (write <real>1.5</real>); it is read as 1.5, as the Apptentive SDK reads it",
                "Dark.plist:8:31: warning: ColorOverrides entry 'com.apptentive.body' is the number 7, not a colour #RRGGBB; it is skipped, as the Apptentive SDK skips it",
                "Dark.plist:9:33: warning: ColorOverrides entry 'com.apptentive.button' is the string \"#zzz\", not a colour #RRGGBB; it is skipped, as the Apptentive SDK skips it",
                "Dark.plist:10:37: warning: ColorOverrides entry 'com.apptentive.doneButton' '#0000FF;' is not written #RRGGBB; write '#0000FF'; it is read as #0000FF, as the Apptentive SDK reads it",
                "Dark.plist:13:39: warning: FontOverrides entry 'com.apptentive.header.title' has no 'size'; it is skipped, as the Apptentive SDK skips it, and the style keeps its derived font",
                "Dark.plist:14:109: warning: FontOverrides entry 'com.apptentive.textInput' has the key 'sise', which the Apptentive SDK does not read; it is ignored, as the SDK ignores it; did you mean 'size'?",
            ])
        let theme = try #require(result.themeSet).themes[0]
        #expect(try theme.color("com.apptentive.body").light.hex == "#FF0000")
        #expect(try theme.color("com.apptentive.header.message").light.hex == "#00FF00")
        #expect(try theme.color("com.apptentive.button").light.hex == "#FF0000")
        #expect(try theme.color("com.apptentive.doneButton").light.hex == "#0000FF")
        #expect(try theme.font("com.apptentive.header.title") == ThemeFont(typeface: .system, weight: .light, size: 34.5, textStyle: .body))
        #expect(try theme.font("com.apptentive.textInput") == ThemeFont(typeface: .named("Menlo"), weight: .regular, size: 14))
    }

    @Test("under --warnings-as-errors each leniency is an error that no longer says what is done instead")
    func leniencyAsErrors() throws {
        let result = load("<key>SizeAdjustment</key><true/>")
        var diagnostic = try #require(result.diagnostics.first)
        diagnostic.severity = .error
        #expect(result.diagnostics.map(\.formatted) == ["Dark.plist:4:26: warning: SizeAdjustment is the boolean true, not a number (write <real>1</real>); it is read as 1, as the Apptentive SDK reads it"])
        #expect(diagnostic.formatted == "Dark.plist:4:26: error: SizeAdjustment is the boolean true, not a number (write <real>1</real>)")
        #expect(
            TestSupport.lines(load("<key>SizeAdjustment</key><false/>")) == [
                "Dark.plist:4:26: error: SizeAdjustment is the boolean false, which the Apptentive SDK reads as 0; it must be a number from 0.01 to 100 (write <real>1.0</real> for the normal size)"
            ])
    }

    @Test("the Cordova placeholder loads as an all-defaults theme", .enabled(if: TestSupport.hasShared, TestSupport.sharedMissing))
    func cordovaPlaceholder() throws {
        let shared = try #require(TestSupport.sharedDirectory)
        let url = shared.appendingPathComponent("corpus/apptentive-cordova_ApptentiveStyles.plist")
        let result = ThemeLoader.load([SourceFile(path: "ApptentiveStyles.plist", contents: try Data(contentsOf: url))])
        #expect(TestSupport.lines(result) == ["ApptentiveStyles.plist:5:2: warning: 'Instructions' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it"])
        let defaults = try #require(load(Self.normalSize).themeSet).themes[0]
        #expect(try #require(result.themeSet).themes[0].colors.map(\.value) == defaults.colors.map(\.value))
    }
}
