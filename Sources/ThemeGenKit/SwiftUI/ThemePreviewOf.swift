// `PreviewModifier` is in SwiftUI 6 (the iOS 18 and macOS 15 SDKs, Xcode 16) and later: the guard asks the
// SDK's SwiftUI, not the compiler, so an older SDK builds the rest of the library.
#if canImport(SwiftUI, _version: 6.0) && (canImport(UIKit) || canImport(AppKit))
    import SwiftUI

    /// Pins a theme, and optionally an appearance, for one preview: `#Preview(traits: .theme(.ocean)) { MyView() }`
    /// (Xcode 16 and later), for every view below it as `@Environment(\.theme)` reads it. (A generated set
    /// names it `ThemePreview`, for its `ThemeID`, and gives `PreviewTrait` its `.theme(_:colorScheme:)`.)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public struct ThemePreviewOf<ID: ThemeIdentifier>: PreviewModifier {
        /// The theme the preview shows.
        public let theme: ID
        /// The appearance the preview shows, or `nil` for the canvas's own.
        public let colorScheme: ColorScheme?

        /// The preview modifier that shows `theme` in `colorScheme` (the canvas's own when `nil`).
        public init(_ theme: ID, colorScheme: ColorScheme? = nil) {
            self.theme = theme
            self.colorScheme = colorScheme
        }

        public func body(content: Content, context: Void) -> some View {
            content
                .environment(\.[theme: ThemeEnvironmentKey<ID>()], theme.theme)
                .preferredColorScheme(colorScheme)
        }
    }
#endif
