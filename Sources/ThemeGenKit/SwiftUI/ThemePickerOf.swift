#if canImport(SwiftUI) && (canImport(UIKit) || canImport(AppKit))
    import SwiftUI

    /// The blog post's settings screen as a view: every theme by its display name, in declaration order, the
    /// selected one checked; choosing one selects it, which stores it and updates every view that reads the
    /// theme. Place it in the app's own navigation (`NavigationStack`, a `Form`, a sheet). (A generated set
    /// names it `ThemePicker`, for its `ThemeID`.) On the main actor, as `View` is from the iOS 18 SDK: with
    /// an older one, its initializer could not set the observed selection in Swift 6.
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    @MainActor
    public struct ThemePickerOf<ID: ThemeIdentifier>: View {
        @ObservedObject private var selection: ThemeSelectionOf<ID>

        /// A picker that shows and changes `selection`.
        public init(selection: ThemeSelectionOf<ID>) {
            self.selection = selection
        }

        public var body: some View {
            List {
                ForEach(selection.choices) { choice in
                    Button {
                        selection.select(choice.id)
                    } label: {
                        HStack {
                            Text(choice.title)
                            Spacer()
                            if choice.isSelected {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                    .accessibilityAddTraits(choice.isSelected ? .isSelected : [])
                }
            }
        }
    }
#endif
