import Testing
@testable import ThemeGenCore

@Suite("Naming rules")
struct NamingTests {
    @Test("original → member name → type name", arguments: [
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
}
