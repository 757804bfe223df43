import Foundation
import Testing

@testable import ThemeGenCore

/// Asset catalogs read as a theme (colour sets by appearance, every colour space and component notation
/// Xcode writes, namespaces, located errors) and written (Xcode's layout, exact text), and the round trip.
@Suite("Asset catalogs")
struct AssetCatalogTests {
    static let info = "\"info\" : { \"author\" : \"xcode\", \"version\" : 1 }"

    /// One colour entry of a set's `colors`.
    static func entry(_ space: String, _ components: String, appearances: String = "", idiom: String = "universal") -> String {
        let appearance = appearances.isEmpty ? "" : "\"appearances\" : [\(appearances)], "
        return "{ \(appearance)\"color\" : { \"color-space\" : \"\(space)\", \"components\" : { \(components) } }, \"idiom\" : \"\(idiom)\" }"
    }

    static let dark = "{ \"appearance\" : \"luminosity\", \"value\" : \"dark\" }"
    static let high = "{ \"appearance\" : \"contrast\", \"value\" : \"high\" }"

    /// A catalog: a set with every notation, appearance and several spaces; one in a namespaced group; one
    /// in a plain folder with an idiom entry left out; a system colour.
    static let catalog: [(String, String)] = [
        ("App.xcassets/Contents.json", "{ \(info) }\n"),
        ("App.xcassets/Text/Contents.json", "{ \(info), \"properties\" : { \"provides-namespace\" : true } }\n"),
        ("App.xcassets/Folder/Contents.json", "{ \(info) }\n"),
        (
            "App.xcassets/brand.colorset/Contents.json",
            "{ \"colors\" : [\n"
                + entry("srgb", "\"alpha\" : \"1.000\", \"blue\" : \"0x7F\", \"green\" : \"127\", \"red\" : \"0.500\"") + ",\n"
                + entry("display-p3", "\"alpha\" : \"1.000\", \"blue\" : \"0.200\", \"green\" : \"0.300\", \"red\" : \"1.000\"", appearances: dark) + ",\n"
                + entry("gray-gamma-22", "\"alpha\" : \"1.000\", \"white\" : \"0.500\"", appearances: high) + ",\n"
                + entry("extended-linear-srgb", "\"alpha\" : 1, \"blue\" : 0, \"green\" : 0, \"red\" : 0.2140", appearances: dark + ", " + high)
                + "\n], \(info) }\n"
        ),
        ("App.xcassets/Text/primary.colorset/Contents.json", "{ \"colors\" : [ { \"color\" : { \"platform\" : \"ios\", \"reference\" : \"labelColor\" }, \"idiom\" : \"universal\" } ], \(info) }\n"),
        (
            "App.xcassets/Folder/accent.colorset/Contents.json",
            "{ \"colors\" : [\n" + entry("extended-srgb", "\"alpha\" : \"1.000\", \"blue\" : \"0.1\", \"green\" : \"0.3\", \"red\" : \"1.05\"") + ",\n"
                + entry("srgb", "\"alpha\" : \"1.000\", \"blue\" : \"0\", \"green\" : \"0\", \"red\" : \"0\"", idiom: "iphone") + "\n], \(info) }\n"
        ),
    ]

    /// A theme's colours as `key: value` lines, each appearance in 16-bit hex.
    static func colorLines(_ theme: Theme) -> [String] {
        theme.tokens.colors.map { token in
            let color = token.value
            return "\(token.key): \(color.light.preciseHex) dark \(color.resolvedDark.preciseHex) high \(color.resolvedLightHighContrast.preciseHex) dark high \(color.resolvedDarkHighContrast.preciseHex)"
        }
    }

    @Test("a catalog is one theme: namespaces, appearances, spaces and notations read exactly; an idiom entry left out is warned about")
    func reads() throws {
        let result = TestSupport.load(Self.catalog)
        #expect(
            TestSupport.lines(result) == [
                "App.xcassets/Folder/accent.colorset/Contents.json:3:1: warning: this colour is for the 'iphone' idiom only; it is left out: a theme's colour is the same on every device, the universal entry's"
            ])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(theme.displayName == "App")
        // 0.500 is 32768/65535; 127 and 0x7F are 127/255; gray 0.5 at gamma 2.2 is linear 0.2176, sRGB 0.5039;
        // linear 0.214 is sRGB 0.5 (0x8000 rounded); extended sRGB (1.05, 0.3, 0.1) lies in Display P3.
        #expect(
            Self.colorLines(theme) == [
                "accent: p3#F8345CB9338A dark p3#F8345CB9338A high p3#F8345CB9338A dark high p3#F8345CB9338A",
                "Text.primary: #000000 dark #FFFFFF high #000000 dark high #FFFFFF",
                "brand: #80007F7F7F7F dark p3#FFFF4CCD3333 high #80FD80FD80FD dark high #7FFD00000000",
            ])
        #expect(theme.tokens.colors.first { $0.key == "Text.primary" }?.value.system?.name == .label)
        #expect(result.themeSet?.keys(of: .colors).map(\.groupPath) == [[], ["Text"], []])
    }

    @Test("a malformed Contents.json, an unknown colour space and a component out of range are located errors")
    func errors() {
        let result = TestSupport.load([
            ("A.xcassets/a.colorset/Contents.json", "{ \"colors\" : [ { \"idiom\" : \"universal\", }\n"),
            ("A.xcassets/b.colorset/Contents.json", "{ \"colors\" : [\n" + Self.entry("srbg", "\"red\" : \"0\"") + "\n] }\n"),
            ("A.xcassets/c.colorset/Contents.json", "{ \"colors\" : [\n" + Self.entry("srgb", "\"alpha\" : \"1.000\", \"blue\" : \"0\", \"green\" : \"0\", \"red\" : \"1.5\"") + "\n] }\n"),
            ("A.xcassets/d.colorset/Contents.json", "{ \"colors\" : [\n" + Self.entry("srgb", "\"alpha\" : \"1.000\", \"blue\" : \"0x1FF\", \"green\" : \"0\", \"red\" : \"0\"") + "\n] }\n"),
        ])
        #expect(result.themeSet == nil)
        #expect(
            TestSupport.lines(result) == [
                "A.xcassets/a.colorset/Contents.json:1:39: error: malformed JSON: a trailing comma: JSON has none after the last member; remove it",
                "A.xcassets/b.colorset/Contents.json:2:31: error: unknown 'color-space'; did you mean 'srgb'? expected 'srgb', 'extended-srgb', 'extended-linear-srgb', 'display-p3', 'gray-gamma-22' or 'extended-gray'",
                "A.xcassets/c.colorset/Contents.json:2:112: error: 'red' is 1.5, outside 0…1, which only the extended colour spaces allow",
                "A.xcassets/d.colorset/Contents.json:2:84: error: '0x1FF' is not an 8-bit hexadecimal component (0x00 to 0xFF)",
            ])
    }

    @Test("a colour set is written as Xcode writes one: any, dark, high contrast, dark high contrast, keys sorted")
    func writesXcodeLayout() throws {
        let color = ThemeColor(
            light: RGBA(red8: 0, green8: 0, blue8: 0, alpha8: 15), dark: RGBA(red8: 255, green8: 255, blue8: 255),
            lightHighContrast: RGBA(red: 0.5, green: 0, blue: 0), darkHighContrast: RGBA(red: 0.123456, green: 1, blue: 1, space: .displayP3))
        let entries = [
            ("srgb", "0x0F", "0.000", "0.000", "0.000", ""),
            ("srgb", "1.000", "1.000", "1.000", "1.000", Self.xcodeAppearances([("luminosity", "dark")])),
            ("srgb", "1.000", "0.000", "0.000", "0.500", Self.xcodeAppearances([("contrast", "high")])),
            ("display-p3", "1.000", "1.000", "1.000", "0.12346", Self.xcodeAppearances([("luminosity", "dark"), ("contrast", "high")])),
        ]
        let body = entries.map { space, alpha, blue, green, red, appearances in
            """
                {
            \(appearances)      "color" : {
                    "color-space" : "\(space)",
                    "components" : {
                      "alpha" : "\(alpha)",
                      "blue" : "\(blue)",
                      "green" : "\(green)",
                      "red" : "\(red)"
                    }
                  },
                  "idiom" : "universal"
                }
            """
        }
        let expected = "{\n  \"colors\" : [\n" + body.joined(separator: ",\n") + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        #expect(try ContentsJSON.text(AssetCatalogWriter.colorSet(color)) == expected)
    }

    /// An entry's `appearances` as Xcode lays them out.
    static func xcodeAppearances(_ pairs: [(String, String)]) -> String {
        let items = pairs.map { "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }" }
        return "      \"appearances\" : [\n" + items.joined(separator: ",\n") + "\n      ],\n"
    }

    /// `set` written as a catalog, then read back: one theme per folder (or the only theme at the top).
    static func roundTrip(_ set: ThemeSet) throws -> [String: [String]] {
        let files = try AssetCatalogWriter.files(set)
        var read: [String: [String]] = [:]
        let folders = set.themes.count > 1 ? set.themes.map(\.displayName) : [""]
        for folder in folders {
            let prefix = folder.isEmpty ? "" : folder + "/"
            let catalog = files.filter { $0.path.hasPrefix(prefix) || $0.path == "Contents.json" }.map { ("T.xcassets/" + $0.path, $0.contents) }
            let result = TestSupport.load(catalog)
            #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
            let theme = try #require(result.themeSet?.themes.first)
            // The theme's folder provides a namespace: its name is the first group of each key read back.
            read[folder] = colorLines(theme).map { folder.isEmpty ? $0 : String($0.dropFirst(folder.count + 1)) }.sorted()
        }
        return read
    }

    @Test("reading a written catalog gives the same colours: the samples, the design system, and the catalog above")
    func roundTrips() throws {
        let samples = try #require(try TestSupport.loadSampleThemes().themeSet)
        let acme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/DesignSystem/Acme.theme.yaml"), encoding: .utf8)
        let sets = [samples, try #require(TestSupport.load([("Acme.theme.yaml", acme)]).themeSet), try #require(TestSupport.load(Self.catalog).themeSet)]
        for set in sets {
            let written = try Self.roundTrip(set)
            for theme in set.themes {
                let folder = set.themes.count > 1 ? theme.displayName : ""
                // Read back in path order, the order a catalog's files come in.
                #expect(written[folder] == Self.colorLines(theme).sorted(), "\(theme.displayName)")
            }
        }
    }

    @Test("a theme name that is not a folder name is refused, not written outside the catalog")
    func refusesFolderNames() throws {
        let set = try #require(TestSupport.load([("t.yaml", "themes:\n  \"../Up\":\n    colors: { a: \"#000\" }\n  B:\n    colors: { a: \"#111\" }\n")]).themeSet)
        #expect(throws: AssetCatalogWriter.Problem(message: "the theme name cannot name a folder of an asset catalog: it is empty, starts with '.', or holds '/' or a control character")) {
            try AssetCatalogWriter.files(set)
        }
    }

    @Test("DuckDuckGo's macOS browser catalog (a real app's, fetched): 172 colour sets read, values as the files say")
    func realCatalog() throws {
        let root = TestSupport.packageRoot.appendingPathComponent("Tests/ThemeGenCoreTests/Fixtures")
        let catalog = root.appendingPathComponent("DuckDuckGo.xcassets")
        let paths = try #require(FileManager.default.subpaths(atPath: catalog.path)).filter { $0.hasSuffix("Contents.json") }.sorted()
        let files = try paths.map { ("DuckDuckGo.xcassets/" + $0, try String(contentsOf: catalog.appendingPathComponent($0), encoding: .utf8)) }
        let result = TestSupport.load(files)
        // Its one system colour is macOS's accent, which a theme's colour cannot follow: warned, read as blue.
        #expect(Set(TestSupport.lines(result).map { String($0.prefix { $0 != ":" }) }) == ["DuckDuckGo.xcassets/Colors/BookmarkFilledTint.colorset/Contents.json"])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(theme.tokens.colors.count == 172)
        let lines = Dictionary(uniqueKeysWithValues: zip(theme.tokens.colors.map(\.key), Self.colorLines(theme)))
        // By hand from the files: alpha "0.060" is 3932/65535 (0x0F5C); "255", "0x22" and "0.133" in display-p3.
        #expect(lines["HomeEntityIconBackgroundColor"] == "HomeEntityIconBackgroundColor: #0000000000000F5C dark #FFFFFF high #0000000000000F5C dark high #FFFFFF")
        #expect(lines["AddressBarBackgroundColor"] == "AddressBarBackgroundColor: p3#FFFFFF dark p3#222222 high p3#FFFFFF dark high p3#220C220C220C")
    }

    @Test("the real catalog's generated code compiles and reads its values back")
    func realCatalogCompiles() throws {
        let catalog = TestSupport.packageRoot.appendingPathComponent("Tests/ThemeGenCoreTests/Fixtures/DuckDuckGo.xcassets")
        let paths = try #require(FileManager.default.subpaths(atPath: catalog.path)).filter { $0.hasSuffix("Contents.json") }.sorted()
        let files = try paths.map { ("DuckDuckGo.xcassets/" + $0, try String(contentsOf: catalog.appendingPathComponent($0), encoding: .utf8)) }
        let result = TestSupport.load(files)
        let generated = try Generator.generate(try #require(result.themeSet), options: GeneratorOptions()).source
        let main = "let colors = ThemeID.duckDuckGo.theme.colors\nprint(colors.addressBarBackgroundColor.dark.space, colors.addressBarBackgroundColor.dark.hex, colors.homeEntityIconBackgroundColor.light.hex)\n"
        #expect(try SwiftCompiler.compileAndRun(generated: generated, main: main) == "displayP3 #222222 #0000000F\n")
    }

    /// The Format Reference's rules (Named Color Type, Group Type) and Xcode's appearances, for one file:
    /// the problems found, none when it follows them.
    static func formatProblems(_ file: AssetCatalogFile) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
        var problems: [String] = []
        func check(_ holds: Bool, _ problem: String) { if !holds { problems.append("\(file.path): \(problem)") } }
        let info = object["info"] as? [String: Any]
        check(info?["author"] as? String == "xcode" && info?["version"] as? Int == 1 && info?.count == 2, "info is { author: xcode, version: 1 }")
        guard file.path.hasSuffix(".colorset/Contents.json") else {
            let properties = object["properties"] as? [String: Any]
            check(Set(object.keys).isSubset(of: ["info", "properties"]), "a group has info and properties only")
            check(file.path == "Contents.json" ? properties == nil : properties?["provides-namespace"] as? Bool == true, "a theme's or group's folder provides a namespace")
            return problems
        }
        check(Set(object.keys) == ["colors", "info"], "a colour set has colors and info")
        let allowedAppearances: Set<[String]> = [[], ["luminosity:dark"], ["contrast:high"], ["luminosity:dark", "contrast:high"]]
        var seen: [[String]] = []
        for entry in object["colors"] as? [[String: Any]] ?? [] {
            check(Set(entry.keys).isSubset(of: ["idiom", "appearances", "color"]) && entry["idiom"] as? String == "universal", "an entry is universal")
            let appearances = (entry["appearances"] as? [[String: String]] ?? []).map { "\($0["appearance"] ?? ""):\($0["value"] ?? "")" }
            check(allowedAppearances.contains(appearances) && !seen.contains(appearances), "appearances are Xcode's, each once")
            seen.append(appearances)
            let color = entry["color"] as? [String: Any]
            check(["srgb", "display-p3"].contains(color?["color-space"] as? String ?? ""), "color-space is srgb or display-p3 (Table 18-2)")
            let components = color?["components"] as? [String: Any] ?? [:]
            check(Set(components.keys) == ["red", "green", "blue", "alpha"], "components are red, green, blue and alpha")
            for (key, value) in components {
                let text = value as? String ?? ""
                let number = text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } : Double(text)
                check(number.map { (0...1).contains($0) } ?? false && (text.hasPrefix("0x") || text.contains(".")), "\(key) \(text) is a component from 0 to 1")
            }
        }
        check(seen.first == [], "the first entry is for any appearance")
        check(file.contents.hasSuffix("}\n"), "the file ends with a newline, as Xcode writes it")
        return problems
    }

    @Test("every file written for the samples and the design system follows the Asset Catalog Format Reference")
    func followsFormatReference() throws {
        let samples = try #require(try TestSupport.loadSampleThemes().themeSet)
        let acme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/DesignSystem/Acme.theme.yaml"), encoding: .utf8)
        let design = try #require(TestSupport.load([("Acme.theme.yaml", acme)]).themeSet)
        let files =
            try AssetCatalogWriter.files(samples, options: AssetCatalogOptions(defaultThemeAtTopLevel: true, accentColorKey: "primary"))
            + AssetCatalogWriter.files(design)
        #expect(files.count > 250)
        #expect(try files.flatMap(Self.formatProblems) == [])
        // A file that breaks a rule is found: the check can fail.
        let broken = AssetCatalogFile(path: "a.colorset/Contents.json", contents: "{ \"colors\" : [], \"info\" : { \"author\" : \"me\", \"version\" : 1 } }")
        #expect(try Self.formatProblems(broken).count == 3)
    }

    @Test("the hand-made catalog's generated code compiles and reads its values back")
    func catalogCompiles() throws {
        let generated = try Generator.generate(try #require(TestSupport.load(Self.catalog).themeSet), options: GeneratorOptions()).source
        let main = "let colors = ThemeID.app.theme.colors\nprint(colors.brand.dark.space, colors.brand.dark.hex, colors.text.primary.light.hex, colors.accent.light.hex)\n"
        // The accent's red is 0xF834 of 65535, 247.2 of 255: #F7.
        #expect(try SwiftCompiler.compileAndRun(generated: generated, main: main) == "displayP3 #FF4D33 #000000 #F75C33\n")
    }

    @Test("of an appearance's sRGB and Display P3 entries the P3 one is used, with a warning at the other; a name twice in a namespace is an error")
    func gamutsAndDuplicates() throws {
        let srgb = Self.entry("srgb", "\"alpha\" : \"1.000\", \"blue\" : \"0\", \"green\" : \"0\", \"red\" : \"1.000\"")
        let p3 = Self.entry("display-p3", "\"alpha\" : \"1.000\", \"blue\" : \"0\", \"green\" : \"0\", \"red\" : \"1.000\"")
        let gamut = { (entry: String, gamut: String) in entry.replacingOccurrences(of: "\"idiom\"", with: "\"display-gamut\" : \"\(gamut)\", \"idiom\"") }
        let set = "{ \"colors\" : [\n" + gamut(srgb, "sRGB") + ",\n" + gamut(p3, "display-P3") + "\n] }\n"
        let result = TestSupport.load([("A.xcassets/red.colorset/Contents.json", set)])
        #expect(
            TestSupport.lines(result) == [
                "A.xcassets/red.colorset/Contents.json:2:1: warning: this appearance has a colour for sRGB screens and one for Display P3 screens; the Display P3 one is used, the one wide-gamut screens show; this sRGB one is left out"
            ])
        #expect(result.themeSet?.themes.first?.tokens.colors.first?.value.light.preciseHex == "p3#FF0000")
        let twice = TestSupport.load([
            ("B.xcassets/One/a.colorset/Contents.json", "{ \"colors\" : [ \(p3) ] }\n"),
            ("B.xcassets/Two/a.colorset/Contents.json", "{ \"colors\" : [ \(srgb) ] }\n"),
        ])
        #expect(TestSupport.lines(twice) == ["B.xcassets/Two/a.colorset/Contents.json:1:1: error: a second colour set named 'a' in this catalog (the first is at B.xcassets/One/a.colorset/Contents.json)"])
    }

    @Test("two entries for one appearance (two any, two dark) get a warning at the second, and the first is used")
    func twoEntriesForOneAppearance() throws {
        let red = Self.entry("srgb", "\"alpha\" : \"1.000\", \"blue\" : \"0\", \"green\" : \"0\", \"red\" : \"1.000\"")
        let blue = Self.entry("srgb", "\"alpha\" : \"1.000\", \"blue\" : \"1.000\", \"green\" : \"0\", \"red\" : \"0\"")
        let darkRed = Self.entry("srgb", "\"alpha\" : \"1.000\", \"blue\" : \"0\", \"green\" : \"0\", \"red\" : \"0x80\"", appearances: Self.dark)
        let darkBlue = Self.entry("srgb", "\"alpha\" : \"1.000\", \"blue\" : \"0.500\", \"green\" : \"0\", \"red\" : \"0\"", appearances: Self.dark)
        let set = "{ \"colors\" : [\n" + [red, darkRed, blue, darkBlue].joined(separator: ",\n") + "\n] }\n"
        let result = TestSupport.load([("A.xcassets/c.colorset/Contents.json", set)])
        #expect(
            TestSupport.lines(result) == [
                "A.xcassets/c.colorset/Contents.json:4:1: warning: this entry is a second colour for an appearance an earlier entry gives (A.xcassets/c.colorset/Contents.json:2); it is left out: the first one is used; remove one of them",
                "A.xcassets/c.colorset/Contents.json:5:1: warning: this entry is a second colour for an appearance an earlier entry gives (A.xcassets/c.colorset/Contents.json:3); it is left out: the first one is used; remove one of them",
            ])
        let color = try #require(result.themeSet?.themes.first?.tokens.colors.first?.value)
        #expect(color.light.preciseHex == "#FF0000")
        #expect(color.resolvedDark.preciseHex == "#800000")
    }

    @Test("with --default-at-top-level the default theme's sets are at the top too; an unknown accent key is refused")
    func topLevelAndAccent() throws {
        let set = try #require(TestSupport.load([("t.yaml", "themes:\n  A:\n    colors: { x: \"#000\" }\n  B:\n    colors: { x: \"#111\" }\n")]).themeSet)
        #expect(try AssetCatalogWriter.files(set).map(\.path) == ["A/Contents.json", "A/x.colorset/Contents.json", "B/Contents.json", "B/x.colorset/Contents.json", "Contents.json"])
        #expect(try AssetCatalogWriter.files(set, options: AssetCatalogOptions(defaultThemeAtTopLevel: true)).map(\.path).contains("x.colorset/Contents.json"))
        #expect(throws: AssetCatalogWriter.Problem(message: "the accent colour key 'y' is not a colour key of the themes")) {
            try AssetCatalogWriter.files(set, options: AssetCatalogOptions(accentColorKey: "y"))
        }
    }
}
