#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decodes an Apptentive style-sheet plist into one theme named after the file, resolving every font
/// and colour key by the SDK's rules. Where the SDK reads a sloppy value in a way that can be known, the
/// value is read the same way with a warning that says how; what the SDK would misread or crash on is
/// an error. `--warnings-as-errors` makes every leniency strict.
struct ApptentiveDecoder {
    typealias Sheet = ApptentiveStyleSheet

    var reader = SchemaReader(format: .propertyList)
    let path: String
    /// What the plist sets on the SDK's style-sheet object, filled in while decoding.
    private var sheet = StyleSheetDeclaration()

    /// Decodes `root`, appending problems to `log`.
    static func decode(_ root: Node, path: String, log: inout DiagnosticLog) -> FileDeclarations {
        var decoder = ApptentiveDecoder(path: path)
        let theme = decoder.decodeTheme(root)
        log.append(contentsOf: decoder.reader.log.diagnostics)
        return FileDeclarations(themes: theme.map { [$0] } ?? [])
    }

    /// The theme name for a style-sheet file: its file name without the extension.
    static func themeName(forPath path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    private mutating func decodeTheme(_ root: Node) -> ThemeDeclaration? {
        guard let entries = reader.mapping(root, "an Apptentive style sheet") else { return nil }
        var fields: [String: Node] = [:]
        for entry in entries {
            if Sheet.topLevelKeys.contains(entry.key) {
                fields[entry.key] = entry.value
            } else {
                reader.log.warning(
                    "\(quoted: entry.key) is not an Apptentive style-sheet key", at: entry.keyLocation,
                    consequence: "it is ignored, as the SDK ignores it",
                    suggestion: Suggestions.closest(to: entry.key, in: Sheet.topLevelKeys))
            }
        }
        var theme = ThemeDeclaration(name: Self.themeName(forPath: path), location: root.location)
        theme.tokens[.fonts] = decodeFonts(fields)
        theme.tokens[.colors] = decodeColors(fields)
        theme.styleSheet = sheet
        return theme
    }

    // MARK: - Fonts

    private mutating func decodeFonts(_ fields: [String: Node]) -> [TokenDeclaration] {
        let family = fields["FontFamily"].flatMap { reader.string($0, "FontFamily") }
        var faces: [FontWeight: String?] = [:]
        for face in Sheet.faceKeys {
            guard let node = fields[face.key] else {
                faces[face.weight] = face.defaultFace
                continue
            }
            // A value that is not a string is reported, and the SDK's default face used.
            guard let written = reader.stringOrNone(node, face.key) else {
                faces[face.weight] = face.defaultFace
                continue
            }
            faces[face.weight] = written.value
        }
        let adjustment = fields["SizeAdjustment"].flatMap { sizeAdjustment($0) } ?? 1
        let overrides = fields["FontOverrides"].map { fontOverrides($0) } ?? [:]
        (sheet.family, sheet.faces, sheet.sizeAdjustment) = (family, faces, adjustment)
        sheet.fontOverrides = overrides.mapValues(\.value)
        return Sheet.textStyles.map { style in
            if let override = overrides[style.key] {
                return TokenDeclaration(key: style.key, location: override.location, value: .font(.concrete(override.value)))
            }
            let font = Sheet.font(for: style, family: family, faces: faces, sizeAdjustment: adjustment)
            let location = fields["FontFamily"]?.location ?? fields["SizeAdjustment"]?.location ?? .startOf(path)
            return TokenDeclaration(key: style.key, location: location, value: .font(.concrete(font)))
        }
    }

    /// SizeAdjustment as the SDK's `doubleValue` reads it: a string or a boolean is read with a warning;
    /// what reads as outside `ValueRanges.sizeAdjustment` is an error.
    private mutating func sizeAdjustment(_ node: Node) -> Double? {
        let read: Double
        let written: String
        switch node.content {
        case .scalar(let text, .string):
            read = ApptentiveValueSyntax.doubleValue(text)
            written = "the string \"\(Excerpt.of(text))\""
        case .scalar(let text, .boolean):
            read = text == "true" ? 1 : 0
            written = "the boolean \(text)"
        default:
            return reader.number(node, "SizeAdjustment", in: ValueRanges.sizeAdjustment)
        }
        guard ValueRanges.sizeAdjustment.contains(read) else {
            reader.log.error("SizeAdjustment is \(written), which the Apptentive SDK reads as \(NumberText.plain(read)); it must be a number \(ValueRanges.describe(ValueRanges.sizeAdjustment)) (write <real>1.0</real> for the normal size)", at: node.location)
            return nil
        }
        reader.log.warning(
            "SizeAdjustment is \(written), not a number (write <real>\(NumberText.plain(read))</real>)", at: node.location,
            consequence: "it is read as \(NumberText.plain(read)), as the Apptentive SDK reads it")
        return read
    }

    private mutating func fontOverrides(_ node: Node) -> [String: Located<ThemeFont>] {
        guard let entries = reader.mapping(node, "FontOverrides") else { return [:] }
        var fonts: [String: Located<ThemeFont>] = [:]
        let known = Sheet.textStyles.map(\.key)
        for entry in entries {
            guard let fields = entry.value.entries else {
                reader.log.error("FontOverrides entry \(quoted: entry.key) must be a dictionary with 'font' and 'size', not \(entry.value.kindDescription) (the Apptentive SDK can crash on it)", at: entry.value.location)
                continue
            }
            guard known.contains(entry.key) else {
                reader.log.warning(
                    "FontOverrides key \(quoted: entry.key) is not an Apptentive text style", at: entry.keyLocation,
                    consequence: "it is ignored, as the SDK ignores it", suggestion: Suggestions.closest(to: entry.key, in: known))
                continue
            }
            for extra in fields where extra.key != "font" && extra.key != "size" {
                reader.log.warning(
                    "FontOverrides entry \(quoted: entry.key) has the key \(quoted: extra.key), which the Apptentive SDK does not read", at: extra.keyLocation,
                    consequence: "it is ignored, as the SDK ignores it", suggestion: Suggestions.closest(to: extra.key, in: ["font", "size"]))
            }
            let nameNode = fields.first { $0.key == "font" }?.value
            let sizeNode = fields.first { $0.key == "size" }?.value
            guard let nameNode, let sizeNode else {
                let missing = nameNode == nil ? "'font'" + (sizeNode == nil ? " and 'size'" : "") : "'size'"
                reader.log.warning(
                    "FontOverrides entry \(quoted: entry.key) has no \(missing)", at: entry.value.location,
                    consequence: "it is skipped, as the Apptentive SDK skips it, and the style keeps its derived font")
                continue
            }
            guard let name = reader.string(nameNode, "the font of \(quoted: entry.key)"),
                let size = reader.number(sizeNode, "the size of \(quoted: entry.key)", in: ValueRanges.fontSize)
            else { continue }
            let weight = Sheet.textStyles.first { $0.key == entry.key }?.weight ?? .regular
            fonts[entry.key] = Located(ThemeFont(typeface: .named(name), weight: weight, size: size), at: entry.keyLocation)
        }
        return fonts
    }

    // MARK: - Colours

    private mutating func decodeColors(_ fields: [String: Node]) -> [TokenDeclaration] {
        var base: [Sheet.BaseColor: ThemeColor] = [:]
        for name in Sheet.BaseColor.allCases {
            guard let node = fields[name.rawValue], let text = reader.string(node, name.rawValue),
                let rgba = color(text, name.rawValue, at: node.location)
            else { continue }
            base[name] = ThemeColor(light: rgba)
        }
        let overrides = fields["ColorOverrides"].map { colorOverrides($0) } ?? [:]
        sheet.baseColors = base
        sheet.colorOverrides = overrides.mapValues { ThemeColor(light: $0.value) }
        let keys = Sheet.textStyles.map(\.key) + Sheet.colorKeys.map(\.key)
        return keys.map { key in
            if let override = overrides[key] {
                return TokenDeclaration(key: key, location: override.location, value: .color(.concrete(ThemeColor(light: override.value))))
            }
            let location = fields[Sheet.baseColor(for: key).rawValue]?.location ?? .startOf(path)
            return TokenDeclaration(key: key, location: location, value: .color(.concrete(Sheet.color(for: key, base: base))))
        }
    }

    /// Overrides by key. A value the SDK cannot read at all (not a string, no hex digits) is skipped
    /// with a warning, as the SDK logs and skips it.
    private mutating func colorOverrides(_ node: Node) -> [String: Located<RGBA>] {
        guard let entries = reader.mapping(node, "ColorOverrides") else { return [:] }
        let known = Sheet.textStyles.map(\.key) + Sheet.colorKeys.map(\.key)
        var colors: [String: Located<RGBA>] = [:]
        for entry in entries {
            let what = "ColorOverrides entry \(quoted: entry.key)"
            guard case .scalar(let text, .string) = entry.value.content, ApptentiveValueSyntax.color(text) != .unreadable else {
                reader.log.warning(
                    "\(what) is \(entry.value.kindDescription), not a colour #RRGGBB", at: entry.value.location,
                    consequence: "it is skipped, as the Apptentive SDK skips it")
                continue
            }
            guard let rgba = color(text, what, at: entry.value.location) else { continue }
            guard known.contains(entry.key) else {
                reader.log.warning(
                    "ColorOverrides key \(quoted: entry.key) is not an Apptentive style or colour key", at: entry.keyLocation,
                    consequence: "it is ignored, as the SDK ignores it", suggestion: Suggestions.closest(to: entry.key, in: known))
                continue
            }
            colors[entry.key] = Located(rgba, at: entry.keyLocation)
        }
        return colors
    }

    /// A colour as the SDK reads it (`ApptentiveValueSyntax.color`): exact, read leniently with a
    /// warning, or an error naming the fix for what the SDK would misread.
    private mutating func color(_ text: String, _ what: String, at location: SourceLocation) -> RGBA? {
        switch ApptentiveValueSyntax.color(text) {
        case .exact(let rgba):
            return rgba
        case .lenient(let rgba):
            reader.log.warning(
                "\(what) \(quoted: text) is not written #RRGGBB; write \(quoted: rgba.hex)", at: location,
                consequence: "it is read as \(rgba.hex), as the Apptentive SDK reads it")
            return rgba
        case .missingHash(let digits):
            let form = digits.count == 6 ? "" : " as #RRGGBB"
            reader.log.error("\(what) \(quoted: text) has no leading '#', which the Apptentive SDK requires; write '#\(digits)'\(form)", at: location)
        case .shortForm(let rgba):
            let alpha = text.count == 5 ? " (style sheets have no alpha)" : ""
            reader.log.error("\(what) \(quoted: text) is a short form the Apptentive SDK misreads; write \(quoted: rgba.opaque.hex)\(alpha)", at: location)
        case .withAlpha:
            reader.log.error("\(what) \(quoted: text) has an alpha the Apptentive SDK misreads; style sheets take #RRGGBB only", at: location)
        case .unreadable:
            reader.log.error("invalid color \(quoted: text) for \(what); an Apptentive style sheet takes #RRGGBB", at: location)
        }
        return nil
    }
}
