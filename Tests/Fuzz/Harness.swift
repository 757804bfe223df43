// libFuzzer harnesses for ThemeGen's readers, decoder, whole pipeline and Mustache engine, compiled with
// ThemeGenCore's sources by fuzz.sh (`swiftc -sanitize=fuzzer,address`). One binary holds them all;
// THEMEGEN_FUZZ_TARGET chooses which one runs. Each must return without a crash, a trap, a hang or a
// leak for any input: bad input is a diagnostic, never anything else.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
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
    }
    return 0
}
