/// What the generated code needs from the compiler and from the Apple platforms it runs on, decided here
/// once: the templates print these attributes and checks, README's platform section states them, and
/// the tests type-check the output against them.
enum PlatformRequirements {
    /// The oldest Swift that builds the generated code: `nonisolated` on a type declaration is SE-0449,
    /// in Swift 6.1.
    static let minimumSwift = "6.1"
    /// The first Xcode with that Swift.
    static let minimumXcode = "16.3"

    /// The platform versions the adapters and the selection store need: dynamic colours
    /// (`UIColor(dynamicProvider:)`, `NSColor(name:dynamicProvider:)`), `ObservableObject`, SwiftUI and
    /// `AsyncStream` all arrived in iOS 13, macOS 10.15, tvOS 13 and watchOS 6; visionOS has them all
    /// from 1.0, and Mac Catalyst from its first version, 13.1, which takes iOS's availability.
    static let platformAPIs = availability([("iOS", "13.0"), ("macOS", "10.15"), ("tvOS", "13.0"), ("watchOS", "6.0"), ("visionOS", "1.0")])
    /// SwiftUI's `Font.TextStyle.title2`, `.title3` and `.caption2`, and `Font.custom(_:size:relativeTo:)`.
    static let swiftUITextStyles = availability([("iOS", "14.0"), ("macOS", "11.0"), ("tvOS", "14.0"), ("watchOS", "7.0"), ("visionOS", "1.0")])

    /// The theme picker: `Image(systemName:)` (macOS 11) and `accessibilityAddTraits(_:)` (iOS 14,
    /// macOS 11, tvOS 14, watchOS 7).
    static let themePicker = availability([("iOS", "14.0"), ("macOS", "11.0"), ("tvOS", "14.0"), ("watchOS", "7.0"), ("visionOS", "1.0")])

    /// The observable selection: Observation's `@Observable` and `ObservationRegistrar` (iOS 17, macOS 14,
    /// tvOS 17, watchOS 10, visionOS 1).
    static let observation = availability([("iOS", "17.0"), ("macOS", "14.0"), ("tvOS", "17.0"), ("watchOS", "10.0"), ("visionOS", "1.0")])

    /// The preview modifier: SwiftUI's `PreviewModifier` and `PreviewTrait.modifier(_:)` (iOS 18, macOS 15,
    /// tvOS 18, watchOS 11, visionOS 2: Xcode 16's SDKs).
    static let previewModifier = availability([("iOS", "18.0"), ("macOS", "15.0"), ("tvOS", "18.0"), ("watchOS", "11.0"), ("visionOS", "2.0")])

    /// The Apptentive SDK the style-sheet output serves: apptentive-ios 5.x (module `Apptentive`), whose
    /// `ApptentiveStyleSheet` the generated `applyToApptentive()` fills in.
    static let apptentiveSDK = "apptentive-ios 5.x"
    /// What an app built with ApptentiveKit (the SDK from 6.0, whose `styleSheet` is deprecated and does
    /// nothing) is told where it calls `applyToApptentive()`, which does nothing there.
    static let apptentiveKitMessage =
        "ApptentiveKit (the Apptentive SDK from 6.0) ignores style sheets, so this does nothing; "
        + "ThemeGen's Apptentive output serves \(apptentiveSDK) (ThemeGen's README, \"Apptentive\")"

    /// `@available(iOS 13.0, macOS 10.15, …, *)`.
    private static func availability(_ platforms: [(name: String, version: String)]) -> String {
        "@available(" + platforms.map { "\($0.name) \($0.version)" }.joined(separator: ", ") + ", *)"
    }

    /// The template data: `availability.platformAPIs`, `availability.swiftUITextStyles`,
    /// `availability.themePicker`, `availability.previewModifier`, `availability.observation`, `requirements.swift`, `requirements.xcode`, `requirements.apptentiveKit`
    /// (as a string literal).
    static let templateData: [String: MustacheValue] = [
        "availability": .object([
            "platformAPIs": .string(platformAPIs), "swiftUITextStyles": .string(swiftUITextStyles),
            "themePicker": .string(themePicker), "previewModifier": .string(previewModifier), "observation": .string(observation),
        ]),
        "requirements": .object([
            "swift": .string(minimumSwift), "xcode": .string(minimumXcode),
            "apptentiveKit": .string(SwiftLiteral.escaped(apptentiveKitMessage, for: .stringLiteral)),
        ]),
    ]
}
