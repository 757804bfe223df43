import Testing

/// The compiler settings an app target builds the generated file with. Every generated file must be
/// warning-free in each (the tests add `-warnings-as-errors`).
enum BuildSetting: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// Swift 6 language mode with complete concurrency checking: a package's target.
    case swift6Strict
    /// A new app project of Xcode 26: Swift 5 language mode, Default Actor Isolation `MainActor`, and
    /// Approachable Concurrency (`SWIFT_APPROACHABLE_CONCURRENCY = YES`), whose upcoming features are
    /// `approachableConcurrency` (swift-build's Swift.xcspec lists them); Strict Concurrency Checking is
    /// left at its default (minimal), and the template's Member Import Visibility is on.
    case xcodeApp
    /// Swift 6 with the isolation settings of Xcode 26's new app projects.
    case swift6MainActor

    /// The upcoming features Xcode's Approachable Concurrency setting turns on. Swift 6 mode already has
    /// all but the last two.
    static let approachableConcurrency = [
        "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures",
        "InferIsolatedConformances", "NonisolatedNonsendingByDefault",
    ]

    /// The swiftc flags of the setting.
    var flags: [String] {
        let features = { (names: ArraySlice<String>) in names.flatMap { ["-enable-upcoming-feature", $0] } }
        switch self {
        case .swift6Strict:
            return ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]
        case .xcodeApp:
            return ["-swift-version", "5", "-default-isolation", "MainActor"] + features(Self.approachableConcurrency[...])
                + ["-enable-upcoming-feature", "MemberImportVisibility", "-warnings-as-errors"]
        case .swift6MainActor:
            return ["-swift-version", "6", "-strict-concurrency=complete", "-default-isolation", "MainActor"]
                + features(Self.approachableConcurrency.suffix(2)) + ["-warnings-as-errors"]
        }
    }

    var testDescription: String {
        switch self {
        case .swift6Strict: "Swift 6 strict"
        case .xcodeApp: "Xcode 26 app (Swift 5, MainActor, Approachable Concurrency)"
        case .swift6MainActor: "Swift 6, MainActor, Approachable Concurrency"
        }
    }
}
