#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The resolved model as deterministic, pretty-printed JSON: every theme, key, concrete value and the
/// place each value was defined. This is `themegen dump`'s output.
public enum ModelDump {
    /// The JSON text for `themeSet`, ending in a newline.
    /// - Throws: `EncodingError` if a value cannot be written as JSON (validation admits none).
    public static func json(_ themeSet: ThemeSet) throws -> String {
        try JSONText.of(SetView(themeSet))
    }

    private struct SetView: Encodable {
        let defaultTheme: String
        let storageKey: String
        let inputs: [String]
        let themes: [ThemeView]

        init(_ set: ThemeSet) {
            defaultTheme = set.defaultTheme.displayName
            storageKey = set.storageKey
            inputs = set.inputs
            themes = set.themes.map { ThemeView($0, set) }
        }
    }

    private struct ThemeView: Encodable {
        let name: String
        let id: String
        let swiftName: String
        let definedAt: String
        /// Each group's tokens, under the group's name: dimensions and insets in points, durations in
        /// seconds, gradients as the doc comments describe them.
        let groups: [TokenGroup: [TokenView]]
        /// The `appearance` settings, described; left out when the theme has none.
        let appearance: [AppearanceView]?

        init(_ theme: Theme, _ set: ThemeSet) {
            name = theme.displayName
            id = theme.storedID
            swiftName = theme.swiftName.identifier
            definedAt = theme.location.shortDescription
            var groups: [TokenGroup: [TokenView]] = [:]
            for group in ValueGroups.all {
                groups[group.group] = Self.views(group, theme, set)
            }
            self.groups = groups
            appearance = theme.appearance.isEmpty ? nil : AppearanceView.all(theme.appearance)
        }

        private static func views(_ group: some AnyValueGroup, _ theme: Theme, _ set: ThemeSet) -> [TokenView] {
            let descriptor = group.descriptor
            return zip(theme.tokens[keyPath: descriptor.tokens], set.keys(of: descriptor.group)).map { TokenView($0, $1, descriptor.dump($0.value)) }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Name.self)
            try container.encode(name, forKey: Name("name"))
            try container.encode(id, forKey: Name("id"))
            try container.encode(swiftName, forKey: Name("swiftName"))
            try container.encode(definedAt, forKey: Name("definedAt"))
            for group in TokenGroup.allCases {
                try container.encode(groups[group] ?? [], forKey: Name(group.rawValue))
            }
            try container.encodeIfPresent(appearance, forKey: Name("appearance"))
        }
    }

    /// A JSON member's name.
    private struct Name: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) {
            stringValue = name
        }

        init?(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }

    private struct TokenView: Encodable {
        let key: String
        let swiftName: String
        let value: any Encodable & Sendable
        let definedAt: String
        let inheritedFrom: String?

        init<Source>(_ token: Token<Source>, _ key: TokenKey, _ value: any Encodable & Sendable) {
            self.key = token.key
            self.swiftName = key.swiftName.identifier
            self.value = value
            self.definedAt = token.location.shortDescription
            self.inheritedFrom = token.inheritedFrom
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Name.self)
            try container.encode(key, forKey: Name("key"))
            try container.encode(swiftName, forKey: Name("swiftName"))
            try container.encode(value, forKey: Name("value"))
            try container.encode(definedAt, forKey: Name("definedAt"))
            try container.encodeIfPresent(inheritedFrom, forKey: Name("inheritedFrom"))
        }
    }

    private struct AppearanceView: Encodable {
        let setting: String
        let value: String

        /// The settings the theme gives, in the settings' order.
        static func all(_ appearance: ThemeAppearance) -> [AppearanceView] {
            AppearanceSetting.allCases.compactMap { setting in
                let value: String? =
                    switch setting.kind {
                    case .color: appearance.colors[setting].map { ValueDescription.color($0, precise: true) }
                    case .font: appearance.fonts[setting].map { ValueDescription.font($0) }
                    case .statusBarStyle: appearance.statusBar?.rawValue
                    }
                return value.map { AppearanceView(setting: setting.rawValue, value: $0) }
            }
        }
    }

    struct ColorView: Encodable, Sendable {
        let light: String
        let dark: String?
        let lightHighContrast: String?
        let darkHighContrast: String?
        let system: String?

        init(_ color: ThemeColor) {
            light = color.light.preciseHex
            dark = color.dark?.preciseHex
            lightHighContrast = color.lightHighContrast?.preciseHex
            darkHighContrast = color.darkHighContrast?.preciseHex
            system = color.system.map { $0.alpha == 1 ? $0.name.rawValue : "\($0.name.rawValue) × alpha \(NumberText.plain($0.alpha))" }
        }
    }

    struct ShadowLayerView: Encodable, Sendable {
        let color: ColorView
        let x: Double
        let y: Double
        let blur: Double
        let spread: Double

        init(_ layer: Shadow.Layer) {
            (color, x, y, blur, spread) = (ColorView(layer.color), layer.x, layer.y, layer.blur, layer.spread)
        }
    }

    struct FontView: Encodable, Sendable {
        let family: String?
        let face: String?
        let name: String?
        let system: Bool?
        let weight: String
        let size: Double
        let textStyle: String?
        let lineHeight: Double?
        let letterSpacing: Double?
        let fallbackFamilies: [String]?

        init(_ font: ThemeFont) {
            switch font.typeface {
            case .system:
                (family, face, name, system) = (nil, nil, nil, true)
            case .family(let family, let face):
                (self.family, self.face, name, system) = (family, face, nil, nil)
            case .named(let name):
                (family, face, self.name, system) = (nil, nil, name, nil)
            }
            weight = font.weight.rawValue
            size = font.size
            textStyle = font.textStyle?.rawValue
            lineHeight = font.lineHeight
            letterSpacing = font.letterSpacing
            fallbackFamilies = font.fallbackFamilies.isEmpty ? nil : font.fallbackFamilies
        }
    }
}
