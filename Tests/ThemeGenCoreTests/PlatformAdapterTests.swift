import Foundation
import Testing

@testable import ThemeGenCore

/// The generated file type-checked for every Apple platform it claims, at SwiftPM's default deployment
/// targets, by the compiler's own availability checking (see `AppleSDK`): the stand-in modules in
/// Tests/StandIns carry Apple's availability, so a template that uses an API the stand-ins do not
/// declare, or uses one outside a context whose `@available` covers it, fails here as it would in Xcode.
@Suite("Platform adapters type-check for Apple platforms", AppleSDK.enabled)
struct PlatformAdapterTests {
    /// A use of every adapter in `generated`, from nonisolated functions, as app code would call them:
    /// Apptentive's and the appearance's where the file has them.
    static func use(for platform: ApplePlatform, generated: String) -> String {
        let (color, font, attributes) = platform.framework == "UIKit" ? ("uiColor", "uiFont", "uiTextAttributes") : ("nsColor", "nsFont", "nsTextAttributes")
        let insets = platform.framework == "UIKit" ? "[insets.uiEdgeInsets, insets.directionalEdgeInsets, insets.edgeInsets]" : "[insets.nsEdgeInsets, insets.edgeInsets]"
        let layers =
            platform == .watchOS
            ? ""
            : """
            import QuartzCore
            \(PlatformRequirements.platformAPIs)
            nonisolated func apply(_ shadow: ThemeShadow, _ gradient: ThemeGradient, to layer: CAGradientLayer) { shadow.apply(to: layer); gradient.apply(to: layer) }

            """
        let apptentive =
            platform != .iOS || !generated.contains("func applyToApptentive()")
            ? ""
            : """
            import Apptentive
            \(PlatformRequirements.platformAPIs)
            @MainActor func styleApptentive(_ theme: Theme, _ selection: ThemeSelection) -> ApptentiveStyleSheet {
                theme.applyToApptentive()
                selection.applyToApptentive().cancel()
                return theme.apptentiveStyle.makeStyleSheet()
            }

            """
        return """
            import \(platform.framework)
            import SwiftUI

            \(PlatformRequirements.platformAPIs)
            nonisolated func platformValues(of theme: Theme) -> [Any] {
                var values: [Any] = []
                for key in ColorKey.allCases {
                    values.append(theme.color(key).\(color))
                    values.append(theme.color(key).color)
                }
                for key in FontKey.allCases {
                    values.append(theme.font(key).\(font))
                    values.append(theme.font(key).\(attributes))
                    if #available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) {
                        values.append(theme.font(key).font)
                    }
                }
                return values
            }

            \(PlatformRequirements.platformAPIs)
            nonisolated func platformValues(of insets: ThemeInsets) -> [Any] {
                \(insets)
            }

            \(layers)
            \(PlatformRequirements.platformAPIs)
            @MainActor func shadowed(_ view: AnyView, _ shadow: ThemeShadow, _ gradient: ThemeGradient) -> [Any] { [view.shadow(shadow), gradient.view, gradient.gradient] }

            \(PlatformRequirements.swiftUITextStyles)
            @MainActor func styled(_ view: AnyView, _ font: ThemeFont) -> some View { view.themeFont(font) }

            \(apptentive)
            \(PlatformRequirements.platformAPIs)
            @MainActor func gallery() -> some View {
                ThemeGallery(themes: [.default], appearances: [.light, .dark]) { Text("Hi") }
            }

            \(PlatformRequirements.previewModifier)
            @MainActor func previewTraits() -> [PreviewTrait<Preview.ViewTraits>] {
                [.theme(.default), .theme(.default, colorScheme: .dark), .modifier(ThemePreview(.default))]
            }

            \(PlatformRequirements.platformAPIs)
            @MainActor func selectAndObserve() -> ThemeSelection {
                let selection = ThemeSelection()
                selection.select(.default)
                _ = selection.objectWillChange
                _ = selection.changes()
                return selection
            }

            """
    }

    /// What swiftc prints type-checking `generated` and `use` for `platform` (nothing when clean).
    private func typecheck(_ generated: String, use: String, for platform: ApplePlatform, flags: [String]) throws -> String {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try AppleSDK.typecheck(try AppleSDK.writeGenerated(generated, use: use, in: directory), for: platform, flags: flags)
    }

    /// The sample themes' file with the runtime embedded, so that the adapters' code is in it (to check,
    /// or to break on purpose).
    private func sampleThemes() throws -> String {
        try TestSupport.generateSampleThemes(options: GeneratorOptions(access: .public, runtime: .embedded))
    }

    @Test(
        "every sample's file and every adapter build warning-free, also nonisolated under default main-actor isolation",
        arguments: ApplePlatform.allCases, BuildSetting.allCases)
    func samples(platform: ApplePlatform, setting: BuildSetting) throws {
        for sample in Sample.allCases {
            // The design system as an app that applies over-the-air overrides generates it; the rest as by default.
            let generated = try sample.generate(options: GeneratorOptions(access: .public, overrides: sample == .designSystem))
            #expect(try typecheck(generated, use: Self.use(for: platform, generated: generated), for: platform, flags: setting.flags) == "", "\(sample)")
        }
    }

    /// An app may target the newest systems, where what the record marks deprecated warns.
    @Test(
        "every sample's file builds warning-free at the newest deployment targets, so it uses nothing Apple deprecates",
        arguments: ApplePlatform.allCases)
    func newestDeploymentTarget(platform: ApplePlatform) throws {
        for sample in Sample.allCases {
            let directory = try SwiftCompiler.scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let generated = try sample.generate(options: GeneratorOptions(access: .public))
            let files = try AppleSDK.writeGenerated(generated, use: Self.use(for: platform, generated: generated), in: directory)
            #expect(
                try AppleSDK.typecheck(
                    files, for: platform, flags: BuildSetting.swift6Strict.flags, moduleName: "Themes", library: nil,
                    deploymentTarget: platform.newestTriple) == "", "\(sample)")
        }
    }

    /// On the device, CoreText resolves the system font's private name (`.SFUI-Regular`) given to
    /// `Font.custom` to Times New Roman; Examples/ThemeDemo's tests check the result where SwiftUI exists.
    @Test("SwiftUI is given a font by name only when the platform matched it, else the system font of its size and weight")
    func swiftUIFontFallback() throws {
        let generated = try sampleThemes()
        let customArguments = generated.components(separatedBy: ".custom(").dropFirst().map { String($0.prefix { $0 != "," }) }
        #expect(customArguments == ["name", "name", "name"])
        #expect(
            generated.contains(
                """
                        public nonisolated var font: Font {
                            guard let name = matchedFontName else { return systemFont(size: size) }
                            guard let textStyle else { return .custom(name, fixedSize: size) }
                            return .custom(name, size: size, relativeTo: textStyle.swiftUITextStyle)
                        }
                """))
        #expect(
            generated.contains(
                """
                        nonisolated var matchedFontName: String? {
                            #if canImport(UIKit)
                                uiMatchedFont?.fontName
                            #else
                                nsMatchedFont?.fontName
                            #endif
                        }
                """))
    }

    @Test("below the documented minimum, the adapters are unavailable and say why")
    func belowMinimum() throws {
        let use = "import UIKit\n\nfunc background() -> UIColor { ThemeID.solidBlue.theme.colors.primary.uiColor }\n"
        let failure = #expect(throws: SwiftCompiler.Failure.self) {
            try typecheck(try sampleThemes(), use: use, for: .iOS, flags: SwiftCompiler.strictFlags)
        }
        let errors = failure?.description.split(separator: "\n").filter { $0.contains(": error: ") } ?? []
        #expect(errors.map { String($0.split(separator: "/").last ?? "") } == ["Use.swift:3:71: error: 'uiColor' is only available in iOS 13.0 or newer"])
    }

    @Test("a template that uses a colour tvOS lacks fails for tvOS")
    func tvOSUnavailable() throws {
        let guarded = "                    #if os(tvOS)\n                        return nil\n                    #else\n                        return .systemBackground\n                    #endif\n"
        let generated = try sampleThemes()
        #expect(generated.contains(guarded))
        let unguarded = generated.replacingOccurrences(of: guarded, with: "                    return .systemBackground\n")
        let failure = #expect(throws: SwiftCompiler.Failure.self) {
            try typecheck(unguarded, use: "", for: .tvOS, flags: SwiftCompiler.strictFlags)
        }
        #expect(failure?.description.contains("error: 'systemBackground' is unavailable in tvOS") == true, "\(failure?.description ?? "")")
    }

    /// AppKit's API notes import `systemRedColor` as `NSColor.systemRed`; the Objective-C spelling the
    /// generator once emitted is "obsoleted in Swift 3, renamed", as Xcode reports it.
    @Test("AppKit's system colours by their Objective-C names fail for macOS, as in Xcode")
    func appKitObjectiveCNames() throws {
        let generated = try sampleThemes()
        #expect(generated.contains("case .systemRed: return .systemRed\n"))
        let old = generated.replacingOccurrences(of: "case .systemRed: return .systemRed\n", with: "case .systemRed: return .systemRedColor\n")
        let failure = #expect(throws: SwiftCompiler.Failure.self) {
            try typecheck(old, use: "", for: .macOS, flags: SwiftCompiler.strictFlags)
        }
        #expect(failure?.description.contains("error: 'systemRedColor' has been renamed to 'systemRed'") == true, "\(failure?.description ?? "")")
    }

    @Test("a template that calls an API the stand-ins do not declare fails")
    func undeclaredAPI() throws {
        let broken = try sampleThemes().replacingOccurrences(of: "case .separator: return .separator", with: "case .separator: return UIColor.darkText")
        let failure = #expect(throws: SwiftCompiler.Failure.self) {
            try typecheck(broken, use: "", for: .iOS, flags: SwiftCompiler.strictFlags)
        }
        #expect(failure?.description.contains("error: type 'UIColor' has no member 'darkText'") == true, "\(failure?.description ?? "")")
    }
}

/// README's platform section states what the generator prints, so the two cannot drift apart.
@Suite("Platform requirements are documented")
struct PlatformRequirementsDocumentationTests {
    /// The system colours a platform lacks, and those it has only from a later version than the
    /// adapters', as README's table states them: "`a`, `b`; before 15.0: `c`", "every one" or "—".
    static func lackingColors(on platform: ApplePlatform, record: StandInRecord) throws -> String {
        var lacking: [String] = []
        var later: [(name: String, version: PlatformVersion)] = []
        for name in SystemColorName.allCases {
            if platform == .macOS {
                guard let appKit = name.appKitName else {
                    lacking.append(name.rawValue)
                    continue
                }
                let entry = try #require((record.entries["AppKit"] ?? []).first { $0.symbol == "NSColor.\(appKit)" })
                if let version = entry.availability["macOS"].flatMap(PlatformVersion.init), version > PlatformVersion(major: 10, minor: 15) {
                    later.append((name.rawValue, version))
                }
            } else {
                let entry = try #require((record.entries["UIKit"] ?? []).first { $0.symbol == "UIColor.\(name.rawValue)" })
                guard let text = entry.availability[platform.rawValue] else {
                    lacking.append(name.rawValue)
                    continue
                }
                let adapters = platform == .macCatalyst ? PlatformVersion(major: 13, minor: 1) : platform == .visionOS ? PlatformVersion(major: 1, minor: 0) : PlatformVersion(major: 13, minor: 0)
                if let version = PlatformVersion(text), version > adapters { later.append((name.rawValue, version)) }
            }
        }
        if lacking.count == SystemColorName.allCases.count { return "every one" }
        let code = { (names: [String]) in names.map { "`\($0)`" }.joined(separator: ", ") }
        var parts = lacking.isEmpty ? [] : [code(lacking)]
        for version in Set(later.map(\.version)).sorted() {
            parts.append("before \(version): " + code(later.filter { $0.version == version }.map(\.name)))
        }
        return parts.isEmpty ? "—" : parts.joined(separator: "; ")
    }

    @Test("README's platform table states each platform's adapters, UIKit chrome and lacking system colours as the record and the generator have them")
    func platformTable() throws {
        let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let record = try StandInRecord.load()
        let rows: [(ApplePlatform, String)] = [
            (.iOS, "iOS, iPadOS 13+"), (.macCatalyst, "Mac Catalyst 13.1+"), (.macOS, "macOS 10.15+"),
            (.tvOS, "tvOS 13+"), (.watchOS, "watchOS 6+"), (.visionOS, "visionOS 1+"),
        ]
        for (platform, title) in rows {
            let chrome = [.iOS, .macCatalyst, .visionOS].contains(platform) ? "`apply(to:)`" : "—"
            let row = "| \(title) | \(platform.framework), SwiftUI | \(chrome) | \(try Self.lackingColors(on: platform, record: record)) |"
            #expect(readme.contains("\n" + row + " "), "README lacks the row \(row)")
        }
    }

    @Test("README names the availability and the minimum Swift and Xcode the generated file carries")
    func readme() throws {
        let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("`\(PlatformRequirements.platformAPIs)`"))
        #expect(readme.contains("Swift \(PlatformRequirements.minimumSwift) or later, which is Xcode \(PlatformRequirements.minimumXcode) or later"))
        let generated = try TestSupport.generateSampleThemes()
        let check = "#if !compiler(>=\(PlatformRequirements.minimumSwift))\n#error(\"This file needs Swift \(PlatformRequirements.minimumSwift) or later (Xcode \(PlatformRequirements.minimumXcode) or later)"
        #expect(generated.contains(check))
        #expect(readme.contains("`error: This file needs Swift \(PlatformRequirements.minimumSwift) or later (Xcode \(PlatformRequirements.minimumXcode) or later), …`"))
    }
}
