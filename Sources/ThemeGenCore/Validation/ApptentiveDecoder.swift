/// Decodes an Apptentive style-sheet plist (a root dictionary without `themes`) into one theme named
/// after the file, resolving every font and colour key by the SDK's rules. What the SDK silently
/// misreads is diagnosed here instead.
struct ApptentiveDecoder {
    typealias Sheet = ApptentiveStyleSheet

    var reader = SchemaReader()
    let path: String

    /// Decodes `root`, appending problems to `log`.
    static func decode(_ root: Node, path: String, log: inout DiagnosticLog) -> FileDeclarations {
        var decoder = ApptentiveDecoder(path: path)
        let theme = decoder.decodeTheme(root)
        log.append(contentsOf: decoder.reader.log.diagnostics)
        return FileDeclarations(themes: theme.map { [$0] } ?? [])
    }

    /// The theme name for a style-sheet file: its file name without the extension.
    static func themeName(forPath path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    private mutating func decodeTheme(_ root: Node) -> ThemeDeclaration? {
        guard let entries = reader.mapping(root, "an Apptentive style sheet") else { return nil }
        var fields: [String: Node] = [:]
        for entry in entries {
            if Sheet.topLevelKeys.contains(entry.key) {
                fields[entry.key] = entry.value
            } else {
                let hint = Suggestions.didYouMean(entry.key, in: Sheet.topLevelKeys)
                reader.log.warning("'\(entry.key)' is not an Apptentive style-sheet key; it is ignored, as the SDK ignores it\(hint)", at: entry.keyLocation)
            }
        }
        var theme = ThemeDeclaration(name: Self.themeName(forPath: path), location: root.location)
        theme.isStyleSheet = true
        let fonts = decodeFonts(fields)
        let colors = decodeColors(fields)
        theme.tokens[.fonts] = fonts
        theme.tokens[.colors] = colors
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
            faces[face.weight] = reader.optionalString(node, face.key) ?? face.defaultFace
        }
        let adjustment = fields["SizeAdjustment"].flatMap { sizeAdjustment($0) } ?? 1
        let overrides = fields["FontOverrides"].map { fontOverrides($0) } ?? [:]
        return Sheet.textStyles.map { style in
            if let override = overrides[style.key] {
                return TokenDeclaration(key: style.key, location: override.location, value: .font(.concrete(override.value)))
            }
            let font = Sheet.font(for: style, family: family, faces: faces, sizeAdjustment: adjustment)
            let location = fields["FontFamily"]?.location ?? fields["SizeAdjustment"]?.location ?? .startOf(path)
            return TokenDeclaration(key: style.key, location: location, value: .font(.concrete(font)))
        }
    }

    private mutating func sizeAdjustment(_ node: Node) -> Double? {
        if case .scalar(let text, .string) = node.content, Double(text) == nil {
            reader.log.error("SizeAdjustment must be a number, not the string \"\(text)\" (the Apptentive SDK would read it as 0)", at: node.location)
            return nil
        }
        return reader.positiveNumber(node, "SizeAdjustment")
    }

    private mutating func fontOverrides(_ node: Node) -> [String: Located<ThemeFont>] {
        guard let entries = reader.mapping(node, "FontOverrides") else { return [:] }
        var fonts: [String: Located<ThemeFont>] = [:]
        let known = Sheet.textStyles.map(\.key)
        for entry in entries {
            guard let fields = entry.value.entries else {
                reader.log.error("FontOverrides entry '\(entry.key)' must be a dictionary with 'font' and 'size', not \(entry.value.kindDescription) (the Apptentive SDK can crash on it)", at: entry.value.location)
                continue
            }
            guard known.contains(entry.key) else {
                let hint = Suggestions.didYouMean(entry.key, in: known)
                reader.log.warning("FontOverrides key '\(entry.key)' is not an Apptentive text style; it is ignored\(hint)", at: entry.keyLocation)
                continue
            }
            reader.rejectUnknownKeys(fields, allowed: ["font", "size"], in: "FontOverrides entry '\(entry.key)'")
            let name = fields.first { $0.key == "font" }.flatMap { reader.string($0.value, "the font of '\(entry.key)'") }
            let size = fields.first { $0.key == "size" }.flatMap { reader.positiveNumber($0.value, "the size of '\(entry.key)'") }
            if fields.first(where: { $0.key == "font" }) == nil || fields.first(where: { $0.key == "size" }) == nil {
                reader.log.error("FontOverrides entry '\(entry.key)' needs both 'font' and 'size'", at: entry.value.location)
            }
            guard let name, let size else { continue }
            let weight = Sheet.textStyles.first { $0.key == entry.key }?.weight ?? .regular
            fonts[entry.key] = Located(ThemeFont(typeface: .named(name), weight: weight, size: size), at: entry.keyLocation)
        }
        return fonts
    }

    // MARK: - Colours

    private mutating func decodeColors(_ fields: [String: Node]) -> [TokenDeclaration] {
        var base: [Sheet.BaseColor: ThemeColor] = [:]
        for name in Sheet.BaseColor.allCases {
            guard let node = fields[name.rawValue], let rgba = strictColor(node, name.rawValue) else { continue }
            base[name] = ThemeColor(light: rgba)
        }
        let overrides = fields["ColorOverrides"].map { colorOverrides($0) } ?? [:]
        let keys = Sheet.textStyles.map(\.key) + Sheet.colorKeys.map(\.key)
        return keys.map { key in
            if let override = overrides[key] {
                return TokenDeclaration(key: key, location: override.location, value: .color(.concrete(ThemeColor(light: override.value))))
            }
            let location = fields[Sheet.baseColor(for: key).rawValue]?.location ?? .startOf(path)
            return TokenDeclaration(key: key, location: location, value: .color(.concrete(Sheet.color(for: key, base: base))))
        }
    }

    private mutating func colorOverrides(_ node: Node) -> [String: Located<RGBA>] {
        guard let entries = reader.mapping(node, "ColorOverrides") else { return [:] }
        let known = Sheet.textStyles.map(\.key) + Sheet.colorKeys.map(\.key)
        var colors: [String: Located<RGBA>] = [:]
        for entry in entries {
            guard let rgba = strictColor(entry.value, "ColorOverrides entry '\(entry.key)'") else { continue }
            guard known.contains(entry.key) else {
                let hint = Suggestions.didYouMean(entry.key, in: known)
                reader.log.warning("ColorOverrides key '\(entry.key)' is not an Apptentive style or colour key; it is ignored\(hint)", at: entry.keyLocation)
                continue
            }
            colors[entry.key] = Located(rgba, at: entry.keyLocation)
        }
        return colors
    }

    /// A colour as the SDK reads it: `#RRGGBB` only. Anything it would misread is an error naming the fix.
    private mutating func strictColor(_ node: Node, _ what: String) -> RGBA? {
        guard let text = reader.string(node, what) else { return nil }
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        let parsed = ColorSyntax.parse("#" + digits)
        let message: String
        switch (text.hasPrefix("#"), digits.count, parsed) {
        case (true, 6, let rgba?):
            return rgba
        case (false, _, _?):
            message = "\(what) '\(text)' has no leading '#', which the Apptentive SDK requires; write '#\(digits)'"
                + (digits.count == 6 ? "" : " as #RRGGBB")
        case (true, 3, let rgba?), (true, 4, let rgba?):
            message = "\(what) '\(text)' is a short form the Apptentive SDK misreads; write '\(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue).hex)'"
                + (digits.count == 4 ? " (style sheets have no alpha)" : "")
        case (true, 8, _?):
            message = "\(what) '\(text)' has an alpha the Apptentive SDK misreads; style sheets take #RRGGBB only"
        default:
            message = "invalid color '\(text)' for \(what); an Apptentive style sheet takes #RRGGBB"
        }
        reader.log.error(message, at: node.location)
        return nil
    }
}
