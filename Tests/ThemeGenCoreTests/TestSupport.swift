import Foundation
import Testing

@testable import ThemeGenCore

/// Helpers shared by the core tests: load inline files, format diagnostics, find shared fixtures.
enum TestSupport {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the package, when this checkout has it (CI and developers do; users' clones do not).
    static let sharedDirectory: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }()

    /// Why a test that reads ../shared is skipped, for `.enabled(if: hasShared, sharedMissing)`.
    static let sharedMissing: Comment = "../shared is not beside this checkout (it is in CI and for developers); skipped"

    /// Whether ../shared is there.
    static var hasShared: Bool { sharedDirectory != nil }

    /// Loads text files given as (path, contents).
    static func load(_ files: [(String, String)]) -> ThemeLoader.Result {
        ThemeLoader.load(files.map { SourceFile(path: $0.0, contents: Data($0.1.utf8)) })
    }

    /// Loads one YAML file named `t.yaml`.
    static func loadYAML(_ text: String) -> ThemeLoader.Result {
        load([("t.yaml", text)])
    }

    /// The diagnostics of a load, one formatted line each (notes on their own lines).
    static func lines(_ result: ThemeLoader.Result) -> [String] {
        result.diagnostics.flatMap { $0.formatted.split(separator: "\n").map(String.init) }
    }

    /// Reads the node tree of a YAML text.
    static func yamlNode(_ text: String, reader: YAMLReader = YAMLReader()) -> (node: Node?, diagnostics: [String]) {
        var log = DiagnosticLog()
        let node = reader.read(SourceFile(path: "t.yaml", contents: Data(text.utf8)), log: &log)
        return (node, log.diagnostics.map(\.formatted))
    }

    /// The files `themegen generate themes` reads from the package's `themes/` directory (by the rule of
    /// `ThemeFiles`, so not the token project in `themes/tokens`), as paths from the package root, sorted.
    static func sampleThemePaths() throws -> [String] {
        let directory = packageRoot.appendingPathComponent("themes")
        let subpaths = try FileManager.default.subpathsOfDirectory(atPath: directory.path).map { $0.split(separator: "/").map(String.init) }
        return ThemeFiles.outsideNestedSets(subpaths).filter(ThemeFiles.isRead(inNamedFolder:))
            .map { "themes/" + $0.joined(separator: "/") }.sorted()
    }

    /// Loads the sample themes (`sampleThemePaths()`).
    static func loadSampleThemes() throws -> ThemeLoader.Result {
        let files = try sampleThemePaths().map { path in
            SourceFile(path: path, contents: try Data(contentsOf: packageRoot.appendingPathComponent(path)))
        }
        return ThemeLoader.load(files)
    }

    /// A minimal valid theme file around the YAML of one theme's body, indented by four spaces.
    static func oneTheme(_ body: String) -> String {
        "themes:\n  Only:\n" + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}

extension ThemeSet {
    /// The theme with `name`, or a test failure.
    func theme(_ name: String) throws -> Theme {
        try #require(themes.first { $0.displayName == name })
    }
}

extension Theme {
    func color(_ key: String) throws -> ThemeColor { try #require(tokens.colors.first { $0.key == key }).value }
    func font(_ key: String) throws -> ThemeFont { try #require(tokens.fonts.first { $0.key == key }).value }
    func number(_ key: String) throws -> Double { try #require(tokens.numbers.first { $0.key == key }).value }
    func value(_ key: String) throws -> String { try #require(tokens.values.first { $0.key == key }).value }
    func dimension(_ key: String) throws -> Double { try #require(tokens.dimensions.first { $0.key == key }).value }
    func duration(_ key: String) throws -> Double { try #require(tokens.durations.first { $0.key == key }).value }
    func opacity(_ key: String) throws -> Double { try #require(tokens.opacities.first { $0.key == key }).value }
    func string(_ key: String) throws -> String { try #require(tokens.strings.first { $0.key == key }).value }
    func shadow(_ key: String) throws -> Shadow { try #require(tokens.shadows.first { $0.key == key }).value }
    func gradient(_ key: String) throws -> Gradient { try #require(tokens.gradients.first { $0.key == key }).value }
    func boolean(_ key: String) throws -> Bool { try #require(tokens.booleans.first { $0.key == key }).value }
}

extension TestSupport {
    /// Generates Swift for inline files with the default templates, requiring no diagnostics at all.
    static func generate(_ files: [(String, String)], typePrefix: String = "", options: GeneratorOptions = GeneratorOptions()) throws -> String {
        let result = ThemeLoader.load(files.map { SourceFile(path: $0.0, contents: Data($0.1.utf8)) }, typePrefix: typePrefix)
        #expect(result.diagnostics.isEmpty, "\(lines(result))")
        let set = try #require(result.themeSet)
        return try Generator.generate(set, options: options).source
    }

    /// Generates Swift for the sample themes.
    static func generateSampleThemes(options: GeneratorOptions = GeneratorOptions()) throws -> String {
        let set = try #require(try loadSampleThemes().themeSet)
        return try Generator.generate(set, options: options).source
    }
}
