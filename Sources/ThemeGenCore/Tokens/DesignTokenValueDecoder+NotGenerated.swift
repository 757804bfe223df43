/// The values of the DTCG types ThemeGen does not generate — cubic Bézier, stroke style, border and
/// transition — checked against DTCG 2025.10 all the same, so that an invalid one is said where it is
/// (and fails `lint --strict`), while a valid one is only left out.
extension DesignTokenValueDecoder {
    /// The keywords of a stroke style written as a string, CSS's line styles.
    static let strokeStyleKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps of a stroke style written as an object, SVG's.
    static let lineCaps = ["round", "butt", "square"]

    /// Whether `value` is a valid value of `type`, one of the types ThemeGen does not generate (any other
    /// type is not checked here); what is wrong is reported.
    mutating func isValidNotGenerated(_ value: Node, type: DesignTokenType, _ what: @autoclosure () -> String) -> Bool {
        switch type {
        case .cubicBezier: cubicBezier(value, what())
        case .strokeStyle: strokeStyle(value, what())
        case .border: border(value, what())
        case .transition: transition(value, what())
        default: true
        }
    }

    /// Four numbers, the control points' x and y; each x from 0 to 1.
    private mutating func cubicBezier(_ node: Node, _ what: String) -> Bool {
        guard case .sequence(let items) = node.content, items.count == 4 else {
            let written = if case .sequence(let items) = node.content { "a list of \(items.count)" } else { node.kindDescription }
            log.error("\(what) must be a list of four numbers (x1, y1, x2, y2), not \(written)", at: node.location)
            return false
        }
        var valid = true
        for (index, item) in items.enumerated() {
            guard let coordinate = number(item, "item \(index) of \(what)") else {
                valid = false
                continue
            }
            // x1 and x2 are times, from the start to the end of the curve.
            if index.isMultiple(of: 2), !(0...1).contains(coordinate) {
                log.error("x\(index / 2 + 1) of \(what) must be from 0 to 1, not \(NumberText.plain(coordinate))", at: item.location)
                valid = false
            }
        }
        return valid
    }

    /// One of CSS's line styles, or `{ dashArray, lineCap }`.
    private mutating func strokeStyle(_ node: Node, _ what: String) -> Bool {
        if case .scalar(let keyword, .string) = node.content {
            guard Self.strokeStyleKeywords.contains(keyword) else {
                log.error("\(what) must be one of \(SchemaReader.list(Self.strokeStyleKeywords)), not \(quoted: keyword)", at: node.location)
                return false
            }
            return true
        }
        guard let members = object(node, what, required: ["dashArray", "lineCap"], allowed: ["dashArray", "lineCap"]),
            let dashes = members["dashArray"], let lineCap = members["lineCap"]
        else { return false }
        var valid = true
        if case .sequence(let items) = dashes.content, !items.isEmpty {
            for (index, item) in items.enumerated() where dimension(item, "dash \(index) of \(what)") == nil { valid = false }
        } else {
            log.error("the dashArray of \(what) must be a list of dimensions, not \(dashes.kindDescription)", at: dashes.location)
            valid = false
        }
        guard case .scalar(let cap, .string) = lineCap.content, Self.lineCaps.contains(cap) else {
            log.error("the lineCap of \(what) must be \(SchemaReader.list(Self.lineCaps)), not \(lineCap.kindDescription)", at: lineCap.location)
            return false
        }
        return valid
    }

    /// `{ color, width, style }`: a colour, a dimension and a stroke style.
    private mutating func border(_ node: Node, _ what: String) -> Bool {
        guard let members = object(node, what, required: ["color", "width", "style"], allowed: ["color", "width", "style"]),
            let colorNode = members["color"], let width = members["width"], let style = members["style"]
        else { return false }
        let validColor = color(colorNode, "the color of \(what)") != nil
        let validWidth = dimension(width, "the width of \(what)") != nil
        let validStyle = strokeStyle(style, "the style of \(what)")
        return validColor && validWidth && validStyle
    }

    /// `{ duration, delay, timingFunction }`: two durations and a cubic Bézier.
    private mutating func transition(_ node: Node, _ what: String) -> Bool {
        guard let members = object(node, what, required: ["duration", "delay", "timingFunction"], allowed: ["duration", "delay", "timingFunction"]),
            let durationNode = members["duration"], let delay = members["delay"], let timing = members["timingFunction"]
        else { return false }
        let validDuration = duration(durationNode, "the duration of \(what)") != nil
        let validDelay = duration(delay, "the delay of \(what)") != nil
        let validTiming = cubicBezier(timing, "the timingFunction of \(what)")
        return validDuration && validDelay && validTiming
    }
}
