/// `{group.key}` references, to the value's own group or, for lengths, to numbers and dimensions.
extension ThemeFileDecoder {
    /// A `{group.key}` reference, checked to point into `group`; `.invalid` for a malformed one (reported),
    /// `nil` when `node` is not a reference.
    mutating func reference(in node: Node, group: TokenGroup, what: @autoclosure () -> String) -> DeclaredValue? {
        switch crossGroupReference(in: node, allowed: [group], what: what()) {
        case .found(_, let reference)?: return .reference(reference)
        case .invalid?: return .invalid
        case nil: return nil
        }
    }

    enum ParsedReference {
        case found(TokenGroup, TokenReference)
        /// Written as a reference, but broken (reported).
        case invalid
    }

    /// `{group.key}` when `node` is written as a reference (`nil` when it is not), to a group among
    /// `allowed`; a malformed reference, an unknown group or a group not allowed is reported, naming both
    /// the type wanted and the type referred to.
    mutating func crossGroupReference(in node: Node, allowed: [TokenGroup], what: @autoclosure () -> String) -> ParsedReference? {
        guard case .scalar(let text, let kind) = node.content, kind == .plain || kind == .string, let written = WrittenReference.read(text) else {
            return nil
        }
        let example = allowed.first?.rawValue ?? "group"
        guard case .parts(let groupName, let key) = written else {
            reader.log.error("malformed reference \(quoted: text) in \(what()); write '{\(example).key}'", at: node.location)
            return .invalid
        }
        guard let target = TokenGroup(rawValue: groupName) else {
            let closest = Suggestions.closest(to: groupName, in: TokenGroup.allCases.map(\.rawValue))
            let message = ReferenceMessages.namesNothing(
                .reference, written: text, in: nil, target: "group", closest: closest.flatMap(TokenGroup.init(rawValue:)).map { $0.reference(to: key) })
            reader.log.error(message, at: node.location)
            return .invalid
        }
        guard allowed.contains(target) else {
            let wanted = allowed.count == 1 ? "another \(allowed[0].noun)" : allowed.map(\.nounWithArticle).joined(separator: " or ")
            reader.log.error("\(what()) can only refer to \(wanted), but \(quoted: text) refers to a \(target.noun)", at: node.location)
            return .invalid
        }
        return .found(target, TokenReference(key: key, location: node.location))
    }
}
