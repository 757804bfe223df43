/// A Mustache template (the spec's interpolation, sections, inverted sections, comments, delimiters,
/// partials, dynamic names, and the inheritance module's parents and blocks; no lambdas).
///
/// `{{name}}` is HTML-escaped as the spec says; `{{{name}}}` and `{{& name}}` print text as it is, which
/// is what code templates use.
public struct MustacheTemplate: Sendable {
    /// The template's name, used in error messages (its file, for templates read from files).
    public let name: String
    let nodes: [MustacheNode]

    /// How deeply sections, blocks and parents may nest in one template, and partials and parents inside
    /// one another when rendering: far more than any template needs, and far less than would exhaust the
    /// stack. The one place the limit is decided.
    public static let maximumDepth = 100

    /// How forgiving rendering is.
    public enum Strictness: Sendable {
        /// The Mustache spec's rules: an unknown name or partial renders as nothing.
        case spec
        /// For code templates: an unknown name, section, partial or block is an error with a
        /// did-you-mean, and `{{name}}` whose value HTML escaping changes is a warning.
        case strict
    }

    /// Parses `source`; errors are located in `name`.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        self.name = name
        self.nodes = try MustacheParser(tokenizer: MustacheTokenizer(template: source, name: name)).parse()
    }

    /// Renders the template with `data`. Partials and parents are looked up in `partials` by name (a
    /// missing one renders as nothing, as the spec says); a mistake in one of them is thrown.
    public func render(_ data: MustacheValue, partials: [String: String] = [:]) throws(MustacheError) -> String {
        String(decoding: try renderBytes(data, partials: partials).bytes, as: UTF8.self)
    }

    /// Renders the template into UTF-8 bytes, as `render` does but with the given strictness, and the
    /// warnings of strict mode; `capacity` is the expected size in bytes.
    public func renderBytes(_ data: MustacheValue, partials: [String: String] = [:], strictness: Strictness = .spec,
                            capacity: Int = 0) throws(MustacheError) -> (bytes: [UInt8], warnings: [Diagnostic]) {
        var renderer = MustacheRenderer(data: data, partialSources: partials, strict: strictness == .strict, capacity: capacity)
        try renderer.render(nodes, blocks: [:])
        return (renderer.output, renderer.warnings)
    }
}
