import Foundation
import Testing
@testable import ThemeGenCore

/// Every real-world file in ../shared/corpus either loads (with its warnings asserted) or fails with a
/// located error; none crashes. Skips with a message where ../shared is not beside the checkout.
@Suite("Real-world corpus")
struct CorpusTests {
    static let expected: [String: [String]] = [
        "apptentive-cordova_ApptentiveStyles.plist": [
            "corpus/apptentive-cordova_ApptentiveStyles.plist:5:2: warning: 'Instructions' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it",
        ],
        "DB5_Demo_DB5.plist": [
            "corpus/DB5_Demo_DB5.plist:5:2: warning: 'Default' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it",
            "corpus/DB5_Demo_DB5.plist:26:2: warning: 'Example Theme' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it",
        ],
        "SwiftTheme_Red.plist": ["UIStatusBarStyle", "Global", "ListViewController", "SelectThemeCell", "SwitchNightCell", "ChangeThemeCell"]
            .enumerated().map { index, key in
                let line = [5, 7, 18, 23, 28, 33][index]
                return "corpus/SwiftTheme_Red.plist:\(line):2: warning: '\(key)' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it"
            },
        "newterm2_Themes.binary.plist": ["Basic", "Basic (Dark)", "Dracula", "Grass", "Homebrew", "Man Page", "Novel", "Ocean", "Pro",
                                         "Red Sands", "Silver Aerogel", "VSCode", "kirb"].map { key in
            "corpus/newterm2_Themes.binary.plist: warning: '\(key)' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it (at \(key))"
        },
        "SwiftGen_colors.json": [
            "corpus/SwiftGen_colors.json:1:1: error: this is not a ThemeGen theme file: it has no 'themes' mapping (its keys: 'ArticleTitle', 'ArticleBody', 'ArticleFootnote', …); see docs/ThemeFormat.md",
        ],
        "SwiftTheme_Night.json": [
            "corpus/SwiftTheme_Night.json:1:1: error: this is not a ThemeGen theme file: it has no 'themes' mapping (its keys: 'SwitchNightCell', 'ListViewController', 'ChangeThemeCell', …); see docs/ThemeFormat.md",
        ],
        "style-dictionary_basic_colors.json": [
            "corpus/style-dictionary_basic_colors.json:1:1: error: this is not a ThemeGen theme file: it has no 'themes' mapping (its keys: 'colors'); see docs/ThemeFormat.md",
        ],
        "Motif_ButtonsExample_Theme.yaml": [
            "corpus/Motif_ButtonsExample_Theme.yaml:1:1: error: this is not a ThemeGen theme file: it has no 'themes' mapping (its keys: '$RedColor', '$BlueColor', '$WhiteColor', …); see docs/ThemeFormat.md",
        ],
    ]

    @Test("each corpus file loads with its warnings or fails with a located error",
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
}
