/// A key of one token group and the Swift name generated for it.
public struct TokenKey: Sendable, Hashable {
    /// The key as written in the theme files; the raw value of the generated key enum's case.
    public var key: String
    /// The key enum's case name (`buttonPrimaryTitle`).
    public var swiftName: SwiftName
    /// The nested groups the key is in (`["button", "primary"]`); empty for a member of the group itself.
    public var groupPath: [String]
    /// The member name in its group's struct: `title` in `colors.button.primary`; for a key of the group
    /// itself, `swiftName`.
    public var memberName: SwiftName
    /// Where the key is first defined.
    public var location: SourceLocation
    /// What the theme that first defines the key says about it, if anything.
    public var documentation: KeyDocumentation?
}

/// A group's struct (`Colors`) or a nested group's (`ButtonPrimaryColors` for `colors.button.primary`):
/// the keys directly in it and the nested groups it leads to.
public struct KeyGroupNode: Sendable, Hashable {
    /// A nested group reached from this one: the member that leads to it and its index among the nodes.
    public struct Subgroup: Sendable, Hashable {
        public var memberName: SwiftName
        public var node: Int
    }

    /// The keys of the nested groups leading here; empty for the group itself.
    public var path: [String]
    /// The first key in it or below it, as an index into the group's keys (where the group is first
    /// written, for messages); `nil` for the group itself.
    public var firstKey: Int?
    /// The struct's name.
    public var typeName: SwiftName
    /// The keys directly in it, as indices into the group's keys, in their order.
    public var members: [Int]
    /// The nested groups directly in it, in order of their first key.
    public var subgroups: [Subgroup]
}

/// A `values` key, which becomes an enum type whose cases are every value any theme gives it.
public struct ValueType: Sendable, Hashable {
    /// One case: the value as written and its case name.
    public struct Case: Sendable, Hashable {
        public var rawValue: String
        public var swiftName: SwiftName
        /// Where the value is first used.
        public var location: SourceLocation
    }

    /// The key this type is for.
    public var key: TokenKey
    /// The type name (`statusBarStyle` → `StatusBarStyle`).
    public var typeName: SwiftName
    /// The cases, in order of first use.
    public var cases: [Case]
}

/// Everything the inputs define, validated and resolved: the model that code generation renders.
public struct ThemeSet: Sendable, Hashable {
    /// The themes, in input order (files sorted by path, then declaration order).
    public var themes: [Theme]
    /// The index in `themes` of the theme used when nothing (or an unknown id) is stored.
    public var defaultThemeIndex: Int
    /// The UserDefaults key the selected theme's id is stored under.
    public var storageKey: String
    /// Each group's keys, in order of first definition (`keys(of:)`); a `values` key's are also in
    /// `valueTypes`.
    public var groupKeys: [TokenGroup: [TokenKey]]
    /// The value keys and the enum each becomes.
    public var valueTypes: [ValueType]
    /// Each group's structs: the group's own first, then its nested groups in order of their first key
    /// (`nodes(of:)`).
    public var groupNodes: [TokenGroup: [KeyGroupNode]]
    /// The input files, as given to the loader (sorted).
    public var inputs: [String]
    /// The prefix of the generated type names, given when the set was loaded (value types carry it).
    public var typePrefix: String
    /// The contrast pairs below their minimum, theme by theme, each also reported as a warning.
    public var contrastFindings: [ContrastFinding]

    /// The default theme.
    public var defaultTheme: Theme { themes[defaultThemeIndex] }

    /// The keys of `group`, in order of first definition; none for a group no theme defines.
    public func keys(of group: TokenGroup) -> [TokenKey] {
        groupKeys[group] ?? []
    }

    /// The structs of `group`: its own first, then its nested groups'.
    public func nodes(of group: TokenGroup) -> [KeyGroupNode] {
        groupNodes[group] ?? []
    }
}
