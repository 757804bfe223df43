/// How a theme file's scalar reads as one `{group.key}` reference: the one reading the decoder and the
/// editor features (`EditorIndex`) share.
public enum WrittenReference: Sendable, Hashable {
    /// `{group.key}`, split at the first dot (the group may be unknown: the caller says so).
    case parts(group: String, key: String)
    /// Between braces but not `group.key`: no dot, or nothing before or after it.
    case malformed

    /// The reference `text` is written as, or `nil` when it is not one reference (no braces around it, or
    /// braces inside, as in `{dimensions.s} {dimensions.m}`).
    public static func read(_ text: some StringProtocol) -> WrittenReference? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 else { return nil }
        let body = text.dropFirst().dropLast()
        guard !body.contains("{"), !body.contains("}") else { return nil }
        guard let dot = body.firstIndex(of: "."), dot != body.startIndex, body.index(after: dot) != body.endIndex else { return .malformed }
        return .parts(group: String(body[..<dot]), key: String(body[body.index(after: dot)...]))
    }

    /// The key referred to, when the group is one ThemeGen has.
    public var reference: KeyReference? {
        guard case .parts(let group, let key) = self, let known = TokenGroup(rawValue: group) else { return nil }
        return KeyReference(group: known, key: key)
    }
}
