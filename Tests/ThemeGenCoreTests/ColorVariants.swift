@testable import ThemeGenCore

/// A colour as the model holds it, for assertions: every variant it keeps (a variant equal to another
/// is still listed), in the model's public hex, and the platform colour it stands for. Tests compare
/// values through this rather than through the generated tables' encoding (`TableText`), which is the
/// generator's to change.
enum ColorVariants {
    /// `light #2060C0, dark #80A0FF, darkHighContrast #C0D0FF`; `system systemBlue, light …`, with
    /// `× 0.5` after a system colour's alpha factor. `precise`: `preciseHex` (16 bits a channel where 8 do
    /// not hold the colour), else `hex` (rounded to 8 bits).
    static func of(_ color: ThemeColor, precise: Bool = true) -> String {
        func hex(_ rgba: RGBA) -> String { precise ? rgba.preciseHex : rgba.hex }
        var parts: [String] = []
        if let system = color.system {
            parts.append("system \(system.name.rawValue)" + (system.alpha == 1 ? "" : " × \(system.alpha)"))
        }
        parts.append("light \(hex(color.light))")
        if let dark = color.dark { parts.append("dark \(hex(dark))") }
        if let high = color.lightHighContrast { parts.append("lightHighContrast \(hex(high))") }
        if let high = color.darkHighContrast { parts.append("darkHighContrast \(hex(high))") }
        return parts.joined(separator: ", ")
    }
}
