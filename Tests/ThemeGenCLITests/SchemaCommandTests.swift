import Foundation
import Testing

@testable import themegen

/// `themegen schema`: the schemas/ files, byte for byte, and a located usage error for anything else.
@Suite("themegen schema")
struct SchemaCommandTests {
    @Test("prints schemas/config.schema.json as it is; an unknown or missing schema is a usage error")
    func prints() throws {
        let cli = try CLIRun()
        #expect(cli.run("schema", "config") == .success)
        let file = PreviewCommandTests.packageRoot.appendingPathComponent("schemas/config.schema.json")
        #expect(cli.output == (try String(contentsOf: file, encoding: .utf8)))
        #expect(cli.error.isEmpty)
        #expect(cli.run("schema", "theme.yaml") == .usage)
        #expect(cli.error.hasPrefix("Error: 'theme.yaml' is not a schema; the schemas: config\nUsage: themegen schema <config>\n"))
        #expect(cli.run("schema") == .usage)
    }
}
