/// The default templates: the files in Templates/ (linked into this target as `Templates`), built into
/// the library by SwiftPM's `embedInCode` resource rule, so `themegen` carries them wherever it runs.
/// A new template file needs a line here; a test checks that every file in Templates/ has one.
enum DefaultTemplates {
    /// The root template, which includes the others: its name and text.
    static let root = (name: "ThemeGen.swift", source: text(PackageResources.ThemeGen_swift_mustache))

    /// Each template's text by name (its file name without `.mustache`), the root's included.
    static let sources: [String: String] = [
        root.name: root.source,
        "ThemeColor.swift": text(PackageResources.ThemeColor_swift_mustache),
        "ThemeFont.swift": text(PackageResources.ThemeFont_swift_mustache),
        "ThemeInsets.swift": text(PackageResources.ThemeInsets_swift_mustache),
        "ThemeShadow.swift": text(PackageResources.ThemeShadow_swift_mustache),
        "ThemeGradient.swift": text(PackageResources.ThemeGradient_swift_mustache),
        "ThemeSelection.swift": text(PackageResources.ThemeSelection_swift_mustache),
        "ThemeTables.swift": text(PackageResources.ThemeTables_swift_mustache),
        "PlatformAdapters.swift": text(PackageResources.PlatformAdapters_swift_mustache),
        "ThemeEnvironment.swift": text(PackageResources.ThemeEnvironment_swift_mustache),
        "ThemeApptentive.swift": text(PackageResources.ThemeApptentive_swift_mustache),
        "ThemeAppearance.swift": text(PackageResources.ThemeAppearance_swift_mustache),
        "MemberDocumentation.swift": text(PackageResources.MemberDocumentation_swift_mustache),
    ]

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
