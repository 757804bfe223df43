/// Fonts: a family's face by weight or a font by name, a size (or a reference to one), a text style.
extension ThemeFileDecoder {
    mutating func decodeFont(_ node: Node, _ what: @autoclosure () -> String) -> FontDeclaration? {
        guard let entries = reader.mapping(node, what()) else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.fontKeys, in: what())
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let sizeNode = fields["size"] else {
            reader.log.error("\(what()) needs a 'size'", at: node.location)
            return nil
        }
        let size = decodeFontSize(sizeNode, "the size of \(what())")
        let textStyle = fields["textStyle"].flatMap { decodeTextStyle($0, what()) }
        let spacing = decodeSpacing(fields, what())
        if let nameNode = fields["name"] {
            if let weightNode = fields["weight"] {
                reader.log.error("\(what()) gives both 'name' and 'weight'; a font name already includes its weight", at: weightNode.location)
            }
            guard let name = reader.string(nameNode, "the name of \(what())") else { return nil }
            // A reference would be taken for the font's name itself: refused, not generated as that text.
            if name.hasPrefix("{"), name.hasSuffix("}"), name.count > 2 {
                reader.log.error("the name of \(what()) is the reference \(quoted: name), but a font's name is written out, not referred to; write the PostScript name itself (such as 'Avenir-Heavy')", at: nameNode.location)
                return nil
            }
            guard let size, let spacing else { return nil }
            return .named(name, size: size, textStyle: textStyle, spacing: spacing)
        }
        let weight = fields["weight"].map { decodeWeight($0, what()) } ?? .regular
        guard let weight, let size, let spacing else { return nil }
        return .styled(weight: weight, size: size, textStyle: textStyle, spacing: spacing)
    }

    /// The font's `lineHeight` and `letterSpacing`, each optional; `nil` when either is invalid.
    mutating func decodeSpacing(_ fields: [String: Node], _ what: @autoclosure () -> String) -> TextSpacing? {
        var spacing = TextSpacing()
        var isValid = true
        if let node = fields["lineHeight"] {
            spacing.lineHeight = decodeTextLength(node, .lineHeight, "the line height of \(what())")
            isValid = spacing.lineHeight != nil
        }
        if let node = fields["letterSpacing"] {
            spacing.letterSpacing = decodeTextLength(node, .letterSpacing, "the letter spacing of \(what())")
            isValid = isValid && spacing.letterSpacing != nil
        }
        return isValid ? spacing : nil
    }

    /// A line height or a letter spacing: a multiple of the font's size (`"150%"`, `"0.02em"`; for a line
    /// height also a plain number, as in CSS and DTCG), or points (a length with a unit, a reference to a
    /// dimension; for a letter spacing also a plain number, as UIKit's kern is).
    mutating func decodeTextLength(_ node: Node, _ metric: TextMetric, _ what: @autoclosure () -> String) -> TextLength? {
        let written: (factor: Double, text: String?)?
        if metric == .lineHeight, let number = reader.numberIfWrittenAsOne(node) {
            written = (number, nil)
        } else if case .scalar(let text, _) = node.content, let relative = TextMetric.relativeValue(of: text) {
            written = (relative, text)
        } else {
            written = nil
        }
        if let (factor, text) = written {
            guard metric.relativeRange.contains(factor) else {
                let quoted = text.map { " (\(quoted: $0))" } ?? ""
                reader.log.error("\(what()) must be \(ValueRanges.describe(metric.relativeRange)) times the font size, not \(NumberText.plain(factor))\(quoted)", at: node.location)
                return nil
            }
            return .relative(factor)
        }
        switch crossGroupReference(in: node, allowed: [.dimensions], what: what()) {
        case .found(let group, let reference)?: return .length(.reference(group, reference))
        case .invalid?: return nil
        case nil: return decodeMeasure(node, units.measure(in: metric.pointRange), what()).map { .length(.points($0)) }
        }
    }

    /// Points, or a reference to a number or a dimension.
    mutating func decodeFontSize(_ node: Node, _ what: @autoclosure () -> String) -> Length? {
        switch crossGroupReference(in: node, allowed: Length.referableGroups, what: what()) {
        case .found(let group, let reference)?: return .reference(group, reference)
        case .invalid?: return nil
        case nil: return reader.number(node, what(), in: ValueRanges.fontSize).map(Length.points)
        }
    }

    /// A weight by name (`semibold`) or as a CSS-style number (`600`, from 100 to 900 in hundreds).
    mutating func decodeWeight(_ node: Node, _ what: @autoclosure () -> String) -> FontWeight? {
        if let number = reader.numberIfWrittenAsOne(node) {
            if let weight = FontWeight(number: number) { return weight }
            reader.log.error("weight \(NumberText.plain(number)) for \(what()) is not a weight; use 100, 200, … 900 (100 is ultraLight, 400 regular, 700 bold, 900 black) or a name such as 'semibold'", at: node.location)
            return nil
        }
        guard let text = reader.string(node, "the weight of \(what())") else { return nil }
        if let weight = FontWeight(rawValue: text) { return weight }
        reader.unknownChoice(text, "weight \(quoted: text) for \(what())", choices: FontWeight.allCases.map(\.rawValue), at: node.location)
        return nil
    }

    mutating func decodeTextStyle(_ node: Node, _ what: @autoclosure () -> String) -> TextStyle? {
        guard let text = reader.string(node, "the text style of \(what())") else { return nil }
        if let style = TextStyle(rawValue: text) ?? TextStyle.aliases[text] { return style }
        reader.unknownChoice(text, "text style \(quoted: text) for \(what())", choices: TextStyle.allCases.map(\.rawValue), at: node.location)
        return nil
    }
}
