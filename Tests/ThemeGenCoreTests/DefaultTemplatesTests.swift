import Foundation
import Testing

@testable import ThemeGenCore

@Suite("Default templates")
struct DefaultTemplatesTests {
    @Test("every file in Templates/ is built into ThemeGen, byte for byte")
    func embedded() throws {
        let directory = TestSupport.packageRoot.appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".mustache") }.sorted()
        #expect(
            Set(files.map { String($0.dropLast(".mustache".count)) }) == Set(DefaultTemplates.sources.keys),
            "add a line to DefaultTemplates.sources for each template file")
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            #expect(DefaultTemplates.sources[String(file.dropLast(".mustache".count))] == text, "\(file)")
        }
    }

    @Test("every default template parses")
    func parse() throws {
        for (name, source) in DefaultTemplates.sources.sorted(by: { $0.key < $1.key }) {
            #expect(throws: Never.self, "\(name)") { try MustacheTemplate(source, name: name) }
        }
    }

    @Test("GeneratedAPI.referencedTypes names every type the templates use but do not declare, and nothing they never use")
    func referencedTypes() throws {
        // The templates, every section in (what any theme set may generate; Mustache tags and comments go
        // first), and the samples' generated files, for the names the templates take from the data (`Numbers`).
        var code = ""
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
        #expect(unused.isEmpty, "no template uses \(unused.sorted()); remove them from GeneratedAPI.referencedTypes")
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
