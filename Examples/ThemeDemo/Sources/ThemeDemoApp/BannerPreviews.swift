#if canImport(SwiftUI)
import SwiftUI
import ThemeDemo

/// The banner in every theme, light and dark, each labelled by the theme's name: what Xcode's canvas
/// shows for `#Preview("Every theme") { BannerGallery() }` below.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
struct BannerGallery: View {
    var body: some View {
        ThemeGallery(appearances: [.light, .dark]) {
            Banner()
        }
    }
}

/// The banner pinned to one theme and appearance, as a preview trait (Xcode 16 and later):
/// `#Preview(traits: BannerPreviews.forestDark) { Banner() }`.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
enum BannerPreviews {
    @MainActor static var forestDark: PreviewTrait<Preview.ViewTraits> { .theme(.forest, colorScheme: .dark) }
}

// The previews themselves: `#Preview` is a macro whose expansion only Xcode's plugin performs, so the
// stand-ins ThemeGen's tests type-check this app against (ThemeDemoAppTests) leave this part out.
#if !THEMEGEN_STAND_INS
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
#Preview("Every theme") {
    BannerGallery()
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
#Preview("Forest, dark", traits: BannerPreviews.forestDark) {
    Banner()
}
#endif
#endif
