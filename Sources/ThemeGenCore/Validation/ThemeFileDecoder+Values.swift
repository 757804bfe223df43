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

/// Opacities.
extension ThemeFileDecoder {
    /// An opacity: a number from 0 to 1, or a percentage (`50%`) (`OpacitySyntax`).
    mutating func decodeOpacity(_ node: Node, _ what: @autoclosure () -> String) -> Double? {
        let value: Double
        if let number = reader.numberIfWrittenAsOne(node) {
            value = number
        } else if case .scalar(let text, let kind) = node.content, kind == .plain || kind == .string, CSSNumber.parse(text) == nil {
            guard let fraction = CSSNumber.percentage(text) else {
                reader.log.error(OpacitySyntax.notAnOpacity(text, what()), at: node.location)
                return nil
            }
            value = fraction
        } else {
            // A number in quotes, or not a scalar: reported with the reader's advice.
            guard let number = reader.number(node, what()) else { return nil }
            value = number
        }
        if let problem = OpacitySyntax.problem(with: value, what()) {
            reader.log.error(problem, at: node.location)
            return nil
        }
        return value
    }
}
