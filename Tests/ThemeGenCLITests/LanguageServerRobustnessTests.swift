import Foundation
import Testing

import ThemeGenCore
@testable import themegen

/// `themegen lsp` on what a broken or hostile client sends: each bad message kind as a byte transcript
/// through the framing and the server, followed by a valid hover that must be answered; ids JSON-RPC
/// cannot answer to; requests after `shutdown`; URIs beyond any path.
@Suite("themegen lsp: bad input")
struct LanguageServerRobustnessTests {
    /// The bytes of a stream through the framing and the server, as `themegen lsp` reads them: the
    /// replies' texts and the reasons of skipped header blocks, in order.
    static func transcript(_ server: inout LanguageServer, _ stream: String) -> [String] {
        var frames = MessageFrames()
        frames.append(Array(stream.utf8))
        var out: [String] = []
        while let frame = frames.next() {
            switch frame {
            case .message(let body): out += server.handle(body).map(\.text)
            case .skipped(let reason): out.append("skipped: " + reason)
            }
        }
        return out
    }

    static let hoverReply = #"{"id":9,"jsonrpc":"2.0","result":{"contents":{"kind":"markdown","value":"#

    @Test(
        "each bad header kind is skipped up to the next message, which is answered",
        arguments: [
            ("Content-Type: x\r\n\r\n{\"a\":1}", "a header without Content-Length"),
            ("Content-Length: -5\r\n\r\n{\"a\":1}", "a Content-Length that is not a decimal length from 0 to 134217728"),
            ("Content-Length: 0x10\r\n\r\n{\"a\":1}", "a Content-Length that is not a decimal length from 0 to 134217728"),
            ("Content-Length: 1e3\r\n\r\n{\"a\":1}", "a Content-Length that is not a decimal length from 0 to 134217728"),
            ("Content-Length: 99999999999999999999\r\n\r\n{}", "a Content-Length that is not a decimal length from 0 to 134217728"),
            ("Content-Length: 7\r\nContent-Length: 400\r\n\r\n{\"a\":1}", "two Content-Length headers that disagree"),
            ("Content-Length 7\r\n\r\n{\"a\":1}", "a header line without ':'"),
            // A line printed before a header: the header after it, the hover's own, is read.
            ("printed by mistake\r\n", "a header line without ':'"),
        ])
    func badHeaders(bad: String, reason: String) throws {
        let cli = try CLIRun()
        var (server, uri) = try LanguageServerEditingTests.server(cli)
        let hover = MessageFrames.frame(LanguageServerEditingTests.request("textDocument/hover", uri, 4, 16))
        let out = Self.transcript(&server, bad + hover)
        #expect(out.count == 2, "\(out)")
        #expect(out.first == "skipped: " + reason)
        #expect(out.last?.hasPrefix(Self.hoverReply) == true, "\(out)")
    }

    @Test("bytes without a header block, longer than a header may be, are skipped up to the next message, which is answered")
    func longHeader() throws {
        let cli = try CLIRun()
        var (server, uri) = try LanguageServerEditingTests.server(cli)
        let hover = MessageFrames.frame(LanguageServerEditingTests.request("textDocument/hover", uri, 4, 16))
        let out = Self.transcript(&server, String(repeating: "X", count: 5000) + hover)
        #expect(out.count == 2, "\(out)")
        #expect(out.first == "skipped: a header longer than 4096 bytes")
        #expect(out.last?.hasPrefix(Self.hoverReply) == true, "\(out)")
    }

    @Test("two equal Content-Length headers are one; a body holding header text is a body")
    func headersThatRead() throws {
        let cli = try CLIRun()
        var (server, uri) = try LanguageServerEditingTests.server(cli)
        let hover = LanguageServerEditingTests.request("textDocument/hover", uri, 4, 16)
        let twice = "Content-Length: \(hover.utf8.count)\r\ncontent-length:\(hover.utf8.count)\r\n\r\n" + hover
        #expect(Self.transcript(&server, twice).first?.hasPrefix(Self.hoverReply) == true)
        let note = #"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"Content-Length: 5\r\n"}}"#
        #expect(Self.transcript(&server, MessageFrames.frame(note) + MessageFrames.frame(hover)).count == 1)
    }

    @Test("a bad header followed by a body cut off by the end of a read: the next message is found once it arrives")
    func resynchronisingAcrossReads() throws {
        var frames = MessageFrames()
        frames.append(Array("Content-Length: x\r\n\r\n{\"a\":".utf8))
        #expect(frames.next() == .skipped("a Content-Length that is not a decimal length from 0 to 134217728"))
        #expect(frames.next() == nil)
        let next = MessageFrames.frame("[1]")
        for byte in ("1}" + next).utf8 {
            frames.append([byte])
            if let frame = frames.next() {
                #expect(frame == .message(Array("[1]".utf8)))
            }
        }
    }

    @Test("an id JSON-RPC cannot answer to is an invalid request, answered with id null")
    func unanswerableIDs() throws {
        var server = LanguageServer()
        _ = LanguageServerTests.send(&server, LanguageServerTests.initialize)
        let invalid = #"{"error":{"code":-32600,"message":"an id that is not a string or an integer between -2^53 and 2^53"},"id":null,"jsonrpc":"2.0"}"#
        for id in ["1e400", "-1e400", "1.5", "9007199254740993", "[1]", "{}", "true"] {
            #expect(LanguageServerTests.send(&server, #"{"jsonrpc":"2.0","id":\#(id),"method":"shutdown"}"#) == [invalid], "\(id)")
        }
        #expect(LanguageServerTests.send(&server, #"{"jsonrpc":"2.0","id":-12,"method":"textDocument/formatting"}"#).first?.contains(#""id":-12,"#) == true)
    }

    @Test("after shutdown every request but exit is an invalid request; notifications are ignored; exit ends with 0")
    func afterShutdown() throws {
        let cli = try CLIRun()
        var (server, uri) = try LanguageServerEditingTests.server(cli)
        #expect(LanguageServerTests.send(&server, #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#) == [#"{"id":1,"jsonrpc":"2.0","result":null}"#])
        #expect(
            LanguageServerTests.send(&server, LanguageServerEditingTests.request("textDocument/hover", uri, 4, 16)) == [
                #"{"error":{"code":-32600,"message":"'textDocument/hover' after 'shutdown': only 'exit' is left"},"id":9,"jsonrpc":"2.0"}"#
            ])
        #expect(
            LanguageServerTests.send(&server, #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) == [
                #"{"error":{"code":-32600,"message":"'shutdown' after 'shutdown': only 'exit' is left"},"id":2,"jsonrpc":"2.0"}"#
            ])
        #expect(LanguageServerTests.send(&server, LanguageServerTests.change(uri, "themes: {}")).isEmpty)
        #expect(LanguageServerTests.send(&server, #"{"jsonrpc":"2.0","method":"exit"}"#).isEmpty)
        #expect(server.exitStatus == 0)
    }

    @Test("a URI of tens of thousands of path components is refused at once, and the next hover answered")
    func longURI() throws {
        let cli = try CLIRun()
        var (server, uri) = try LanguageServerEditingTests.server(cli)
        let long = "file://" + String(repeating: "/a", count: 50_000) + "/t.yaml"
        let refused = #"{"error":{"code":-32602,"message":"'textDocument/hover' needs textDocument.uri, a file: URI of at most 12295 bytes"},"id":9,"jsonrpc":"2.0"}"#
        #expect(LanguageServerTests.send(&server, LanguageServerEditingTests.request("textDocument/hover", long, 0, 0)) == [refused])
        #expect(LanguageServerTests.send(&server, LanguageServerTests.open(long, "themes: {}")).isEmpty)
        #expect(LanguageServerTests.send(&server, LanguageServerEditingTests.request("textDocument/hover", uri, 4, 16)).first?.hasPrefix(Self.hoverReply) == true)
    }
}

/// The language server with a set that is broken elsewhere, or would be by a rename: it keeps helping in
/// the file that is fine, and refuses a rename after which the set would not load.
@Suite("themegen lsp: the rest of the set")
struct LanguageServerSetTests {
    @Test("a JSON file beside the themes that is not a theme: hover, definition and rename still work in the good file")
    func hoverBesideABrokenFile() throws {
        let cli = try CLIRun()
        try cli.write("Themes/schema.json", #"{ "$schema": "http://json-schema.org/draft-07/schema#", "type": "object" }"#)
        var (server, uri) = try LanguageServerEditingTests.server(cli)
        let hover = LanguageServerTests.send(&server, LanguageServerEditingTests.request("textDocument/hover", uri, 4, 16))
        #expect(hover.first?.hasPrefix(LanguageServerRobustnessTests.hoverReply) == true, "\(hover)")
        let definition = LanguageServerTests.send(&server, LanguageServerEditingTests.request("textDocument/definition", uri, 4, 16))
        let target = #""result":{"range":{"end":{"character":6,"line":3},"start":{"character":6,"line":3}},"uri":"\#(uri)"}"#
        #expect(definition.first?.contains(target) == true, "\(definition)")
        // The other file's error is not the rename's doing: the rename is made.
        let rename = LanguageServerTests.send(&server, LanguageServerEditingTests.rename(uri, 3, 8, to: "brand"))
        #expect(rename.first?.hasPrefix(#"{"id":9,"jsonrpc":"2.0","result":{"changes":"#) == true, "\(rename)")
    }

    @Test("a document in a folder of more than 20,000 files and folders is checked alone, with a warning that says so, and hover answers")
    func hugeFolder() throws {
        let cli = try CLIRun()
        let crowd = cli.directory.appendingPathComponent("Themes/crowd")
        try FileManager.default.createDirectory(at: crowd, withIntermediateDirectories: true)
        for index in 0...DocumentSet.maximumFolderEntries {
            _ = FileManager.default.createFile(atPath: crowd.appendingPathComponent("\(index).txt").path, contents: nil)
        }
        try cli.write("Themes/app.yaml", LanguageServerEditingTests.theme)
        let uri = cli.directory.appendingPathComponent("Themes/app.yaml").standardizedFileURL.absoluteString
        var server = LanguageServer()
        _ = LanguageServerTests.send(&server, LanguageServerTests.initialize)
        let published = LanguageServerTests.send(&server, LanguageServerTests.open(uri, LanguageServerEditingTests.theme))
        #expect(
            published == [
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":[{"message":"this file's folder holds more than 20000 files and folders, more than the editor's server walks on an edit; it checks this file alone (themegen lint on the folder checks the whole set)","range":{"end":{"character":6,"line":0},"start":{"character":0,"line":0}},"severity":2,"source":"themegen"}],"uri":"\#(uri)"}}"#
            ])
        let hover = LanguageServerTests.send(&server, LanguageServerEditingTests.request("textDocument/hover", uri, 4, 16))
        #expect(hover.first?.hasPrefix(LanguageServerRobustnessTests.hoverReply) == true, "\(hover)")
    }

    @Test("a rename after which the set would not load is refused with the loader's reason; one that keeps it loading, with a warning or none, is made")
    func renameThatBreaks() throws {
        let cli = try CLIRun()
        let text = "themes:\n  Light:\n    colors:\n      primary: \"#FF0000\"\n      accent: \"#00FF00\"\n      button:\n        fill: \"#0000FF\"\n"
        var (server, uri) = try LanguageServerEditingTests.server(cli, text: text)
        #expect(
            LanguageServerTests.send(&server, LanguageServerEditingTests.rename(uri, 3, 8, to: "button")) == [
                #"{"error":{"code":-32803,"message":"the rename would break the set: app.yaml:6: duplicate key 'button' in this mapping"},"id":9,"jsonrpc":"2.0"}"#
            ])
        #expect(
            LanguageServerTests.send(&server, LanguageServerEditingTests.rename(uri, 3, 8, to: "Button")) == [
                #"{"id":9,"jsonrpc":"2.0","result":{"changes":{"\#(uri)":[{"newText":"Button","range":{"end":{"character":13,"line":3},"start":{"character":6,"line":3}}}]}}}"#
            ], "a key named like the group beside it only warns: the group is generated as 'buttonGroup'")
        #expect(
            LanguageServerTests.send(&server, LanguageServerEditingTests.rename(uri, 3, 8, to: "brand")) == [
                #"{"id":9,"jsonrpc":"2.0","result":{"changes":{"\#(uri)":[{"newText":"brand","range":{"end":{"character":13,"line":3},"start":{"character":6,"line":3}}}]}}}"#
            ])
    }
}
