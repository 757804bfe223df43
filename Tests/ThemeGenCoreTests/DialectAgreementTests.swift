import Testing

@testable import ThemeGenCore

/// The same mistake gets the same error in ThemeGen's schema and in design tokens: a colour string is read
/// by one function (`ColorSyntax.read`), and a reference that names nothing or closes a cycle is told by
/// one (`ReferenceMessages`), each dialect keeping its own word for what refers.
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
        #expect(TestSupport.lines(TestSupport.loadYAML(three.yaml)) == ["t.yaml:6:11: error: a cycle of references: colors.c0 → colors.c1 → colors.c2 → colors.c0"])
        #expect(
            TestSupport.lines(TestSupport.load([("t.tokens.json", three.tokens)])).first
                == "t.tokens.json:1:28: error: token #/c/c0 is part of a cycle of aliases: #/c/c0 → #/c/c1 → #/c/c2 → #/c/c0; every token in it is unknown")
        let long = cycle(20_000)
        let named = (0..<8).map { "colors.c\($0)" }.joined(separator: " → ")
        #expect(TestSupport.lines(TestSupport.loadYAML(long.yaml)) == ["t.yaml:20003:15: error: a cycle of references: \(named) → … (20000 in the cycle) → colors.c0"])
        let tokenLines = TestSupport.lines(TestSupport.load([("t.tokens.json", cycle(20).tokens)]))
        let pointers = (0..<8).map { "#/c/c\($0)" }.joined(separator: " → ")
        #expect(tokenLines.first == "t.tokens.json:1:28: error: token #/c/c0 is part of a cycle of aliases: \(pointers) → … (20 in the cycle) → #/c/c0; every token in it is unknown")
    }

    /// The colour `text` referring to `written` beside the colours `brand` and `e`, in a theme file and
    /// in a token file.
    private func unknownReference(_ written: String) -> (yaml: [String], tokens: [String]) {
        let yaml = TestSupport.oneTheme("colors:\n  brand: \"#336699\"\n  e: \"#000000\"\n  text: \"{colors.\(written)}\"")
        let tokens = ##"{ "color": { "$type": "color", "brand": { "$value": "#336699" }, "e": { "$value": "#000000" }, "text": { "$value": "{color.\##(written)}" } } }"##
        return (TestSupport.lines(TestSupport.loadYAML(yaml)), TestSupport.lines(TestSupport.load([("t.tokens.json", tokens)])))
    }

    @Test("a reference that names nothing: the same sentence in both, and a suggestion only within the same edits")
    func unknownReferences() {
        let typo = unknownReference("brnd")
        #expect(typo.yaml == ["t.yaml:6:13: error: the reference '{colors.brnd}' names no color; did you mean '{colors.brand}'?"])
        #expect(typo.tokens.first == "t.tokens.json:1:116: error: the alias '{color.brnd}' in token #/color/text names no token; did you mean '{color.brand}'?")
        let swapped = unknownReference("brnad")
        #expect(swapped.yaml == ["t.yaml:6:13: error: the reference '{colors.brnad}' names no color; did you mean '{colors.brand}'?"])
        #expect(swapped.tokens.first == "t.tokens.json:1:116: error: the alias '{color.brnad}' in token #/color/text names no token; did you mean '{color.brand}'?")
        // A short name is allowed one edit in both, however long the path before it: `none` is not `e`.
        let unrelated = unknownReference("none")
        #expect(unrelated.yaml == ["t.yaml:6:13: error: the reference '{colors.none}' names no color"])
        #expect(unrelated.tokens.first == "t.tokens.json:1:116: error: the alias '{color.none}' in token #/color/text names no token")
    }

    @Test("themes that extend in a circle and groups that do: a cycle named member by member in both")
    func extensionCycles() {
        let yaml = "themes:\n  A:\n    extends: B\n    colors: { x: \"#000000\" }\n  B:\n    extends: A\n    colors: { x: \"#000000\" }\n"
        #expect(TestSupport.lines(TestSupport.loadYAML(yaml)) == ["t.yaml:6:14: error: a cycle of extended themes: 'A' → 'B' → 'A'"])
        let tokens = #"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{c}" }, "c": { "$extends": "{a}", "x": { "$type": "number", "$value": 1 } } }"#
        #expect(
            TestSupport.lines(TestSupport.load([("t.tokens.json", tokens)])) == [
                "t.tokens.json:1:22: error: group #/a is part of a cycle of extended groups: #/a → #/b → #/c → #/a"
            ])
    }
}
