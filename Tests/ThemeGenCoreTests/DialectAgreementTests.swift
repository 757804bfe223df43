import Testing

@testable import ThemeGenCore

/// The same mistake gets the same error in ThemeGen's schema and in design tokens: a colour string and a
/// cycle of references are read and told by one function each (`ColorSyntax.read`, `ReferenceCycle.text`).
@Suite("Both dialects tell a mistake alike")
struct DialectAgreementTests {
    /// The colour `text` as the value of colour `a` in a ThemeGen theme and in a DTCG token file.
    private func colorErrors(_ text: String) -> (yaml: [String], tokens: [String]) {
        let yaml = TestSupport.lines(TestSupport.loadYAML(TestSupport.oneTheme("colors:\n  a: \"\(text)\"")))
        let tokens = TestSupport.lines(TestSupport.load([("t.tokens.json", "{ \"a\": { \"$type\": \"color\", \"$value\": \"\(text)\" } }")]))
        return (yaml, tokens)
    }

    @Test("a colour function written wrongly: the same reason in both, where each names the value")
    func colorFunction() {
        let comma = colorErrors("rgb(10 20, 30)")
        // A theme file's mistake is an error; a token's leaves the token out, with a warning (docs/Tokens.md).
        #expect(comma.yaml == ["t.yaml:4:10: error: invalid color 'rgb(10 20, 30)' for color 'a': rgb() takes red, green and blue, then optionally an alpha after a comma; found 2 components"])
        #expect(
            comma.tokens == [
                "t.tokens.json:1:38: warning: invalid color 'rgb(10 20, 30)' for the value of token #/a: rgb() takes red, green and blue, then optionally an alpha after a comma; found 2 components; the token is left out of every theme"
            ])
        let space = colorErrors("color(rec2020 1 0 0)")
        #expect(space.yaml.count == 1 && space.tokens.count == 1)
        #expect(space.yaml.first?.hasSuffix(": the color space 'rec2020' is not one ThemeGen keeps; use 'srgb', 'srgb-linear' or 'display-p3', or convert the color to one of them") == true, "\(space.yaml)")
        #expect(space.tokens.first?.hasSuffix(": the color space 'rec2020' is not one ThemeGen keeps; use 'srgb', 'srgb-linear' or 'display-p3', or convert the color to one of them; the token is left out of every theme") == true, "\(space.tokens)")
    }

    /// Colours `c0` … `c(count - 1)`, each referring to the next and the last to the first.
    private func cycle(_ count: Int) -> (yaml: String, tokens: String) {
        let yaml = (0..<count).map { "  c\($0): \"{colors.c\(($0 + 1) % count)}\"" }.joined(separator: "\n")
        let tokens = (0..<count).map { "\"c\($0)\": { \"$value\": \"{c.c\(($0 + 1) % count)}\" }" }.joined(separator: ", ")
        return (TestSupport.oneTheme("colors:\n" + yaml), "{ \"c\": { \"$type\": \"color\", \(tokens) } }")
    }

    @Test("a cycle is written the same way in both, its first eight members named however long it is")
    func cycles() {
        let three = cycle(3)
        #expect(TestSupport.lines(TestSupport.loadYAML(three.yaml)) == ["t.yaml:6:11: error: reference cycle: colors.c0 → colors.c1 → colors.c2 → colors.c0"])
        #expect(
            TestSupport.lines(TestSupport.load([("t.tokens.json", three.tokens)])).first
                == "t.tokens.json:1:28: error: token #/c/c0 is part of a cycle of aliases: #/c/c0 → #/c/c1 → #/c/c2 → #/c/c0; every token in it is unknown")
        let long = cycle(20_000)
        let named = (0..<8).map { "colors.c\($0)" }.joined(separator: " → ")
        #expect(TestSupport.lines(TestSupport.loadYAML(long.yaml)) == ["t.yaml:20003:15: error: reference cycle: \(named) → … (20000 in the cycle) → colors.c0"])
        let tokenLines = TestSupport.lines(TestSupport.load([("t.tokens.json", cycle(20).tokens)]))
        let pointers = (0..<8).map { "#/c/c\($0)" }.joined(separator: " → ")
        #expect(tokenLines.first == "t.tokens.json:1:28: error: token #/c/c0 is part of a cycle of aliases: \(pointers) → … (20 in the cycle) → #/c/c0; every token in it is unknown")
    }
}
