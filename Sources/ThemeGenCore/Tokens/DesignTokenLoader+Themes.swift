/// A theme from the resolutions of its appearances: every token resolved, decoded and placed in its group.
extension DesignTokenLoader {
    /// A theme from the token lists of each appearance (the first is the default one, `light`): colours
    /// take their variants from the appearances; every other value is the default appearance's.
    mutating func theme(named name: String, at location: SourceLocation, appearances: [(name: String, lists: [DesignTokenSource])]) -> ThemeDeclaration? {
        var decoder = DesignTokenValueDecoder(units: units)
        guard let (baseName, baseLists) = appearances.first else { return nil }
        // The default appearance's set resolves every token; the others, only colours.
        var base = DesignTokenSet(merging: baseLists)
        var otherSets = appearances.dropFirst().map { (name: $0.name, set: DesignTokenSet(merging: $0.lists)) }
        var declaration = ThemeDeclaration(name: name, location: location)
        var placed: [DesignTokenKeys.Placement: DesignToken] = [:]
        placed.reserveCapacity(base.tokens.count)
        for index in base.tokens.indices {
            let token = base.tokens[index]
            guard token.isGenerated, let resolved = base.resolve(index) else { continue }
            // Every value of the token, colours and their variants too, is read in its dialect.
            decoder.dialect = token.dialect
            guard let value = resolved.type == .color
                ? appearanceColor(token, base: resolved, otherSets: &otherSets, decoder: &decoder)
                : decoder.value(resolved, of: token) else { continue }
            guard let placement = DesignTokenKeys.placement(of: token.path, type: resolved.type) else { continue }
            if let earlier = placed[placement] {
                log.error("tokens \(earlier.pointer) and \(token.pointer) both become \(placement.group.noun) '\(placement.key)'; rename one", at: token.location)
                continue
            }
            placed[placement] = token
            if token.description != nil || token.deprecated != nil {
                declaration.documentation[placement.group, default: [:]][placement.key] =
                    KeyDocumentation(summary: token.description, deprecationMessage: token.deprecated)
            }
            declaration.tokens[placement.group, default: []].append(
                TokenDeclaration(key: placement.key, groupPath: placement.groupPath, location: token.location, value: value))
        }
        for (appearanceName, set) in otherSets {
            for token in set.tokens where base.index(of: token.dottedPath) == nil {
                log.error("token \(token.pointer) has a value in the '\(appearanceName)' context but none in '\(baseName)'; every token needs a value in the default appearance", at: token.location)
            }
        }
        log.append(contentsOf: base.log.diagnostics)
        for (_, set) in otherSets { log.append(contentsOf: set.log.diagnostics) }
        log.append(contentsOf: decoder.log.diagnostics)
        return declaration
    }

    /// A colour token's variants: its value in each appearance's resolution (the default one's is `base`).
    func appearanceColor(_ token: DesignToken, base: DesignTokenSet.Resolved, otherSets sets: inout [(name: String, set: DesignTokenSet)],
                         decoder: inout DesignTokenValueDecoder) -> DeclaredValue? {
        func what() -> String { "the value of token \(token.pointer)" }
        guard let light = decoder.color(base.value, what()) else { return nil }
        // Each context's colour, in the order of `appearanceContexts` (light first).
        var variants: [RGBA?] = [light, nil, nil, nil]
        for position in sets.indices {
            guard let index = sets[position].set.index(of: token.dottedPath), let resolved = sets[position].set.resolve(index) else { continue }
            guard let color = decoder.color(resolved.value, "\(what()) in the '\(sets[position].name)' context") else { return nil }
            if let slot = Self.appearanceContexts.firstIndex(of: sets[position].name) { variants[slot] = color }
        }
        let color = ThemeColor(light: light, dark: variants[1], lightHighContrast: variants[2], darkHighContrast: variants[3])
        return .color(.concrete(color))
    }
}
