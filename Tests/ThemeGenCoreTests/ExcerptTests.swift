import Foundation
import Testing

@testable import ThemeGenCore

/// Messages quote at most 80 characters of any input, with "…" for the rest: a long value, key or
/// document is shown enough to be found, never whole.
@Suite("Messages quote short excerpts of the input")
struct ExcerptTests {
    @Test("an excerpt is the text itself up to 80 characters, else its first 80 and an ellipsis")
    func excerpt() {
        let eighty = String(repeating: "a", count: 80)
        #expect(Excerpt.of(eighty) == eighty)
        #expect(Excerpt.of(eighty + "b") == eighty + "…")
        #expect(Excerpt.of("") == "")
        // Characters, not bytes or scalars: an accented letter written with a combining mark is one.
        let accented = String(repeating: "e\u{301}", count: 81)
        #expect(Excerpt.of(accented) == String(repeating: "e\u{301}", count: 80) + "…")
        #expect("\(quoted: "x")" == "'x'")
    }

    /// The most characters `character` runs to, in a row, anywhere in `lines`.
    private func longestRun(of character: Character, in lines: [String]) -> Int {
        var longest = 0
        for line in lines {
            var run = 0
            for each in line {
                run = each == character ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }

    private static let long = 200_000

    @Test("a document that is not a mapping is quoted by its first 80 characters")
    func documentNotMapping() {
        let lines = TestSupport.lines(TestSupport.loadYAML(String(repeating: "x", count: Self.long) + "\n"))
        #expect(lines == ["t.yaml:1:1: error: a theme file must be a mapping, not `\(String(repeating: "x", count: 80))…`"])
    }

    @Test("a long colour, key or token value is quoted by its first 80 characters, in YAML, XML and binary property lists and tokens")
    func longValues() throws {
        let value = String(repeating: "y", count: Self.long)
        let yaml = TestSupport.lines(TestSupport.loadYAML("themes:\n  A:\n    colors:\n      brand: \"\(value)\"\n"))
        #expect(
            yaml.first?.hasPrefix("t.yaml:4:14: error: invalid color '\(String(repeating: "y", count: 80))…' for color 'brand'; expected #RGB") == true,
            "\(yaml.first?.prefix(200) ?? "")")
        #expect(longestRun(of: "y", in: yaml) == 80)

        let tree: [String: Any] = ["themes": ["A": ["colors": ["brand": value]]]]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: tree, format: format, options: 0)
            let lines = TestSupport.lines(ThemeLoader.load([SourceFile(path: "t.plist", contents: data)]))
            #expect(lines.count == 1)
            #expect(lines.first?.contains("error: invalid color '\(String(repeating: "y", count: 80))…' for color 'brand'") == true, "\(lines.first?.prefix(200) ?? "")")
            #expect(longestRun(of: "y", in: lines) == 80)
        }

        // YAML allows 1,024 characters for a plain key.
        let key = String(repeating: "k", count: 1_000)
        let unknownKey = TestSupport.lines(TestSupport.loadYAML("themes:\n  A:\n    \(key): 1\n"))
        #expect(
            unknownKey.first?.hasPrefix("t.yaml:3:5: error: unknown key '\(String(repeating: "k", count: 80))…' in theme 'A'") == true,
            "\(unknownKey.first?.prefix(200) ?? "")")
        #expect(longestRun(of: "k", in: unknownKey) == 80)

        let tokens = TestSupport.lines(TestSupport.load([("t.tokens.json", "{ \"c\": { \"$type\": \"dimension\", \"x\": { \"$value\": \"\(value)\" } } }")]))
        #expect(tokens == ["t.tokens.json:1:49: warning: the value of token #/c/x is not a dimension ('\(String(repeating: "y", count: 80))…'): write a number with the unit 'px' or 'rem'; the token is left out of every theme"])
    }
}
