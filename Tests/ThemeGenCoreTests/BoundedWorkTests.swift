import Foundation
import Testing

@testable import ThemeGenCore

/// Hostile token files and resolvers get located errors in bounded time and stack, never a crash or an
/// endless run: the sizes are ten times those that crashed or ran for minutes before.
@Suite("Bounded work on hostile tokens and resolvers")
struct BoundedWorkTests {
    private func load(_ files: [(String, String)]) -> [String] {
        TestSupport.lines(TestSupport.load(files))
    }

    /// A token file `{ "<group>": { "$type": "color", <members> } }`.
    private func colors(_ group: String, _ members: [String]) -> String {
        "{ \"\(group)\": { \"$type\": \"color\", " + members.joined(separator: ", ") + " } }"
    }

    /// A chain of `count` aliases, `{t.t1}` … `{t.tN}`, ending in a colour.
    private func chain(_ count: Int, ref: Bool = false) -> String {
        let links = (0..<count).map { index in
            let target = ref ? "{ \"$ref\": \"#/t/t\(index + 1)\" }" : "\"{t.t\(index + 1)}\""
            return "\"t\(index)\": { \"$value\": \(target) }"
        }
        return colors("t", links + ["\"t\(count)\": { \"$value\": \"#000000\" }"])
    }

    @Test("a chain of 150,000 aliases or $refs is one located error at the link past the most, not a stack overflow")
    func aliasChains() {
        for ref in [false, true] {
            let lines = load([("t.tokens.json", chain(150_000, ref: ref))])
            #expect(lines.count == 1, "\(lines.prefix(3))")
            #expect(
                lines.first?.hasSuffix("error: token #/t/t1000 is more than 1000 aliases away from a value; ThemeGen follows chains of at most 1000 aliases") == true,
                "\(lines.first ?? "")")
        }
        // Within the most, a long chain resolves.
        #expect(load([("t.tokens.json", chain(900))]) == [])
    }

    /// `g0` with a colour, and `g1` … `gN`, each extending the one before: listed from `g1` up, or from `gN`
    /// down, so that each group is applied only after the one it extends (one long chain of recursion).
    private func extensions(_ count: Int, downwards: Bool = false) -> String {
        let numbers = downwards ? Array((1...count).reversed()) : Array(1...count)
        let groups = numbers.map { "\"g\($0)\": { \"$extends\": \"{g\($0 - 1)}\" }" }
        return "{ \"g0\": { \"$type\": \"color\", \"x\": { \"$value\": \"#000000\" } }, " + groups.joined(separator: ", ") + " }"
    }

    @Test("a chain of 200,000 $extends is linear, and where it must be followed deeper than the most, one located error")
    func extendsChains() {
        #expect(load([("t.tokens.json", extensions(200_000))]) == [])
        let lines = load([("t.tokens.json", extensions(200_000, downwards: true))])
        #expect(lines.count == 1, "\(lines.prefix(3))")
        #expect(
            lines.first?.hasSuffix("error: group #/g199000 is more than 1000 extensions away from a group that extends none; ThemeGen follows chains of at most 1000 '$extends'") == true,
            "\(lines.first ?? "")")
        #expect(load([("t.tokens.json", extensions(500, downwards: true))]) == [])
    }

    @Test("50,000 unknown aliases get their errors in bounded time, the first ones with a suggestion")
    func unknownAliases() {
        let tokens = (0..<50_000).map { "\"t\($0)\": { \"$value\": \"{color.brandd\($0)}\" }" }
        let lines = load([("t.tokens.json", colors("color", ["\"brand0\": { \"$value\": \"#000000\" }"] + tokens))])
        #expect(lines.count == 50_000)
        #expect(lines.first?.hasSuffix("error: the alias '{color.brandd0}' in token #/color/t0 names no token; did you mean '{color.brand0}'?") == true, "\(lines.first ?? "")")
    }

    private static let tokenFile = ("t/a.tokens.json", "{ \"c\": { \"$type\": \"color\", \"x\": { \"$value\": \"#000000\" } } }")

    private func resolver(sets: String, order: String) -> [(String, String)] {
        [Self.tokenFile, ("t/x.resolver.json", "{ \"version\": \"2025.10\", \"sets\": { \(sets) }, \"resolutionOrder\": [\(order)] }")]
    }

    @Test("sets whose sources name themselves, directly or through another, are located errors, not a stack overflow")
    func setCycles() {
        let direct = load(resolver(sets: "\"a\": { \"sources\": [{ \"$ref\": \"#/sets/a\" }, { \"$ref\": \"a.tokens.json\" }] }", order: "{ \"$ref\": \"#/sets/a\" }"))
        #expect(direct == ["t/x.resolver.json:1:64: error: set 'a' names itself through its sources: 'a' → 'a'; a set's sources must end in token files"])
        let mutual = load(
            resolver(
                sets: "\"a\": { \"sources\": [{ \"$ref\": \"#/sets/b\" }] }, \"b\": { \"sources\": [{ \"$ref\": \"#/sets/a\" }, { \"$ref\": \"a.tokens.json\" }] }",
                order: "{ \"$ref\": \"#/sets/a\" }"))
        #expect(mutual == ["t/x.resolver.json:1:110: error: set 'a' names itself through its sources: 'a' → 'b' → 'a'; a set's sources must end in token files"])
        let fromContext = load(
            resolver(
                sets: "\"a\": { \"sources\": [{ \"$ref\": \"#/sets/a\" }, { \"$ref\": \"a.tokens.json\" }] }",
                order: "{ \"type\": \"modifier\", \"name\": \"brand\", \"contexts\": { \"acme\": [{ \"$ref\": \"#/sets/a\" }], \"plain\": [{ \"$ref\": \"a.tokens.json\" }] } }"))
        #expect(fromContext == ["t/x.resolver.json:1:64: error: set 'a' names itself through its sources: 'a' → 'a'; a set's sources must end in token files"])
    }

    @Test("theme modifiers whose contexts multiply past 1,000 themes are one error naming them and the product, made before any theme")
    func modifierProduct() {
        let modifiers = (0..<7).map { modifier in
            let contexts = (0..<10).map { "\"c\($0)\": [{ \"$ref\": \"a.tokens.json\" }]" }.joined(separator: ", ")
            return "{ \"type\": \"modifier\", \"name\": \"m\(modifier)\", \"contexts\": { \(contexts) } }"
        }
        let lines = load([Self.tokenFile, ("t/x.resolver.json", "{ \"version\": \"2025.10\", \"resolutionOrder\": [\(modifiers.joined(separator: ", "))] }")])
        #expect(lines.count == 1)
        #expect(
            lines.first?.contains("error: the theme modifiers 'm0' (10 contexts) × 'm1' (10 contexts) × 'm2' (10 contexts) × 'm3' (10 contexts) × 'm4' (10 contexts) × 'm5' (10 contexts) × 'm6' (10 contexts) make 10000000 themes, more than the 1000 ThemeGen makes from one resolver") == true,
            "\(lines.first ?? "")")
    }
}
