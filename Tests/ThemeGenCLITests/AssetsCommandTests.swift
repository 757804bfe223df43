import Foundation
import Testing

@testable import themegen

/// `themegen assets` on disk: the catalog's files, an unchanged run that touches nothing, stale colour
/// sets removed; and catalogs as inputs, read only when named.
@Suite("themegen assets")
struct AssetsCommandTests {
    /// Every file below `folder` in the scratch directory, relative to it, sorted.
    static func files(_ cli: CLIRun, _ folder: String) -> [String] {
        let root = cli.directory.appendingPathComponent(folder)
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? []
        return paths.filter { !$0.hasSuffix(".colorset") && !["Light", "Dark"].contains($0) }.sorted()
    }

    static func modified(_ cli: CLIRun, _ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: cli.directory.appendingPathComponent(path).path)[.modificationDate] as? Date
    }

    @Test("writes one namespaced folder per theme and the accent colour; a second run touches nothing; a removed key's set goes")
    func writes() throws {
        let cli = try CLIRun()
        try cli.write("themes/t.yaml", "themes:\n  Light:\n    colors: { primary: \"#000\", extra: \"#111\" }\n  Dark:\n    colors: { primary: \"#FFF\", extra: \"#222\" }\n")
        #expect(cli.run("assets", "themes", "-o", "Colors.xcassets", "--accent-color", "primary") == .success)
        #expect(cli.error == "Colors.xcassets: 5 colour sets (8 files written, 0 stale colour sets removed) from 2 themes, 2 colours\n")
        #expect(
            Self.files(cli, "Colors.xcassets") == [
                "AccentColor.colorset/Contents.json", "Contents.json", "Dark/Contents.json", "Dark/extra.colorset/Contents.json",
                "Dark/primary.colorset/Contents.json", "Light/Contents.json", "Light/extra.colorset/Contents.json", "Light/primary.colorset/Contents.json",
            ])
        let before = try Self.modified(cli, "Colors.xcassets/Light/primary.colorset/Contents.json")
        #expect(cli.run("assets", "themes", "-o", "Colors.xcassets", "--accent-color", "primary") == .success)
        #expect(cli.error == "Colors.xcassets: 5 colour sets (up to date) from 2 themes, 2 colours\n")
        #expect(try Self.modified(cli, "Colors.xcassets/Light/primary.colorset/Contents.json") == before)
        // A set that holds more than ThemeGen wrote (here an image someone added) is not ThemeGen's to remove.
        try cli.write("Colors.xcassets/Dark/extra.colorset/swatch.png", "png")
        try cli.write("themes/t.yaml", "themes:\n  Light:\n    colors: { primary: \"#000\" }\n  Dark:\n    colors: { primary: \"#FFF\" }\n")
        #expect(cli.run("assets", "themes", "-o", "Colors.xcassets") == .success)
        #expect(cli.error == "Colors.xcassets: 2 colour sets (0 files written, 2 stale colour sets removed) from 2 themes, 1 colour\n")
        #expect(!cli.exists("Colors.xcassets/Light/extra.colorset") && !cli.exists("Colors.xcassets/AccentColor.colorset"))
        #expect(cli.exists("Colors.xcassets/Dark/extra.colorset/swatch.png"))
    }

    @Test("the written catalog reads back as the themes' colours; an output that is not a catalog is a usage error")
    func readsBack() throws {
        let cli = try CLIRun()
        try cli.write("themes/t.yaml", "themes:\n  Light:\n    colors: { primary: { light: \"#123456\", dark: \"#654321\" } }\n")
        #expect(cli.run("assets", "themes", "-o", "Out.xcassets") == .success)
        #expect(cli.run("dump", "Out.xcassets") == .success)
        #expect(cli.output.contains("\"dark\" : \"#654321\",\n            \"light\" : \"#123456\""))
        #expect(cli.run("assets", "themes", "-o", "Out") == .usage)
        #expect(cli.error.hasPrefix("Error: --output names the catalog to write, a folder ending in .xcassets\n"))
    }

    @Test("a catalog is read only when named (inside a named folder it is another tool's), and is a base a theme extends")
    func readOnlyWhenNamed() throws {
        let cli = try CLIRun()
        try cli.write("themes/t.yaml", "themes:\n  Brand:\n    extends: A\n    colors: { primary: \"#000\" }\n")
        try cli.write("themes/A.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        try cli.write("themes/A.xcassets/primary.colorset/Contents.json", "{ \"colors\" : [ { \"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"alpha\" : \"1.000\", \"blue\" : \"0x33\", \"green\" : \"0x22\", \"red\" : \"0x11\" } }, \"idiom\" : \"universal\" } ] }\n")
        #expect(cli.run("lint", "themes") == .failure)
        #expect(cli.error == "themes/t.yaml:3:14: error: the 'extends' 'A' in theme 'Brand' names no theme\n")
        // An image set beside the colour sets is not read: only colour sets and groups are.
        try cli.write("themes/A.xcassets/logo.imageset/Contents.json", "{ \"images\" : [ { \"idiom\" : \"universal\" } ] }\n")
        #expect(cli.run("lint", "themes/t.yaml", "themes/A.xcassets") == .success)
        #expect(cli.error == "Checked 3 files: 2 themes, 1 colour\n")
        // Without its own Contents.json (Xcode always writes one), the catalog's theme is located at its
        // first file: no diagnostic names a file that is not there.
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("themes/A.xcassets/Contents.json"))
        try cli.write("themes/t.yaml", "themes:\n  Brand:\n    extends: A\n    colors: { primary: \"#000\", accent: \"#111\" }\n")
        #expect(cli.run("lint", "themes/t.yaml", "themes/A.xcassets") == .failure)
        #expect(
            cli.error == "themes/A.xcassets/primary.colorset/Contents.json:1:1: error: theme 'A' does not define color 'accent'; every theme must define the same keys\n"
                + "themes/t.yaml:4:32: note: 'accent' is defined in theme 'Brand' here\n")
    }

    @Test("the configuration names the theme a catalog is read as, for lint and generate alike; one not among the inputs is an error")
    func configNamesTheTheme() throws {
        let cli = try CLIRun()
        try cli.write("App/themegen.yml", "inputs: [Colors.xcassets, Brand.yaml]\nassetCatalogs: { Colors.xcassets: Harbor }\n")
        try cli.write("App/Brand.yaml", "themes:\n  Night:\n    extends: Harbor\n    colors: { primary: \"#000\" }\n")
        try cli.write("App/Colors.xcassets/primary.colorset/Contents.json", "{ \"colors\" : [ { \"color\" : { \"components\" : { \"alpha\" : \"1.000\", \"blue\" : \"0x33\", \"green\" : \"0x22\", \"red\" : \"0x11\" } }, \"idiom\" : \"universal\" } ] }\n")
        #expect(cli.run("lint", "--config", "App/themegen.yml") == .success)
        #expect(cli.error == "Checked 2 files: 2 themes, 1 colour\n")
        #expect(cli.run("generate", "--config", "App/themegen.yml", "-o", "-") == .success)
        #expect(cli.output.contains("    case harbor = \"Harbor\"\n"))
        #expect(cli.output.contains("/// `primary`:\n"))
        // Named in 'assetCatalogs' but not an input, the catalog would be silently unread.
        try cli.write("App/themegen.yml", "inputs: [Brand.yaml]\nassetCatalogs: { Colors.xcassets: Harbor }\n")
        #expect(cli.run("lint", "--config", "App/themegen.yml") == .failure)
        #expect(cli.error == "App/themegen.yml:2:18: error: 'assetCatalogs' names 'Colors.xcassets', which is not among the inputs\n")
        #expect(cli.run("generate", "--config", "App/themegen.yml", "-o", "-") == .failure)
        #expect(cli.error.hasSuffix("App/themegen.yml:2:18: error: 'assetCatalogs' names 'Colors.xcassets', which is not among the inputs\n"))
    }

    @Test("the configuration's 'assets' says where and how to write, else Generated/Themes.xcassets beside it; a wrong entry is located")
    func configuredOutput() throws {
        let cli = try CLIRun()
        try cli.write("App/Brand.yaml", "themes:\n  Light:\n    colors: { primary: \"#112233\" }\n")
        try cli.write("App/themegen.yml", "inputs: [Brand.yaml]\n")
        #expect(cli.run("assets", "--config", "App/themegen.yml") == .success)
        #expect(cli.error == "App/Generated/Themes.xcassets: 1 colour set (2 files written, 0 stale colour sets removed) from 1 theme, 1 colour\n")
        try cli.write("App/themegen.yml", "inputs: [Brand.yaml]\nassets: { output: Colors.xcassets, accentColor: primary }\n")
        #expect(cli.run("assets", "--config", "App/themegen.yml") == .success)
        #expect(cli.error == "App/Colors.xcassets: 2 colour sets (3 files written, 0 stale colour sets removed) from 1 theme, 1 colour\n")
        #expect(cli.exists("App/Colors.xcassets/AccentColor.colorset/Contents.json"))
        // The command line wins over the file.
        #expect(cli.run("assets", "--config", "App/themegen.yml", "-o", "Other.xcassets", "--accent-color", "primary") == .success)
        #expect(cli.error == "Other.xcassets: 2 colour sets (3 files written, 0 stale colour sets removed) from 1 theme, 1 colour\n")
        try cli.write("App/themegen.yml", "inputs: [Brand.yaml]\nassets: { output: Colors, accentColour: primary, defaultAtTopLevel: yes please }\n")
        #expect(cli.run("assets", "--config", "App/themegen.yml") == .failure)
        #expect(
            cli.error == """
                App/themegen.yml:2:19: error: 'assets.output' names the catalog to write, a folder ending in .xcassets
                App/themegen.yml:2:27: error: unknown key 'accentColour' in 'assets'; did you mean 'accentColor'?
                App/themegen.yml:2:69: error: 'assets.defaultAtTopLevel' must be true or false, not `yes please`

                """)
        #expect(cli.run("assets", "App/Brand.yaml") == .usage)
        #expect(cli.error.hasPrefix("Error: Missing expected argument '--output <catalog>' (give it, or --config).\n"))
    }

    @Test("--check writes nothing, passes on an up-to-date catalog, and otherwise counts what differs, with a diff and the stale sets")
    func check() throws {
        let cli = try CLIRun()
        try cli.write("t.yaml", "themes:\n  Light:\n    colors: { primary: \"#000000\", extra: \"#111111\" }\n")
        #expect(cli.run("assets", "t.yaml", "-o", "C.xcassets", "--check") == .failure)
        #expect(cli.error == "C.xcassets: error: the catalog is out of date (3 files to write); run the same command without --check to update it\n")
        #expect(!cli.exists("C.xcassets"))
        #expect(cli.run("assets", "t.yaml", "-o", "C.xcassets") == .success)
        #expect(cli.run("assets", "t.yaml", "-o", "C.xcassets", "--check") == .success)
        #expect(cli.error == "C.xcassets is up to date: 2 colour sets from 1 theme, 2 colours\n")
        try cli.write("t.yaml", "themes:\n  Light:\n    colors: { primary: \"#FFFFFF\" }\n")
        #expect(cli.run("assets", "t.yaml", "-o", "C.xcassets", "--check", "--update-command", "make colours") == .failure)
        #expect(cli.error == "C.xcassets: error: the catalog is out of date (1 file to write, 1 stale colour set to remove); run 'make colours' to update it\n")
        #expect(cli.output.hasPrefix("--- a/C.xcassets/primary.colorset/Contents.json\n+++ b/C.xcassets/primary.colorset/Contents.json\n"))
        #expect(cli.output.contains("\n-          \"blue\" : \"0.000\",\n"), "\(cli.output)")
        #expect(cli.output.hasSuffix("Stale: C.xcassets/extra.colorset\n"))
        #expect(cli.exists("C.xcassets/extra.colorset/Contents.json"), "--check removes nothing")
    }
}
