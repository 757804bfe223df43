/// Shadows: one layer or a list of them.
extension ThemeFileDecoder {
    /// A shadow: one layer `{ color, x, y, blur, spread }` (the lengths 0 when left out), or a list of
    /// layers, the first nearest the content.
    mutating func decodeShadow(_ node: Node, _ what: @autoclosure () -> String) -> ShadowDeclaration? {
        let layerNodes: [Node]
        if case .sequence(let items) = node.content {
            guard !items.isEmpty else {
                reader.log.error("\(what()) must have at least one layer", at: node.location)
                return nil
            }
            layerNodes = items
        } else {
            layerNodes = [node]
        }
        var layers: [ShadowDeclaration.Layer] = []
        for (index, layerNode) in layerNodes.enumerated() {
            let layerWhat = layerNodes.count == 1 ? what() : "layer \(index + 1) of \(what())"
            guard let layer = decodeShadowLayer(layerNode, layerWhat) else { return nil }
            layers.append(layer)
        }
        return ShadowDeclaration(layers: layers)
    }

    mutating func decodeShadowLayer(_ node: Node, _ what: String) -> ShadowDeclaration.Layer? {
        guard let entries = reader.mapping(node, what) else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.shadowKeys, in: what)
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let colorNode = fields["color"] else {
            reader.log.error("\(what) needs a 'color'", at: node.location)
            return nil
        }
        let color = decodeColorSource(colorNode, "the color of \(what)")
        var lengths: [String: Length] = [:]
        var valid = color != nil
        for key in ["x", "y", "blur", "spread"] {
            guard let lengthNode = fields[key] else { continue }
            let range = key == "blur" ? ValueRanges.nonNegativeLength : ValueRanges.dimension
            guard let length = decodeLength(lengthNode, "the \(key) of \(what)", in: range) else {
                valid = false
                continue
            }
            lengths[key] = length
        }
        guard valid, let color else { return nil }
        let length = { (key: String) in lengths[key] ?? .points(0) }
        return ShadowDeclaration.Layer(color: color, x: length("x"), y: length("y"), blur: length("blur"), spread: length("spread"))
    }
}
