/// A key a theme declares, as it is kept once the theme's values are resolved: what completeness,
/// naming and the style sheet still ask of it, without the declared value, which is resolved (or
/// reported as broken) by then.
struct DeclaredKey: Sendable {
    let key: String
    /// The nested groups the key is in, outermost first.
    let groupPath: [String]
    let location: SourceLocation
    /// Whether it is a style-sheet key to derive by the SDK's rules (`DeclaredValue.styleSheetDerived`).
    let isStyleSheetDerived: Bool

    init(_ declaration: TokenDeclaration) {
        key = declaration.key
        groupPath = declaration.groupPath
        location = declaration.location
        if case .styleSheetDerived = declaration.value {
            isStyleSheetDerived = true
        } else {
            isStyleSheetDerived = false
        }
    }

    /// The key of a token defined where its theme declares it, at the top of its group.
    init<Value>(_ token: Token<Value>) {
        key = token.key
        groupPath = []
        location = token.location
        isStyleSheetDerived = false
    }

    /// Whether `keys` are exactly the keys of `tokens`, as `init(_:)` makes them from a token.
    static func areTheKeys<Value>(of tokens: [Token<Value>], _ keys: [DeclaredKey]) -> Bool {
        keys.count == tokens.count && zip(keys, tokens).allSatisfy { declared, token in
            declared.key == token.key && declared.groupPath.isEmpty && !declared.isStyleSheetDerived && declared.location == token.location
        }
    }

    /// The keys `theme` declares, group by group.
    static func keys(of theme: ThemeDeclaration) -> [TokenGroup: [DeclaredKey]] {
        theme.tokens.mapValues { $0.map(DeclaredKey.init) }
    }
}
