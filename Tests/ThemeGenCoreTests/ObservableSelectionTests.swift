import Foundation
import Testing

@testable import ThemeGenCore

/// The Observation form of the selection (`ObservableThemeSelection`, iOS 17 / macOS 14): compiled with
/// the sample themes and run on Linux, whose toolchain has Observation.
@Suite("The observable selection")
struct ObservableSelectionTests {
    /// Watches `current`, `fallback` and `theme` with Observation before each change, and prints what was
    /// announced and the state after it.
    static let program = #"""
        import Foundation
        import Observation
        import Synchronization

        /// The properties Observation announced a change of, in order. A watch lasts until its property
        /// changes (Observation's tracking is one-shot), so one set in an earlier step may announce too.
        let announced = Mutex<[String]>([])

        @MainActor func watch(_ name: String, _ read: () -> Void) {
            withObservationTracking(read) { announced.withLock { $0.append(name) } }
        }

        @MainActor func step(_ title: String, _ selection: ObservableThemeSelection, _ change: () -> Void) {
            announced.withLock { $0 = [] }
            watch("current") { _ = selection.current }
            watch("fallback") { _ = selection.fallback }
            watch("theme") { _ = selection.theme }
            change()
            var names: [String] = []
            for name in announced.withLock({ $0 }) where !names.contains(name) { names.append(name) }
            print(
                title, "->", names.isEmpty ? "nothing" : names.joined(separator: " "), "|", selection.current,
                selection.fallback.map { "\($0)" } ?? "nil", selection.theme.colors.background.light.hex)
        }

        let suite = "ThemeGenObservableSelectionTests"
        let defaults = UserDefaults(suiteName: suite)!
        defaults.removePersistentDomain(forName: suite)
        let selection = ObservableThemeSelection(defaults: defaults)
        print("fresh", selection.current, selection.fallback.map { "\($0)" } ?? "nil", selection.choices.filter(\.isSelected).map(\.title))
        step("select the selected theme", selection) { selection.select(.solidBlue) }
        let pink = try ThemeOverrides(json: Data(##"{"format": 1, "theme": "pink", "colors": {"background": "#123456"}}"##.utf8))
        step("overrides for another theme", selection) { selection.apply(pink) }
        step("select the theme they are for", selection) { selection.select(.prettyPink) }
        step("the same overrides again", selection) { selection.apply(pink) }
        step("remove the overrides", selection) { selection.apply(nil) }
        step("select it again", selection) { selection.select(.prettyPink) }
        let reloaded = ObservableThemeSelection(defaults: defaults)
        print("reloaded", reloaded.current, reloaded.fallback.map { "\($0)" } ?? "nil", defaults.string(forKey: ObservableThemeSelection.storageKey) ?? "nil")
        defaults.set("Neon", forKey: ObservableThemeSelection.storageKey)
        let unknown = ObservableThemeSelection(defaults: defaults)
        print("unknown", unknown.current, unknown.fallback.map { "\($0)" } ?? "nil", unknown.overrides == nil)
        defaults.removePersistentDomain(forName: suite)
        """#

    @Test("persists and falls back as ThemeSelection does; a change is announced only for the properties whose value changed")
    func observation() throws {
        let generated = try TestSupport.generateSampleThemes(options: GeneratorOptions(overrides: true))
        let expected = """
            fresh solidBlue nothingStored ["Solid Blue"]
            select the selected theme -> fallback | solidBlue nil #1F4E8C
            overrides for another theme -> nothing | solidBlue nil #1F4E8C
            select the theme they are for -> current theme | prettyPink nil #123456
            the same overrides again -> nothing | prettyPink nil #123456
            remove the overrides -> theme | prettyPink nil #FFC0CB
            select it again -> nothing | prettyPink nil #FFC0CB
            reloaded prettyPink nil pink
            unknown solidBlue unknownStoredID("Neon") true

            """
        #expect(try SwiftCompiler.compileAndRun(generated: generated, main: Self.program) == expected)
        #expect(try SwiftCompiler.compileAndRun(generated: generated, main: Self.program, flags: SwiftCompiler.mainActorFlags) == expected)
    }
}
