import Foundation
import Testing

@testable import ThemeGenCore

/// Tokens Studio's multi-file export: `$themes.json` (themes in groups, selecting token sets as `enabled`
/// or `source`), `$metadata.json` (the sets' order) and a file per token set in its `value`/`type` form.
@Suite("Tokens Studio themes")
struct TokensStudioTests {
    static let files = [
        (
            "ts/$themes.json",
            """
            [
              { "id": "a1", "name": "Acme", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/acme": "enabled" } },
              { "id": "a2", "name": "Nimbus", "group": "Brand", "selectedTokenSets": { "core": "source", "brand/nimbus": "enabled" } },
              { "id": "m1", "name": "Light", "group": "Mode", "selectedTokenSets": { "mode/light": "enabled", "mode/dark": "disabled" } },
              { "id": "m2", "name": "Dark", "group": "Mode", "selectedTokenSets": { "mode/dark": "enabled" } }
            ]
            """
        ),
        ("ts/$metadata.json", #"{ "tokenSetOrder": ["core", "brand/acme", "brand/nimbus", "mode/light", "mode/dark"] }"#),
        ("ts/core.json", ##"{ "blue": { "value": "#0066CC", "type": "color" }, "violet": { "value": "#7C3AED", "type": "color" }, "space": { "m": { "value": "16px", "type": "spacing" } } }"##),
        ("ts/brand/acme.json", #"{ "accent": { "value": "{blue}", "type": "color", "description": "Buttons and links" }, "gap": { "value": "{space.m}", "type": "spacing" } }"#),
        ("ts/brand/nimbus.json", #"{ "accent": { "value": "{violet}", "type": "color" }, "gap": { "value": "12px", "type": "spacing" } }"#),
        ("ts/mode/light.json", ##"{ "background": { "value": "#FFFFFF", "type": "color" } }"##),
        ("ts/mode/dark.json", ##"{ "background": { "value": "#000000", "type": "color" } }"##),
    ]

    @Test("a brand group makes the themes, a Light/Dark group the variants; source sets are for references only")
    func themes() throws {
        let result = TestSupport.load(Self.files)
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.displayName) == ["Acme", "Nimbus"])
        #expect(set.keys(of: .colors).map(\.key) == ["accent", "background"], "core's tokens are a source, not generated")
        #expect(set.keys(of: .colors)[0].documentation?.summary == "Buttons and links")
        #expect(try ColorVariants.of(set.theme("Acme").color("accent")) == "light #0066CC")
        #expect(try ColorVariants.of(set.theme("Nimbus").color("background")) == "light #FFFFFF, dark #000000")
        #expect(try set.theme("Acme").dimension("gap") == 16)
        #expect(try set.theme("Nimbus").dimension("gap") == 12)
    }

    @Test("themes named as high-contrast appearances fill those variants; $metadata.json's order decides which set wins")
    func highContrastAndOrder() throws {
        let result = TestSupport.load([
            (
                "ts/$themes.json",
                """
                [
                  { "name": "Light", "group": "Mode", "selectedTokenSets": { "base": "enabled", "light": "enabled" } },
                  { "name": "Dark", "group": "Mode", "selectedTokenSets": { "base": "enabled", "dark": "enabled" } },
                  { "name": "Light High Contrast", "group": "Mode", "selectedTokenSets": { "light": "enabled", "base": "enabled" } },
                  { "name": "dark-high-contrast", "group": "Mode", "selectedTokenSets": { "dark": "enabled", "base": "enabled" } }
                ]
                """
            ),
            ("ts/$metadata.json", #"{ "tokenSetOrder": ["base", "light", "dark"] }"#),
            ("ts/base.json", ##"{ "text": { "value": "#777777", "type": "color" } }"##),
            ("ts/light.json", ##"{ "text": { "value": "#000000", "type": "color" } }"##),
            ("ts/dark.json", ##"{ "text": { "value": "#FFFFFF", "type": "color" } }"##),
        ])
        #expect(result.diagnostics.isEmpty, "\(TestSupport.lines(result))")
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.displayName) == ["ts"])
        // The high-contrast themes list "light" before "base", but the metadata's order puts base first.
        #expect(try ColorVariants.of(set.themes[0].color("text")) == "light #000000, dark #FFFFFF")
    }

    @Test("a set a theme selects that is not among the inputs, and a status that is none, are located errors")
    func errors() {
        var files = Self.files.filter { $0.0 != "ts/brand/nimbus.json" }
        files[0].1 = files[0].1.replacingOccurrences(of: #""mode/dark": "disabled""#, with: #""mode/dark": "off""#)
        #expect(
            TestSupport.lines(TestSupport.load(files)) == [
                "ts/$themes.json:3:3: error: $themes.json selects the token set 'brand/nimbus', but ts/brand/nimbus.json is not among the inputs or is not a token file",
                "ts/$themes.json:4:112: error: the token set 'mode/dark' of theme 'Light' must be \"enabled\", \"source\" or \"disabled\", not the string \"off\"",
            ])
    }

    @Test("a $themes.json that is a mapping of tokens, not a list of themes, is a token set (a project's 'core/$themes'): read when a theme selects it, without an error")
    func themesNamedSet() throws {
        let themes = ##"[ { "id": "1", "name": "Core", "selectedTokenSets": { "core/$themes": "source", "core/color": "enabled" } } ]"##
        let set = ##"{ "Mode 1": { "id": { "value": "181a5a74", "type": "other" } }, "brand": { "value": "#0079C1", "type": "color" } }"##
        let color = ##"{ "accent": { "value": "{brand}", "type": "color" } }"##
        let result = TestSupport.load([("ts/$themes.json", themes), ("ts/core/$themes.json", set), ("ts/core/color.json", color)])
        #expect(TestSupport.lines(result) == [])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(try ColorVariants.of(theme.color("accent"), precise: false) == "light #0079C1")
    }

    @Test("a token set that is '{}', listed and selected (Blackbaud's SKY UX has one), is a set with no tokens, not an error")
    func emptySet() throws {
        let themes = ##"[ { "id": "1", "name": "Productive", "selectedTokenSets": { "base": "enabled", "layout/productive": "enabled" } } ]"##
        let base = ##"{ "brand": { "value": "#0974A1", "type": "color" } }"##
        let result = TestSupport.load([("ts/$themes.json", themes), ("ts/base.json", base), ("ts/layout/productive.json", "{}")])
        #expect(TestSupport.lines(result) == [])
        let theme = try #require(result.themeSet?.themes.first)
        #expect(try ColorVariants.of(theme.color("brand"), precise: false) == "light #0974A1")
    }
}
