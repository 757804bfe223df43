/// Decodes a catalog's `Contents.json` as Apple's Asset Catalog Format Reference and Xcode write it:
/// a group's `properties.provides-namespace`, or a colour set's `colors` — each entry an `idiom`, the
/// `appearances` it is for (`luminosity`: `light`/`dark`, `contrast`: `high`), an optional
/// `display-gamut` and its `color` (a `color-space` with `components`, or a system colour by
/// `reference`). What ThemeGen's colours cannot hold is warned about, never dropped in silence: entries
/// for an idiom other than `universal`, and the sRGB entry beside a `display-P3` one.
struct ColorSetDecoder {
    var reader = SchemaReader(format: .json)

    /// The appearance slots a colour set's entries fill, in ThemeColor's terms.
    enum Slot: CaseIterable {
        case any, light, dark, anyHighContrast, lightHighContrast, darkHighContrast
    }

    /// System colours a catalog may name that ThemeGen has no equivalent of, by the colour each is by
    /// default: AppKit's `controlAccentColor` is blue unless the user picks another accent.
    static let approximatedReferences: [String: SystemColorName] = ["controlAccentColor": .systemBlue]

    /// The keys a catalog's JSON may have at the top.
    static let topLevelKeys = ["info", "colors", "properties"]
    /// The keys of one entry of `colors`.
    static let entryKeys = ["idiom", "appearances", "color", "display-gamut", "subtype", "locale"]

    /// Decodes `root`, the file at `place`.
    static func decode(_ root: Node, place: AssetCatalogPlace, log: inout DiagnosticLog) -> AssetCatalogEntry {
        var decoder = ColorSetDecoder()
        let content = decoder.content(root, place: place)
        log.append(contentsOf: decoder.reader.log.diagnostics)
        return AssetCatalogEntry(place: place, location: root.location, content: content)
    }

    private mutating func content(_ root: Node, place: AssetCatalogPlace) -> AssetCatalogEntry.Content {
        guard let entries = reader.mapping(root, "an asset catalog's Contents.json") else {
            return place.colorSet == nil ? .group(providesNamespace: false) : .invalidColorSet
        }
        for entry in entries where !Self.topLevelKeys.contains(entry.key) {
            reader.log.warning(
                "\(quoted: entry.key) is not a key of an asset catalog's Contents.json", at: entry.keyLocation,
                consequence: "it is ignored, as Xcode ignores it", suggestion: Suggestions.closest(to: entry.key, in: Self.topLevelKeys))
        }
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard place.colorSet != nil else {
            return .group(providesNamespace: providesNamespace(fields["properties"]))
        }
        guard let colors = fields["colors"] else {
            reader.log.error("a colour set's Contents.json has no 'colors'", at: root.location)
            return .invalidColorSet
        }
        return color(colors).map(AssetCatalogEntry.Content.colorSet) ?? .invalidColorSet
    }

    private mutating func providesNamespace(_ properties: Node?) -> Bool {
        guard let properties, let entries = reader.mapping(properties, "'properties'") else { return false }
        guard let value = entries.first(where: { $0.key == "provides-namespace" })?.value else { return false }
        return reader.bool(value, "'provides-namespace'") ?? false
    }

    /// The colour of a colour set's `colors`: its universal entries by appearance.
    private mutating func color(_ colors: Node) -> ColorDeclaration? {
        guard case .sequence(let items) = colors.content else {
            reader.mismatch(colors, "'colors'", expected: "a list")
            return nil
        }
        var slots: [Slot: ColorDeclaration.Part] = [:]
        /// Where the entries read so far are, by appearance and gamut: a second one for both is a mistake,
        /// one for the other gamut is the sRGB/Display P3 pair.
        var placed: [Slot: [String?: SourceLocation]] = [:]
        var failed = false
        for item in items {
            guard let entries = reader.mapping(item, "an entry of 'colors'") else {
                failed = true
                continue
            }
            reader.rejectUnknownKeys(entries, allowed: Self.entryKeys, in: "an entry of 'colors'")
            let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            // An entry without a colour is a slot Xcode shows empty: nothing to read.
            guard let colorNode = fields["color"] else { continue }
            let idiom = fields["idiom"].flatMap { reader.string($0, "'idiom'") } ?? "universal"
            guard idiom == "universal" else {
                reader.log.warning(
                    "this colour is for the \(quoted: idiom) idiom only", at: item.location,
                    consequence: "it is left out: a theme's colour is the same on every device, the universal entry's")
                continue
            }
            guard let slot = slot(fields["appearances"]) else {
                failed = true
                continue
            }
            let gamut = fields["display-gamut"].flatMap { reader.string($0, "'display-gamut'") }
            if let earlier = placed[slot]?[gamut] {
                reader.log.warning(
                    "this entry is a second colour for an appearance an earlier entry gives (\(earlier.shortDescription))", at: item.location,
                    consequence: "it is left out: the first one is used; remove one of them")
                continue
            }
            let otherGamut = placed[slot]?.filter { $0.key != nil }.values.min { ($0.line ?? 0) < ($1.line ?? 0) }
            placed[slot, default: [:]][gamut] = item.location
            if gamut != nil, let otherGamut {
                // Both gamuts for one appearance: the Display P3 entry is the one wide-gamut screens show.
                let dropped = gamut == "display-P3" ? otherGamut : item.location
                reader.log.warning(
                    "this appearance has a colour for sRGB screens and one for Display P3 screens", at: dropped,
                    consequence: "the Display P3 one is used, the one wide-gamut screens show; this sRGB one is left out")
                if gamut != "display-P3" { continue }
            }
            guard let part = part(colorNode) else {
                failed = true
                continue
            }
            slots[slot] = part
        }
        guard !failed else { return nil }
        guard let light = slots[.light] ?? slots[.any] else {
            reader.log.error("this colour set has no universal colour for the light (or any) appearance", at: colors.location)
            return nil
        }
        let dark = slots[.dark]
        let lightHigh = slots[.lightHighContrast] ?? slots[.anyHighContrast]
        // Without a dark entry, dark with high contrast is the high-contrast entry, as Xcode matches it.
        let darkHigh = slots[.darkHighContrast] ?? (dark == nil ? lightHigh : nil)
        if dark == nil, lightHigh == nil, darkHigh == nil {
            switch light {
            case .literal(let rgba): return .literal(rgba)
            case .system(let name): return .concrete(name.fallback)
            case .reference: break
            }
        }
        return .variants(light: light, dark: dark ?? light, lightHighContrast: lightHigh, darkHighContrast: darkHigh)
    }

    /// The appearance slot an entry's `appearances` name; `nil` (reported) for one ThemeGen has no slot for.
    private mutating func slot(_ appearances: Node?) -> Slot? {
        guard let appearances else { return .any }
        guard case .sequence(let items) = appearances.content else {
            reader.mismatch(appearances, "'appearances'", expected: "a list")
            return nil
        }
        var luminosity: String?
        var highContrast = false
        for item in items {
            guard let entries = reader.mapping(item, "an appearance") else { return nil }
            let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            guard let kindNode = fields["appearance"], let kind = reader.string(kindNode, "'appearance'"),
                let valueNode = fields["value"], let value = reader.string(valueNode, "an appearance's 'value'")
            else {
                reader.log.error("an appearance has an 'appearance' and a 'value'", at: item.location)
                return nil
            }
            switch (kind, value) {
            case ("luminosity", "light"), ("luminosity", "dark"): luminosity = value
            case ("contrast", "high"): highContrast = true
            default:
                reader.log.error(
                    "the appearance \(quoted: kind) \(quoted: value) is not one ThemeGen reads: luminosity 'light' or 'dark', contrast 'high'",
                    at: item.location)
                return nil
            }
        }
        switch (luminosity, highContrast) {
        case (nil, false): return .any
        case ("light", false): return .light
        case ("dark", false): return .dark
        case (nil, true): return .anyHighContrast
        case ("light", true): return .lightHighContrast
        default: return .darkHighContrast
        }
    }

    /// One entry's `color`: components in a colour space, or a system colour by `reference`.
    private mutating func part(_ node: Node) -> ColorDeclaration.Part? {
        guard let entries = reader.mapping(node, "'color'") else { return nil }
        let fields = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        if let reference = fields["reference"] {
            return systemColor(reference)
        }
        reader.rejectUnknownKeys(entries, allowed: ["color-space", "components"], in: "'color'")
        // No `color-space` is sRGB (the Format Reference's Table 18-2).
        var space = ColorSetSpace.sRGB
        if let spaceNode = fields["color-space"] {
            guard let spaceName = reader.string(spaceNode, "'color-space'") else { return nil }
            guard let named = ColorSetSpace(rawValue: spaceName) else {
                reader.unknownChoice(spaceName, "'color-space'", choices: ColorSetSpace.allCases.map(\.rawValue), at: spaceNode.location)
                return nil
            }
            space = named
        }
        guard let componentsNode = fields["components"], let components = reader.mapping(componentsNode, "'components'") else {
            reader.log.error("a colour has 'components'", at: node.location)
            return nil
        }
        reader.rejectUnknownKeys(components, allowed: space.componentKeys, in: "the components of a \(space.rawValue) colour")
        var values: [Double] = []
        for key in space.componentKeys {
            guard let component = components.first(where: { $0.key == key }) else {
                // Xcode leaves alpha out of no colour; a missing one is opaque, as Core Graphics reads it.
                if key == "alpha" {
                    values.append(1)
                    continue
                }
                reader.log.error("a \(space.rawValue) colour has the component \(quoted: key)", at: componentsNode.location)
                return nil
            }
            switch ColorSetComponent.value(component.value) {
            case .success(let value):
                guard space.isExtended && key != "alpha" || (0...1).contains(value) else {
                    reader.log.error("\(quoted: key) is \(NumberText.readable(value)), outside 0…1, which only the extended colour spaces allow", at: component.value.location)
                    return nil
                }
                values.append(value)
            case .failure(let message):
                reader.log.error(message.text, at: component.value.location)
                return nil
            }
        }
        guard let rgba = space.color(values) else {
            reader.log.error("this \(space.rawValue) colour \(RGBA.outsideDisplayP3)", at: componentsNode.location)
            return nil
        }
        return .literal(rgba)
    }

    /// A system colour by the name Xcode writes (`systemBlueColor`, `labelColor`).
    private mutating func systemColor(_ node: Node) -> ColorDeclaration.Part? {
        guard let written = reader.string(node, "'reference'") else { return nil }
        if let approximated = Self.approximatedReferences[written] {
            reader.log.warning(
                "\(quoted: written) is the accent colour the user chooses in macOS's settings, which a theme's colour cannot follow",
                at: node.location, consequence: "it is read as \(approximated.rawValue), its default")
            return .system(approximated)
        }
        let name = written.hasSuffix("Color") ? String(written.dropLast("Color".count)) : written
        guard let system = SystemColorName(named: name) else {
            reader.log.error(
                "\(quoted: written) is not a system colour ThemeGen knows (\(SystemColorName.allCases.count) UIKit colours such as systemBlueColor and labelColor)",
                at: node.location)
            return nil
        }
        return .system(system)
    }
}
