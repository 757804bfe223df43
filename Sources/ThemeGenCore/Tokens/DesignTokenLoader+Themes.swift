/// A theme from the resolutions of its appearances: every token resolved, decoded and placed in its group.
extension DesignTokenLoader {
    /// A theme from the token lists of each appearance (the first is the default one, `light`): colours,
    /// and the colours of shadows and gradients, take their variants from the appearances; every other
    /// value is the default appearance's (another appearance's different value is a warning).
    ///
    /// The appearances are resolved one after another, each set freed before the next is made. The
    /// request's lists are taken, leaving it none: when it held the only reference to them, each
    /// appearance's tokens are freed once it is done.
    mutating func theme(_ request: inout ThemeRequest) -> ThemeDeclaration? {
        var remaining: [(name: String, lists: [DesignTokenSource])] = []
        swap(&remaining, &request.appearances)
        guard !remaining.isEmpty else { return nil }
        var decoder = DesignTokenValueDecoder(units: units)
        let baseName = remaining[0].name
        var drafts: [ThemeTokenDraft]
        let defaultPaths: Dictionary<TokenPath, Int>.Keys
        do {
            var lists: [DesignTokenSource] = []
            swap(&lists, &remaining[0].lists)
            var base = DesignTokenSet(merging: consume lists)
            drafts = defaultAppearanceDrafts(&base, decoder: &decoder)
            defaultPaths = base.paths
            log.append(contentsOf: base.diagnostics)
        }
        for position in remaining.indices.dropFirst() {
            var lists: [DesignTokenSource] = []
            swap(&lists, &remaining[position].lists)
            var set = DesignTokenSet(merging: consume lists)
            let appearanceName = remaining[position].name
            add(appearanceName, &set, to: &drafts, baseName: baseName, decoder: &decoder)
            for token in set.tokens where !defaultPaths.contains(token.tokenPath) {
                log.error("token \(token.pointer) has a value in the \(quoted: appearanceName) context but none in \(quoted: baseName); every token needs a value in the default appearance", at: token.location)
            }
            log.append(contentsOf: set.diagnostics)
        }
        log.append(contentsOf: decoder.log.diagnostics)
        return declaration(named: request.name, at: request.location, drafts)
    }

    /// Every generated token of the default appearance that resolves and decodes, in order.
    private mutating func defaultAppearanceDrafts(_ base: inout DesignTokenSet, decoder: inout DesignTokenValueDecoder) -> [ThemeTokenDraft] {
        var drafts: [ThemeTokenDraft] = []
        drafts.reserveCapacity(base.tokens.count)
        for index in base.tokens.indices {
            let token = base.tokens[index]
            guard token.isGenerated, let resolved = base.resolve(index) else { continue }
            // Every value of the token, colours and their variants too, is read in its dialect.
            decoder.dialect = token.dialect
            guard let value = decoder.value(resolved, of: token),
                let placement = DesignTokenKeys.placement(of: token.path, type: resolved.type)
            else { continue }
            let variants: ThemeTokenDraft.Variants
            switch (resolved.type, value) {
            case (.color, .color(.literal(let light))): variants = .color(AppearanceColor(light: light))
            case (.shadow, _), (.gradient, _): variants = CompositeVariants(base: value).map(ThemeTokenDraft.Variants.composite) ?? .settled
            default: variants = .single(resolved.value)
            }
            drafts.append(ThemeTokenDraft(token, type: resolved.type, placement: placement, value: value, variants: variants))
        }
        return drafts
    }

    /// Adds the appearance `name`, whose set is `set`, to the drafts: a colour's variant, a shadow's or
    /// gradient's colours; any other value that differs from the default appearance's is not used, and
    /// says so with a warning at the token there.
    private mutating func add(
        _ name: String, _ set: inout DesignTokenSet, to drafts: inout [ThemeTokenDraft], baseName: String,
        decoder: inout DesignTokenValueDecoder
    ) {
        let slot = TokenModifierRoles.appearanceNames.firstIndex(of: name)
        for position in drafts.indices {
            guard let index = set.index(of: drafts[position].path) else { continue }
            let token = set.tokens[index]
            decoder.dialect = drafts[position].dialect
            switch drafts[position].variants {
            case .color(var themeColor):
                guard let resolved = set.resolve(index) else { continue }
                guard let color = decoder.variantColor(resolved, of: token, context: name) else {
                    drafts[position].variants = .dropped
                    continue
                }
                guard let slot else { continue }
                themeColor.set(color, slot: slot)
                drafts[position].variants = .color(themeColor)
            case .composite(var composite):
                guard let slot, let resolved = set.resolve(index) else { continue }
                guard let variant = decoder.value(resolved, of: token, context: name) else {
                    drafts[position].variants = .dropped
                    continue
                }
                if let difference = composite.add(variant, slot: slot) {
                    log.warning("\(difference.part) of token \(token.pointer) is \(difference.variant) in the \(quoted: name) context but \(difference.base) in \(quoted: baseName); only colours have appearance variants, so the \(quoted: baseName) value is used, colours included", at: token.location)
                    drafts[position].variants = .settled
                } else {
                    drafts[position].variants = .composite(composite)
                }
            case .single(let baseValue):
                // A value read from the same place (a file every appearance includes) is the same value.
                guard let resolved = set.resolve(index), resolved.type != drafts[position].type || resolved.value != baseValue,
                    let variant = decoder.value(resolved, of: token, context: name), variant != drafts[position].value
                else { continue }
                log.warning("token \(token.pointer) has another value in the \(quoted: name) context than in \(quoted: baseName); only colours, shadows and gradients have appearance variants, so the \(quoted: baseName) value is used", at: token.location)
            case .settled, .dropped:
                continue
            }
        }
    }

    /// The theme's declaration: each draft that is not left out, in order, placed in its group; two
    /// tokens that become the same key are an error.
    private mutating func declaration(named name: String, at location: SourceLocation, _ drafts: [ThemeTokenDraft]) -> ThemeDeclaration {
        var declaration = ThemeDeclaration(name: name, location: location)
        var placed: [DesignTokenKeys.Placement: Int] = [:]
        placed.reserveCapacity(drafts.count)
        for (position, draft) in drafts.enumerated() {
            guard let value = draft.declaredValue else { continue }
            let placement = draft.placement
            if let earlier = placed[placement] {
                log.error("tokens \(drafts[earlier].pointer) and \(draft.pointer) both become \(placement.group.noun) \(quoted: placement.key); rename one", at: draft.location)
                continue
            }
            placed[placement] = position
            if let documentation = draft.documentation {
                declaration.documentation[placement.group, default: [:]][placement.key] = documentation
            }
            declaration.tokens[placement.group, default: []].append(
                TokenDeclaration(key: placement.key, groupPath: placement.groupPath, location: draft.location, value: value))
        }
        return declaration
    }
}
