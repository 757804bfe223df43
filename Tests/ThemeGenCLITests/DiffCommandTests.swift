import Foundation
import Testing

@testable import themegen

@Suite("themegen diff")
struct DiffCommandTests {
    static let edited = Samples.valid.replacingOccurrences(of: "#FFF", with: "#EEE")

    @Test("OLD -- NEW: exit 0 when equal, 1 with the changes when different, in each format")
    func twoSides() throws {
        let cli = try CLIRun()
        try cli.write("old/a.yaml", Samples.valid)
        try cli.write("new/a.yaml", Self.edited)
        #expect(cli.run("diff", "old", "--", "old") == .success)
        #expect(cli.output == "No differences.\n")
        #expect(cli.run("diff", "old", "--", "new") == .failure)
        #expect(cli.output == "1 value changed in 1 theme.\n\nDark\n  colors.primary: #FFFFFF → #EEEEEE (edited at new/a.yaml:5)\n")
        #expect(cli.error.isEmpty)
        #expect(cli.run("diff", "--format", "markdown", "old", "--", "new") == .failure)
        #expect(
            cli.output == """
                ### ThemeGen: 1 value changed in 1 theme

                #### colors: 1 change

                | Key | Theme | Old | New | Why |
                | --- | --- | --- | --- | --- |
                | `primary` | `Dark` | `#FFFFFF` | `#EEEEEE` | edited at `new/a.yaml:5` |

                """)
        #expect(cli.run("diff", "--format=json", "old", "--", "new") == .failure)
        #expect(cli.output.contains("\"summary\" : \"1 value changed in 1 theme\""))
    }

    @Test("errors exit 2: a broken input (located), a missing '--', an empty side, a bad --max-rows")
    func errors() throws {
        let cli = try CLIRun()
        try cli.write("old/a.yaml", Samples.valid)
        try cli.write("new/a.yaml", "themes:\n  Light:\n    colors: { primary: \"#GGG\" }\n")
        #expect(cli.run("diff", "old", "--", "new") == .usage)
        #expect(cli.error == "new/a.yaml:3:24: error: invalid color '#GGG' for color 'primary'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'\n")
        #expect(cli.output.isEmpty)
        #expect(cli.run("diff", "old", "new") == .usage)
        #expect(cli.error.hasPrefix("Error: Give OLD inputs, '--', then NEW inputs; or '--base <revision>' and the inputs.\nUsage: themegen diff "))
        #expect(cli.run("diff", "old", "--") == .usage)
        #expect(cli.error.hasPrefix("Error: Give inputs on both sides of '--': OLD inputs, '--', NEW inputs.\n"))
        #expect(cli.run("diff", "--max-rows", "0", "old", "--", "old") == .usage)
        #expect(cli.error.hasPrefix("Error: The value '0' is invalid for '--max-rows <count>': give a whole number of rows, 1 or more.\n"))
        #expect(cli.run("diff", "missing", "--", "old") == .usage)
        #expect(cli.error == "missing: error: no such file or directory\n")
    }

    @Test("given no inputs, the commands read the themegen.yml in the current directory: diff --base HEAD, lint and generate")
    func currentDirectoryConfig() throws {
        let cli = try CLIRun()
        try cli.write("themes/a.yaml", Samples.valid)
        try cli.write("themegen.yml", "inputs: [themes]\noutput: Themes.swift\n")
        try cli.commitAll()
        try cli.write("themes/a.yaml", Self.edited)
        #expect(cli.run("diff", "--base", "HEAD") == .failure)
        #expect(cli.output == "1 value changed in 1 theme.\n\nDark\n  colors.primary: #FFFFFF → #EEEEEE (edited at themes/a.yaml:5)\n")
        #expect(cli.run("lint") == .success)
        #expect(cli.run("generate") == .success)
        #expect(cli.exists("Themes.swift"))
        // Inputs given: the folder's themegen.yml is not read (its output would be written otherwise).
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("Themes.swift"))
        #expect(cli.run("generate", "themes", "-o", "Other.swift") == .success)
        #expect(!cli.exists("Themes.swift") && cli.exists("Other.swift"))
    }

    @Test("--base REV compares the inputs with the same files at a git revision, read with git show")
    func baseRevision() throws {
        let cli = try CLIRun()
        try cli.write("themes/a.yaml", Samples.valid)
        try cli.write("themes/b.yaml", "themes:\n  Extra:\n    colors: { primary: \"#123\" }\n")
        try cli.write("themes/notes.txt", "not a theme file")
        try cli.write("themes/sub/themegen.yml", "inputs: .\n")
        try cli.write("themes/sub/c.yaml", "themes:\n  Nested:\n    colors: { primary: \"#456\" }\n")
        try cli.git("init", "-q")
        try cli.git("add", ".")
        try cli.git("commit", "-q", "-m", "themes")
        #expect(cli.run("diff", "--base", "HEAD", "themes") == .success)
        #expect(cli.output == "No differences.\n")
        try cli.write("themes/a.yaml", Self.edited)
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("themes/b.yaml"))
        #expect(cli.run("diff", "--base", "HEAD", "themes") == .failure)
        #expect(cli.output == "1 value changed in 1 theme, 1 theme removed.\ntheme removed: Extra (id Extra)\n\nDark\n  colors.primary: #FFFFFF → #EEEEEE (edited at themes/a.yaml:5)\n")
        // The repository's top folder as the input.
        #expect(cli.run("diff", "--base", "HEAD", ".") == .failure)
        #expect(cli.output == "1 value changed in 1 theme, 1 theme removed.\ntheme removed: Extra (id Extra)\n\nDark\n  colors.primary: #FFFFFF → #EEEEEE (edited at themes/a.yaml:5)\n")
        // A folder with its own themegen.yml is a set of its own: read at the revision only when it is
        // not one in the working tree.
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("themes/sub/themegen.yml"))
        #expect(cli.run("diff", "--base", "HEAD", "themes") == .failure)
        #expect(cli.output.hasPrefix("1 value changed in 1 theme, 1 theme added, 1 theme removed.\ntheme added: Nested (id Nested)\n"), "\(cli.output)")
        try cli.git("checkout", "-q", "--", "themes/sub/themegen.yml")
        // From a subfolder, paths stay relative to where the command runs.
        #expect(cli.run(["diff", "--base", "HEAD", "a.yaml"], in: "themes") == .failure)
        #expect(cli.output == "1 value changed in 1 theme.\n\nDark\n  colors.primary: #FFFFFF → #EEEEEE (edited at a.yaml:5)\n")
        // A problem in the old files is named by revision.
        try cli.write("themes/a.yaml", "themes:\n  Light: { colors: { primary: 1 } }\n")
        try cli.git("commit", "-q", "-am", "broken")
        try cli.write("themes/a.yaml", Samples.valid)
        #expect(cli.run("diff", "--base", "HEAD", "themes/a.yaml") == .usage)
        #expect(cli.error == "HEAD:themes/a.yaml:2:31: error: invalid color '1' for color 'primary'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'\n")
    }

    @Test("--base fails clearly outside a repository, for an unknown revision, and with OLD inputs")
    func baseErrors() throws {
        let cli = try CLIRun()
        try cli.write("themes/a.yaml", Samples.valid)
        #expect(cli.run("diff", "--base", "HEAD", "themes") == .usage)
        #expect(cli.error == "error: not in a git repository: '--base' reads the old files with git (\(cli.directory.standardizedFileURL.path))\n")
        try cli.git("init", "-q")
        try cli.git("add", ".")
        try cli.git("commit", "-q", "-m", "themes")
        #expect(cli.run("diff", "--base", "no-such-branch", "themes") == .usage)
        let root = cli.directory.resolvingSymlinksInPath().path
        #expect(cli.error == "error: unknown revision 'no-such-branch': git knows no commit by that name in \(root)\n")
        #expect(cli.run("diff", "--base=-x", "themes") == .usage)
        #expect(cli.error == "error: '-x' is not a revision (it starts with '-')\n")
        #expect(cli.run("diff", "--base", "HEAD", "themes", "--", "themes") == .usage)
        #expect(cli.error.hasPrefix("Error: '--base' compares the inputs with a revision, so give no '--' and no OLD inputs\n"))
    }

    @Test("the config's warningsAsErrors makes a warning in either side an error, exit 2")
    func configWarningsAsErrors() throws {
        let cli = try CLIRun()
        try cli.write("themegen.yml", "warningsAsErrors: true\n")
        let warning = "contrast: [{ foreground: primary, background: back, minimum: 4.5 }]\n" + "themes:\n  Light:\n    colors: { primary: \"#777\", back: \"#FFF\" }\n"
        try cli.write("old/a.yaml", warning)
        try cli.write("new/a.yaml", warning)
        #expect(cli.run("diff", "old", "--", "new") == .success)
        #expect(cli.run("diff", "--config", "themegen.yml", "old", "--", "new") == .usage)
        #expect(cli.error == "old/a.yaml:1:12: error: in theme 'Light' (every appearance), 'primary' #777777 on 'back' #FFFFFF has a contrast of 4.47:1, below the minimum of 4.5:1\n")
    }

    @Test("--config gives the inputs and the options both sides are loaded with")
    func config() throws {
        let cli = try CLIRun()
        try cli.write("themegen.yml", "inputs: [themes]\n")
        try cli.write("themes/a.yaml", Samples.valid)
        try cli.git("init", "-q")
        try cli.git("add", ".")
        try cli.git("commit", "-q", "-m", "themes")
        try cli.write("themes/a.yaml", Self.edited)
        #expect(cli.run("diff", "--base", "HEAD", "--config", "themegen.yml") == .failure)
        #expect(cli.output == "1 value changed in 1 theme.\n\nDark\n  colors.primary: #FFFFFF → #EEEEEE (edited at themes/a.yaml:5)\n")
    }
}
