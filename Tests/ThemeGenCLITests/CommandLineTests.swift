import Foundation
import Testing
@testable import themegen

@Suite("themegen command line")
struct CommandLineTests {
    @Test("lint: exit 0 and silent on clean input, 1 with located diagnostics on errors")
    func lint() throws {
        let cli = try CLIRun()
        try cli.write("themes/a.yaml", Samples.valid)
        #expect(cli.run("lint", "themes") == .success)
        #expect(cli.output.isEmpty && cli.error.isEmpty)

        try cli.write("themes/b.yaml", "themes:\n  Other:\n    colours: {}\n")
        #expect(cli.run("lint", "themes") == .failure)
        #expect(cli.error == """
        themes/b.yaml:3:5: error: unknown key 'colours' in theme 'Other'; did you mean 'colors'?
        themes/b.yaml:2:3: error: theme 'Other' does not define color 'primary'; every theme must define the same keys
        themes/a.yaml:3:15: note: 'primary' is defined in theme 'Light' here

        """)
    }

    @Test("--warnings-as-errors turns warnings into errors and fails")
    func warningsAsErrors() throws {
        let cli = try CLIRun()
        try cli.write("Sheet.plist", "<plist><dict><key>Note</key><string>x</string></dict></plist>")
        #expect(cli.run("lint", "Sheet.plist") == .success)
        #expect(cli.error == "Sheet.plist:1:14: warning: 'Note' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it\n")
        #expect(cli.run("lint", "--warnings-as-errors", "Sheet.plist") == .failure)
        #expect(cli.error == "Sheet.plist:1:14: error: 'Note' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it\n")
    }

    @Test("missing paths and directories without theme files are errors")
    func badPaths() throws {
        let cli = try CLIRun()
        try cli.write("empty/readme.txt", "nothing")
        #expect(cli.run("lint", "missing.yaml", "empty") == .failure)
        #expect(cli.error == """
        missing.yaml: error: no such file or directory
        empty: error: no theme files (.json, .plist, .yaml, .yml) in this directory

        """)
    }

    @Test("dump prints deterministic JSON with every value and where it came from")
    func dump() throws {
        let cli = try CLIRun()
        try cli.write("t.yaml", Samples.valid)
        #expect(cli.run("dump", "--format", "json", "t.yaml") == .success)
        #expect(cli.output == """
        {
          "defaultTheme" : "Light",
          "inputs" : [
            "t.yaml"
          ],
          "storageKey" : "Theme",
          "themes" : [
            {
              "colors" : [
                {
                  "definedAt" : "t.yaml:3",
                  "key" : "primary",
                  "swiftName" : "primary",
                  "value" : {
                    "light" : "#000000"
                  }
                }
              ],
              "definedAt" : "t.yaml:2",
              "fonts" : [

              ],
              "id" : "Light",
              "name" : "Light",
              "numbers" : [

              ],
              "swiftName" : "light",
              "values" : [

              ]
            },
            {
              "colors" : [
                {
                  "definedAt" : "t.yaml:5",
                  "key" : "primary",
                  "swiftName" : "primary",
                  "value" : {
                    "light" : "#FFFFFF"
                  }
                }
              ],
              "definedAt" : "t.yaml:4",
              "fonts" : [

              ],
              "id" : "Dark",
              "name" : "Dark",
              "numbers" : [

              ],
              "swiftName" : "dark",
              "values" : [

              ]
            }
          ]
        }

        """)
        let first = cli.output
        #expect(cli.run("dump", "t.yaml") == .success)
        #expect(cli.output == first)
    }

    @Test("dump prints nothing on standard output when there are errors")
    func dumpWithErrors() throws {
        let cli = try CLIRun()
        try cli.write("t.yaml", "themes:\n  A: { extends: B }\n")
        #expect(cli.run("dump", "t.yaml") == .failure)
        #expect(cli.output.isEmpty)
        #expect(cli.error == "t.yaml:2:17: error: theme 'A' extends unknown theme 'B'\n")
    }

    @Test("usage errors exit 2 with the usage line and a hint, like swift-argument-parser")
    func usageErrors() throws {
        let cli = try CLIRun()
        #expect(cli.run("lint", "--warnings-as-error", "x.yaml") == .usage)
        #expect(cli.error == """
        Error: Unknown option '--warnings-as-error'. Did you mean '--warnings-as-errors'?
        Usage: themegen lint [--warnings-as-errors] <inputs> ...
          See 'themegen lint --help' for more information.

        """)
        #expect(cli.run("dump", "--format", "xml", "x.yaml") == .usage)
        #expect(cli.error.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'json'.\n"))
        #expect(cli.run("dump", "--format") == .usage)
        #expect(cli.error.hasPrefix("Error: Missing value for '--format <format>'.\n"))
        #expect(cli.run("lint") == .usage)
        #expect(cli.error.hasPrefix("Error: Missing expected argument '<inputs> ...'.\n"))
        #expect(cli.run("lnt", "x") == .usage)
        #expect(cli.error == "Error: Unknown subcommand 'lnt'. Did you mean 'lint'?\nUsage: themegen <subcommand>\n  See 'themegen --help' for more information.\n")
        #expect(cli.run() == .usage)
    }

    @Test("--help, help <subcommand> and --version")
    func helpAndVersion() throws {
        let cli = try CLIRun()
        #expect(cli.run("--version") == .success)
        #expect(cli.output == "0.1.0\n")
        #expect(cli.run("--help") == .success)
        #expect(cli.output.contains("  lint                    Check theme files and report every problem.\n"))
        #expect(cli.run("lint", "--help") == .success)
        let lintHelp = cli.output
        #expect(lintHelp.hasPrefix("OVERVIEW: Check theme files and report every problem.\n"))
        #expect(lintHelp.contains("USAGE: themegen lint [--warnings-as-errors] <inputs> ...\n"))
        #expect(lintHelp.contains("  --warnings-as-errors    Treat warnings as errors.\n"))
        #expect(cli.run("help", "lint") == .success)
        #expect(cli.output == lintHelp)
        #expect(cli.run("dump", "-h") == .success)
        #expect(cli.output.contains("  --format <format>       The output format. (values: json)\n"))
    }

    @Test("options may come after inputs, as --name=value, and -- ends options")
    func argumentForms() throws {
        let cli = try CLIRun()
        try cli.write("-odd.yaml", Samples.valid)
        #expect(cli.run("dump", "--", "-odd.yaml", "--format=json") == .failure)
        #expect(cli.error == "--format=json: error: no such file or directory\n")
        #expect(cli.run("dump", "--format=json", "--", "-odd.yaml") == .success)
    }

    @Test("lint reports names generation changes to keep clear of the generated API")
    func lintReportsRenames() throws {
        let cli = try CLIRun()
        try cli.write("t.yaml", "themes:\n  Default:\n    colors: { id: \"#000\" }\n")
        #expect(cli.run("lint", "t.yaml") == .success)
        #expect(cli.error == """
        t.yaml:2:3: warning: theme 'Default' would be 'default', which the generated API already has; it is generated as 'defaultTheme'
        t.yaml:3:15: warning: color 'id' would be 'id', which the generated API already has; it is generated as 'idColor'

        """)
        #expect(cli.run("lint", "--warnings-as-errors", "t.yaml") == .failure)
    }
}
