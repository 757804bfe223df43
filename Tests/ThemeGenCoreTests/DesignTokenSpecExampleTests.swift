import Foundation
import Testing

@testable import ThemeGenCore

/// The JSON examples of the DTCG 2025.10 Format and Color modules (../shared/reference/dtcg), each loaded
/// as a token file on its own. Those that fail do so for a reason the table below names: JSON with
/// comments (the spec writes JSONC), a fragment that names tokens it does not include, or an example of
/// something invalid. Every other example loads; a few are checked value by value.
@Suite("DTCG specification examples")
struct DesignTokenSpecExampleTests {
    /// The examples that do not load, and the start of the first error each gives. (Those whose problem is
    /// one token's value, which other tools pass through — no `$type`, a `%` width, a colour without its
    /// components — load with a warning, the token left out: `oddTokens` below.)
    static let failing: [String: String] = [
        "aliases-3": "malformed JSON: JSON has no comments; remove this one", // JSONC comments
        "aliases-4": "malformed JSON: JSON has no comments; remove this one",
        "groups-4": "malformed JSON: JSON has no comments; remove this one",
        "composite-types-0": "the alias '{base.shadow}' in token #/layered-shadow names no token", // fragments
        "composite-types-6": "the alias '{color.focusring}' in token #/border/focusring names no token",
        "composite-types-8": "the alias '{base.shadow}' in token #/mixed-reference-shadow names no token",
        "composite-types-11": "the alias '{brand.secondary}' in token #/gradient-with-references names no token",
        "composite-types-12": "the alias '{font.serif}' in token #/type styles/microcopy names no token",
        "groups-2": "group #/button-primary extends #/button, which is no group of tokens",
        "groups-3": "group #/button-primary extends #/button, which is no group of tokens",
        "token-naming-2": "the alias '{color.brand.primary}' in token #/color/button/primary names no token",
        "token-naming-6": "the alias '{color.red.600}' in token #/color/background/error names no token",
        "token-naming-7": "the alias '{color.background.error}' in token #/color/badge/background/error names no token",
    ]

    /// The examples that load with one token left out, and the start of the warning each gives.
    static let oddTokens: [String: String] = [
        "groups-6": "token #/base has no '$type'",
        "groups-7": "token #/base has no '$type'",
        "groups-9": "the unit '%' of the value of token #/input/field/width is not 'px' or 'rem'",
        "terminology-0": "the color of the value of token #/shadow-token needs 'colorSpace' or 'components'",
    ]

    /// The examples of plain values in groups (the document locations a JSON Pointer reaches), which load
    /// with the warning that they are not tokens: nothing of them is generated.
    static let plainValues: [String: String] = [
        "aliases-7": "3 values in groups of this file are not a token (an object with its value), which DTCG does not have: #/ambiguous/data, #/ambiguous/metadata/0, #/ambiguous/metadata/1"
    ]

    /// Each ```json block of the modules' pages, named `page-index`.
    static func examples() throws -> [(name: String, json: String)] {
        let dtcg = try #require(TestSupport.sharedDirectory).appendingPathComponent("reference/dtcg")
        var examples: [(String, String)] = []
        for module in ["format", "color"] {
            let folder = dtcg.appendingPathComponent(module)
            for page in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".md") }).sorted() {
                let text = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
                let blocks = text.components(separatedBy: "```json\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
                for (index, block) in blocks.enumerated() {
                    examples.append(("\(page.dropLast(3))-\(index)", block))
                }
            }
        }
        return examples
    }

    @Test(
        "every example loads, or fails with a located error for the reason the table gives",
        .enabled(if: TestSupport.hasShared, TestSupport.sharedMissing))
    func allExamples() throws {
        let examples = try Self.examples()
        #expect(examples.count == 73)
        var failed: Set<String> = []
        for example in examples {
            let result = ThemeLoader.load([SourceFile(path: "\(example.name).tokens.json", contents: Data(example.json.utf8))])
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(result.diagnostics.allSatisfy { $0.location.line != nil }, "\(example.name): every diagnostic has a line")
            guard let first = errors.first else { continue }
            failed.insert(example.name)
            let expected = Self.failing[example.name] ?? "(loads)"
            #expect(first.message.hasPrefix(expected), "\(example.name): \(first.message)")
        }
        #expect(failed == Set(Self.failing.keys))
        for (name, warning) in Self.plainValues {
            let example = try #require(examples.first { $0.name == name })
            let read = ThemeLoader.load([SourceFile(path: "\(name).tokens.json", contents: Data(example.json.utf8))])
            #expect(read.diagnostics.map(\.message) == [warning], "\(name)")
        }
        // Examples with one odd token load, the token left out with a warning that says why.
        for (name, warning) in Self.oddTokens {
            let example = try #require(examples.first { $0.name == name })
            let read = ThemeLoader.load([SourceFile(path: "\(name).tokens.json", contents: Data(example.json.utf8))])
            #expect(
                read.diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix(warning) && $0.consequence == "the token is left out of every theme" },
                "\(name): \(read.diagnostics.map(\.formatted))")
        }
        // The spec's example of an invalid type, 'string', is read as Style Dictionary reads it: text, with a warning.
        let invalid = try #require(examples.first { $0.name == "groups-0" })
        let read = ThemeLoader.load([SourceFile(path: "groups-0.tokens.json", contents: Data(invalid.json.utf8))])
        #expect(
            read.diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix("'string', the type of #/color/semantic/warning, is not a DTCG type; it is read as a text token") },
            "\(read.diagnostics.map(\.formatted))")
    }

    @Test(
        "values of a few examples: aliases, group extension, colour spaces, durations",
        .enabled(if: TestSupport.hasShared, TestSupport.sharedMissing))
    func values() throws {
        let examples = Dictionary(uniqueKeysWithValues: try Self.examples().map { ($0.name, $0.json) })
        func theme(_ name: String) throws -> Theme {
            let result = ThemeLoader.load([SourceFile(path: "\(name).tokens.json", contents: Data(try #require(examples[name]).utf8))])
            return try #require(result.themeSet?.themes.first)
        }
        // "Hot pink", srgb [1, 0, 1] with its hex.
        #expect(try theme("color-type-0").color("Hot pink").light.hex == "#FF00FF")
        // semantic.primary is {colors.blue}; the $ref form too.
        #expect(try theme("aliases-0").color("semantic.primary").light.hex == "#0066CC")
        // button-primary extends button: its own background, button's text.
        let extended = try theme("groups-1")
        #expect(try extended.color("button-primary.background").light.hex == "#CC0066")
        #expect(try extended.color("button-primary.text").light.hex == "#FFFFFF")
        // 100 ms and 1.5 s.
        #expect(try theme("types-3").durations.map(\.value) == [0.1, 1.5])
    }
}
