import Foundation
import Testing
@testable import ThemeGenCore

@Suite("Default templates")
struct DefaultTemplatesTests {
    @Test("every file in Templates/ is built into ThemeGen, byte for byte")
    func embedded() throws {
        let directory = TestSupport.packageRoot.appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".mustache") }.sorted()
        #expect(Set(files.map { String($0.dropLast(".mustache".count)) }) == Set(DefaultTemplates.sources.keys),
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
}
