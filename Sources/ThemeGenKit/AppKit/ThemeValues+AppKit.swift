// The AppKit adapters need macOS 10.15 (dynamic colours); they are marked so. They are nonisolated:
// AppKit may resolve a dynamic colour on any thread.

#if !canImport(UIKit) && canImport(AppKit)
    import AppKit

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeInsets {
        /// The insets as `NSEdgeInsets`: leading as left and trailing as right, as in left-to-right layouts.
        public nonisolated var nsEdgeInsets: NSEdgeInsets {
            NSEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeColor {
        /// The colour as an `NSColor`: the platform colour for system values where AppKit has it, a dynamic
        /// colour for light and dark variants.
        public nonisolated var nsColor: NSColor {
            if let system, let color = system.name.nsColor {
                return system.alpha == 1 ? color : color.withAlphaComponent(system.alpha)
            }
            guard hasVariants else { return light.nsColor }
            let light = self.light.nsColor
            let dark = self.dark.nsColor
            let lightHighContrast = self.lightHighContrast.nsColor
            let darkHighContrast = self.darkHighContrast.nsColor
            return NSColor(name: nil) { @Sendable appearance in
                switch appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]) {
                case .darkAqua?: return dark
                case .accessibilityHighContrastAqua?: return lightHighContrast
                case .accessibilityHighContrastDarkAqua?: return darkHighContrast
                default: return light
                }
            }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeColor.Components {
        nonisolated var nsColor: NSColor {
            switch space {
            case .sRGB: NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
            case .displayP3: NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeColor.System.Name {
        /// The AppKit colour, or `nil` where AppKit has none (the grouped and fill colours, most numbered
        /// greys): the value's own colours are used instead.
        nonisolated var nsColor: NSColor? {
            switch self {
            case .label: return .labelColor
            case .secondaryLabel: return .secondaryLabelColor
            case .tertiaryLabel: return .tertiaryLabelColor
            case .quaternaryLabel: return .quaternaryLabelColor
            case .link: return .linkColor
            case .placeholderText: return .placeholderTextColor
            case .separator: return .separatorColor
            case .opaqueSeparator: return nil
            case .systemBackground: return .windowBackgroundColor
            case .secondarySystemBackground: return nil
            case .tertiarySystemBackground: return nil
            case .systemGroupedBackground: return .underPageBackgroundColor
            case .secondarySystemGroupedBackground: return nil
            case .tertiarySystemGroupedBackground: return nil
            case .systemFill:
                guard #available(macOS 14.0, *) else { return nil }
                return .systemFill
            case .secondarySystemFill:
                guard #available(macOS 14.0, *) else { return nil }
                return .secondarySystemFill
            case .tertiarySystemFill:
                guard #available(macOS 14.0, *) else { return nil }
                return .tertiarySystemFill
            case .quaternarySystemFill:
                guard #available(macOS 14.0, *) else { return nil }
                return .quaternarySystemFill
            case .systemRed: return .systemRed
            case .systemOrange: return .systemOrange
            case .systemYellow: return .systemYellow
            case .systemGreen: return .systemGreen
            case .systemMint: return .systemMint
            case .systemTeal: return .systemTeal
            case .systemCyan:
                guard #available(macOS 12.0, *) else { return nil }
                return .systemCyan
            case .systemBlue: return .systemBlue
            case .systemIndigo: return .systemIndigo
            case .systemPurple: return .systemPurple
            case .systemPink: return .systemPink
            case .systemBrown: return .systemBrown
            case .systemGray: return .systemGray
            case .systemGray2: return nil
            case .systemGray3: return nil
            case .systemGray4: return nil
            case .systemGray5: return nil
            case .systemGray6: return nil
            }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeFont {
        /// The font as an `NSFont`. A family and face are matched through a font descriptor; when the family
        /// is not installed, or a named font is missing, the system font of the same weight and size is used.
        /// macOS has no Dynamic Type: the size is used as it is.
        public nonisolated var nsFont: NSFont {
            nsMatchedFont ?? .systemFont(ofSize: size, weight: weight.nsFontWeight)
        }

        /// The font the typeface names — or, when the platform does not have it, the first of the fallback
        /// families it has — or `nil` for the system font and when it has none.
        nonisolated var nsMatchedFont: NSFont? {
            switch typeface {
            case .system:
                return nil
            case .named(let name):
                return NSFont(name: name, size: size) ?? nsFallbackFont(face: nil)
            case .family(let family, let face):
                return Self.nsFont(family: family, face: face, size: size) ?? nsFallbackFont(face: face)
            }
        }

        /// The first fallback family the platform has, at the font's size: in `face` when the family has
        /// it, else in the family's default face.
        nonisolated func nsFallbackFont(face: String?) -> NSFont? {
            for family in fallbackFamilies {
                if let face, let font = Self.nsFont(family: family, face: face, size: size) { return font }
                if let font = Self.nsFont(family: family, face: nil, size: size) { return font }
            }
            return nil
        }

        /// `family`'s `face` (its default face for `nil`), matched through a font descriptor; `nil` when the
        /// platform does not have the family.
        nonisolated static func nsFont(family: String, face: String?, size: Double) -> NSFont? {
            var attributes: [NSFontDescriptor.AttributeName: Any] = [.family: family]
            if let face { attributes[.face] = face }
            let matched = NSFont(descriptor: NSFontDescriptor(fontAttributes: attributes), size: size)
            guard let matched, matched.familyName == family else { return nil }
            return matched
        }

        /// The attributes that draw text in the font with its line height and letter spacing, for an
        /// `NSAttributedString`: `nsFont`, and the kern and a paragraph style's line height when the theme
        /// gives them.
        public nonisolated var nsTextAttributes: [NSAttributedString.Key: Any] {
            var attributes: [NSAttributedString.Key: Any] = [.font: nsFont]
            if let letterSpacing { attributes[.kern] = letterSpacing }
            if let lineHeight {
                let paragraph = NSMutableParagraphStyle()
                paragraph.minimumLineHeight = lineHeight
                paragraph.maximumLineHeight = lineHeight
                attributes[.paragraphStyle] = paragraph
            }
            return attributes
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeFont.Weight {
        nonisolated var nsFontWeight: NSFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }
#endif
