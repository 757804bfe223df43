import Foundation
import Testing

@testable import ThemeGenCore

/// The generated code compiled with swiftc (Swift 6, strict concurrency, warnings as errors; and again
/// with default MainActor isolation) beside a small program whose printed values are asserted.
@Suite("Generated code compiles and runs", .serialized)
struct CompileAndRunTests {
    static let sampleProgram = #"""
        import Foundation

        func show(_ font: ThemeFont) -> String {
            let style = font.textStyle.map { ", \($0)" } ?? ""
            switch font.typeface {
            case .system: return "system \(font.weight) \(font.size)\(style)"
            case .family(let family, let face): return "\(family)/\(face ?? "-") \(font.weight) \(font.size)\(style)"
            case .named(let name): return "\(name) \(font.size)\(style)"
            }
        }

        func show(_ color: ThemeColor) -> String {
            let dark = color.hasVariants ? " dark \(color.dark.hex)" : ""
            let system = color.system.map { " system \($0.name) alpha \($0.alpha)" } ?? ""
            return color.light.hex + dark + system
        }
        func show(_ color: ThemeColor?) -> String { color.map(show) ?? "SDK" }

        let blue = ThemeID.solidBlue.theme
        print(ThemeID.allCases.map(\.displayName).joined(separator: "|"))
        print(ThemeID.allCases.map(\.storedID).joined(separator: "|"))
        print("default", ThemeID.default, ThemeID(storedID: "pink").map { "\($0)" } ?? "nil", ThemeID(storedID: "Pretty Pink").map { "\($0)" } ?? "nil")
        print("header", show(blue.colors.sectionHeaderBackground), show(blue.color(.sectionHeaderBackground)))
        print("title", show(blue.colors.sectionHeaderTitle), show(ThemeID.lightBlue.theme.colors.sectionHeaderTitle))
        print("pink", show(ThemeID.prettyPink.theme.colors.background), show(ThemeID.prettyPink.theme.colors.sectionHeaderBackground))
        print("fonts", show(blue.fonts.sectionHeaderTitle), "|", show(blue.font(.caption)), "|", show(ThemeID.zenBlack.theme.fonts.sectionHeaderTitle))
        print("numbers", blue.numbers.sectionHeaderAlpha, ThemeID.zenBlack.theme.number(.sectionHeaderAlpha))
        print("values", blue.values.statusBarStyle, ThemeID.lightBlue.theme.values.statusBarStyle, StatusBarStyle.allCases.map(\.rawValue))
        print("keys", ColorKey.sectionHeaderBackground.rawValue, FontKey.headerTitle.rawValue, ColorKey.allCases.count, FontKey.allCases.count)
        let dark = ThemeID.darkMode.theme
        print("apptentive fonts", show(dark.font(.headerTitle)), "|", show(dark.fonts.doneButton), "|", show(dark.fonts.apptentiveBody))
        print("apptentive colors", show(dark.color(.footerBackground)), "|", show(dark.colors.replyBackground), "|", show(dark.colors.textInputPlaceholder))
        print("apptentive derived", show(ThemeID.zenBlack.theme.colors.footerBackground), "|", show(ThemeID.solidBlue.theme.fonts.submitButton))
        print("inherited", show(dark.colors.sectionHeaderBackground), dark.values.statusBarStyle)
        for id in [ThemeID.darkMode, .zenBlack] {
            let style = id.theme.apptentiveStyle
            print("apptentive style", id, style.fontFamily ?? "system", [style.lightFaceAttribute, style.regularFaceAttribute, style.mediumFaceAttribute, style.boldFaceAttribute].map { $0 ?? "-" },
                  style.sizeAdjustment, show(style.primaryColor), show(style.secondaryColor), show(style.failureColor), show(style.backgroundColor),
                  show(style.separatorColor), show(style.collectionBackgroundColor), style.colorOverrides.count, style.fontOverrides.count)
        }

        let suite = "ThemeGenCompileAndRunTests"
        let defaults = UserDefaults(suiteName: suite)!
        defaults.removePersistentDomain(forName: suite)
        let fresh = ThemeSelection(defaults: defaults)
        print("fresh", fresh.current, fresh.fallback.map { "\($0)" } ?? "nil")
        @MainActor func picker(_ selection: ThemeSelection) -> String {
            selection.choices.map { ($0.isSelected ? "[x] " : "[ ] ") + $0.title }.joined(separator: ", ")
        }
        print("picker", picker(fresh))
        defaults.set("Neon", forKey: ThemeSelection.storageKey)
        let unknown = ThemeSelection(defaults: defaults)
        print("unknown", unknown.current, unknown.fallback.map { "\($0)" } ?? "nil", defaults.string(forKey: "Theme") ?? "nil")
        let changes = unknown.changes()
        unknown.select(.prettyPink)
        let first = await changes.first { _ in true }
        print("changed", first.map { "\($0)" } ?? "nil", defaults.string(forKey: "Theme") ?? "nil", unknown.theme.colors.background.light.hex)
        print("picker", picker(unknown), unknown.choices.map(\.id) == ThemeID.allCases)
        let reloaded = ThemeSelection(defaults: defaults)
        print("reloaded", reloaded.current, reloaded.fallback.map { "\($0)" } ?? "nil")
        defaults.removePersistentDomain(forName: suite)
        """#

    static let sampleOutput = """
        Solid Blue|Pretty Pink|Zen Black|Light Blue|Dark Blue|Dark Green|Dark Orange|Dark Mode
        Solid Blue|pink|Zen Black|Light Blue|Dark Blue|Dark Green|Dark Orange|Dark Mode
        default solidBlue prettyPink nil
        header #0000FF dark #000080 #0000FF dark #000080
        title #FFFFFF #1A1A1A
        pink #FFC0CB #FF69B4
        fonts Avenir/Heavy bold 20.0, headline | Helvetica-Oblique 12.0 | Helvetica/Bold bold 20.0, headline
        numbers 0.8 1.0
        values lightContent darkContent ["lightContent", "darkContent"]
        keys sectionHeaderBackground com.apptentive.header.title 30 16
        apptentive fonts Avenir/Light light 23.0, body | Avenir/Heavy bold 16.0, body | Avenir/Book regular 17.0, body
        apptentive colors #00000080 | #080808 | #00001938 dark #EBEBF54D system placeholderText alpha 1.0
        apptentive derived #00000080 | Avenir/Medium medium 22.0, body
        inherited #0000FF dark #000080 lightContent
        apptentive style darkMode Avenir ["Light", "Book", "Medium", "Heavy"] 1.0 #FFFFFF #CCCCCC #FF8080 #000000 #808080 #555555 0 0
        apptentive style zenBlack Helvetica ["Light", "-", "-", "Bold"] 1.0 #FFFFFF SDK SDK #000000 #333333 SDK 0 0
        fresh solidBlue nothingStored
        picker [x] Solid Blue, [ ] Pretty Pink, [ ] Zen Black, [ ] Light Blue, [ ] Dark Blue, [ ] Dark Green, [ ] Dark Orange, [ ] Dark Mode
        unknown solidBlue unknownStoredID("Neon") Neon
        changed prettyPink pink #FFC0CB
        picker [ ] Solid Blue, [x] Pretty Pink, [ ] Zen Black, [ ] Light Blue, [ ] Dark Blue, [ ] Dark Green, [ ] Dark Orange, [ ] Dark Mode true
        reloaded prettyPink nil

        """

    @Test("the sample themes, in Swift 6 with strict concurrency and warnings as errors")
    func sample() throws {
        let output = try SwiftCompiler.compileAndRun(generated: try TestSupport.generateSampleThemes(), main: Self.sampleProgram)
        #expect(output == Self.sampleOutput)
    }

    @Test("every colour and font describes itself as the doc comments show it; a theme by its display name")
    func descriptions() throws {
        let set = try #require(try TestSupport.loadSampleThemes().themeSet)
        let program = """
            for id in ThemeID.allCases {
                print(id.theme)
                for key in ColorKey.allCases { print(key.rawValue + ":", id.theme.color(key)) }
                for key in FontKey.allCases { print(key.rawValue + ":", id.theme.font(key)) }
            }
            """
        let printed = try SwiftCompiler.compileAndRun(generated: try TestSupport.generateSampleThemes(), main: program)
        let expected = set.themes.flatMap { theme in
            [theme.displayName]
                + theme.colors.map { "\($0.key): \(TableText.color($0.value, precise: false))" }
                + theme.fonts.map { "\($0.key): \(ValueDescription.font($0.value))" }
        }
        #expect(printed.split(separator: "\n").map(String.init) == expected)
        #expect(expected.contains("com.apptentive.color.textInputPlaceholder: system placeholderText #00001938 dark #EBEBF54D"))
        #expect(expected.contains("sectionHeaderTitle: Avenir Heavy, bold, 20 pt, headline"))
    }

    @Test("a table entry edited by hand stops the program, naming the entry and what does not read")
    func damagedTable() throws {
        let set = try #require(TestSupport.loadYAML("themes:\n  A:\n    colors:\n      a: \"#112233\"\n      b: \"#445566\"\n").themeSet)
        let source = try Generator.generate(set).source
        #expect(source.contains("        #112233 // a\n        #445566 // b\n"))
        let program = "print(ThemeID.a.theme.color(.b).light.hex)\n"
        #expect(try SwiftCompiler.compileAndRun(generated: source, main: program) == "#445566\n")
        let edits = [
            ("#4455GG // b", "the table entry '#4455GG' is damaged ('#4455GG' is not a colour)"),
            ("#445566 dark  // b", "the table entry '#445566 dark' is damaged (a field is missing)"),
        ]
        for (edit, problem) in edits {
            let damaged = source.replacing("#445566 // b", with: edit)
            do {
                let printed = try SwiftCompiler.compileAndRun(generated: damaged, main: program)
                Issue.record("the program ran with '\(edit)' and printed \(printed)")
            } catch {
                #expect("\(error)".contains("Fatal error: themegen: \(problem); generate the file again"), "\(error)")
            }
        }
    }

    @Test("the sample themes with default MainActor isolation")
    func sampleMainActor() throws {
        let output = try SwiftCompiler.compileAndRun(
            generated: try TestSupport.generateSampleThemes(), main: Self.sampleProgram,
            flags: SwiftCompiler.mainActorFlags)
        #expect(output == Self.sampleOutput)
    }
}
