import Foundation
import Testing

/// `themegen lsp` as an editor starts it: framed messages on standard input, framed replies on standard
/// output, and the exit status the protocol gives (0 after shutdown and exit, 1 otherwise).
@Suite("themegen lsp, the process")
struct LanguageServerProcessTests {
    static func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    /// Runs `themegen lsp` with `input`; its status, standard output and standard error.
    static func run(_ input: String) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = try EndToEnd.builtThemegen()
        process.arguments = ["lsp"]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    @Test("initialize, shutdown, exit: the replies framed, status 0; a stream that ends without exit, status 1; a bad header skipped, said on stderr")
    func lifecycle() throws {
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#
        let shutdown = #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#
        let exit = #"{"jsonrpc":"2.0","method":"exit"}"#
        let clean = try Self.run(Self.frame(initialize) + Self.frame(shutdown) + Self.frame(exit))
        #expect(clean.status == 0)
        let version = try EndToEnd.run(EndToEnd.builtThemegen(), ["--version"], in: EndToEnd.root).output.trimmingCharacters(in: .newlines)
        let reply = #"{"id":1,"jsonrpc":"2.0","result":{"capabilities":{"colorProvider":true,"completionProvider":{"triggerCharacters":["{","."]},"definitionProvider":true,"hoverProvider":true,"renameProvider":{"prepareProvider":true},"textDocumentSync":{"change":1,"openClose":true}},"serverInfo":{"name":"themegen","version":"\#(version)"}}}"#
        #expect(clean.output == Self.frame(reply) + Self.frame(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
        #expect(clean.error.isEmpty)
        #expect(try Self.run(Self.frame(initialize)).status == 1)
        let resumed = try Self.run(Self.frame(initialize) + "Content-Type: text\r\n\r\n{}" + Self.frame(shutdown) + Self.frame(exit))
        #expect(resumed.status == 0)
        #expect(resumed.output == clean.output)
        #expect(resumed.error == "themegen lsp: skipped a message: a header without Content-Length; reading on from the next Content-Length header\n")
    }
}
