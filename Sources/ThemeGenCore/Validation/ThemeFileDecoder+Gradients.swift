/// Gradients: linear or radial, and their stops.
extension ThemeFileDecoder {
    /// A gradient: `{ type: linear, angle: 90, stops: [...] }` (or `start` and `end` unit points instead
    /// of `angle`; linear is the default type) or `{ type: radial, center: [0.5, 0.5], radius: 120,
    /// stops: [...] }`. Stops are colours, evenly spread, or `{ color, location }` with every location given.
    mutating func decodeGradient(_ node: Node, _ what: @autoclosure () -> String) -> GradientDeclaration? {
        guard let entries = reader.mapping(node, what()) else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.gradientKeys, in: what())
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let type = fields["type"].flatMap { reader.string($0, "the type of \(what())") } ?? "linear"
        let kind: GradientDeclaration.Kind?
        switch type {
        case "linear":
            if let radial = entries.first(where: { $0.key == "radius" || $0.key == "center" }) {
                reader.log.error("a linear gradient has no \(quoted: radial.key); \(what()) needs 'type: radial' for it", at: radial.keyLocation)
            }
            if let angle = fields["angle"] {
                if let point = entries.first(where: { $0.key == "start" || $0.key == "end" }) {
                    reader.log.error("\(what()) gives both 'angle' and \(quoted: point.key); give one or the other", at: point.keyLocation)
                }
                kind = reader.number(angle, "the angle of \(what())").map { degrees in
                    let line = Gradient.line(angle: degrees)
                    return .linear(start: line.start, end: line.end)
                }
            } else {
                let start = fields["start"].map { unitPoint($0, "the start of \(what())") } ?? Gradient.line(angle: 180).start
                let end = fields["end"].map { unitPoint($0, "the end of \(what())") } ?? Gradient.line(angle: 180).end
                kind = start.flatMap { start in end.map { .linear(start: start, end: $0) } }
            }
        case "radial":
            let center = fields["center"].map { unitPoint($0, "the center of \(what())") } ?? Gradient.UnitPoint(x: 0.5, y: 0.5)
            guard let radiusNode = fields["radius"] else {
                reader.log.error("\(what()) is radial and needs a 'radius'", at: node.location)
                return nil
            }
            let radius = decodeLength(radiusNode, "the radius of \(what())", in: ValueRanges.nonNegativeLength)
            kind = center.flatMap { center in radius.map { .radial(center: center, radius: $0) } }
        default:
            reader.unknownChoice(type, "gradient type \(quoted: type) for \(what())", choices: ["linear", "radial"], at: fields["type"]?.location ?? node.location)
            return nil
        }
        guard let stopsNode = fields["stops"], case .sequence(let items) = stopsNode.content, items.count >= 2 else {
            reader.log.error("\(what()) needs 'stops': a list of at least two colors", at: fields["stops"]?.location ?? node.location)
            return nil
        }
        let stops = decodeStops(items, what())
        guard let kind, let stops else { return nil }
        return GradientDeclaration(kind: kind, stops: stops)
    }

    /// Stops: colours spread evenly, or `{ color, location }` each, locations from 0 to 1 in order.
    mutating func decodeStops(_ items: [Node], _ what: @autoclosure () -> String) -> [GradientDeclaration.Stop]? {
        // A stop written `{ color, location }` (either key marks it) rather than as a colour.
        let located = items.filter { $0.entries?.contains { $0.key == "location" || $0.key == "color" } == true }
        guard located.isEmpty || located.count == items.count else {
            reader.log.error("give every stop of \(what()) as { color, location }, or every stop as a color (they are then spread evenly)", at: items[0].location)
            return nil
        }
        var stops: [GradientDeclaration.Stop] = []
        var valid = true
        for (index, item) in items.enumerated() {
            let stopWhat = "stop \(index + 1) of \(what())"
            let evenly = Double(index) / Double(items.count - 1)
            if located.isEmpty {
                if let color = decodeColorSource(item, stopWhat) { stops.append(.init(color: color, location: evenly)) } else { valid = false }
                continue
            }
            guard let entries = reader.mapping(item, stopWhat) else {
                valid = false
                continue
            }
            reader.rejectUnknownKeys(entries, allowed: ["color", "location"], in: stopWhat)
            let colorNode = entries.first { $0.key == "color" }?.value
            let locationNode = entries.first { $0.key == "location" }?.value
            guard let colorNode, let locationNode else {
                reader.log.error("\(stopWhat) needs a 'color' and a 'location'", at: item.location)
                valid = false
                continue
            }
            let color = decodeColorSource(colorNode, "the color of \(stopWhat)")
            let location = reader.number(locationNode, "the location of \(stopWhat)", in: 0...1)
            if let location, let previous = stops.last, location < previous.location {
                reader.log.error("the location of \(stopWhat) is \(NumberText.plain(location)), before the previous stop's \(NumberText.plain(previous.location)); stops go in order", at: locationNode.location)
                valid = false
            }
            if let color, let location { stops.append(.init(color: color, location: location)) } else { valid = false }
        }
        return valid ? stops : nil
    }

    /// A point in the unit square: `[x, y]`, each from 0 to 1.
    mutating func unitPoint(_ node: Node, _ what: @autoclosure () -> String) -> Gradient.UnitPoint? {
        guard case .sequence(let items) = node.content, items.count == 2 else {
            reader.mismatch(node, what(), expected: "a point [x, y], each from 0 to 1")
            return nil
        }
        let x = reader.number(items[0], "x of \(what())", in: 0...1)
        let y = reader.number(items[1], "y of \(what())", in: 0...1)
        guard let x, let y else { return nil }
        return Gradient.UnitPoint(x: x, y: y)
    }
}
