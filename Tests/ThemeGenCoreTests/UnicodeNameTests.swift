import Foundation
import Testing

@testable import ThemeGenCore

/// Names are made Swift identifiers by Swift's identifier grammar, whatever characters they hold.
@Suite("Names from every Unicode category", .serialized)
struct UnicodeNameTests {
    @Test("a combining mark at the head, a letter Swift forbids, and no valid character at all")
    func grammar() {
        #expect(Naming.memberName("\u{345}abc").identifier == "_\u{345}abc")
        #expect(Naming.memberName("a\u{2E2F}b").identifier == "aB")
        #expect(Naming.memberName("\u{2E2F}").identifier == "_2E2F")
        // Capitalised, U+0345 becomes U+0399 GREEK CAPITAL LETTER IOTA, which may begin an identifier.
        #expect(Naming.typeName("\u{345}mode").identifier == "\u{399}mode")
        #expect(SwiftIdentifierGrammar.isIdentifier("über_2"))
        #expect(!SwiftIdentifierGrammar.isIdentifier("\u{345}x"))
        #expect(!SwiftIdentifierGrammar.isIdentifier("x\u{2E2F}"))
        #expect(!SwiftIdentifierGrammar.isIdentifier("2x"))
    }

    @Test("a swiftName must be an identifier by the grammar")
    func handChosenNames() {
        let lines = TestSupport.lines(
            TestSupport.loadYAML(
                """
                themes:
                  A:
                    swiftName: "\\u0345a"
                    colors: { a: "#000" }
                  B:
                    swiftName: "b\\u2E2F"
                    colors: { a: "#000" }
                """))
        #expect(
            lines == [
                "t.yaml:3:16: error: 'swiftName' must be a Swift identifier (a letter or '_', then letters, digits, '_' or combining marks that Swift allows), not '\u{345}a'",
                "t.yaml:6:16: error: 'swiftName' must be a Swift identifier (a letter or '_', then letters, digits, '_' or combining marks that Swift allows), not 'b\u{2E2F}'",
            ])
    }

    /// The first scalar of each general category (surrogates aside), from U+0021 on.
    static let samples: [(category: String, scalar: Unicode.Scalar)] = {
        var found: [String: Unicode.Scalar] = [:]
        for value in UInt32(0x21)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = "\(scalar.properties.generalCategory)"
            if found[category] == nil { found[category] = scalar }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }()

    @Test("keys, values and theme names holding a character of each category at the head and in the middle generate code that compiles")
    func everyCategory() throws {
        #expect(Self.samples.count == 29, "\(Self.samples.map(\.category))")
        let escaped = { (scalar: Unicode.Scalar) in String(format: "\\U%08X", scalar.value) }
        var colors: [String] = []
        var cases: [String] = []
        for (index, sample) in Self.samples.enumerated() {
            colors.append("\"\(escaped(sample.scalar))head\(index)\": \"#000\"")
            colors.append("\"middle\(index)\(escaped(sample.scalar))x\": \"#000\"")
            cases.append("\"\(escaped(sample.scalar))case\(index)\"")
        }
        var yaml = "themes:\n"
        for (index, sample) in Self.samples.enumerated() {
            yaml += "  \"\(escaped(sample.scalar))Theme\(index)\":\n"
            yaml += "    colors: { \(colors.joined(separator: ", ")) }\n"
            yaml += "    values: { mode: \(cases[index]) }\n"
        }
        let result = TestSupport.loadYAML(yaml)
        let set = try #require(result.themeSet, "\(TestSupport.lines(result).filter { $0.contains("error") })")
        for name in set.themes.map(\.swiftName.identifier) + set.keys(of: .colors).map(\.swiftName.identifier) {
            #expect(SwiftIdentifierGrammar.isIdentifier(name), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        let output = try Generator.generate(set)
        let printed = try SwiftCompiler.compileAndRun(
            generated: output.source,
            main: "print(ThemeID.allCases.count, ColorKey.allCases.count, Mode.allCases.count)\n")
        #expect(printed == "29 58 29\n")
    }
}

/// `values` keys named after the types the generated file itself uses get another type name.
@Suite("Names that would shadow the file's own types", .serialized)
struct ShadowingTests {
    /// Every capitalised word the default templates write, which includes every type they name.
    static let templateTypeNames: [String] = {
        var names: Set<String> = []
        for source in DefaultTemplates.sources.values {
            var word = ""
            for character in source + " " {
                if character.isLetter || character.isNumber {
                    word.append(character)
                } else {
                    if let first = word.first, first.isUppercase, word.count > 1 { names.insert(word) }
                    word = ""
                }
            }
        }
        return names.sorted()
    }()

    @Test("a values key named after each type the templates mention generates code that compiles")
    func typeNames() throws {
        let members = Set(Self.templateTypeNames.map { Naming.memberName($0).identifier }).sorted()
        let keys = members.enumerated().map { index, member in "\(member): \"c\(index)\"" }
        let yaml = "themes:\n  A:\n    colors: { a: \"#000\" }\n    values: { \(keys.joined(separator: ", ")) }\n"
        let result = TestSupport.loadYAML(yaml)
        let set = try #require(result.themeSet, "\(TestSupport.lines(result).filter { $0.contains("error") })")
        let output = try Generator.generate(set)
        let printed = try SwiftCompiler.compileAndRun(generated: output.source, main: "print(ThemeID.allCases.count)\n")
        #expect(printed == "1\n")
    }

    @Test("values keys without letters (a number, '_', an emoji) become types that compile and work")
    func keysWithoutLetters() throws {
        let yaml = "themes:\n  A:\n    colors: { a: \"#000\" }\n    values: { \"42\": x, \"_\": y, \"\\U0001F600\": z }\n"
        let result = TestSupport.loadYAML(yaml)
        let set = try #require(result.themeSet, "\(TestSupport.lines(result))")
        #expect(set.valueTypes.map(\.typeName.identifier) == ["_42", "_5F", "_1F600"])
        let output = try Generator.generate(set)
        let printed = try SwiftCompiler.compileAndRun(
            generated: output.source,
            main: "let values = ThemeID.a.theme.values\nprint(values._42, values._5F, values._1F600)\n")
        #expect(printed == "x y z\n")
    }
}
