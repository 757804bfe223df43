import Foundation
import Testing

@testable import ThemeGenCore

/// Modes that map: a resolver's contexts and Tokens Studio's themes are read as appearances by their
/// names — a theme's own (`brand-a-light`) or every theme's (`Light HC`) — or by themegen.yml's mapping.
@Suite("Modes read as appearances")
struct TokenModesTests {
    private static func color(_ hex: String) -> String {
        "{ \"c\": { \"$type\": \"color\", \"x\": { \"$value\": \"\(hex)\" } } }"
    }

    /// A resolver with one modifier `mode` whose contexts are `contexts`, each a file of one colour.
    private static func resolver(_ contexts: [(String, String)]) -> [(String, String)] {
        let entries = contexts.enumerated().map { "\"\($0.element.0)\": [{ \"$ref\": \"m\($0.offset).tokens.json\" }]" }.joined(separator: ", ")
        return contexts.enumerated().map { ("p/m\($0.offset).tokens.json", color($0.element.1)) } + [
            (
                "p/app.resolver.json",
                """
                { "version": "2025.10", "modifiers": { "mode": { "contexts": { \(entries) } } }, "resolutionOrder": [{ "$ref": "#/modifiers/mode" }] }
                """
            )
        ]
    }

    /// Each theme's name and its colour `c.x` in every appearance.
    private static func themes(_ result: ThemeLoader.Result) throws -> [String] {
        try #require(result.themeSet).themes.map { "\($0.displayName): \(try ColorVariants.of($0.color("c.x"), precise: false))" }
    }

    @Test("contexts named Light, Dark, Light HC and Dark HC are the four appearances of one theme")
    func casedNames() throws {
        let result = TestSupport.load(Self.resolver([("Light", "#FFFFFF"), ("Dark", "#000000"), ("Light HC", "#EEEEEE"), ("Dark HC", "#111111")]))
        #expect(TestSupport.lines(result) == [])
        #expect(try Self.themes(result) == ["app: light #FFFFFF, dark #000000, lightHighContrast #EEEEEE, darkHighContrast #111111"])
    }

    @Test("a dark high-contrast colour the same as the light one but not the dark is a variant, in whichever order the contexts come")
    func highContrastBeforeDark() throws {
        let result = TestSupport.load(Self.resolver([("Light", "#FFFFFF"), ("Dark HC", "#FFFFFF"), ("Dark", "#000000")]))
        #expect(TestSupport.lines(result) == [])
        #expect(try Self.themes(result) == ["app: light #FFFFFF, dark #000000, darkHighContrast #FFFFFF"])
        let same = TestSupport.load(Self.resolver([("Light", "#FFFFFF"), ("Dark HC", "#000000"), ("Dark", "#000000")]))
        #expect(try Self.themes(same) == ["app: light #FFFFFF, dark #000000"], "the same as the dark colour: no variant")
    }

    @Test("brand-a-light, brand-a-dark, brand-b-light, brand-b-dark: two themes, each in light and dark")
    func themeAndAppearance() throws {
        let result = TestSupport.load(Self.resolver([("brand-a-light", "#FFFFFF"), ("brand-a-dark", "#000000"), ("brand-b-light", "#FF0000"), ("brand-b-dark", "#330000")]))
        #expect(TestSupport.lines(result) == [])
        #expect(try Self.themes(result) == ["brand-a: light #FFFFFF, dark #000000", "brand-b: light #FF0000, dark #330000"])
    }

    @Test("dark-dimmed beside light and dark: a theme 'dimmed' whose light appearance is the plain one")
    func variantTheme() throws {
        let result = TestSupport.load(Self.resolver([("light", "#FFFFFF"), ("dark", "#000000"), ("dark-dimmed", "#222222")]))
        #expect(TestSupport.lines(result) == [])
        #expect(try Self.themes(result) == ["app: light #FFFFFF, dark #000000", "dimmed: light #FFFFFF, dark #222222"])
    }

    @Test("a context that names no appearance beside ones that do is left out with a warning that gives the mapping to write")
    func unreadContext() throws {
        let result = TestSupport.load(Self.resolver([("light", "#FFFFFF"), ("dark", "#000000"), ("sepia", "#704214")]))
        #expect(TestSupport.lines(result) == ["p/app.resolver.json:1:145: warning: context 'sepia' names no appearance ThemeGen knows (light, dark, their high-contrast forms, or a theme's, such as 'brand-light'), so it is left out; to read it as one, map it in themegen.yml: tokens: { appearances: { dark: \"sepia\" } }"])
        #expect(try Self.themes(result) == ["app: light #FFFFFF, dark #000000"])
    }

    @Test("a context that names an appearance an earlier one names is left out with a warning that names both and the mapping that chooses it")
    func repeatedContext() throws {
        let result = TestSupport.load(Self.resolver([("light", "#FFFFFF"), ("dark", "#000000"), ("Dark", "#222222")]))
        #expect(TestSupport.lines(result) == ["p/app.resolver.json:1:145: warning: context 'Dark' names the dark appearance, as 'dark' before it does; it is left out and 'dark' is used. To use it instead, map the appearances in themegen.yml: tokens: { appearances: { dark: \"Dark\" } }"])
        #expect(try Self.themes(result) == ["app: light #FFFFFF, dark #000000"])
    }

    @Test("Tokens Studio themes dark, light, Dark, Light (supabase's): the first pair is used and the second named, never dropped silently; the mapping chooses the second")
    func repeatedTokensStudioThemes() throws {
        let themes = """
            [ { "id": "1", "name": "dark", "selectedTokenSets": { "dark": "enabled" } },
              { "id": "2", "name": "light", "selectedTokenSets": { "light": "enabled" } },
              { "id": "3", "name": "Dark", "selectedTokenSets": { "Dark": "enabled" } },
              { "id": "4", "name": "Light", "selectedTokenSets": { "Light": "enabled" } } ]
            """
        let set = { (name: String, hex: String) in ("t/\(name).json", "{ \"c\": { \"x\": { \"value\": \"\(hex)\", \"type\": \"color\" } } }") }
        let files = [("t/$themes.json", themes), set("dark", "#000000"), set("light", "#FFFFFF"), set("Dark", "#222222"), set("Light", "#EEEEEE")]
        let result = TestSupport.load(files)
        #expect(
            TestSupport.lines(result) == [
                "t/$themes.json:3:3: warning: the theme 'Dark' names the dark appearance, as 'dark' before it does; it is left out and 'dark' is used. To use it instead, map the appearances in themegen.yml: tokens: { appearances: { dark: \"Dark\" } }",
                "t/$themes.json:4:3: warning: the theme 'Light' names the light appearance, as 'light' before it does; it is left out and 'light' is used. To use it instead, map the appearances in themegen.yml: tokens: { appearances: { light: \"Light\" } }",
            ])
        #expect(try Self.themes(result) == ["t: light #FFFFFF, dark #000000"])
        let place = SourceLocation.startOf("themegen.yml")
        let roles = TokenModifierRoles(appearances: ["light": Located("Light", at: place), "dark": Located("Dark", at: place)])
        let mapped = ThemeLoader.load(files.map { SourceFile(path: $0.0, contents: Data($0.1.utf8)) }, tokenRoles: roles)
        #expect(try Self.themes(mapped) == ["t: light #EEEEEE, dark #222222"], "\(TestSupport.lines(mapped))")
    }

    @Test("themegen.yml's appearances map any names, and then only those are appearances")
    func mapping() throws {
        let place = SourceLocation.startOf("themegen.yml")
        let roles = TokenModifierRoles(appearances: ["light": Located("Sunny", at: place), "dark": Located("sepia", at: place)])
        let files = Self.resolver([("Sunny", "#FFFFFF"), ("sepia", "#704214")])
        let result = ThemeLoader.load(files.map { SourceFile(path: $0.0, contents: Data($0.1.utf8)) }, tokenRoles: roles)
        #expect(TestSupport.lines(result) == [])
        #expect(try Self.themes(result) == ["app: light #FFFFFF, dark #704214"])
    }

    @Test("Tokens Studio themes without a group: the appearances, and the Apple platform with the base in every theme, the others left out with a note")
    func platforms() throws {
        let themes = """
            [ { "id": "1", "name": "Global", "selectedTokenSets": { "global": "enabled" } },
              { "id": "2", "name": "Android", "selectedTokenSets": { "android": "enabled" } },
              { "id": "3", "name": "iOS", "selectedTokenSets": { "ios": "enabled" } },
              { "id": "4", "name": "Light", "selectedTokenSets": { "light": "enabled" } },
              { "id": "5", "name": "Dark", "selectedTokenSets": { "dark": "enabled" } } ]
            """
        let set = { (name: String, body: String) in ("t/\(name).json", body) }
        let result = TestSupport.load([
            ("t/$themes.json", themes),
            set("global", "{ \"space\": { \"value\": \"4\", \"type\": \"spacing\" } }"),
            set("android", "{ \"radius\": { \"value\": \"8\", \"type\": \"borderRadius\" } }"),
            set("ios", "{ \"radius\": { \"value\": \"10\", \"type\": \"borderRadius\" } }"),
            set("light", "{ \"c\": { \"x\": { \"value\": \"#FFFFFF\", \"type\": \"color\" } } }"),
            set("dark", "{ \"c\": { \"x\": { \"value\": \"#000000\", \"type\": \"color\" } } }"),
        ])
        #expect(TestSupport.lines(result) == ["t/$themes.json:1:1: note: the Tokens Studio themes without a group are read as a platform build reads them: 'Global' and 'iOS' in every theme, with the appearances; 'Android', for other platforms, is left out"])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(result.themeSet?.themes.count == 1)
        #expect(try ColorVariants.of(theme.color("c.x"), precise: false) == "light #FFFFFF, dark #000000")
        #expect(try theme.dimension("radius") == 10)
        #expect(try theme.dimension("space") == 4)
    }
}
