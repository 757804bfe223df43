import Foundation
import Testing

@testable import ThemeGenCore

@Suite("Property-list reader")
struct PropertyListReaderTests {
    private func diagnostics(_ text: String, path: String = "t.plist") -> [String] {
        TestSupport.lines(TestSupport.load([(path, text)]))
    }

    private func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
    }

    @Test("malformed XML is located where it goes wrong, naming where the open element began")
    func malformedXML() {
        #expect(diagnostics(plist("<dict>\n<key>a</key>\n<string>x</strin>\n</dict>")) == ["t.plist:5:10: error: </strin> does not close <string> (opened at line 5, column 1)"])
        #expect(diagnostics("<plist>\n  <dict>\n    <key>a</key>\n    <string>x</string>\n") == ["t.plist:2:3: error: <dict> is never closed"])
        #expect(diagnostics("<plist>\n<dict\n") == ["t.plist:2:1: error: the tag <dict is never closed with '>'"])
        #expect(diagnostics("<plist><string>a < b</string></plist>") == ["t.plist:1:18: error: the tag < is never closed with '>'"])
        #expect(diagnostics("<plist><string>a & b</string></plist>") == ["t.plist:1:18: error: '&' must begin an entity such as '&amp;'; write '&amp;' for a '&' in text"])
    }

    @Test("text that is no property list, and text between elements, are errors that say so")
    func plainText() {
        #expect(diagnostics("Just some notes\nabout colours\n") == ["t.plist:1:1: error: this is not a property list: it begins with the text 'Just some notes\\nabout colours', not '<?xml' or '<plist>'"])
        #expect(diagnostics(plist("<dict>oops<key>a</key><true/></dict>")) == ["t.plist:3:7: error: text 'oops' is not allowed here; only elements may stand between elements"])
    }

    @Test("entities: the five of XML and character references are read, any other is an error, a DOCTYPE may declare none")
    func entities() throws {
        let set = try #require(
            TestSupport.load([
                (
                    "t.plist",
                    plist(
                        "<dict><key>themes</key><dict><key>A &amp; B &#x263A; &#65;</key><dict><key>colors</key><dict><key>a</key><string>&#35;fff</string></dict></dict></dict></dict>")
                )
            ]).themeSet)
        #expect(set.themes[0].displayName == "A & B ☺ A")
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
              <!ENTITY a "aaaaaaaaaa">
              <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            ]>
            <plist><dict><key>&b;</key><string>x</string></dict></plist>
            """
        #expect(
            diagnostics(bomb) == [
                "t.plist:2:1: error: this DOCTYPE declares its own entities or elements, which a property list never needs; ThemeGen reads no DTD and resolves no entities, so remove the [...] part"
            ])
        let external = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist><dict><key>T&xxe;</key><string>x</string></dict></plist>"
        #expect(
            diagnostics(external) == [
                "t.plist:2:20: error: the entity '&xxe;' is not one of XML's own (&lt; &gt; &amp; &quot; &apos; and &#…;); ThemeGen reads no DTD and resolves no other entities"
            ])
    }

    @Test("processing instructions, comments and CDATA are read anywhere; a non-UTF-8 encoding is refused")
    func otherMarkup() throws {
        let text = "<?x?>\n<!-- a -->\n<plist><?y data?><dict><key>themes</key><dict><key><![CDATA[A<&>]]></key><dict/></dict></dict></plist>\n<?x?>"
        #expect(try #require(TestSupport.load([("t.plist", text)]).themeSet).themes[0].displayName == "A<&>")
        #expect(diagnostics("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist/>") == ["t.plist:1:1: error: this property list declares the encoding 'ISO-8859-1'; ThemeGen reads UTF-8 property lists"])
    }

    @Test("nesting past the limit is an error at the element, read without recursion")
    func deepXML() {
        let depth = 100_000
        let text = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        #expect(diagnostics(text) == ["t.plist:1:\(8 + 7 * 64): error: nesting is deeper than 64 levels; a theme file never needs that"])
    }

    @Test("CR-only line endings count as lines")
    func carriageReturns() {
        #expect(diagnostics("<plist>\r<dict>\r<key>a</key>\r</dict>\r</plist>\r") == ["t.plist:3:1: error: key 'a' has no value"])
    }

    @Test("a root that is not a dictionary is an error")
    func rootNotDictionary() {
        #expect(diagnostics(plist("<array>\n<string>x</string>\n</array>")) == ["t.plist:3:1: error: the root of a theme property list must be a dictionary, not a list"])
    }

    @Test("structural mistakes in a plist are located")
    func structure() {
        #expect(diagnostics(plist("<dict>\n<key>a</key>\n</dict>")) == ["t.plist:4:1: error: key 'a' has no value"])
        #expect(diagnostics(plist("<dict>\n<string>x</string>\n</dict>")) == ["t.plist:4:1: error: a value in <dict> must follow a <key>"])
        #expect(diagnostics(plist("<dict>\n<key>a</key><strong>x</strong>\n</dict>")) == ["t.plist:4:13: error: <strong> is not a property-list element"])
        #expect(diagnostics(plist("<dict>\n<key>a</key><string>1</string>\n<key>a</key><string>2</string>\n</dict>")) == ["t.plist:5:1: error: duplicate key 'a' in this dictionary", "t.plist:4:1: note: 'a' is first defined here"])
    }

    @Test("empty and non-plist files get a clear error")
    func notAPlist() {
        #expect(diagnostics("") == ["t.plist:1:1: error: the file is empty; expected a property list"])
        #expect(diagnostics("bplist00garbage") == ["t.plist: error: this binary property list is damaged and cannot be read (it is too short, or not version 00)"])
    }

    @Test("binary plists report the key path instead of a line")
    func binaryKeyPath() throws {
        let object: [String: Any] = ["themes": ["Only": ["colors": ["primary": "#12345"]]]]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let result = ThemeLoader.load([SourceFile(path: "b.plist", contents: data)])
        #expect(
            TestSupport.lines(result) == [
                "b.plist: error: invalid color '#12345' for color 'primary'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}' (at themes › Only › colors › primary)"
            ])
    }

    @Test("booleans and numbers stay apart in binary plists")
    func binaryTypes() throws {
        let object: [String: Any] = ["flag": true, "one": 1.0, "two": 2]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        var log = DiagnosticLog()
        let node = try #require(PropertyListReader().read(SourceFile(path: "b.plist", contents: data), log: &log))
        let kinds = try #require(node.entries).map { entry -> String in
            guard case .scalar(let text, let kind) = entry.value.content else { return "?" }
            return "\(entry.key)=\(text):\(kind)"
        }
        #expect(kinds == ["flag=true:boolean", "one=1.0:number", "two=2:number"])
    }

    @Test("binary plists: sets, UIDs, invalid UTF-16, cycles and shared-object bombs are errors, not crashes")
    func hostileBinary() {
        func load(_ builder: BinaryPlistBuilder, top: Int) -> [String] {
            TestSupport.lines(ThemeLoader.load([SourceFile(path: "b.plist", contents: Data(builder.data(top: top)))]))
        }
        var set = BinaryPlistBuilder()
        let key = set.string("themes")
        let member = set.string("x")
        let members = set.list([member], kind: 0xC)
        let setRoot = set.dictionary([(key, members)])
        #expect(load(set, top: setRoot) == ["b.plist: error: this property list holds a set, which is no property-list value ThemeGen reads; use an array (at themes)"])

        var utf16 = BinaryPlistBuilder()
        let broken = utf16.utf16([0x0041, 0xD800])
        let value = utf16.string("x")
        let utf16Root = utf16.dictionary([(broken, value)])
        #expect(load(utf16, top: utf16Root) == ["b.plist: error: a string in this property list is not valid UTF-16 (it holds an unpaired surrogate)"])

        var cycle = BinaryPlistBuilder()
        let themes = cycle.string("themes")
        let loop = cycle.placeholder()
        cycle.replace(loop, with: BinaryPlistBuilder.marker(0xA, count: 1) + [UInt8(loop)])
        let cycleRoot = cycle.dictionary([(themes, loop)])
        #expect(load(cycle, top: cycleRoot) == ["b.plist: error: this property list's objects refer to themselves, so it never ends (at themes › [0])"])

        var bomb = BinaryPlistBuilder()
        var level = bomb.string("leaf")
        for _ in 0..<40 { level = bomb.list(Array(repeating: level, count: 10)) }
        let root = bomb.string("themes")
        let bombRoot = bomb.dictionary([(root, level)])
        #expect(load(bomb, top: bombRoot).first?.hasPrefix("b.plist: error: shared objects expand this property list past 1000000 values; refusing to read it") == true)

        // A string whose count is Int.max: the count must not be added to where the string starts.
        var huge = BinaryPlistBuilder()
        let key2 = huge.string("themes")
        let string = huge.add([0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        let hugeRoot = huge.dictionary([(key2, string)])
        #expect(load(huge, top: hugeRoot) == ["b.plist: error: this binary property list is damaged and cannot be read (an object runs past the end of the object data) (at themes)"])
    }
}
