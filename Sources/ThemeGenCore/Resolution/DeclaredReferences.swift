/// Every key of the theme that a declared value refers to, in its own group or another (a font's size
/// taken from a dimension, a shadow's colour): what a change to the value can come through.
enum DeclaredReferences {
    /// The keys `declaration`'s value refers to, in the order written, each once.
    static func of(_ declaration: TokenDeclaration, in group: TokenGroup) -> [KeyReference] {
        var found = TokenEvaluation.dependencies(of: declaration, in: group).map { KeyReference(group: group, key: $0.key) }
        switch declaration.value {
        case .font(.styled(_, let size, _, let spacing)), .font(.named(_, size: let size, _, let spacing)):
            found += [size].compactMap(reference) + [spacing.lineHeight, spacing.letterSpacing].compactMap(reference)
        case .insets(let insets):
            found += [insets.top, insets.leading, insets.bottom, insets.trailing].compactMap(reference)
        case .shadow(let shadow):
            for layer in shadow.layers {
                found += references(layer.color, declaration) + [layer.x, layer.y, layer.blur, layer.spread].compactMap(reference)
            }
        case .gradient(let gradient):
            if case .radial(_, let radius) = gradient.kind, let radius = reference(radius) { found.append(radius) }
            found += gradient.stops.flatMap { references($0.color, declaration) }
        default:
            break
        }
        guard found.count > 1 else { return found }
        var seen = Set<KeyReference>()
        return found.filter { seen.insert($0).inserted }
    }

    private static func reference(_ length: Length) -> KeyReference? {
        guard case .reference(let group, let reference) = length else { return nil }
        return KeyReference(group: group, key: reference.key)
    }

    private static func reference(_ length: TextLength?) -> KeyReference? {
        guard case .length(let length)? = length else { return nil }
        return reference(length)
    }

    /// The colours a colour inside another value refers to: itself a reference, or written out with parts that are.
    private static func references(_ color: ColorSource, _ declaration: TokenDeclaration) -> [KeyReference] {
        switch color {
        case .reference(let reference):
            return [KeyReference(group: .colors, key: reference.key)]
        case .declared(let written):
            let inner = TokenDeclaration(key: declaration.key, location: declaration.location, value: .color(written))
            return TokenEvaluation.dependencies(of: inner, in: .colors).map { KeyReference(group: .colors, key: $0.key) }
        }
    }
}
