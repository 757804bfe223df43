import Foundation
import Testing

@testable import themegen

/// What a user gives the tool comes back in its messages as an excerpt, on one line: a long argument, a
/// long key of an overrides document, a file name with a line break. And `help help` is help.
@Suite("Input echoed in messages")
struct EchoedInputTests {
    static let long = String(repeating: "x", count: 500_000)
    static let excerpt = "'" + String(repeating: "x", count: 80) + "…'"

    @Test("a long unknown option, subcommand, schema or option value is quoted as an excerpt")
    func longArguments() throws {
        let cli = try CLIRun()
        #expect(cli.run("lint", "--" + Self.long) == .usage)
        #expect(cli.error.hasPrefix("Error: Unknown option '--" + String(repeating: "x", count: 78) + "…'."), "\(cli.error.prefix(200))")
        #expect(cli.error.count < 1000)
        #expect(cli.run(Self.long) == .usage)
        #expect(cli.error.hasPrefix("Error: Unknown subcommand \(Self.excerpt)."))
        #expect(cli.run("help", Self.long) == .usage)
        #expect(cli.error.hasPrefix("Error: Unknown subcommand \(Self.excerpt)."))
        #expect(cli.run("schema", Self.long) == .usage)
        #expect(cli.error.hasPrefix("Error: \(Self.excerpt) is not a schema; the schemas: "), "\(cli.error.prefix(200))")
        #expect(cli.error.count < 1000)
        #expect(cli.run("generate", "t.yaml", "--access", Self.long) == .usage)
        #expect(cli.error.hasPrefix("Error: The value \(Self.excerpt) is invalid for '--access <level>'."))
    }

    @Test("overrides --check quotes a long unknown key as an excerpt")
    func longOverridesKey() throws {
        let cli = try CLIRun()
        try cli.write("themes/Brand.yaml", Samples.valid)
        try cli.write("long.json", ##"{"format": 1, "theme": "Light", "colors": {""## + Self.long + ##"": "#FFFFFF"}}"##)
        #expect(cli.run("overrides", "--check", "long.json", "themes") == .failure)
        #expect(cli.error == "long.json:1:44: error: colors.\(Self.excerpt.dropFirst().dropLast()): is not one of these themes' color keys\n")
    }

    @Test("a file name with a line break is escaped in the summary line, which stays one line")
    func fileNameWithLineBreak() throws {
        let cli = try CLIRun()
        try cli.write("t.yaml", Samples.valid)
        #expect(cli.run("generate", "t.yaml", "-o", "a\nb.swift") == .success)
        #expect(cli.error.split(separator: "\n").count == 1, "\(cli.error)")
        #expect(cli.error.hasPrefix("Generated a\\nb.swift: "), "\(cli.error)")
    }

    @Test("help help is the tool's help, as help is")
    func helpHelp() throws {
        let cli = try CLIRun()
        #expect(cli.run("help", "help") == .success)
        let helpHelp = cli.output
        #expect(cli.run("help") == .success)
        #expect(helpHelp == cli.output && helpHelp.contains("SUBCOMMANDS:"))
    }
}
