/// The default templates: the files in Templates/, compiled into the library as string literals
/// (`DefaultTemplateText.swift`, recorded from Templates/ by `DefaultTemplatesTests`), so `themegen`
/// carries them wherever it runs. String literals, not SwiftPM's `embedInCode` byte arrays, which took
/// about a third of a cold debug build to compile (Tests/Benchmarks/README.md, "The tool's cold build").
enum DefaultTemplates {
    /// The root template's name (its file name without `.mustache`).
    static let rootName = "ThemeGen.swift"

    /// The root template, which includes the others: its name and text.
    static let root = (name: rootName, source: rootText)

    /// Each template's text by name (its file name without `.mustache`), the root's included.
    static let sources: [String: String] = includedTexts.merging([rootName: rootText]) { included, _ in included }
}
