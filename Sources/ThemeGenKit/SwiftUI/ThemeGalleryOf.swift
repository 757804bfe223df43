#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
    import SwiftUI

    /// Shows a view once per theme, each labelled by the theme's display name, in a scrolling column: for a
    /// preview that shows every theme at once, `#Preview { ThemeGallery { MyView() } }`. Given `appearances`
    /// (`[.light, .dark]`), it shows each theme once per appearance, labelled "Ocean, dark"; without, in the
    /// appearance around it. (A generated set names it `ThemeGallery`, for its `ThemeID`.)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public struct ThemeGalleryOf<ID: ThemeIdentifier, Content: View>: View {
        /// One view of the gallery: a theme, in an appearance or in the one around the gallery.
        nonisolated struct Page: Hashable, Identifiable {
            let theme: ID
            let colorScheme: ColorScheme?

            var id: Page { self }

            /// "Ocean", or "Ocean, dark".
            var title: String {
                guard let colorScheme else { return theme.displayName }
                return theme.displayName + (colorScheme == .dark ? ", dark" : ", light")
            }
        }

        @Environment(\.colorScheme) private var surroundingColorScheme
        private let pages: [Page]
        private let content: () -> Content

        /// A gallery of `content` in each of `themes` (every theme, in declaration order, unless told
        /// otherwise), in each of `appearances` (the surrounding one when empty).
        public init(themes: [ID] = ID.allCases, appearances: [ColorScheme] = [], @ViewBuilder content: @escaping () -> Content) {
            self.pages = themes.flatMap { theme in
                appearances.isEmpty ? [Page(theme: theme, colorScheme: nil)] : appearances.map { Page(theme: theme, colorScheme: $0) }
            }
            self.content = content
        }

        public var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    ForEach(pages) { page in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(page.title)
                                .font(.caption)
                            content()
                                .environment(\.[theme: ThemeEnvironmentKey<ID>()], page.theme.theme)
                                .environment(\.colorScheme, page.colorScheme ?? surroundingColorScheme)
                        }
                    }
                }
                .padding(16)
            }
        }
    }
#endif
