/// Dimensions, durations and insets: quantities with units, and lengths that may refer to numbers and dimensions.
extension ThemeFileDecoder {
    /// A dimension in points: a number, or a string with a unit (`"16pt"`, `"24px"`, `"1.5rem"`)
    /// converted by the set's `DimensionUnits`.
    mutating func decodeDimension(_ node: Node, _ what: @autoclosure () -> String) -> Double? {
        decodeMeasure(node, units.measure(in: ValueRanges.dimension), what())
    }

    /// A quantity of `measure`: a number of its base unit, or a string with one of its units, within its range.
    mutating func decodeMeasure(_ node: Node, _ measure: Measure, _ what: @autoclosure () -> String) -> Double? {
        let value: Double
        if let number = reader.numberIfWrittenAsOne(node) {
            value = number
        } else {
            guard case .scalar(let text, _) = node.content, !node.isNull else {
                reader.mismatch(node, what(), expected: "a number of \(measure.baseUnit) or a \(measure.noun) with a unit, such as \(measure.examples)")
                return nil
            }
            switch measure.value(of: text) {
            case .success(let converted):
                value = converted
            case .failure(let failure):
                reader.log.error("invalid \(measure.noun) \(quoted: text) for \(what()): \(failure.reason)", at: node.location)
                return nil
            }
        }
        guard measure.range.contains(value) else {
            reader.log.error("\(what()) must be \(ValueRanges.describe(measure.range)) \(measure.baseUnit), not \(NumberText.plain(value))", at: node.location)
            return nil
        }
        return value
    }

    /// A length (a side of insets, a shadow's offset or blur, a gradient's radius): a dimension (`8`,
    /// `"8pt"`, `"0.5rem"`) within `range`, checked here, or a reference to a number or a dimension, whose
    /// value is checked against the same range when it is resolved.
    mutating func decodeLength(_ node: Node, _ what: @autoclosure () -> String, in range: ClosedRange<Double> = ValueRanges.dimension) -> Length? {
        switch crossGroupReference(in: node, allowed: Length.referableGroups, what: what()) {
        case .found(let group, let reference)?: return .reference(group, reference)
        case .invalid?: return nil
        case nil: return decodeMeasure(node, units.measure(in: range), what()).map(Length.points)
        }
    }

    /// Insets, or a reference to other insets; a reference to a number or a dimension is one length for
    /// every side.
    mutating func decodeInsetsValue(_ node: Node, _ what: @autoclosure () -> String) -> DeclaredValue? {
        switch crossGroupReference(in: node, allowed: [.insets] + Length.referableGroups, what: what()) {
        case .found(.insets, let reference)?:
            return .reference(reference)
        case .found(let group, let reference)?:
            let length = Length.reference(group, reference)
            return .insets(InsetsDeclaration(top: length, leading: length, bottom: length, trailing: length))
        case .invalid?:
            return nil
        case nil:
            return decodeInsets(node, what()).map(DeclaredValue.insets)
        }
    }

    /// Insets: one length for every side; a string of one to four lengths in CSS order (`"8 16"` is
    /// vertical then horizontal, `"8 16 4 12"` top, trailing, bottom, leading); or
    /// `{ top, leading, bottom, trailing }`, a side left out being 0.
    mutating func decodeInsets(_ node: Node, _ what: @autoclosure () -> String) -> InsetsDeclaration? {
        if let entries = node.entries {
            reader.rejectUnknownKeys(entries, allowed: Self.insetKeys, in: what())
            var sides: [String: Length] = [:]
            var valid = true
            for entry in entries where Self.insetKeys.contains(entry.key) {
                if let length = decodeLength(entry.value, "the \(entry.key) of \(what())") { sides[entry.key] = length } else { valid = false }
            }
            guard valid else { return nil }
            let side = { (key: String) in sides[key] ?? .points(0) }
            return InsetsDeclaration(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing"))
        }
        guard case .scalar(let text, let kind) = node.content, !node.isNull else {
            reader.mismatch(node, what(), expected: "a length, a string of one to four lengths, or { top, leading, bottom, trailing }")
            return nil
        }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { Node(.scalar(String($0), kind == .plain ? .string : kind), at: node.location) }
        guard (1...4).contains(parts.count) else {
            reader.log.error("\(what()) has \(parts.count) lengths (\(quoted: text)); write one to four, as in CSS: '8', '8 16', '8 16 4' or '8 16 4 12' (top, trailing, bottom, leading)", at: node.location)
            return nil
        }
        let lengths = parts.compactMap { decodeLength($0, what()) }
        guard lengths.count == parts.count else { return nil }
        switch lengths.count {
        case 1: return InsetsDeclaration(top: lengths[0], leading: lengths[0], bottom: lengths[0], trailing: lengths[0])
        case 2: return InsetsDeclaration(top: lengths[0], leading: lengths[1], bottom: lengths[0], trailing: lengths[1])
        case 3: return InsetsDeclaration(top: lengths[0], leading: lengths[1], bottom: lengths[2], trailing: lengths[1])
        default: return InsetsDeclaration(top: lengths[0], leading: lengths[3], bottom: lengths[2], trailing: lengths[1])
        }
    }
}
