import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `themegen lsp`'s server, one message at a time: the lifecycle (initialize, shutdown, exit), open
/// documents kept as the editor has them, and on every open, change or close the diagnostics of the
/// theme set the document belongs to (`DocumentDiagnostics`), as `themegen lint` gives them. A message
/// that is not JSON, not a request or notification, or names a method the server lacks, gets the
/// protocol's error; nothing ends the server but `exit`.
struct LanguageServer {
    /// The JSON-RPC error codes the server answers with.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
    }

    /// Documents open in the editor, by URI: their text as the editor has it.
    private(set) var documents: [String: String] = [:]
    private var initialized = false
    private var shutDown = false
    /// Set by `exit`: 0 after `shutdown`, else 1, as the protocol says.
    private(set) var exitStatus: Int32?
    /// The diagnostics last published, by URI, so a file whose problems went gets an empty list.
    private var published: Set<String> = []

    /// The messages to send for one received message's body.
    mutating func handle(_ body: [UInt8]) -> [JSONValue] {
        var log = DiagnosticLog()
        let file = SourceFile(path: "message.json", contents: Data(body))
        guard let node = JSONReader().read(file, log: &log) else {
            return [Self.error(.parseError, "the message is not JSON: \(log.diagnostics.first?.message ?? "")", id: .null)]
        }
        let message = JSONValue(node)
        let id = message["id"]
        guard let method = message["method"]?.string else {
            // A response from the client (the server sends no requests) needs no answer.
            if id != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [Self.error(.invalidRequest, "a message without a method", id: id ?? .null)]
        }
        if !initialized, method != "initialize", method != "exit" {
            return id.map { [Self.error(.serverNotInitialized, "'\(method)' before 'initialize'", id: $0)] } ?? []
        }
        switch method {
        case "initialize":
            initialized = true
            return [Self.result(Self.capabilities, id: id ?? .null)]
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": return []
        case "shutdown":
            shutDown = true
            return [Self.result(.null, id: id ?? .null)]
        case "exit":
            exitStatus = shutDown ? 0 : 1
            return []
        case "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose":
            return documentChanged(method, message["params"], id: id)
        default:
            return id.map { [Self.error(.methodNotFound, "the server has no method '\(method)'", id: $0)] } ?? []
        }
    }

    /// What the server offers: whole documents sent on every change.
    static let capabilities: JSONValue = .object([
        "capabilities": .object(["textDocumentSync": .object(["openClose": .bool(true), "change": .number(1)])]),
        "serverInfo": .object(["name": .string("themegen"), "version": .string(ThemeGenVersion.current)]),
    ])

    private mutating func documentChanged(_ method: String, _ params: JSONValue?, id: JSONValue?) -> [JSONValue] {
        guard let uri = params?["textDocument"]?["uri"]?.string, URL(string: uri)?.isFileURL == true else {
            return id.map { [Self.error(.invalidParams, "'\(method)' needs textDocument.uri, a file: URI", id: $0)] } ?? []
        }
        switch method {
        case "textDocument/didOpen": documents[uri] = params?["textDocument"]?["text"]?.string ?? ""
        case "textDocument/didChange":
            // Full sync: the last change is the whole text.
            guard case .array(let changes)? = params?["contentChanges"], let text = changes.last?["text"]?.string else {
                return id.map { [Self.error(.invalidParams, "'textDocument/didChange' needs contentChanges with the whole text", id: $0)] } ?? []
            }
            documents[uri] = text
        default: documents[uri] = nil
        }
        let diagnostics = DocumentDiagnostics.of(uri, open: documents)
        var messages: [JSONValue] = []
        let stale = published.subtracting(diagnostics.keys)
        for file in (Array(diagnostics.keys) + stale).sorted() {
            messages.append(
                .object([
                    "jsonrpc": .string("2.0"), "method": .string("textDocument/publishDiagnostics"),
                    "params": .object(["uri": .string(file), "diagnostics": .array(diagnostics[file] ?? [])]),
                ]))
        }
        published = Set(diagnostics.keys.filter { !(diagnostics[$0] ?? []).isEmpty })
        return messages
    }

    static func result(_ value: JSONValue, id: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "result": value])
    }

    static func error(_ code: ErrorCode, _ message: String, id: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": .object(["code": .number(Double(code.rawValue)), "message": .string(message)])])
    }
}
