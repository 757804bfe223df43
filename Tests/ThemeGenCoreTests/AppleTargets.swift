import Foundation
import Testing

/// The Apple platforms the generated code claims, each as the target triple swiftc compiles for, at the
/// deployment target SwiftPM gives a package that declares no `platforms:` (the oldest an app may use).
enum ApplePlatform: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case iOS, macCatalyst, macOS, tvOS, watchOS, visionOS

    /// The triple at SwiftPM's default deployment target. The x86_64 simulator triples are used because
    /// the standard library's interface is the Linux x86_64 one, which declares `Float80`.
    var triple: String {
        switch self {
        case .iOS: "x86_64-apple-ios12.0-simulator"
        case .macCatalyst: "x86_64-apple-ios13.1-macabi"
        case .macOS: "x86_64-apple-macosx10.13"
        case .tvOS: "x86_64-apple-tvos12.0-simulator"
        case .watchOS: "x86_64-apple-watchos4.0-simulator"
        case .visionOS: "x86_64-apple-xros1.0-simulator"
        }
    }

    /// An SDKSettings.json for platforms whose availability the compiler derives from another's through
    /// the SDK's version map: visionOS takes iOS's, and every iOS version up to 17 maps to visionOS 1.0
    /// (as in the visionOS SDK's own SDKSettings.json). Without it the compiler would read `iOS 13.0` as
    /// visionOS 13.
    var sdkSettings: String? {
        guard self == .visionOS else { return nil }
        let iOSVersions = (2...17).map { "\($0).0" } + ["3.2", "8.2"]
        let map = iOSVersions.map { "\"\($0)\": \"1.0\"" }.joined(separator: ", ")
        return #"{"CanonicalName": "xrsimulator1.0", "Version": "1.0", "MaximumDeploymentTarget": "1.0.99", "VersionMap": {"iOS_xrOS": {"# + map + "}}}"
    }

    /// The triple at the newest version Apple's documentation records (the 27.2 SDKs), where every
    /// deprecation an app's deployment target can reach shows.
    var newestTriple: String {
        switch self {
        case .iOS: "x86_64-apple-ios27.2-simulator"
        case .macCatalyst: "x86_64-apple-ios27.2-macabi"
        case .macOS: "x86_64-apple-macosx27.2"
        case .tvOS: "x86_64-apple-tvos27.2-simulator"
        case .watchOS: "x86_64-apple-watchos27.2-simulator"
        case .visionOS: "x86_64-apple-xros27.2-simulator"
        }
    }

    /// The UI framework the adapters use there.
    var framework: String { self == .macOS ? "AppKit" : "UIKit" }

    var testDescription: String { rawValue }
}

/// The Apptentive SDK a build for iOS has: apptentive-ios 5.x (module `Apptentive`), whose style sheet
/// the generated code fills in, or ApptentiveKit (6.0 and later), which ignores style sheets.
enum ApptentiveSDK: String, CaseIterable, Sendable {
    case apptentiveIOS = "Apptentive"
    case apptentiveKit = "ApptentiveKit"
}

/// Type-checks Swift for Apple platforms on Linux, so that the compiler itself checks availability
/// (`'x' is only available in iOS 13.0 or newer`, `'y' is unavailable in tvOS`) and `#if os(…)`.
///
/// The toolchain has no Apple SDK, but it ships the standard library's and the concurrency library's
/// textual interfaces (for Linux). Those are rebuilt for each Apple triple: their availability
/// attributes are Apple's (`@available(macOS 10.15, iOS 13.0, …)`), so `AsyncStream` or `Task` used at
/// iOS 12 is an error, as in Xcode. The only edit is the target in the interface's flags and dropping
/// `@backDeployed` from the one declaration whose body the Linux interface leaves out. Foundation and
/// the UI frameworks are the stand-ins in Tests/StandIns, built as Swift 5 modules like Objective-C
/// frameworks imported into Swift.
enum AppleSDK {
    /// Runs the Apple-triple type-checks only when THEMEGEN_APPLE=1 (CI sets it): the first run builds the
    /// stand-in SDKs for five platforms, about six minutes on two cores (cached in .build/apple-sdk after).
    static let enabled: ConditionTrait = .enabled(
        if: ProcessInfo.processInfo.environment["THEMEGEN_APPLE"] == "1",
        "type-checks for Apple platforms against the stand-ins: set THEMEGEN_APPLE=1 to run it, as CI does")

    /// The toolchain libraries rebuilt for Apple triples, cached across test runs (they depend only on the
    /// toolchain, and take about half a minute per platform).
    static let cache = TestSupport.packageRoot.appendingPathComponent(".build/apple-sdk")
    static let standIns = TestSupport.packageRoot.appendingPathComponent("Tests/StandIns")
    /// The stand-in modules every build for `platform` sees, in dependency order (watchOS has no Core
    /// Animation).
    static func standInModules(for platform: ApplePlatform) -> [String] {
        ["Foundation"] + (platform == .watchOS ? [] : ["QuartzCore"]) + [platform.framework, "Combine", "SwiftUI"]
    }

    /// The stand-in modules of `platform`, those of both Apptentive SDKs (iOS only) included.
    static func allStandInModules(for platform: ApplePlatform) -> [String] {
        standInModules(for: platform) + (platform == .iOS ? ApptentiveSDK.allCases.map(\.rawValue) : [])
    }

    /// Flags for a front-end job on `platform`: the triple, the module search paths, no implicit imports
    /// the rebuilt SDK lacks.
    static func flags(for platform: ApplePlatform, toolchain: URL, searchPaths: [URL]) -> [String] {
        [
            "-target", platform.triple, "-disable-implicit-string-processing-module-import", "-disable-implicit-cxx-module-import",
            "-disable-legacy-type-info",
        ]
            + (platform.sdkSettings == nil ? [] : ["-sdk", toolchain.path])
            + ([toolchain] + searchPaths).flatMap { ["-I", $0.path] }
    }

    /// One lock per platform, so that tests running in parallel build each platform's libraries once.
    private static let buildLocks = Dictionary(uniqueKeysWithValues: ApplePlatform.allCases.map { ($0, NSLock()) })

    /// A directory holding the standard library, _Concurrency, SwiftOnoneSupport and Observation for `platform`.
    static func toolchainModules(for platform: ApplePlatform) throws -> URL {
        let lock = try #require(buildLocks[platform])
        lock.lock()
        defer { lock.unlock() }
        let swiftc = try SwiftCompiler.executable()
        let version = try SwiftCompiler.run(swiftc, ["--version"], in: FileManager.default.temporaryDirectory).output
        // Observation is the toolchain's own, as Apple's SDKs have it from iOS 17 and macOS 14. The list is
        // part of the cache's name, so a cache built with another list is not taken for this one.
        let modules = ["Swift", "SwiftOnoneSupport", "_Concurrency", "Observation"]
        let directory = cache.appendingPathComponent("\(stableHash(version + modules.joined(separator: " ")))/\(platform.triple)")
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Observation.swiftmodule").path) { return directory }
        // Built in a folder of its own and moved into place whole, so a run stopped half way leaves no cache.
        let building = cache.appendingPathComponent("building-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: building) }
        if let settings = platform.sdkSettings {
            try Data(settings.utf8).write(to: building.appendingPathComponent("SDKSettings.json"))
        }
        let linux = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/linux")
        for module in modules {
            let original = try String(contentsOf: linux.appendingPathComponent("\(module).swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"), encoding: .utf8)
            let interface = building.appendingPathComponent("\(module).swiftinterface")
            try Data(try retargeted(original, to: platform.triple).utf8).write(to: interface)
            try SwiftCompiler.run(
                swiftc,
                [
                    "-frontend", "-compile-module-from-interface", "-module-name", module, interface.path,
                    "-o", building.appendingPathComponent("\(module).swiftmodule").path,
                    "-target", platform.triple, "-I", building.path,
                ] + (module == "Swift" ? ["-parse-stdlib"] : []),
                in: building)
        }
        try FileManager.default.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try FileManager.default.moveItem(at: building, to: directory)
        } catch  where FileManager.default.fileExists(atPath: directory.path) {
            // Another test process built it at the same time; theirs is as good.
        }
        return directory
    }

    /// The stand-in modules built for `platform`, with their symbol graphs in `symbolGraphs/`: cached
    /// beside the toolchain libraries under a hash of the stand-ins' sources, so an edited stand-in is
    /// built again and an unchanged one is not.
    static func standIns(for platform: ApplePlatform) throws -> URL {
        let lock = try #require(standInLocks[platform])
        lock.lock()
        defer { lock.unlock() }
        let toolchain = try toolchainModules(for: platform)
        let modules = allStandInModules(for: platform)
        let sources = try modules.map { try String(contentsOf: standIns.appendingPathComponent("\($0).swift"), encoding: .utf8) }
        // Keyed by what makes the modules: their sources and the versions they are built with.
        let versions = standInVersions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        let directory = toolchain.appendingPathComponent("standins-\(stableHash((sources + versions).joined(separator: "\u{0}")))")
        if FileManager.default.fileExists(atPath: directory.path) { return directory }
        let building = toolchain.appendingPathComponent("building-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: building.appendingPathComponent("symbolGraphs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: building) }
        let swiftc = try SwiftCompiler.executable()
        for module in modules {
            // Each Apptentive SDK in a folder of its own: an app has one or the other.
            let output = ApptentiveSDK(rawValue: module).map { building.appendingPathComponent($0.rawValue) } ?? building
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            try SwiftCompiler.run(
                swiftc,
                [
                    "-frontend", "-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", module,
                    // The version the newest SDK's module has, which `canImport(_:_version:)` reads (SwiftUI 6:
                    // PreviewModifier).
                    "-user-module-version", Self.standInVersions[module] ?? "1.0",
                    standIns.appendingPathComponent("\(module).swift").path,
                    "-o", output.appendingPathComponent("\(module).swiftmodule").path,
                    "-emit-symbol-graph", "-emit-symbol-graph-dir", building.appendingPathComponent("symbolGraphs").path,
                ]
                    + flags(for: platform, toolchain: toolchain, searchPaths: [building]),
                in: building)
        }
        do {
            try FileManager.default.moveItem(at: building, to: directory)
        } catch  where FileManager.default.fileExists(atPath: directory.path) {
            // Another test process built them at the same time; theirs are as good.
        }
        return directory
    }

    /// The module versions of the SDK the stand-ins stand for, where the generated code asks for one.
    private static let standInVersions = ["SwiftUI": "7.0"]

    private static let standInLocks = Dictionary(uniqueKeysWithValues: ApplePlatform.allCases.map { ($0, NSLock()) })

    /// ThemeGenKit, and ThemeGenFormats which it re-exports, built for `platform` against the stand-ins as
    /// package targets build them (Swift 6, strict concurrency, their upcoming features), warning-free:
    /// their modules in one folder, cached under a hash of the stand-ins' path and the sources. A build
    /// that prints anything fails.
    static func themeGenKit(for platform: ApplePlatform) throws -> URL {
        let lock = try #require(kitLocks[platform])
        lock.lock()
        defer { lock.unlock() }
        let standIns = try standIns(for: platform)
        let files = try RuntimeSourceTests.libraryFiles()
        // Beside the stand-ins, not in them: the visionOS stand-ins are an SDK (`-sdk`), and a module of the
        // package found inside an SDK is taken for the SDK's.
        let directory = cache.appendingPathComponent("themegenkit-\(stableHash(([standIns.path] + files.map(\.text)).joined(separator: "\u{0}")))")
        if FileManager.default.fileExists(atPath: directory.path) { return directory }
        let building = cache.appendingPathComponent("building-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: building) }
        let toolchain = try toolchainModules(for: platform)
        for module in RuntimeSourceTests.modules {
            let built = try SwiftCompiler.run(
                try SwiftCompiler.executable(),
                [
                    "-frontend", "-emit-module", "-parse-as-library", "-module-name", module, "-package-name", "themegen", "-swift-version", "6",
                    "-strict-concurrency=complete", "-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature", "MemberImportVisibility",
                ]
                    + flags(for: platform, toolchain: toolchain, searchPaths: try standInSearchPaths(for: platform, apptentive: .apptentiveIOS) + [building])
                    + RuntimeSourceTests.libraryFiles(of: module).map { RuntimeSourceTests.sources.appendingPathComponent($0).path }
                    + ["-o", building.appendingPathComponent("\(module).swiftmodule").path],
                in: building)
            guard built.output.isEmpty && built.errors.isEmpty else {
                throw SwiftCompiler.Failure(description: "\(module) built for \(platform) with warnings:\n\(built.output)\(built.errors)")
            }
        }
        do {
            try FileManager.default.moveItem(at: building, to: directory)
        } catch  where FileManager.default.fileExists(atPath: directory.path) {
            // Another test process built it at the same time; theirs is as good.
        }
        return directory
    }

    private static let kitLocks = Dictionary(uniqueKeysWithValues: ApplePlatform.allCases.map { ($0, NSLock()) })

    /// The search paths of the stand-ins for `platform`, with `apptentive`'s module on iOS.
    static func standInSearchPaths(for platform: ApplePlatform, apptentive: ApptentiveSDK) throws -> [URL] {
        let directory = try standIns(for: platform)
        return [directory] + (platform == .iOS ? [directory.appendingPathComponent(apptentive.rawValue)] : [])
    }

    /// Writes a generated file and a file that uses it into `directory`, as `Themes.swift` and `Use.swift`.
    /// The using file imports ThemeGenKit where it can, as an app's files that use the runtime's API do
    /// when the generated file imports the library (and not when the runtime is embedded in it).
    static func writeGenerated(_ generated: String, use: String, in directory: URL) throws -> [URL] {
        let files = [directory.appendingPathComponent("Themes.swift"), directory.appendingPathComponent("Use.swift")]
        try Data(generated.utf8).write(to: files[0])
        let kit = generated.contains("\nimport ThemeGenKit\n") ? "#if canImport(ThemeGenKit)\nimport ThemeGenKit\n#endif\n" : ""
        try Data((kit + use).utf8).write(to: files[1])
        return files
    }

    /// Type-checks `files` for `platform` against the stand-ins (on iOS, with `apptentive`'s SDK) and
    /// returns what swiftc printed (nothing when clean), or throws with its errors. A generated file that
    /// imports ThemeGenKit (the first) is checked against the library built for the platform, and again
    /// with the runtime embedded (`SwiftCompiler.embedded`), under the same flags.
    static func typecheck(_ files: [URL], for platform: ApplePlatform, flags extra: [String], apptentive: ApptentiveSDK = .apptentiveIOS) throws -> String {
        var printed = try typecheck(files, for: platform, flags: extra, moduleName: "Themes", library: nil, apptentive: apptentive)
        guard let first = files.first, let embedded = SwiftCompiler.embedded(try String(contentsOf: first, encoding: .utf8)) else { return printed }
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let embeddedFile = directory.appendingPathComponent(first.lastPathComponent)
        try Data(embedded.utf8).write(to: embeddedFile)
        printed += try typecheck([embeddedFile] + files.dropFirst(), for: platform, flags: extra, moduleName: "Themes", library: nil, apptentive: apptentive)
        return printed
    }

    /// Type-checks an app's `files` (module `moduleName`, `@main` allowed) for `platform` against the
    /// stand-ins and `library`, a module built first from its files as a package target would be; with
    /// `deploymentTarget` (a triple of the same platform, e.g. the package's `platforms:`), for that one.
    static func typecheck(
        _ files: [URL], for platform: ApplePlatform, flags extra: [String], moduleName: String,
        library: (name: String, files: [URL])?, deploymentTarget: String? = nil,
        apptentive: ApptentiveSDK = .apptentiveIOS
    ) throws -> String {
        let toolchain = try toolchainModules(for: platform)
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // ThemeGenKit, when a generated file imports it (a file that imports it only where it can, as
        // `writeGenerated`'s using file does, leaves it out when the runtime is embedded).
        let importsKit = try (files + (library?.files ?? [])).contains { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            return text.contains("\nimport ThemeGenKit\n") && !text.contains("canImport(ThemeGenKit)")
        }
        let kit = importsKit ? [try themeGenKit(for: platform)] : []
        // The last -target wins: modules built for an older deployment target import into a newer one.
        let common =
            flags(for: platform, toolchain: toolchain, searchPaths: [directory] + (try standInSearchPaths(for: platform, apptentive: apptentive)) + kit)
            + (deploymentTarget.map { ["-target", $0] } ?? [])
        var printed = ""
        if let library {
            let built = try SwiftCompiler.run(
                try SwiftCompiler.executable(),
                ["-frontend", "-emit-module", "-parse-as-library", "-module-name", library.name] + extra + common
                    + library.files.map(\.path) + ["-o", directory.appendingPathComponent("\(library.name).swiftmodule").path],
                in: directory)
            printed += built.output + built.errors
        }
        let checked = try SwiftCompiler.run(
            try SwiftCompiler.executable(),
            ["-frontend", "-typecheck", "-module-name", moduleName] + (library == nil ? [] : ["-parse-as-library"])
                + extra + common + files.map(\.path),
            in: directory)
        return printed + checked.output + checked.errors
    }

    /// The compiler's syntax tree of `files` type-checked for `platform` against the stand-ins, as JSON
    /// (`-dump-ast-format json`), whose references carry the USR of the declaration they resolve to.
    static func dumpAST(_ files: [URL], for platform: ApplePlatform, flags extra: [String]) throws -> String {
        let toolchain = try toolchainModules(for: platform)
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dumped = try SwiftCompiler.run(
            try SwiftCompiler.executable(),
            ["-frontend", "-dump-ast", "-dump-ast-format", "json", "-module-name", "Themes"] + extra
                + flags(for: platform, toolchain: toolchain, searchPaths: try standInSearchPaths(for: platform, apptentive: .apptentiveIOS))
                + files.map(\.path),
            in: directory)
        return dumped.output
    }

    /// The Linux interface with Apple's triple in its flags (availability checking off while the library
    /// itself is built: the Linux interface leaves some extensions' attributes out), without the
    /// `@backDeployed` whose function body it omits, and without an import of Glibc, which Apple's
    /// platforms do not have (Observation's interface imports it and uses none of it).
    static func retargeted(_ interface: String, to triple: String) throws -> String {
        var lines = interface.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { $0 != "import Glibc" }
        let flagsLine = try #require(lines.firstIndex { $0.hasPrefix("// swift-module-flags:") && $0.contains("-target x86_64-unknown-linux-gnu") })
        lines[flagsLine] = lines[flagsLine].replacingOccurrences(of: "-target x86_64-unknown-linux-gnu", with: "-target \(triple) -disable-availability-checking")
        var kept: [String] = []
        for (index, line) in lines.enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("@backDeployed(") {
                let declaration = lines[(index + 1)...].first { !isAttributeLine($0) } ?? ""
                if !declaration.contains("{") { continue }
            }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// Whether a line holds only an attribute, such as `@usableFromInline` or `@available(iOS 13.0, *)`.
    private static func isAttributeLine(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("@") else { return false }
        var depth = 0
        for (offset, character) in trimmed.enumerated() {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case " " where depth == 0: return false
            default: break
            }
            if depth == 0 && character == ")" { return offset == trimmed.count - 1 }
        }
        return depth == 0
    }

    /// FNV-1a of `text`, as a folder name that is the same in every run.
    private static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
