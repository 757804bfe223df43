/// Renders a resolved `ThemeSet` into Swift with Mustache templates.
public enum Generator {
    /// The output.
    public struct Output: Sendable {
        /// The generated Swift, as UTF-8 bytes (what is written to the file).
        public var bytes: [UInt8]
        /// What strict rendering noticed in the templates (`{{name}}` where `{{{name}}}` was meant).
        public var warnings: [Diagnostic]

        /// The generated Swift.
        public var source: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Generates Swift for `set` from `templates`, rendered strictly: code templates name only what
    /// exists.
    /// - Throws: `MustacheError` when a template is malformed or names something unknown.
    public static func generate(
        _ set: ThemeSet, options: GeneratorOptions = GeneratorOptions(),
        templates: TemplateSet = .default
    ) throws(MustacheError) -> Output {
        let (root, data) = try prepare(set, options: options, templates: templates)
        let rendered = try root.renderBytes(data, partials: templates.partials, strictness: .strict, capacity: expectedSize(of: set))
        return Output(bytes: rendered.bytes, warnings: rendered.warnings)
    }

    /// Generates `parts` of the declarations (`GeneratedPart.split(memberFiles:)`), a file each in their
    /// order, from the same templates: the default template (and one that extends it) declares in each
    /// part only what it holds, so together they declare what one file would. A template's warnings are
    /// given once, whatever the number of parts.
    /// - Throws: `MustacheError` as `generate` does.
    public static func generate(
        _ set: ThemeSet, options: GeneratorOptions = GeneratorOptions(), parts: [GeneratedPart],
        templates: TemplateSet = .default
    ) throws(MustacheError) -> [Output] {
        let root = try MustacheTemplate(templates.root.source, name: templates.root.name)
        var reported: Set<Diagnostic> = []
        var outputs: [Output] = []
        for part in parts {
            let data = TemplateData.make(set, options: options, part: part)
            let rendered = try root.renderBytes(data, partials: templates.partials, strictness: .strict, capacity: 32_768)
            let warnings = rendered.warnings.filter { reported.insert($0).inserted }
            outputs.append(Output(bytes: rendered.bytes, warnings: warnings))
        }
        return outputs
    }

    /// Generates what `generate` does, handing the bytes to `sink` in pieces as they are rendered instead
    /// of keeping the whole file in memory; returns the warnings.
    /// - Throws: `MustacheError` as `generate` does; the pieces handed on before it are then not the whole file.
    public static func generate(
        _ set: ThemeSet, options: GeneratorOptions = GeneratorOptions(), templates: TemplateSet = .default,
        into sink: @escaping (UnsafeRawBufferPointer) -> Void
    ) throws(MustacheError) -> [Diagnostic] {
        let (root, data) = try prepare(set, options: options, templates: templates)
        return try root.render(data, partials: templates.partials, strictness: .strict, into: sink)
    }

    /// The parsed root template and the data it is rendered with.
    private static func prepare(_ set: ThemeSet, options: GeneratorOptions, templates: TemplateSet) throws(MustacheError)
        -> (root: MustacheTemplate, data: MustacheValue)
    {
        let root = try MustacheTemplate(templates.root.source, name: templates.root.name)
        return (root, TemplateData.make(set, options: options))
    }

    /// About how many bytes the default templates write for `set`: a fixed part, and for every key a
    /// declaration and a doc line and a table entry per theme. Reserving it up front saves copying the
    /// output as it grows.
    private static func expectedSize(of set: ThemeSet) -> Int {
        let keys = TokenGroup.allCases.reduce(0) { $0 + set.keys(of: $1).count }
        return 32_768 + keys * 256 + keys * set.themes.count * 80
    }
}

/// The templates a generation uses: the root, and the partials and parents it may name.
public struct TemplateSet: Sendable {
    /// The template rendered (its name is used in error messages).
    public var root: (name: String, source: String)
    /// Other templates by name (file name without `.mustache`).
    public var partials: [String: String]

    /// Creates a template set.
    public init(root: (name: String, source: String), partials: [String: String]) {
        self.root = root
        self.partials = partials
    }

    /// The name of the default root template.
    public static let defaultRootName = DefaultTemplates.root.name

    /// The default templates (Templates/ in the repository, built into ThemeGen).
    public static var `default`: TemplateSet {
        TemplateSet(root: DefaultTemplates.root, partials: DefaultTemplates.sources)
    }

    /// The default templates with `source` as the root: it can name the default templates as partials and
    /// parents (`{{<ThemeGen.swift}}` overrides blocks of the default file).
    public static func custom(name: String, source: String, partials: [String: String] = [:]) -> TemplateSet {
        TemplateSet(root: (name, source), partials: DefaultTemplates.sources.merging(partials) { _, custom in custom })
    }
}
