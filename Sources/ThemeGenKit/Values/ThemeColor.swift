import ThemeGenFormats

/// A theme colour: a light and a dark variant (equal when the colour has no variants), each with red,
/// green, blue and alpha from 0 to 1; sometimes standing for a platform colour (Apptentive defaults).
///
/// A colour is a plain value (copied without reference counting, 64 bytes) of its light and dark
/// components and, for the few colours that have them, its extras: high-contrast variants of its own and
/// a platform colour.
public nonisolated struct ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour in light appearance.
    public let light: Components
    /// The colour in dark appearance (the same as `light` for a colour without variants).
    public let dark: Components
    /// The colour's extras, or `nil` for a colour without any.
    private let extras: Extras?

    /// What a colour with extras has besides its light and dark components.
    private struct Extras: Hashable, Sendable {
        let lightHighContrast: Components
        let darkHighContrast: Components
        let system: System?
    }

    /// A colour of `light` and `dark` (the same as `light` unless given), with high-contrast variants
    /// (each the same as its appearance's colour unless given) and the platform colour it stands for.
    public init(
        light: Components, dark: Components? = nil, lightHighContrast: Components? = nil, darkHighContrast: Components? = nil,
        system: System? = nil
    ) {
        let dark = dark ?? light
        let extras = Extras(lightHighContrast: lightHighContrast ?? light, darkHighContrast: darkHighContrast ?? dark, system: system)
        let none = Extras(lightHighContrast: light, darkHighContrast: dark, system: nil)
        self.light = light
        self.dark = dark
        self.extras = extras == none ? nil : extras
    }

    /// The colour in light appearance with Increase Contrast on (the same as `light` unless the theme gives one).
    public var lightHighContrast: Components { extras?.lightHighContrast ?? light }
    /// The colour in dark appearance with Increase Contrast on (the same as `dark` unless the theme gives one).
    public var darkHighContrast: Components { extras?.darkHighContrast ?? dark }
    /// The platform colour this value stands for, used where the platform has it.
    public var system: System? { extras?.system }

    /// Whether two colours are the same in every appearance and stand for the same platform colour.
    public static func == (left: Self, right: Self) -> Bool {
        left.light == right.light && left.dark == right.dark && left.extras == right.extras
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
        hasher.combine(extras)
    }

    /// Whether the colour differs between appearances (light, dark, and either with Increase Contrast).
    public var hasVariants: Bool { light != dark || light != lightHighContrast || dark != darkHighContrast }

    /// The colour as the doc comments show it: `#1F4E8C`, `#0000FF dark #000080`,
    /// `system separator #C7C8CC dark #54545899`.
    public var description: String {
        var text = ""
        if let system {
            text += "system \(system.name.rawValue) "
            if system.alpha != 1 { text += "alpha \(NumberText.plain(system.alpha)) " }
        }
        text += light.description
        if dark != light { text += " dark " + dark.description }
        if lightHighContrast != light { text += " lightHighContrast " + lightHighContrast.description }
        if darkHighContrast != dark { text += " darkHighContrast " + darkHighContrast.description }
        return text
    }

    /// A colour from a table entry: `[system NAME[ alpha FACTOR]] LIGHT[ dark DARK][ lightHighContrast LHC][ darkHighContrast DHC]`.
    public init(tableEntry entry: TableEntry) {
        var system: System?
        if entry.take("system") {
            let name: System.Name = entry.value()
            system = System(name: name, alpha: entry.take("alpha") ? entry.number() : 1)
        }
        let light = Self.components(entry)
        let dark = entry.take("dark") ? Self.components(entry) : light
        let lightHighContrast = entry.take("lightHighContrast") ? Self.components(entry) : light
        let darkHighContrast = entry.take("darkHighContrast") ? Self.components(entry) : dark
        self.init(light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast, system: system)
    }

    private static func components(_ entry: TableEntry) -> Components {
        let field = entry.next()
        guard let components = Components(hex: field) else { entry.damaged("'\(field)' is not a colour") }
        return components
    }
}
