/// The value forms of Tokens Studio's token sets that DTCG writes otherwise: numbers without a unit
/// (px), percentages, face names as font weights, opacities, texts and booleans.
extension DesignTokenValueDecoder {
    /// The number a value writes without a unit — `16` or `"16"` — as written, or `nil`.
    static func unitless(_ node: Node) -> String? {
        guard case .scalar(let text, let kind) = node.content, kind != .boolean, kind != .date, kind != .data else { return nil }
        let trimmed = text.trimmingBlanks
        return CSSNumber.parse(trimmed) != nil ? trimmed : nil
    }

    /// A Tokens Studio font weight: a number in a string (`"600"`), or a face name — any case, with or
    /// without spaces or dashes (`Semi Bold`, `semibold`, `Extra-Bold`) — of DTCG's weight names; an
    /// italic face (`Bold Italic`) is its weight, with a warning that the slant is not generated.
    mutating func tokensStudioWeight(_ text: String, at location: SourceLocation, _ what: @autoclosure () -> String) -> Double? {
        if let number = CSSNumber.parse(text), (1...1000).contains(number) { return number }
        var folded = Self.foldedWeightName(text)
        for slant in ["italic", "oblique"] where folded.hasSuffix(slant) {
            folded = String(folded.dropLast(slant.count))
            log.warning("\(what()) is the \(slant) face \(quoted: text); ThemeGen generates its weight, not its slant (name the font's face in a YAML theme for that)", at: location, rule: .notGenerated(.fontWeight))
            if folded.isEmpty { return 400 }
        }
        if let number = Self.foldedWeightNames[folded] { return number }
        let hint = Suggestions.didYouMean(text, in: Self.fontWeightNames.keys.sorted())
        log.error("\(what()) names no font weight (\(quoted: text))\(hint); use a number from 1 to 1000 or a weight name such as 'Semi Bold'", at: location)
        return nil
    }

    /// `Semi Bold`, `semi-bold` and `SemiBold` as `semibold`.
    static func foldedWeightName(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// DTCG's weight names, folded (`semibold`, `extrabold`).
    static let foldedWeightNames: [String: Double] = Dictionary(fontWeightNames.map { (foldedWeightName($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })

    /// Tokens Studio's `rgba(#RRGGBB, 0.5)` (what `rgba({color.black}, 0.5)` becomes): a hex colour with
    /// its alpha replaced by a number from 0 to 1 or a percentage.
    static func hexWithAlpha(_ text: String) -> RGBA? {
        guard text.hasPrefix("rgba("), text.hasSuffix(")") else { return nil }
        let arguments = text.dropFirst("rgba(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingBlanks }
        guard arguments.count == 2, arguments[0].hasPrefix("#"), let color = ColorSyntax.parse(arguments[0]),
            let alpha = CSSNumber.percentage(arguments[1]) ?? CSSNumber.parse(arguments[1]), (0...1).contains(alpha)
        else { return nil }
        return color.withAlpha(alpha)
    }

    /// An opacity from 0 to 1: a number, or a percentage (`"50%"`) (`OpacitySyntax`).
    mutating func opacity(_ node: Node, _ what: @autoclosure () -> String) -> Double? {
        let value: Double
        if case .scalar(let text, .string) = node.content {
            guard let parsed = OpacitySyntax.parse(text) else {
                log.error(OpacitySyntax.notAnOpacity(text, what()), at: node.location)
                return nil
            }
            value = parsed
        } else {
            guard let number = number(node, what()) else { return nil }
            value = number
        }
        if let problem = OpacitySyntax.problem(with: value, what()) {
            log.error(problem, at: node.location)
            return nil
        }
        return value
    }

    /// A text (Tokens Studio's `text`, `textCase`, `textDecoration` and `other` tokens): any single value, as written.
    mutating func text(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard case .scalar(let text, let kind) = node.content, kind != .date, kind != .data, !node.isNull else {
            log.error("\(what()) must be a text, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return text
    }

    /// `true` or `false`, also as strings (Tokens Studio writes `"true"`).
    mutating func boolean(_ node: Node, _ what: @autoclosure () -> String) -> Bool? {
        if case .boolean(let value)? = node.plainMeaning { return value }
        if case .scalar(let text, let kind) = node.content, kind == .string || kind == .boolean {
            switch text {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        log.error("\(what()) must be true or false, not \(node.kindDescription)", at: node.location)
        return nil
    }
}
