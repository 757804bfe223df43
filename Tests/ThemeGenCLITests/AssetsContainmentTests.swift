import Foundation
import Testing

@testable import themegen

/// `themegen assets -o` writes inside the catalog it names and nowhere else: a symbolic link at any level
/// of an existing catalog (a theme's folder, a colour set, a `Contents.json`) is refused with the path
/// that is one, and nothing outside the catalog changes, nor is read into the `--check` diff. The catalog
/// named by `-o` may itself be a link, which is followed.
@Suite("themegen assets: writes stay in the catalog")
struct AssetsContainmentTests {
    static let themes = "themes:\n  Light:\n    colors: { primary: \"#000\" }\n  Dark:\n    colors: { primary: \"#FFF\" }\n"
    static let outside = "{ \"outside\": true }\n"

    @Test(
        "a link at each level of an existing catalog is refused, located, and what it leads to is unchanged",
        arguments: [
            ("Light", "Light"),
            ("Light/primary.colorset", "Light/primary.colorset"),
            ("Light/primary.colorset/Contents.json", "Light/primary.colorset/Contents.json"),
            ("Contents.json", "Contents.json"),
        ])
    func linkAtEachLevel(link: String, reported: String) throws {
        let cli = try CLIRun()
        try cli.write("themes/t.yaml", Self.themes)
        #expect(cli.run("assets", "themes", "-o", "Colors.xcassets") == .success)
        // The link replaces what the catalog had there and leads to a copy outside it, marked.
        let linked = cli.directory.appendingPathComponent("Colors.xcassets/" + link)
        let isFile = link.hasSuffix(".json")
        let target = cli.directory.appendingPathComponent(isFile ? "elsewhere.json" : "elsewhere")
        if isFile {
            try cli.write("elsewhere.json", Self.outside)
        } else {
            try FileManager.default.copyItem(at: linked, to: target)
            try cli.write("elsewhere/marker.json", Self.outside)
        }
        let before = try Self.snapshot(target)
        try FileManager.default.removeItem(at: linked)
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: target)
        try cli.write("themes/t.yaml", Self.themes.replacingOccurrences(of: "#000", with: "#123"))
        #expect(cli.run("assets", "themes", "-o", "Colors.xcassets") == .failure)
        #expect(
            cli.error.contains("in the catalog: \(reported) is a symbolic link; the output's files are written in it, never through a link: remove the link"),
            "\(cli.error)")
        #expect(try Self.snapshot(target) == before)
        #expect(cli.run("assets", "themes", "-o", "Colors.xcassets", "--check") == .failure)
        #expect(!cli.output.contains("outside") && !cli.error.contains("outside"))
        #expect(try Self.snapshot(target) == before)
    }

    @Test("a stale colour set behind a link is left, and what it leads to stays")
    func staleSetBehindLink() throws {
        let cli = try CLIRun()
        try cli.write("themes/t.yaml", Self.themes)
        try cli.write("elsewhere/Contents.json", Self.outside)
        #expect(cli.run("assets", "themes", "-o", "Colors.xcassets") == .success)
        try FileManager.default.createSymbolicLink(
            at: cli.directory.appendingPathComponent("Colors.xcassets/Light/old.colorset"), withDestinationURL: cli.directory.appendingPathComponent("elsewhere"))
        #expect(cli.run("assets", "themes", "-o", "Colors.xcassets") == .success)
        #expect(cli.exists("elsewhere/Contents.json"))
    }

    @Test("-o naming a link to a catalog writes the catalog it leads to")
    func outputIsLink() throws {
        let cli = try CLIRun()
        try cli.write("themes/t.yaml", Self.themes)
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("real.xcassets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: cli.directory.appendingPathComponent("Colors.xcassets"), withDestinationURL: cli.directory.appendingPathComponent("real.xcassets"))
        #expect(cli.run("assets", "themes", "-o", "Colors.xcassets") == .success)
        #expect(cli.exists("real.xcassets/Light/primary.colorset/Contents.json"))
    }

    /// Every file below `url` (or the file itself) with its content.
    static func snapshot(_ url: URL) throws -> [String: Data] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [:] }
        guard isFolder.boolValue else { return ["": try Data(contentsOf: url)] }
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: url.path) {
            let file = url.appendingPathComponent(path)
            var isSubfolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isSubfolder), !isSubfolder.boolValue {
                files[path] = try Data(contentsOf: file)
            }
        }
        return files
    }
}

/// A catalog read as input whose colour set's `Contents.json` is a folder: an error there, not a set
/// skipped with success.
@Suite("themegen assets: catalogs read")
struct CatalogInputTests {
    @Test("a colour set whose Contents.json is a folder is an error located at it")
    func contentsIsFolder() throws {
        let cli = try CLIRun()
        try cli.write("App.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        try FileManager.default.createDirectory(
            at: cli.directory.appendingPathComponent("App.xcassets/brand.colorset/Contents.json"), withIntermediateDirectories: true)
        #expect(cli.run("lint", "App.xcassets") == .failure)
        #expect(cli.error == "App.xcassets/brand.colorset/Contents.json: error: this is a folder, not a regular file; ThemeGen reads only regular files\n")
    }
}
