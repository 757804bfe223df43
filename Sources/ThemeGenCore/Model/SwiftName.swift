/// A Swift identifier made from a name in a theme file.
public struct SwiftName: Hashable, Sendable {
    /// The identifier without backticks.
    public var identifier: String
    /// Whether declarations and references must wrap it in backticks (it is a keyword).
    public var needsBackticks: Bool

    /// Creates a name; `needsBackticks` is worked out from the keyword list.
    public init(_ identifier: String) {
        self.identifier = identifier
        self.needsBackticks = SwiftKeywords.needBackticks.contains(identifier)
    }

    /// The identifier as it must be written in a declaration (`` `default` ``, `solidBlue`).
    public var declaration: String { needsBackticks ? "`\(identifier)`" : identifier }
}
