import ThemeGenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `themegen lsp`'s server, one message at a time: the lifecycle (initialize, shutdown, exit), open
/// documents kept as the editor has them, and on every open, change or close the diagnostics of the
/// theme set the document belongs to (`DocumentSet`), as `themegen lint` gives them; hover, definition,
/// completion and colours read the set loaded then, so they cost a lookup, not a load. A message that
/// is not JSON, not a request or notification, names a method the server lacks, or a position outside
/// its document, gets the protocol's error; nothing ends the server but `exit`.
struct LanguageServer {
    /// The JSON-RPC error codes the server answers with.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
        case requestFailed = -32803
    }

    /// Documents open in the editor, by URI: their text as the editor has it.
    private(set) var documents: [String: String] = [:]
    /// The open documents' lines, made once per change for the requests about them.
    private var lines: [String: DocumentText] = [:]
    private var initialized = false
    private var shutDown = false
    /// Set by `exit`: 0 after `shutdown`, else 1, as the protocol says.
    private(set) var exitStatus: Int32?
    /// The diagnostics last published, by URI, so a file whose problems went gets an empty list.
    private var published: Set<String> = []
    /// The set each document belongs to, by URI, as last loaded: replaced when a document of the set is
    /// opened, changed or closed.
    private var sets: [String: DocumentSet] = [:]
    /// The index of the last set that loaded without errors, by URI: completion offers its keys while
    /// the document is half-written (an unclosed `{` or quote), when the set itself does not load.
    private var lastLoaded: [String: DocumentSet.DeferredIndex] = [:]
    /// What each set's last load keeps for its next, by the set's folder (`DocumentSet.load`).
    private var memories: [String: LoadMemory] = [:]

    /// The messages to send for one received message's body.
    mutating func handle(_ body: [UInt8]) -> [JSONValue] {
        var log = DiagnosticLog()
        let file = SourceFile(path: "message.json", contents: Data(body))
        guard let node = JSONReader().read(file, log: &log) else {
            return [Self.error(.parseError, "the message is not JSON: \(log.diagnostics.first?.message ?? "")", id: .null)]
        }
        let message = JSONValue(node)
        let id = message["id"]
        if let id, !Self.isRequestID(id) {
            return [Self.error(.invalidRequest, "an id that is not a string or an integer between -2^53 and 2^53", id: .null)]
        }
        guard let method = message["method"]?.string else {
            // A response from the client (the server sends no requests) needs no answer.
            if id != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [Self.error(.invalidRequest, "a message without a method", id: id ?? .null)]
        }
        if !initialized, method != "initialize", method != "exit" {
            return id.map { [Self.error(.serverNotInitialized, "'\(method)' before 'initialize'", id: $0)] } ?? []
        }
        if shutDown, method != "exit" {
            return id.map { [Self.error(.invalidRequest, "'\(method)' after 'shutdown': only 'exit' is left", id: $0)] } ?? []
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
        case "textDocument/hover", "textDocument/definition", "textDocument/completion", "textDocument/documentColor", "textDocument/colorPresentation",
            "textDocument/prepareRename", "textDocument/rename":
            guard let id else { return [] }
            switch answer(method, message["params"]) {
            case .success(let result): return [Self.result(result, id: id)]
            case .failure(let failure): return [Self.error(failure.code, failure.message, id: id)]
            }
        default:
            return id.map { [Self.error(.methodNotFound, "the server has no method '\(method)'", id: $0)] } ?? []
        }
    }

    /// Whether `id` can identify a request: a string, or an integer a JSON number holds exactly (LSP's
    /// `integer | string`; `null` as JSON-RPC allows it).
    static func isRequestID(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .null: return true
        case .number(let value): return value == value.rounded() && abs(value) < 0x20_0000_0000_0000
        default: return false
        }
    }

    /// The file URI a message names for its document, or `nil` when it names none: `textDocument.uri`, a
    /// `file:` URI of at most `maximumURI` bytes (longer ones are no path the system can open, and
    /// reading them would cost work without bound).
    static func documentURI(_ params: JSONValue?) -> (uri: String, url: URL)? {
        guard let uri = params?["textDocument"]?["uri"]?.string, uri.utf8.count <= maximumURI, let url = URL(string: uri), url.isFileURL else {
            return nil
        }
        return (uri, url)
    }

    /// The longest document URI read: a path of `PATH_MAX` (4,096) bytes, each percent-encoded.
    static let maximumURI = 3 * 4096 + "file://".count

    /// What the server offers: whole documents sent on every change, hover, definition, completion
    /// (started by `{` and `.` too), colours and rename.
    static let capabilities: JSONValue = .object([
        "capabilities": .object([
            "textDocumentSync": .object(["openClose": .bool(true), "change": .number(1)]),
            "hoverProvider": .bool(true), "definitionProvider": .bool(true), "colorProvider": .bool(true),
            "renameProvider": .object(["prepareProvider": .bool(true)]),
            "completionProvider": .object(["triggerCharacters": .array([.string("{"), .string(".")])]),
        ]),
        "serverInfo": .object(["name": .string("themegen"), "version": .string(ThemeGenVersion.current)]),
    ])

    private mutating func documentChanged(_ method: String, _ params: JSONValue?, id: JSONValue?) -> [JSONValue] {
        guard let (uri, _) = Self.documentURI(params) else {
            return id.map { [Self.error(.invalidParams, "'\(method)' needs textDocument.uri, a file: URI of at most \(Self.maximumURI) bytes", id: $0)] } ?? []
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
        lines[uri] = documents[uri].map(DocumentText.init)
        let set = DocumentSet.load(uri, open: documents, memories: &memories)
        for file in Array(set?.diagnostics.keys ?? [:].keys) + [uri] {
            sets[file] = set
            if let index = set?.index { lastLoaded[file] = index }
        }
        let diagnostics = set?.diagnostics ?? [:]
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

    /// Why a request gets an error rather than a result.
    struct Failure: Error {
        let code: ErrorCode
        let message: String
    }

    /// The result of a request about a document: its text as open, else as saved; a position in it.
    private mutating func answer(_ method: String, _ params: JSONValue?) -> Result<JSONValue, Failure> {
        guard let (uri, url) = Self.documentURI(params) else {
            return .failure(Failure(code: .invalidParams, message: "'\(method)' needs textDocument.uri, a file: URI of at most \(Self.maximumURI) bytes"))
        }
        let path = url.standardizedFileURL.path
        guard let contents = documents[uri] ?? FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
            return .failure(Failure(code: .invalidParams, message: "'\(uri)' is not open and cannot be read"))
        }
        let text = lines[uri] ?? DocumentText(contents)
        switch method {
        case "textDocument/documentColor": return .success(ColorRequests.documentColors(path: path, text: contents))
        case "textDocument/colorPresentation":
            guard let presentations = ColorRequests.presentations(params, in: text) else {
                return .failure(Failure(code: .invalidParams, message: "'\(method)' needs a color and a range in the document"))
            }
            return .success(presentations)
        default: break
        }
        guard let place = text.place(of: params?["position"]) else {
            return .failure(Failure(code: .invalidParams, message: "'\(method)' needs a position in the document"))
        }
        if sets[uri] == nil { sets[uri] = DocumentSet.load(uri, open: documents, memories: &memories) }
        let current = sets[uri]?.index?.index
        switch method {
        case "textDocument/hover":
            return .success(current.map { KeyRequests.hover(at: place, in: text, path: path, index: $0) } ?? .null)
        case "textDocument/definition":
            return .success(current.map { KeyRequests.definition(at: place, in: text, path: path, index: $0, texts: sets[uri]?.texts ?? [:]) } ?? .null)
        case "textDocument/prepareRename":
            guard let set = sets[uri], let index = current else { return .success(.null) }
            return .success(RenameRequest.prepare(at: place, in: text, path: path, set: set, index: index))
        case "textDocument/rename":
            guard let newName = params?["newName"]?.string else {
                return .failure(Failure(code: .invalidParams, message: "'\(method)' needs newName"))
            }
            guard let set = sets[uri], let index = current else {
                return .failure(Failure(code: .requestFailed, message: "the set has errors: fix them before renaming a key"))
            }
            return RenameRequest.rename(at: place, to: newName, in: text, path: path, set: set, index: index)
                .mapError { Failure(code: .requestFailed, message: $0.message) }
        default:
            guard let index = current ?? lastLoaded[uri]?.index else { return .success(.array([])) }
            return .success(CompletionRequest.items(at: place, in: text, path: path, index: index))
        }
    }

    static func result(_ value: JSONValue, id: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "result": value])
    }

    static func error(_ code: ErrorCode, _ message: String, id: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": .object(["code": .number(Double(code.rawValue)), "message": .string(message)])])
    }
}
