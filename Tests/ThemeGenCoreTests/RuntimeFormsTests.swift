import Foundation
import Testing

@testable import ThemeGenCore

/// `runtime: library` and `runtime: embedded` write the same code for the themes: the embedded file is
/// the library's file with ThemeGenKit's source in place of its import, so the compiled-code tests, which
/// run every program both ways (`SwiftCompiler.compileAndRun`), test both.
@Suite("The runtime, from the library or embedded")
struct RuntimeFormsTests {
    @Test("for a set without a type prefix, the embedded file is the library's with the runtime's text in place of its import", arguments: Sample.allCases)
    func embeddedIsTheLibrarysFile(sample: Sample) throws {
        for access in GeneratorOptions.AccessLevel.allCases {
            let library = try sample.generate(options: GeneratorOptions(access: access, runtime: .library))
            let embedded = try sample.generate(options: GeneratorOptions(access: access, runtime: .embedded))
            #expect(library.contains("\nimport ThemeGenKit\n"))
            #expect(!embedded.contains("import ThemeGenKit"))
            #expect(SwiftCompiler.embedded(library) == embedded, "\(access)")
        }
    }

    @Test("the embedded runtime takes the file's access level where the library says public, and a type prefix on each type it declares")
    func embeddedTransformations() throws {
        let internalRuntime = RuntimeSource.embedded(accessModifier: "", prefix: "")
        #expect(!internalRuntime.contains("public "))
        #expect(internalRuntime.contains("\nnonisolated struct ThemeColor: Hashable, Sendable, CustomStringConvertible {\n"))
        #expect(internalRuntime.contains("\n    private(set) var current: ID\n"))
        let publicRuntime = RuntimeSource.embedded(accessModifier: "public ", prefix: "")
        #expect(publicRuntime.contains("\npublic nonisolated struct ThemeColor: Hashable, Sendable, CustomStringConvertible {\n"))
        let packageRuntime = RuntimeSource.embedded(accessModifier: "package ", prefix: "")
        #expect(packageRuntime.contains("\n@MainActor\npackage final class ThemeSelectionOf<ID: ThemeIdentifier> {\n"))
        let prefixed = RuntimeSource.embedded(accessModifier: "", prefix: "App")
        #expect(prefixed.contains("\nnonisolated struct AppThemeColor: Hashable, Sendable, CustomStringConvertible {\n"))
        #expect(prefixed.contains("extension AppThemeColor.Components {"))
        #expect(prefixed.contains("final class AppThemeSelectionOf<ID: AppThemeIdentifier> {"))
        // A member of the same name as a type is not a type: `ThemeColor.System` stays, `.ThemeColor` would too.
        #expect(!prefixed.contains("AppThemeColor.AppSystem"))
        // Text that only contains a name is left alone.
        #expect(prefixed.contains("ThemeColors") == internalRuntime.contains("ThemeColors"))
    }

    @Test("two sets with type prefixes, each with the runtime embedded, compile into one module and keep apart")
    func twoEmbeddedSets() throws {
        // One set with overrides, one without: each set's `Theme` conforms to its own runtime's protocol.
        func generate(_ prefix: String, _ color: String, overrides: Bool) throws -> String {
            let yaml = "themes:\n  Main:\n    colors:\n      brand: \"\(color)\"\n    fonts:\n      body: { size: 15 }\n"
            return try TestSupport.generate([("\(prefix).yaml", yaml)], typePrefix: prefix, options: GeneratorOptions(runtime: .embedded, overrides: overrides))
        }
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(try generate("App", "#FF0000", overrides: false).utf8).write(to: directory.appendingPathComponent("App.swift"))
        try Data(try generate("Brand", "#00FF00", overrides: true).utf8).write(to: directory.appendingPathComponent("Brand.swift"))
        let main = """
            print(AppThemeID.main.theme.colors.brand, BrandThemeID.main.theme.colors.brand)
            print(AppThemeSelection.storageKey, BrandThemeOverrides.format, AppThemeFont.self == BrandThemeFont.self)
            """
        try Data(main.utf8).write(to: directory.appendingPathComponent("main.swift"))
        try SwiftCompiler.run(try SwiftCompiler.executable(), SwiftCompiler.strictFlags + ["App.swift", "Brand.swift", "main.swift", "-o", "program"], in: directory)
        #expect(try SwiftCompiler.run(directory.appendingPathComponent("program"), [], in: directory).output == "#FF0000 #00FF00\nTheme 1 false\n")
    }
}
