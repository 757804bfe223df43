import Foundation
import Testing

@testable import ThemeGenCore

/// The samples the repository ships: declared once, for the reference tests and the platform tests. The
/// two the README shows have their generated file committed under Tests/References; the others are shown
/// by `SnippetReferenceTests`, so the templates' shared code is not repeated in four whole files.
enum Sample: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// `themes/`: the blog's seven themes and the Apptentive guide's dark-mode style sheet.
    case sampleThemes
    /// `themes/Dark Mode.plist` on its own.
    case apptentiveDarkMode
    /// `Examples/DesignSystem`.
    case designSystem
    /// The DTCG token project in `themes/tokens`.
    case tokens

    /// The samples whose whole generated file is committed, and its name in Tests/References.
    static let referenceFiles: [(sample: Sample, name: String)] = [(.sampleThemes, "SampleThemes.swift"), (.tokens, "Tokens.swift")]

    /// The sample's generated Swift.
    func generate(options: GeneratorOptions = GeneratorOptions()) throws -> String {
        switch self {
        case .sampleThemes:
            return try TestSupport.generateSampleThemes(options: options)
        case .apptentiveDarkMode:
            let path = "themes/Dark Mode.plist"
            let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
            return try TestSupport.generate([(path, text)], options: options)
        case .designSystem:
            return try TestSupport.generate([try DesignSystemTests.file()], options: options)
        case .tokens:
            return try TestSupport.generate(try DesignTokenResolverTests.sampleFiles(), options: options)
        }
    }

    var testDescription: String { rawValue }
}
