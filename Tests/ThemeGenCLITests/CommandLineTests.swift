import Foundation
import Testing

@testable import themegen

@Suite("themegen command line")
struct CommandLineTests {
    @Test("lint: exit 0 with a summary line (none with --quiet), 1 with located diagnostics sorted by place")
    func lint() throws {
        let cli = try CLIRun()
        try cli.write("themes/a.yaml", Samples.valid)
        #expect(cli.run("lint", "themes") == .success)
        #expect(cli.output.isEmpty)
        #expect(cli.error == "Checked 1 file: 2 themes, 1 colour\n")
        #expect(cli.run("lint", "--quiet", "themes") == .success)
        #expect(cli.output.isEmpty && cli.error.isEmpty)

        // A misspelt group: its cause alone, not the keys the theme lacks because of it (they would come
        // first, sorted by place, and bury it).
        try cli.write("themes/b.yaml", "themes:\n  Other:\n    colours: {}\n")
        #expect(cli.run("lint", "themes") == .failure)
        #expect(cli.error == "themes/b.yaml:3:5: error: unknown key 'colours' in theme 'Other'; did you mean 'colors'?\n")
        // Fixed, what the theme lacks is reported, at the theme.
        try cli.write("themes/b.yaml", "themes:\n  Other:\n    colors: {}\n")
        #expect(cli.run("lint", "themes") == .failure)
        #expect(
            cli.error == """
                themes/b.yaml:2:3: error: theme 'Other' does not define color 'primary'; every theme must define the same keys
                themes/a.yaml:3:15: note: 'primary' is defined in theme 'Light' here

                """)
    }

    @Test("lint --strict: a document the default mode reads with a warning fails, naming the section; a valid one of a type not generated passes with a note")
    func lintStrict() throws {
        let cli = try CLIRun()
        try cli.write("tokens/a.tokens.json", ##"{ "gap": { "$type": "dimension", "$value": "8px" } }"##)
        #expect(cli.run("lint", "--quiet", "tokens") == .success)
        #expect(cli.error.hasPrefix("tokens/a.tokens.json:1:44: warning: the value of token #/gap is written as CSS writes it ('8px')"))
        #expect(cli.run("lint", "--strict", "tokens") == .failure)
        #expect(
            cli.error
                == #"tokens/a.tokens.json:1:44: error: the value of token #/gap is written as CSS writes it ('8px'), where DTCG 2025.10 writes { "value": 8, "unit": "px" }; it is read as Style Dictionary reads it (DTCG 2025.10: Format › Types › Dimension)"#
                + "\n")
        try cli.write("tokens/a.tokens.json", ##"{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }, "ease": { "$type": "cubicBezier", "$value": [0, 0, 1, 1] } }"##)
        #expect(cli.run("lint", "--strict", "tokens") == .success)
        #expect(
            cli.error
                == "tokens/a.tokens.json:1:76: note: token #/ease is a cubic Bézier, a type ThemeGen does not generate; it is left out (tokens of the types it generates may still use its parts) (DTCG 2025.10: Format › Types › Cubic Bézier)\n"
                + "Checked 1 file: 1 theme, 1 dimension\n")
    }

    @Test("--warnings-as-errors turns warnings into errors that no longer say what is done instead, and fails")
    func warningsAsErrors() throws {
        let cli = try CLIRun()
        try cli.write("Sheet.plist", "<plist><dict><key>FontFamily</key><string>Avenir</string><key>Note</key><string>x</string></dict></plist>")
        #expect(cli.run("lint", "--quiet", "Sheet.plist") == .success)
        #expect(cli.error == "Sheet.plist:1:58: warning: 'Note' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it\n")
        #expect(cli.run("lint", "--warnings-as-errors", "Sheet.plist") == .failure)
        #expect(cli.error == "Sheet.plist:1:58: error: 'Note' is not an Apptentive style-sheet key\n")
    }

    @Test("a plist of another tool is an error naming its keys and the fix; a declared or conventionally named sheet is not")
    func foreignPropertyLists() throws {
        let cli = try CLIRun()
        let textMate = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>name</key><string>Monokai</string>
            \t<key>settings</key><array/>
            </dict>
            </plist>
            """
        try cli.write("Monokai.tmTheme.plist", textMate)
        #expect(cli.run("lint", "Monokai.tmTheme.plist") == .failure)
        #expect(
            cli.error == """
                Monokai.tmTheme.plist:3:1: error: this property list is neither a ThemeGen theme file (no 'themes' key) nor an Apptentive style sheet \
                (none of the SDK's keys, such as 'FontFamily' or 'PrimaryColor') — its keys: 'name', 'settings'; if it belongs to another tool, \
                leave it out of the inputs (docs/Config.md, "Which files are themes"); if it is a style sheet, name it ApptentiveStyles.plist \
                or list it under 'styleSheets' in themegen.yml

                """)
        try cli.write("Brand-ApptentiveStyles.plist", "<plist><dict><key>Note</key><string>x</string></dict></plist>")
        #expect(cli.run("lint", "--quiet", "Brand-ApptentiveStyles.plist") == .success)
        #expect(cli.error == "Brand-ApptentiveStyles.plist:1:14: warning: 'Note' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it\n")
        try cli.write("Sheet.plist", "<plist><dict><key>fontFamily</key><string>Avenir</string></dict></plist>")
        #expect(cli.run("lint", "Sheet.plist") == .failure)
        #expect(cli.error.contains("its keys: 'fontFamily'; 'fontFamily' looks like the SDK's 'FontFamily'; if it belongs"))
        try cli.write("App/Sheet.plist", "<plist><dict><key>Note</key><string>x</string></dict></plist>")
        try cli.write("App/themegen.yml", "inputs: [Sheet.plist]\nstyleSheets: [Sheet.plist]\n")
        #expect(cli.run("generate", "--config", "App/themegen.yml", "-o", "-", "--quiet") == .success)
        #expect(cli.error == "App/Sheet.plist:1:14: warning: 'Note' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it\n")
        #expect(cli.output.contains("    case sheet = \"Sheet\"\n"))
        try cli.write("App/themegen.yml", "inputs: [Sheet.plist]\nstyleSheets: [Other.plist]\n")
        #expect(cli.run("generate", "--config", "App/themegen.yml", "-o", "-") == .failure)
        #expect(cli.error.hasPrefix("App/Sheet.plist:1:8: error: this property list is neither a ThemeGen theme file"))
        #expect(cli.error.hasSuffix("\nApp/themegen.yml:2:15: error: 'styleSheets' names 'Other.plist', which is not among the inputs\n"))
    }

    @Test("missing paths and directories without theme files are errors")
    func badPaths() throws {
        let cli = try CLIRun()
        try cli.write("empty/readme.txt", "nothing")
        #expect(cli.run("lint", "missing.yaml", "empty") == .failure)
        #expect(
            cli.error == """
                empty: error: no theme files (.json, .plist, .tokens, .yaml or .yml) in this folder
                missing.yaml: error: no such file or directory

                """)
    }

    @Test("dump prints deterministic JSON with every value and where it came from")
    func dump() throws {
        let cli = try CLIRun()
        try cli.write("t.yaml", Samples.valid)
        #expect(cli.run("dump", "--format", "json", "t.yaml") == .success)
        #expect(
            cli.output == """
                {
                  "defaultTheme" : "Light",
                  "inputs" : [
                    "t.yaml"
                  ],
                  "storageKey" : "Theme",
                  "themes" : [
                    {
                      "booleans" : [

                      ],
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
                      "dimensions" : [

                      ],
                      "durations" : [

                      ],
                      "fonts" : [

                      ],
                      "gradients" : [

                      ],
                      "id" : "Light",
                      "insets" : [

                      ],
                      "name" : "Light",
                      "numbers" : [

                      ],
                      "opacities" : [

                      ],
                      "shadows" : [

                      ],
                      "strings" : [

                      ],
                      "swiftName" : "light",
                      "values" : [

                      ]
                    },
                    {
                      "booleans" : [

                      ],
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
                      "dimensions" : [

                      ],
                      "durations" : [

                      ],
                      "fonts" : [

                      ],
                      "gradients" : [

                      ],
                      "id" : "Dark",
                      "insets" : [

                      ],
                      "name" : "Dark",
                      "numbers" : [

                      ],
                      "opacities" : [

                      ],
                      "shadows" : [

                      ],
                      "strings" : [

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
        #expect(cli.error == "t.yaml:2:17: error: the 'extends' 'B' in theme 'A' names no theme\n")
    }

    @Test("--watch refuses --check and an interval out of range, before reading anything")
    func watchUsage() throws {
        let cli = try CLIRun()
        #expect(cli.run("generate", "x.yaml", "-o", "x.swift", "--watch", "--check") == .usage)
        #expect(cli.error.hasPrefix("Error: --watch writes the file at every change, so it cannot be used with --check.\nUsage: themegen generate "))
        #expect(cli.run("preview", "x.yaml", "-o", "x.html", "--watch", "--watch-interval", "0") == .usage)
        #expect(cli.error.hasPrefix("Error: --watch-interval takes seconds from 0.05 to 60.0, not '0'\nUsage: themegen preview "))
        #expect(cli.run("generate", "x.yaml", "-o", "x.swift", "--watch", "--watch-interval", "soon") == .usage)
        #expect(cli.error.hasPrefix("Error: --watch-interval takes seconds from 0.05 to 60.0, not 'soon'\n"))
    }

    @Test("usage errors exit 2 with the usage line and a hint, like swift-argument-parser")
    func usageErrors() throws {
        let cli = try CLIRun()
        #expect(cli.run("lint", "--warnings-as-error", "x.yaml") == .usage)
        #expect(
            cli.error == """
                Error: Unknown option '--warnings-as-error'. Did you mean '--warnings-as-errors'?
                Usage: themegen lint [--config <file>] [--type-prefix <prefix>] [--warnings-as-errors] [--strict] [--quiet] [<inputs> ...]
                  See 'themegen lint --help' for more information.

                """)
        #expect(cli.run("dump", "--format", "xml", "x.yaml") == .usage)
        #expect(cli.error.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'json'.\n"))
        #expect(cli.run("dump", "--format") == .usage)
        #expect(cli.error.hasPrefix("Error: Missing value for '--format <format>'.\n"))
        #expect(cli.run("lint") == .usage)
        #expect(cli.error.hasPrefix("Error: Missing expected argument '<inputs> ...' (give inputs, or --config with 'inputs', or run where a themegen.yml is).\n"))
        #expect(cli.run("lnt", "x") == .usage)
        #expect(cli.error == "Error: Unknown subcommand 'lnt'. Did you mean 'lint'?\nUsage: themegen <subcommand>\n  See 'themegen --help' for more information.\n")
        #expect(cli.run() == .usage)
    }

    @Test("--version is the version CHANGELOG.md names first")
    func versionMatchesChangelog() throws {
        let changelog = try String(contentsOf: PreviewCommandTests.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") }, "CHANGELOG.md has no version heading")
        let version = try #require(heading.dropFirst(3).split(separator: " ").first)
        let cli = try CLIRun()
        #expect(cli.run("--version") == .success)
        #expect(cli.output == "\(version)\n")
    }

    @Test("--help, help <subcommand> and --version")
    func helpAndVersion() throws {
        let cli = try CLIRun()
        #expect(cli.run("--version") == .success)
        #expect(cli.output == "0.1.0\n")
        #expect(cli.run("--help") == .success)
        #expect(
            cli.output.hasPrefix(
                "OVERVIEW: Generate strongly typed Swift from theme files (YAML, JSON, property lists, Apptentive style sheets)\n"
                    + "design tokens (DTCG files and resolvers, Style Dictionary, Tokens Studio exports; docs/Tokens.md) and Xcode asset\n"
                    + "catalogs' colour sets (docs/AssetCatalogs.md), which 'themegen assets' also writes.\n"))
        #expect(cli.output.contains("  lint                    Check theme files and report every problem.\n"))
        #expect(cli.run("lint", "--help") == .success)
        let lintHelp = cli.output
        #expect(lintHelp.hasPrefix("OVERVIEW: Check theme files and report every problem.\n"))
        #expect(lintHelp.contains("USAGE: themegen lint [--config <file>] [--type-prefix <prefix>] [--warnings-as-errors] [--strict] [--quiet] [<inputs> ...]\n"))
        #expect(lintHelp.contains("  <inputs>                Theme and design token files (.json, .plist, .tokens, .yaml or .yml) or folders to read (default: the config's inputs).\n"))
        #expect(lintHelp.contains("  --warnings-as-errors    Treat warnings as errors.\n"))
        #expect(lintHelp.contains("  --strict                Hold token files to DTCG 2025.10: what breaks the specification, or is written as another tool reads it, is an error naming the specification's section; a type ThemeGen does not generate is a note.\n"))
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
        try cli.write("t.yaml", "themes:\n  Default:\n    colors: { theme: \"#000\" }\n")
        #expect(cli.run("lint", "t.yaml") == .success)
        #expect(
            cli.error == """
                t.yaml:2:3: warning: theme 'Default' would be 'default', which the generated API already has; it is generated as 'defaultTheme'
                t.yaml:3:15: warning: color 'theme' would be 'theme', which the generated API already has; it is generated as 'themeColor'
                Checked 1 file: 1 theme, 1 colour

                """)
        #expect(cli.run("lint", "--warnings-as-errors", "t.yaml") == .failure)
    }
}
