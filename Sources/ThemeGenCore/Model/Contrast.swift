/// WCAG 2.x contrast between colours: the one place ThemeGen computes it.
public enum Contrast {
    /// The WCAG 2.x contrast ratio of `foreground` drawn on `background`, from 1 to 21. A translucent
    /// background is composited over the opaque `backdrop` (white in light appearances, black in dark
    /// ones), and the foreground over that; Display P3 colours are measured by their luminance.
    public static func ratio(of foreground: RGBA, on background: RGBA, over backdrop: RGBA) -> Double {
        let base = composite(background, over: backdrop)
        let front = composite(foreground, over: base)
        let lighter = max(luminance(front), luminance(base))
        let darker = min(luminance(front), luminance(base))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Relative luminance (CIE Y of linear light, D65): WCAG's formula for sRGB, the same Y for Display P3.
    static func luminance(_ color: RGBA) -> Double {
        let r = ColorSpaceConversion.linearized(color.red)
        let g = ColorSpaceConversion.linearized(color.green)
        let b = ColorSpaceConversion.linearized(color.blue)
        switch color.space {
        case .sRGB: return 0.2126 * r + 0.7152 * g + 0.0722 * b
        case .displayP3: return 0.2289745641 * r + 0.6917385218 * g + 0.0792869141 * b
        }
    }

    /// `top` over an opaque `bottom`, component by component in `bottom`'s space (an sRGB colour over a
    /// Display P3 one is converted first).
    private static func composite(_ top: RGBA, over bottom: RGBA) -> RGBA {
        let front = top.space == bottom.space ? top : top.inDisplayP3
        let back = top.space == bottom.space ? bottom : bottom.inDisplayP3
        let mix = { (a: Double, b: Double) in a * front.alpha + b * (1 - front.alpha) }
        return RGBA(red: mix(front.red, back.red), green: mix(front.green, back.green), blue: mix(front.blue, back.blue), space: back.space)
    }
}
