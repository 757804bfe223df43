/// A theme from the resolutions of its appearances: every token resolved, decoded and placed in its group.
extension DesignTokenLoader {
    /// A theme from the token lists of each appearance (the first is the default one, `light`): colours,
    /// and the colours of shadows and gradients, take their variants from the appearances; every other
    /// value is the default appearance's (another appearance's different value is a warning).
    ///
    /// Untraced, the appearances are resolved one after another, each set freed before the next is
    /// made. The request's lists are taken, leaving it none: when it held the only reference to them,
    /// each appearance's tokens are freed once it is done. `tracing`, the sets are kept in the theme's
    /// work, traced, for the next making of the theme; and given the `earlier` work of the last making,
    /// a token that resolves as it did there in every appearance, quietly, takes its draft from there.
    mutating func theme(
        _ request: inout ThemeRequest, tracing: Bool = false, reusing earlier: ThemeWork? = nil
    ) -> (declaration: ThemeDeclaration?, work: ThemeWork?) {
        var remaining: [(name: String, lists: [DesignTokenSource])] = []
        swap(&remaining, &request.appearances)
        guard !remaining.isEmpty else { return (nil, nil) }
        var decoder = DesignTokenValueDecoder(units: units)
        let baseName = remaining[0].name
        let earlier = earlier?.appearanceNames == remaining.map(\.name) ? earlier : nil
        var traced: [DesignTokenSet] = []
        if tracing {
            for position in remaining.indices {
                var lists: [DesignTokenSource] = []
                swap(&lists, &remaining[position].lists)
                traced.append(DesignTokenSet(merging: consume lists, tracing: true, reusing: earlier?.sets[position]))
            }
        }
        var drafts = ThemeDrafts(reusing: earlier.map { $0.reusableOutcomes(in: traced) })
        let defaultPaths: Dictionary<TokenPath, Int>.Keys
        if traced.isEmpty {
            var base = Self.set(takenFrom: &remaining[0].lists)
            defaultPaths = addDefaultAppearance(&base, to: &drafts, decoder: &decoder)
        } else {
            defaultPaths = addDefaultAppearance(&traced[0], to: &drafts, decoder: &decoder)
        }
        for position in remaining.indices.dropFirst() {
            let name = remaining[position].name
            if traced.isEmpty {
                var set = Self.set(takenFrom: &remaining[position].lists)
                add(name, &set, to: &drafts, baseName: baseName, defaultPaths: defaultPaths, decoder: &decoder)
            } else {
                add(name, &traced[position], to: &drafts, baseName: baseName, defaultPaths: defaultPaths, decoder: &decoder)
            }
        }
        log.append(contentsOf: decoder.log.diagnostics)
        let declaration = declaration(named: request.name, at: request.location, drafts.drafts)
        guard tracing else { return (declaration, nil) }
        let work = ThemeWork(
            appearanceNames: remaining.map(\.name), sets: traced, outcomes: drafts.outcomes(count: traced[0].tokens.count), tokensMade: drafts.madeCount)
        return (declaration, work)
    }

    /// The set of `lists`, taken (leaving none), so that the set holds the only references to them.
    private static func set(takenFrom lists: inout [DesignTokenSource]) -> DesignTokenSet {
        var taken: [DesignTokenSource] = []
        swap(&taken, &lists)
        return DesignTokenSet(merging: consume taken)
    }

    /// How many problems have been reported so far in making the theme: its own, the decoder's and
    /// the set's resolving `set`.
    private func reportCount(_ set: DesignTokenSet, _ decoder: DesignTokenValueDecoder) -> Int {
        log.diagnostics.count + decoder.log.diagnostics.count + set.reportCount
    }

    /// Adds every generated token of the default appearance that resolves and decodes, in order (taken
    /// from the last making where `drafts` reuses it, else made), and what resolving reported; the
    /// appearance's paths.
    private mutating func addDefaultAppearance(
        _ base: inout DesignTokenSet, to drafts: inout ThemeDrafts, decoder: inout DesignTokenValueDecoder
    ) -> Dictionary<TokenPath, Int>.Keys {
        drafts.reserveCapacity(base.tokens.count)
        for index in base.tokens.indices {
            if drafts.reuse(index) { continue }
            let token = base.tokens[index]
            guard token.isGenerated else { continue }
            let reported = reportCount(base, decoder)
            let draft = defaultAppearanceDraft(of: token, at: index, in: &base, decoder: &decoder)
            drafts.add(draft, from: index, quietly: reportCount(base, decoder) == reported)
        }
        log.append(contentsOf: base.diagnostics)
        return base.paths
    }

    /// The draft of `token`, at `index` in the default appearance's set, or `nil` when it does not
    /// resolve, decode or have a place.
    private func defaultAppearanceDraft(
        of token: DesignToken, at index: Int, in base: inout DesignTokenSet, decoder: inout DesignTokenValueDecoder
    ) -> ThemeTokenDraft? {
        guard let resolved = base.resolve(index) else { return nil }
        // Every value of the token, colours and their variants too, is read in its dialect.
        decoder.dialect = token.dialect
        guard let value = decoder.value(resolved, of: token),
            let placement = DesignTokenKeys.placement(of: token.path, type: resolved.type)
        else { return nil }
        let variants: ThemeTokenDraft.Variants
        switch (resolved.type, value) {
        case (.color, .color(.literal(let light))): variants = .color(AppearanceColor(light: light))
        case (.shadow, _), (.gradient, _): variants = CompositeVariants(base: value).map(ThemeTokenDraft.Variants.composite) ?? .settled
        default: variants = .single(resolved.value)
        }
        return ThemeTokenDraft(token, type: resolved.type, placement: placement, value: value, variants: variants)
    }

    /// Adds the appearance `name`, whose set is `set`, to the drafts made (not those reused): a colour's
    /// variant, a shadow's or gradient's colours; any other value that differs from the default
    /// appearance's is not used, and says so with a warning at the token there. A token of the set that
    /// the default appearance (of `defaultPaths`) lacks is left out with a warning; what resolving
    /// reported follows.
    private mutating func add(
        _ name: String, _ set: inout DesignTokenSet, to drafts: inout ThemeDrafts, baseName: String,
        defaultPaths: Dictionary<TokenPath, Int>.Keys, decoder: inout DesignTokenValueDecoder
    ) {
        let slot = TokenModifierRoles.appearanceNames.firstIndex(of: name)
        for position in drafts.madePositions {
            guard let index = set.index(of: drafts.drafts[position].path) else { continue }
            let reported = reportCount(set, decoder)
            add(name, slot: slot, at: index, in: &set, to: &drafts.drafts[position], baseName: baseName, decoder: &decoder)
            if reportCount(set, decoder) != reported { drafts.reported(at: position) }
        }
        // A token of this appearance alone has no value to show in the default one: left out, as a key
        // that only some themes define is.
        for token in set.tokens where token.isGenerated && !defaultPaths.contains(token.tokenPath) {
            log.warning(
                "token \(token.pointer) has a value in the \(quoted: name) context but none in \(quoted: baseName), the default appearance", at: token.location,
                consequence: "it is left out", fold: Diagnostic.Fold(kind: "only in the \(name) context", subject: token.pointer))
        }
        log.append(contentsOf: set.diagnostics)
    }

    /// Adds the value of the token at `index` in the appearance `name` (at `slot` of the appearances)
    /// to its draft.
    private mutating func add(
        _ name: String, slot: Int?, at index: Int, in set: inout DesignTokenSet, to draft: inout ThemeTokenDraft, baseName: String,
        decoder: inout DesignTokenValueDecoder
    ) {
        let token = set.tokens[index]
        decoder.dialect = draft.dialect
        switch draft.variants {
        case .color(var themeColor):
            guard let resolved = set.resolve(index) else { return }
            guard let color = decoder.variantColor(resolved, of: token, context: name) else {
                draft.variants = .dropped
                return
            }
            guard let slot else { return }
            themeColor.set(color, slot: slot)
            draft.variants = .color(themeColor)
        case .composite(var composite):
            guard let slot, let resolved = set.resolve(index) else { return }
            guard let variant = decoder.value(resolved, of: token, context: name) else {
                draft.variants = .dropped
                return
            }
            if let difference = composite.add(variant, slot: slot) {
                log.warning("\(difference.part) of token \(token.pointer) is \(difference.variant) in the \(quoted: name) context but \(difference.base) in \(quoted: baseName); only colours have appearance variants, so the \(quoted: baseName) value is used, colours included", at: token.location)
                draft.variants = .settled
            } else {
                draft.variants = .composite(composite)
            }
        case .single(let baseValue):
            // A value read from the same place (a file every appearance includes) is the same value.
            guard let resolved = set.resolve(index), resolved.type != draft.type || resolved.value != baseValue,
                let variant = decoder.value(resolved, of: token, context: name), variant != draft.value
            else { return }
            log.warning("token \(token.pointer) has another value in the \(quoted: name) context than in \(quoted: baseName); only colours, shadows and gradients have appearance variants, so the \(quoted: baseName) value is used", at: token.location)
        case .settled, .dropped:
            return
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
