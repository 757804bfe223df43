#if canImport(SwiftUI)
import SwiftUI
import ThemeDemo

/// The app's one screen: a banner drawn from the current theme, and the theme picker as its settings.
/// Choosing a theme stores it and redraws the banner; the next launch starts with it.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
struct ContentView: View {
    let selection: ThemeSelection

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Banner()
            ThemePicker(selection: selection)
        }
        .navigationTitle("Themes")
    }
}

/// The current theme's name in its title font and accent colour, on its banner colour.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
struct Banner: View {
    @Environment(\.theme) private var theme

    var body: some View {
        Text(theme.id.displayName)
            .themeFont(theme.fonts.title)
            .foregroundColor(theme.colors.accent.color)
            .padding(CGFloat(theme.numbers.cornerRadius))
            .background(theme.colors.banner.color)
    }
}
#endif
