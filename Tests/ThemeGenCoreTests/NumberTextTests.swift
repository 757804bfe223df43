import Testing

@testable import ThemeGenCore

/// Numbers without a unit and durations as people read them: to 12 significant digits and to the
/// millisecond, in doc comments, `dump`'s text, `diff` and the preview; a change smaller than that shows
/// precisely. (Lengths, to 0.01 pt: `LengthTextTests`.)
@Suite("Numbers and durations as people read them")
struct NumberTextTests {
    @Test("NumberText.readable keeps 12 significant digits; NumberText.seconds the millisecond")
    func readable() {
        #expect(NumberText.plain(0.1 + 0.2) == "0.30000000000000004")
        #expect(NumberText.readable(0.1 + 0.2) == "0.3")
        #expect(NumberText.readable(1.0 / 3) == "0.333333333333")
        #expect(NumberText.readable(19.999000000000002) == "19.999")
        #expect(NumberText.readable(-2.5e-7) == "-2.5e-07")
        #expect(NumberText.readable(123_456_789_012_345) == "123456789012345", "a whole part of 12 digits or more is kept whole")
        #expect(NumberText.readable(0) == "0")
        #expect(NumberText.seconds(0.1 + 0.2) == "0.3")
        #expect(NumberText.seconds(0.2504) == "0.25")
        #expect(NumberText.seconds(1.5) == "1.5")
    }

    /// A number and a duration with binary noise, as tools that compute or export values write them.
    private static func yaml(ratio: String = "0.30000000000000004") -> String {
        TestSupport.oneTheme("numbers:\n  ratio: \(ratio)\ndurations:\n  slow: 0.30000000000000004s")
    }

    @Test("doc comments show the readable number and duration; the tables keep the exact ones")
    func generated() throws {
        let source = try TestSupport.generate([("t.yaml", Self.yaml())])
        #expect(source.contains("        /// - Only: 0.3\n"), "\(source)")
        #expect(source.contains("        /// - Only: 0.3 s\n"))
        #expect(source.contains("        0.30000000000000004 // ratio\n"))
        #expect(source.contains("        0.30000000000000004 // slow\n"))
    }

    @Test("diff shows numbers that would read alike to 12 digits precisely, and others readably")
    func diff() throws {
        let old = try #require(TestSupport.loadYAML(Self.yaml()).themeSet)
        let alike = try #require(TestSupport.loadYAML(Self.yaml(ratio: "0.3")).themeSet)
        let other = try #require(TestSupport.loadYAML(Self.yaml(ratio: "0.25")).themeSet)
        #expect(DiffText.render(ThemeSetComparison.diff(from: old, to: alike)).contains("  numbers.ratio: 0.30000000000000004 → 0.3 (edited at t.yaml:4)\n"))
        #expect(DiffText.render(ThemeSetComparison.diff(from: old, to: other)).contains("  numbers.ratio: 0.3 → 0.25 (edited at t.yaml:4)\n"))
    }
}
