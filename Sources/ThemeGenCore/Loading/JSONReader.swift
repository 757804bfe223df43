#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a JSON document by JSON's own grammar (RFC 8259) into a `Node` tree, keeping every line and
/// column: what a JSON parser accepts is accepted, and nothing else. A file written with YAML's syntax
/// (single quotes, unquoted keys or words, trailing commas, anchors and aliases, tags, `#` comments) or
/// with JSONC's `//` and `/*` comments gets a located error naming what it is. Strings keep JSON's
/// escapes exactly (`\ud83d\ude00` is one emoji) and every character JSON allows in them (U+0085,
/// U+2028). A key written twice in an object is read as JSON parsers read it — the last value — with a
/// warning. Nesting deeper than `ReadLimits.maximumDepth` and documents of more than
/// `ReadLimits.maximumNodes` values are errors, so any input is read in bounded time and memory. The tree is the one `YAMLReader` makes of the same JSON: strings are `.string` scalars;
/// numbers, `true`, `false` and `null` are plain scalars as written.
public struct JSONReader: Sendable {
    /// The limits every reader enforces.
    public var limits = ReadLimits()

    /// Creates a reader with the default limits.
    public init() {}

    /// Reads `file`, reporting problems to `log`; `nil` when the file cannot be read at all.
    public func read(_ file: SourceFile, log: inout DiagnosticLog) -> Node? {
        let bytes = file.bytes
        if let problem = TextCheck.problem(in: bytes, path: file.path, expected: "a JSON theme or token file") {
            log.append(problem)
            return nil
        }
        var parser = JSONParser(bytes: bytes, origin: .named(file.path), limits: limits)
        do throws(ReadFailure) {
            let root = try parser.document()
            log.append(contentsOf: parser.warnings)
            return root
        } catch {
            log.append(error.diagnostic)
            return nil
        }
    }
}
