/// DTCG's composite types: typography, shadows (one or layered) and gradients.
extension DesignTokenValueDecoder {
    /// Font names that mean the platform's system font.
    static let systemFontNames: Set<String> = ["system-ui", "-apple-system", "BlinkMacSystemFont", "SF Pro", "SF Pro Text", "SF Pro Display"]
    /// CSS's generic families: whichever font the platform picks, which on Apple's is the system font's.
    static let genericFontFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "math", "emoji", "fangsong",
        "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded",
    ]

    /// Whether a font name is a family of its own, rather than the system font or a generic family.
    static func isSpecificFamily(_ name: String) -> Bool {
        !systemFontNames.contains(name) && !genericFontFamilies.contains(name.lowercased())
    }

    /// A typography token's typeface and its fallbacks from its font names, most preferred first: the
    /// first, then the families tried when it is not installed, up to the first system or generic name,
    /// where the system font (every font's last fallback) takes over.
    static func typeface(fontNames names: [String], weight: FontWeight) -> (ThemeFont.Typeface, fallbacks: [String]) {
        let specific = names.prefix(while: isSpecificFamily)
        guard let first = specific.first else { return (.system, []) }
        return (.family(first, face: weight.defaultFace), Array(specific.dropFirst()))
    }

    static let typographyMembers = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
    /// Tokens Studio's typography members: DTCG's, and four ThemeFont has no property for, read and left out.
    static let tokensStudioTypographyMembers = typographyMembers + ["paragraphSpacing", "paragraphIndent", "textCase", "textDecoration"]

    /// `{ fontFamily, fontSize, fontWeight, letterSpacing, lineHeight }`: the family's face for the
    /// weight (or the system font), the size in points, the line height a multiple of the size. The
    /// format asks for all five, but its own examples leave out the last three: a weight left out is 400,
    /// a letter spacing or line height left out is the font's own. Letter spacing and line height may
    /// also be relative to the size (a percentage, or `em`); Tokens Studio's may be px, and its line
    /// height `AUTO` (the font's own).
    mutating func typography(_ node: Node, _ what: @autoclosure () -> String) -> ThemeFont? {
        let allowed = dialect == .tokensStudio ? Self.tokensStudioTypographyMembers : Self.typographyMembers
        guard let members = object(node, what(), required: ["fontFamily", "fontSize"], allowed: allowed),
            let familyNode = members["fontFamily"], let sizeNode = members["fontSize"]
        else { return nil }
        let familyNames = fontNames(familyNode, "the fontFamily of \(what())")
        var size = dimension(sizeNode, "the fontSize of \(what())")
        if let checked = size, !ValueRanges.fontSize.contains(checked) {
            log.error("the fontSize of \(what()) must be \(ValueRanges.describe(ValueRanges.fontSize)) points, not \(NumberText.plain(checked))", at: sizeNode.location, rule: .notGenerated(.typography))
            size = nil
        }
        // Every member is checked, also when the size is wrong; a part relative to the size then has no value.
        var valid = size != nil
        var weightNumber = 400.0
        if let weightNode = members["fontWeight"] {
            if let number = fontWeightNumber(weightNode, "the fontWeight of \(what())") { weightNumber = number } else { valid = false }
        }
        var letterSpacing: Double?
        if let spacingNode = members["letterSpacing"] {
            if let relative = relativeToFontSize(spacingNode) {
                letterSpacing = size.map { relative.fraction * $0 }
            } else {
                // Style Dictionary and Figma's exports write a letter spacing without a unit (mostly 0): px.
                letterSpacing = dimension(spacingNode, "the letterSpacing of \(what())", bareNumberInPixels: true)
            }
            valid = valid && letterSpacing != nil
        }
        var lineHeight: Double?
        if let lineHeightNode = members["lineHeight"], !isAutomaticLineHeight(lineHeightNode) {
            lineHeight = lineHeightFactor(lineHeightNode, size: size, "the lineHeight of \(what())")
            if let factor = lineHeight, !ValueRanges.lineHeightFactor.contains(factor) {
                log.error("the lineHeight of \(what()) must be \(ValueRanges.describe(ValueRanges.lineHeightFactor)) times the font size, not \(NumberText.plain(factor))", at: lineHeightNode.location, rule: .notGenerated(.typography))
                lineHeight = nil
            }
            valid = valid && lineHeight != nil
        }
        guard let familyNames, let size, valid else { return nil }
        let weight = Self.appleWeight(weightNumber)
        let (typeface, fallbacks) = Self.typeface(fontNames: familyNames, weight: weight)
        return ThemeFont(
            typeface: typeface, weight: weight, size: size, lineHeight: lineHeight.map { $0 * size },
            letterSpacing: letterSpacing, fallbackFamilies: fallbacks)
    }

    /// Whether a line height is Tokens Studio's `AUTO` (or CSS's `normal`): the font's own.
    private func isAutomaticLineHeight(_ node: Node) -> Bool {
        guard dialect == .tokensStudio, case .scalar(let text, .string) = node.content else { return false }
        return text.lowercased() == "auto" || text == "normal"
    }

    /// The smallest Tokens Studio line height without a unit read as px rather than as a multiple.
    static let smallestUnitlessLineHeightInPixels = 4.0

    /// A line height as a multiple of the font size: a number (DTCG's, and CSS's unitless line height), or
    /// relative to the size (a percentage, `em`); in Tokens Studio also a height with its unit (`24px`,
    /// which needs the size), or without one from 4 up (`"24"`, Figma's height in px).
    private mutating func lineHeightFactor(_ node: Node, size: Double?, _ what: @autoclosure () -> String) -> Double? {
        if let relative = relativeToFontSize(node) { return relative.fraction }
        guard dialect == .tokensStudio else {
            // A height with its unit (`"24px"`), which Style Dictionary passes on as CSS reads it.
            guard case .scalar(let text, .string) = node.content, CSSNumber.parse(text) == nil, Measure.split(text) != nil else { return number(node, what()) }
            guard let height = dimension(node, what(), saidOfString: true), let size else { return nil }
            log.warning(
                "\(what()) is a height (\(quoted: text)), where DTCG's line height is a number, a multiple of the font size; it is read as that height, as CSS reads it",
                at: node.location, fold: Diagnostic.Fold(kind: "line height with a unit", subject: what()), rule: .otherTool(.typography))
            return height / size
        }
        // Tokens Studio's line height without a unit: Figma's height in px (`"24"`), or, below any height a
        // line has, a multiple of the size as CSS reads it (`"1.4"`).
        if let text = Self.unitless(node), let number = CSSNumber.parse(text) {
            guard number >= Self.smallestUnitlessLineHeightInPixels else { return number }
            return size.map { number / $0 }
        }
        return dimension(node, what()).flatMap { height in size.map { height / $0 } }
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

    /// Tokens Studio's names for a shadow's members: `x` and `y` for the offsets, `type` for `inset`.
    static let tokensStudioShadowMembers = ["color", "x", "y", "blur", "spread", "type"]

    private mutating func shadowLayer(_ node: Node, _ what: @autoclosure () -> String) -> ShadowDeclaration.Layer? {
        let studio = dialect == .tokensStudio
        let (xName, yName) = studio ? ("x", "y") : ("offsetX", "offsetY")
        guard let members = object(node, what(), required: ["color", xName, yName, "blur", "spread"], allowed: (studio ? Self.tokensStudioShadowMembers : Self.shadowMembers) + ["alpha"]),
            let colorNode = members["color"], let xNode = members[xName], let yNode = members[yName],
            let blurNode = members["blur"], let spreadNode = members["spread"]
        else { return nil }
        if let insetNode = members["inset"], insetNode.plainMeaning == .boolean(true) {
            log.error("\(what()) is an inner shadow ('inset': true), which CALayer and SwiftUI's shadow cannot draw; ThemeGen generates drop shadows only", at: insetNode.location, rule: .notGenerated(.shadow))
            return nil
        }
        if studio, let typeNode = members["type"] {
            guard case .scalar(let type, .string) = typeNode.content, type == "dropShadow" || type == "innerShadow" else {
                log.error("the type of \(what()) must be \"dropShadow\" or \"innerShadow\", not \(typeNode.kindDescription)", at: typeNode.location, rule: .otherTool(.shadow))
                return nil
            }
            if type == "innerShadow" {
                log.error("\(what()) is an inner shadow ('type': \"innerShadow\"), which CALayer and SwiftUI's shadow cannot draw; ThemeGen generates drop shadows only", at: typeNode.location, rule: .otherTool(.shadow))
                return nil
            }
        }
        var color = color(colorNode, "the color of \(what())")
        // An 'alpha' beside the colour (Figma's shadows keep one) is the colour's opacity: read into it, not dropped.
        if let alphaNode = members["alpha"], let opaque = color {
            guard let alpha = number(alphaNode, "the alpha of \(what())"), (0...1).contains(alpha) else {
                log.error("the alpha of \(what()) must be a number from 0 to 1", at: alphaNode.location)
                return nil
            }
            color = opaque.withAlpha(opaque.alpha * alpha)
            log.warning(
                "\(what()) has an 'alpha' beside its colour, which DTCG does not have; it is read as the colour's opacity (\(NumberText.plain(alpha)))", at: alphaNode.location,
                fold: Diagnostic.Fold(kind: "shadow alpha", subject: what()), rule: .otherTool(.shadow))
        }
        let x = dimension(xNode, "the \(xName) of \(what())")
        let y = dimension(yNode, "the \(yName) of \(what())")
        let blur = dimension(blurNode, "the blur of \(what())")
        let spread = dimension(spreadNode, "the spread of \(what())")
        guard let color, let x, let y, let blur, let spread else { return nil }
        guard blur >= 0 else {
            log.error("the blur of \(what()) must not be negative, not \(NumberText.plain(blur))", at: blurNode.location, rule: .notGenerated(.shadow))
            return nil
        }
        return ShadowDeclaration.Layer(color: .declared(.literal(color)), x: .points(x), y: .points(y), blur: .points(blur), spread: .points(spread))
    }

    /// The members of a gradient stop, both required.
    static let gradientStopMembers = ["color", "position"]

    /// A list of `{ color, position }` stops, drawn top to bottom (DTCG gives a gradient no direction);
    /// positions outside 0…1 are clamped, as the format says. An item that is another gradient token (an
    /// alias resolved to its list of one stop) is that stop; a gradient of one stop is that colour
    /// throughout, as the format extends the stops nearest each end.
    mutating func gradient(_ node: Node, _ what: @autoclosure () -> String) -> GradientDeclaration? {
        guard case .sequence(let items) = node.content, !items.isEmpty else {
            log.error("\(what()) must be a non-empty list of stops ({ color, position }), not \(node.kindDescription)", at: node.location)
            return nil
        }
        var stops: [GradientDeclaration.Stop] = []
        var valid = true
        for (index, listed) in items.enumerated() {
            var item = listed
            if case .sequence(let inner) = listed.content, inner.count == 1 { item = inner[0] }
            func stopWhat() -> String { "stop \(index) of \(what())" }
            guard let members = object(item, stopWhat(), required: Self.gradientStopMembers, allowed: Self.gradientStopMembers),
                let colorNode = members["color"], let positionNode = members["position"],
                let color = color(colorNode, "the color of \(stopWhat())"),
                let position = number(positionNode, "the position of \(stopWhat())")
            else {
                valid = false
                continue
            }
            stops.append(GradientDeclaration.Stop(color: .declared(.literal(color)), location: min(1, max(0, position))))
        }
        guard valid else { return nil }
        if stops.count == 1 {
            stops = [GradientDeclaration.Stop(color: stops[0].color, location: 0), GradientDeclaration.Stop(color: stops[0].color, location: 1)]
        }
        return GradientDeclaration(kind: .linear(start: Gradient.UnitPoint(x: 0.5, y: 0), end: Gradient.UnitPoint(x: 0.5, y: 1)), stops: stops)
    }
}
