import Testing

@testable import ThemeGenCore

/// Groups nest: `colors: { button: { primary: { background: … } } }` is the key
/// `button.primary.background`, `ColorKey.buttonPrimaryBackground`, `{colors.button.primary.background}`,
/// and `theme.colors.button.primary.background`.
@Suite("Nested groups")
struct NestedGroupTests {
    static let yaml = """
        themes:
          Day:
            colors:
              primary: "#112233"
              button:
                primary:
                  background: "{colors.primary}"
                  title: { light: "#FFFFFF", dark: "#000000" }
                secondary: { background: "#445566" }
              shades: { light: "#EEEEEE", dark: "#111111" }
              accent: "{colors.button.secondary.background}"
            fonts:
              heading:
                large: { weight: bold, size: 30 }
            numbers:
              spacing: { small: 4, large: 16 }
            values:
              status: { bar: lightContent }
          Night:
            extends: Day
            colors:
              button: { secondary: { background: "#010203" } }
        """

    private func lines(_ yaml: String) -> [String] {
        TestSupport.lines(TestSupport.loadYAML(yaml))
    }

    @Test("keys are the nested keys joined with dots; references reach them; a child overrides one nested key")
    func keys() throws {
        let result = TestSupport.loadYAML(Self.yaml)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(set.keys(of: .colors).map(\.key) == ["primary", "button.primary.background", "button.primary.title", "button.secondary.background", "shades", "accent"])
        #expect(set.keys(of: .colors).map(\.swiftName.identifier) == ["primary", "buttonPrimaryBackground", "buttonPrimaryTitle", "buttonSecondaryBackground", "shades", "accent"])
        #expect(set.keys(of: .colors).map(\.memberName.identifier) == ["primary", "background", "title", "background", "shades", "accent"])
        #expect(set.nodes(of: .colors).map(\.typeName.identifier) == ["Colors", "ButtonColors", "ButtonPrimaryColors", "ButtonSecondaryColors"])
        #expect(set.nodes(of: .colors).map(\.members) == [[0, 4, 5], [], [1, 2], [3]])
        let night = try set.theme("Night")
        #expect(try night.color("accent").light.hex == "#010203")
        #expect(try night.color("button.primary.background").light.hex == "#112233")
        #expect(set.keys(of: .numbers).map(\.key) == ["spacing.small", "spacing.large"])
        #expect(set.valueTypes.map(\.typeName.identifier) == ["StatusBar"])
    }

    @Test("the generated code reaches every value through the nested groups")
    func generated() throws {
        let program = """
            let night = ThemeID.night.theme
            print(night.colors.button.primary.background, "|", night.colors.button.primary.title, "|", night.colors.button.secondary.background)
            print(night.color(.buttonSecondaryBackground), ColorKey.buttonPrimaryTitle.rawValue, night.colors.accent, night.colors.shades)
            print(night.fonts.heading.large, "|", night.numbers.spacing.small, night.numbers.spacing.large, night.values.status.bar)
            """
        let generated = try TestSupport.generate([("t.yaml", Self.yaml)])
        #expect(
            try SwiftCompiler.compileAndRun(generated: generated, main: program) == """
                #112233 | #FFFFFF dark #000000 | #010203
                #010203 button.primary.title #010203 #EEEEEE dark #111111
                system, bold, 30 pt | 4.0 16.0 lightContent

                """)
        #expect(try SwiftCompiler.compileAndRun(generated: generated, main: program, flags: SwiftCompiler.mainActorFlags).hasPrefix("#112233"))
        #expect(generated.contains("        /// The `button.primary` group.\n        var primary: ButtonPrimaryColors { ButtonPrimaryColors(theme: theme) }\n"))
    }

    @Test("a mapping is a value or a group by its keys; mixing both, a group under a variant's name, a key twice are errors")
    func ambiguity() {
        #expect(
            lines(
                TestSupport.oneTheme(
                    """
                    colors:
                      mixed: { light: "#FFFFFF", dark: "#000000", hover: { a: "#123456" } }
                      shades: { light: { subtle: "#EEEEEE" }, dark: "#111111" }
                      button: { primary: { title: "#000000" } }
                      "button.primary.title": "#FF0000"
                    fonts:
                      heading: { size: 30, large: { size: 40 } }
                    """)) == [
                    "t.yaml:4:16: error: 'mixed' mixes color fields ('light') with group members ('hover'); a mapping is either a color ({ light, dark }, { red, green, blue, alpha }, { ref, alpha } or { mix, weight }) or a group, so move 'light' into a member of its own",
                    "t.yaml:5:24: error: the light variant of color 'shades' must be a color, not a group ('subtle'): 'light', 'dark', 'lightHighContrast', 'darkHighContrast', 'red', 'green', 'blue' and 'alpha' name a color's parts and cannot name nested groups; rename the group",
                    "t.yaml:7:7: error: color 'button.primary.title' is declared twice in this theme, once as a nested group's member and once with dots in its key",
                    "t.yaml:6:28: note: the other declaration",
                    "t.yaml:9:18: error: 'heading' mixes font fields ('size') with group members ('large'); a mapping is either a font ({ weight, size, textStyle } or { name, size }) or a group, so move 'size' into a member of its own",
                ])
    }

    @Test("nested groups' types must not collide; a group named like a key beside it, or like an API member, is renamed with a warning")
    func collisions() {
        #expect(
            lines(
                TestSupport.oneTheme(
                    """
                    colors:
                      a: { b: "#FFFFFF", B: { c: "#000000" } }
                      button-primary: { x: "#FFFFFF" }
                      button: { primary: { y: "#000000" } }
                      theme: { z: "#000000" }
                      self: { w: "#000000" }
                    values:
                      buttonColors: plain
                    """)) == [
                    "t.yaml:4:31: warning: color group 'a.B' would be 'b', as color 'a.b' beside it is; the group is generated as 'bGroup'",
                    "t.yaml:4:12: note: color 'a.b' is defined here",
                    "t.yaml:6:28: error: color group 'button' and value 'buttonColors' both become the type name 'ButtonColors'; rename one of them",
                    "t.yaml:10:7: note: value 'buttonColors' is defined here",
                    "t.yaml:6:28: error: color group 'button.primary' and color group 'button-primary' both become the type name 'ButtonPrimaryColors'; rename one of them",
                    "t.yaml:5:25: note: color group 'button-primary' is defined here",
                    "t.yaml:7:16: warning: color group 'theme' would be 'theme', which the generated API already has; it is generated as 'themeGroup'",
                    "t.yaml:8:15: warning: 'self' cannot be a Swift member name; it is generated as 'self_' (rename the group)",
                ])
    }

    @Test("a group named like a key beside it (an export's 'base.font-size' and 'base.fontSize') is reached as 'fontSizeGroup', or with a number when a key has that; the keys keep their names")
    func groupBesideKey() throws {
        let yaml = TestSupport.oneTheme(
            """
            dimensions:
              base: { fontSize: 16, font-size: { small: 12 } }
              label: { size: 14, sizeGroup: 2, Size: { large: 20 } }
            """)
        let result = TestSupport.loadYAML(yaml)
        #expect(
            TestSupport.lines(result) == [
                "t.yaml:4:42: warning: dimension group 'base.font-size' would be 'fontSize', as dimension 'base.fontSize' beside it is; the group is generated as 'fontSizeGroup'",
                "t.yaml:4:15: note: dimension 'base.fontSize' is defined here",
                "t.yaml:5:48: warning: dimension group 'label.Size' would be 'size', as dimension 'label.size' beside it is; the group is generated as 'sizeGroup2'",
                "t.yaml:5:16: note: dimension 'label.size' is defined here",
            ])
        let generated = try Generator.generate(try #require(result.themeSet)).source
        let program = """
            let theme = ThemeID.allCases[0].theme
            print(theme.dimensions.base.fontSize, theme.dimensions.base.fontSizeGroup.small)
            print(theme.dimensions.label.size, theme.dimensions.label.sizeGroup, theme.dimensions.label.sizeGroup2.large)
            """
        #expect(try SwiftCompiler.compileAndRun(generated: generated, main: program) == "16.0 12.0\n14.0 2.0 20.0\n")
    }
}
