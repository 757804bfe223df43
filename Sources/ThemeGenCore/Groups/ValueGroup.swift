/// What every stage needs of one group of values, declared once in `ValueGroups` (CONTRIBUTING.md,
/// "Adding a value group"): where a theme keeps its tokens, how a value is read from a theme file,
/// resolved, described, drawn and written into the generated tables, and what the generated API calls
/// the group. Decoding, resolution, naming, tables, reports, tokens and the CLI's summary iterate the
/// groups through their descriptors; none of them lists the groups again. A class: a descriptor is one
/// object every stage shares, passed about as a reference rather than copied field by field.
final class ValueGroup<Value: Sendable & Hashable>: Sendable {
    /// The resolver of one theme's declarations of the group, which may read other groups' values.
    typealias Resolve = @Sendable (_ declarations: [TokenDeclaration], _ sources: ResolutionSources) -> ReferenceResolver<Value>
    /// Appends a value's text.
    typealias Write = @Sendable (Value, _ output: inout [UInt8]) -> Void

    let group: TokenGroup
    /// Where a theme keeps the group's tokens.
    let tokens: any WritableKeyPath<ThemeTokens, [Token<Value>]> & Sendable
    /// The keys that make a mapping in the group a value rather than a nested group (`TokenMapping`);
    /// none for a group whose values are never mappings.
    let mappingFields: [String]
    /// What a value looks like, for messages ("a shadow ({ color, x, y, blur, spread })").
    let valueForms: String
    /// Whether `decode` reads references itself (insets: one to a dimension is a length for every side)
    /// rather than the decoder reading a `{group.key}` reference before it.
    let decodesReferences: Bool
    let decode: ValueDecoding
    let resolve: Resolve
    /// A value as `themegen diff` describes it: in 8-bit colours as people read them, or `precise`ly.
    let describe: @Sendable (Value, _ precise: Bool) -> String
    /// The HTML that shows a value in `themegen preview`, its swatches labelled `label`.
    let preview: @Sendable (Value, _ label: String) -> String
    /// A value as a generated doc comment describes it, escaped for the comment.
    let docText: Write
    /// A value as a generated table's entry (`TableText`).
    let tableEntry: Write
    /// What `themegen dump` writes for a value.
    let dump: @Sendable (Value) -> any Encodable & Sendable
    /// The generated API's names for a group rendered by the shared typed-group templates, or `nil` for
    /// a group with templates of its own (colours, fonts, values).
    let typed: TypedGroupNames?
    /// Resolves one theme's declarations of the group into its tokens; returns what reads the problems
    /// found, once every group is resolved (a group's resolver also reports other groups' references to
    /// it). Made here, where the value type is known, so the work on every token is specialised for it.
    let resolveTokens: @Sendable (_ declarations: [TokenDeclaration], _ sources: ResolutionSources, _ tokens: inout ThemeTokens) -> () -> [Diagnostic]

    /// The group's keys and tables of a set's themes, for templates; made here too.
    let tables: @Sendable (_ set: ThemeSet, _ themes: ThemeNames) -> GroupTables

    /// A descriptor with the fields above.
    init(
        group: TokenGroup, tokens: any WritableKeyPath<ThemeTokens, [Token<Value>]> & Sendable, mappingFields: [String], valueForms: String,
        decodesReferences: Bool, decode: @escaping ValueDecoding, resolve: @escaping Resolve, describe: @escaping @Sendable (Value, _ precise: Bool) -> String,
        preview: @escaping @Sendable (Value, _ label: String) -> String, docText: @escaping Write, tableEntry: @escaping Write,
        dump: @escaping @Sendable (Value) -> any Encodable & Sendable, typed: TypedGroupNames?
    ) {
        self.group = group
        self.tokens = tokens
        self.mappingFields = mappingFields
        self.valueForms = valueForms
        self.decodesReferences = decodesReferences
        self.decode = decode
        self.resolve = resolve
        self.describe = describe
        self.preview = preview
        self.docText = docText
        self.tableEntry = tableEntry
        self.dump = dump
        self.typed = typed
        self.resolveTokens = { declarations, sources, themeTokens in
            let resolver = resolve(declarations, sources)
            themeTokens[keyPath: tokens] = ResolvedTokens.of(declarations, resolver)
            return { resolver.log.diagnostics }
        }
        self.tables = { set, themes in
            GroupTables(
                keys: set.keys(of: group), keyType: set.typeNames.key(of: group), singular: group.noun, nodes: set.nodes(of: group), tokens: set.themes.map { $0.tokens[keyPath: tokens] },
                themes: themes, describe: docText, entry: tableEntry)
        }
    }
}

/// Reads a value of a group from a theme file, `what` naming it for messages; `nil` when it is broken
/// (reported).
typealias ValueDecoding = @Sendable (_ decoder: inout ThemeFileDecoder, _ node: Node, _ what: () -> String) -> DeclaredValue?

/// The generated API's names for a group whose values all have one Swift type.
struct TypedGroupNames: Sendable {
    /// The Swift type of a value, given the set's type names.
    let valueType: @Sendable (TypeNames) -> String
    /// The generated table reader's method for one value.
    let reader: String
    /// The unit values are in, for doc comments.
    let unit: String?
}

/// A `ValueGroup` of any value type, for iterating the groups: a stage opens it with a generic function
/// (`func f(_ group: some AnyValueGroup)`) to work with its values' type.
/// What does not depend on the values' type is read from the existential directly. (A protocol rather
/// than a base class holding those fields: the compiler checks a final class's `Sendable`, but not one
/// that others inherit from without `@unchecked`.)
protocol AnyValueGroup: Sendable {
    associatedtype Value: Sendable & Hashable
    var descriptor: ValueGroup<Value> { get }
    var group: TokenGroup { get }
    var mappingFields: [String] { get }
    var valueForms: String { get }
    var decodesReferences: Bool { get }
    var decode: ValueDecoding { get }
    var typed: TypedGroupNames? { get }
    var resolveTokens: @Sendable (_ declarations: [TokenDeclaration], _ sources: ResolutionSources, _ tokens: inout ThemeTokens) -> () -> [Diagnostic] { get }
    var tables: @Sendable (_ set: ThemeSet, _ themes: ThemeNames) -> GroupTables { get }
}

extension ValueGroup: AnyValueGroup {
    var descriptor: ValueGroup<Value> { self }
}
