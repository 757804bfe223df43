import Foundation
import Testing

@testable import ThemeGenCore

@Suite("The schema example, in every format")
struct SchemaExampleTests {
    @Test("the issue's example loads unchanged and resolves every value")
    func example() throws {
        let result = TestSupport.loadYAML(IssueExample.yaml)
        #expect(result.diagnostics.isEmpty)
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.displayName) == ["Solid Blue", "Pretty Pink"])
        #expect(set.themes.map(\.storedID) == ["Solid Blue", "pink"])
        #expect(set.themes.map(\.swiftName.identifier) == ["solidBlue", "prettyPink"])
        #expect(set.defaultTheme.displayName == "Solid Blue")
        #expect(set.storageKey == "Theme")
        #expect(set.keys(of: .colors).map(\.key) == ["primary", "background", "separator", "sectionHeaderTitle", "sectionHeaderBackground"])

        let blue = try set.theme("Solid Blue")
        #expect(try blue.color("separator") == ThemeColor(light: RGBA(red8: 255, green8: 255, blue8: 255, alpha8: 0x33)))
        #expect(try blue.color("sectionHeaderTitle") == ThemeColor(light: RGBA(red8: 255, green8: 255, blue8: 255)))
        #expect(try blue.color("sectionHeaderBackground") == ThemeColor(light: RGBA(red8: 0, green8: 0, blue8: 255), dark: RGBA(red8: 0, green8: 0, blue8: 0x80)))
        #expect(try blue.font("sectionHeaderTitle") == ThemeFont(typeface: .family("Avenir", face: "Heavy"), weight: .bold, size: 20, textStyle: .headline))
        #expect(try blue.font("body") == ThemeFont(typeface: .family("Avenir", face: "Book"), weight: .regular, size: 17, textStyle: .body))
        #expect(try blue.font("caption") == ThemeFont(typeface: .named("Helvetica-Oblique"), weight: .regular, size: 12))
        #expect(try blue.number("sectionHeaderAlpha") == 0.8)
        #expect(try blue.value("statusBarStyle") == "lightContent")

        let pink = try set.theme("Pretty Pink")
        #expect(try pink.color("background").light.hex == "#FFC0CB")
        #expect(try pink.color("sectionHeaderBackground") == ThemeColor(light: RGBA(red8: 0xFF, green8: 0x69, blue8: 0xB4)))
        #expect(try pink.font("body") == blue.font("body"))
        let inherited = try #require(pink.colors.first { $0.key == "primary" })
        #expect(inherited.inheritedFrom == "Solid Blue")
        #expect(inherited.location == SourceLocation(file: "t.yaml", line: 10, column: 7))
        #expect(set.valueTypes.map(\.typeName.identifier) == ["StatusBarStyle"])
        #expect(set.valueTypes[0].cases.map(\.swiftName.identifier) == ["lightContent"])
    }

    @Test("YAML, XML plist and binary plist forms resolve to equal models")
    func formatsAgree() throws {
        let yaml = try #require(TestSupport.load([("t.yaml", IssueExample.yaml)]).themeSet)
        let xml = TestSupport.load([("t.plist", IssueExample.plist)])
        #expect(xml.diagnostics.isEmpty)
        let xmlSet = try #require(xml.themeSet)
        #expect(normalized(xmlSet) == normalized(yaml))
        // Same order too: XML keeps it.
        #expect(xmlSet.themes.map(\.displayName) == yaml.themes.map(\.displayName))
        #expect(xmlSet.keys(of: .colors).map(\.key) == yaml.keys(of: .colors).map(\.key))
        #expect(xmlSet.keys(of: .colors).map(\.swiftName) == yaml.keys(of: .colors).map(\.swiftName))

        let object = try PropertyListSerialization.propertyList(from: Data(IssueExample.plist.utf8), format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let binaryResult = ThemeLoader.load([SourceFile(path: "b.plist", contents: binary)])
        #expect(binaryResult.diagnostics.isEmpty)
        #expect(normalized(try #require(binaryResult.themeSet)) == normalized(yaml))
    }

    @Test("XML plist values carry their line and column")
    func plistLocations() throws {
        let set = try #require(TestSupport.load([("t.plist", IssueExample.plist)]).themeSet)
        let primary = try #require(set.themes[0].colors.first { $0.key == "primary" })
        #expect(primary.location == SourceLocation(file: "t.plist", line: 27, column: 5))
        #expect(set.themes[1].location == SourceLocation(file: "t.plist", line: 48, column: 3))
    }

    /// The model without locations and in name order: binary plists have neither lines nor key order.
    private func normalized(_ set: ThemeSet) -> [String] {
        set.themes.map { theme in
            let tokens =
                theme.colors.map { "\($0.key)=\($0.value)" } + theme.fonts.map { "\($0.key)=\($0.value)" }
                + theme.numbers.map { "\($0.key)=\($0.value)" } + theme.values.map { "\($0.key)=\($0.value)" }
            return "\(theme.displayName)|\(theme.storedID)|\(theme.swiftName.identifier)|" + tokens.sorted().joined(separator: ";")
        }.sorted() + ["default=\(set.defaultTheme.displayName)", "storage=\(set.storageKey)"]
    }
}
