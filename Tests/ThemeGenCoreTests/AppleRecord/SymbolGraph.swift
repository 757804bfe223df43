import Foundation

/// The parts of a symbol graph (what `swiftc -emit-symbol-graph` writes for a module) that the record
/// test compares with Apple's declarations: each public symbol's path, kind, declaration and
/// availability, and the relationships that say what a symbol is a member of and conforms to.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { let precise: String }
        struct Kind: Decodable { let identifier: String }
        struct Fragment: Decodable { let spelling: String }
        struct Location: Decodable { let uri: String }
        let identifier: Identifier
        let kind: Kind
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let availability: [Availability]?
        /// Absent for members the compiler synthesizes (`hashValue`, `!=` …), which the record leaves out.
        let location: Location?

        /// Whether the compiler made the symbol rather than the module declaring it: members it
        /// synthesizes (`hashValue`, `!=` …) have no location, and a protocol extension's members
        /// repeated for each conforming type carry `::SYNTHESIZED::` in their identifier.
        var isSynthesized: Bool {
            location == nil || identifier.precise.contains("::SYNTHESIZED::")
        }

        /// The declaration as one line, as Apple's documentation prints it.
        var declaration: String {
            (declarationFragments ?? []).map(\.spelling).joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    /// One `@available` attribute.
    struct Availability: Decodable {
        struct Version: Decodable {
            let major: Int
            let minor: Int?
            var pair: PlatformVersion { PlatformVersion(major: major, minor: minor ?? 0) }
        }
        /// `iOS`, `macOS`, `macCatalyst`, `tvOS`, `watchOS`, `visionOS`, `Swift`, or nil for `*`.
        let domain: String?
        let introduced: Version?
        let deprecated: Version?
        let obsoleted: Version?
        let renamed: String?
        let isUnconditionallyUnavailable: Bool?
        let isUnconditionallyDeprecated: Bool?
    }

    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
    }

    let symbols: [Symbol]
    let relationships: [Relationship]

    /// Every symbol graph in `directory`, by the module that declares its symbols (`UIKit` for both
    /// `UIKit.symbols.json` and `UIKit@Foundation.symbols.json`, which holds UIKit's extensions of
    /// Foundation's types).
    static func load(from directory: URL) throws -> [(module: String, graph: SymbolGraph)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".symbols.json") }.sorted()
        return try files.map { file in
            let module = String(file.prefix { $0 != "." && $0 != "@" })
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            return (module, try JSONDecoder().decode(SymbolGraph.self, from: data))
        }
    }
}

/// A platform version as the record and the availability attributes compare it.
struct PlatformVersion: Comparable, Hashable, CustomStringConvertible {
    let major: Int
    let minor: Int

    /// `"13.1"`, `"7"` or `"26.0"`; nil for text that is no version.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), let major = parts[0], parts.allSatisfy({ $0 != nil }) else { return nil }
        self.init(major: major, minor: parts.count > 1 ? parts[1] ?? 0 : 0)
    }

    init(major: Int, minor: Int) {
        (self.major, self.minor) = (major, minor)
    }

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    var description: String { "\(major).\(minor)" }
}
