/// Where each DTCG token and group of a load is defined, by its path: what an editor's go to definition
/// and hover follow from an alias (`{color.brand.primary}`), a `$ref` pointer (`#/color/brand/primary`)
/// or `$extends`. A path defined in several files (each context of a resolver, a later file replacing an
/// earlier one) has every definition, in path order.
public struct TokenSites: Sendable {
    private var locations: [TokenPath: [SourceLocation]] = [:]
    private var tokens: Set<TokenPath> = []

    /// No sites: a load without token documents.
    public init() {}

    /// Records the tokens and groups of one token document (a token file, or each set of Tokens
    /// Studio's single-file export); a resolver's inline tokens are not recorded.
    mutating func record(_ document: DesignTokenLoader.Document) {
        switch document.content {
        case .tokens(let source): record(source)
        case .tokensStudioFile(let file):
            for set in file.sets { record(set.source) }
        case .resolver, .tokensStudioThemes, .tokensStudioMetadata: break
        }
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
    /// (`#/color/brand/primary`, or into its value: `#/color/brand/primary/$value`); none when it names
    /// nothing the load defines.
    public func definitions(ofWritten written: String) -> [SourceLocation] {
        if let dotted = DesignTokenSet.aliasPath(written) {
            if let found = locations[TokenPath(dotted: dotted)] { return found }
            if dotted.hasSuffix(".value") { return locations[TokenPath(dotted: dotted.dropLast(".value".count))] ?? [] }
            return []
        }
        guard let segments = JSONPointer.segments(written) else { return [] }
        // The longest leading part of the pointer that is defined, as the token reader follows a `$ref`.
        for count in stride(from: segments.count, through: 1, by: -1) {
            if let path = TokenPath(segments: segments.prefix(count)), let found = locations[path] { return found }
        }
        return []
    }
}
