/// A theme from the resolutions of its appearances: every token resolved, decoded and placed in its group.
extension DesignTokenLoader {
    /// A theme from the token lists of each appearance (the first is the default one, `light`): colours,
    /// and the colours of shadows and gradients, take their variants from the appearances; every other
    /// value is the default appearance's (another appearance's different value is a warning).
    mutating func theme(named name: String, at location: SourceLocation, appearances: [(name: String, lists: [DesignTokenSource])]) -> ThemeDeclaration? {
        var decoder = DesignTokenValueDecoder(units: units)
        guard let (baseName, baseLists) = appearances.first else { return nil }
        // The default appearance's set resolves every token; the others, those the default appearance generates.
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
            let decoded: DeclaredValue?
            switch resolved.type {
            case .color: decoded = appearanceColor(token, base: resolved, otherSets: &otherSets, decoder: &decoder)
            case .shadow, .gradient: decoded = appearanceComposite(token, base: resolved, baseName: baseName, otherSets: &otherSets, decoder: &decoder)
            default: decoded = defaultAppearanceValue(token, base: resolved, baseName: baseName, otherSets: &otherSets, decoder: &decoder)
            }
            guard let value = decoded else { continue }
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
        guard let light = decoder.color(base.value, DesignTokenValueDecoder.valueName(of: token)) else { return nil }
        // Each context's colour, in the order of `appearanceContexts` (light first).
        var variants: [RGBA?] = [light, nil, nil, nil]
        for position in sets.indices {
            guard let index = sets[position].set.index(of: token.dottedPath), let resolved = sets[position].set.resolve(index) else { continue }
            guard let color = decoder.color(resolved.value, DesignTokenValueDecoder.valueName(of: token, context: sets[position].name)) else { return nil }
            if let slot = Self.appearanceContexts.firstIndex(of: sets[position].name) { variants[slot] = color }
        }
        return .color(.concrete(ThemeColor(light: light, appearances: variants)))
    }

    /// A token of a type without appearance variants: its value in the default appearance. A different
    /// value in another appearance is not used, and says so with a warning at the token there.
    mutating func defaultAppearanceValue(_ token: DesignToken, base: DesignTokenSet.Resolved, baseName: String,
                                         otherSets sets: inout [(name: String, set: DesignTokenSet)],
                                         decoder: inout DesignTokenValueDecoder) -> DeclaredValue? {
        guard let value = decoder.value(base, of: token) else { return nil }
        for position in sets.indices {
            let name = sets[position].name
            // A value read from the same place (a file every appearance includes) is the same value.
            guard let index = sets[position].set.index(of: token.dottedPath), let resolved = sets[position].set.resolve(index),
                  resolved.type != base.type || resolved.value != base.value,
                  let variant = decoder.value(resolved, of: token, context: name), variant != value else { continue }
            log.warning("token \(token.pointer) has another value in the '\(name)' context than in '\(baseName)'; only colours, shadows and gradients have appearance variants, so the '\(baseName)' value is used", at: sets[position].set.tokens[index].location)
        }
        return value
    }

    /// A shadow or gradient token whose colours take their variants from the appearances. When anything
    /// else differs in another appearance, the default appearance's value is used as it is, with a
    /// warning at the token there.
    mutating func appearanceComposite(_ token: DesignToken, base: DesignTokenSet.Resolved, baseName: String,
                                      otherSets sets: inout [(name: String, set: DesignTokenSet)],
                                      decoder: inout DesignTokenValueDecoder) -> DeclaredValue? {
        guard let value = decoder.value(base, of: token) else { return nil }
        guard var variants = CompositeVariants(base: value) else { return value }
        for position in sets.indices {
            let name = sets[position].name
            guard let slot = Self.appearanceContexts.firstIndex(of: name),
                  let index = sets[position].set.index(of: token.dottedPath), let resolved = sets[position].set.resolve(index) else { continue }
            guard let variant = decoder.value(resolved, of: token, context: name) else { return nil }
            if let difference = variants.add(variant, slot: slot) {
                log.warning("\(difference.part) of token \(token.pointer) is \(difference.variant) in the '\(name)' context but \(difference.base) in '\(baseName)'; only colours have appearance variants, so the '\(baseName)' value is used, colours included", at: sets[position].set.tokens[index].location)
                return value
            }
        }
        return variants.merged
    }
}
