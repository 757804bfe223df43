// JSONSerialization, the JSON parser the json harness checks JSONReader against.
import Foundation
@testable import ThemeGenCore

// libFuzzer harnesses for ThemeGen's readers, decoder, whole pipeline and Mustache engine, compiled with
// the command's sources against ThemeGenCore by fuzz.sh (`swiftc -sanitize=fuzzer,address`). One binary holds them all;
// THEMEGEN_FUZZ_TARGET chooses which one runs. Each must return without a crash, a trap, a hang or a
// leak for any input: bad input is a diagnostic, never anything else.
#if canImport(FoundationEssentials)
    import FoundationEssentials
#endif

/// The harnesses, by the name fuzz.sh passes.
enum FuzzTarget: String, CaseIterable {
    /// YAMLReader on the input as a `.yaml` file, read whole and cut into pieces at every key of its
    /// largest top-level mapping (as large files are read on several cores): both must give the same
    /// tree and diagnostics.
    case yaml
    /// PropertyListReader on the input as a `.plist` file (XML or binary, by its first bytes).
    case plist
    /// The whole load (schema or Apptentive decoder, resolution, naming) on the input as an Apptentive
    /// style sheet named `FuzzApptentiveStyles.plist`.
    case apptentive
    /// Load, then generate, on the input as a YAML theme file.
    case pipeline
    /// Load, then generate, on the input as a `.json` file: by its content a DTCG token file or resolver,
    /// a Style Dictionary or Tokens Studio file (with its arithmetic), or a ThemeGen theme in JSON.
    case tokens
    /// A template: the input up to its first NUL byte, the partial `p` after it, rendered against the
    /// sample themes' data both by the spec's rules and strictly.
    case mustache
    /// JSONReader on the input as a `.json` file; a document it accepts must be JSON to Foundation's
    /// parser too.
    case json
    /// Load, then generate, on the input as a DTCG resolver (`f.resolver.json`) beside two token files it
    /// may name (`a.tokens.json`, `b.tokens.json`): sets, modifiers, their cycles and products.
    case resolver
    /// Two YAML theme files, the input cut at its first NUL byte: both loaded, compared, and the diff
    /// rendered as text, Markdown (which must stay within GitHub's limit) and JSON.
    case diff
    /// The input as a YAML theme file, loaded and rendered as the preview's HTML and the model's JSON dump.
    case renderers
    /// The input as the language server's input stream, after an `initialize` and the opening of a theme
    /// file of a set on disk (`serverFolder`): framing, resynchronisation, every request and notification.
    /// Every frame must be a message or a skipped header block, and a message the server gets must give
    /// replies that are JSON-RPC: each with a string, integer or null id, and a result or an error.
    case server
    /// The input as a colour set's `Contents.json` in an asset catalog read as a theme
    /// (`F.xcassets/g/a.colorset/Contents.json`, beside its group's and the catalog's own), loaded (what it
    /// loads to generates as any theme does, which the other targets fuzz).
    case catalog
    /// The input as an over-the-air overrides document, checked against the sample themes as
    /// `themegen overrides --check` checks it.
    case overrides

    /// The target named in the environment (read once).
    static let chosen: FuzzTarget = {
        guard let name = ProcessInfo.processInfo.environment["THEMEGEN_FUZZ_TARGET"], let target = FuzzTarget(rawValue: name) else {
            fatalError("set THEMEGEN_FUZZ_TARGET to one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }()
}

/// The data the mustache harness renders: a small theme set's real template data.
let mustacheData: MustacheValue = {
    let yaml = "themes:\n  Light:\n    colors: { primary: \"#000\" }\n    fonts: { body: { size: 12 } }\n  Dark:\n    colors: { primary: \"#FFF\" }\n    fonts: { body: { size: 14 } }\n"
    let result = ThemeLoader.load([SourceFile(path: "t.yaml", contents: Data(yaml.utf8))])
    guard let set = result.themeSet else { fatalError("the mustache harness's themes do not load") }
    return TemplateData.make(set, options: GeneratorOptions())
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: bytes, count: count))
    switch FuzzTarget.chosen {
    case .yaml:
        let file = SourceFile(path: "f.yaml", contents: data)
        var wholeLog = DiagnosticLog()
        let whole = YAMLReader().read(file, log: &wholeLog)
        var pieces = YAMLReader()
        pieces.splitting = YAMLSplit.Policy(minimumFileSize: 0, pieceCount: count + 2)
        var piecesLog = DiagnosticLog()
        let read = pieces.read(file, log: &piecesLog)
        guard read == whole, piecesLog.diagnostics == wholeLog.diagnostics else {
            fatalError("read in pieces, the file gives another tree or other diagnostics than read whole")
        }
    case .plist:
        var log = DiagnosticLog()
        _ = PropertyListReader().read(SourceFile(path: "f.plist", contents: data), log: &log)
    case .apptentive:
        _ = ThemeLoader.load([SourceFile(path: "FuzzApptentiveStyles.plist", contents: data)])
    case .pipeline:
        if let set = ThemeLoader.load([SourceFile(path: "f.yaml", contents: data)]).themeSet {
            _ = try? Generator.generate(set)
        }
    case .tokens:
        if let set = ThemeLoader.load([SourceFile(path: "f.json", contents: data)]).themeSet {
            _ = try? Generator.generate(set)
        }
    case .mustache:
        let parts = data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let template = String(decoding: parts[0], as: UTF8.self)
        let partial = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : ""
        if let parsed = try? MustacheTemplate(template, name: "fuzz") {
            _ = try? parsed.renderBytes(mustacheData, partials: ["p": partial], strictness: .spec)
            _ = try? parsed.renderBytes(mustacheData, partials: ["p": partial], strictness: .strict)
        }
    case .json:
        var log = DiagnosticLog()
        let read = JSONReader().read(SourceFile(path: "f.json", contents: data), log: &log)
        // What JSONReader accepts, Foundation's JSON parser must accept too, but for what RFC 8259 leaves
        // to the parser: a byte order mark, which it does not skip, and a number beyond a Double, which it
        // refuses ("not representable"; JSONReader keeps numbers as written). Not the other way: Foundation
        // is more lenient (it takes `[1,]`), so the strict direction is checked by JSONTestSuite's
        // must-refuse documents in the tests instead.
        guard read != nil, !data.starts(with: [0xEF, 0xBB, 0xBF]) else { break }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            guard "\(error)".contains("is not representable in Swift") else {
                fatalError("JSONReader accepted a document Foundation's JSON parser refuses: \(error)")
            }
        }
    case .resolver:
        let tokens = [
            SourceFile(path: "a.tokens.json", contents: Data(resolverTokenFile.utf8)),
            SourceFile(path: "b.tokens.json", contents: Data(resolverTokenFile.replacing("#000000", with: "#FFFFFF").utf8)),
        ]
        if let set = ThemeLoader.load(tokens + [SourceFile(path: "f.resolver.json", contents: data)]).themeSet {
            _ = try? Generator.generate(set)
        }
    case .diff:
        let parts = data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let old = ThemeLoader.load([SourceFile(path: "old.yaml", contents: Data(parts[0]))]).themeSet
        let new = ThemeLoader.load([SourceFile(path: "new.yaml", contents: parts.count > 1 ? Data(parts[1]) : Data())]).themeSet
        let diff = ThemeSetComparison.diff(from: old, to: new)
        _ = DiffText.render(diff)
        _ = try? DiffJSON.render(diff)
        guard DiffMarkdown.render(diff, maximumRows: 50).utf16.count <= DiffMarkdown.maximumCharacters else {
            fatalError("the Markdown diff is longer than the most a pull-request comment may be")
        }
    case .server:
        var frames = MessageFrames()
        var server = serverAfterOpen
        frames.append(data)
        while server.exitStatus == nil, let frame = frames.next() {
            guard case .message(let body) = frame else { continue }
            for reply in server.handle(body) where reply["method"] == nil {
                guard let id = reply["id"], LanguageServer.isRequestID(id), (reply["result"] == nil) != (reply["error"] == nil) else {
                    fatalError("a reply that is not JSON-RPC: \(reply.text)")
                }
            }
        }
    case .catalog:
        let info = "\"info\" : { \"author\" : \"xcode\", \"version\" : 1 }"
        let files = [
            SourceFile(path: "F.xcassets/Contents.json", contents: Data("{ \(info) }\n".utf8)),
            SourceFile(path: "F.xcassets/g/Contents.json", contents: Data("{ \"properties\" : { \"provides-namespace\" : true }, \(info) }\n".utf8)),
            SourceFile(path: "F.xcassets/g/a.colorset/Contents.json", contents: data),
        ]
        _ = ThemeLoader.load(files)
    case .overrides:
        var log = DiagnosticLog()
        _ = OverridesCheck.problems(in: SourceFile(path: "f.json", contents: data), for: overridesThemes, log: &log)
    case .renderers:
        if let set = ThemeLoader.load([SourceFile(path: "f.yaml", contents: data)]).themeSet {
            _ = PreviewHTML.render(set)
            _ = try? ModelDump.json(set)
        }
    }
    return 0
}

/// The folder of the server harness's theme set: a theme file it opens, and one beside it.
let serverFolder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themegen-fuzz-server")
    let theme = "themes:\n  Light:\n    colors:\n      primary: \"#FF0000\"\n      title: \"{colors.primary}\"\n  Dark:\n    extends: Light\n"
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(theme.utf8).write(to: folder.appendingPathComponent("app.yaml"))
        try Data("themes:\n  Other:\n    colors: { primary: \"#000\", title: \"#111\" }\n".utf8).write(to: folder.appendingPathComponent("other.yaml"))
    } catch {
        fatalError("the server harness's folder cannot be written: \(error)")
    }
    return folder
}()

/// A server initialized, with the harness's theme file open: each input starts from a copy. (libFuzzer
/// runs one input at a time, on one thread, so sharing it is safe though the server is not `Sendable`.)
nonisolated(unsafe) let serverAfterOpen: LanguageServer = {
    var server = LanguageServer()
    let uri = serverFolder.appendingPathComponent("app.yaml").absoluteString
    let text = (try? String(contentsOf: serverFolder.appendingPathComponent("app.yaml"), encoding: .utf8)) ?? ""
    let open = JSONValue.object([
        "jsonrpc": .string("2.0"), "method": .string("textDocument/didOpen"),
        "params": .object(["textDocument": .object(["uri": .string(uri), "text": .string(text)])]),
    ])
    _ = server.handle(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
    _ = server.handle(Array(open.text.utf8))
    return server
}()

/// The theme set the overrides harness checks documents against: the blog's sample themes.
let overridesThemes: ThemeSet = {
    let path = "themes/Blog.yaml"
    guard let contents = FileManager.default.contents(atPath: path), let set = ThemeLoader.load([SourceFile(path: path, contents: contents)]).themeSet else {
        fatalError("the overrides harness's themes, \(path), do not load; run fuzz.sh from the repository")
    }
    return set
}()

/// The token file the resolver harness's resolvers may name.
let resolverTokenFile = "{ \"c\": { \"$type\": \"color\", \"x\": { \"$value\": \"#000000\" }, \"y\": { \"$value\": \"{c.x}\" } } }"
