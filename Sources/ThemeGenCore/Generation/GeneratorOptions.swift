/// How `themegen generate` shapes the generated code. (The type prefix is the theme set's: it is
/// given when the themes are loaded, because Swift names are decided then.)
public struct GeneratorOptions: Sendable, Equatable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `internal`, `public`, `package`
    }

    /// The access level (default `internal`).
    public var access: AccessLevel

    /// Creates options.
    public init(access: AccessLevel = .internal) {
        self.access = access
    }
}
