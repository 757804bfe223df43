/// Plain strings and `values` entries.
extension ThemeFileDecoder {
    /// A plain string. An unquoted YAML boolean or number is refused rather than read as its text, as
    /// for `values`: `version: 1.10` would otherwise become "1.1".
    mutating func decodeString(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        let kind: String
        switch node.plainMeaning {
        case .boolean?: kind = "boolean"
        case .number?: kind = "number"
        default: return reader.string(node, what())
        }
        guard case .scalar(let text, _) = node.content else { return nil }
        reader.log.error("\(what()) is the YAML \(kind) \(Excerpt.of(text)); write \"\(Excerpt.of(text))\" in quotes to use it as a string", at: node.location)
        return nil
    }

    /// A `values` entry: a string naming an enum case. An unquoted YAML boolean or number is refused
    /// rather than read as its text, since the enum would then hold a case the author did not mean.
    mutating func decodeValue(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        let kind: String
        switch node.plainMeaning {
        case .boolean?: kind = "boolean"
        case .number?: kind = "number"
        default:
            guard let value = reader.string(node, what()) else { return nil }
            reader.checkVisible(value, "\(what()) \(quoted: value)", at: node.location)
            return value
        }
        guard case .scalar(let text, _) = node.content else { return nil }
        reader.log.error("\(what()) is the YAML \(kind) \(Excerpt.of(text)), but values name enum cases; write \"\(Excerpt.of(text))\" in quotes to use it as a case name", at: node.location)
        return nil
    }
}
