import Foundation
import Testing

@testable import ThemeGenCore

@Suite("Default templates")
struct DefaultTemplatesTests {
    @Test("every file in Templates/ is built into ThemeGen, byte for byte, through the recorded DefaultTemplateText.swift")
    func embedded() throws {
        let directory = TestSupport.packageRoot.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".mustache") }.sorted()
        var templates: [(name: String, text: String)] = []
        for file in names {
            templates.append((String(file.dropLast(".mustache".count)), try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)))
        }
        let recorded = TestSupport.packageRoot.appendingPathComponent("Sources/ThemeGenCore/Generation/DefaultTemplateText.swift")
        let expected = Self.defaultTemplateText(templates)
        if try String(contentsOf: recorded, encoding: .utf8) != expected {
            if ProcessInfo.processInfo.environment["THEMEGEN_RECORD"] == "1" {
                try Data(expected.utf8).write(to: recorded)
                Issue.record("re-recorded Sources/ThemeGenCore/Generation/DefaultTemplateText.swift; build and run the tests again")
            } else {
                Issue.record("DefaultTemplateText.swift is not Templates/: run THEMEGEN_RECORD=1 swift test --filter DefaultTemplatesTests")
            }
        }
        #expect(Set(templates.map(\.name)) == Set(DefaultTemplates.sources.keys))
        for template in templates {
            #expect(DefaultTemplates.sources[template.name] == template.text, "\(template.name)")
        }
        #expect(DefaultTemplates.root.source == templates.first { $0.name == DefaultTemplates.rootName }?.text)
    }

    /// DefaultTemplateText.swift for `templates` (name without `.mustache`, text): the root's text, then
    /// the others by name, each a raw multi-line string literal whose delimiter has enough `#`s that
    /// nothing in the text ends it or escapes from it.
    static func defaultTemplateText(_ templates: [(name: String, text: String)]) -> String {
        var lines = [
            "// Recorded from Templates/ by `THEMEGEN_RECORD=1 swift test --filter DefaultTemplatesTests`: edit the templates,",
            "// not this file (DefaultTemplatesTests fails when the two differ).",
            "",
            "extension DefaultTemplates {",
        ]
        for template in templates where template.name == DefaultTemplates.rootName {
            lines += ["    /// Templates/\(template.name).mustache, the root.", "    static let rootText = " + literal(template.text, indent: 8)]
        }
        lines += ["", "    /// The other files of Templates/, by name without `.mustache`.", "    static let includedTexts: [String: String] = ["]
        for template in templates where template.name != DefaultTemplates.rootName {
            lines.append("        \"\(template.name)\": " + literal(template.text, indent: 8) + ",")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `text` as a raw multi-line string literal, each line and the closing delimiter `indent` spaces in
    /// (which the literal takes off again), the delimiter on a line of its own (so the text's own last
    /// newline is kept).
    static func literal(_ text: String, indent: Int) -> String {
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        let margin = String(repeating: " ", count: indent)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : margin + $0 }
        return hashes + "\"\"\"\n" + body.joined(separator: "\n") + "\n" + margin + "\"\"\"" + hashes
    }

    @Test("every default template parses")
    func parse() throws {
        for (name, source) in DefaultTemplates.sources.sorted(by: { $0.key < $1.key }) {
            #expect(throws: Never.self, "\(name)") { try MustacheTemplate(source, name: name) }
        }
    }

    @Test("GeneratedAPI.referencedTypes names every type the templates and the runtime use but do not declare, and nothing they never use")
    func referencedTypes() throws {
        // The templates, every section in (what any theme set may generate; Mustache tags and comments go
        // first), the samples' generated files, for the names the templates take from the data (`Numbers`),
        // and the runtime an embedded file holds.
        var code = Self.codeOnly(RuntimeSource.embedded(accessModifier: "", prefix: ""))
        for (_, source) in DefaultTemplates.sources.sorted(by: { $0.key < $1.key }) {
            code += Self.codeOnly(source.replacing(/\{\{![^}]*\}\}/, with: "").replacing(/\{\{\{?[^}]*\}?\}\}/, with: "x"))
        }
        for sample in Sample.allCases {
            code += Self.codeOnly(try sample.generate())
        }
        let declared = try Self.matches(#"(?:struct|enum|class|protocol|typealias|actor|associatedtype)\s+([A-Z]\w*)|<([A-Z]\w*)\s*:"#, in: code)
        let used = try Self.matches(#"(?<![.\w])([A-Z]\w*)"#, in: code)
        let missing = used.subtracting(declared).subtracting(GeneratedAPI.referencedTypes)
        #expect(missing.isEmpty, "add to GeneratedAPI.referencedTypes: \(missing.sorted())")
        // Array, Dictionary, Set and Optional are what `[T]`, `[K: V]` and `T?` mean: reserved, though never written.
        let unused = GeneratedAPI.referencedTypes.subtracting(used).subtracting(["Array", "Dictionary", "Set", "Optional"])
        #expect(unused.isEmpty, "neither the templates nor the runtime use \(unused.sorted()); remove them from GeneratedAPI.referencedTypes")
    }

    /// The Swift code of a generated file without its comments and the contents of its string literals
    /// (the tables are multi-line strings), so only names the code uses are left.
    private static func codeOnly(_ source: String) -> String {
        var code = ""
        var inMultiLineString = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inMultiLineString {
                if trimmed.hasPrefix(#"""""#) { inMultiLineString = false }
                continue
            }
            if trimmed.hasSuffix(#"""""#) { inMultiLineString = true }
            var text = String(line).replacing(/"(\\.|[^"\\])*"/, with: "\"\"")
            if let comment = text.firstRange(of: "//") { text = String(text[..<comment.lowerBound]) }
            code += text + "\n"
        }
        return code
    }

    /// The first capture group that matched of each match of `pattern` in `text`.
    private static func matches(_ pattern: String, in text: String) throws -> Set<String> {
        // NSRegularExpression, for the lookbehind Swift's Regex does not have.
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        var names: Set<String> = []
        for match in expression.matches(in: text, range: range) {
            for group in 1..<match.numberOfRanges {
                if let found = Range(match.range(at: group), in: text) { names.insert(String(text[found])) }
            }
        }
        return names
    }
}
