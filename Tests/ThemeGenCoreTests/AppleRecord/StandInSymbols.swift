import Foundation

/// The public declarations of the stand-in modules as built for one platform, read from their symbol
/// graphs: what each declares, and how available, deprecated and Sendable the compiler takes it to be.
struct StandInSymbols {
    struct Declared {
        /// The stand-in module (`UIKit`, `Foundation` …).
        let module: String
        let path: String
        let symbol: SymbolGraph.Symbol
        /// The symbol's own attributes first, then those of the types it is declared in, outward.
        let attributeLevels: [[SymbolGraph.Availability]]
        /// Whether the type it is declared in is `@MainActor`, which the compiler then prints on the
        /// member too, and Apple's member pages leave out.
        let isInMainActorType: Bool
        let isSendable: Bool

        var key: String { "\(module) \(path) \(symbol.kind.identifier)" }
    }

    let platform: ApplePlatform
    let declared: [Declared]
    /// Each declared symbol's USR, for the references the compiler records.
    let byUSR: [String: Declared]
    /// The USRs of members the compiler synthesizes (`==` of an enum …), which follow from a recorded
    /// conformance.
    let synthesized: Set<String>

    init(platform: ApplePlatform, directory: URL) throws {
        self.platform = platform
        var declared: [Declared] = []
        var synthesized = Set<String>()
        for (module, graph) in try SymbolGraph.load(from: directory.appendingPathComponent("symbolGraphs")) {
            let byID = Dictionary(graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
            let parent = Dictionary(graph.relationships.filter { $0.kind == "memberOf" }.map { ($0.source, $0.target) }, uniquingKeysWith: { first, _ in first })
            let byPath = Dictionary(
                graph.symbols.filter { !$0.isSynthesized }.map { ($0.pathComponents.joined(separator: "."), $0) },
                uniquingKeysWith: { first, _ in first })
            let sendable = Set(graph.relationships.filter { $0.kind == "conformsTo" && $0.target == "s:s8SendableP" }.map(\.source))
            synthesized.formUnion(graph.symbols.filter(\.isSynthesized).map(\.identifier.precise))
            for symbol in graph.symbols where !symbol.isSynthesized {
                var levels = [symbol.availability ?? []]
                var current = symbol.identifier.precise
                while let outer = parent[current], let container = byID[outer] {
                    levels.append(container.availability ?? [])
                    current = outer
                }
                // A protocol extension's members are no member of the protocol in the graph: found by path.
                let container =
                    parent[symbol.identifier.precise].flatMap { byID[$0] }
                    ?? byPath[symbol.pathComponents.dropLast().joined(separator: ".")]
                declared.append(
                    Declared(
                        module: module, path: symbol.pathComponents.joined(separator: "."), symbol: symbol,
                        attributeLevels: levels, isInMainActorType: container?.declaration.hasPrefix("@MainActor ") == true,
                        isSendable: sendable.contains(symbol.identifier.precise)))
            }
        }
        self.declared = declared
        self.synthesized = synthesized
        byUSR = Dictionary(declared.map { ($0.symbol.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether and from which version the platform has `symbol`, as the compiler reads its attributes
    /// and those of the types around it: the most restrictive level wins.
    func availability(of symbol: Declared) -> StandInAvailability {
        var earliest = platform.minimum
        // A spelling Swift renamed (`@available(swift, obsoleted: 3, renamed: …)`) is unavailable everywhere.
        if symbol.attributeLevels[0].contains(where: { $0.domain == "Swift" && $0.obsoleted != nil }) { return .unavailable }
        for attributes in symbol.attributeLevels {
            if attributes.contains(where: { ($0.domain == nil || $0.domain == "*") && $0.isUnconditionallyUnavailable == true }) { return .unavailable }
            guard let (attribute, fromIOS) = attributeForPlatform(in: attributes) else { continue }
            if attribute.isUnconditionallyUnavailable == true || attribute.obsoleted != nil { return .unavailable }
            if let introduced = attribute.introduced?.pair {
                earliest = max(earliest, fromIOS ? platform.mapped(fromIOS: introduced) : introduced)
            }
        }
        return .from(earliest)
    }

    /// The versions from which the platform deprecates `symbol` (`"any"` when unconditionally), or nil.
    func deprecation(of symbol: Declared) -> String? {
        for attributes in symbol.attributeLevels {
            if attributes.contains(where: { ($0.domain == nil || $0.domain == "*") && $0.isUnconditionallyDeprecated == true }) { return "any" }
            guard let (attribute, fromIOS) = attributeForPlatform(in: attributes) else { continue }
            if attribute.isUnconditionallyDeprecated == true { return "any" }
            if let deprecated = attribute.deprecated?.pair { return "\(fromIOS ? platform.mapped(fromIOS: deprecated) : deprecated)" }
        }
        return nil
    }

    /// The attribute for this platform's domain, or else for the domain it inherits (with whether it is
    /// iOS's, whose versions visionOS maps).
    private func attributeForPlatform(in attributes: [SymbolGraph.Availability]) -> (SymbolGraph.Availability, Bool)? {
        if let own = attributes.first(where: { $0.domain == platform.rawValue }) { return (own, false) }
        guard let inherited = platform.inheritedDomain, let attribute = attributes.first(where: { $0.domain == inherited.rawValue }) else { return nil }
        return (attribute, true)
    }
}
