import Foundation
import Testing

@testable import themegen

/// `themegen overrides --check`: an overrides document checked against the themes on the command line,
/// each problem located in the document with the app's reason; exit 0 when the app applies it.
@Suite("themegen overrides")
struct OverridesCommandTests {
    static let themes = """
        themes:
          Light:
            id: light
            colors:
              accent: "#1F4E8C"
            fonts:
              body: { weight: regular, size: 17 }

        """

    @Test("a document the app applies passes; one it rejects fails with every problem at its line and column")
    func check() throws {
        let cli = try CLIRun()
        try cli.write("themes/Brand.yaml", Self.themes)
        try cli.write("summer.json", ##"{"format": 1, "theme": "light", "colors": {"accent": "#FF2D55"}, "fonts": {"body": {"size": 18}}}"##)
        #expect(cli.run("overrides", "--check", "summer.json", "themes") == .success)
        #expect(cli.error == "summer.json: the app applies these overrides\n")
        try cli.write(
            "broken.json",
            """
            {
              "format": 1,
              "theme": "dark",
              "colors": { "accent": "#FF2D5", "accent": "#FF2D55", "link": "#0000FF" },
              "fonts": { "body": { "size": 0 } }
            }
            """)
        #expect(cli.run("overrides", "--check", "broken.json", "themes") == .failure)
        #expect(
            cli.error == """
                broken.json:3:12: error: theme: is not the stored id of one of these themes
                broken.json:4:35: error: duplicate key 'accent' in this object; the app's JSONDecoder would read the first value, most other JSON parsers the last, so write it once
                broken.json:4:15: note: 'accent' is first defined here
                broken.json:4:56: error: colors.link: is not one of these themes' color keys
                broken.json:5:32: error: fonts.body.size: is out of range: a font size is from 0.1 to 10000 points

                """)
    }

    @Test("a document that is not JSON, too large or missing gets one error; no --check is a usage error")
    func unreadable() throws {
        let cli = try CLIRun()
        try cli.write("themes/Brand.yaml", Self.themes)
        try cli.write("cut.json", #"{"format": 1, "theme": "#)
        #expect(cli.run("overrides", "--check", "cut.json", "themes") == .failure)
        #expect(
            cli.error.hasPrefix(
                """
                cut.json:1:1: error: malformed JSON: the object that starts here is never closed (the file ends before its '}')
                cut.json:1:24: note: the file ends here
                cut.json:1:1: error: the document is not JSON that Foundation's JSONDecoder reads

                """), "\(cli.error)")
        try cli.write("huge.json", String(repeating: " ", count: 1_048_577))
        #expect(cli.run("overrides", "--check", "huge.json", "themes") == .failure)
        #expect(cli.error.hasPrefix("huge.json:1:1: error: the document is larger than 1048576 bytes, the most an app reads\n"), "\(cli.error)")
        #expect(cli.run("overrides", "--check", "absent.json", "themes") == .failure)
        #expect(cli.error.hasPrefix("absent.json: error: cannot read this file: "), "\(cli.error)")
        #expect(cli.run("overrides", "themes") == .usage)
        #expect(cli.error.hasPrefix("Error: --check names the overrides document to check\n"), "\(cli.error)")
    }
}
