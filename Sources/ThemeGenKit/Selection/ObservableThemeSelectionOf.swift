#if canImport(Observation)
    import Foundation
    import Observation

    /// The selected theme for apps that keep state with Observation (iOS 17, macOS 14, tvOS 17, watchOS 10,
    /// visionOS 1): what `ThemeSelectionOf` does — the same stored id, fallback and overrides
    /// (`ThemeSelectionState`) — as an `Observable` object, which SwiftUI passes with
    /// `.environment(selection)` and reads with `@Environment(ObservableThemeSelection.self)`. (A generated
    /// set names it `ObservableThemeSelection`, for its `ThemeID`.)
    ///
    /// Each property announces a change only when its own value changes, so a view is drawn again only
    /// for what it read: one that reads `theme` is not for overrides of another theme, for a fallback
    /// that ends, or for selecting the theme already selected.
    ///
    /// It conforms to `Observable` and reports to an `ObservationRegistrar` itself, as the `@Observable`
    /// macro would have it do, without the macro: its properties are all computed from one state, and a
    /// file that embeds the runtime then needs no macro plugin (the iOS 17 / macOS 14 SDKs declare the
    /// macro with a role newer compilers' plugins no longer serve).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    @MainActor
    public final class ObservableThemeSelectionOf<ID: ThemeIdentifier>: Observable {
        /// The UserDefaults key the selected theme's id is stored under.
        public nonisolated static var storageKey: String { ID.storageKey }

        private var state: ThemeSelectionState<ID>
        private let defaults: UserDefaults
        private let registrar = ObservationRegistrar()

        /// Reads the stored choice from `defaults` (the standard user defaults unless told otherwise).
        public init(defaults: UserDefaults = .standard) {
            self.defaults = defaults
            state = ThemeSelectionState(defaults: defaults)
        }

        /// The selected theme.
        public var current: ID {
            registrar.access(self, keyPath: \.current)
            return state.current
        }

        /// Why `current` is the default theme rather than a stored choice, or `nil` when it is the stored
        /// choice.
        public var fallback: ThemeSelectionOf<ID>.Fallback? {
            registrar.access(self, keyPath: \.fallback)
            return state.fallback
        }

        /// The selected theme's values: with overrides applied when they are for it.
        public var theme: ID.Values {
            registrar.access(self, keyPath: \.theme)
            return state.theme
        }

        /// A picker's rows: every theme in declaration order, the selected one marked.
        public var choices: [ThemeSelectionOf<ID>.Choice] {
            let current = current
            return ID.allCases.map { ThemeSelectionOf<ID>.Choice(id: $0, isSelected: $0 == current) }
        }

        /// Selects `id` and stores it.
        public func select(_ id: ID) {
            var next = state
            next.select(id, storingIn: defaults)
            update(to: next)
        }

        /// Replaces the state with `next`, announcing each property whose value changes.
        private func update(to next: ThemeSelectionState<ID>) {
            let previous = state
            mutate(\.current, if: previous.current != next.current) {
                mutate(\.fallback, if: previous.fallback != next.fallback) {
                    mutate(\.theme, if: previous.theme != next.theme) { state = next }
                }
            }
        }

        /// Runs `change`, as a mutation of `keyPath` when `changed`.
        private func mutate<Member>(_ keyPath: KeyPath<ObservableThemeSelectionOf, Member>, if changed: Bool, _ change: () -> Void) {
            if changed {
                registrar.withMutation(of: self, keyPath: keyPath, change)
            } else {
                change()
            }
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension ObservableThemeSelectionOf where ID.Values: OverridableThemeValues {
        /// Overrides applied to their theme whenever it is the selected one (`apply(_:)`), or `nil`.
        public var overrides: ThemeOverridesOf<ID>? { state.overridden?.overrides }

        /// Applies `overrides` to their theme from now on, in place of any applied before (`nil` removes
        /// them); `theme` changes when they concern the selected theme. They are not stored: an app applies
        /// them again when it next starts, or falls back to the compiled theme.
        public func apply(_ overrides: ThemeOverridesOf<ID>?) {
            var next = state
            next.overridden = overrides?.theme
            update(to: next)
        }
    }
#endif
