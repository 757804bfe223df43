import Testing

@testable import ThemeGenCore

/// Lengths as people read them: to 0.01 pt in doc comments, descriptions, `dump`'s appearance text and
/// `diff`, while the tables keep the exact value; a change smaller than that shows precisely.
@Suite("Lengths as people read them")
struct LengthTextTests {
    @Test("NumberText.points: the nearest 0.01 pt, written as plain numbers are")
    func points() {
        #expect(NumberText.plain(17 * 1.4) == "23.799999999999997", "the exact value, as the tables keep it")
        #expect(NumberText.points(17 * 1.4) == "23.8")
        #expect(NumberText.points(19.999000000000002) == "20")
        #expect(NumberText.points(-0.43) == "-0.43")
        #expect(NumberText.points(-0.001) == "0", "no negative zero")
        #expect(NumberText.points(0.125) == "0.13")
        #expect(NumberText.points(100_000) == "100000")
    }

    /// A body font whose line height is 1.4 × 17 points and a dimension of 10.004 points.
    private static func yaml(gap: String = "10.004") -> String {
        TestSupport.oneTheme("fonts:\n  body: { weight: regular, size: 17, lineHeight: 1.4 }\ndimensions:\n  gap: \(gap)")
    }

    @Test("a doc comment and the compiled description show the rounded length; the table keeps the exact one")
    func generated() throws {
        let source = try TestSupport.generate([("t.yaml", Self.yaml())])
        #expect(source.contains("        /// - Only: system, regular, 17 pt, line height 23.8 pt\n"))
        #expect(source.contains("        /// - Only: 10 pt\n"))
        #expect(source.contains("        system regular 17 lineHeight 23.799999999999997 // body\n"))
        #expect(source.contains("        10.004 // gap\n"))
        let program = "print(ThemeID.only.theme.fonts.body)\nprint(ThemeID.only.theme.dimensions.gap)\n"
        #expect(try SwiftCompiler.compileAndRun(generated: source, main: program) == "system, regular, 17 pt, line height 23.8 pt\n10.004\n")
    }

    /// The one line `diff` writes when `gap` changes from 10.004 pt to `newGap`.
    private func diffLine(toGap newGap: String) throws -> String {
        let old = try #require(TestSupport.loadYAML(Self.yaml()).themeSet)
        let new = try #require(TestSupport.loadYAML(Self.yaml(gap: newGap)).themeSet)
        let text = DiffText.render(ThemeSetComparison.diff(from: old, to: new))
        let header = "1 value changed in 1 theme.\n\nOnly\n"
        try #require(text.hasPrefix(header), "\(text)")
        return String(text.dropFirst(header.count))
    }

    @Test("diff shows lengths that would read alike to 0.01 pt precisely, and others rounded")
    func diff() throws {
        #expect(try diffLine(toGap: "10.001") == "  dimensions.gap: 10.004 pt → 10.001 pt (edited at t.yaml:6)\n")
        #expect(try diffLine(toGap: "12.3456") == "  dimensions.gap: 10 pt → 12.35 pt (edited at t.yaml:6)\n")
    }
}
