/// Renders nodes against a context stack, with the block overrides of the parents being rendered.
struct MustacheRenderer {
    let partialSources: [String: String]
    /// Parsed partials by name and indentation: a standalone partial's source is indented line by line
    /// before parsing, so that text is indented but interpolated values are not (as the spec requires).
    private var parsed: [String: [MustacheNode]] = [:]

    init(partialSources: [String: String]) {
        self.partialSources = partialSources
    }

    mutating func render(_ nodes: [MustacheNode], context: [MustacheValue], blocks: [String: MustacheNode.Block]) throws(MustacheError) -> String {
        var output = ""
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name, let escaped):
                let text = lookup(name, in: context).text
                output += escaped ? Self.escapeHTML(text) : text
            case .section(let name, let children, let inverted):
                let value = lookup(name, in: context)
                if inverted {
                    if !value.isTruthy { output += try render(children, context: context, blocks: blocks) }
                } else if case .list(let items) = value {
                    for item in items { output += try render(children, context: context + [item], blocks: blocks) }
                } else if value.isTruthy {
                    output += try render(children, context: context + [value], blocks: blocks)
                }
            case .partial(let name, let dynamic, let indentation):
                let resolved = dynamic ? lookup(name, in: context).text : name
                if let nodes = try partial(resolved, indentation: indentation) {
                    output += try render(nodes, context: context, blocks: blocks)
                }
            case .parent(let name, let dynamic, let overrides, let indentation):
                let resolved = dynamic ? lookup(name, in: context).text : name
                var merged = blocks
                for block in overrides where merged[block.name] == nil { merged[block.name] = block }
                if let nodes = try partial(resolved, indentation: indentation) {
                    output += try render(nodes, context: context, blocks: merged)
                }
            case .block(let site):
                let definition = blocks[site.name] ?? site
                let text = try render(definition.children, context: context, blocks: blocks)
                let written = definition.isStandalone ? definition.indentation : ""
                output += Self.reindent(text, removing: written, adding: site.indentation, fromFirstLine: site.isStandalone)
            }
        }
        return output
    }

    /// Looks `name` up the context stack; dotted names resolve their first part up the stack, the rest
    /// inside what it found.
    private func lookup(_ name: String, in context: [MustacheValue]) -> MustacheValue {
        if name == "." { return context.last ?? .null }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let found = context.reversed().lazy.compactMap({ $0[member: parts[0]] }).first else { return .null }
        return parts.dropFirst().reduce(found) { value, part in value[member: part] ?? .null }
    }

    private mutating func partial(_ name: String, indentation: String) throws(MustacheError) -> [MustacheNode]? {
        let key = name + "\u{0}" + indentation
        if let nodes = parsed[key] { return nodes }
        guard let source = partialSources[name] else { return nil }
        let nodes = try MustacheParser(tokenizer: MustacheTokenizer(template: Self.indent(source, by: indentation), name: name)).parse()
        parsed[key] = nodes
        return nodes
    }

    /// `source` with `indentation` before each line (not after a final newline).
    private static func indent(_ source: String, by indentation: String) -> String {
        guard !indentation.isEmpty else { return source }
        var lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        return lines.map { indentation + $0 }.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }

    /// Block content moved from where it was written to where it is placed: `removing` the indentation it
    /// was written at and `adding` the site's, on every non-empty line (or every line after the first, for
    /// a block placed inline after white space that is already printed).
    private static func reindent(_ text: String, removing: String, adding: String, fromFirstLine: Bool) -> String {
        guard !removing.isEmpty || !adding.isEmpty else { return text }
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.enumerated().map { index, line in
            guard !line.isEmpty else { return "" }
            let stripped = line.hasPrefix(removing) ? String(line.dropFirst(removing.count)) : line
            return (index > 0 || fromFirstLine ? adding : "") + stripped
        }.joined(separator: "\n")
    }

    static func escapeHTML(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
