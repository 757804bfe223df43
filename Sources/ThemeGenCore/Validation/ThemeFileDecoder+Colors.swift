/// Colours in every form the theme format has: hex and CSS functions, components, variants, modifiers.
extension ThemeFileDecoder {
    mutating func decodeColor(_ node: Node, _ what: @autoclosure () -> String) -> ColorDeclaration? {
        if let entries = node.entries {
            switch mappingKind(entries, what()) {
            case .variants:
                return decodeVariants(node, what())
            case .components:
                break
            case .modified:
                return decodeModifiedColor(node, entries, what())
            case .mixed:
                return nil
            }
        }
        if let name = systemColorName(node) { return .concrete(name.fallback) }
        return literalColor(node, what()).map(ColorDeclaration.literal)
    }

    /// The platform colour a plain string names (`label`, `systemBlue`), or `nil`.
    func systemColorName(_ node: Node) -> SystemColorName? {
        guard case .scalar(let text, let kind) = node.content, kind == .plain || kind == .string else { return nil }
        return SystemColorName(named: text)
    }

    enum ColorMappingKind {
        case variants, components, modified, mixed
    }

    /// Whether a colour's mapping holds variants (`light`, `dark`), components (`red`, `green`,
    /// `blue`, `alpha`) or a modified colour (`ref` or `mix`): decided by its keys, never guessed. Keys of
    /// two kinds are an error, reported here.
    mutating func mappingKind(_ entries: [Node.Entry], _ what: @autoclosure () -> String) -> ColorMappingKind {
        if let modifier = entries.first(where: { Self.modifierKeys.contains($0.key) }) {
            guard let other = entries.first(where: { Self.variantKeys.contains($0.key) || ["red", "green", "blue"].contains($0.key) }) else { return .modified }
            reader.log.error("\(what()) mixes \(quoted: modifier.key) with \(quoted: other.key); a color is either modified ({ ref, alpha } or { mix, weight }), components or variants", at: other.keyLocation)
            return .mixed
        }
        guard let component = entries.first(where: { Self.componentKeys.contains($0.key) }) else { return .variants }
        guard let variant = entries.first(where: { Self.variantKeys.contains($0.key) }) else { return .components }
        reader.log.error("\(what()) mixes the variant \(quoted: variant.key) with the component \(quoted: component.key); give each variant its own components, as in 'light: { red: 1, green: 1, blue: 1 }'", at: variant.keyLocation)
        return .mixed
    }

    /// `{ ref: COLOR, alpha: A }` (another colour with alpha A) or `{ mix: [COLOR, COLOR], weight: W }`
    /// (W of the second, 0.5 when left out); each COLOR a literal or a reference.
    mutating func decodeModifiedColor(_ node: Node, _ entries: [Node.Entry], _ what: @autoclosure () -> String) -> ColorDeclaration? {
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if let base = fields["ref"] {
            reader.rejectUnknownKeys(entries, allowed: ["ref", "alpha"], in: what())
            guard let alphaNode = fields["alpha"] else {
                reader.log.error("\(what()) needs an 'alpha' from 0 to 1 for the color in 'ref'", at: node.location)
                return nil
            }
            let alpha = reader.number(alphaNode, "the alpha of \(what())", in: ValueRanges.colorComponent)
            guard let part = colorPart(base, "the color in 'ref' of \(what())"), let alpha else { return nil }
            return .withAlpha(part, alpha: alpha)
        }
        reader.rejectUnknownKeys(entries, allowed: ["mix", "weight"], in: what())
        guard let mixNode = fields["mix"], case .sequence(let items) = mixNode.content, items.count == 2 else {
            reader.log.error("'mix' of \(what()) must be a list of two colors, as in 'mix: [\"{colors.primary}\", \"#FFFFFF\"]'", at: fields["mix"]?.location ?? node.location)
            return nil
        }
        let weight = fields["weight"].map { reader.number($0, "the weight of \(what())", in: ValueRanges.colorComponent) } ?? 0.5
        guard let first = colorPart(items[0], "the first color mixed in \(what())"),
            let second = colorPart(items[1], "the second color mixed in \(what())"), let weight
        else { return nil }
        return .mix(first, second, weight: weight)
    }

    /// A colour as `{ red, green, blue, alpha }`, each from 0 to 1 (alpha 1 when left out).
    mutating func componentColor(_ node: Node, _ entries: [Node.Entry], _ what: @autoclosure () -> String) -> RGBA? {
        if let modifier = entries.first(where: { Self.modifierKeys.contains($0.key) }) {
            // `light: { mix: … }`: a variant is written out or referred to, never modified in place.
            reader.log.error("\(what()) cannot be a modified color (\(quoted: modifier.key)): a variant is a color written out or a reference; give the modified color a key of its own and refer to it", at: modifier.keyLocation)
            return nil
        }
        guard entries.contains(where: { Self.componentKeys.contains($0.key) }) else {
            // `shades: { light: { subtle: … } }`: a nested group under a variant's name.
            let keys = SchemaReader.list(entries.prefix(3).map(\.key))
            reader.log.error("\(what()) must be a color, not a group (\(keys)): \(Self.reservedColorKeysText) name a color's parts and cannot name nested groups; rename the group", at: node.location)
            return nil
        }
        reader.rejectUnknownKeys(entries, allowed: Self.componentKeys, in: what())
        guard ["red", "green", "blue"].allSatisfy({ key in entries.contains { $0.key == key } }) else {
            reader.log.error("\(what()) needs 'red', 'green' and 'blue', each \(ValueRanges.describe(ValueRanges.colorComponent)); 'alpha' may be left out", at: node.location)
            return nil
        }
        var values: [String: Double] = [:]
        var valid = true
        for entry in entries where Self.componentKeys.contains(entry.key) {
            if let value = reader.number(entry.value, "\(entry.key) of \(what())", in: ValueRanges.colorComponent) {
                values[entry.key] = value
            } else {
                valid = false
            }
        }
        guard valid, let red = values["red"], let green = values["green"], let blue = values["blue"] else { return nil }
        return RGBA(red: red, green: green, blue: blue, alpha: values["alpha"] ?? 1)
    }

    /// `{ light, dark }`, and optionally `lightHighContrast` and `darkHighContrast` for Increase Contrast.
    mutating func decodeVariants(_ node: Node, _ what: @autoclosure () -> String) -> ColorDeclaration? {
        guard let entries = reader.mapping(node, what()) else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.variantKeys, in: what())
        let light = entries.first { $0.key == "light" }
        let dark = entries.first { $0.key == "dark" }
        guard let light, let dark else {
            reader.log.error("\(what()) needs both 'light' and 'dark' variants", at: node.location)
            return nil
        }
        var parts: [String: ColorDeclaration.Part] = [:]
        var valid = true
        for entry in entries where Self.variantKeys.contains(entry.key) {
            if let name = systemColorName(entry.value) {
                reader.log.error("the \(entry.key) variant of \(what()) names the system color \(quoted: name.rawValue), which has its own light and dark colors; write \(quoted: name.rawValue) as the whole color, or give this variant a color of its own", at: entry.value.location)
                valid = false
            } else if let part = colorPart(entry.value, "the \(entry.key) variant of \(what())") {
                parts[entry.key] = part
            } else {
                valid = false
            }
        }
        guard valid, let lightPart = parts[light.key], let darkPart = parts[dark.key] else { return nil }
        return .variants(light: lightPart, dark: darkPart, lightHighContrast: parts["lightHighContrast"], darkHighContrast: parts["darkHighContrast"])
    }

    mutating func colorPart(_ node: Node, _ what: @autoclosure () -> String) -> ColorDeclaration.Part? {
        switch reference(in: node, group: .colors, what: what()) {
        case .reference(let reference)?: return .reference(reference)
        case .some: return nil
        case nil:
            if let name = systemColorName(node) { return .system(name) }
            return literalColor(node, what()).map(ColorDeclaration.Part.literal)
        }
    }

    /// A colour written out (not a reference): hex digits, a CSS colour function, or components.
    mutating func literalColor(_ node: Node, _ what: @autoclosure () -> String) -> RGBA? {
        if let entries = node.entries { return componentColor(node, entries, what()) }
        guard let text = reader.string(node, what()) else { return nil }
        switch ColorSyntax.read(text, for: what()) {
        case .color(let rgba):
            return rgba
        case .invalid(let message):
            reader.log.error(message, at: node.location)
        case .neither:
            let hint = Suggestions.didYouMean(text, in: SystemColorName.allCases.map(\.rawValue))
            let expected = hint.isEmpty ? "; expected \(ColorSyntax.acceptedForms), or a reference such as '{colors.primary}'" : hint
            reader.log.error("invalid color \(quoted: text) for \(what())\(expected)", at: node.location)
        }
        return nil
    }

    /// A colour inside another value: a reference to a colour, or any colour form.
    mutating func decodeColorSource(_ node: Node, _ what: @autoclosure () -> String) -> ColorSource? {
        switch reference(in: node, group: .colors, what: what()) {
        case .reference(let reference)?: return .reference(reference)
        case .some: return nil
        case nil: return decodeColor(node, what()).map(ColorSource.declared)
        }
    }
}
