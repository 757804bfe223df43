#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes a document in ThemeGen's schema (YAML or property list) into theme declarations,
/// checking every key and value type and reporting each problem with its location.
struct ThemeFileDecoder {
    static let rootKeys = ["defaultTheme", "storageKey", "swiftNames", "themes"]
    static let themeKeys = ["id", "extends", "swiftName", "typography"] + TokenGroup.allCases.map(\.rawValue)
    static let typographyKeys = ["family", "faces", "sizeAdjustment"]
    static let fontKeys = ["weight", "size", "textStyle", "name"]
    static let variantKeys = ["light", "dark", "lightHighContrast", "darkHighContrast"]
    /// The fields of a gradient.
    static let gradientKeys = ["type", "angle", "start", "end", "center", "radius", "stops"]
    /// The fields of a shadow's layer.
    static let shadowKeys = ["color", "x", "y", "blur", "spread"]
    /// The sides of insets written as a mapping.
    static let insetKeys = ["top", "leading", "bottom", "trailing"]
    /// The keys of a colour made from another: `{ ref, alpha }` or `{ mix, weight }`.
    static let modifierKeys = ["ref", "mix"]
    /// The keys of a colour written as components.
    static let componentKeys = ["red", "green", "blue", "alpha"]
    /// `'light', 'dark', 'red', 'green', 'blue' and 'alpha'`, for messages.
    static let reservedColorKeysText: String = {
        let quoted = (variantKeys + componentKeys).map { "'\($0)'" }
        return quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
    }()

    var reader: SchemaReader
    /// How dimensions written with a unit become points.
    let units: DimensionUnits

    /// Decodes `root`, read from a file in `format`, appending problems to `log`.
    static func decode(_ root: Node, format: SourceFormat, units: DimensionUnits, log: inout DiagnosticLog) -> FileDeclarations {
        var decoder = ThemeFileDecoder(reader: SchemaReader(format: format), units: units)
        let result = decoder.decodeFile(root)
        log.append(contentsOf: decoder.reader.log.diagnostics)
        return result
    }

    private mutating func decodeFile(_ root: Node) -> FileDeclarations {
        var file = FileDeclarations()
        guard let entries = reader.mapping(root, "a theme file") else { return file }
        let looksLikeThemeGen = entries.contains { Self.rootKeys.contains($0.key) || Suggestions.closest(to: $0.key, in: Self.rootKeys) != nil }
        guard looksLikeThemeGen || entries.isEmpty else {
            reader.log.error("this is not a ThemeGen theme file: it has no 'themes' mapping (its keys: \(ForeignFile.firstKeys(entries))); "
                + "\(ForeignFile.advice); the theme format is in docs/ThemeFormat.md", at: root.location)
            return file
        }
        reader.rejectUnknownKeys(entries, allowed: Self.rootKeys, in: "a theme file")
        var sawThemes = false
        for entry in entries {
            switch entry.key {
            case "defaultTheme":
                file.settings.defaultTheme = reader.string(entry.value, "'defaultTheme'").map { Located($0, at: entry.value.location) }
            case "storageKey":
                file.settings.storageKey = nonEmptyString(entry.value, "'storageKey'").map { Located($0, at: entry.value.location) }
            case "swiftNames":
                file.settings.swiftNames = decodeSwiftNames(entry.value)
            case "themes":
                sawThemes = true
                file.themes = decodeThemes(entry.value)
            default:
                break
            }
        }
        if !sawThemes {
            reader.log.error("a theme file needs a 'themes' mapping of theme names to themes", at: root.location)
        }
        return file
    }

    private mutating func decodeThemes(_ node: Node) -> [ThemeDeclaration] {
        guard let entries = reader.mapping(node, "'themes'") else { return [] }
        if entries.isEmpty {
            reader.log.error("'themes' is empty; define at least one theme", at: node.location)
        }
        // Themes are decoded at once, on every core, each with a reader of its own; their problems are
        // collected in theme order.
        let format = reader.format
        let units = units
        let decoded = ConcurrentMap.map(entries) { entry -> (theme: ThemeDeclaration?, diagnostics: [Diagnostic]) in
            var decoder = ThemeFileDecoder(reader: SchemaReader(format: format), units: units)
            if entry.key.trimmingBlanks.isEmpty {
                decoder.reader.log.error("a theme name must not be empty", at: entry.keyLocation)
                return (nil, decoder.reader.log.diagnostics)
            }
            decoder.reader.checkVisible(entry.key, "theme name '\(entry.key)'", at: entry.keyLocation)
            let theme = decoder.decodeTheme(named: entry.key, at: entry.keyLocation, entry.value)
            return (theme, decoder.reader.log.diagnostics)
        }
        reader.log.append(contentsOf: decoded.flatMap(\.diagnostics))
        return decoded.compactMap(\.theme)
    }

    private mutating func decodeTheme(named name: String, at location: SourceLocation, _ node: Node) -> ThemeDeclaration? {
        var theme = ThemeDeclaration(name: name, location: location)
        if node.isNull { return theme }
        guard let entries = reader.mapping(node, "theme '\(name)'") else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.themeKeys, in: "theme '\(name)'")
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "id":
                theme.id = nonEmptyString(value, "'id'").map { Located($0, at: value.location) }
            case "extends":
                theme.extends = reader.string(value, "'extends'").map { Located($0, at: value.location) }
            case "swiftName":
                theme.swiftName = swiftIdentifier(value, "'swiftName'").map { Located($0, at: value.location) }
            case "typography":
                theme.typography = decodeTypography(value)
            default:
                if let group = TokenGroup(rawValue: entry.key) {
                    theme.tokens[group] = decodeGroup(group, value)
                }
            }
        }
        return theme
    }

    private mutating func decodeTypography(_ node: Node) -> TypographyDeclaration {
        var typography = TypographyDeclaration()
        guard let entries = reader.mapping(node, "'typography'") else { return typography }
        reader.rejectUnknownKeys(entries, allowed: Self.typographyKeys, in: "'typography'")
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "family":
                typography.family = reader.stringOrNone(value, "'family'").map { Located($0.value, at: value.location) }
            case "faces":
                typography.faces = decodeFaces(value)
            case "sizeAdjustment":
                typography.sizeAdjustment = reader.number(value, "'sizeAdjustment'", in: ValueRanges.sizeAdjustment).map { Located($0, at: value.location) }
            default:
                break
            }
        }
        return typography
    }

    private mutating func decodeFaces(_ node: Node) -> [FontWeight: Located<String?>] {
        guard let entries = reader.mapping(node, "'faces'") else { return [:] }
        reader.rejectUnknownKeys(entries, allowed: FontWeight.allCases.map(\.rawValue), in: "'faces'")
        var faces: [FontWeight: Located<String?>] = [:]
        for entry in entries {
            guard let weight = FontWeight(rawValue: entry.key),
                  let face = reader.stringOrNone(entry.value, "the \(entry.key) face") else { continue }
            faces[weight] = Located(face.value, at: entry.value.location)
        }
        return faces
    }

    private mutating func decodeGroup(_ group: TokenGroup, _ node: Node) -> [TokenDeclaration] {
        guard let entries = reader.mapping(node, "'\(group.rawValue)'") else { return [] }
        var declarations: [TokenDeclaration] = []
        decodeMembers(of: group, entries, path: [], into: &declarations)
        var firstDeclared: [String: SourceLocation] = [:]
        for declaration in declarations {
            if let first = firstDeclared[declaration.key] {
                reader.log.error("\(group.noun) '\(declaration.key)' is declared twice in this theme, once as a nested group's member and once with dots in its key",
                                 at: declaration.location, notes: [.init("the other declaration", at: first)])
            } else {
                firstDeclared[declaration.key] = declaration.location
            }
        }
        return declarations
    }

    /// The members of a group or of a nested group (`path` its keys from the group down): tokens, whose
    /// key is the path and the member's key joined with dots, and nested groups, read in their place.
    private mutating func decodeMembers(of group: TokenGroup, _ entries: [Node.Entry], path: [String], into declarations: inout [TokenDeclaration]) {
        for entry in entries {
            let key = (path + [entry.key]).joined(separator: ".")
            let what = { "\(group.noun) '\(key)'" }
            reader.checkVisible(entry.key, what(), at: entry.keyLocation)
            if let members = entry.value.entries {
                switch TokenMapping.role(of: members, in: group) {
                case .group:
                    decodeMembers(of: group, members, path: path + [entry.key], into: &declarations)
                    continue
                case .ambiguous(let field, let member):
                    reader.log.error("'\(key)' mixes \(group.noun) fields ('\(field.key)') with group members ('\(member.key)'); a mapping is either \(TokenMapping.valueForms(of: group)) or a group, so move '\(field.key)' into a member of its own", at: field.keyLocation)
                    declarations.append(TokenDeclaration(key: key, groupPath: path, location: entry.keyLocation, value: .invalid))
                    continue
                case .value:
                    break
                }
            }
            declarations.append(TokenDeclaration(key: key, groupPath: path, location: entry.keyLocation,
                                                 value: decodeToken(of: group, entry.value, what()) ?? .invalid))
        }
    }

    private mutating func decodeToken(of group: TokenGroup, _ node: Node, _ what: @autoclosure () -> String) -> DeclaredValue? {
        if group == .insets { return decodeInsetsValue(node, what()) }
        if let reference = reference(in: node, group: group, what: what()) { return reference }
        switch group {
        case .colors: return decodeColor(node, what()).map(DeclaredValue.color)
        case .fonts: return decodeFont(node, what()).map(DeclaredValue.font)
        case .numbers: return reader.number(node, what()).map(DeclaredValue.number)
        case .dimensions: return decodeDimension(node, what()).map(DeclaredValue.number)
        case .durations: return decodeMeasure(node, Measure.duration, what()).map(DeclaredValue.number)
        case .booleans: return reader.bool(node, what()).map(DeclaredValue.boolean)
        case .insets: return decodeInsetsValue(node, what())
        case .shadows: return decodeShadow(node, what()).map(DeclaredValue.shadow)
        case .gradients: return decodeGradient(node, what()).map(DeclaredValue.gradient)
        case .strings: return decodeString(node, what()).map(DeclaredValue.value)
        case .values: return decodeValue(node, what()).map(DeclaredValue.value)
        }
    }

    // MARK: - Values

    private mutating func decodeColor(_ node: Node, _ what: @autoclosure () -> String) -> ColorDeclaration? {
        if let entries = node.entries {
            switch mappingKind(entries, what()) {
            case .variants:
                return decodeVariants(node, what())
            case .components:
                break
            case .modified:
                return decodeModifiedColor(node, entries, what())
            case .mixed:
                return nil
            }
        }
        return literalColor(node, what()).map { .concrete(ThemeColor(light: $0)) }
    }

    private enum ColorMappingKind {
        case variants, components, modified, mixed
    }

    /// Whether a colour's mapping holds variants (`light`, `dark`), components (`red`, `green`,
    /// `blue`, `alpha`) or a modified colour (`ref` or `mix`): decided by its keys, never guessed. Keys of
    /// two kinds are an error, reported here.
    private mutating func mappingKind(_ entries: [Node.Entry], _ what: @autoclosure () -> String) -> ColorMappingKind {
        if let modifier = entries.first(where: { Self.modifierKeys.contains($0.key) }) {
            guard let other = entries.first(where: { Self.variantKeys.contains($0.key) || ["red", "green", "blue"].contains($0.key) }) else { return .modified }
            reader.log.error("\(what()) mixes '\(modifier.key)' with '\(other.key)'; a color is either modified ({ ref, alpha } or { mix, weight }), components or variants", at: other.keyLocation)
            return .mixed
        }
        guard let component = entries.first(where: { Self.componentKeys.contains($0.key) }) else { return .variants }
        guard let variant = entries.first(where: { Self.variantKeys.contains($0.key) }) else { return .components }
        reader.log.error("\(what()) mixes the variant '\(variant.key)' with the component '\(component.key)'; give each variant its own components, as in 'light: { red: 1, green: 1, blue: 1 }'", at: variant.keyLocation)
        return .mixed
    }

    /// `{ ref: COLOR, alpha: A }` (another colour with alpha A) or `{ mix: [COLOR, COLOR], weight: W }`
    /// (W of the second, 0.5 when left out); each COLOR a literal or a reference.
    private mutating func decodeModifiedColor(_ node: Node, _ entries: [Node.Entry], _ what: @autoclosure () -> String) -> ColorDeclaration? {
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if let base = fields["ref"] {
            reader.rejectUnknownKeys(entries, allowed: ["ref", "alpha"], in: what())
            guard let alphaNode = fields["alpha"] else {
                reader.log.error("\(what()) needs an 'alpha' from 0 to 1 for the color in 'ref'", at: node.location)
                return nil
            }
            let alpha = reader.number(alphaNode, "the alpha of \(what())", in: ValueRanges.colorComponent)
            guard let part = colorPart(base, "the color in 'ref' of \(what())"), let alpha else { return nil }
            return .withAlpha(part, alpha: alpha)
        }
        reader.rejectUnknownKeys(entries, allowed: ["mix", "weight"], in: what())
        guard let mixNode = fields["mix"], case .sequence(let items) = mixNode.content, items.count == 2 else {
            reader.log.error("'mix' of \(what()) must be a list of two colors, as in 'mix: [\"{colors.primary}\", \"#FFFFFF\"]'", at: fields["mix"]?.location ?? node.location)
            return nil
        }
        let weight = fields["weight"].map { reader.number($0, "the weight of \(what())", in: ValueRanges.colorComponent) } ?? 0.5
        guard let first = colorPart(items[0], "the first color mixed in \(what())"),
              let second = colorPart(items[1], "the second color mixed in \(what())"), let weight else { return nil }
        return .mix(first, second, weight: weight)
    }

    /// A colour as `{ red, green, blue, alpha }`, each from 0 to 1 (alpha 1 when left out).
    private mutating func componentColor(_ node: Node, _ entries: [Node.Entry], _ what: @autoclosure () -> String) -> RGBA? {
        guard entries.contains(where: { Self.componentKeys.contains($0.key) }) else {
            // `shades: { light: { subtle: … } }`: a nested group under a variant's name.
            let keys = SchemaReader.list(entries.prefix(3).map(\.key))
            reader.log.error("\(what()) must be a color, not a group (\(keys)): \(Self.reservedColorKeysText) name a color's parts and cannot name nested groups; rename the group", at: node.location)
            return nil
        }
        reader.rejectUnknownKeys(entries, allowed: Self.componentKeys, in: what())
        guard ["red", "green", "blue"].allSatisfy({ key in entries.contains { $0.key == key } }) else {
            reader.log.error("\(what()) needs 'red', 'green' and 'blue', each \(ValueRanges.describe(ValueRanges.colorComponent)); 'alpha' may be left out", at: node.location)
            return nil
        }
        var values: [String: Double] = [:]
        var valid = true
        for entry in entries where Self.componentKeys.contains(entry.key) {
            if let value = reader.number(entry.value, "\(entry.key) of \(what())", in: ValueRanges.colorComponent) {
                values[entry.key] = value
            } else {
                valid = false
            }
        }
        guard valid, let red = values["red"], let green = values["green"], let blue = values["blue"] else { return nil }
        return RGBA(red: red, green: green, blue: blue, alpha: values["alpha"] ?? 1)
    }

    /// `{ light, dark }`, and optionally `lightHighContrast` and `darkHighContrast` for Increase Contrast.
    private mutating func decodeVariants(_ node: Node, _ what: @autoclosure () -> String) -> ColorDeclaration? {
        guard let entries = reader.mapping(node, what()) else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.variantKeys, in: what())
        let light = entries.first { $0.key == "light" }
        let dark = entries.first { $0.key == "dark" }
        guard let light, let dark else {
            reader.log.error("\(what()) needs both 'light' and 'dark' variants", at: node.location)
            return nil
        }
        var parts: [String: ColorDeclaration.Part] = [:]
        var valid = true
        for entry in entries where Self.variantKeys.contains(entry.key) {
            if let part = colorPart(entry.value, "the \(entry.key) variant of \(what())") { parts[entry.key] = part } else { valid = false }
        }
        guard valid, let lightPart = parts[light.key], let darkPart = parts[dark.key] else { return nil }
        return .variants(light: lightPart, dark: darkPart, lightHighContrast: parts["lightHighContrast"], darkHighContrast: parts["darkHighContrast"])
    }

    private mutating func colorPart(_ node: Node, _ what: @autoclosure () -> String) -> ColorDeclaration.Part? {
        switch reference(in: node, group: .colors, what: what()) {
        case .reference(let reference)?: return .reference(reference)
        case .some: return nil
        case nil: return literalColor(node, what()).map(ColorDeclaration.Part.literal)
        }
    }

    /// A colour written out (not a reference): hex digits, a CSS colour function, or components.
    private mutating func literalColor(_ node: Node, _ what: @autoclosure () -> String) -> RGBA? {
        if let entries = node.entries { return componentColor(node, entries, what()) }
        guard let text = reader.string(node, what()) else { return nil }
        if let rgba = ColorSyntax.parse(text) { return rgba }
        switch ColorFunctionSyntax.parse(text) {
        case .success(let rgba)?:
            return rgba
        case .failure(let failure)?:
            reader.log.error("invalid color '\(text)' for \(what()): \(failure.reason)", at: node.location)
        case nil:
            reader.log.error("invalid color '\(text)' for \(what()); expected \(ColorSyntax.acceptedForms), or a reference such as '{colors.primary}'", at: node.location)
        }
        return nil
    }

    /// A dimension in points: a number, or a string with a unit (`"16pt"`, `"24px"`, `"1.5rem"`)
    /// converted by the set's `DimensionUnits`.
    private mutating func decodeDimension(_ node: Node, _ what: @autoclosure () -> String) -> Double? {
        decodeMeasure(node, units.measure, what())
    }

    /// A quantity of `measure`: a number of its base unit, or a string with one of its units, within its range.
    private mutating func decodeMeasure(_ node: Node, _ measure: Measure, _ what: @autoclosure () -> String) -> Double? {
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
                reader.log.error("invalid \(measure.noun) '\(text)' for \(what()): \(failure.reason)", at: node.location)
                return nil
            }
        }
        guard measure.range.contains(value) else {
            reader.log.error("\(what()) must be \(ValueRanges.describe(measure.range)) \(measure.baseUnit), not \(NumberText.plain(value))", at: node.location)
            return nil
        }
        return value
    }

    /// A plain string. An unquoted YAML boolean or number is refused rather than read as its text, as
    /// for `values`: `version: 1.10` would otherwise become "1.1".
    private mutating func decodeString(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        let kind: String
        switch node.plainMeaning {
        case .boolean?: kind = "boolean"
        case .number?: kind = "number"
        default: return reader.string(node, what())
        }
        guard case .scalar(let text, _) = node.content else { return nil }
        reader.log.error("\(what()) is the YAML \(kind) \(text); write \"\(text)\" in quotes to use it as a string", at: node.location)
        return nil
    }

    /// A `values` entry: a string naming an enum case. An unquoted YAML boolean or number is refused
    /// rather than read as its text, since the enum would then hold a case the author did not mean.
    private mutating func decodeValue(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        let kind: String
        switch node.plainMeaning {
        case .boolean?: kind = "boolean"
        case .number?: kind = "number"
        default:
            guard let value = reader.string(node, what()) else { return nil }
            reader.checkVisible(value, "\(what()) '\(value)'", at: node.location)
            return value
        }
        guard case .scalar(let text, _) = node.content else { return nil }
        reader.log.error("\(what()) is the YAML \(kind) \(text), but values name enum cases; write \"\(text)\" in quotes to use it as a case name", at: node.location)
        return nil
    }

    private mutating func decodeFont(_ node: Node, _ what: @autoclosure () -> String) -> FontDeclaration? {
        guard let entries = reader.mapping(node, what()) else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.fontKeys, in: what())
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let sizeNode = fields["size"] else {
            reader.log.error("\(what()) needs a 'size'", at: node.location)
            return nil
        }
        let size = decodeFontSize(sizeNode, "the size of \(what())")
        let textStyle = fields["textStyle"].flatMap { decodeTextStyle($0, what()) }
        if let nameNode = fields["name"] {
            if let weightNode = fields["weight"] {
                reader.log.error("\(what()) gives both 'name' and 'weight'; a font name already includes its weight", at: weightNode.location)
            }
            guard let name = reader.string(nameNode, "the name of \(what())"), let size else { return nil }
            return .named(name, size: size, textStyle: textStyle)
        }
        let weight = fields["weight"].map { decodeWeight($0, what()) } ?? .regular
        guard let weight, let size else { return nil }
        return .styled(weight: weight, size: size, textStyle: textStyle)
    }

    /// Points, or a reference to a number or a dimension.
    private mutating func decodeFontSize(_ node: Node, _ what: @autoclosure () -> String) -> Length? {
        switch crossGroupReference(in: node, allowed: Length.referableGroups, what: what()) {
        case .found(let group, let reference)?: return .reference(group, reference)
        case .invalid?: return nil
        case nil: return reader.number(node, what(), in: ValueRanges.fontSize).map(Length.points)
        }
    }

    /// A side of insets: a dimension (`8`, `"8pt"`, `"0.5rem"`) or a reference to a number or a dimension.
    private mutating func decodeLength(_ node: Node, _ what: @autoclosure () -> String) -> Length? {
        switch crossGroupReference(in: node, allowed: Length.referableGroups, what: what()) {
        case .found(let group, let reference)?: return .reference(group, reference)
        case .invalid?: return nil
        case nil: return decodeDimension(node, what()).map(Length.points)
        }
    }

    /// A shadow: one layer `{ color, x, y, blur, spread }` (the lengths 0 when left out), or a list of
    /// layers, the first nearest the content.
    private mutating func decodeShadow(_ node: Node, _ what: @autoclosure () -> String) -> ShadowDeclaration? {
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

    private mutating func decodeShadowLayer(_ node: Node, _ what: String) -> ShadowDeclaration.Layer? {
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
            guard let length = decodeLength(lengthNode, "the \(key) of \(what)") else {
                valid = false
                continue
            }
            if key == "blur", case .points(let points) = length, points < 0 {
                reader.log.error("the blur of \(what) must not be negative, not \(NumberText.plain(points))", at: lengthNode.location)
                valid = false
            }
            lengths[key] = length
        }
        guard valid, let color else { return nil }
        let length = { (key: String) in lengths[key] ?? .points(0) }
        return ShadowDeclaration.Layer(color: color, x: length("x"), y: length("y"), blur: length("blur"), spread: length("spread"))
    }

    /// A colour inside another value: a reference to a colour, or any colour form.
    private mutating func decodeColorSource(_ node: Node, _ what: @autoclosure () -> String) -> ColorSource? {
        switch reference(in: node, group: .colors, what: what()) {
        case .reference(let reference)?: return .reference(reference)
        case .some: return nil
        case nil: return decodeColor(node, what()).map(ColorSource.declared)
        }
    }

    /// A gradient: `{ type: linear, angle: 90, stops: [...] }` (or `start` and `end` unit points instead
    /// of `angle`; linear is the default type) or `{ type: radial, center: [0.5, 0.5], radius: 120,
    /// stops: [...] }`. Stops are colours, evenly spread, or `{ color, location }` with every location given.
    private mutating func decodeGradient(_ node: Node, _ what: @autoclosure () -> String) -> GradientDeclaration? {
        guard let entries = reader.mapping(node, what()) else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.gradientKeys, in: what())
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let type = fields["type"].flatMap { reader.string($0, "the type of \(what())") } ?? "linear"
        let kind: GradientDeclaration.Kind?
        switch type {
        case "linear":
            if let radial = entries.first(where: { $0.key == "radius" || $0.key == "center" }) {
                reader.log.error("a linear gradient has no '\(radial.key)'; \(what()) needs 'type: radial' for it", at: radial.keyLocation)
            }
            if let angle = fields["angle"] {
                if let point = entries.first(where: { $0.key == "start" || $0.key == "end" }) {
                    reader.log.error("\(what()) gives both 'angle' and '\(point.key)'; give one or the other", at: point.keyLocation)
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
            let radius = decodeLength(radiusNode, "the radius of \(what())")
            kind = center.flatMap { center in radius.map { .radial(center: center, radius: $0) } }
        default:
            reader.unknownChoice(type, "gradient type '\(type)' for \(what())", choices: ["linear", "radial"], at: fields["type"]?.location ?? node.location)
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
    private mutating func decodeStops(_ items: [Node], _ what: @autoclosure () -> String) -> [GradientDeclaration.Stop]? {
        let located = items.filter { $0.entries?.contains { $0.key == "location" } == true }
        guard located.isEmpty || located.count == items.count else {
            reader.log.error("give a 'location' to every stop of \(what()) or to none (they are then spread evenly)", at: items[0].location)
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
    private mutating func unitPoint(_ node: Node, _ what: @autoclosure () -> String) -> Gradient.UnitPoint? {
        guard case .sequence(let items) = node.content, items.count == 2 else {
            reader.mismatch(node, what(), expected: "a point [x, y], each from 0 to 1")
            return nil
        }
        let x = reader.number(items[0], "x of \(what())", in: 0...1)
        let y = reader.number(items[1], "y of \(what())", in: 0...1)
        guard let x, let y else { return nil }
        return Gradient.UnitPoint(x: x, y: y)
    }

    /// Insets, or a reference to other insets; a reference to a number or a dimension is one length for
    /// every side.
    private mutating func decodeInsetsValue(_ node: Node, _ what: @autoclosure () -> String) -> DeclaredValue? {
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
    private mutating func decodeInsets(_ node: Node, _ what: @autoclosure () -> String) -> InsetsDeclaration? {
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
            reader.log.error("\(what()) has \(parts.count) lengths ('\(text)'); write one to four, as in CSS: '8', '8 16', '8 16 4' or '8 16 4 12' (top, trailing, bottom, leading)", at: node.location)
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

    /// A weight by name (`semibold`) or as a CSS-style number (`600`, from 100 to 900 in hundreds).
    private mutating func decodeWeight(_ node: Node, _ what: @autoclosure () -> String) -> FontWeight? {
        if let number = reader.numberIfWrittenAsOne(node) {
            if let weight = FontWeight(number: number) { return weight }
            reader.log.error("weight \(NumberText.plain(number)) for \(what()) is not a weight; use 100, 200, … 900 (100 is ultraLight, 400 regular, 700 bold, 900 black) or a name such as 'semibold'", at: node.location)
            return nil
        }
        guard let text = reader.string(node, "the weight of \(what())") else { return nil }
        if let weight = FontWeight(rawValue: text) { return weight }
        reader.unknownChoice(text, "weight '\(text)' for \(what())", choices: FontWeight.allCases.map(\.rawValue), at: node.location)
        return nil
    }

    private mutating func decodeTextStyle(_ node: Node, _ what: @autoclosure () -> String) -> TextStyle? {
        guard let text = reader.string(node, "the text style of \(what())") else { return nil }
        if let style = TextStyle(rawValue: text) ?? TextStyle.aliases[text] { return style }
        reader.unknownChoice(text, "text style '\(text)' for \(what())", choices: TextStyle.allCases.map(\.rawValue), at: node.location)
        return nil
    }

    // MARK: - Strings

    /// A `{group.key}` reference, checked to point into `group`; `.invalid` for a malformed one (reported),
    /// `nil` when `node` is not a reference.
    private mutating func reference(in node: Node, group: TokenGroup, what: @autoclosure () -> String) -> DeclaredValue? {
        switch crossGroupReference(in: node, allowed: [group], what: what()) {
        case .found(_, let reference)?: return .reference(reference)
        case .invalid?: return .invalid
        case nil: return nil
        }
    }

    private enum ParsedReference {
        case found(TokenGroup, TokenReference)
        /// Written as a reference, but broken (reported).
        case invalid
    }

    /// `{group.key}` when `node` is written as a reference (`nil` when it is not), to a group among
    /// `allowed`; a malformed reference, an unknown group or a group not allowed is reported, naming both
    /// the type wanted and the type referred to.
    private mutating func crossGroupReference(in node: Node, allowed: [TokenGroup], what: @autoclosure () -> String) -> ParsedReference? {
        guard case .scalar(let text, let kind) = node.content, kind == .plain || kind == .string,
              text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 else { return nil }
        let body = text.dropFirst().dropLast()
        // `{dimensions.s} {dimensions.m}` is two references (insets), not one.
        guard !body.contains("{"), !body.contains("}") else { return nil }
        let example = allowed.first?.rawValue ?? "group"
        guard let dot = body.firstIndex(of: "."), dot != body.startIndex, body.index(after: dot) != body.endIndex else {
            reader.log.error("malformed reference '\(text)' in \(what()); write '{\(example).key}'", at: node.location)
            return .invalid
        }
        let groupName = String(body[..<dot])
        let key = String(body[body.index(after: dot)...])
        guard let target = TokenGroup(rawValue: groupName) else {
            let hint = Suggestions.didYouMean(groupName, in: TokenGroup.allCases.map(\.rawValue))
            reader.log.error("unknown group '\(groupName)' in reference '\(text)'\(hint)", at: node.location)
            return .invalid
        }
        guard allowed.contains(target) else {
            let wanted = allowed.count == 1 ? "another \(allowed[0].noun)" : allowed.map(\.nounWithArticle).joined(separator: " or ")
            reader.log.error("\(what()) can only refer to \(wanted), but '\(text)' refers to a \(target.noun)", at: node.location)
            return .invalid
        }
        return .found(target, TokenReference(key: key, location: node.location))
    }

    private mutating func nonEmptyString(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard let text = reader.string(node, what()) else { return nil }
        guard !text.isEmpty else {
            reader.log.error("\(what()) must not be empty", at: node.location)
            return nil
        }
        return text
    }

    /// `swiftNames: { colors: { self: selfColor } }`: the Swift name of a key, instead of the naming rules'.
    private mutating func decodeSwiftNames(_ node: Node) -> [TokenGroup: [String: Located<String>]] {
        guard let entries = reader.mapping(node, "'swiftNames'") else { return [:] }
        reader.rejectUnknownKeys(entries, allowed: TokenGroup.allCases.map(\.rawValue), in: "'swiftNames'")
        var names: [TokenGroup: [String: Located<String>]] = [:]
        for entry in entries {
            guard let group = TokenGroup(rawValue: entry.key), let keys = reader.mapping(entry.value, "'swiftNames.\(entry.key)'") else { continue }
            for key in keys {
                if let name = swiftIdentifier(key.value, "the Swift name of \(group.noun) '\(key.key)'") {
                    names[group, default: [:]][key.key] = Located(name, at: key.value.location)
                }
            }
        }
        return names
    }

    /// A Swift identifier chosen by hand (by Swift's identifier grammar), not a word that cannot be a member.
    private mutating func swiftIdentifier(_ node: Node, _ what: @autoclosure () -> String) -> String? {
        guard let text = reader.string(node, what()) else { return nil }
        guard SwiftIdentifierGrammar.isIdentifier(text) else {
            reader.log.error("\(what()) must be a Swift identifier (a letter or '_', then letters, digits, '_' or combining marks that Swift allows), not '\(text)'", at: node.location)
            return nil
        }
        guard !SwiftKeywords.unusable.contains(text) else {
            reader.log.error("\(what()) cannot be '\(text)', which Swift does not allow as a member name", at: node.location)
            return nil
        }
        return text
    }
}

extension TextStyle {
    /// SwiftUI's names for the styles UIKit numbers.
    static let aliases: [String: TextStyle] = ["title": .title1, "caption": .caption1]
}
