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

    private static let xyzToLinearDisplayP3: Matrix = (
        (446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915),
        (-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905),
        (11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415)
    )

    private static func multiply(_ m: Matrix, _ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
         m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
         m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2)
    }
}
