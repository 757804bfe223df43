/// A colour written out in a file, where an editor shows a swatch and a picker.
public struct ColorLiteral: Sendable, Hashable {
    /// Where its text starts (its opening quote, when quoted).
    public let location: SourceLocation
    /// How many Unicode scalars its text takes, quotes included.
    public let length: Int
    /// The colour, in sRGB.
    public let color: RGBA
}

/// The colours written in a YAML or JSON file: every string of it (`WrittenScalars`) that reads as a
/// colour by the theme format's own rule (`ColorSyntax.read`: hex digits or a CSS colour function),
/// wherever it stands (a colour key, a variant, a shadow's or a gradient's colour, a token's `$value`),
/// except Display P3 colours, which an sRGB picker would change.
public enum ColorLiterals {
    /// The literals of `file`, in the order written.
    public static func find(in file: SourceFile) -> [ColorLiteral] {
        WrittenScalars.of(file).compactMap { scalar in
            guard case .color(let rgba) = ColorSyntax.read(scalar.text, for: ""), rgba.space == .sRGB else { return nil }
            return ColorLiteral(location: scalar.location, length: scalar.length, color: rgba)
        }
    }

    /// `rgba` as a theme file writes it: `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
    public static func text(of rgba: RGBA) -> String {
        ColorText.hex(rgba)
    }
}
