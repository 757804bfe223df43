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

    /// How much work and output one rendering may take, so that any template ends in bounded time and
    /// memory: sections over lists nested in one another multiply their work (eight themes, twenty
    /// sections deep, is 8²⁰ rows). Work is counted in steps, a node rendered or a context frame a name
    /// is looked up in, and may grow with the output: the default templates take 0.15 to 0.4 steps per
    /// byte they write, from 30 KB to 26 MB (400 themes × 1,000 colours, 9.7 million steps), and a
    /// template writing one byte per value of 400 × 1,000 would take about 3 million.
    public enum Budget {
        /// The steps any rendering may take, whatever it writes.
        public static let baseSteps = 4_000_000
        /// The further steps allowed per byte written.
        public static let stepsPerByte = 2
        /// The most bytes one rendering may write: 64 MiB, over twice the output of 400 themes × 1,000 colours.
        public static let maximumOutputBytes = 64 << 20

        /// Why rendering must stop after `steps` nodes and `outputBytes` bytes, or `nil` while it may go on.
        static func problem(steps: Int, outputBytes: Int) -> String? {
            if outputBytes > maximumOutputBytes {
                return "the output passes \(maximumOutputBytes >> 20) MiB, the most a template may write"
            }
            if steps > baseSteps + stepsPerByte * outputBytes {
                return "it has taken \(steps) steps for \(outputBytes) bytes of output, more work than a template may do "
                    + "(\(baseSteps) steps plus \(stepsPerByte) per byte written); do sections over lists repeat inside one another?"
            }
            return nil
        }
    }

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
    public func renderBytes(
        _ data: MustacheValue, partials: [String: String] = [:], strictness: Strictness = .spec,
        capacity: Int = 0
    ) throws(MustacheError) -> (bytes: [UInt8], warnings: [Diagnostic]) {
        var renderer = MustacheRenderer(data: data, partialSources: partials, strict: strictness == .strict, capacity: capacity)
        try renderer.render(nodes, blocks: [:])
        return (renderer.output, renderer.warnings)
    }

    /// Renders the template as `renderBytes` does, but hands the UTF-8 output to `sink` in pieces of
    /// about a mebibyte as it goes, so memory does not grow with the output; returns the warnings.
    /// When it throws, the pieces handed on so far are not the whole output.
    public func render(
        _ data: MustacheValue, partials: [String: String] = [:], strictness: Strictness = .spec,
        into sink: @escaping (UnsafeRawBufferPointer) -> Void
    ) throws(MustacheError) -> [Diagnostic] {
        var renderer = MustacheRenderer(data: data, partialSources: partials, strict: strictness == .strict, sink: sink)
        try renderer.render(nodes, blocks: [:])
        renderer.finish()
        return renderer.warnings
    }
}
