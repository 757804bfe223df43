#if canImport(SwiftUI)
import SwiftUI
import ThemeDemo

/// The demo as a SwiftUI app: the selection is created once, installed at the root with
/// `.themeSelection(_:)`, and every view reads the current theme from the environment.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@main
struct ThemeDemoApp: App {
    @StateObject private var selection = ThemeSelection()

    var body: some Scene {
        WindowGroup {
            ContentView(selection: selection)
                .themeSelection(selection)
        }
    }
}
#else
/// SwiftUI exists only on Apple platforms; `theme-demo` is this package's Linux program.
@main
enum ThemeDemoApp {
    static func main() {
        print("The SwiftUI app runs on Apple platforms; run theme-demo here.")
    }
}
#endif
