import Foundation
import Testing

/// Neovim, when it is installed: CI installs it and sets THEMEGEN_REQUIRE_EDITOR=1, so there the tests
/// fail rather than skip.
enum Neovim {
    /// `nvim` on PATH.
    static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("nvim") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    static let enabled: ConditionTrait = .enabled(
        if: executable != nil || ProcessInfo.processInfo.environment["THEMEGEN_REQUIRE_EDITOR"] == "1",
        "no nvim on PATH (install the 'neovim' package; CI does, and sets THEMEGEN_REQUIRE_EDITOR=1); skipped")
}

/// `themegen lsp` as a real editor's client speaks to it: Neovim's built-in LSP client (`vim.lsp`,
/// Neovim 0.7 or later, Debian's `neovim`), driven headless by Tests/Editors/neovim-client.lua, which
/// writes down what Neovim received — its diagnostics as `vim.diagnostic` holds them, request results,
/// where its go to definition puts the cursor, the buffer after its rename, the server's exit code.
@Suite("themegen lsp in Neovim's LSP client", Neovim.enabled)
struct NeovimClientTests {
    /// What the script does beyond opening the file: its THEMEGEN_* settings, each a JSON text.
    struct Session {
        var edit: String?
        var requests: String?
        var jump: String?
        var rename: String?
    }

    /// Opens `file` (relative to `folder`) in headless Neovim with `themegen lsp` as its server —
    /// started by the script, or by `configuration` (Lua, loaded first, with file types detected) —
    /// runs `session`, and returns each step the script recorded, as JSON text with sorted keys.
    static func run(_ file: String, in folder: URL, _ session: Session, configuration: String? = nil) throws -> [String] {
        let nvim = try #require(Neovim.executable, "CI requires Neovim (THEMEGEN_REQUIRE_EDITOR=1), and none is installed")
        let transcript = folder.appendingPathComponent("transcript.json")
        let script = EndToEnd.root.appendingPathComponent("Tests/Editors/neovim-client.lua")
        let process = Process()
        process.executableURL = nvim
        process.arguments = ["--headless", "-u", "NONE"]
        var environment = ProcessInfo.processInfo.environment
        if let configuration {
            let initFile = folder.appendingPathComponent("init.lua")
            try Data(configuration.utf8).write(to: initFile)
            process.arguments? += ["-c", "filetype on", "-c", "luafile \(initFile.path)"]
            environment["THEMEGEN_CONFIGURED"] = "1"
        }
        process.arguments? += ["-c", "luafile \(script.path)"]
        process.currentDirectoryURL = folder
        environment["THEMEGEN"] = try EndToEnd.builtThemegen().path
        environment["THEMEGEN_FILE"] = file
        environment["THEMEGEN_TRANSCRIPT"] = transcript.path
        let settings = ["THEMEGEN_EDIT": session.edit, "THEMEGEN_REQUESTS": session.requests, "THEMEGEN_JUMP": session.jump, "THEMEGEN_RENAME": session.rename]
        for (name, value) in settings { environment[name] = value }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: transcript)) as? [String: Any])
        let steps = try #require(object["steps"] as? [Any])
        return try steps.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self) }
    }

    /// The Markdown image hover draws for a colour: a 12-point square in an SVG `data:` URL.
    static func swatch(_ hex: String) -> String {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"><rect width="12" height="12" fill="\##(hex)" stroke="#808080"/></svg>"##
        return "![\(hex)](data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString()))"
    }

    /// `text` as a JSON string, escaped as JSONSerialization writes it here.
    static func quoted(_ text: String) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed, .withoutEscapingSlashes]), as: UTF8.self)
    }

    static let theme = """
        themes:
          Light:
            colors:
              primary: "#1F4E8C"
              text: "{colors.primry}"
          Dark:
            extends: Light
            colors:
              primary: "#0A2540"

        """

    @Test("a theme file: the error as Neovim shows it, gone once mended; hover, definition and completion; Neovim's go to definition and rename")
    func themeFile() throws {
        let folder = try EndToEnd.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.theme.utf8).write(to: folder.appendingPathComponent("Brand.yaml"))
        let session = Session(
            edit: #"{"line":4,"text":"      text: \"{colors.primary}\""}"#,
            requests: #"[{"method":"textDocument/hover","line":4,"character":22},{"method":"textDocument/definition","line":4,"character":22},{"method":"textDocument/completion","line":4,"character":21}]"#,
            jump: #"{"line":4,"character":22}"#,
            rename: #"{"line":3,"character":8,"newName":"brand"}"#)
        let steps = try Self.run("Brand.yaml", in: folder, session)
        let uri = folder.appendingPathComponent("Brand.yaml").absoluteString
        let hover = """
            **`colors.primary`**

            | theme | value | defined |
            |---|---|---|
            | `Light` | \(Self.swatch("#1F4E8C")) `#1F4E8C` | `Brand.yaml:4` |
            | `Dark` | \(Self.swatch("#0A2540")) `#0A2540` | `Brand.yaml:9` |
            """
        let completionRange = #"{"end":{"character":21,"line":4},"start":{"character":14,"line":4}}"#
        #expect(
            steps == [
                #"{"diagnostics":[{"column":12,"line":4,"message":"the reference '{colors.primry}' names no color; did you mean '{colors.primary}'?","severity":1,"source":"themegen"}],"step":"open"}"#,
                #"{"diagnostics":[],"step":"change"}"#,
                #"{"character":22,"line":4,"result":{"contents":{"kind":"markdown","value":\#(try Self.quoted(hover))},"range":{"end":{"character":29,"line":4},"start":{"character":13,"line":4}}},"step":"textDocument/hover"}"#,
                #"{"character":22,"line":4,"result":{"range":{"end":{"character":6,"line":3},"start":{"character":6,"line":3}},"uri":"\#(uri)"},"step":"textDocument/definition"}"#,
                ##"{"character":21,"line":4,"result":{"isIncomplete":false,"items":[{"detail":"#1F4E8C","kind":6,"label":"colors.primary","textEdit":{"newText":"colors.primary","range":\##(completionRange)}},{"detail":"#1F4E8C","kind":6,"label":"colors.text","textEdit":{"newText":"colors.text","range":\##(completionRange)}}]},"step":"textDocument/completion"}"##,
                #"{"character":6,"file":"Brand.yaml","line":3,"step":"jump"}"#,
                ##"{"lines":["themes:","  Light:","    colors:","      brand: \"#1F4E8C\"","      text: \"{colors.brand}\"","  Dark:","    extends: Light","    colors:","      brand: \"#0A2540\""],"step":"rename"}"##,
                #"{"exitCode":0,"step":"stop","stopped":true}"#,
            ])
        // Neovim's rename edits the buffer; the file on disk is as it was written.
        #expect(try String(contentsOf: folder.appendingPathComponent("Brand.yaml"), encoding: .utf8) == Self.theme)
    }

    /// The Lua block docs/Editors.md gives for Neovim 0.7, `/path/to/themegen` made this build's.
    static func documentedConfiguration() throws -> String {
        let editors = try String(contentsOf: EndToEnd.root.appendingPathComponent("docs/Editors.md"), encoding: .utf8)
        let after = try #require(editors.range(of: "Neovim 0.7, as the tests start it"))
        let rest = editors[after.upperBound...]
        let start = try #require(rest.range(of: "```lua\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return String(rest[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "/path/to/themegen", with: try EndToEnd.builtThemegen().path)
    }

    @Test("the Neovim 0.7 configuration docs/Editors.md gives starts the server for a theme file, which then answers")
    func documentedConfiguration() throws {
        let folder = try EndToEnd.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.theme.utf8).write(to: folder.appendingPathComponent("Brand.yaml"))
        let session = Session(edit: #"{"line":4,"text":"      text: \"{colors.primary}\""}"#, jump: #"{"line":4,"character":22}"#)
        let steps = try Self.run("Brand.yaml", in: folder, session, configuration: Self.documentedConfiguration())
        #expect(
            steps == [
                #"{"diagnostics":[{"column":12,"line":4,"message":"the reference '{colors.primry}' names no color; did you mean '{colors.primary}'?","severity":1,"source":"themegen"}],"step":"open"}"#,
                #"{"diagnostics":[],"step":"change"}"#,
                #"{"character":6,"file":"Brand.yaml","line":3,"step":"jump"}"#,
                #"{"step":"stop","stopped":true}"#,
            ])
    }

    /// A copy of the sample token project (themes/tokens) in a scratch folder.
    static func tokenProject() throws -> URL {
        let folder = try EndToEnd.scratchFolder()
        try FileManager.default.copyItem(at: EndToEnd.root.appendingPathComponent("themes/tokens"), to: folder.appendingPathComponent("tokens"))
        return folder.appendingPathComponent("tokens")
    }

    static let accentLine = #"    "accent": { "$type": "color", "$value": "{palette.violet.500}" },"#

    @Test("a token file: an alias edited to another token, hover on it and Neovim's go to definition into the file that defines it")
    func tokenFileAlias() throws {
        let folder = try Self.tokenProject()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let nimbus = "brand/nimbus.tokens.json"
        #expect(try String(contentsOf: folder.appendingPathComponent(nimbus), encoding: .utf8).components(separatedBy: "\n")[3] == Self.accentLine)
        let edited = try Self.quoted(Self.accentLine.replacingOccurrences(of: "violet.500", with: "violet.300"))
        let session = Session(
            edit: #"{"line":3,"text":\#(edited)}"#, requests: #"[{"method":"textDocument/hover","line":3,"character":50}]"#,
            jump: #"{"line":3,"character":50}"#)
        let steps = try Self.run(nimbus, in: folder, session)
        let hover = """
            **`colors.palette.violet.300`**

            | theme | value | defined |
            |---|---|---|
            | `Acme` | \(Self.swatch("#A689FA")) `#A689FA` | `primitives.tokens.json:22` |
            | `Nimbus` | \(Self.swatch("#A689FA")) `#A689FA` | `primitives.tokens.json:22` |
            """
        #expect(
            steps == [
                #"{"diagnostics":[],"step":"open"}"#,
                #"{"diagnostics":[],"step":"change"}"#,
                #"{"character":50,"line":3,"result":{"contents":{"kind":"markdown","value":\#(try Self.quoted(hover))},"range":{"end":{"character":65,"line":3},"start":{"character":45,"line":3}}},"step":"textDocument/hover"}"#,
                #"{"character":6,"file":"primitives.tokens.json","line":21,"step":"jump"}"#,
                #"{"exitCode":0,"step":"stop","stopped":true}"#,
            ])
    }

    @Test("a token file: an alias that names no token is an error where Neovim shows it")
    func tokenFileError() throws {
        let folder = try Self.tokenProject()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let edited = try Self.quoted(Self.accentLine.replacingOccurrences(of: "violet.500", with: "violet.550"))
        let steps = try Self.run("brand/nimbus.tokens.json", in: folder, Session(edit: #"{"line":3,"text":\#(edited)}"#))
        #expect(
            steps == [
                #"{"diagnostics":[],"step":"open"}"#,
                #"{"diagnostics":[{"column":44,"line":3,"message":"the alias '{palette.violet.550}' in token #/brand/accent names no token; did you mean '{palette.violet.500}'?","severity":1,"source":"themegen"}],"step":"change"}"#,
                #"{"exitCode":0,"step":"stop","stopped":true}"#,
            ])
    }
}
