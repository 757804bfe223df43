#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The RGB colour spaces a theme colour's components are in: sRGB, or Display P3 (wider, the same white
/// point and transfer curve), which Apple platforms draw as written on wide-gamut displays.
public enum ColorSpace: String, Hashable, Sendable {
    case sRGB
    case displayP3

    /// The marker before a colour's hex digits in tables and doc comments: none for sRGB, `p3` for
    /// Display P3 (`p3#FF2D55`).
    var textPrefix: String {
        switch self {
        case .sRGB: ""
        case .displayP3: "p3"
        }
    }
}

extension RGBA {
    /// How far outside 0…1 a converted linear component may fall and still count as inside: published
    /// coordinates are rounded (CSS Color 4 gives sRGB red as `oklch(0.62796 0.25768 29.2339)`, which
    /// converts to a red of 1.0000045); 1e-4 of linear light is a few 65535ths of a channel, which no display shows.
    static let gamutTolerance = 1e-4

    /// What every reader says of a colour `placed(linearSRGB:alpha:)` refuses.
    static let outsideDisplayP3 = "lies outside Display P3, the widest gamut ThemeGen keeps; ThemeGen does not gamut-map colours"

    /// Linear-light sRGB components (any range: extended sRGB, converted spaces) as the colour ThemeGen
    /// keeps: sRGB when sRGB holds it, else Display P3 when that does; `nil` outside both (colours are
    /// never moved into gamut). The one rule every reader of wide colours uses.
    static func placed(linearSRGB linear: (Double, Double, Double), alpha: Double) -> RGBA? {
        let inside = { (value: Double) in value >= -gamutTolerance && value <= 1 + gamutTolerance }
        if inside(linear.0), inside(linear.1), inside(linear.2) {
            let rgb = ColorSpaceConversion.sRGB(fromLinear: linear)
            return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
        }
        let p3 = ColorSpaceConversion.linearDisplayP3(fromLinearSRGB: linear)
        guard inside(p3.0), inside(p3.1), inside(p3.2) else { return nil }
        let encoded = ColorSpaceConversion.sRGB(fromLinear: p3)
        return RGBA(red: encoded.0, green: encoded.1, blue: encoded.2, alpha: alpha, space: .displayP3)
    }
}

/// Conversions between the RGB spaces, by CSS Color 4's sample code (section 18): undo the transfer
/// curve, convert linear light through CIE XYZ (D65), apply the curve again.
enum ColorSpaceConversion {
    /// sRGB components (gamma-encoded, 0…1) as Display P3 components: always within 0…1, since P3
    /// contains sRGB.
    static func displayP3(fromSRGB rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        let linear = (linearized(rgb.0), linearized(rgb.1), linearized(rgb.2))
        let xyz = multiply(linearSRGBToXYZ, linear)
        let p3 = multiply(xyzToLinearDisplayP3, xyz)
        return (encoded(p3.0), encoded(p3.1), encoded(p3.2))
    }

    /// Linear-light sRGB components (`srgb-linear`) as gamma-encoded sRGB ones.
    static func sRGB(fromLinear rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        (encoded(rgb.0), encoded(rgb.1), encoded(rgb.2))
    }

    /// CSS Color 4's HSL to sRGB conversion (section 7.1): hue in degrees (any angle), saturation and
    /// lightness in 0…100.
    static func sRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        let turned = hue.truncatingRemainder(dividingBy: 360)
        let h = turned < 0 ? turned + 360 : turned
        let s = saturation / 100
        let l = lightness / 100
        let a = s * min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// CSS Color 4's HWB to sRGB conversion (section 8.1): hue in degrees, whiteness and blackness in
    /// 0…100; whiteness and blackness adding up to 100 or more give a grey.
    static func sRGB(hue: Double, whiteness: Double, blackness: Double) -> (Double, Double, Double) {
        let white = whiteness / 100
        let black = blackness / 100
        if white + black >= 1 {
            let grey = white / (white + black)
            return (grey, grey, grey)
        }
        let pure = sRGB(hue: hue, saturation: 100, lightness: 50)
        let scale = 1 - white - black
        return (pure.0 * scale + white, pure.1 * scale + white, pure.2 * scale + white)
    }

    /// Oklab (lightness 0…1, a, b) as linear-light sRGB, by Björn Ottosson's matrices (the ones CSS
    /// Color 4 derives its own from); outside 0…1 when the colour is outside sRGB.
    static func linearSRGB(oklabLightness lightness: Double, a: Double, b: Double) -> (Double, Double, Double) {
        let l = cube(lightness + 0.3963377774 * a + 0.2158037573 * b)
        let m = cube(lightness - 0.1055613458 * a - 0.0638541728 * b)
        let s = cube(lightness - 0.0894841775 * a - 1.2914855480 * b)
        return (
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        )
    }

    /// Oklch (lightness 0…1, chroma, hue in degrees) as linear-light sRGB: Oklab's a and b are the chroma
    /// along the hue.
    static func linearSRGB(oklchLightness lightness: Double, chroma: Double, hue: Double) -> (Double, Double, Double) {
        let radians = hue * Double.pi / 180
        return linearSRGB(oklabLightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
    }

    /// CIE XYZ (D65) as linear-light sRGB.
    static func linearSRGB(xyzD65 xyz: (Double, Double, Double)) -> (Double, Double, Double) {
        multiply(xyzToLinearSRGB, xyz)
    }

    /// Linear-light sRGB components as linear-light Display P3 ones.
    static func linearDisplayP3(fromLinearSRGB rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        multiply(xyzToLinearDisplayP3, multiply(linearSRGBToXYZ, rgb))
    }

    private static func cube(_ value: Double) -> Double { value * value * value }

    /// The sRGB (and Display P3) transfer curve undone: a component's linear light.
    static func linearized(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Linear light gamma-encoded by the sRGB (and Display P3) transfer curve.
    static func encoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
        return value < 0 ? -encoded : encoded
    }

    private typealias Matrix = ((Double, Double, Double), (Double, Double, Double), (Double, Double, Double))

    private static let linearSRGBToXYZ: Matrix = (
        (506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        (87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        (7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270)
    )

    private static let xyzToLinearSRGB: Matrix = (
        (12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        (-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        (705.0 / 12673, -2585.0 / 12673, 705.0 / 667)
    )

    private static let xyzToLinearDisplayP3: Matrix = (
        (446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915),
        (-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
        (11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415)
    )

    private static func multiply(_ m: Matrix, _ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }
}
