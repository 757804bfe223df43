import Foundation
import Testing
import ThemeGenCore

@testable import themegen

/// The rule that decides which files are themes, shared by the plugins and the tool.
@Suite("Which files are themes")
struct ThemeFilesTests {
    @Test("in a target without a config: *.theme.* files, ApptentiveStyles.plist, and files below Themes/")
    func conventional() {
        let themes = [
            "Brand.theme.yaml", "Night.theme.JSON", "a/b/Dark.theme.plist", "ApptentiveStyles.plist",
            "Brand-ApptentiveStyles.plist", "Themes/Brand.yaml", "themes/Night.json", "UI/Themes/Sub/Sheet.plist",
            "Brand.theme.tokens", "Themes/Brand.tokens",
        ]
        for path in themes {
            #expect(ThemeFiles.isConventional(path.split(separator: "/").map(String.init)), "\(path)")
        }
        let strangers = [
            "Info.plist", "GoogleService-Info.plist", "openapi.yaml", "openapi-generator-config.yaml",
            ".swiftlint.yml", "Assets.xcassets/Contents.json", "Assets.xcassets/Accent.colorset/Contents.json",
            "Settings.bundle/Root.plist", "Themes/Info.plist", "Themes/App-Info.plist", "Themes/themegen.yml",
            "Themes/.hidden.yaml", "Themes/Assets.xcassets/Contents.json", "Themes/notes.txt", "theme.yaml",
            "Brand.theme.txt", "PrivacyInfo.xcprivacy", "en.lproj/Themes/x.plist",
        ]
        for path in strangers {
            #expect(!ThemeFiles.isConventional(path.split(separator: "/").map(String.init)), "\(path)")
        }
    }

    @Test("the extensions are said once, by format, and every message lists them all")
    func extensions() {
        #expect(ThemeFiles.extensions == ["json", "plist", "tokens", "yaml", "yml"])
        #expect(ThemeGenCore.SourceFormat.allCases.map { $0.extensions } == [["yaml", "yml"], ["json", "tokens"], ["plist"]])
        #expect(ThemeGenCore.SourceFormat(path: "a/Brand.TOKENS") == .json && ThemeGenCore.SourceFormat(path: "Brand.yml") == .yaml)
        #expect(ThemeGenCore.SourceFormat(path: "notes.txt") == nil)
        #expect(ThemeGenCore.SourceFormat.extensionList == ".json, .plist, .tokens, .yaml or .yml")
        #expect(
            ThemeFiles.ruleSummary
                == "files named *.theme.json, *.theme.plist, *.theme.tokens, *.theme.yaml or *.theme.yml, ApptentiveStyles.plist, "
                + "or any .json, .plist, .tokens, .yaml or .yml file below a folder named Themes")
    }

    @Test("in a folder named as an input: every file with a theme extension, but never another tool's")
    func namedFolder() {
        #expect(ThemeFiles.isRead(inNamedFolder: ["openapi.yaml"]))
        #expect(ThemeFiles.isRead(inNamedFolder: ["sub", "Brand.YML"]))
        for path in ["Info.plist", "x/GoogleService-Info.plist", "Assets.xcassets/Contents.json", ".swiftlint.yml", "themegen.yml", "a.txt"] {
            #expect(!ThemeFiles.isRead(inNamedFolder: path.split(separator: "/").map(String.init)), "\(path)")
        }
    }

    @Test("a folder below with its own themegen.yml is left out, at any depth, and only that folder")
    func nestedSets() {
        let paths = [
            "a.yaml", "tokens/themegen.yml", "tokens/x.tokens.json", "tokens/brand/y.tokens.json",
            "tokensmore/z.yaml", "deep/er/themegen.yml", "deep/er/w.yaml", "deep/v.yaml", "themegen.yml",
        ]
        let outside = ThemeFiles.outsideNestedSets(paths.map { $0.split(separator: "/").map(String.init) })
        #expect(outside.map { $0.joined(separator: "/") } == ["a.yaml", "tokensmore/z.yaml", "deep/v.yaml", "themegen.yml"])
    }

    @Test("a named folder leaves out a folder with its own themegen.yml, which is read when named itself")
    func nestedSetOnTheCommandLine() throws {
        let cli = try CLIRun()
        try cli.write("themes/a.yaml", Samples.valid)
        try cli.write("themes/tokens/themegen.yml", "inputs: .\n")
        try cli.write("themes/tokens/broken.yaml", "themes: [\n")
        #expect(cli.run("lint", "themes") == .success)
        #expect(cli.error == "Checked 1 file: 2 themes, 1 colour\n")
        #expect(cli.run("lint", "themes/tokens") == .failure)
        #expect(cli.error.hasPrefix("themes/tokens/broken.yaml:2:1: error: "), "\(cli.error)")
    }

    @Test("the package's themes/: `generate themes` leaves out themes/tokens, which its own config generates")
    func packageThemes() throws {
        let cli = try CLIRun()
        try FileManager.default.copyItem(at: PreviewCommandTests.packageRoot.appendingPathComponent("themes"), to: cli.directory.appendingPathComponent("themes"))
        #expect(cli.run("generate", "themes", "--output", "Themes.swift") == .success)
        #expect(cli.error == "Generated Themes.swift: 8 themes, 30 colours, 16 fonts, 1 number, 2 values\n")
        #expect(cli.run("generate", "--config", "themes/tokens/themegen.yml") == .success)
        #expect(cli.error.hasPrefix("Generated Generated/Tokens.swift: 2 themes, 28 colours"), "\(cli.error)")
        let generated = try String(contentsOf: cli.directory.appendingPathComponent("Generated/Tokens.swift"), encoding: .utf8)
        let reference = try String(contentsOf: PreviewCommandTests.packageRoot.appendingPathComponent("Tests/References/Tokens.swift"), encoding: .utf8)
        // The same file as the reference, whose header names the files from the package root.
        #expect(generated.split(separator: "\n").dropFirst() == reference.split(separator: "\n").dropFirst())
        #expect(generated.hasPrefix("// Generated by themegen \(ThemeGenVersion.current) from appearance/dark.tokens.json, "))
    }

    @Test("a plugin finds the config, the theme files by the rule and the templates, and declares them all")
    func pluginInputs() throws {
        let cli = try CLIRun()
        for path in [
            "App/Themes/Brand.yaml", "App/Night.theme.json", "App/Info.plist", "App/openapi.yaml",
            "App/Assets.xcassets/Contents.json", "App/Templates/Ours.swift.mustache", "App/themegen.yml", "App/.swiftlint.yml",
        ] {
            try cli.write(path, "x: 1\n")
        }
        let folder = cli.directory.appendingPathComponent("App")
        let inputs = try ThemeInputs(searching: folder)
        #expect(inputs.configuration?.lastPathComponent == "themegen.yml")
        #expect(inputs.themeFiles.map(\.lastPathComponent) == ["Night.theme.json", "Brand.yaml"])
        #expect(inputs.templates.map(\.lastPathComponent) == ["Ours.swift.mustache"])
        // The catalog's Contents.json is watched, not a theme: the configuration may name the catalog.
        #expect(inputs.allFiles.map(\.lastPathComponent) == ["themegen.yml", "Night.theme.json", "Brand.yaml", "Contents.json", "Ours.swift.mustache"])
        #expect(inputs.inputArguments(packageDirectory: cli.directory) == ["--config", folder.appendingPathComponent("themegen.yml").path])
        let xcode = try ThemeInputs(xcodeTargetFiles: inputs.allFiles, projectDirectory: cli.directory)
        #expect(xcode.root.standardizedFileURL == folder.standardizedFileURL, "the config's folder is the root in Xcode")
        #expect(xcode.themeFiles == inputs.themeFiles)
        // A token project with its own themegen.yml below Themes/ is not the target's.
        try cli.write("App/Themes/Tokens/themegen.yml", "inputs: .\n")
        try cli.write("App/Themes/Tokens/colors.tokens.json", "{}\n")
        let nested = try ThemeInputs(searching: folder)
        #expect(nested.themeFiles.map(\.lastPathComponent) == ["Night.theme.json", "Brand.yaml"])
        // The build still watches it: the target's themegen.yml may name it as an input.
        #expect(
            nested.allFiles.map(\.lastPathComponent) == ["themegen.yml", "Night.theme.json", "Brand.yaml", "colors.tokens.json", "Contents.json", "Ours.swift.mustache"])
    }

    @Test("with a configuration, a plugin watches what ThemeGen reads in each catalog (also one Xcode lists as one file); without, none")
    func pluginCatalogInputs() throws {
        let cli = try CLIRun()
        for path in [
            "App/Brand.yaml", "App/Colors.xcassets/Contents.json", "App/Colors.xcassets/brand.colorset/Contents.json",
            "App/Colors.xcassets/Group/Contents.json", "App/Colors.xcassets/Group/ink.colorset/Contents.json",
            "App/Colors.xcassets/logo.imageset/Contents.json", "App/Colors.xcassets/logo.imageset/logo.png",
        ] {
            try cli.write(path, "{}\n")
        }
        let folder = cli.directory.appendingPathComponent("App")
        let catalogFiles = [
            "Colors.xcassets/Contents.json", "Colors.xcassets/Group/Contents.json", "Colors.xcassets/Group/ink.colorset/Contents.json",
            "Colors.xcassets/brand.colorset/Contents.json",
        ]
        #expect(try ThemeInputs(searching: folder).allFiles.isEmpty, "a catalog is never read without a configuration naming it")
        try cli.write("App/themegen.yml", "inputs: [Brand.yaml, Colors.xcassets]\n")
        let relative = { (inputs: ThemeInputs) in inputs.allFiles.map { RelativePath.of($0, from: folder) } }
        #expect(try relative(ThemeInputs(searching: folder)) == ["themegen.yml"] + catalogFiles)
        let xcodeFiles = ["themegen.yml", "Brand.yaml", "Colors.xcassets"].map { folder.appendingPathComponent($0) }
        #expect(try relative(ThemeInputs(xcodeTargetFiles: xcodeFiles, projectDirectory: cli.directory)) == ["themegen.yml"] + catalogFiles)
    }
}
