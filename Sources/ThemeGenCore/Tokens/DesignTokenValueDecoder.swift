/// Turns a token's resolved DTCG value into the value ThemeGen generates for its type: colours in the
/// Color module's spaces, dimensions in `px`/`rem` by the set's `DimensionUnits`, durations, font
/// families and weights, typography, shadows and gradients. A problem is an error at the value, naming
/// the token's JSON Pointer.
struct DesignTokenValueDecoder {
    let units: DimensionUnits
    /// The format of the token being decoded (Tokens Studio's values read differently): set by the
    /// caller before it decodes each token.
    var dialect = DesignToken.Dialect.standard
    var log = DiagnosticLog()

    /// The value of `token` (of `resolved.type`) — in the appearance `context`, when it is not the default
    /// one — or `nil`: reported, or (with a warning) a type ThemeGen does not generate.
    mutating func value(_ resolved: DesignTokenSet.Resolved, of token: DesignToken, context: String? = nil) -> DeclaredValue? {
        let reported = log.diagnostics.count
        defer { log.transform(since: reported) { Self.leavingTokenOut($0, token: token, section: .value(of: resolved.type)) } }
        return decodedValue(resolved, of: token, context: context)
    }

    /// The colour of `token` in the appearance `context`, or `nil` (reported, as `value` reports).
    mutating func variantColor(_ resolved: DesignTokenSet.Resolved, of token: DesignToken, context: String) -> RGBA? {
        let reported = log.diagnostics.count
        defer { log.transform(since: reported) { Self.leavingTokenOut($0, token: token, section: .color) } }
        return color(resolved.value, Self.valueName(of: token, context: context))
    }

    /// A value ThemeGen cannot read, which the tools a token project is built with pass through as it
    /// is (`#fffffff`, a unit it does not know): a warning, the token left out of every theme (a theme
    /// without it loses the key in all of them), so one odd token never fails the build. Those that take
    /// the same value through their aliases fold under the first. (`--warnings-as-errors` makes it strict.)
    /// Unless it says otherwise, the value breaks the rules of its type's `section` of the specification.
    private static func leavingTokenOut(_ diagnostic: Diagnostic, token: DesignToken, section: SpecSection) -> Diagnostic {
        guard diagnostic.severity == .error else { return diagnostic }
        var warning = diagnostic
        warning.rule = diagnostic.rule ?? .invalid(section)
        warning.severity = .warning
        warning.consequence = "the token is left out of every theme"
        warning.fold = Diagnostic.Fold(kind: "unreadable value at \(diagnostic.location.prefix)", subject: token.pointer, printedAlone: 1)
        return warning
    }

    private mutating func decodedValue(_ resolved: DesignTokenSet.Resolved, of token: DesignToken, context: String?) -> DeclaredValue? {
        let value = resolved.value
        func what() -> String { Self.valueName(of: token, context: context) }
        switch resolved.type {
        case .color: return color(value, what()).map { DeclaredValue.color(.literal($0)) }
        case .dimension:
            if let relative = relativeToFontSize(value) {
                log.warning(
                    "token \(token.pointer) is \(relative.written), which ThemeGen can resolve only inside a typography token; it is left out", at: token.location,
                    fold: Diagnostic.Fold(kind: "relative size, left out", subject: token.pointer),
                    // Tokens Studio writes such sizes; DTCG has no unit for them.
                    rule: dialect == .tokensStudio ? .notGenerated(.dimension) : .otherTool(.dimension))
                return nil
            }
            return dimension(value, what()).map(DeclaredValue.number)
        case .number: return number(value, what()).map(DeclaredValue.number)
        case .duration: return duration(value, what()).map(DeclaredValue.number)
        case .fontFamily: return fontFamily(value, what()).map(DeclaredValue.value)
        case .fontWeight: return fontWeightNumber(value, what()).map(DeclaredValue.number)
        case .typography: return typography(value, what()).map { DeclaredValue.font(.concrete($0)) }
        case .shadow: return shadow(value, what()).map(DeclaredValue.shadow)
        case .gradient: return gradient(value, what()).map(DeclaredValue.gradient)
        case .opacity: return opacity(value, what()).map(DeclaredValue.number)
        case .text: return text(value, what()).map(DeclaredValue.value)
        case .boolean: return boolean(value, what()).map(DeclaredValue.boolean)
        case .lineHeight:
            log.warning(
                "token \(token.pointer) is a line height, which ThemeGen generates inside the typography tokens that use it (relative to their font size), not on its own; it is left out", at: token.location,
                fold: Diagnostic.Fold(kind: "line height left out", subject: token.pointer), rule: .notGenerated(.types))
            return nil
        case .cubicBezier, .border, .strokeStyle, .transition, .composition, .asset:
            guard isValidNotGenerated(value, type: resolved.type, what()) else { return nil }
            log.warning(
                "token \(token.pointer) is \(resolved.type.nounWithArticle), a type ThemeGen does not generate; it is left out (tokens of the types it generates may still use its parts)", at: token.location,
                fold: Diagnostic.Fold(kind: "\(resolved.type.rawValue) not generated", subject: token.pointer),
                rule: resolved.type.isDTCG ? .notGenerated(.value(of: resolved.type)) : .otherTool(.types))
            return nil
        }
    }

    /// A size relative to the font size, as a fraction of it, and how it was written: a percentage
    /// (`"-2%"`, as Tokens Studio writes letter spacing) or `em` (`{ "value": 0.04, "unit": "em" }`, or
    /// `"0.04em"`, as CSS and Terrazzo write it); `nil` for anything else.
    func relativeToFontSize(_ node: Node) -> (fraction: Double, written: String)? {
        if case .scalar(let text, .string) = node.content {
            if let fraction = CSSNumber.percentage(text) { return (fraction, "a percentage (\(Excerpt.of(text))), of a size only the layout knows (a font size, a container)") }
            if text.hasSuffix("em"), !text.hasSuffix("rem"), let value = CSSNumber.parse(String(text.dropLast(2)).trimmingBlanks) { return (value, "in em (\(Excerpt.of(text))), relative to a font size") }
            return nil
        }
        guard let entries = node.entries, entries.count == 2,
            case .scalar("em", _)? = entries.first(where: { $0.key == "unit" })?.value.content,
            case .number(let value)? = entries.first(where: { $0.key == "value" })?.value.plainMeaning
        else { return nil }
        return (value, "in em (\(NumberText.plain(value))em), relative to a font size")
    }

    /// How messages name a token's value: `the value of token #/color/accent`, and `… in the 'dark'
    /// context` for an appearance other than the default one.
    static func valueName(of token: DesignToken, context: String? = nil) -> String {
        "the value of token \(token.pointer)" + (context.map { " in the \(quoted: $0) context" } ?? "")
    }

    // MARK: Plain values

    mutating func number(_ node: Node, _ what: @autoclosure () -> String) -> Double? {
        if case .number(let value)? = node.plainMeaning, value.isFinite { return value }
        if case .scalar(let text, .number) = node.content, let value = Double(text) { return value }
        // Tokens Studio writes every value as a string: `"2"` is its number 2.
        if dialect == .tokensStudio, let text = Self.unitless(node), let value = CSSNumber.parse(text) { return value }
        log.error("\(what()) must be a number, not \(node.kindDescription)", at: node.location)
        return nil
    }

    mutating func string(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard case .scalar(let text, let kind) = node.content, kind == .string || node.plainMeaning == .string else {
            log.error("\(what()) must be a string, not \(node.kindDescription)", at: node.location)
            return nil
        }
        return text
    }

    /// The members of an object value, with the required ones checked.
    mutating func object(_ node: Node, _ what: @autoclosure () -> String, required: [String], allowed: [String]) -> Members? {
        guard let entries = node.entries else {
            log.error("\(what()) must be an object with \(SchemaReader.list(required)), not \(node.kindDescription)", at: node.location)
            return nil
        }
        for entry in entries where !allowed.contains(entry.key) {
            log.warning(
                "unknown member \(quoted: entry.key) in \(what()) is ignored; it has \(SchemaReader.list(allowed))", at: entry.keyLocation,
                fold: Diagnostic.Fold(kind: "unknown member \(entry.key)", subject: what()), rule: .invalid(.types))
        }
        let members = Members(entries: entries)
        let missing = required.filter { members[$0] == nil }
        guard missing.isEmpty else {
            log.error("\(what()) needs \(SchemaReader.list(missing))", at: node.location)
            return nil
        }
        return members
    }

    /// An object's members by name: a few, so found by a scan rather than hashed into a dictionary.
    struct Members {
        let entries: [Node.Entry]

        subscript(name: String) -> Node? {
            entries.first { $0.key == name }?.value
        }
    }

    /// `{ "value": 16, "unit": "px" }` (or `rem`), in points by the set's rule; a string such as `"16px"`
    /// is read too, as Style Dictionary and older drafts write it. A number without a unit is px in Tokens
    /// Studio, and with `bareNumberInPixels` (where Style Dictionary reads one so, with a warning); else an error.
    /// A string the caller says more of (a line height's `"24px"`) is read without the warning `writtenAsCSS`
    /// gives.
    mutating func dimension(_ node: Node, _ what: @autoclosure () -> String, bareNumberInPixels: Bool = false, saidOfString: Bool = false) -> Double? {
        var pixels = dialect == .tokensStudio ? Self.unitless(node) : nil
        // Zero is `quantity`'s to read: it needs no unit.
        if pixels == nil, case .number(let value)? = node.plainMeaning, value != 0 {
            guard bareNumberInPixels else {
                log.error("\(what()) is a number without a unit; write '16px' or '1rem' (Style Dictionary's size transforms read a bare number as rem, other tools as px)", at: node.location)
                return nil
            }
            pixels = NumberText.plain(value)
            log.warning(
                "\(what()) is a number without a unit; it is read as \(NumberText.plain(value)) px, as Style Dictionary reads it", at: node.location,
                fold: Diagnostic.Fold(kind: "unitless dimension", subject: what()), rule: .otherTool(.dimension))
        }
        let written = pixels.map { Node(.scalar($0 + "px", .string), at: node.location) } ?? node
        guard let points = quantity(written, what(), measure: units.measure(in: ValueRanges.dimension), units: Self.dimensionUnits) else { return nil }
        if !saidOfString { writtenAsCSS(node, what(), section: .dimension) }
        return points
    }

    /// A size or duration written as CSS writes it (`"16px"`, `"200ms"`), which DTCG 2025.10 writes as an
    /// object: read as Style Dictionary reads it, with a warning (one a file, the rest in its note). Tokens
    /// Studio and Style Dictionary's classic files write them so: no warning there.
    private mutating func writtenAsCSS(_ node: Node, _ what: String, section: SpecSection) {
        guard dialect == .standard, case .scalar(let text, .string) = node.content, let (number, unit) = Measure.split(text), !unit.isEmpty else { return }
        log.warning(
            "\(what) is written as CSS writes it (\(quoted: text)), where DTCG 2025.10 writes { \"value\": \(NumberText.plain(number)), \"unit\": \"\(unit)\" }; it is read as Style Dictionary reads it",
            at: node.location, fold: Diagnostic.Fold(kind: "\(section) as a string", subject: what, printedAlone: 1), rule: .otherTool(section))
    }

    /// Zero written without its unit — `{ "value": 0, "unit": "" }` (Figma's export), `"0"` or `0` (CSS's bare
    /// zero, which Style Dictionary passes on) — with a warning: zero of any unit is zero. `written` says how.
    private mutating func zeroWithoutUnit(_ what: String, _ written: String, at location: SourceLocation) -> Double {
        log.warning(
            "\(what) is 0 \(written), which DTCG does not allow; it is read as 0, which is the same in every unit", at: location,
            fold: Diagnostic.Fold(kind: "zero without a unit", subject: what), rule: .otherTool(.types))
        return 0
    }

    /// `{ "value": 200, "unit": "ms" }` (or `s`), in seconds; a string such as `"200ms"` is read too.
    mutating func duration(_ node: Node, _ what: @autoclosure () -> String) -> Double? {
        guard let seconds = quantity(node, what(), measure: Measure.duration, units: Self.durationUnits) else { return nil }
        writtenAsCSS(node, what(), section: .duration)
        return seconds
    }

    /// The units of a DTCG dimension and of a duration.
    static let dimensionUnits = ["px", "rem"]
    static let durationUnits = ["ms", "s"]

    /// A DTCG quantity — `{ "value": N, "unit": U }`, or a string such as `"16px"` — with one of `units`,
    /// converted by `measure` to its base unit and checked against its range.
    private mutating func quantity(_ node: Node, _ what: @autoclosure () -> String, measure: Measure, units: [String]) -> Double? {
        let value: Double
        let unit: String
        let unitLocation: SourceLocation
        if case .number(0)? = node.plainMeaning { return zeroWithoutUnit(what(), "without a unit", at: node.location) }
        if case .scalar(let text, .string) = node.content {
            let split = Measure.split(text)
            if let (number, written) = split, written.isEmpty, number == 0 { return zeroWithoutUnit(what(), "without a unit", at: node.location) }
            guard let (number, written) = split, !written.isEmpty else {
                let relative = CSSNumber.percentage(text) != nil ? " (a percentage is of a size only the layout knows: only a typography token's letterSpacing and lineHeight may be one)" : ""
                log.error("\(what()) is not a \(measure.noun) (\(quoted: text)): write a number with the unit \(SchemaReader.list(units))\(relative)", at: node.location)
                return nil
            }
            (value, unit, unitLocation) = (number, String(written), node.location)
        } else {
            guard let members = object(node, what(), required: ["value", "unit"], allowed: ["value", "unit"]),
                let valueNode = members["value"], let unitNode = members["unit"],
                let number = number(valueNode, "the 'value' of \(what())"), let written = string(unitNode, "the 'unit' of \(what())")
            else { return nil }
            (value, unit, unitLocation) = (number, written, unitNode.location)
            if written.isEmpty, number == 0 { return zeroWithoutUnit(what(), "with an empty unit", at: unitLocation) }
        }
        guard units.contains(unit), let converted = measure.units.first(where: { $0.name == unit })?.toBase(value) else {
            log.error("the unit \(quoted: unit) of \(what()) is not \(SchemaReader.list(units)), the units of a DTCG \(measure.noun)", at: unitLocation)
            return nil
        }
        guard measure.range.contains(converted) else {
            log.error("\(what()) must be \(ValueRanges.describe(measure.range)) \(measure.baseUnit), not \(NumberText.plain(converted))", at: node.location, rule: .notGenerated(.types))
            return nil
        }
        return converted
    }

    /// A `fontFamily` token's name: the first of its list or font stack, with a warning naming the others
    /// when they hold a family of its own — which a typography token that takes the list keeps as a
    /// fallback, but a name on its own cannot. A generic family (`sans-serif`) after the first goes without
    /// a word: the system font is every font's last fallback.
    mutating func fontFamily(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard let names = fontNames(node, what()), let first = names.first else { return nil }
        if names.dropFirst().contains(where: Self.isSpecificFamily) {
            log.warning(
                "\(what()) names the fonts \(names.map { "\(quoted: $0)" }.joined(separator: ", ")), most preferred first; as a name on its own it is the first, \(quoted: first); a typography token that takes it keeps the others as fallbacks", at: node.location,
                fold: Diagnostic.Fold(kind: "font fallbacks", subject: what()), rule: .notGenerated(.fontFamily))
        }
        return first
    }

    /// Font names, most preferred first — DTCG's list, or a CSS font stack in one string
    /// (`"Arial Black, 'Suisse Int\'l', sans-serif"`) — never empty.
    mutating func fontNames(_ node: Node, _ what: @autoclosure () -> String) -> [String]? {
        var names: [String] = []
        if case .sequence(let items) = node.content {
            for item in items {
                guard let name = string(item, "a font of \(what())") else { return nil }
                names.append(name)
            }
        } else {
            guard let text = string(node, what()) else { return nil }
            names = Self.fontStack(text)
        }
        guard !names.isEmpty else {
            log.error("\(what()) names no font", at: node.location)
            return nil
        }
        return names
    }

    /// The families of a CSS font stack, each unquoted and trimmed: `Arial Black, "Suisse Int'l", sans-serif`.
    static func fontStack(_ text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'", current.trimmingBlanks.isEmpty {
                quote = character
            } else if character == "," {
                names.append(current.trimmingBlanks)
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current.trimmingBlanks)
        return names.filter { !$0.isEmpty }
    }

    /// DTCG's weight names and their numbers.
    static let fontWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// A weight from 1 to 1000, or one of DTCG's names for one (case matters, as the format says); in
    /// Tokens Studio, a face name (`Semi Bold`, `ExtraBold Italic`) or a number in a string.
    mutating func fontWeightNumber(_ node: Node, _ what: @autoclosure () -> String) -> Double? {
        if dialect == .tokensStudio, case .scalar(let text, .string) = node.content {
            return tokensStudioWeight(text, at: node.location, what())
        }
        if case .scalar(let text, .string) = node.content {
            if let number = Self.fontWeightNames[text] { return number }
            // A number in a string (`"400"`), which Style Dictionary passes on as CSS reads it.
            if let number = CSSNumber.parse(text), (1...1000).contains(number) {
                log.warning(
                    "\(what()) is the font weight \(NumberText.plain(number)) written as a string, which DTCG does not allow; it is read as that number, as Style Dictionary passes it to CSS",
                    at: node.location, fold: Diagnostic.Fold(kind: "font weight in a string", subject: what()), rule: .otherTool(.fontWeight))
                return number
            }
            let hint = Suggestions.didYouMean(text, in: Self.fontWeightNames.keys.sorted())
            log.error("\(what()) names no font weight (\(quoted: text))\(hint); use a number from 1 to 1000 or a DTCG weight name such as 'semi-bold'", at: node.location)
            return nil
        }
        guard let number = number(node, what()) else { return nil }
        guard (1...1000).contains(number) else {
            log.error("\(what()) must be a font weight from 1 to 1000, not \(NumberText.plain(number))", at: node.location)
            return nil
        }
        return number
    }

    /// The Apple weight nearest to a DTCG one, a tie going to the heavier (`350` is `regular`, `950` `black`).
    static func appleWeight(_ number: Double) -> FontWeight {
        let hundreds = min(9, max(1, (number / 100).rounded()))
        return FontWeight(number: hundreds * 100) ?? .regular
    }
}
