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
        // The same bytes again: nothing read, nothing made.
        Self.expectSameAsFresh(files, &memory)
        #expect(memory.filesRead == [])
        #expect(memory.themesMade == [])
        let text = try Self.text(of: Self.nimbus, in: files)
        let edited = Self.replacing(Self.nimbus, with: text.replacingOccurrences(of: "\"unit\": \"px\" } }", with: "\"unit\": \"pt\" } }"), in: files)
        Self.expectSameAsFresh(edited, &memory)
        #expect(memory.filesRead == [Self.nimbus])
        #expect(memory.themesMade == ["Nimbus"])
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
        "real token projects: an edit to the largest file and to the smallest, each load the same as a fresh one",
        arguments: ["designsystemet/design-tokens", "nve/tokens", "compound/tokens"])
    func realProject(_ folder: String) throws {
        let files = try TokenProjectAcceptanceTests.files(folder)
        var memory = LoadMemory()
        Self.expectSameAsFresh(files, &memory)
        let tokenFiles = files.filter { !$0.path.hasSuffix("$themes.json") && !$0.path.hasSuffix("$metadata.json") && $0.path.hasSuffix(".json") }
        let largest = try #require(tokenFiles.max { $0.contents.count < $1.contents.count })
        let smallest = try #require(tokenFiles.min { $0.contents.count < $1.contents.count })
        for file in [largest, smallest] {
            // A value changed: the first digit of the file becomes another.
            var bytes = [UInt8](file.contents)
            let digit = try #require(bytes.firstIndex { (UInt8(ascii: "0")...UInt8(ascii: "8")).contains($0) })
            bytes[digit] += 1
            let edited = files.map { $0.path == file.path ? SourceFile(path: file.path, contents: Data(bytes)) : $0 }
            Self.expectSameAsFresh(edited, &memory)
            #expect(memory.filesRead == [file.path])
            Self.expectSameAsFresh(files, &memory)
            #expect(memory.filesRead == [file.path])
        }
    }
}
