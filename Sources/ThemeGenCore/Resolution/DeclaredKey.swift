/// A key a theme declares, as it is kept once the theme's values are resolved: what completeness,
/// naming and the style sheet still ask of it, without the declared value, which is resolved (or
/// reported as broken) by then.
struct DeclaredKey: Sendable, KeyDeclaring {
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
        isStyleSheetDerived = declaration.isStyleSheetDerived
    }

    /// The key of a token defined where its theme declares it, at the top of its group.
    init<Value>(_ token: Token<Value>) {
        key = token.key
        groupPath = []
        location = token.location
        isStyleSheetDerived = false
    }

    /// Whether `keys` are exactly the keys of `tokens`, as `init(_:)` makes them from a token.
    static func areTheKeys<Value>(of tokens: [Token<Value>], _ keys: [some KeyDeclaring]) -> Bool {
        guard keys.count == tokens.count else { return false }
        // By index, field by field: neither a declaration nor a token is copied whole.
        for index in keys.indices {
            guard keys[index].key == tokens[index].key, keys[index].groupPath.isEmpty, !keys[index].isStyleSheetDerived,
                keys[index].location == tokens[index].location
            else { return false }
        }
        return true
    }
}

/// What completeness, naming and the style sheet ask of a declared key: a `TokenDeclaration` while its
/// theme is resolved, a `DeclaredKey` once it is.
protocol KeyDeclaring: Keyed {
    /// The nested groups the key is in, outermost first.
    var groupPath: [String] { get }
    var location: SourceLocation { get }
    /// Whether it is a style-sheet key to derive by the SDK's rules.
    var isStyleSheetDerived: Bool { get }
}

extension TokenDeclaration: KeyDeclaring {
    var isStyleSheetDerived: Bool {
        if case .styleSheetDerived = value { return true }
        return false
    }
}
