import Foundation
import Testing
import ThemeGenKit

@testable import ThemeGenCore

/// Over-the-air overrides (docs/Overrides.md): the generated `ThemeOverrides` compiled and run on valid,
/// invalid and hostile documents, its verdicts held to `OverridesCheck`'s (what `themegen overrides
/// --check` prints) problem for problem, and applied through `Theme` and `ThemeSelection`.
@Suite("Over-the-air overrides", .serialized)
struct OverridesTests {
    static let themes = """
        themes:
          Ocean:
            id: ocean
            colors:
              accent: "#1F4E8C"
              button:
                background: "#FFFFFF"
            fonts:
              body: { weight: regular, size: 17, textStyle: body }
            numbers:
              ratio: 1.5
            dimensions:
              corner: 8
            durations:
              fade: 0.25
            opacities:
              dim: 0.5
            booleans:
              rounded: true
            strings:
              tagline: Hello
          Forest:
            id: forest
            extends: Ocean
            colors:
              accent: "#2E7D32"

        """

    /// Documents and, for each, the problems the app and the check give, in order (none: applied).
    static let documents: [(name: String, json: String, problems: [String])] = [
        (
            "everything", ##"{"format": 1, "theme": "forest", "colors": {"accent": "#112233", "button.background": {"light": "#FFFFFF", "dark": "#000000CC"}}, "fonts": {"body": {"size": 19}}, "numbers": {"ratio": -2.5}, "dimensions": {"corner": 12}, "durations": {"fade": 0}, "opacities": {"dim": 1}, "booleans": {"rounded": false}, "strings": {"tagline": "Hi \"there\"\n"}}"##,
            []
        ),
        ("nothing to change", ##"{"format": 1.0, "theme": "ocean"}"##, []),
        ("wide colours", ##"{"format": 1, "theme": "ocean", "colors": {"accent": "p3#FF2D55", "button.background": "#FFFF0000FFFF8000"}}"##, []),
        ("not JSON", ##"{"format": 1,"##, ["the document is not JSON that Foundation's JSONDecoder reads"]),
        ("empty", "", ["the document is not JSON that Foundation's JSONDecoder reads"]),
        ("a number beyond Double", ##"{"format": 1, "theme": "ocean", "numbers": {"ratio": 1e400}}"##, ["the document is not JSON that Foundation's JSONDecoder reads"]),
        ("an array", "[1, 2]", ["the document must be a JSON object"]),
        ("no format", ##"{"theme": "ocean", "colors": {"nope": 1}}"##, [##"format: is missing; an overrides document gives "format": 1"##]),
        ("format 2", ##"{"format": 2, "theme": "ocean", "colors": {"nope": 1}}"##, [##"format: is not a format this app reads; it reads "format": 1"##]),
        ("format as text", ##"{"format": "1", "theme": "ocean"}"##, [##"format: is not a format this app reads; it reads "format": 1"##]),
        ("no theme", ##"{"format": 1}"##, ["theme: is missing; an overrides document names its theme by stored id"]),
        ("unknown theme", ##"{"format": 1, "theme": "Ocean"}"##, [#"theme: is not the stored id of one of these themes"#]),
        ("theme as a number", ##"{"format": 1, "theme": 1}"##, ["theme: must be a string: a theme's stored id"]),
        (
            "wrong everywhere",
            ##"{"format": 1, "theme": "ocean", "zzz": 1, "colors": {"nope": "#000000", "accent": "red", "button.background": {"dark": 3, "alpha": 1}}, "fonts": {"body": {"size": 0, "weight": "bold"}}, "numbers": {"ratio": "1.5"}, "dimensions": {"corner": 100001}, "durations": {"fade": -1}, "opacities": {"dim": 1.5}, "booleans": {"rounded": 1}, "strings": {"tagline": null}, "insets": {}}"##,
            [
                "colors.accent: must be a color: \"#RRGGBB\", \"#RRGGBBAA\", or { \"light\": …, \"dark\": … }",
                "colors.button.background.alpha: is not a field of a color; it has \"light\" and \"dark\"",
                "colors.button.background: needs \"light\"",
                "colors.button.background.dark: must be a color: \"#RRGGBB\" or \"#RRGGBBAA\"",
                "colors.nope: is not one of these themes' color keys",
                "fonts.body.weight: is not a field of a font override; it has \"size\"",
                "fonts.body.size: is out of range: a font size is from 0.1 to 10000 points",
                "numbers.ratio: must be a number",
                "dimensions.corner: is out of range: a dimension is from -100000 to 100000 points",
                "durations.fade: is out of range: a duration is from 0 to 86400 seconds",
                "opacities.dim: is out of range: an opacity is from 0 to 1",
                "booleans.rounded: must be true or false",
                "strings.tagline: must be a string",
                "insets: is not a field of an overrides document; its fields are \"format\", \"theme\", \"colors\", \"fonts\", \"numbers\", \"dimensions\", \"durations\", \"opacities\", \"booleans\", \"strings\"",
                "zzz: is not a field of an overrides document; its fields are \"format\", \"theme\", \"colors\", \"fonts\", \"numbers\", \"dimensions\", \"durations\", \"opacities\", \"booleans\", \"strings\"",
            ]
        ),
        (
            "wrong shapes", ##"{"format": 1, "theme": "ocean", "colors": [], "fonts": {"body": 18}, "numbers": {"ratio": [1]}}"##,
            ["colors: must be an object of keys and their values", "fonts.body: must be { \"size\": points }", "numbers.ratio: must be a number"]
        ),
        (
            "short and signed hex", ##"{"format": 1, "theme": "ocean", "colors": {"accent": "#FFF", "button.background": {"light": "#+FFFFF"}}}"##,
            ["colors.accent: must be a color: \"#RRGGBB\", \"#RRGGBBAA\", or { \"light\": …, \"dark\": … }"]
        ),
        ("a font without a size", ##"{"format": 1, "theme": "ocean", "fonts": {"body": {}}}"##, ["fonts.body: needs \"size\""]),
        ("nested arrays", "[" + String(repeating: "[", count: 100_000), ["the document is not JSON that Foundation's JSONDecoder reads"]),
    ]

    /// The program: each document's verdict, then the theme it gives; then a selection holding overrides.
    static func program(_ documents: [(name: String, json: String)]) -> String {
        let list = documents.map { "    (\(SwiftLiteral.escaped($0.name, for: .stringLiteral)), \(SwiftLiteral.escaped($0.json, for: .stringLiteral)))," }
        return """
            import Foundation

            func show(_ theme: Theme) -> String {
                let values: [Any] = [
                    theme.colors.accent, theme.color(.buttonBackground), theme.fonts.body.size, theme.font(.body).weight, theme.numbers.ratio,
                    theme.dimensions.corner, theme.durations.fade, theme.opacities.dim, theme.booleans.rounded, theme.strings.tagline,
                ]
                return values.map { "\\($0)" }.joined(separator: " | ")
            }

            func verdict(_ json: Data) -> String {
                do {
                    let overrides = try ThemeOverrides(json: json)
                    return "applied to \\(overrides.themeID): " + show(overrides.theme)
                } catch {
                    return error.problems.map(\\.description).joined(separator: "\\n")
                }
            }

            let documents: [(String, String)] = [
            \(list.joined(separator: "\n"))
            ]
            for (name, json) in documents {
                print("== " + name)
                print(verdict(Data(json.utf8)))
            }
            print("== too large")
            print(verdict(Data(repeating: 32, count: ThemeOverrides.maximumBytes + 1)))
            print("== compiled")
            print(show(ThemeID.forest.theme))

            let suite = "ThemeGenOverridesTests"
            let defaults = UserDefaults(suiteName: suite)!
            defaults.removePersistentDomain(forName: suite)
            let selection = ThemeSelection(defaults: defaults)
            final class Counter: @unchecked Sendable { var count = 0 }
            let counter = Counter()
            let observer = NotificationCenter.default.addObserver(forName: ThemeSelection.didChangeNotification, object: selection, queue: nil) { _ in counter.count += 1 }
            let forest = try ThemeOverrides(json: Data(##"{"format": 1, "theme": "forest", "colors": {"accent": "#ABCDEF"}}"##.utf8))
            selection.apply(forest)
            print("== selection", selection.current, selection.theme.colors.accent, counter.count)
            selection.select(.forest)
            print("selected", selection.current, selection.theme.colors.accent, counter.count)
            selection.select(.ocean)
            print("back", selection.current, selection.theme.colors.accent, counter.count)
            selection.select(.forest)
            selection.apply(nil)
            print("removed", selection.current, selection.theme.colors.accent, counter.count, selection.overrides == nil)
            NotificationCenter.default.removeObserver(observer)
            defaults.removePersistentDomain(forName: suite)
            """
    }

    static func set() throws -> ThemeSet {
        try #require(TestSupport.loadYAML(themes).themeSet)
    }

    /// What `OverridesCheck` says of `json`, as the app's problems print.
    static func check(_ json: String, _ set: ThemeSet) -> [String] {
        var log = DiagnosticLog()
        return OverridesCheck.problems(in: SourceFile(path: "overrides.json", contents: Data(json.utf8)), for: set, log: &log).map { problem in
            problem.keyPath.isEmpty ? problem.reason : problem.keyPath.joined(separator: ".") + ": " + problem.reason
        }
    }

    @Test("the check gives each document's problems, in the app's order")
    func checkVerdicts() throws {
        let set = try Self.set()
        for document in Self.documents {
            #expect(Self.check(document.json, set) == document.problems, "\(document.name)")
        }
    }

    @Test("the generated ThemeOverrides, compiled and run, gives the same verdicts, applies what it accepts, and a selection holds it")
    func compiledVerdicts() throws {
        let set = try Self.set()
        let output = try SwiftCompiler.compileAndRun(generated: try Generator.generate(set, options: GeneratorOptions(overrides: true)).source, main: Self.program(Self.documents.map { ($0.name, $0.json) }))
        var sections: [String: [String]] = [:]
        var name = ""
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("== ") {
                name = String(line.dropFirst(3))
                sections[name] = []
            } else if !line.isEmpty {
                sections[name, default: []].append(line)
            }
        }
        for document in Self.documents where !document.problems.isEmpty {
            #expect(sections[document.name] == document.problems, "\(document.name)")
        }
        #expect(sections["too large"] == ["the document is larger than 1048576 bytes, the most an app reads"])
        #expect(
            sections["everything"] == [
                ##"applied to forest: #112233 | #FFFFFF dark #000000CC | 19.0 | regular | -2.5 | 12.0 | 0.0 | 1.0 | false | Hi "there""##
            ])
        #expect(sections["compiled"] == ["#2E7D32 | #FFFFFF | 17.0 | regular | 1.5 | 8.0 | 0.25 | 0.5 | true | Hello"])
        #expect(sections["nothing to change"] == ["applied to ocean: #1F4E8C | #FFFFFF | 17.0 | regular | 1.5 | 8.0 | 0.25 | 0.5 | true | Hello"])
        #expect(sections["wide colours"] == ["applied to ocean: p3#FF2D55 | #FF00FF80 | 17.0 | regular | 1.5 | 8.0 | 0.25 | 0.5 | true | Hello"])
        #expect(sections["selection ocean #1F4E8C 0"] == ["selected forest #ABCDEF 1", "back ocean #1F4E8C 2", "removed forest #2E7D32 4 true"])
    }

    @Test("off by default: a Theme holds only its id, and naming ThemeOverrides or apply(_:) is a compile error that names the setting")
    func offByDefault() throws {
        let set = try Self.set()
        let sizes = "print(MemoryLayout<Theme>.size, ThemeID.forest.theme.colors.accent, ThemeID.forest.theme.fonts.body.size)\n"
        #expect(try SwiftCompiler.compileAndRun(generated: try Generator.generate(set).source, main: sizes) == "1 #2E7D32 17.0\n")
        #expect(try SwiftCompiler.compileAndRun(generated: try Generator.generate(set, options: GeneratorOptions(overrides: true)).source, main: sizes) == "24 #2E7D32 17.0\n")
        let main = """
            import Foundation
            @MainActor func use(_ selection: ThemeSelection, _ data: Data) throws {
                let overrides: ThemeOverrides = try .init(json: data)
                selection.apply(overrides)
            }

            """
        do {
            _ = try SwiftCompiler.compileAndRun(generated: try Generator.generate(set).source, main: main)
            Issue.record("a program naming ThemeOverrides compiled without overrides")
        } catch {
            let errors = "\(error)".split(separator: "\n").filter { $0.hasPrefix("main.swift:") }
            let requires = "requires that 'ThemeID.Values' (aka 'Theme') conform to 'OverridableThemeValues'"
            #expect(
                errors == [
                    "main.swift:3:20: error: 'ThemeOverrides' is unavailable: over-the-air overrides are off: set 'overrides: true' in themegen.yml, or pass --overrides to themegen generate",
                    "main.swift:3:42: error: referencing initializer 'init(json:)' on 'ThemeOverridesOf' \(requires)",
                    "main.swift:4:15: error: referencing instance method 'apply' on 'ThemeSelectionOf' \(requires)",
                ], "\(error)")
        }
    }

    @Test("a document of themegen dump's values for a theme changes nothing of it")
    func dumpRoundTrip() throws {
        let set = try Self.set()
        let forest = try #require(set.themes.last)
        let dumped = try JSONSerialization.jsonObject(with: Data(try ModelDump.json(set).utf8)) as? [String: Any]
        let theme = try #require((dumped?["themes"] as? [[String: Any]])?.last)
        var document: [String: Any] = ["format": ThemeOverridesFormat.version, "theme": forest.storedID]
        for group in ThemeOverridesFormat.Group.allCases {
            var values: [String: Any] = [:]
            for token in theme[group.rawValue] as? [[String: Any]] ?? [] {
                let key = try #require(token["key"] as? String)
                let value = token["value"]
                values[key] = group == .fonts ? ["size": (value as? [String: Any])?["size"] as Any] : value
            }
            document[group.rawValue] = values
        }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]), as: UTF8.self)
        #expect(Self.check(json, set) == [])
        let output = try SwiftCompiler.compileAndRun(generated: try Generator.generate(set, options: GeneratorOptions(overrides: true)).source, main: Self.program([("dumped", json)]))
        let lines = output.split(separator: "\n").map(String.init)
        let compiled = try #require(lines.firstIndex(of: "== compiled"))
        #expect(lines[1] == "applied to forest: " + lines[compiled + 1])
    }
}
