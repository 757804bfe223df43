import Foundation
import Testing

@testable import ThemeGenCore

/// A load with a memory of the last one (`LoadMemory`, as the language server loads after each edit)
/// re-reads only the files whose bytes changed and makes again only the token themes that read them,
/// and gives exactly what a load without memory gives.
@Suite("Loads that remember the last one")
struct LoadMemoryTests {
    /// The sample token project's files: two brands (a theme each) in four appearances.
    static func sampleFiles() throws -> [SourceFile] {
        try DesignTokenResolverTests.sampleFiles().map { SourceFile(path: $0.0, contents: Data($0.1.utf8)) }
    }

    /// `files` with the file at `path` given `text` instead.
    static func replacing(_ path: String, with text: String, in files: [SourceFile]) -> [SourceFile] {
        files.map { $0.path == path ? SourceFile(path: path, contents: Data(text.utf8)) : $0 }
    }

    /// The load with `memory` gives what a load without one gives: the same model and diagnostics.
    static func expectSameAsFresh(
        _ files: [SourceFile], _ memory: inout LoadMemory, units: DimensionUnits = DimensionUnits(), roles: TokenModifierRoles = TokenModifierRoles(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let remembered = ThemeLoader.load(files, units: units, tokenRoles: roles, recordingTokenSites: true, memory: &memory)
        let fresh = ThemeLoader.load(files, units: units, tokenRoles: roles, recordingTokenSites: true)
        #expect(TestSupport.lines(remembered) == TestSupport.lines(fresh), sourceLocation: sourceLocation)
        #expect(remembered.themeSet == fresh.themeSet, sourceLocation: sourceLocation)
        #expect(remembered.themeFiles == fresh.themeFiles, sourceLocation: sourceLocation)
    }

    static let nimbus = "themes/tokens/brand/nimbus.tokens.json"

    /// The text of the file at `path` among `files`.
    static func text(of path: String, in files: [SourceFile]) throws -> String {
        let file = try #require(files.first { $0.path == path })
        return String(decoding: file.contents, as: UTF8.self)
    }

    @Test("an edit to one brand's file reads that file again and makes that brand's theme again, nothing else")
    func oneBrand() throws {
        let files = try Self.sampleFiles()
        var memory = LoadMemory()
        Self.expectSameAsFresh(files, &memory)
        #expect(memory.filesRead == files.map(\.path).sorted())
        #expect(memory.themesMade == ["Acme", "Nimbus"])
        // Every token of both brands' default appearance: 29 primitives, 4 of the brand, 8 of light, 12
        // components.
        #expect(memory.tokensMade == 2 * 53)
        // The same bytes again: nothing read, nothing made.
        Self.expectSameAsFresh(files, &memory)
        #expect(memory.filesRead == [])
        #expect(memory.themesMade == [])
        #expect(memory.tokensMade == 0)
        let text = try Self.text(of: Self.nimbus, in: files)
        let edited = Self.replacing(Self.nimbus, with: text.replacingOccurrences(of: "\"unit\": \"px\" } }", with: "\"unit\": \"pt\" } }"), in: files)
        Self.expectSameAsFresh(edited, &memory)
        #expect(memory.filesRead == [Self.nimbus])
        #expect(memory.themesMade == ["Nimbus"])
        // brand.radius, and the two components whose aliases name it: button.primary.radius, card.radius.
        #expect(memory.tokensMade == 3)
    }

    @Test("an edit to a value every theme reads makes again only the tokens whose aliases reach it")
    func oneValue() throws {
        let files = try Self.sampleFiles()
        var memory = LoadMemory()
        Self.expectSameAsFresh(files, &memory)
        let primitives = "themes/tokens/primitives.tokens.json"
        let text = try Self.text(of: primitives, in: files)
        let violet = "\"components\": [0.52, 0.3, 0.92]"
        #expect(text.components(separatedBy: violet).count == 2)
        let edited = Self.replacing(primitives, with: text.replacingOccurrences(of: violet, with: "\"components\": [0.52, 0.4, 0.92]"), in: files)
        Self.expectSameAsFresh(edited, &memory)
        #expect(memory.filesRead == [primitives])
        #expect(memory.themesMade == ["Acme", "Nimbus"])
        // palette.violet.500 in both brands; in Nimbus also brand.accent, which names it, and color.accent,
        // button.primary.background and hero.gradient, whose aliases lead to brand.accent.
        #expect(memory.tokensMade == 1 + 5)
        // Put back: the same tokens again, each resolving as it first did.
        Self.expectSameAsFresh(files, &memory)
        #expect(memory.tokensMade == 1 + 5)
        // A token renamed: the paths are no longer the last load's, so nothing of either brand is reused.
        let renamed = Self.replacing(primitives, with: text.replacingOccurrences(of: "\"violet\": {", with: "\"purple\": {"), in: files)
        Self.expectSameAsFresh(renamed, &memory)
        #expect(memory.themesMade == ["Acme", "Nimbus"])
        #expect(memory.tokensMade == 2 * 53)
    }

    @Test("problems of tokens an edit did not touch are reported again, in their places, after the edit")
    func problemsElsewhere() throws {
        let dark = "themes/tokens/appearance/dark.tokens.json"
        let light = "themes/tokens/appearance/light.tokens.json"
        let primitives = "themes/tokens/primitives.tokens.json"
        var files = try Self.sampleFiles()
        // A dimension with another value in dark, and an alias in another case than its token's.
        let darkText = try Self.text(of: dark, in: files)
        files = Self.replacing(dark, with: darkText.replacingOccurrences(of: "\n  \"color\": {", with: "\n  \"space\": { \"m\": { \"$type\": \"dimension\", \"$value\": { \"value\": 20, \"unit\": \"px\" } } },\n  \"color\": {"), in: files)
        let lightText = try Self.text(of: light, in: files)
        files = Self.replacing(light, with: lightText.replacingOccurrences(of: "{palette.white}", with: "{palette.White}"), in: files)
        var memory = LoadMemory()
        let problems = [
            "themes/tokens/appearance/dark.tokens.json:2:14: warning: token #/space/m has another value in the 'dark' context than in 'light'; only colours, shadows and gradients have appearance variants, so the 'light' value is used",
            "themes/tokens/appearance/dark.tokens.json:2:14: warning: token #/space/m has another value in the 'darkHighContrast' context than in 'light'; only colours, shadows and gradients have appearance variants, so the 'light' value is used",
            "themes/tokens/appearance/light.tokens.json:4:31: warning: an alias names its token in another case or spacing than it is written ('{palette.White}' for '{palette.white}'); it is read as Figma's variable names are: ignoring case, a space as '-'",
        ]
        #expect(TestSupport.lines(ThemeLoader.load(files, recordingTokenSites: true, memory: &memory)) == problems)
        let text = try Self.text(of: primitives, in: files)
        let edited = Self.replacing(primitives, with: text.replacingOccurrences(of: "[0.52, 0.3, 0.92]", with: "[0.52, 0.4, 0.92]"), in: files)
        #expect(TestSupport.lines(ThemeLoader.load(edited, recordingTokenSites: true, memory: &memory)) == problems)
        // A token whose making reported something is made again, and so is every token whose aliases reach
        // it: in each brand space.m, color.background and button.primary.title (which names it); besides
        // palette.violet.500 in both and, in Nimbus, the four tokens whose aliases reach it (`oneValue`).
        #expect(memory.tokensMade == 2 * 3 + 1 + 5)
        Self.expectSameAsFresh(files, &memory)
    }

    @Test("a group that extends another: its inherited tokens are made again each time, its own reused")
    func extendedGroup() throws {
        let path = "tokens/buttons.tokens.json"
        let text = """
            {
              "button": { "$type": "color", "background": { "$value": "#112233" }, "text": { "$value": "#FFFFFF" } },
              "danger": { "$extends": "{button}", "background": { "$value": "#AA0000" } }
            }
            """
        var memory = LoadMemory()
        Self.expectSameAsFresh([SourceFile(path: path, contents: Data(text.utf8))], &memory)
        #expect(memory.tokensMade == 4)
        let edited = text.replacingOccurrences(of: "#FFFFFF", with: "#FFFFFE")
        Self.expectSameAsFresh([SourceFile(path: path, contents: Data(edited.utf8))], &memory)
        // button.text, edited, and danger.text, which danger inherits: a copy made at every load.
        #expect(memory.tokensMade == 2)
    }

    @Test("an error made and mended in one file: each load's diagnostics and model are a fresh load's")
    func errorMadeAndMended() throws {
        let files = try Self.sampleFiles()
        var memory = LoadMemory()
        Self.expectSameAsFresh(files, &memory)
        let text = try Self.text(of: Self.nimbus, in: files)
        let broken = Self.replacing(Self.nimbus, with: text.replacingOccurrences(of: "{palette.violet.500}", with: "{palette.violet.550}"), in: files)
        let result = ThemeLoader.load(broken, recordingTokenSites: true, memory: &memory)
        #expect(result.themeSet == nil)
        #expect(
            TestSupport.lines(result).filter { $0.contains("error:") }
                == ["themes/tokens/brand/nimbus.tokens.json:4:45: error: the alias '{palette.violet.550}' in token #/brand/accent names no token; did you mean '{palette.violet.500}'?"])
        #expect(memory.themesMade == ["Nimbus"])
        Self.expectSameAsFresh(files, &memory)
        #expect(memory.filesRead == [Self.nimbus])
        #expect(memory.themesMade == ["Nimbus"])
    }

    @Test("other dimension units, or other token roles, read every file again and make every theme again")
    func otherSettings() throws {
        let files = try Self.sampleFiles()
        var memory = LoadMemory()
        Self.expectSameAsFresh(files, &memory)
        Self.expectSameAsFresh(files, &memory, units: DimensionUnits(pointsPerPixel: 0.5))
        #expect(memory.filesRead == files.map(\.path).sorted())
        #expect(memory.themesMade == ["Acme", "Nimbus"])
        // The appearance modifier made the themes: its contexts are themes, and the brand takes its default.
        let roles = TokenModifierRoles(themes: [Located("appearance", at: .startOf("themegen.yml"))])
        Self.expectSameAsFresh(files, &memory, units: DimensionUnits(pointsPerPixel: 0.5), roles: roles)
        #expect(memory.filesRead == files.map(\.path).sorted())
        #expect(memory.themesMade == ["light", "dark", "lightHighContrast", "darkHighContrast"])
    }

    @Test("files added and removed: the memory follows the set")
    func filesAddedAndRemoved() throws {
        let files = try Self.sampleFiles()
        var memory = LoadMemory()
        Self.expectSameAsFresh(files, &memory)
        let withoutNimbus = files.filter { $0.path != Self.nimbus }
        Self.expectSameAsFresh(withoutNimbus, &memory)
        #expect(memory.filesRead == [])
        #expect(memory.themesMade == ["Nimbus"])
        Self.expectSameAsFresh(files, &memory)
        #expect(memory.filesRead == [Self.nimbus])
        #expect(memory.themesMade == ["Nimbus"])
        // Only theme files: no token themes left to remember.
        let yaml = [SourceFile(path: "t.yaml", contents: Data(TestSupport.oneTheme("colors:\n  a: '#FFFFFF'").utf8))]
        Self.expectSameAsFresh(yaml, &memory)
        #expect(memory.filesRead == ["t.yaml"])
        #expect(memory.themesMade == [])
    }

    @Test(
        "real token projects: edits to a name and to a value in the largest file and the smallest, each load the same as a fresh one",
        arguments: ["designsystemet/design-tokens", "nve/tokens", "compound/tokens"])
    func realProject(_ folder: String) throws {
        let files = try TokenProjectAcceptanceTests.files(folder)
        var memory = LoadMemory()
        Self.expectSameAsFresh(files, &memory)
        let everyToken = memory.tokensMade
        let tokenFiles = files.filter { !$0.path.hasSuffix("$themes.json") && !$0.path.hasSuffix("$metadata.json") && $0.path.hasSuffix(".json") }
        let largest = try #require(tokenFiles.max { $0.contents.count < $1.contents.count })
        let smallest = try #require(tokenFiles.min { $0.contents.count < $1.contents.count })
        for file in [largest, smallest] {
            // The first digit of the file, often in a token's name, so that the paths change; then the
            // first digit of a value.
            for marker in ["", "value\""] {
                let edited = try Self.replacing(file.path, with: Self.nextDigit(after: marker, in: file), in: files)
                Self.expectSameAsFresh(edited, &memory)
                #expect(memory.filesRead == [file.path])
                // A value's edit makes again the tokens whose aliases reach it: here under a tenth of them.
                if !marker.isEmpty { #expect(memory.tokensMade * 10 < everyToken) }
                Self.expectSameAsFresh(files, &memory)
                #expect(memory.filesRead == [file.path])
            }
        }
    }

    /// The text of `file` with the first digit from 0 to 8 after the first `marker` made one more.
    static func nextDigit(after marker: String, in file: SourceFile) throws -> String {
        var bytes = [UInt8](file.contents)
        let start = try #require(marker.isEmpty ? 0 : bytes.firstRange(of: Array(marker.utf8))?.upperBound)
        let digit = try #require(bytes[start...].firstIndex { (UInt8(ascii: "0")...UInt8(ascii: "8")).contains($0) })
        bytes[digit] += 1
        return String(decoding: bytes, as: UTF8.self)
    }
}
