/// What a theme file says about a key besides its values: a description for the generated doc comment,
/// and whether the key is deprecated (DTCG's `$description` and `$deprecated`).
public struct KeyDocumentation: Sendable, Hashable {
    /// The description, as written (it may span lines).
    public var summary: String?
    /// `nil` when the key is not deprecated; otherwise the message (empty when none is given).
    public var deprecationMessage: String?

    /// Creates a key's documentation.
    public init(summary: String? = nil, deprecationMessage: String? = nil) {
        self.summary = summary
        self.deprecationMessage = deprecationMessage
    }
}
