/// How `themegen generate` shapes the generated code. (The type prefix is the theme set's: it is
/// given when the themes are loaded, because Swift names are decided then.)
public struct GeneratorOptions: Sendable, Equatable {
    /// The access level of the generated declarations.
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `internal`, `public`, `package`
    }

    /// Where the runtime the generated code uses comes from.
    public enum Runtime: String, Sendable, CaseIterable {
        /// The ThemeGenKit library, which the target depends on: the file holds only what the themes
        /// define.
        case library
        /// ThemeGenKit's source, written into the file after the themes: one self-contained file that
        /// needs nothing else, for a target that adds no dependency.
        case embedded
    }

    /// The access level (default `internal`).
    public var access: AccessLevel
    /// Where the runtime comes from (default `library`).
    public var runtime: Runtime
    /// Whether the generated `Theme` can carry over-the-air overrides (`ThemeOverrides`,
    /// `selection.apply(_:)`; default `false`). A theme that can holds a reference: copying one counts
    /// references and every lookup checks the overrides, so an app that applies none leaves them off.
    public var overrides: Bool

    /// What goes before a declaration for its access level: `""`, `"public "` or `"package "`.
    var accessModifier: String { access == .internal ? "" : access.rawValue + " " }

    /// Creates options.
    public init(access: AccessLevel = .internal, runtime: Runtime = .library, overrides: Bool = false) {
        self.access = access
        self.runtime = runtime
        self.overrides = overrides
    }
}
