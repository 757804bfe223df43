// The UIKit adapters need iOS 13, Mac Catalyst 13.1, tvOS 13, watchOS 6 or visionOS 1 (dynamic colours);
// they are marked so. They are nonisolated: UIKit may resolve a dynamic colour on any thread.

#if canImport(UIKit)
    import UIKit

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeColor {
        /// The colour as a `UIColor`: the platform colour for system values where the platform has it, a
        /// dynamic colour for light and dark variants (the dark one on watchOS, which has no light appearance).
        public nonisolated var uiColor: UIColor {
            if let system, let color = system.name.uiColor {
                return system.alpha == 1 ? color : color.withAlphaComponent(system.alpha)
            }
            guard hasVariants else { return light.uiColor }
            return Self.uiColor(
                light: light.uiColor, dark: dark.uiColor,
                lightHighContrast: lightHighContrast.uiColor, darkHighContrast: darkHighContrast.uiColor)
        }

        /// The colour for the interface style and the contrast the colour is resolved for (watchOS, which has
        /// neither a light appearance nor Increase Contrast in UIKit, always takes `dark`).
        nonisolated static func uiColor(light: UIColor, dark: UIColor, lightHighContrast: UIColor, darkHighContrast: UIColor) -> UIColor {
            #if os(watchOS)
                return dark
            #else
                return UIColor { @Sendable traits in
                    let isDark = traits.userInterfaceStyle == .dark
                    guard traits.accessibilityContrast == .high else { return isDark ? dark : light }
                    return isDark ? darkHighContrast : lightHighContrast
                }
            #endif
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeColor.Components {
        nonisolated var uiColor: UIColor {
            switch space {
            case .sRGB: UIColor(red: red, green: green, blue: blue, alpha: alpha)
            case .displayP3: UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeColor.System.Name {
        /// The UIKit colour, or `nil` where the platform lacks it: tvOS has no background, fill or numbered
        /// grey colours, iOS and tvOS before 15 no mint or cyan, watchOS none of these.
        nonisolated var uiColor: UIColor? {
            #if os(watchOS)
                return nil
            #else
                switch self {
                case .label: return .label
                case .secondaryLabel: return .secondaryLabel
                case .tertiaryLabel: return .tertiaryLabel
                case .quaternaryLabel: return .quaternaryLabel
                case .link: return .link
                case .placeholderText: return .placeholderText
                case .separator: return .separator
                case .opaqueSeparator: return .opaqueSeparator
                case .systemBackground:
                    #if os(tvOS)
                        return nil
                    #else
                        return .systemBackground
                    #endif
                case .secondarySystemBackground:
                    #if os(tvOS)
                        return nil
                    #else
                        return .secondarySystemBackground
                    #endif
                case .tertiarySystemBackground:
                    #if os(tvOS)
                        return nil
                    #else
                        return .tertiarySystemBackground
                    #endif
                case .systemGroupedBackground:
                    #if os(tvOS)
                        return nil
                    #else
                        return .systemGroupedBackground
                    #endif
                case .secondarySystemGroupedBackground:
                    #if os(tvOS)
                        return nil
                    #else
                        return .secondarySystemGroupedBackground
                    #endif
                case .tertiarySystemGroupedBackground:
                    #if os(tvOS)
                        return nil
                    #else
                        return .tertiarySystemGroupedBackground
                    #endif
                case .systemFill:
                    #if os(tvOS)
                        return nil
                    #else
                        return .systemFill
                    #endif
                case .secondarySystemFill:
                    #if os(tvOS)
                        return nil
                    #else
                        return .secondarySystemFill
                    #endif
                case .tertiarySystemFill:
                    #if os(tvOS)
                        return nil
                    #else
                        return .tertiarySystemFill
                    #endif
                case .quaternarySystemFill:
                    #if os(tvOS)
                        return nil
                    #else
                        return .quaternarySystemFill
                    #endif
                case .systemRed: return .systemRed
                case .systemOrange: return .systemOrange
                case .systemYellow: return .systemYellow
                case .systemGreen: return .systemGreen
                case .systemMint:
                    guard #available(iOS 15.0, tvOS 15.0, *) else { return nil }
                    return .systemMint
                case .systemTeal: return .systemTeal
                case .systemCyan:
                    guard #available(iOS 15.0, tvOS 15.0, *) else { return nil }
                    return .systemCyan
                case .systemBlue: return .systemBlue
                case .systemIndigo: return .systemIndigo
                case .systemPurple: return .systemPurple
                case .systemPink: return .systemPink
                case .systemBrown: return .systemBrown
                case .systemGray: return .systemGray
                case .systemGray2:
                    #if os(tvOS)
                        return nil
                    #else
                        return .systemGray2
                    #endif
                case .systemGray3:
                    #if os(tvOS)
                        return nil
                    #else
                        return .systemGray3
                    #endif
                case .systemGray4:
                    #if os(tvOS)
                        return nil
                    #else
                        return .systemGray4
                    #endif
                case .systemGray5:
                    #if os(tvOS)
                        return nil
                    #else
                        return .systemGray5
                    #endif
                case .systemGray6:
                    #if os(tvOS)
                        return nil
                    #else
                        return .systemGray6
                    #endif
                }
            #endif
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeFont {
        /// The font as a `UIFont`. A family and face are matched through a font descriptor (as the
        /// Apptentive SDK does); when the family is not installed, or a named font is missing, the system
        /// font of the same weight and size is used instead. Fonts with a text style scale with Dynamic Type
        /// through `UIFontMetrics`.
        public nonisolated var uiFont: UIFont {
            guard let textStyle else { return uiFontAtWrittenSize }
            return UIFontMetrics(forTextStyle: textStyle.uiTextStyle).scaledFont(for: uiFontAtWrittenSize)
        }

        /// The font at its written size, before Dynamic Type: the matched font, or the system font.
        nonisolated var uiFontAtWrittenSize: UIFont {
            uiMatchedFont ?? .systemFont(ofSize: size, weight: weight.uiFontWeight)
        }

        /// The font the typeface names at its written size — or, when the platform does not have it, the
        /// first of the fallback families it has — or `nil` for the system font and when it has none.
        nonisolated var uiMatchedFont: UIFont? {
            switch typeface {
            case .system:
                return nil
            case .named(let name):
                return UIFont(name: name, size: size) ?? uiFallbackFont(face: nil)
            case .family(let family, let face):
                return Self.uiFont(family: family, face: face, size: size) ?? uiFallbackFont(face: face)
            }
        }

        /// The first fallback family the platform has, at the font's size: in `face` when the family has
        /// it, else in the family's default face.
        nonisolated func uiFallbackFont(face: String?) -> UIFont? {
            for family in fallbackFamilies {
                if let face, let font = Self.uiFont(family: family, face: face, size: size) { return font }
                if let font = Self.uiFont(family: family, face: nil, size: size) { return font }
            }
            return nil
        }

        /// `family`'s `face` (its default face for `nil`), matched through a font descriptor; `nil` when the
        /// platform does not have the family.
        nonisolated static func uiFont(family: String, face: String?, size: Double) -> UIFont? {
            var attributes: [UIFontDescriptor.AttributeName: Any] = [.family: family]
            if let face { attributes[.face] = face }
            let matched = UIFont(descriptor: UIFontDescriptor(fontAttributes: attributes), size: size)
            return matched.familyName == family ? matched : nil
        }

        /// The attributes that draw text in the font with its line height and letter spacing, for an
        /// `NSAttributedString` (a label's `attributedText`, a text view's `typingAttributes`): `uiFont`, and
        /// the kern and a paragraph style's line height when the theme gives them, scaled as `uiFont` is.
        public nonisolated var uiTextAttributes: [NSAttributedString.Key: Any] {
            var attributes: [NSAttributedString.Key: Any] = [.font: uiFont]
            if let letterSpacing { attributes[.kern] = uiScaled(letterSpacing) }
            if let lineHeight {
                let paragraph = NSMutableParagraphStyle()
                paragraph.minimumLineHeight = uiScaled(lineHeight)
                paragraph.maximumLineHeight = uiScaled(lineHeight)
                attributes[.paragraphStyle] = paragraph
            }
            return attributes
        }

        /// A length scaled as the font's size is: by the text style's Dynamic Type metrics, or not at all.
        nonisolated func uiScaled(_ length: Double) -> CGFloat {
            guard let textStyle else { return length }
            return UIFontMetrics(forTextStyle: textStyle.uiTextStyle).scaledValue(for: length)
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeFont.Weight {
        nonisolated var uiFontWeight: UIFont.Weight {
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

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeFont.TextStyle {
        /// The UIKit text style; on tvOS, which has no large title style, the largest it has.
        nonisolated var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle:
                #if os(tvOS)
                    return .title1
                #else
                    return .largeTitle
                #endif
            case .title1: return .title1
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption1
            case .caption2: return .caption2
            }
        }
    }
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeInsets {
        /// The insets as `UIEdgeInsets`: leading as left and trailing as right, as in left-to-right layouts
        /// (`directionalEdgeInsets` follows the layout direction).
        public nonisolated var uiEdgeInsets: UIEdgeInsets {
            UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        }

        /// The insets as `NSDirectionalEdgeInsets`, which follow the layout direction.
        public nonisolated var directionalEdgeInsets: NSDirectionalEdgeInsets {
            NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
        }
    }
#endif
