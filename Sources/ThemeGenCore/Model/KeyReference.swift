/// A key of one group of a theme, as a value refers to it: `colors.primary`, `dimensions.spacing.m`.
public struct KeyReference: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var group: TokenGroup
    public var key: String

    public init(group: TokenGroup, key: String) {
        self.group = group
        self.key = key
    }

    /// `colors.primary`, as references are written between braces.
    public var description: String { "\(group.rawValue).\(key)" }

    public static func < (lhs: KeyReference, rhs: KeyReference) -> Bool {
        (lhs.group.rawValue, lhs.key) < (rhs.group.rawValue, rhs.key)
    }
}
