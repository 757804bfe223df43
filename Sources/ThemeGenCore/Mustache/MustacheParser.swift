/// Builds the node tree from tokens: sections, parents and blocks hold their children.
struct MustacheParser {
    typealias Token = MustacheTokenizer.Token

    let tokenizer: MustacheTokenizer

    func parse() throws(MustacheError) -> [MustacheNode] {
        let tokens = try tokenizer.tokenize()
        var position = 0
        return try parseNodes(tokens, &position, closing: nil, depth: 0)
    }

    /// Parses until the close tag of `closing` (or the end when `closing` is `nil`), `depth` sections,
    /// parents and blocks deep.
    private func parseNodes(_ tokens: [Token], _ position: inout Int, closing: Token?, depth: Int) throws(MustacheError) -> [MustacheNode] {
        if let closing, depth > MustacheTemplate.maximumDepth {
            throw tokenizer.error("sections nest deeper than \(MustacheTemplate.maximumDepth) levels here", at: closing.range.lowerBound)
        }
        var nodes: [MustacheNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .text:
                if !token.isRemoved, !token.range.isEmpty { nodes.append(.text(Array(tokenizer.bytes[token.range]))) }
            case .variable, .unescaped:
                nodes.append(.variable(name(token), escaped: token.kind == .variable))
            case .comment, .delimiters:
                break
            case .close:
                guard let closing else {
                    throw tokenizer.error("'{{/\(token.content)}}' closes nothing", at: token.range.lowerBound)
                }
                guard closing.content == token.content else {
                    throw tokenizer.error("'{{/\(token.content)}}' does not close \(quoted: closing.content)", at: token.range.lowerBound)
                }
                return nodes
            case .section, .inverted:
                let children = try parseNodes(tokens, &position, closing: token, depth: depth + 1)
                nodes.append(.section(name(token), children: children, inverted: token.kind == .inverted))
            case .partial:
                let (partial, dynamic) = dynamicName(token)
                nodes.append(.partial(partial, dynamic: dynamic, indentation: String(decoding: token.indentation, as: UTF8.self)))
            case .parent:
                let children = try parseNodes(tokens, &position, closing: token, depth: depth + 1)
                let blocks = children.compactMap { node -> MustacheNode.Block? in
                    if case .block(let block) = node { return block }
                    return nil
                }
                let (parent, dynamic) = dynamicName(token)
                let indentation = token.isStandalone ? String(decoding: token.indentation, as: UTF8.self) : ""
                nodes.append(.parent(parent, dynamic: dynamic, blocks: blocks, indentation: indentation))
            case .block:
                let children = try parseNodes(tokens, &position, closing: token, depth: depth + 1)
                nodes.append(
                    .block(
                        .init(
                            name: token.content, location: tokenizer.location(of: token.range.lowerBound), children: children,
                            indentation: blockIndentation(token), isStandalone: token.isStandalone)))
            }
        }
        if let closing {
            throw tokenizer.error("'{{\(Self.sigil(closing.kind))\(closing.content)}}' is never closed", at: closing.range.lowerBound)
        }
        return nodes
    }

    private func name(_ token: Token) -> MustacheName {
        MustacheName(token.content, at: tokenizer.location(of: token.range.lowerBound))
    }

    /// A standalone block's content indentation (its first line's), or the white space before an inline tag.
    private func blockIndentation(_ token: Token) -> [UInt8] {
        let bytes = tokenizer.bytes
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        if token.isStandalone, let lineEnd = token.lineEnd {
            return Array(bytes[lineEnd...].prefix(while: isBlank))
        }
        let start = token.range.lowerBound
        let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let before = bytes[lineStart..<start]
        return before.allSatisfy(isBlank) ? Array(before) : []
    }

    /// `{{>*name}}` names its partial through the value of `name`.
    private func dynamicName(_ token: Token) -> (MustacheName, Bool) {
        let location = tokenizer.location(of: token.range.lowerBound)
        guard token.content.hasPrefix("*") else { return (MustacheName(token.content, at: location), false) }
        let text = token.content.dropFirst().drop { $0 == " " || $0 == "\t" }
        return (MustacheName(String(text), at: location), true)
    }

    private static func sigil(_ kind: Token.Kind) -> String {
        switch kind {
        case .section: "#"
        case .inverted: "^"
        case .parent: "<"
        case .block: "$"
        default: ""
        }
    }
}
