import Foundation

/// The selected theme, stored in UserDefaults under the set's storage key as the theme's stored id
/// (`ThemeSelectionState`). (A generated set names it `ThemeSelection`, for its `ThemeID`.)
///
/// A missing or unknown stored id selects `ID.default` and says why in `fallback`; the stored value is
/// left as it is (a newer version of the app may know the id). Changes are announced through
/// `changes()`, `didChangeNotification` and, where Combine exists, `objectWillChange`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor
public final class ThemeSelectionOf<ID: ThemeIdentifier> {
    /// Why the selection fell back to the default theme.
    public nonisolated enum Fallback: Hashable, Sendable {
        /// Nothing is stored yet.
        case nothingStored
        /// The stored id belongs to no theme.
        case unknownStoredID(String)
    }

    /// One row of a theme picker: a theme, the name it is shown by, and whether it is the selected one.
    public nonisolated struct Choice: Hashable, Sendable, Identifiable {
        public let id: ID
        public let isSelected: Bool

        /// The theme's display name.
        public var title: String { id.displayName }
    }

    /// The UserDefaults key the selected theme's id is stored under.
    public nonisolated static var storageKey: String { ID.storageKey }
    /// Posted (by the selection object) after the selected theme changes.
    public nonisolated static var didChangeNotification: Notification.Name { Notification.Name("\(ID.self).selectionDidChange") }

    /// The selected theme, why it is the default one, and the overrides applied (`ThemeSelectionState`).
    private var state: ThemeSelectionState<ID>
    private let defaults: UserDefaults
    private var continuations: [Int: AsyncStream<ID>.Continuation] = [:]
    private var nextContinuation = 0

    /// Reads the stored choice from `defaults` (the standard user defaults unless told otherwise).
    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        state = ThemeSelectionState(defaults: defaults)
    }

    /// The selected theme.
    public var current: ID { state.current }
    /// Why `current` is the default theme rather than a stored choice, or `nil` when it is the stored choice.
    public var fallback: Fallback? { state.fallback }

    /// The selected theme's values: with overrides applied when they are for it.
    public var theme: ID.Values { state.theme }

    /// A picker's rows: every theme in declaration order, the selected one marked.
    public var choices: [Choice] {
        ID.allCases.map { Choice(id: $0, isSelected: $0 == current) }
    }

    /// Selects `id`, stores it, and announces the change (nothing happens when it is already selected).
    public func select(_ id: ID) {
        guard id != current else {
            state.select(id, storingIn: defaults)
            return
        }
        willChange()
        state.select(id, storingIn: defaults)
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
        for continuation in continuations.values {
            continuation.yield(id)
        }
    }

    /// The themes selected from now on, one element per change.
    public func changes() -> AsyncStream<ID> {
        let (stream, continuation) = AsyncStream<ID>.makeStream()
        let key = nextContinuation
        nextContinuation += 1
        continuations[key] = continuation
        // The task captures `self` weakly on its own: referring to the closure's weak capture from the
        // task would read a captured `var` concurrently (a warning in Swift 5 mode with Approachable
        // Concurrency, Xcode 26's default for new apps).
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor [weak self] in self?.continuations[key] = nil }
        }
        return stream
    }

    private func willChange() {
        #if canImport(Combine)
            objectWillChange.send()
        #endif
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ThemeSelectionOf where ID.Values: OverridableThemeValues {
    /// Overrides applied to their theme whenever it is the selected one (`apply(_:)`), or `nil`.
    public var overrides: ThemeOverridesOf<ID>? { state.overridden?.overrides }

    /// Applies `overrides` to their theme from now on, in place of any applied before (`nil` removes
    /// them), and announces the change as `select(_:)` does when they concern the selected theme. They
    /// are not stored: an app applies them again when it next starts, or falls back to the compiled theme.
    public func apply(_ overrides: ThemeOverridesOf<ID>?) {
        guard overrides != self.overrides else { return }
        let concernsCurrent = overrides?.themeID == current || self.overrides?.themeID == current
        if concernsCurrent { willChange() }
        state.overridden = overrides?.theme
        if concernsCurrent { NotificationCenter.default.post(name: Self.didChangeNotification, object: self) }
    }
}

#if canImport(Combine)
    import Combine

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    extension ThemeSelectionOf: ObservableObject {}
#endif
