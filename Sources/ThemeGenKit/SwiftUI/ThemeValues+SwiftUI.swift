#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #else
        import AppKit
    #endif

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeColor {
        /// The colour for SwiftUI, dynamic for light and dark variants.
        public nonisolated var color: Color {
            #if canImport(UIKit)
                Color(uiColor)
            #else
                Color(nsColor)
            #endif
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeFont {
        /// The font for SwiftUI: the matched font by its PostScript name, scaled relative to its text style
        /// when it has one; the system font of the weight and size for the system typeface and for a font the
        /// platform lacks, which `Font` cannot scale relative to a style at a size of its own (a missing
        /// font's name given to `Font.custom` would draw in Times New Roman). `.themeFont(_:)` scales every
        /// typeface with Dynamic Type and applies the line height and letter spacing too.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        public nonisolated var font: Font {
            guard let name = matchedFontName else { return systemFont(size: size) }
            guard let textStyle else { return .custom(name, fixedSize: size) }
            return .custom(name, size: size, relativeTo: textStyle.swiftUITextStyle)
        }

        /// The font at `size` points, fixed: the matched font by its PostScript name, or the system font.
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        nonisolated func font(fixedSize size: Double) -> Font {
            guard let name = matchedFontName else { return systemFont(size: size) }
            return .custom(name, fixedSize: size)
        }

        /// The system font at `size` points in the font's weight: through the overload with optional weight
        /// and design where the platform has it, as the one before is deprecated from the 27.2 SDKs (a
        /// branch the deployment target rules out is not diagnosed).
        @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        nonisolated func systemFont(size: Double) -> Font {
            if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                let weight: Font.Weight? = weight.swiftUIWeight
                return .system(size: size, weight: weight, design: nil)
            } else {
                return .system(size: size, weight: weight.swiftUIWeight)
            }
        }

        /// The PostScript name of the font the platform matched, or `nil` for the system font and for a
        /// font the platform does not have.
        nonisolated var matchedFontName: String? {
            #if canImport(UIKit)
                uiMatchedFont?.fontName
            #else
                nsMatchedFont?.fontName
            #endif
        }

        /// The line height the font has without the theme's, at its written size.
        nonisolated var naturalLineHeight: Double {
            #if canImport(UIKit)
                uiFontAtWrittenSize.lineHeight
            #else
                nsFont.ascender - nsFont.descender + nsFont.leading
            #endif
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    extension View {
        /// Sets `font` on the view's text, scaled with Dynamic Type by its text style whatever its typeface
        /// (the system font included), with its line height as line spacing and, from iOS 16, macOS 13,
        /// tvOS 16 and watchOS 9, its letter spacing as tracking.
        public func themeFont(_ font: ThemeFont) -> some View {
            modifier(ThemeFont.Modifier(font: font))
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    extension ThemeFont {
        /// Applies a theme font: scales its size, line height and letter spacing by its text style's
        /// Dynamic Type metrics (a font without a text style keeps its sizes).
        struct Modifier: ViewModifier {
            let font: ThemeFont
            @ScaledMetric private var scaledSize: Double

            init(font: ThemeFont) {
                self.font = font
                _scaledSize = ScaledMetric(wrappedValue: font.size, relativeTo: (font.textStyle ?? .body).swiftUITextStyle)
            }

            func body(content: Content) -> some View {
                let scale = font.textStyle == nil ? 1 : scaledSize / font.size
                let lineSpacing = font.lineHeight.map { max(0, ($0 - font.naturalLineHeight) * scale) } ?? 0
                let styled = content.font(font.font(fixedSize: font.size * scale)).lineSpacing(lineSpacing)
                if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *), let letterSpacing = font.letterSpacing {
                    return AnyView(styled.tracking(letterSpacing * scale))
                }
                return AnyView(styled)
            }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeFont.Weight {
        nonisolated var swiftUIWeight: Font.Weight {
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
    extension ThemeInsets {
        /// The insets as SwiftUI `EdgeInsets`, which follow the layout direction.
        public nonisolated var edgeInsets: EdgeInsets {
            EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension View {
        /// Draws `shadow`'s layers under the view, the first nearest; a layer's `blur` is twice SwiftUI's
        /// radius, and `spread` is not drawn.
        public func shadow(_ shadow: ThemeShadow) -> some View {
            shadow.layers.reduce(AnyView(self)) { view, layer in
                AnyView(view.shadow(color: layer.color.color, radius: layer.blur / 2, x: layer.x, y: layer.y))
            }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeGradient {
        /// The stops as a SwiftUI `Gradient`.
        public nonisolated var gradient: Gradient {
            Gradient(stops: stops.map { Gradient.Stop(color: $0.color.color, location: $0.location) })
        }

        /// A view filling its frame with the gradient: a `LinearGradient` or a `RadialGradient`.
        @MainActor public var view: AnyView {
            switch kind {
            case .linear(let startX, let startY, let endX, let endY):
                AnyView(LinearGradient(gradient: gradient, startPoint: UnitPoint(x: startX, y: startY), endPoint: UnitPoint(x: endX, y: endY)))
            case .radial(let centerX, let centerY, let radius):
                AnyView(RadialGradient(gradient: gradient, center: UnitPoint(x: centerX, y: centerY), startRadius: 0, endRadius: radius))
            }
        }
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    extension ThemeFont.TextStyle {
        /// The SwiftUI text style (`title2`, `title3` and `caption2` arrived in iOS 14).
        nonisolated var swiftUITextStyle: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            }
        }
    }
#endif
