import Testing

@testable import ThemeGenCore

/// Generation renders templates strictly: a user template that names something that does not exist is a
/// located error, not an empty string in the output.
@Suite("Strict templates")
struct StrictTemplateTests {
    private func generate(_ template: String, partials: [String: String] = [:]) -> (output: String?, messages: [String]) {
        let set = TestSupport.loadYAML(TestSupport.oneTheme("colors:\n  a: \"#000\"")).themeSet!
        do {
            let output = try Generator.generate(set, templates: .custom(name: "My.swift.mustache", source: template, partials: partials))
            return (output.source, output.warnings.map(\.formatted))
        } catch {
            return (nil, [error.diagnostic.formatted])
        }
    }

    @Test("an unknown name, section, partial or block is an error at its tag with a did-you-mean")
    func unknownNames() {
        #expect(generate("// {{{version}}}\n// {{{verison}}}\n").messages == ["My.swift.mustache:2:4: error: unknown name 'verison'; did you mean 'version'?"])
        #expect(generate("{{#colors.kyes}}x{{/colors.kyes}}").messages == ["My.swift.mustache:1:1: error: unknown name 'colors.kyes'; did you mean 'colors.keys'?"])
        #expect(generate("{{#colors.keys}}{{{declaraton}}}{{/colors.keys}}").messages == ["My.swift.mustache:1:17: error: unknown name 'declaraton'; did you mean 'declaration'?"])
        #expect(generate("{{^themse}}none{{/themse}}").messages == ["My.swift.mustache:1:1: error: unknown name 'themse'; did you mean 'themes'?"])
        #expect(generate("a\n{{>ThemeTabels.swift}}\n").messages == ["My.swift.mustache:2:1: error: unknown template 'ThemeTabels.swift'; did you mean 'ThemeTables.swift'?"])
        #expect(generate("{{<ThemeGen.swift}}\n{{$hedaer}}// mine{{/hedaer}}\n{{/ThemeGen.swift}}\n").messages == ["My.swift.mustache:2:1: error: unknown block 'hedaer'; did you mean 'header'?"])
    }

    @Test("names that exist render as before: a block override, a partial, a dotted name")
    func knownNames() throws {
        let output = try #require(generate("{{<ThemeGen.swift}}\n{{$header}}// mine {{{colors.count}}}\n{{/header}}\n{{/ThemeGen.swift}}\n").output)
        #expect(output.hasPrefix("// mine 1\n"))
    }

    @Test("{{name}} whose value HTML escaping changes is a warning once per tag, naming {{{name}}}")
    func htmlEscaping() {
        let result = generate("{{#themes}}let s = {{displayNameLiteral}}\n{{/themes}}{{version}}\n")
        #expect(result.output == "let s = &quot;Only&quot;\n\(ThemeGenVersion.current)\n")
        #expect(
            result.messages == [
                "My.swift.mustache:1:20: warning: '{{displayNameLiteral}}' writes its value HTML-escaped ('\"' as '&quot;', '&' as '&amp;'), which is not Swift; write '{{{displayNameLiteral}}}' to insert it as it is"
            ])
    }

    @Test("a partial that includes itself is stopped at the nesting limit with a located error")
    func recursivePartial() {
        #expect(generate("{{>Loop}}", partials: ["Loop": "x{{>Loop}}"]).messages == ["Loop:1:2: error: partials nest deeper than 100 levels here; does 'Loop' include itself?"])
        #expect(generate("{{<Parent}}{{/Parent}}", partials: ["Parent": "{{<Parent}}{{/Parent}}"]).messages == ["Parent:1:1: error: partials nest deeper than 100 levels here; does 'Parent' include itself?"])
    }

    @Test("sections nested past the limit are a parse error at the innermost opening tag")
    func deepSections() {
        let template = String(repeating: "{{#themes}}", count: 102) + String(repeating: "{{/themes}}", count: 102)
        #expect(generate(template).messages == ["My.swift.mustache:1:1101: error: sections nest deeper than 100 levels here"])
    }

    @Test("sections over lists nested in one another stop at the work budget, at the repeating section, quickly")
    func workBudget() throws {
        let themes = (0..<8).map { "  T\($0):\n    colors: { a: \"#000\" }\n" }.joined()
        let set = try #require(TestSupport.loadYAML("themes:\n" + themes).themeSet)
        let template = String(repeating: "{{#themes}}", count: 20) + String(repeating: "{{/themes}}", count: 20)
        #expect(
            throws: MustacheError(
                message: "rendering stops at this section: it has taken 4000017 steps for 0 bytes of output, more work than a template may do "
                    + "(4000000 steps plus 2 per byte written); do sections over lists repeat inside one another?",
                template: "Nested.swift.mustache", line: 1, column: 210)
        ) {
            try Generator.generate(set, templates: .custom(name: "Nested.swift.mustache", source: template))
        }
        #expect(MustacheTemplate.Budget.problem(steps: 0, outputBytes: 64 << 20) == nil)
        #expect(MustacheTemplate.Budget.problem(steps: 0, outputBytes: (64 << 20) + 1) == "the output passes 64 MiB, the most a template may write")
        #expect(MustacheTemplate.Budget.problem(steps: 4_000_000 + 2 * 100, outputBytes: 100) == nil)
    }

    @Test("the spec's forgiving rules still hold outside generation")
    func specRules() throws {
        #expect(try MustacheTemplate("[{{missing}}{{>nowhere}}]").render(["a": "b"]) == "[]")
    }

    @Test("a comment followed by a combining mark keeps the rest of the line")
    func commentThenCombiningMark() throws {
        #expect(try MustacheTemplate("{{! note }}\u{0301}rest").render([:]) == "\u{0301}rest")
    }
}
