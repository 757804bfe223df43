import Foundation
import Testing

@testable import ThemeGenCore

/// The stand-ins in Tests/StandIns are only as true as their sources. Every declaration they hold is
/// recorded in Tests/StandIns/Record with Apple's Swift declaration, availability, deprecation and
/// Sendable-ness and where that comes from; these tests hold the built stand-ins to the record entry by
/// entry, and the generated code to declarations the record has.
@Suite("Stand-ins follow the record of Apple's declarations")
struct StandInRecordTests {
    @Test(
        "each stand-in declaration is recorded, with Apple's declaration, availability, deprecation and Sendable-ness",
        AppleSDK.enabled, arguments: ApplePlatform.allCases)
    func standInsMatchRecord(platform: ApplePlatform) throws {
        let record = try StandInRecord.load()
        let symbols = try StandInSymbols(platform: platform, directory: try AppleSDK.standIns(for: platform))
        var problems: [String] = []
        var matched = Set<String>()
        for declared in symbols.declared {
            let candidates = (record.entries[declared.module] ?? []).filter {
                ($0.standInSymbol ?? $0.symbol) == declared.path && $0.kind == declared.symbol.kind.identifier
            }
            let entry =
                candidates.first { Self.declares(declared, $0.expectedDeclaration) }
                ?? (candidates.count == 1 ? candidates[0] : nil)
            guard let entry else {
                problems.append("\(declared.key): declared by the stand-in, not in the record (\(declared.symbol.declaration))")
                continue
            }
            matched.insert("\(declared.module) \(entry.symbol) \(entry.kind) \(entry.expectedDeclaration)")
            problems += Self.differences(declared, entry, symbols)
        }
        for module in AppleSDK.allStandInModules(for: platform) {
            for entry in record.entries[module] ?? []
            where entry.availability(on: platform) != .unavailable
                && !matched.contains("\(module) \(entry.symbol) \(entry.kind) \(entry.expectedDeclaration)")
            {
                problems.append("\(module) \(entry.symbol) \(entry.kind): recorded as available on \(platform), not declared by the stand-in")
            }
        }
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    /// Whether the stand-in's declaration is the record's: the same text, but for what the compiler
    /// prints and Apple's pages leave out — the `@MainActor` a member of a main-actor type inherits, and
    /// `{ get set }` after a stored `var` (Objective-C properties import as computed ones).
    static func declares(_ declared: StandInSymbols.Declared, _ recorded: String) -> Bool {
        var standIn = declared.symbol.declaration
        if declared.isInMainActorType && standIn.hasPrefix("@MainActor ") && !recorded.hasPrefix("@MainActor ") {
            standIn.removeFirst("@MainActor ".count)
        }
        let isStoredVar = (standIn.hasPrefix("var ") || standIn.contains(" var ")) && !standIn.contains("{")
        return standIn == recorded || isStoredVar && standIn + " { get set }" == recorded
    }

    /// How a stand-in declaration differs from its entry on the symbols' platform.
    static func differences(_ declared: StandInSymbols.Declared, _ entry: StandInRecord.Entry, _ symbols: StandInSymbols) -> [String] {
        var problems: [String] = []
        let name = declared.key
        if !declares(declared, entry.expectedDeclaration) {
            problems.append("\(name): the stand-in declares `\(declared.symbol.declaration)`, the record `\(entry.expectedDeclaration)`")
        }
        if entry.standInDeclaration != nil && entry.picture == nil {
            problems.append("\(name): the stand-in's declaration differs from Apple's and the record does not say why (picture)")
        }
        let platform = symbols.platform
        let available = symbols.availability(of: declared)
        if available != entry.availability(on: platform) {
            problems.append("\(name): \(available) on \(platform) in the stand-in, \(entry.availability(on: platform)) in the record")
        }
        let recordedDeprecation = entry.deprecated?[platform.rawValue].map { PlatformVersion($0).map(\.description) ?? $0 }
        if symbols.deprecation(of: declared) != recordedDeprecation {
            problems.append("\(name): deprecated \(symbols.deprecation(of: declared) ?? "never") on \(platform) in the stand-in, \(recordedDeprecation ?? "never") in the record")
        }
        let isType = ["swift.class", "swift.struct", "swift.enum"].contains(entry.kind)
        let sendable = entry.standInSendable ?? (entry.conformsTo ?? []).contains("Sendable")
        if isType && declared.isSendable != sendable {
            problems.append("\(name): \(declared.isSendable ? "Sendable" : "not Sendable") in the stand-in, \(sendable ? "Sendable" : "not Sendable") in the record")
        }
        if entry.standInSendable != nil && entry.picture == nil {
            problems.append("\(name): the stand-in's Sendable-ness differs from Apple's and the record does not say why (picture)")
        }
        if let obsoleted = entry.obsoleted?["swift"] {
            let attribute = declared.attributeLevels[0].first { $0.domain == "Swift" }
            if attribute?.obsoleted?.pair != PlatformVersion(obsoleted) || attribute?.renamed != entry.renamed {
                problems.append("\(name): the record has it obsoleted in Swift \(obsoleted), renamed \(entry.renamed ?? "-"); the stand-in does not")
            }
        }
        return problems
    }

    @Test("every record entry has a source, and says why where the stand-in's declaration is not Apple's")
    func entriesHaveSources() throws {
        let record = try StandInRecord.load()
        let entries = record.entries.flatMap { module, entries in entries.map { (module, $0) } }
        #expect(entries.count > 300)
        for (module, entry) in entries {
            #expect(
                entry.source.hasPrefix("https://developer.apple.com/documentation/") || entry.source.hasPrefix("github:"),
                "\(module) \(entry.symbol): \(entry.source)")
            #expect(!entry.availability.keys.contains { ApplePlatform(rawValue: $0) == nil }, "\(module) \(entry.symbol)")
            #expect((entry.standInDeclaration == nil) == (entry.picture == nil), "\(module) \(entry.symbol)")
            #expect(entry.declaration != nil || entry.standInDeclaration != nil, "\(module) \(entry.symbol)")
        }
    }

    /// What the compiler resolved each reference in `files` to, as USRs (`-dump-ast-format json`).
    private func references(_ files: [URL], for platform: ApplePlatform, flags: [String]) throws -> Set<String> {
        let dumped = try AppleSDK.dumpAST(files, for: platform, flags: flags)
        var usrs = Set<String>()
        var rest = Substring(dumped)
        // The standard library's search, not Foundation's `range(of:)`, which bridges the rest of the dump
        // to an NSString at every step (quadratic in the dump's size).
        while let range = rest.firstRange(of: #""decl_usr":""#) {
            rest = rest[range.upperBound...]
            let usr = rest.prefix { $0 != "\"" }
            if !usr.isEmpty { usrs.insert(String(usr)) }
        }
        return usrs
    }

    @Test("every Apple declaration the generated code and its uses refer to is recorded", AppleSDK.enabled, arguments: ApplePlatform.allCases)
    func generatedCodeUsesRecordedDeclarations(platform: ApplePlatform) throws {
        let record = try StandInRecord.load()
        let symbols = try StandInSymbols(platform: platform, directory: try AppleSDK.standIns(for: platform))
        let modulePrefixes = AppleSDK.allStandInModules(for: platform).map { "s:\($0.utf8.count)\($0)" }
        var unrecorded = Set<String>()
        for sample in Sample.allCases {
            let directory = try SwiftCompiler.scratchDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            // With the runtime embedded, so that its references are in the file too.
            let generated = try sample.generate(options: GeneratorOptions(access: .public, runtime: .embedded))
            let files = try AppleSDK.writeGenerated(generated, use: PlatformAdapterTests.use(for: platform, generated: generated), in: directory)
            for usr in try references(files, for: platform, flags: BuildSetting.swift6Strict.flags) where !symbols.synthesized.contains(usr) {
                guard let declared = symbols.byUSR[usr] else {
                    // `init()` that a class inherits (NSMutableParagraphStyle's, from NSObject) has a USR of
                    // the subclass, which the graph does not list; the class and NSObject.init() are recorded.
                    let inheritedInit = usr.hasSuffix("ACycfc") && symbols.byUSR[String(usr.dropLast("ACycfc".count))] != nil
                    // The generated file's own extensions of Apple's types (`EnvironmentValues.theme`).
                    let generatedExtension = usr.contains("6ThemesE")
                    if !inheritedInit && !generatedExtension && modulePrefixes.contains(where: usr.hasPrefix) {
                        unrecorded.insert("\(usr): not in the stand-ins' symbol graphs")
                    }
                    continue
                }
                let recorded = (record.entries[declared.module] ?? []).contains {
                    ($0.standInSymbol ?? $0.symbol) == declared.path && $0.kind == declared.symbol.kind.identifier
                }
                if !recorded { unrecorded.insert("\(declared.key): used by the generated code, not in the record") }
            }
        }
        #expect(unrecorded.sorted() == [])
    }
}
