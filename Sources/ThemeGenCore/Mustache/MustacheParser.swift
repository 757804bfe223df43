import Foundation

/// Builds the node tree from tokens: sections, parents and blocks hold their children.
struct MustacheParser {
    typealias Token = MustacheTokenizer.Token

    let tokenizer: MustacheTokenizer

    func parse() throws(MustacheError) -> [MustacheNode] {
        let tokens = try tokenizer.tokenize()
        var position = 0
        let nodes = try parseNodes(tokens, &position, closing: nil)
        return nodes
    }

    /// Parses until the close tag of `closing` (or the end when `closing` is `nil`).
    private func parseNodes(_ tokens: [Token], _ position: inout Int, closing: Token?) throws(MustacheError) -> [MustacheNode] {
        var nodes: [MustacheNode] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            switch token.kind {
            case .text:
                if !token.content.isEmpty { nodes.append(.text(token.content)) }
            case .variable, .unescaped:
                nodes.append(.variable(name: token.content, escaped: token.kind == .variable))
            case .comment, .delimiters:
                break
            case .close:
                guard let closing else {
                    throw tokenizer.error("'{{/\(token.content)}}' closes nothing", at: token.start)
                }
                guard closing.content == token.content else {
                    throw tokenizer.error("'{{/\(token.content)}}' does not close '\(closing.content)'", at: token.start)
                }
                return nodes
            case .section, .inverted:
                let children = try parseNodes(tokens, &position, closing: token)
                nodes.append(.section(name: token.content, children: children, inverted: token.kind == .inverted))
            case .partial:
                let (name, dynamic) = Self.dynamicName(token.content)
                nodes.append(.partial(name: name, dynamic: dynamic, indentation: token.indentation))
            case .parent:
                let children = try parseNodes(tokens, &position, closing: token)
                let blocks = children.compactMap { node -> MustacheNode.Block? in
                    if case .block(let block) = node { return block }
                    return nil
                }
                let (name, dynamic) = Self.dynamicName(token.content)
                nodes.append(.parent(name: name, dynamic: dynamic, blocks: blocks, indentation: token.isStandalone ? token.indentation : ""))
            case .block:
                let children = try parseNodes(tokens, &position, closing: token)
                nodes.append(.block(.init(name: token.content, children: children,
                                          indentation: blockIndentation(token), isStandalone: token.isStandalone)))
            }
        }
        if let closing {
            throw tokenizer.error("'{{\(Self.sigil(closing.kind))\(closing.content)}}' is never closed", at: closing.start)
        }
        return nodes
    }

    /// A standalone block's content indentation (its first line's), or the white space before an inline tag.
    private func blockIndentation(_ token: Token) -> String {
        let template = tokenizer.template
        if token.isStandalone, let lineEnd = token.lineEnd {
            return String(template[lineEnd...].prefix { $0 == " " || $0 == "\t" })
        }
        let scalars = template.unicodeScalars
        let lineStart = scalars[..<token.start].lastIndex(of: "\n").map { scalars.index(after: $0) } ?? template.startIndex
        let before = template[lineStart..<token.start]
        return before.allSatisfy { $0 == " " || $0 == "\t" } ? String(before) : ""
    }

    private static func dynamicName(_ content: String) -> (String, Bool) {
        guard content.hasPrefix("*") else { return (content, false) }
        return (String(content.dropFirst()).trimmingCharacters(in: .whitespaces), true)
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
