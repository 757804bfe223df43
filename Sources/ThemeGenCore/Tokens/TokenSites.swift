/// Where each DTCG token and group of a load is defined, by its path: what an editor's go to definition
/// and hover follow from an alias (`{color.brand.primary}`), a `$ref` pointer (`#/color/brand/primary`)
/// or `$extends`. A path defined in several files (each context of a resolver, a later file replacing an
/// earlier one) has every definition, in path order. A resolver's own pointers (`#/sets/base`,
/// `#/modifiers/brand`) name its sets and modifiers, in its own file.
public struct TokenSites: Sendable {
    private var locations: [TokenPath: [SourceLocation]] = [:]
    private var tokens: Set<TokenPath> = []
    /// Each resolver's named members (`sets.base`, `modifiers.brand`), by the resolver's path.
    private var resolverMembers: [String: [TokenPath: SourceLocation]] = [:]

    /// No sites: a load without token documents.
    public init() {}

    /// Records the tokens and groups of one token document (a token file, or each set of Tokens
    /// Studio's single-file export), or a resolver's sets and modifiers; a resolver's inline tokens are
    /// not recorded.
    mutating func record(_ document: DesignTokenLoader.Document) {
        switch document.content {
        case .tokens(let source): record(source)
        case .tokensStudioFile(let file):
            for set in file.sets { record(set.source) }
        case .resolver(let root): recordMembers(of: root, resolver: document.path)
        case .tokensStudioThemes, .tokensStudioMetadata: break
        }
    }

    /// The members of a resolver's objects (`sets`, `modifiers`, `$defs`), each by its two names.
    private mutating func recordMembers(of root: Node, resolver path: String) {
        var members: [TokenPath: SourceLocation] = [:]
        for section in root.entries ?? [] {
            for member in section.value.entries ?? [] {
                members[TokenPath(group: [section.key], name: member.key)] = member.keyLocation
            }
        }
        resolverMembers[path] = members
    }

    private mutating func record(_ source: DesignTokenSource) {
        for token in source.tokens {
            let path = TokenPath(group: token.group, name: token.name)
            locations[path, default: []].append(token.location)
            tokens.insert(path)
        }
        for group in source.groups {
            guard let path = TokenPath(segments: group.path[...]) else { continue }
            locations[path, default: []].append(group.location)
        }
    }

    /// Every token's path as an alias writes it (`color.brand.primary`), sorted: what an alias may name.
    public var tokenPaths: [String] {
        tokens.map(\.dotted).sorted()
    }

    /// Where the token or group that `written` names is defined: an alias as the token reader reads one
    /// (`{color.brand.primary}`, Style Dictionary's `{color.brand.primary.value}`), or a JSON Pointer
    /// (`#/color/brand/primary`, or into its value: `#/color/brand/primary/$value`) — in a resolver, a
    /// pointer to its own set or modifier — written in the file at `path`; none when it names nothing
    /// the load defines.
    public func definitions(ofWritten written: String, inFile path: String) -> [SourceLocation] {
        if written.hasPrefix("#"), let members = resolverMembers[path] {
            guard let segments = JSONPointer.segments(written), segments.count == 2 else { return [] }
            return members[TokenPath(group: [segments[0]], name: segments[1])].map { [$0] } ?? []
        }
        if let dotted = DesignTokenSet.aliasPath(written) { return TokenPath.aliased(dotted) { locations[$0] } ?? [] }
        guard let segments = JSONPointer.segments(written) else { return [] }
        return TokenPath.longestPrefix(of: segments) { locations[$0] }?.found ?? []
    }
}
