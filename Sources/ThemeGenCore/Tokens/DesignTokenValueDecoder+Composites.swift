/// DTCG's composite types: typography, shadows (one or layered) and gradients.
extension DesignTokenValueDecoder {
    /// Font names that mean the platform's system font.
    static let systemFontNames: Set<String> = ["system-ui", "-apple-system", "BlinkMacSystemFont", "SF Pro", "SF Pro Text", "SF Pro Display"]

    static let typographyMembers = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    /// `{ fontFamily, fontSize, fontWeight, letterSpacing, lineHeight }`: the family's face for the
    /// weight (or the system font), the size in points, the line height a multiple of the size.
    mutating func typography(_ node: Node, _ what: @autoclosure () -> String) -> ThemeFont? {
        guard let members = object(node, what(), required: Self.typographyMembers, allowed: Self.typographyMembers),
              let familyNode = members["fontFamily"], let sizeNode = members["fontSize"], let weightNode = members["fontWeight"],
              let spacingNode = members["letterSpacing"], let lineHeightNode = members["lineHeight"] else { return nil }
        let family = fontFamily(familyNode, "the fontFamily of \(what())")
        let size = dimension(sizeNode, "the fontSize of \(what())")
        let weightNumber = fontWeightNumber(weightNode, "the fontWeight of \(what())")
        let letterSpacing = dimension(spacingNode, "the letterSpacing of \(what())")
        let lineHeight = number(lineHeightNode, "the lineHeight of \(what())")
        guard let family, let size, let weightNumber, let letterSpacing, let lineHeight else { return nil }
        guard ValueRanges.fontSize.contains(size) else {
            log.error("the fontSize of \(what()) must be \(ValueRanges.describe(ValueRanges.fontSize)) points, not \(NumberText.plain(size))", at: sizeNode.location)
            return nil
        }
        guard ValueRanges.lineHeightFactor.contains(lineHeight) else {
            log.error("the lineHeight of \(what()) must be \(ValueRanges.describe(ValueRanges.lineHeightFactor)) times the font size, not \(NumberText.plain(lineHeight))", at: lineHeightNode.location)
            return nil
        }
        let weight = Self.appleWeight(weightNumber)
        let typeface: ThemeFont.Typeface = Self.systemFontNames.contains(family) ? .system : .family(family, face: weight.defaultFace)
        return ThemeFont(typeface: typeface, weight: weight, size: size, lineHeight: lineHeight * size, letterSpacing: letterSpacing)
    }

    static let shadowMembers = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]

    /// One shadow object or a list of them, drawn first to last.
    mutating func shadow(_ node: Node, _ what: @autoclosure () -> String) -> ShadowDeclaration? {
        let items: [Node]
        if case .sequence(let list) = node.content { items = list } else { items = [node] }
        guard !items.isEmpty else {
            log.error("\(what()) is an empty list of shadows", at: node.location)
            return nil
        }
        var layers: [ShadowDeclaration.Layer] = []
        var valid = true
        for (index, item) in items.enumerated() {
            func layerWhat() -> String { items.count == 1 ? what() : "shadow \(index) of \(what())" }
            if let layer = shadowLayer(item, layerWhat()) { layers.append(layer) } else { valid = false }
        }
        return valid ? ShadowDeclaration(layers: layers) : nil
    }

    private mutating func shadowLayer(_ node: Node, _ what: @autoclosure () -> String) -> ShadowDeclaration.Layer? {
        guard let members = object(node, what(), required: ["color", "offsetX", "offsetY", "blur", "spread"], allowed: Self.shadowMembers),
              let colorNode = members["color"], let xNode = members["offsetX"], let yNode = members["offsetY"],
              let blurNode = members["blur"], let spreadNode = members["spread"] else { return nil }
        if let insetNode = members["inset"], insetNode.plainMeaning == .boolean(true) {
            log.error("\(what()) is an inner shadow ('inset': true), which CALayer and SwiftUI's shadow cannot draw; ThemeGen generates drop shadows only", at: insetNode.location)
            return nil
        }
        let color = color(colorNode, "the color of \(what())")
        let x = dimension(xNode, "the offsetX of \(what())")
        let y = dimension(yNode, "the offsetY of \(what())")
        let blur = dimension(blurNode, "the blur of \(what())")
        let spread = dimension(spreadNode, "the spread of \(what())")
        guard let color, let x, let y, let blur, let spread else { return nil }
        guard blur >= 0 else {
            log.error("the blur of \(what()) must not be negative, not \(NumberText.plain(blur))", at: blurNode.location)
            return nil
        }
        return ShadowDeclaration.Layer(color: .declared(.literal(color)), x: .points(x), y: .points(y), blur: .points(blur), spread: .points(spread))
    }

    /// A list of `{ color, position }` stops, drawn top to bottom (DTCG gives a gradient no direction);
    /// positions outside 0…1 are clamped, as the format says.
    mutating func gradient(_ node: Node, _ what: @autoclosure () -> String) -> GradientDeclaration? {
        guard case .sequence(let items) = node.content, items.count >= 2 else {
            log.error("\(what()) must be a list of at least two stops ({ color, position }), not \(node.kindDescription)", at: node.location)
            return nil
        }
        var stops: [GradientDeclaration.Stop] = []
        var valid = true
        for (index, item) in items.enumerated() {
            func stopWhat() -> String { "stop \(index) of \(what())" }
            guard let members = object(item, stopWhat(), required: ["color", "position"], allowed: ["color", "position"]),
                  let colorNode = members["color"], let positionNode = members["position"],
                  let color = color(colorNode, "the color of \(stopWhat())"),
                  let position = number(positionNode, "the position of \(stopWhat())") else {
                valid = false
                continue
            }
            stops.append(GradientDeclaration.Stop(color: .declared(.literal(color)), location: min(1, max(0, position))))
        }
        guard valid else { return nil }
        return GradientDeclaration(kind: .linear(start: Gradient.UnitPoint(x: 0.5, y: 0), end: Gradient.UnitPoint(x: 0.5, y: 1)), stops: stops)
    }
}
