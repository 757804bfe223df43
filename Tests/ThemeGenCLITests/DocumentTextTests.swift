import Testing

@testable import themegen

/// The range a diagnostic underlines: the token at its place, in UTF-16 units.
@Suite("The token a diagnostic points at")
struct DocumentTextTests {
    static func range(_ text: String, _ line: Int, _ column: Int) -> String {
        DocumentText(text).tokenRange(line: line, column: column).text
    }

    static func span(_ line: Int, _ start: Int, _ end: Int) -> String {
        #"{"end":{"character":\#(end),"line":\#(line)},"start":{"character":\#(start),"line":\#(line)}}"#
    }

    @Test("a quoted string with its quotes; an unquoted word up to a delimiter; one scalar at a delimiter; the last past the end")
    func tokens() {
        let text = "  a: \"#F0 0\", 🎨b: x}\n\n  key"
        #expect(Self.range(text, 1, 6) == Self.span(0, 5, 12))
        #expect(Self.range(text, 1, 3) == Self.span(0, 2, 3))
        #expect(Self.range(text, 1, 15) == Self.span(0, 14, 17), "the emoji is two UTF-16 units")
        #expect(Self.range(text, 1, 4) == Self.span(0, 3, 4), "a ':' alone")
        #expect(Self.range(text, 3, 40) == Self.span(2, 4, 5), "past the end: the line's last scalar")
        #expect(Self.range(text, 2, 1) == Self.span(1, 0, 0), "an empty line: nothing to underline")
        #expect(Self.range("\"open", 1, 1) == Self.span(0, 0, 5), "an unclosed quote: to the line's end")
    }
}
