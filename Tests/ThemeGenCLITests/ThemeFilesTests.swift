import Foundation
import Testing
@testable import themegen

/// The rule that decides which files are themes, shared by the plugins and the tool.
@Suite("Which files are themes")
struct ThemeFilesTests {
    @Test("in a target without a config: *.theme.* files, ApptentiveStyles.plist, and files below Themes/")
    func conventional() {
        let themes = ["Brand.theme.yaml", "Night.theme.JSON", "a/b/Dark.theme.plist", "ApptentiveStyles.plist",
                      "Brand-ApptentiveStyles.plist", "Themes/Brand.yaml", "themes/Night.json", "UI/Themes/Sub/Sheet.plist"]
        for path in themes {
            #expect(ThemeFiles.isConventional(path.split(separator: "/").map(String.init)), "\(path)")
        }
        let strangers = ["Info.plist", "GoogleService-Info.plist", "openapi.yaml", "openapi-generator-config.yaml",
                         ".swiftlint.yml", "Assets.xcassets/Contents.json", "Assets.xcassets/Accent.colorset/Contents.json",
                         "Settings.bundle/Root.plist", "Themes/Info.plist", "Themes/App-Info.plist", "Themes/themegen.yml",
                         "Themes/.hidden.yaml", "Themes/Assets.xcassets/Contents.json", "Themes/notes.txt", "theme.yaml",
                         "Brand.theme.txt", "PrivacyInfo.xcprivacy", "en.lproj/Themes/x.plist"]
        for path in strangers {
            #expect(!ThemeFiles.isConventional(path.split(separator: "/").map(String.init)), "\(path)")
        }
    }

    @Test("in a folder named as an input: every file with a theme extension, but never another tool's")
    func namedFolder() {
        #expect(ThemeFiles.isRead(inNamedFolder: ["openapi.yaml"]))
        #expect(ThemeFiles.isRead(inNamedFolder: ["sub", "Brand.YML"]))
        for path in ["Info.plist", "x/GoogleService-Info.plist", "Assets.xcassets/Contents.json", ".swiftlint.yml", "themegen.yml", "a.txt"] {
            #expect(!ThemeFiles.isRead(inNamedFolder: path.split(separator: "/").map(String.init)), "\(path)")
        }
    }

    @Test("a plugin finds the config, the theme files by the rule and the templates, and declares them all")
    func pluginInputs() throws {
        let cli = try CLIRun()
        for path in ["App/Themes/Brand.yaml", "App/Night.theme.json", "App/Info.plist", "App/openapi.yaml",
                     "App/Assets.xcassets/Contents.json", "App/Templates/Ours.swift.mustache", "App/themegen.yml", "App/.swiftlint.yml"] {
            try cli.write(path, "x: 1\n")
        }
        let folder = cli.directory.appendingPathComponent("App")
        let inputs = try ThemeInputs(searching: folder)
        #expect(inputs.configuration?.lastPathComponent == "themegen.yml")
        #expect(inputs.themeFiles.map(\.lastPathComponent) == ["Night.theme.json", "Brand.yaml"])
        #expect(inputs.templates.map(\.lastPathComponent) == ["Ours.swift.mustache"])
        #expect(inputs.allFiles.map(\.lastPathComponent) == ["themegen.yml", "Night.theme.json", "Brand.yaml", "Ours.swift.mustache"])
        #expect(inputs.inputArguments(packageDirectory: cli.directory) == ["--config", folder.appendingPathComponent("themegen.yml").path])
        let xcode = ThemeInputs(xcodeTargetFiles: inputs.allFiles, projectDirectory: cli.directory)
        #expect(xcode.root.standardizedFileURL == folder.standardizedFileURL, "the config's folder is the root in Xcode")
        #expect(xcode.themeFiles == inputs.themeFiles)
    }
}
