import Testing

@testable import ThemeGenCore

@Suite("Validation rules")
struct ValidationTests {
    private func lines(_ yaml: String) -> [String] {
        TestSupport.lines(TestSupport.loadYAML(yaml))
    }

    @Test("colour syntax errors name the accepted forms; every form parses")
    func colorSyntax() throws {
        #expect(
            lines(TestSupport.oneTheme("colors:\n  a: \"#12345\"\n  b: red")) == [
                "t.yaml:4:10: error: invalid color '#12345' for color 'a'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'",
                "t.yaml:5:10: error: invalid color 'red' for color 'b'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'",
            ])
        #expect(
            lines(TestSupport.oneTheme("colors:\n  a: \"#\u{FF26}\u{FF26}0000\"")) == [
                "t.yaml:4:10: error: invalid color '#\u{FF26}\u{FF26}0000' for color 'a'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'"
            ])
        let set = try #require(
            TestSupport.loadYAML(
                TestSupport.oneTheme(
                    "colors:\n  a: \"#F0A\"\n  b: \"#F0A8\"\n  c: \"#FF00AA\"\n  d: \"#ff00aa80\"")
            ).themeSet)
        #expect(set.themes[0].colors.map(\.value.light.hex) == ["#FF00AA", "#FF00AA88", "#FF00AA", "#FF00AA80"])
    }

    @Test("values are checked against what each group expects")
    func valueKinds() {
        #expect(
            lines(
                TestSupport.oneTheme(
                    """
                    colors:
                      a: 12
                      v: { light: "#000" }
                    fonts:
                      f: { weight: heavey, size: "12" }
                      g: { weight: bold, size: 10, textStyle: headlin }
                      h: { name: Menlo, weight: bold, size: 10 }
                      i: { weight: bold }
                    numbers:
                      n: abc
                      m: [1, 2]
                    values:
                      s: { a: 1 }
                    typography:
                      sizeAdjustment: 0
                    """)) == [
                    "t.yaml:4:10: error: invalid color '12' for color 'a'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'",
                    "t.yaml:5:10: error: color 'v' needs both 'light' and 'dark' variants",
                    "t.yaml:7:20: error: unknown weight 'heavey' for font 'f'; did you mean 'heavy'? expected 'ultraLight', 'thin', 'light', 'regular', 'medium', 'semibold', 'bold', 'heavy' or 'black'",
                    "t.yaml:7:34: error: the size of font 'f' must be a number, not the string \"12\" (remove the quotes)",
                    "t.yaml:8:47: error: unknown text style 'headlin' for font 'g'; did you mean 'headline'? expected 'largeTitle', 'title1', 'title2', 'title3', 'headline', 'subheadline', 'body', 'callout', 'footnote', 'caption1' or 'caption2'",
                    "t.yaml:9:33: error: font 'h' gives both 'name' and 'weight'; a font name already includes its weight",
                    "t.yaml:10:10: error: font 'i' needs a 'size'",
                    "t.yaml:12:10: error: number 'n' must be a number, not `abc`",
                    "t.yaml:13:10: error: number 'm' must be a number, not a list",
                    "t.yaml:15:15: error: value 's.a' is the YAML number 1, but values name enum cases; write \"1\" in quotes to use it as a case name",
                    "t.yaml:17:23: error: 'sizeAdjustment' must be from 0.01 to 100, not 0",
                ])
    }

    @Test("font sizes and size adjustments are checked against their ranges where they are read")
    func sizeRanges() throws {
        #expect(
            lines(
                TestSupport.oneTheme(
                    """
                    fonts:
                      a: { weight: bold, size: 1e17 }
                      b: { weight: bold, size: 1e300 }
                      c: { name: Menlo, size: 0.001 }
                      d: { weight: bold, size: 1e400 }
                      e: { weight: bold, size: .inf }
                    typography:
                      sizeAdjustment: 1e300
                    """)) == [
                    "t.yaml:4:32: error: the size of font 'a' must be from 0.1 to 10000, not 1e+17",
                    "t.yaml:5:32: error: the size of font 'b' must be from 0.1 to 10000, not 1e+300",
                    "t.yaml:6:31: error: the size of font 'c' must be from 0.1 to 10000, not 0.001",
                    "t.yaml:7:32: error: the size of font 'd' must be a number, not `1e400`",
                    "t.yaml:8:32: error: the size of font 'e' must be a number, not `.inf`",
                    "t.yaml:10:23: error: 'sizeAdjustment' must be from 0.01 to 100, not 1e+300",
                ])
        // The largest size at the largest adjustment is still an ordinary number.
        let set = try #require(
            TestSupport.loadYAML(
                TestSupport.oneTheme(
                    """
                    fonts:
                      a: { weight: bold, size: 10000 }
                    typography:
                      sizeAdjustment: 100
                    """)
            ).themeSet)
        #expect(set.themes[0].fonts.map(\.value.size) == [1_000_000])
    }

    @Test("names holding invisible characters get a warning naming each code point")
    func invisibleCharacters() {
        let text = "themes:\n  \"Dark\\u200D\":\n    colors:\n      \"a\\u200B\": \"#000\"\n      \"b\\u202E\\u2066\": \"#000\"\n    values:\n      mode: \"on\\u00AD\"\n"
        #expect(
            lines(text) == [
                "t.yaml:2:3: warning: theme name 'Dark\\u{200D}' holds the invisible character U+200D ZERO WIDTH JOINER; it is kept, so this name can differ from one that looks the same",
                "t.yaml:4:7: warning: color 'a\\u{200B}' holds the invisible character U+200B ZERO WIDTH SPACE; it is kept, so this name can differ from one that looks the same",
                "t.yaml:5:7: warning: color 'b\\u{202E}\\u{2066}' holds the invisible characters U+202E RIGHT-TO-LEFT OVERRIDE, U+2066 LEFT-TO-RIGHT ISOLATE; it is kept, so this name can differ from one that looks the same",
                "t.yaml:7:13: warning: value 'mode' 'on\\u{AD}' holds the invisible character U+00AD SOFT HYPHEN; it is kept, so this name can differ from one that looks the same",
            ])
    }

    @Test("unknown keys in the schema's mappings get a did-you-mean")
    func unknownKeys() {
        #expect(
            lines(
                """
                defaultTheme: A
                storagekey: x
                themes:
                  A:
                    colours: {}
                    typography: { famly: Avenir, faces: { bld: Bold } }
                    fonts:
                      f: { size: 3, wieght: bold }
                """) == [
                    "t.yaml:2:1: error: unknown key 'storagekey' in a theme file; did you mean 'storageKey'?",
                    "t.yaml:5:5: error: unknown key 'colours' in theme 'A'; did you mean 'colors'?",
                    "t.yaml:6:19: error: unknown key 'famly' in 'typography'; did you mean 'family'?",
                    "t.yaml:6:43: error: unknown key 'bld' in 'faces'; did you mean 'bold'?",
                    "t.yaml:8:21: error: unknown key 'wieght' in font 'f'; did you mean 'weight'?",
                ])
    }

    @Test("a key missing from one theme is an error at that theme, noting where it is defined")
    func completeness() {
        #expect(
            lines(
                """
                themes:
                  A:
                    colors: { primary: "#000", accent: "#111" }
                    numbers: { alpha: 1 }
                  B:
                    colors: { primary: "#fff" }
                """) == [
                    "t.yaml:5:3: error: theme 'B' does not define color 'accent'; every theme must define the same keys",
                    "t.yaml:3:32: note: 'accent' is defined in theme 'A' here",
                    "t.yaml:5:3: error: theme 'B' does not define number 'alpha'; every theme must define the same keys",
                    "t.yaml:4:16: note: 'alpha' is defined in theme 'A' here",
                ])
    }

    @Test("extends: unknown themes and cycles name the whole chain")
    func inheritance() {
        #expect(
            lines(
                """
                themes:
                  A: { extends: B }
                  B: { extends: C }
                  C: { extends: A }
                  D: { extends: Dee }
                  Dee2: {}
                  E: { extends: E }
                """) == [
                    "t.yaml:4:17: error: a cycle of extended themes: 'A' → 'B' → 'C' → 'A'",
                    "t.yaml:5:17: error: the 'extends' 'Dee' in theme 'D' names no theme; did you mean 'Dee2'?",
                    "t.yaml:7:17: error: a cycle of extended themes: 'E' → 'E'",
                ])
    }

    @Test("references: unknown tokens, cycles and wrong groups")
    func references() {
        #expect(
            lines(
                TestSupport.oneTheme(
                    """
                    colors:
                      a: "{colors.b}"
                      b: { light: "{colors.c}", dark: "#000" }
                      c: "{colors.a}"
                      d: "{colors.primry}"
                      primary: "#000"
                      e: "{numbers.x}"
                      f: "{colours.x}"
                      g: "{colors}"
                    """)) == [
                    "t.yaml:6:10: error: a cycle of references: colors.a → colors.b → colors.c → colors.a",
                    "t.yaml:7:10: error: the reference '{colors.primry}' names no color; did you mean '{colors.primary}'?",
                    "t.yaml:9:10: error: color 'e' can only refer to another color, but '{numbers.x}' refers to a number",
                    "t.yaml:10:10: error: the reference '{colours.x}' names no group; did you mean '{colors.x}'?",
                    "t.yaml:11:10: error: malformed reference '{colors}' in color 'g'; write '{colors.key}'",
                ])
    }

    @Test("references resolve in the inheriting theme's context")
    func lateBinding() throws {
        let set = try #require(
            TestSupport.loadYAML(
                """
                themes:
                  A:
                    typography: { family: Avenir }
                    colors: { primary: "#000", title: "{colors.primary}" }
                    fonts: { title: { weight: bold, size: 10 } }
                  B:
                    extends: A
                    typography: { family: Menlo, faces: { bold: null }, sizeAdjustment: 1.5 }
                    colors: { primary: "#FFF" }
                """
            ).themeSet)
        let b = try set.theme("B")
        #expect(try b.color("title").light.hex == "#FFFFFF")
        #expect(try b.font("title") == ThemeFont(typeface: .family("Menlo", face: nil), weight: .bold, size: 15))
        #expect(try set.theme("A").font("title") == ThemeFont(typeface: .family("Avenir", face: "Bold"), weight: .bold, size: 10))
    }

    @Test("the same theme name or stored id twice names both places, across files")
    func duplicates() {
        let result = TestSupport.load([
            ("a.yaml", "themes:\n  A: { id: same }\n  B: {}\n"),
            ("b.yaml", "themes:\n  B: {}\n  C: { id: same }\n"),
        ])
        #expect(
            TestSupport.lines(result) == [
                "b.yaml:2:3: error: theme 'B' is defined twice",
                "a.yaml:3:3: note: 'B' is first defined here",
                "b.yaml:3:12: error: theme 'C' has the stored id 'same', which theme 'A' already has",
                "a.yaml:2:12: note: theme 'A' is defined here",
            ])
    }

    @Test("settings given differently in two files are an error naming both")
    func conflictingSettings() {
        let result = TestSupport.load([
            ("a.yaml", "storageKey: one\nthemes:\n  A: {}\n"),
            ("b.yaml", "storageKey: two\nthemes:\n  B: {}\n"),
        ])
        #expect(
            TestSupport.lines(result) == [
                "b.yaml:1:13: error: 'storageKey' is 'two' here but 'one' in another file; give it once",
                "a.yaml:1:13: note: 'storageKey' is first given here",
            ])
    }

    @Test("themes and value cases that map to the same Swift identifier are an error naming both; keys are told apart with a warning")
    func nameCollisions() {
        #expect(
            lines(
                """
                themes:
                  Solid Blue: { colors: { section-title: "#000", sectionTitle: "#111" }, values: { bar: light-content } }
                  solid_blue: { colors: { section-title: "#000", sectionTitle: "#111" }, values: { bar: lightContent } }
                """) == [
                    "t.yaml:2:50: warning: color 'sectionTitle' and color 'section-title' would both have the Swift name 'sectionTitle'; 'sectionTitle' is generated as 'sectionTitle2'",
                    "t.yaml:2:27: note: color 'section-title' is defined here",
                    "t.yaml:3:3: error: theme 'solid_blue' and theme 'Solid Blue' both become the Swift name 'solidBlue'; rename one of them, or choose another Swift name with 'swiftName' or 'swiftNames'",
                    "t.yaml:2:3: note: theme 'Solid Blue' is defined here",
                    "t.yaml:3:84: error: value 'lightContent' of 'bar' and value 'light-content' of 'bar' both become the Swift name 'lightContent'; rename one of them",
                    "t.yaml:2:84: note: value 'light-content' of 'bar' is defined here",
                ])
    }

    @Test("swiftName sets a theme's case name; reserved words are renamed with a warning")
    func swiftNames() throws {
        let result = TestSupport.loadYAML("themes:\n  Self: {}\n  Default: { swiftName: standard }\n  class: {}\n")
        #expect(
            TestSupport.lines(result) == [
                "t.yaml:2:3: warning: 'Self' cannot be a Swift member name; it is generated as 'self_' (set 'swiftName' to choose another)"
            ])
        let set = try #require(result.themeSet)
        #expect(set.themes.map(\.swiftName.declaration) == ["self_", "standard", "`class`"])
        #expect(lines("themes:\n  A: { swiftName: 2fast }\n") == ["t.yaml:2:19: error: 'swiftName' must be a Swift identifier (a letter or '_', then letters, digits, '_' or combining marks that Swift allows), not '2fast'"])
    }

    @Test("defaultTheme must name a theme; without it the first theme is the default")
    func defaultTheme() throws {
        #expect(lines("defaultTheme: Solid Blu\nthemes:\n  Solid Blue: {}\n") == ["t.yaml:1:15: error: 'defaultTheme' names unknown theme 'Solid Blu'; did you mean 'Solid Blue'?"])
        let set = try #require(TestSupport.load([("b.yaml", "themes:\n  B: {}\n"), ("a.yaml", "themes:\n  A: {}\n")]).themeSet)
        #expect(set.defaultTheme.displayName == "A")
        #expect(set.storageKey == "Theme")
        #expect(set.inputs == ["a.yaml", "b.yaml"])
    }

    @Test("files that are not ThemeGen's schema get one clear error")
    func foreignFiles() {
        #expect(
            lines("{ \"ArticleTitle\": \"#33fe66\", \"private\": \"ffffffcc\" }") == [
                "t.yaml:1:1: error: this is not a ThemeGen theme file: it has no 'themes' mapping (its keys: 'ArticleTitle', 'private'); "
                    + "if it belongs to another tool, leave it out of the inputs (docs/Config.md, \"Which files are themes\"); the theme format is in docs/ThemeFormat.md"
            ])
        #expect(lines("themes: {}\n") == ["t.yaml:1:9: error: 'themes' is empty; define at least one theme"])
        #expect(lines("- a\n- b\n") == ["t.yaml:1:1: error: a theme file must be a mapping, not a list"])
        #expect(TestSupport.lines(TestSupport.load([("notes.txt", "hello")])) == ["notes.txt:1:1: error: not a theme file: expected a .json, .plist, .tokens, .yaml or .yml file"])
    }

    @Test("a plist with neither 'themes' nor an Apptentive key (DB5, SwiftTheme, TextMate, iTerm) is an error")
    func foreignPropertyLists() {
        let db5 = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>Default</key>
            \t<dict><key>backgroundColor</key><string>FFFFFF</string></dict>
            \t<key>Example Theme</key>
            \t<dict><key>parent</key><string>Default</string></dict>
            </dict>
            </plist>
            """
        #expect(
            TestSupport.lines(TestSupport.load([("DB5.plist", db5)])) == [
                "DB5.plist:3:1: error: this property list is neither a ThemeGen theme file (no 'themes' key) nor an Apptentive style sheet "
                    + "(none of the SDK's keys, such as 'FontFamily' or 'PrimaryColor') — its keys: 'Default', 'Example Theme'; if it belongs "
                    + "to another tool, leave it out of the inputs (docs/Config.md, \"Which files are themes\"); if it is a style sheet, name it "
                    + "ApptentiveStyles.plist or list it under 'styleSheets' in themegen.yml"
            ])
        #expect(
            TestSupport.load([("Empty.plist", "<plist><dict/></plist>")]).diagnostics.map(\.message).first?
                .contains("Apptentive style sheet (none of the SDK's keys, such as 'FontFamily' or 'PrimaryColor') — it is empty;") == true)
        #expect(TestSupport.load([("ApptentiveStyles.plist", "<plist><dict/></plist>")]).diagnostics.isEmpty)
    }

    @Test("advice fits the file's syntax: quotes in YAML, <real> in a plist")
    func syntaxAdvice() {
        #expect(
            lines(TestSupport.oneTheme("numbers:\n  n: \"12\"")) == [
                "t.yaml:4:10: error: number 'n' must be a number, not the string \"12\" (remove the quotes)"
            ])
        let plist = """
            <plist><dict><key>themes</key><dict><key>A</key><dict><key>numbers</key><dict><key>n</key><string>12</string></dict></dict></dict></dict></plist>
            """
        #expect(
            TestSupport.lines(TestSupport.load([("t.plist", plist)])) == [
                "t.plist:1:91: error: number 'n' must be a number, not the string \"12\" (write <real>12</real> instead of <string>12</string>)"
            ])
    }

    @Test("a colour after ': #' is a YAML comment, and the error says so")
    func commentedColor() {
        #expect(
            lines(TestSupport.oneTheme("colors:\n  a: #000\n  b:\n  c: # the accent\n")) == [
                "t.yaml:4:9: error: color 'a' must be a string, not null; YAML reads '#000' after a space as a comment, so the value is empty: put it in quotes (\"#000\")",
                "t.yaml:5:9: error: color 'b' must be a string, not null",
                "t.yaml:6:9: error: color 'c' must be a string, not null; YAML reads '# the accent' after a space as a comment, so the value is empty: put it in quotes (\"# the accent\")",
            ])
        // After non-ASCII text, which libyaml counts in characters, not bytes.
        #expect(
            lines("themes:\n  Ünïcödé:\n    colors:\n      a: #000\n") == [
                "t.yaml:4:9: error: color 'a' must be a string, not null; YAML reads '#000' after a space as a comment, so the value is empty: put it in quotes (\"#000\")"
            ])
    }

    @Test("values given an unquoted YAML boolean or number are an error, not silently their text")
    func valuesOfOtherTypes() throws {
        #expect(
            lines(TestSupport.oneTheme("values:\n  drawsGrid: false\n  weight: 500\n  flag: yes")) == [
                "t.yaml:4:18: error: value 'drawsGrid' is the YAML boolean false, but values name enum cases; write \"false\" in quotes to use it as a case name",
                "t.yaml:5:15: error: value 'weight' is the YAML number 500, but values name enum cases; write \"500\" in quotes to use it as a case name",
            ])
        let set = try #require(TestSupport.loadYAML(TestSupport.oneTheme("values:\n  drawsGrid: \"false\"")).themeSet)
        #expect(set.valueTypes.map { $0.cases.map(\.rawValue) } == [["false"]])
    }

    @Test("a diagnostic is one line: newlines and escape sequences in input text are shown escaped")
    func oneLineDiagnostics() {
        #expect(
            lines("themes:\n  \"A\\nfake.yaml:1:1: error: forged\\e[2J\": { extends: B }\n") == [
                "t.yaml:2:3: warning: theme name 'A\\nfake.yaml:1:1: error: forged\\u{1B}[2J' holds the invisible characters U+000A, U+001B; it is kept, so this name can differ from one that looks the same",
                "t.yaml:2:54: error: the 'extends' 'B' in theme 'A\\nfake.yaml:1:1: error: forged\\u{1B}[2J' names no theme",
            ])
    }

    @Test("swiftNames chooses key names; naming an unknown key is an error")
    func chosenKeyNames() throws {
        let set = try #require(
            TestSupport.loadYAML(
                """
                swiftNames:
                  colors: { self: selfColor, "com.apptentive.body": appBody }
                themes:
                  A: { colors: { self: "#000", com.apptentive.body: "#111" } }
                """
            ).themeSet)
        #expect(set.keys(of: .colors).map(\.swiftName.identifier) == ["selfColor", "appBody"])
        #expect(
            lines("swiftNames:\n  colors: { primry: x }\n  colours: {}\nthemes:\n  A: { colors: { primary: \"#000\" } }\n") == [
                "t.yaml:2:21: error: 'swiftNames' names color 'primry', which no theme defines; did you mean 'primary'?",
                "t.yaml:3:3: error: unknown key 'colours' in 'swiftNames'; did you mean 'colors'?",
            ])
    }

    @Test("hand-chosen Swift names are identifiers that can be members, and agree across files")
    func chosenNameRules() {
        #expect(
            lines("swiftNames:\n  colors: { a: 2x, b: self }\nthemes:\n  A: { swiftName: init, colors: { a: \"#000\", b: \"#111\" } }\n") == [
                "t.yaml:2:16: error: the Swift name of color 'a' must be a Swift identifier (a letter or '_', then letters, digits, '_' or combining marks that Swift allows), not '2x'",
                "t.yaml:2:23: error: the Swift name of color 'b' cannot be 'self', which Swift does not allow as a member name",
                "t.yaml:4:19: error: 'swiftName' cannot be 'init', which Swift does not allow as a member name",
            ])
        let result = TestSupport.load([
            ("a.yaml", "swiftNames: { colors: { a: first } }\nthemes:\n  A: { colors: { a: \"#000\" } }\n"),
            ("b.yaml", "swiftNames: { colors: { a: second } }\nthemes:\n  B: { colors: { a: \"#111\" } }\n"),
        ])
        #expect(
            TestSupport.lines(result) == [
                "b.yaml:1:28: error: 'swiftNames.colors.a' is 'second' here but 'first' in another file; give it once",
                "a.yaml:1:28: note: 'swiftNames.colors.a' is first given here",
            ])
    }

    @Test("large inputs stay linear: a chain of 20,000 references, and a one-line plist of 20,000 keys located by column")
    func largeInputs() throws {
        var yaml = "themes:\n  A:\n    colors:\n      c0: \"#123456\"\n"
        for index in 1..<20_000 { yaml += "      c\(index): \"{colors.c\(index - 1)}\"\n" }
        let set = try #require(TestSupport.loadYAML(yaml).themeSet)
        #expect(set.themes[0].colors.last?.value.light.hex == "#123456")

        let entries = (0..<20_000).map { "<key>c\($0)</key><string>#000000</string>" }.joined()
        let plist =
            "<plist><dict><key>themes</key><dict><key>A</key><dict><key>colors</key><dict>" + entries
            + "<key>bad</key><string>#12</string></dict></dict></dict></dict></plist>"
        let column = plist.utf8.count - "#12</string></dict></dict></dict></dict></plist>".utf8.count - "<string>".utf8.count + 1
        #expect(
            TestSupport.lines(TestSupport.load([("t.plist", plist)])) == [
                "t.plist:1:\(column): error: invalid color '#12' for color 'bad'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'"
            ])
    }
}
