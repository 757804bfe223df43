import Foundation
import Testing

@testable import themegen

/// Inputs are read only when they are regular files that stay inside the project; outputs are written
/// only to regular files; `--base` reads the repository as git stores it.
@Suite("Files that are not what they seem")
struct FileSafetyTests {
    /// The path the system resolves `url` to (`/tmp` is `/private/tmp` on macOS).
    private func real(_ url: URL) -> String {
        url.resolvingSymlinksInPath().path
    }

    private func link(_ cli: CLIRun, _ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: cli.directory.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    @Test("a link out of the project is refused without reading it; a link inside it, or a named file outside, is read")
    func linksLeavingTheProject() throws {
        let outside = try CLIRun()
        try outside.write("netrc", "machine github.com login octocat password hunter2\n")
        try outside.write("Other.yaml", "themes:\n  Other:\n    colors: { primary: \"#111\" }\n")
        let cli = try CLIRun()
        try cli.write("Shared/Brand.yaml", Samples.valid)
        try cli.write("Themes/.keep", "")
        try link(cli, "Themes/x.tokens.json", to: outside.directory.appendingPathComponent("netrc").path)
        try link(cli, "Themes/Brand.yaml", to: "../Shared/Brand.yaml")
        try cli.git("init", "-q")
        #expect(cli.run("lint", "Themes") == .failure)
        #expect(cli.error == "Themes/x.tokens.json: error: this is a symbolic link to \(real(outside.directory))/netrc, outside the project folder \(real(cli.directory)); ThemeGen reads links only to files inside the project, so that a link cannot bring in another file\n")
        #expect(!cli.error.contains("hunter2"))
        // Named directly, the link is refused the same way.
        #expect(cli.run("lint", "Themes/x.tokens.json") == .failure)
        #expect(cli.error.hasPrefix("Themes/x.tokens.json: error: this is a symbolic link to "))
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("Themes/x.tokens.json"))
        #expect(cli.run("lint", "Themes") == .success)
        #expect(cli.error == "Checked 1 file: 2 themes, 1 colour\n")
        // A file outside the project that the command line names is the user's choice, and read.
        #expect(cli.run("lint", outside.directory.appendingPathComponent("Other.yaml").path) == .success)
    }

    @Test("a FIFO, a device or a link that leads nowhere among the inputs is a located error, and nothing waits for a writer")
    func notRegularInputs() throws {
        let cli = try CLIRun()
        try cli.write("Themes/a.yaml", Samples.valid)
        #expect(mkfifo(cli.directory.appendingPathComponent("Themes/pipe.yaml").path, 0o644) == 0)
        try link(cli, "Themes/gone.yaml", to: "nowhere.yaml")
        #expect(cli.run("lint", "Themes") == .failure)
        #expect(
            cli.error == """
                Themes/gone.yaml: error: this is a symbolic link to 'nowhere.yaml', which does not exist
                Themes/pipe.yaml: error: this is a FIFO (named pipe), not a regular file; ThemeGen reads only regular files

                """)
        #expect(cli.run("lint", "/dev/zero") == .failure)
        #expect(cli.error == "/dev/zero: error: this is a character device, not a regular file; ThemeGen reads only regular files\n")
    }

    @Test("a template or a configuration that is a FIFO, or a template beside them that links out of the project, is an error, not a wait or a read")
    func templatesAndConfiguration() throws {
        let outside = try CLIRun()
        try outside.write("secret.mustache", "{{secret}}")
        let cli = try CLIRun()
        try cli.write("a.yaml", Samples.valid)
        try cli.write("Templates/Main.mustache", "{{> Partial}}")
        try link(cli, "Templates/Partial.mustache", to: outside.directory.appendingPathComponent("secret.mustache").path)
        try cli.git("init", "-q")
        #expect(cli.run("generate", "a.yaml", "--template", "Templates/Main.mustache", "-o", "-") == .failure)
        #expect(cli.error == "Templates/Partial.mustache: error: this is a symbolic link to \(real(outside.directory))/secret.mustache, outside the project folder \(real(cli.directory)); ThemeGen reads links only to files inside the project, so that a link cannot bring in another file\n")
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("Templates/Partial.mustache"))
        #expect(mkfifo(cli.directory.appendingPathComponent("Templates/Pipe.mustache").path, 0o644) == 0)
        #expect(cli.run("generate", "a.yaml", "--template", "Templates/Pipe.mustache", "-o", "-") == .failure)
        #expect(cli.error == "Templates/Pipe.mustache: error: this is a FIFO (named pipe), not a regular file; ThemeGen reads only regular files\n")
        #expect(mkfifo(cli.directory.appendingPathComponent("themegen.yml").path, 0o644) == 0)
        #expect(cli.run("generate", "--config", "themegen.yml", "-o", "-") != .success)
        #expect(cli.error == "themegen.yml: error: this is a FIFO (named pipe), not a regular file; ThemeGen reads only regular files\n")
    }

    @Test("an output that is a FIFO, a device or a folder is an error that replaces nothing; a folder squatting the temporary name is named")
    func notRegularOutputs() throws {
        let cli = try CLIRun()
        try cli.write("a.yaml", Samples.valid)
        let fifo = cli.directory.appendingPathComponent("Themes.swift").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let problem = "error: cannot write the generated file: it is a FIFO (named pipe), not a regular file; ThemeGen writes only a regular file (or creates one), never replacing anything else ('-o -' writes to standard output)\n"
        #expect(cli.run("generate", "a.yaml", "-o", "Themes.swift") == .failure)
        #expect(cli.error == "Themes.swift: " + problem)
        #expect(cli.run("generate", "a.yaml", "-o", "Themes.swift", "--check") == .failure)
        #expect(cli.error == "Themes.swift: " + problem.replacingOccurrences(of: "cannot write", with: "cannot read"))
        #expect(PathKind.at(fifo) == .fifo)
        #expect(cli.run("generate", "a.yaml", "-o", "/dev/null") == .failure)
        #expect(cli.error.hasPrefix("/dev/null: error: cannot write the generated file: it is a character device, not a regular file;"))
        #expect(PathKind.at("/dev/null") == .characterDevice)
        #expect(cli.run("generate", "a.yaml", "-o", ".") == .failure)
        #expect(cli.error == ".: error: cannot write the generated file: it is a folder\n")
        let squatter = cli.directory.appendingPathComponent(".New.swift.themegen-\(getpid()).tmp")
        try FileManager.default.createDirectory(at: squatter, withIntermediateDirectories: false)
        #expect(cli.run("generate", "a.yaml", "-o", "New.swift") == .failure)
        #expect(cli.error == "New.swift: error: cannot write the generated file: its temporary file's name, \(squatter.path), is taken by a folder that ThemeGen did not make; remove it and run again\n")
        #expect(!cli.exists("New.swift"))
    }

    @Test("--base follows a committed link within the repository at that revision, refuses one that leaves it, and leaves out a submodule with a note")
    func baseReadsWhatGitStores() throws {
        let outside = try CLIRun()
        try outside.write("netrc", "machine github.com login octocat password hunter2\n")
        let cli = try CLIRun()
        try cli.write("Shared/Brand.yaml", Samples.valid)
        try cli.write("Themes/.keep", "")
        try link(cli, "Themes/Brand.yaml", to: "../Shared/Brand.yaml")
        try cli.commitAll()
        #expect(cli.run("diff", "--base", "HEAD", "Themes") == .success)
        #expect(cli.output == "No differences.\n")
        // The old side reads the link's target as it was; both sides name it by the link, as folders on disk do.
        try cli.write("Shared/Brand.yaml", Samples.valid.replacingOccurrences(of: "#FFF", with: "#EEE"))
        #expect(cli.run("diff", "--base", "HEAD", "Themes") == .failure)
        #expect(cli.output == "1 value changed in 1 theme.\n\nDark\n  colors.primary: #FFFFFF → #EEEEEE (edited at Themes/Brand.yaml:5)\n")
        try cli.git("checkout", "-q", "--", "Shared/Brand.yaml")

        try link(cli, "Themes/x.tokens.json", to: outside.directory.appendingPathComponent("netrc").path)
        try link(cli, "Themes/y.yaml", to: "../../../netrc")
        try cli.git("add", ".")
        try cli.git("commit", "-q", "-m", "links")
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("Themes/x.tokens.json"))
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("Themes/y.yaml"))
        #expect(cli.run("diff", "--base", "HEAD", "Themes") == .usage)
        #expect(
            cli.error == """
                HEAD:Themes/x.tokens.json: error: this is a symbolic link to \(outside.directory.path)/netrc, outside the repository; ThemeGen reads links only to files inside it, so that a link cannot bring in another file
                HEAD:Themes/y.yaml: error: this is a symbolic link to ../../../netrc, outside the repository; ThemeGen reads links only to files inside it, so that a link cannot bring in another file

                """)
        #expect(!cli.error.contains("hunter2"))
        try cli.git("rm", "-q", "--cached", "Themes/x.tokens.json", "Themes/y.yaml")
        try cli.git("commit", "-q", "-m", "no links")

        // A submodule (a gitlink) inside the input folder: its files are read on disk, but git keeps only
        // its commit, so at the revision it is left out, with a note.
        let module = try CLIRun()
        try module.write("Vendor.yaml", "themes:\n  Vendor:\n    colors: { primary: \"#123\" }\n")
        try module.commitAll()
        try cli.git("-c", "protocol.file.allow=always", "submodule", "add", "-q", module.directory.path, "Themes/Vendor")
        try cli.git("commit", "-q", "-m", "submodule")
        #expect(cli.run("diff", "--base", "HEAD", "Themes") == .failure)
        #expect(cli.error == "HEAD:Themes/Vendor: note: this is a submodule, another repository whose files git does not keep in this one; it is left out at HEAD\n")
        #expect(cli.output == "1 theme added.\ntheme added: Vendor (id Vendor)\n")
    }

    @Test("a link's text names a path from the repository's top, or nothing when it leaves the repository")
    func linkResolution() {
        #expect(GitRevisionFiles.resolve("../Shared/Brand.yaml", from: "Themes/Brand.yaml") == "Shared/Brand.yaml")
        #expect(GitRevisionFiles.resolve("./a/./b.yaml", from: "x.yaml") == "a/b.yaml")
        #expect(GitRevisionFiles.resolve("../x.yaml", from: "Brand.yaml") == nil)
        #expect(GitRevisionFiles.resolve("/etc/passwd", from: "Themes/a.yaml") == nil)
        #expect(GitRevisionFiles.resolve("..", from: "Themes/a.yaml") == nil)
    }
}
