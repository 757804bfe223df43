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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(SetView(themeSet))
        return String(decoding: data, as: UTF8.self) + "\n"
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
        let colors: [TokenView<ColorView>]
        let fonts: [TokenView<FontView>]
        let numbers: [TokenView<Double>]
        /// In points.
        let dimensions: [TokenView<Double>]
        let insets: [TokenView<Insets>]
        let shadows: [TokenView<[ShadowLayerView]>]
        /// As the doc comments describe them.
        let gradients: [TokenView<String>]
        /// In seconds.
        let durations: [TokenView<Double>]
        let booleans: [TokenView<Bool>]
        let strings: [TokenView<String>]
        let values: [TokenView<String>]
        /// The `appearance` settings, described; left out when the theme has none.
        let appearance: [AppearanceView]?

        init(_ theme: Theme, _ set: ThemeSet) {
            name = theme.displayName
            id = theme.storedID
            swiftName = theme.swiftName.identifier
            definedAt = theme.location.shortDescription
            colors = zip(theme.colors, set.colorKeys).map { TokenView($0, $1, ColorView($0.value)) }
            fonts = zip(theme.fonts, set.fontKeys).map { TokenView($0, $1, FontView($0.value)) }
            numbers = zip(theme.numbers, set.numberKeys).map { TokenView($0, $1, $0.value) }
            dimensions = zip(theme.dimensions, set.dimensionKeys).map { TokenView($0, $1, $0.value) }
            insets = zip(theme.insets, set.insetKeys).map { TokenView($0, $1, $0.value) }
            gradients = zip(theme.gradients, set.gradientKeys).map { TokenView($0, $1, ValueDescription.gradient($0.value)) }
            shadows = zip(theme.shadows, set.shadowKeys).map { TokenView($0, $1, $0.value.layers.map(ShadowLayerView.init)) }
            durations = zip(theme.durations, set.durationKeys).map { TokenView($0, $1, $0.value) }
            booleans = zip(theme.booleans, set.booleanKeys).map { TokenView($0, $1, $0.value) }
            strings = zip(theme.strings, set.stringKeys).map { TokenView($0, $1, $0.value) }
            values = zip(theme.values, set.valueTypes.map(\.key)).map { TokenView($0, $1, $0.value) }
            appearance = theme.appearance.isEmpty ? nil : AppearanceView.all(theme.appearance)
        }
    }

    private struct TokenView<Value: Encodable>: Encodable {
        let key: String
        let swiftName: String
        let value: Value
        let definedAt: String
        let inheritedFrom: String?

        init<Source>(_ token: Token<Source>, _ key: TokenKey, _ value: Value) {
            self.key = token.key
            self.swiftName = key.swiftName.identifier
            self.value = value
            self.definedAt = token.location.shortDescription
            self.inheritedFrom = token.inheritedFrom
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
                    case .font: appearance.fonts[setting].map(ValueDescription.font)
                    case .statusBarStyle: appearance.statusBar?.rawValue
                    }
                return value.map { AppearanceView(setting: setting.rawValue, value: $0) }
            }
        }
    }

    private struct ColorView: Encodable {
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

    private struct ShadowLayerView: Encodable {
        let color: ColorView
        let x: Double
        let y: Double
        let blur: Double
        let spread: Double

        init(_ layer: Shadow.Layer) {
            (color, x, y, blur, spread) = (ColorView(layer.color), layer.x, layer.y, layer.blur, layer.spread)
        }
    }

    private struct FontView: Encodable {
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
