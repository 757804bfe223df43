import Foundation
import Testing

@testable import ThemeGenCore

/// Every real-world file in ../shared/corpus either loads (with its warnings asserted) or fails with a
/// located error; none crashes. Skips with a message where ../shared is not beside the checkout.
@Suite("Real-world corpus")
struct CorpusTests {
    /// The error for a plist of another tool, at `location`, naming its first keys.
    static func notAThemePlist(_ location: String, keys: String) -> String {
        "\(location): error: this property list is neither a ThemeGen theme file (no 'themes' key) nor an Apptentive style sheet "
            + "(none of the SDK's keys, such as 'FontFamily' or 'PrimaryColor') — its keys: \(keys); if it belongs to another tool, "
            + "leave it out of the inputs (docs/Config.md, \"Which files are themes\"); if it is a style sheet, name it "
            + "ApptentiveStyles.plist or list it under 'styleSheets' in themegen.yml"
    }

    /// The error for a YAML or JSON file of another tool.
    static func notAThemeFile(_ file: String, keys: String) -> String {
        "corpus/\(file):1:1: error: this is not a ThemeGen theme file: it has no 'themes' mapping (its keys: \(keys)); "
            + "if it belongs to another tool, leave it out of the inputs (docs/Config.md, \"Which files are themes\"); "
            + "the theme format is in docs/ThemeFormat.md"
    }

    static let expected: [String: [String]] = [
        // The Cordova integration's file: its name makes it a style sheet, though its one key is unknown.
        "apptentive-cordova_ApptentiveStyles.plist": [
            "corpus/apptentive-cordova_ApptentiveStyles.plist:5:2: warning: 'Instructions' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it"
        ],
        "DB5_Demo_DB5.plist": [notAThemePlist("corpus/DB5_Demo_DB5.plist:4:1", keys: "'Default', 'Example Theme'")],
        "SwiftTheme_Red.plist": [notAThemePlist("corpus/SwiftTheme_Red.plist:4:1", keys: "'UIStatusBarStyle', 'Global', 'ListViewController', …")],
        "newterm2_Themes.binary.plist": [notAThemePlist("corpus/newterm2_Themes.binary.plist", keys: "'Basic', 'Basic (Dark)', 'Dracula', …")],
        "SwiftGen_colors.json": [notAThemeFile("SwiftGen_colors.json", keys: "'ArticleTitle', 'ArticleBody', 'ArticleFootnote', …")],
        "SwiftTheme_Night.json": [notAThemeFile("SwiftTheme_Night.json", keys: "'SwitchNightCell', 'ListViewController', 'ChangeThemeCell', …")],
        // Style Dictionary's basic example in DTCG form (`$type`, `$value`): a token file of one theme.
        "style-dictionary_basic_colors.json": [],
        "Motif_ButtonsExample_Theme.yaml": [notAThemeFile("Motif_ButtonsExample_Theme.yaml", keys: "'$RedColor', '$BlueColor', '$WhiteColor', …")],
    ]

    @Test(
        "each corpus file loads with its warnings or fails with a located error",
        .enabled(if: TestSupport.hasShared, TestSupport.sharedMissing))
    func corpus() throws {
        let shared = try #require(TestSupport.sharedDirectory)
        let directory = shared.appendingPathComponent("corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "SOURCES.md" }.sorted()
        #expect(Set(names) == Set(Self.expected.keys), "a corpus file has no expectation here")
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            let result = ThemeLoader.load([SourceFile(path: "corpus/" + name, contents: data)])
            #expect(TestSupport.lines(result) == Self.expected[name], "\(name)")
            let failed = result.diagnostics.contains { $0.severity == .error }
            #expect((result.themeSet == nil) == failed, "\(name): a model exactly when there is no error")
        }
    }

    @Test(
        "Style Dictionary's basic colours, in DTCG form, become one theme with its palette as nested groups",
        .enabled(if: TestSupport.hasShared, TestSupport.sharedMissing))
    func styleDictionaryColors() throws {
        let shared = try #require(TestSupport.sharedDirectory)
        let data = try Data(contentsOf: shared.appendingPathComponent("corpus/style-dictionary_basic_colors.json"))
        let set = try #require(ThemeLoader.load([SourceFile(path: "style-dictionary_basic_colors.json", contents: data)]).themeSet)
        #expect(set.themes.map(\.displayName) == ["style-dictionary_basic_colors"])
        #expect(set.keys(of: .colors).map(\.key) == ["black", "white"] + (1...9).map { "orange.\($0)00" })
        #expect(try set.themes[0].color("orange.500").light.hex == "#ED8936")
    }
}
