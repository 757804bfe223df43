/// A Mustache template (the spec's interpolation, sections, inverted sections, comments, delimiters,
/// partials, dynamic names, and the inheritance module's parents and blocks; no lambdas).
///
/// `{{name}}` is HTML-escaped as the spec says; `{{{name}}}` and `{{& name}}` print text as it is, which
/// is what code templates use.
public struct MustacheTemplate: Sendable {
    /// The template's name, used in error messages (its file, for templates read from files).
    public let name: String
    let nodes: [MustacheNode]

    /// Parses `source`; errors are located in `name`.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        self.name = name
        self.nodes = try MustacheParser(tokenizer: MustacheTokenizer(template: source, name: name)).parse()
    }

    /// Renders the template with `data`. Partials and parents are looked up in `partials` by name (a
    /// missing one renders as nothing, as the spec says); a mistake in one of them is thrown.
    public func render(_ data: MustacheValue, partials: [String: String] = [:]) throws(MustacheError) -> String {
        String(decoding: try renderBytes(data, partials: partials), as: UTF8.self)
    }

    /// Renders the template into UTF-8 bytes, as `render` does; `capacity` is the expected size in bytes.
    public func renderBytes(_ data: MustacheValue, partials: [String: String] = [:], capacity: Int = 0) throws(MustacheError) -> [UInt8] {
        var renderer = MustacheRenderer(data: data, partialSources: partials, capacity: capacity)
        try renderer.render(nodes, blocks: [:])
        return renderer.output
    }
}
