import Foundation
import Testing

@testable import themegen

/// `themegen schema`: the three schemas/ files, byte for byte, and a located usage error for anything else.
@Suite("themegen schema")
struct SchemaCommandTests {
    @Test("prints schemas/theme.schema.json, config.schema.json and tokens.schema.json as they are; an unknown or missing schema is a usage error")
    func prints() throws {
        let cli = try CLIRun()
        for name in ["theme", "config", "tokens"] {
            #expect(cli.run("schema", name) == .success)
            let file = PreviewCommandTests.packageRoot.appendingPathComponent("schemas/\(name).schema.json")
            #expect(cli.output == (try String(contentsOf: file, encoding: .utf8)))
            #expect(cli.error.isEmpty)
        }
        #expect(cli.run("schema", "theme.yaml") == .usage)
        #expect(cli.error.hasPrefix("Error: 'theme.yaml' is not a schema; the schemas: theme, config, tokens\nUsage: themegen schema <theme|config|tokens>\n"))
        #expect(cli.run("schema") == .usage)
    }
}
