/// A parsed Mustache template: text and tags, sections holding their children.
indirect enum MustacheNode: Sendable {
    /// A block (`{{$name}}`) as written. Its content is re-indented where it is placed: a standalone
    /// block's `indentation` is that of its content's first line; an inline block's is the white space
    /// before its tag when only white space precedes it on its line.
    struct Block: Sendable {
        let name: String
        let children: [MustacheNode]
        let indentation: String
        let isStandalone: Bool
    }

    case text(String)
    case variable(name: String, escaped: Bool)
    case section(name: String, children: [MustacheNode], inverted: Bool)
    /// `{{>name}}` (or `{{>*name}}` when `dynamic`), with the indentation of a standalone tag.
    case partial(name: String, dynamic: Bool, indentation: String)
    /// `{{<name}}…{{/name}}`: the blocks it overrides, and the indentation of a standalone tag.
    case parent(name: String, dynamic: Bool, blocks: [Block], indentation: String)
    case block(Block)
}
