/// A colour's red, green, blue and alpha components, each from 0 to 1, in a colour space, held with 16
/// bits each: the precision the generated tables keep, so the model holds exactly what the output will.
public struct RGBA: Hashable, Sendable {
    /// The components in 65535ths.
    let red16: UInt16, green16: UInt16, blue16: UInt16, alpha16: UInt16
    /// The space the red, green and blue components are in.
    public let space: ColorSpace

    /// Creates a colour from components in 0…1 (clamped), rounded to 16 bits.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: ColorSpace = .sRGB) {
        red16 = Self.quantized(red)
        green16 = Self.quantized(green)
        blue16 = Self.quantized(blue)
        alpha16 = Self.quantized(alpha)
        self.space = space
    }

    /// Creates an sRGB colour from 8-bit components.
    public init(red8: Int, green8: Int, blue8: Int, alpha8: Int = 255) {
        red16 = UInt16(clamping: red8) &* 257
        green16 = UInt16(clamping: green8) &* 257
        blue16 = UInt16(clamping: blue8) &* 257
        alpha16 = UInt16(clamping: alpha8) &* 257
        space = .sRGB
    }

    private static func quantized(_ component: Double) -> UInt16 {
        UInt16((min(max(component, 0), 1) * 65535).rounded())
    }

    public var red: Double { Double(red16) / 65535 }
    public var green: Double { Double(green16) / 65535 }
    public var blue: Double { Double(blue16) / 65535 }
    public var alpha: Double { Double(alpha16) / 65535 }

    /// Whether 8 bits a channel hold the colour exactly.
    var isEightBit: Bool {
        red16 % 257 == 0 && green16 % 257 == 0 && blue16 % 257 == 0 && alpha16 % 257 == 0
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; components rounded to 8 bits; `p3` before a Display P3
    /// colour's digits.
    public var hex: String { ColorText.hex(self) }

    /// The colour as precisely as the generated tables hold it: `#RRGGBB[AA]` when 8 bits a channel hold
    /// it exactly, `#RRRRGGGGBBBB[AAAA]` (16 bits a channel) otherwise; `p3` before a Display P3 colour's.
    public var preciseHex: String { ColorText.hex(self, precise: true) }

    /// The same colour fully opaque.
    public var opaque: RGBA { RGBA(red: red, green: green, blue: blue, space: space) }

    /// The same colour with its alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor, space: space)
    }

    /// The same colour with its alpha set to `alpha`.
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha, space: space)
    }

    /// The same colour in Display P3 (exact: P3 holds every sRGB colour).
    public var inDisplayP3: RGBA {
        guard space == .sRGB else { return self }
        let p3 = ColorSpaceConversion.displayP3(fromSRGB: (red, green, blue))
        return RGBA(red: p3.0, green: p3.1, blue: p3.2, alpha: alpha, space: .displayP3)
    }

    /// `self × (1 - fraction) + other × fraction`, component by component (alpha included); an sRGB
    /// colour blended with a Display P3 one is converted to Display P3 first.
    public func blended(with other: RGBA, fraction: Double) -> RGBA {
        if space != other.space { return inDisplayP3.blended(with: other.inDisplayP3, fraction: fraction) }
        func mix(_ a: Double, _ b: Double) -> Double { a * (1 - fraction) + b * fraction }
        return RGBA(
            red: mix(red, other.red), green: mix(green, other.green),
            blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha), space: space)
    }
}

/// A theme colour: one value, or a light and a dark variant, optionally standing for a platform colour.
public struct ThemeColor: Hashable, Sendable {
    // `system` comes first: after the 9-byte variants its 8-byte alignment would cost 7 bytes of padding
    // in every colour.
    /// A platform system colour this value stands for (Apptentive defaults), used where the platform has it.
    public var system: SystemColor?
    /// The colour in light appearance (and in every appearance when `dark` is `nil`).
    public let light: RGBA
    /// The colour in dark appearance, when it differs from `light`.
    public let dark: RGBA?
    /// The colour in light appearance with Increase Contrast on, when it differs from `light`.
    public let lightHighContrast: RGBA?
    /// The colour in dark appearance with Increase Contrast on, when it differs from the dark colour.
    public let darkHighContrast: RGBA?

    /// Creates a colour. A variant the same as the one it falls back on is no variant (`nil`): whether a
    /// colour has a dark or high-contrast variant is decided here, once, for every stage.
    public init(light: RGBA, dark: RGBA? = nil, system: SystemColor? = nil, lightHighContrast: RGBA? = nil, darkHighContrast: RGBA? = nil) {
        self.light = light
        self.dark = dark == light ? nil : dark
        self.system = system
        self.lightHighContrast = lightHighContrast == light ? nil : lightHighContrast
        self.darkHighContrast = darkHighContrast == (self.dark ?? light) ? nil : darkHighContrast
    }

    /// Whether the colour differs in any appearance: it has a dark or a high-contrast variant.
    public var hasVariants: Bool { dark != nil || lightHighContrast != nil || darkHighContrast != nil }

    /// The colour in dark appearance (the light one when the colour has no dark variant).
    public var resolvedDark: RGBA { dark ?? light }
    /// The colour in light appearance with Increase Contrast on.
    public var resolvedLightHighContrast: RGBA { lightHighContrast ?? light }
    /// The colour in dark appearance with Increase Contrast on.
    public var resolvedDarkHighContrast: RGBA { darkHighContrast ?? resolvedDark }

    /// The colour with `transform` applied to every variant it has.
    private func mapVariants(_ transform: (RGBA) -> RGBA, system: SystemColor?) -> ThemeColor {
        ThemeColor(
            light: transform(light), dark: dark.map(transform), system: system,
            lightHighContrast: lightHighContrast.map(transform), darkHighContrast: darkHighContrast.map(transform))
    }

    /// The same colour with every variant's alpha multiplied by `factor`.
    public func multiplyingAlpha(by factor: Double) -> ThemeColor {
        mapVariants({ $0.multiplyingAlpha(by: factor) }, system: system.map { SystemColor(name: $0.name, alpha: $0.alpha * factor) })
    }

    /// The same colour with every variant's alpha set to `alpha`; a system colour keeps its name, with
    /// that alpha.
    public func withAlpha(_ alpha: Double) -> ThemeColor {
        mapVariants(
            { $0.withAlpha(alpha) },
            system: system.map { SystemColor(name: $0.name, alpha: alpha) })
    }

    /// A per-component blend of two colours, variant by variant. A blend is no system colour.
    public func blended(with other: ThemeColor, fraction: Double) -> ThemeColor {
        let light = self.light.blended(with: other.light, fraction: fraction)
        let dark = dark != nil || other.dark != nil ? resolvedDark.blended(with: other.resolvedDark, fraction: fraction) : nil
        let lightHighContrast =
            lightHighContrast != nil || other.lightHighContrast != nil
            ? resolvedLightHighContrast.blended(with: other.resolvedLightHighContrast, fraction: fraction) : nil
        let darkHighContrast =
            darkHighContrast != nil || other.darkHighContrast != nil
            ? resolvedDarkHighContrast.blended(with: other.resolvedDarkHighContrast, fraction: fraction) : nil
        return ThemeColor(light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast)
    }
}

/// A platform colour (`label`, `systemBackground`, …) with an alpha factor applied to it.
public struct SystemColor: Hashable, Sendable {
    /// Which platform colour.
    public var name: SystemColorName
    /// The factor applied to the system colour's alpha.
    public var alpha: Double

    /// Creates a reference to a platform colour.
    public init(name: SystemColorName, alpha: Double = 1) {
        self.name = name
        self.alpha = alpha
    }
}
