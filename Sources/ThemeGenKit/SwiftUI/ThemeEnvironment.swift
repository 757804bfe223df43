#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
    import SwiftUI

    /// Where SwiftUI keeps the current theme of the set whose themes are `ID`: the generated
    /// `EnvironmentValues.theme` (`@Environment(\.theme)`) reads and writes it.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public nonisolated struct ThemeEnvironmentKey<ID: ThemeIdentifier>: EnvironmentKey, Hashable {
        /// The key of `ID`'s set.
        public init() {}

        /// `ID.default`'s theme, until a view above sets one.
        public static var defaultValue: ID.Values { ID.default.theme }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension EnvironmentValues {
        /// The current theme of the set whose key is given: the one `.themeSelection(_:)` installed above the
        /// view (kept current as the selection changes), or one pinned with `.environment(…)` (in previews);
        /// else the set's default theme.
        public subscript<ID>(theme key: ThemeEnvironmentKey<ID>) -> ID.Values {
            get { self[ThemeEnvironmentKey<ID>.self] }
            set { self[ThemeEnvironmentKey<ID>.self] = newValue }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension View {
        /// Puts `selection`'s theme into the environment of this view and every view below it, and updates
        /// them all when the selection changes. Apply it once, at the root of the app's scene.
        public func themeSelection<ID>(_ selection: ThemeSelectionOf<ID>) -> some View {
            modifier(ThemeSelectionModifier(selection: selection))
        }
    }

    #if canImport(Observation)
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
        extension View {
            /// Puts `selection`'s theme into the environment of this view and every view below it, and
            /// updates them when the selected theme's values change (Observation). Apply it once, at the root
            /// of the app's scene; `.environment(selection)` beside it lets views read the selection itself.
            public func themeSelection<ID>(_ selection: ObservableThemeSelectionOf<ID>) -> some View {
                modifier(ObservableThemeSelectionModifier(selection: selection))
            }
        }

        /// What `.themeSelection(_:)` applies for an observable selection: reading `selection.theme` in the
        /// body is what makes SwiftUI draw it again when the theme changes, and only then.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
        struct ObservableThemeSelectionModifier<ID: ThemeIdentifier>: ViewModifier {
            let selection: ObservableThemeSelectionOf<ID>

            func body(content: Content) -> some View {
                content.environment(\.[theme: ThemeEnvironmentKey<ID>()], selection.theme)
            }
        }
    #endif

    /// What `.themeSelection(_:)` applies: the selected theme in the environment, observed.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    struct ThemeSelectionModifier<ID: ThemeIdentifier>: ViewModifier {
        @ObservedObject var selection: ThemeSelectionOf<ID>

        func body(content: Content) -> some View {
            content.environment(\.[theme: ThemeEnvironmentKey<ID>()], selection.theme)
        }
    }
#endif
