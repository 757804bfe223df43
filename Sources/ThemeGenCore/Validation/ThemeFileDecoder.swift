#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decodes a document in ThemeGen's schema (YAML or property list) into theme declarations,
/// checking every key and value type and reporting each problem with its location.
struct ThemeFileDecoder {
    static let rootKeys = ["defaultTheme", "storageKey", "swiftNames", "contrast", "apptentive", "themes"]
    static let themeKeys = ["id", "extends", "swiftName", "typography", "appearance"] + TokenGroup.allCases.map(\.rawValue)
    static let typographyKeys = ["family", "faces", "sizeAdjustment"]
    static let fontKeys = ["weight", "size", "textStyle", "name", "lineHeight", "letterSpacing"]
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
        let quoted = (variantKeys + componentKeys).map { "\(quoted: $0)" }
        return quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
    }()

    var reader: SchemaReader
    /// How dimensions written with a unit become points.
    let units: DimensionUnits

    /// Decodes `root`, read from a file in `format`, appending problems to `log`. Each theme's nodes are
    /// freed once it is decoded, so pass the only reference to the tree (`consume`) for the file's nodes
    /// and declarations not to be held at once.
    static func decode(_ root: consuming Node, format: SourceFormat, units: DimensionUnits, log: inout DiagnosticLog) -> FileDeclarations {
        var decoder = ThemeFileDecoder(reader: SchemaReader(format: format), units: units)
        let result = decoder.decodeFile(root)
        log.append(contentsOf: decoder.reader.log.diagnostics)
        return result
    }

    /// The error for a file whose root is a mapping with none of a theme file's keys (nor one close to
    /// them): another tool's file (`package.json`); `nil` for any other root.
    static func foreignFileError(_ root: Node) -> Diagnostic? {
        guard let entries = root.entries, !entries.isEmpty,
            !entries.contains(where: { rootKeys.contains($0.key) || Suggestions.closest(to: $0.key, in: rootKeys) != nil })
        else { return nil }
        return Diagnostic(
            .error,
            "this is not a ThemeGen theme file: it has no 'themes' mapping (its keys: \(ForeignFile.firstKeys(entries))); "
                + "\(ForeignFile.advice); the theme format is in docs/ThemeFormat.md", at: root.location)
    }

    private mutating func decodeFile(_ root: consuming Node) -> FileDeclarations {
        var file = FileDeclarations()
        guard var entries = reader.mapping(root, "a theme file") else { return file }
        reader.rejectUnknownKeys(entries, allowed: Self.rootKeys, in: "a theme file")
        root.content = .sequence([]) // `entries` holds the only reference to the file's values now
        var sawThemes = false
        // By index, not by iterator, which would hold a second reference to every value.
        for index in entries.indices {
            if entries[index].key == "themes" {
                sawThemes = true
                file.themes = decodeThemes(Self.taking(&entries[index].value))
                continue
            }
            let entry = entries[index]
            switch entry.key {
            case "defaultTheme":
                file.settings.defaultTheme = reader.string(entry.value, "'defaultTheme'").map { Located($0, at: entry.value.location) }
            case "storageKey":
                file.settings.storageKey = nonEmptyString(entry.value, "'storageKey'").map { Located($0, at: entry.value.location) }
            case "apptentive":
                file.settings.apptentive = reader.bool(entry.value, "'apptentive'") ?? false
            case "swiftNames":
                file.settings.swiftNames = decodeSwiftNames(entry.value)
            case "contrast":
                file.settings.contrast = ContrastRequirementReader.read(entry.value, with: &reader)
            default:
                break
            }
        }
        if !sawThemes {
            reader.log.error("a theme file needs a 'themes' mapping of theme names to themes", at: root.location)
        }
        return file
    }

    /// `node`, leaving an empty list in its place: the caller then holds the only reference to its values.
    private static func taking(_ node: inout Node) -> Node {
        var taken = Node(.sequence([]), at: node.location)
        swap(&taken, &node)
        return taken
    }

    /// Decodes the themes on every core, each with a reader of its own, freeing each theme's nodes once
    /// its declaration is made; problems are collected in theme order.
    private mutating func decodeThemes(_ node: consuming Node) -> [ThemeDeclaration] {
        guard let entries = reader.mapping(node, "'themes'") else { return [] }
        if entries.isEmpty {
            reader.log.error("'themes' is empty; define at least one theme", at: node.location)
        }
        node.content = .sequence([]) // `entries` holds the only reference to the themes' nodes now
        let format = reader.format
        let units = units
        let decoded = ConcurrentMap.mapConsuming(consume entries) { entry -> (theme: ThemeDeclaration?, diagnostics: [Diagnostic]) in
            var decoder = ThemeFileDecoder(reader: SchemaReader(format: format), units: units)
            if entry.key.trimmingBlanks.isEmpty {
                decoder.reader.log.error("a theme name must not be empty", at: entry.keyLocation)
                return (nil, decoder.reader.log.diagnostics)
            }
            decoder.reader.checkVisible(entry.key, "theme name \(quoted: entry.key)", at: entry.keyLocation)
            let theme = decoder.decodeTheme(named: entry.key, at: entry.keyLocation, entry.value)
            return (theme, decoder.reader.log.diagnostics)
        }
        reader.log.append(contentsOf: decoded.flatMap(\.diagnostics))
        return decoded.compactMap(\.theme)
    }

    private mutating func decodeTheme(named name: String, at location: SourceLocation, _ node: Node) -> ThemeDeclaration? {
        var theme = ThemeDeclaration(name: name, location: location)
        if node.isNull { return theme }
        guard let entries = reader.mapping(node, "theme \(quoted: name)") else { return nil }
        reader.rejectUnknownKeys(entries, allowed: Self.themeKeys, in: "theme \(quoted: name)")
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
            case "appearance":
                theme.appearance = decodeAppearance(value)
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
                let face = reader.stringOrNone(entry.value, "the \(entry.key) face")
            else { continue }
            faces[weight] = Located(face.value, at: entry.value.location)
        }
        return faces
    }

    private mutating func decodeGroup(_ group: TokenGroup, _ node: Node) -> [TokenDeclaration] {
        guard let entries = reader.mapping(node, "\(quoted: group.rawValue)") else { return [] }
        var declarations: [TokenDeclaration] = []
        decodeMembers(of: group, entries, path: [], into: &declarations)
        // A key can only be declared twice as a nested member and as a dotted key (a mapping's keys are
        // unique), so a group without nested members needs no check.
        guard declarations.contains(where: { !$0.groupPath.isEmpty }) else { return declarations }
        var firstDeclared: [String: SourceLocation] = [:]
        for declaration in declarations {
            if let first = firstDeclared[declaration.key] {
                reader.log.error(
                    "\(group.noun) \(quoted: declaration.key) is declared twice in this theme, once as a nested group's member and once with dots in its key",
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
            let key = path.isEmpty ? entry.key : (path + [entry.key]).joined(separator: ".")
            // A local function, not a closure value: a closure would box `key` for every entry.
            func what() -> String { "\(group.noun) \(quoted: key)" }
            reader.checkVisible(entry.key, what(), at: entry.keyLocation)
            if let members = entry.value.entries {
                switch TokenMapping.role(of: members, in: group) {
                case .group:
                    decodeMembers(of: group, members, path: path + [entry.key], into: &declarations)
                    continue
                case .ambiguous(let field, let member):
                    reader.log.error("\(quoted: key) mixes \(group.noun) fields (\(quoted: field.key)) with group members (\(quoted: member.key)); a mapping is either \(TokenMapping.valueForms(of: group)) or a group, so move \(quoted: field.key) into a member of its own", at: field.keyLocation)
                    declarations.append(TokenDeclaration(key: key, groupPath: path, location: entry.keyLocation, value: .invalid))
                    continue
                case .value:
                    break
                }
            }
            declarations.append(
                TokenDeclaration(
                    key: key, groupPath: path, location: entry.keyLocation,
                    value: decodeToken(of: group, entry.value, what()) ?? .invalid))
        }
    }

    private mutating func decodeToken(of group: TokenGroup, _ node: Node, _ what: @autoclosure () -> String) -> DeclaredValue? {
        let descriptor = group.descriptor
        if !descriptor.decodesReferences, let reference = reference(in: node, group: group, what: what()) { return reference }
        return descriptor.decode(&self, node, what)
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
                if let name = swiftIdentifier(key.value, "the Swift name of \(group.noun) \(quoted: key.key)") {
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
            reader.log.error("\(what()) must be a Swift identifier (a letter or '_', then letters, digits, '_' or combining marks that Swift allows), not \(quoted: text)", at: node.location)
            return nil
        }
        guard !SwiftKeywords.unusable.contains(text) else {
            reader.log.error("\(what()) cannot be \(quoted: text), which Swift does not allow as a member name", at: node.location)
            return nil
        }
        return text
    }
}

extension TextStyle {
    /// SwiftUI's names for the styles UIKit numbers.
    static let aliases: [String: TextStyle] = ["title": .title1, "caption": .caption1]
}
