import Testing

@testable import ThemeGenCore

/// The engine's behaviour that ThemeGen's templates rely on, tested without ../shared.
@Suite("Mustache engine")
struct MustacheTests {
    private func render(_ template: String, _ data: MustacheValue = [:], partials: [String: String] = [:]) throws -> String {
        try MustacheTemplate(template).render(data, partials: partials)
    }

    @Test("{{x}} escapes HTML; {{{x}}} and {{& x}} print code as it is")
    func escaping() throws {
        let data: MustacheValue = ["code": "a < b && \"c\" > d"]
        #expect(try render("{{code}}", data) == "a &lt; b &amp;&amp; &quot;c&quot; &gt; d")
        #expect(try render("{{{code}}}|{{& code}}", data) == "a < b && \"c\" > d|a < b && \"c\" > d")
    }

    @Test("sections iterate lists, standalone tags leave no blank lines")
    func sections() throws {
        let data: MustacheValue = ["items": [["name": "a"], ["name": "b"]], "none": []]
        #expect(try render("list:\n  {{#items}}\n  - {{name}}\n  {{/items}}\n{{^none}}\nempty\n{{/none}}\n", data) == "list:\n  - a\n  - b\nempty\n")
    }

    /// Rows numbered from 0 (`n`), each with an object (`object.k`) and, when `inner` is given, that table.
    private struct Rows: MustacheTable {
        let count: Int
        var inner: Int?
        var names: [String] { ["n", "object", "inner"] }

        func value(_ name: String, row: Int) -> MustacheValue? {
            switch name {
            case "n": .string(String(row))
            case "object": ["k": .string("k\(row)")]
            case "inner": inner.map { .table(Rows(count: $0)) }
            default: nil
            }
        }
    }

    @Test("inside a table's section, '.' is the row, a dotted name reaches into a row's value, and an inner table's rows see the outer row's names")
    func tableRows() throws {
        let data: MustacheValue = ["rows": .table(Rows(count: 3, inner: 2))]
        #expect(try render("{{#rows}}{{#.}}[{{n}}]{{/.}}{{/rows}}", data) == "[0][1][2]")
        #expect(try render("{{#rows}}{{object.k}} {{/rows}}", data) == "k0 k1 k2 ")
        // `{{n}}` inside `inner` is the inner row's; a name only the outer frames have is found below it.
        let outer: MustacheValue = ["rows": .table(Rows(count: 2, inner: 2)), "label": "x"]
        #expect(try render("{{#rows}}{{n}}:{{#inner}}{{n}}{{label}}{{/inner}};{{/rows}}", outer) == "0:0x1x;1:0x1x;")
    }

    @Test("a parent's block can be overridden, the rest of the parent kept")
    func inheritance() throws {
        let partials = ["base": "header\n{{$body}}default body\n{{/body}}footer\n"]
        #expect(try render("{{<base}}{{$body}}custom body\n{{/body}}{{/base}}", partials: partials) == "header\ncustom body\nfooter\n")
        #expect(try render("{{<base}}{{/base}}", partials: partials) == "header\ndefault body\nfooter\n")
    }

    @Test("a standalone partial is indented line by line")
    func partialIndentation() throws {
        #expect(try render("struct A {\n    {{>members}}\n}\n", partials: ["members": "let a = 1\nlet b = 2\n"]) == "struct A {\n    let a = 1\n    let b = 2\n}\n")
    }

    @Test("mistakes in templates are located")
    func errors() {
        #expect(throws: MustacheError(message: "'{{#items}}' is never closed", template: "t.mustache", line: 2, column: 3)) {
            try MustacheTemplate("a\n  {{#items}}\nb\n", name: "t.mustache")
        }
        #expect(throws: MustacheError(message: "'{{/other}}' does not close 'items'", template: "t", line: 1, column: 11)) {
            try MustacheTemplate("{{#items}}{{/other}}", name: "t")
        }
        #expect(throws: MustacheError(message: "unclosed tag; expected '}}'", template: "t", line: 1, column: 4)) {
            try MustacheTemplate("ab {{name", name: "t")
        }
        #expect(throws: MustacheError(message: "'{{/x}}' closes nothing", template: "t", line: 1, column: 1)) {
            try MustacheTemplate("{{/x}}", name: "t")
        }
    }
}
