import Foundation
import Testing

import ThemeGenCore
@testable import themegen

/// `themegen lsp` driven by JSON-RPC transcripts: each message in, the exact messages out (keys sorted,
/// as the server writes them). The lifecycle, the protocol's errors for bad messages, and diagnostics as
/// the build gives them, for the open document and the files of its set, with positions in UTF-16.
@Suite("themegen lsp")
struct LanguageServerTests {
    /// Sends `message` (JSON text) and returns the replies' texts.
    static func send(_ server: inout LanguageServer, _ message: String) -> [String] {
        server.handle(Array(message.utf8)).map(\.text)
    }

    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#

    @Test("initialize, shutdown and exit; exit without shutdown is status 1")
    func lifecycle() {
        var server = LanguageServer()
        #expect(
            Self.send(&server, Self.initialize) == [
                #"{"id":1,"jsonrpc":"2.0","result":{"capabilities":{"colorProvider":true,"completionProvider":{"triggerCharacters":["{","."]},"definitionProvider":true,"hoverProvider":true,"renameProvider":{"prepareProvider":true},"textDocumentSync":{"change":1,"openClose":true}},"serverInfo":{"name":"themegen","version":"\#(ThemeGenVersion.current)"}}}"#
            ])
        #expect(Self.send(&server, #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#).isEmpty)
        #expect(Self.send(&server, #"{"jsonrpc":"2.0","id":"s","method":"shutdown"}"#) == [#"{"id":"s","jsonrpc":"2.0","result":null}"#])
        #expect(server.exitStatus == nil)
        #expect(Self.send(&server, #"{"jsonrpc":"2.0","method":"exit"}"#).isEmpty)
        #expect(server.exitStatus == 0)
        var abrupt = LanguageServer()
        _ = Self.send(&abrupt, Self.initialize)
        _ = Self.send(&abrupt, #"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(abrupt.exitStatus == 1)
    }

    @Test("bad messages get the protocol's errors, never an end: not JSON, no method, before initialize, an unknown method, bad params")
    func badMessages() {
        var server = LanguageServer()
        #expect(
            Self.send(&server, #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover"}"#) == [
                #"{"error":{"code":-32002,"message":"'textDocument/hover' before 'initialize'"},"id":7,"jsonrpc":"2.0"}"#
            ])
        _ = Self.send(&server, Self.initialize)
        #expect(
            Self.send(&server, #"{"jsonrpc":"2.0","id":2,"method":"textDocument/formatting","params":{}}"#) == [
                #"{"error":{"code":-32601,"message":"the server has no method 'textDocument/formatting'"},"id":2,"jsonrpc":"2.0"}"#
            ])
        #expect(
            Self.send(&server, #"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover","params":{}}"#) == [
                #"{"error":{"code":-32602,"message":"'textDocument/hover' needs textDocument.uri, a file: URI of at most 12295 bytes"},"id":6,"jsonrpc":"2.0"}"#
            ])
        #expect(Self.send(&server, #"{"jsonrpc":"2.0","method":"workspace/unknownNotification"}"#).isEmpty, "a notification gets no answer")
        #expect(
            Self.send(&server, #"{"jsonrpc":"2.0","id":3,"method":"#) == [
                #"{"error":{"code":-32700,"message":"the message is not JSON: malformed JSON: the object that starts here is never closed (the file ends before its '}')"},"id":null,"jsonrpc":"2.0"}"#
            ])
        #expect(Self.send(&server, #"{"jsonrpc":"2.0","id":4}"#) == [#"{"error":{"code":-32600,"message":"a message without a method"},"id":4,"jsonrpc":"2.0"}"#])
        #expect(
            Self.send(&server, #"{"jsonrpc":"2.0","id":5,"method":"textDocument/didOpen","params":{"textDocument":{"uri":"untitled:1"}}}"#) == [
                #"{"error":{"code":-32602,"message":"'textDocument/didOpen' needs textDocument.uri, a file: URI of at most 12295 bytes"},"id":5,"jsonrpc":"2.0"}"#
            ])
        #expect(server.exitStatus == nil)
    }

    /// A didOpen or didChange message for `uri` with `text`.
    static func open(_ uri: String, _ text: String) -> String {
        JSONValue.object([
            "jsonrpc": .string("2.0"), "method": .string("textDocument/didOpen"),
            "params": .object(["textDocument": .object(["uri": .string(uri), "languageId": .string("yaml"), "version": .number(1), "text": .string(text)])]),
        ]).text
    }

    static func change(_ uri: String, _ text: String) -> String {
        JSONValue.object([
            "jsonrpc": .string("2.0"), "method": .string("textDocument/didChange"),
            "params": .object([
                "textDocument": .object(["uri": .string(uri), "version": .number(2)]), "contentChanges": .array([.object(["text": .string(text)])]),
            ]),
        ]).text
    }

    @Test("diagnostics as you type: the build's message at its place in UTF-16, the set's other files, cleared when fixed, from disk when closed")
    func diagnostics() throws {
        let cli = try CLIRun()
        try cli.write("Themes/b.yaml", "themes:\n  Dark:\n    colors: { primary: \"#111111\", \"🎨\": \"#222222\" }\n")
        let folder = cli.directory.appendingPathComponent("Themes").standardizedFileURL
        let a = folder.appendingPathComponent("a.yaml").absoluteString
        let b = folder.appendingPathComponent("b.yaml").absoluteString
        var server = LanguageServer()
        _ = Self.send(&server, Self.initialize)
        // "🎨" is one scalar but two UTF-16 units: the error after it is at character 40, where ThemeGen's column is 40 (1-based scalars).
        let broken = "themes:\n  Light:\n    colors: { primary: \"#000000\", \"🎨\": \"#GG\" }\n"
        #expect(
            Self.send(&server, Self.open(a, broken)) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"message":"invalid color '#GG' for color '🎨'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'","range":{"end":{"character":45,"line":2},"start":{"character":40,"line":2}},"severity":1,"source":"themegen"}],"uri":"\#(a)"}}"#,
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"\#(b)"}}"#,
            ])
        // A key the other file lacks is that file's error, with a note in this one.
        #expect(
            Self.send(&server, Self.change(a, "themes:\n  Light:\n    colors: { primary: \"#000000\", \"🎨\": \"#333333\", accent: \"#FFFFFF\" }\n")) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"\#(a)"}}"#,
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"message":"theme 'Dark' does not define color 'accent'; every theme must define the same keys","range":{"end":{"character":6,"line":1},"start":{"character":2,"line":1}},"relatedInformation":[{"location":{"range":{"end":{"character":57,"line":2},"start":{"character":51,"line":2}},"uri":"\#(a)"},"message":"'accent' is defined in theme 'Light' here"}],"severity":1,"source":"themegen"}],"uri":"\#(b)"}}"#,
            ])
        // Fixed: every file's list is empty again.
        #expect(
            Self.send(&server, Self.change(a, "themes:\n  Light:\n    colors: { primary: \"#000000\", \"🎨\": \"#333333\" }\n")) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"\#(a)"}}"#,
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"\#(b)"}}"#,
            ])
        // a.yaml was never saved: closed, it is gone from the set, and b.yaml stands alone.
        let close = #"{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"\#(a)"}}}"#
        #expect(Self.send(&server, close) == [#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"\#(b)"}}"#])
        // A file deleted under the server: the set is what is still there, here the unsaved document alone.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("b.yaml"))
        #expect(
            Self.send(&server, Self.open(b, "themes:\n  Dark:\n    colors: { primary: \"#GG\" }\n")).map { $0.contains("invalid color '#GG'") && $0.contains(b) } == [true])
    }

    @Test("edits to a token project: each edit's diagnostics are a fresh load's, for the edited file and for a file changed on disk meanwhile")
    func tokenProjectEdits() throws {
        let cli = try CLIRun()
        try cli.write(
            "tokens/design.resolver.json",
            ##"{ "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } }, "modifiers": { "brand": { "contexts": { "A": [{ "$ref": "a.tokens.json" }], "B": [{ "$ref": "b.tokens.json" }] }, "default": "A" } }, "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" }] }"##)
        try cli.write("tokens/base.tokens.json", ##"{ "blue": { "$type": "color", "$value": "#0000FF" }, "red": { "$type": "color", "$value": "#FF0000" } }"##)
        try cli.write("tokens/a.tokens.json", #"{ "accent": { "$type": "color", "$value": "{blue}" } }"#)
        let folder = cli.directory.appendingPathComponent("tokens").standardizedFileURL
        let b = folder.appendingPathComponent("b.tokens.json").absoluteString
        let uris = ["a.tokens.json", "b.tokens.json", "base.tokens.json", "design.resolver.json"].map { folder.appendingPathComponent($0).absoluteString }
        let empty = uris.map { #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[],"uri":"\#($0)"}}"# }
        var server = LanguageServer()
        _ = Self.send(&server, Self.initialize)
        #expect(Self.send(&server, Self.open(b, #"{ "accent": { "$type": "color", "$value": "{red}" } }"#)) == empty)
        // Theme B's alias names nothing: its file's error, and theme A's accent, now a key of A only, is
        // left out (theme A itself is not made again: its files did not change).
        let publish = { (uri: String, diagnostic: String) in
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[\#(diagnostic)],"uri":"\#(uri)"}}"#
        }
        let leftOut = { (theme: String, other: String) in
            #"{"message":"color 'accent' has a value in theme '\#(theme)' but not in '\#(other)'; every theme must define the same keys, so it is left out of every theme","range":{"end":{"character":10,"line":0},"start":{"character":2,"line":0}},"severity":2,"source":"themegen"}"#
        }
        let namesNothing = { (written: String, meant: String) in
            #"{"message":"the alias '\#(written)' in token #/accent names no token; did you mean '\#(meant)'?","range":{"end":{"character":49,"line":0},"start":{"character":42,"line":0}},"severity":1,"source":"themegen"}"#
        }
        var broken = empty
        broken[0] = publish(uris[0], leftOut("A", "B"))
        broken[1] = publish(b, namesNothing("{rod}", "{red}"))
        #expect(Self.send(&server, Self.change(b, #"{ "accent": { "$type": "color", "$value": "{rod}" } }"#)) == broken)
        // a.tokens.json changed on disk meanwhile: read again at the next edit, its new error reported.
        try cli.write("tokens/a.tokens.json", #"{ "accent": { "$type": "color", "$value": "{blu}" } }"#)
        var both = empty
        both[0] = publish(uris[0], namesNothing("{blu}", "{blue}"))
        both[1] = publish(b, leftOut("B", "A"))
        #expect(Self.send(&server, Self.change(b, #"{ "accent": { "$type": "color", "$value": "{red}" } }"#)) == both)
        try cli.write("tokens/a.tokens.json", #"{ "accent": { "$type": "color", "$value": "{blue}" } }"#)
        #expect(Self.send(&server, Self.change(b, #"{ "accent": { "$type": "color", "$value": "{red}" }}"#)) == empty)
    }

    @Test("a FIFO beside the document is refused as the CLI refuses it, located at it, and never read (which would hang the server)")
    func fifo() throws {
        let cli = try CLIRun()
        try cli.write("Themes/a.yaml", "themes:\n  Light:\n    colors: { primary: \"#000000\" }\n")
        let folder = cli.directory.appendingPathComponent("Themes").standardizedFileURL
        let pipe = folder.appendingPathComponent("pipe.yaml")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        let a = folder.appendingPathComponent("a.yaml").absoluteString
        var server = LanguageServer()
        _ = Self.send(&server, Self.initialize)
        let replies = Self.send(&server, Self.open(a, "themes:\n  Light:\n    colors: { primary: \"#000000\" }\n"))
        #expect(replies.count == 2)
        #expect(replies.last?.contains(#""uri":"\#(pipe.absoluteString)""#) == true)
        #expect(replies.last?.contains("a FIFO (named pipe)") == true, "\(replies)")
    }

    @Test("a themegen.yml open in the editor gets the configuration reader's diagnostics")
    func configuration() throws {
        let cli = try CLIRun()
        let uri = cli.directory.appendingPathComponent("themegen.yml").standardizedFileURL.absoluteString
        var server = LanguageServer()
        _ = Self.send(&server, Self.initialize)
        #expect(
            Self.send(&server, Self.open(uri, "inputs: [Themes]\nouptut: Themes.swift\n")) == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"message":"unknown key 'ouptut' in themegen.yml; did you mean 'output'?","range":{"end":{"character":6,"line":1},"start":{"character":0,"line":1}},"severity":1,"source":"themegen"}],"uri":"\#(uri)"}}"#
            ])
    }

    @Test("the framing: messages in any pieces")
    func framing() throws {
        var frames = MessageFrames()
        let message = MessageFrames.frame("{\"a\":1}") + MessageFrames.frame("[]")
        var received: [MessageFrames.Frame] = []
        for byte in message.utf8 {
            frames.append([byte])
            while let frame = frames.next() { received.append(frame) }
        }
        #expect(received == [.message(Array("{\"a\":1}".utf8)), .message(Array("[]".utf8))])
    }
}
