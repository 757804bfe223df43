/// Where a tag is written: its template and 1-based line and column.
struct MustacheLocation: Hashable, Sendable {
    let template: String
    let line: Int
    let column: Int
}

/// A name as a tag writes it, split at its dots once when the template is parsed: `colors.keys` →
/// `colors`, `keys`; `.` (the current item) has no parts.
struct MustacheName: Sendable {
    let text: String
    let parts: [String]
    let location: MustacheLocation

    init(_ text: String, at location: MustacheLocation) {
        self.text = text
        self.parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        self.location = location
    }
}

/// A parsed Mustache template: text and tags, sections holding their children.
indirect enum MustacheNode: Sendable {
    /// A block (`{{$name}}`) as written. Its content is re-indented where it is placed: a standalone
    /// block's `indentation` is that of its content's first line; an inline block's is the white space
    /// before its tag when only white space precedes it on its line.
    struct Block: Sendable {
        let name: String
        /// Where the block's tag is.
        let location: MustacheLocation
        let children: [MustacheNode]
        let indentation: [UInt8]
        let isStandalone: Bool
    }

    case text([UInt8])
    case variable(MustacheName, escaped: Bool)
    case section(MustacheName, children: [MustacheNode], inverted: Bool)
    /// `{{>name}}`, or `{{>*name}}` whose partial is named by the value of `dynamic`, with the
    /// indentation of a standalone tag.
    case partial(MustacheName, dynamic: Bool, indentation: String)
    /// `{{<name}}…{{/name}}`: the blocks it overrides, and the indentation of a standalone tag.
    case parent(MustacheName, dynamic: Bool, blocks: [Block], indentation: String)
    case block(Block)
}

extension MustacheNode {
    /// The names of the blocks `nodes` define, in sections and blocks too (not in partials, which are
    /// templates of their own).
    static func blockNames(in nodes: [MustacheNode]) -> Set<String> {
        var names: Set<String> = []
        var pending = nodes
        while let node = pending.popLast() {
            switch node {
            case .block(let block):
                names.insert(block.name)
                pending += block.children
            case .section(_, let children, _):
                pending += children
            case .parent(_, _, let blocks, _):
                for block in blocks { pending += block.children }
            case .text, .variable, .partial:
                break
            }
        }
        return names
    }
}
