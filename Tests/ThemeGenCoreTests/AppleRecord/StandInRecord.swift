import Foundation
import Testing

/// The record of every declaration the stand-in modules hold, as Apple (or, for the Apptentive SDK, its
/// vendor) publishes it: `Tests/StandIns/Record/<stand-in module>.jsonl`, one entry a line, each with its
/// source. `StandInRecordTests` holds the stand-ins to it entry by entry.
struct StandInRecord {
    /// One declaration.
    struct Entry: Decodable {
        /// The module Apple's documentation puts the symbol in (`UIKit`, `CoreGraphics` …).
        let module: String
        /// The Swift path as Apple's documentation spells it (`NSColor.systemRed`).
        let symbol: String
        /// The symbol graph's kind (`swift.type.property` …).
        let kind: String
        /// The Swift declaration as Apple's documentation shows it; nil for what the Swift importer
        /// synthesizes and no page shows (a typed string enum's `rawValue`), with the stand-in's in
        /// `standInDeclaration`.
        let declaration: String?
        /// The first version on each platform that has it (`"any"`: from the platform's first); a
        /// platform left out does not have it.
        let availability: [String: String]
        let deprecated: [String: String]?
        /// Spellings Swift has renamed: `{"swift": "3.0"}` with `renamed`.
        let obsoleted: [String: String]?
        let renamed: String?
        /// `Sendable` when Apple's declaration conforms (types only).
        let conformsTo: [String]?
        let isolation: String?
        /// Where the entry comes from: a documentation page's address, or `github:owner/repo@commit:path`.
        let source: String
        /// The stand-in's path where it differs (a renamed spelling kept under another name).
        let standInSymbol: String?
        /// Whether the stand-in's type is Sendable where that differs from Apple's, with `picture` saying why.
        let standInSendable: Bool?
        /// The stand-in's declaration where it cannot be Apple's, with `picture` saying why.
        let standInDeclaration: String?
        let picture: String?
        let note: String?

        /// The declaration the stand-in must have.
        var expectedDeclaration: String { Self.oneLine(standInDeclaration ?? declaration ?? "") }

        /// Whether and from which version the entry says `platform` has the symbol.
        func availability(on platform: ApplePlatform) -> StandInAvailability {
            guard let text = availability[platform.rawValue] else { return .unavailable }
            guard text != "any", let version = PlatformVersion(text) else { return .from(platform.minimum) }
            return .from(max(version, platform.minimum))
        }

        static func oneLine(_ text: String) -> String {
            text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    /// The entries by the stand-in module whose file holds them.
    let entries: [String: [Entry]]

    static let directory = TestSupport.packageRoot.appendingPathComponent("Tests/StandIns/Record")

    /// Reads every record file; a line that is not an entry fails with its file and line.
    static func load() throws -> StandInRecord {
        var entries: [String: [Entry]] = [:]
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        for file in files {
            let module = String(file.dropLast(".jsonl".count))
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
                do {
                    entries[module, default: []].append(try JSONDecoder().decode(Entry.self, from: Data(line.utf8)))
                } catch {
                    throw SwiftCompiler.Failure(description: "Tests/StandIns/Record/\(file):\(number + 1): not a record entry: \(error)")
                }
            }
        }
        return StandInRecord(entries: entries)
    }
}

/// Whether a platform has a declaration, and from which version (never below the oldest deployment
/// target the tests compile for, where every earlier version is the same).
enum StandInAvailability: Equatable, CustomStringConvertible {
    case unavailable
    case from(PlatformVersion)

    var description: String {
        switch self {
        case .unavailable: "unavailable"
        case .from(let version): "from \(version)"
        }
    }
}

extension ApplePlatform {
    /// The oldest version the tests compile for: the triple's.
    var minimum: PlatformVersion {
        switch self {
        case .iOS, .tvOS: PlatformVersion(major: 12, minor: 0)
        case .macCatalyst: PlatformVersion(major: 13, minor: 1)
        case .macOS: PlatformVersion(major: 10, minor: 13)
        case .watchOS: PlatformVersion(major: 4, minor: 0)
        case .visionOS: PlatformVersion(major: 1, minor: 0)
        }
    }

    /// The availability domain a declaration falls back to when it names none for this platform: Mac
    /// Catalyst and visionOS take iOS's.
    var inheritedDomain: ApplePlatform? {
        self == .macCatalyst || self == .visionOS ? .iOS : nil
    }

    /// The version an iOS version maps to here, as the visionOS SDK's version map does (`sdkSettings`).
    func mapped(fromIOS version: PlatformVersion) -> PlatformVersion {
        guard self == .visionOS else { return version }
        switch version.major {
        case ...17: return PlatformVersion(major: 1, minor: 0)
        case 18: return PlatformVersion(major: 2, minor: version.minor)
        default: return version
        }
    }
}
