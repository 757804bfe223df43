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

    /// The keys `theme` declares, group by group.
    static func keys(of theme: ThemeDeclaration) -> [TokenGroup: [DeclaredKey]] {
        theme.tokens.mapValues { $0.map(DeclaredKey.init) }
    }
}
