import Testing

@testable import ThemeGenCore

@Suite("Naming rules")
struct NamingTests {
    @Test(
        "original → member name → type name",
        arguments: [
            ("Solid Blue", "solidBlue", "SolidBlue"),
            ("sectionHeaderTitle", "sectionHeaderTitle", "SectionHeaderTitle"),
            ("section_header-title", "sectionHeaderTitle", "SectionHeaderTitle"),
            ("URLColor", "urlColor", "URLColor"),
            ("Basic (Dark)", "basicDark", "BasicDark"),
            ("title2", "title2", "Title2"),
            ("100", "_100", "_100"),
            ("2x Large", "_2xLarge", "_2xLarge"),
            ("Über Grün", "überGrün", "ÜberGrün"),
            ("theme_cyan", "themeCyan", "ThemeCyan"),
            ("private", "`private`", "Private"),
            ("default", "`default`", "Default"),
            ("actor", "`actor`", "Actor"),
            ("any", "`any`", "`Any`"),
            ("some", "`some`", "Some"),
            ("async", "`async`", "Async"),
            ("await", "`await`", "Await"),
            ("package", "`package`", "Package"),
            ("self", "self_", "Self_"),
            ("Type", "type", "Type_"),
            ("init", "init_", "Init"),
            ("!!!", "_21_21_21", "_21_21_21"),
            ("", "_empty", "_empty"),
        ])
    func names(original: String, member: String, type: String) {
        #expect(Naming.memberName(original).declaration == member)
        #expect(Naming.typeName(original).declaration == type)
    }

    @Test("ASCII names are split into words by byte exactly as by Character")
    func asciiWords() {
        var names = [
            "URLColor", "HTTPServer2Go", "color0", "x2Y", "ABC", "aB", "Ab", "__a__b", "123abc", "a\r\nb", "sectionHeaderBackground",
            "button.primary-hover", "iOS13Style", "MyURL", "A", "", " ", "a1B2c3", "XMLHttpRequest", "UIColor2X",
        ]
        // Every short name over letters, digits and separators that the rule treats differently.
        let alphabet = ["a", "B", "c", "D", "1", "-", "."]
        for first in alphabet { for second in alphabet { for third in alphabet { for fourth in alphabet { names.append(first + second + third + fourth) } } } }
        for name in names {
            #expect(Naming.asciiWords(in: Array(name.utf8)) == Naming.characterWords(in: name), "\(name)")
        }
    }

    @Test("renamed reserved words are recognised for warnings")
    func renamed() {
        #expect(Naming.isRenamedKeyword(Naming.memberName("self")))
        #expect(!Naming.isRenamedKeyword(Naming.memberName("class")))
        #expect(!Naming.isRenamedKeyword(Naming.memberName("selfie")))
    }

    @Test("did-you-mean suggests only close matches")
    func suggestions() {
        #expect(Suggestions.closest(to: "colours", in: ["colors", "fonts"]) == "colors")
        #expect(Suggestions.closest(to: "Nope", in: ["One"]) == nil)
        #expect(Suggestions.closest(to: "xyz", in: ["colors"]) == nil)
    }

    @Test("a suggestion of two or more edits must leave something of the part that differs: another word is no typo")
    func suggestionsAreTypos() {
        let types = DesignTokenType.allNames
        // Every edit falls in the one part that differs: another word, not a misspelling of this one.
        #expect(Suggestions.closest(to: "fontStyle", in: types) == nil, "3 edits, all of 'tyl'/'iz'")
        #expect(Suggestions.closest(to: "weight", in: ["light", "dark"]) == nil, "2 edits, all of 'we'/'l'")
        #expect(Suggestions.closest(to: "strin", in: ["sizing"]) == nil)
        // Typos of two edits keep part of what differs; one edit is always a typo.
        #expect(Suggestions.closest(to: "fontwieht", in: types) == "fontWeight")
        #expect(Suggestions.closest(to: "shaddows", in: types) == "shadow")
        #expect(Suggestions.closest(to: "shadw", in: types) == "shadow")
        #expect(Suggestions.closest(to: "colr", in: ["color"]) == "color")
        var index = SuggestionIndex(types)
        #expect(index.closest(to: "fontStyle") == nil)
        #expect(index.closest(to: "fontwieht") == "fontWeight")
    }

    /// The whole Levenshtein table, to check the banded one against.
    /// The whole table of the optimal string alignment distance, as textbooks write it.
    private func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test("the banded edit distance, swaps counted as one edit, agrees with the whole table within its limit")
    func bandedDistance() {
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting"), atMost: 3) == 3)
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting"), atMost: 2) == nil)
        #expect(Suggestions.editDistance(Array("brnad"), Array("brand"), atMost: 1) == 1, "a swap of neighbours is one edit")
        #expect(Suggestions.editDistance(Array("ca"), Array("abc"), atMost: 3) == 3, "no character is edited twice")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...7, using: &generator)).map { _ in "abc".randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...7, using: &generator)).map { _ in "abc".randomElement(using: &generator)! }
            let limit = Int.random(in: 0...4, using: &generator)
            let full = fullDistance(a, b)
            #expect(Suggestions.editDistance(a, b, atMost: limit) == (full <= limit ? full : nil), "\(String(a)) \(String(b)) \(limit)")
        }
    }

    @Test("did-you-mean among long names does bounded work and still finds the one-letter typo")
    func longNames() {
        let names = (0..<30).map { index in String(repeating: "n", count: 20_000) + String(index) }
        let typo = String(repeating: "n", count: 19_999) + "m17"
        #expect(Suggestions.closest(to: typo, in: names) == names[17])
        #expect(Suggestions.closest(to: String(repeating: "x", count: 20_000), in: names) == nil)
    }
}
