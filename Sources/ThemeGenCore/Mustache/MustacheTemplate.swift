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
    /// `capacity` is the expected size of the output in bytes, when known.
    public func render(_ data: MustacheValue, partials: [String: String] = [:], capacity: Int = 0) throws(MustacheError) -> String {
        var renderer = MustacheRenderer(data: data, partialSources: partials, capacity: capacity)
        try renderer.render(nodes, blocks: [:])
        return String(decoding: renderer.output, as: UTF8.self)
    }
}
