import ThemeGenFormats

extension ThemeColor {
    /// Red, green, blue and alpha, each from 0 to 1, in sRGB or Display P3, held with 16 bits each: the
    /// precision the generated tables keep (an 8-bit value, `x / 255`, is exactly `x × 257 / 65535`), so that
    /// a colour is small — ten bytes a variant — and a lookup in a table of thousands stays in the cache.
    public nonisolated struct Components: Hashable, Sendable, CustomStringConvertible {
        /// The colour spaces of theme colours.
        public enum Space: Hashable, Sendable {
            /// sRGB, the space of `#RRGGBB`, `rgb()` and `hsl()`.
            case sRGB
            /// Display P3, the wide gamut of Apple's displays (`color(display-p3 …)`).
            case displayP3
        }

        /// What comes before a Display P3 colour's hex digits in tables and descriptions: `p3#FF2D55`.
        public static let displayP3Prefix = ThemeColorHex.displayP3Prefix

        /// The components in 65535ths.
        private let red16: UInt16, green16: UInt16, blue16: UInt16, alpha16: UInt16
        public let space: Space

        public var red: Double { Double(red16) / 65535 }
        public var green: Double { Double(green16) / 65535 }
        public var blue: Double { Double(blue16) / 65535 }
        public var alpha: Double { Double(alpha16) / 65535 }

        /// Components of the given values, each from 0 to 1 (clamped, and rounded to 16 bits), in `space`.
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1, space: Space = .sRGB) {
            red16 = Self.quantized(red)
            green16 = Self.quantized(green)
            blue16 = Self.quantized(blue)
            alpha16 = Self.quantized(alpha)
            self.space = space
        }

        /// `component` in 65535ths.
        private static func quantized(_ component: Double) -> UInt16 {
            UInt16((min(max(component, 0), 1) * 65535).rounded())
        }

        /// Components from `#RRGGBB[AA]` (8 bits a channel) or `#RRRRGGGGBBBB[AAAA]` (16 bits), after
        /// `p3` for Display P3 (`ThemeColorHex`); or `nil`.
        public init?(hex text: Substring) {
            guard let hex = ThemeColorHex(text) else { return nil }
            self.init(red: hex.red, green: hex.green, blue: hex.blue, alpha: hex.alpha, space: hex.isDisplayP3 ? .displayP3 : .sRGB)
        }

        /// `#RRGGBB`, or `#RRGGBBAA` when not opaque (8 bits a channel), in the colour's own space.
        public var hex: String {
            let components: [Double] = alpha == 1 ? [red, green, blue] : [red, green, blue, alpha]
            var text = "#"
            for component in components {
                let byte = Int((component * 255).rounded())
                if byte < 16 { text += "0" }
                text += String(byte, radix: 16, uppercase: true)
            }
            return text
        }

        /// `hex`, after `p3` for Display P3: `#1F4E8C`, `p3#FF2D55`.
        public var description: String { space == .displayP3 ? Self.displayP3Prefix + hex : hex }
    }
}
