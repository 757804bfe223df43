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

    @Test("malformed XML is located")
    func malformedXML() {
        #expect(diagnostics(plist("<dict>\n<key>a</key>\n<string>x</strin>\n</dict>")) ==
            ["t.plist:5:18: error: malformed XML: closing tag does not match the open element"])
    }

    @Test("a root that is not a dictionary is an error")
    func rootNotDictionary() {
        #expect(diagnostics(plist("<array>\n<string>x</string>\n</array>")) ==
            ["t.plist:3:1: error: the root of a theme property list must be a dictionary, not a list"])
    }

    @Test("structural mistakes in a plist are located")
    func structure() {
        #expect(diagnostics(plist("<dict>\n<key>a</key>\n</dict>")) == ["t.plist:4:1: error: key 'a' has no value"])
        #expect(diagnostics(plist("<dict>\n<string>x</string>\n</dict>")) == ["t.plist:4:1: error: a value in <dict> must follow a <key>"])
        #expect(diagnostics(plist("<dict>\n<key>a</key><strong>x</strong>\n</dict>")) == ["t.plist:4:13: error: <strong> is not a property-list element"])
        #expect(diagnostics(plist("<dict>\n<key>a</key><string>1</string>\n<key>a</key><string>2</string>\n</dict>")) ==
            ["t.plist:5:1: error: duplicate key 'a' in this dictionary", "t.plist:4:1: note: 'a' is first defined here"])
    }

    @Test("empty and non-plist files get a clear error")
    func notAPlist() {
        #expect(diagnostics("") == ["t.plist:1:1: error: the file is empty; expected a property list"])
        #expect(diagnostics("bplist00garbage") == ["t.plist: error: this binary property list is damaged and cannot be read"])
    }

    @Test("binary plists report the key path instead of a line")
    func binaryKeyPath() throws {
        let object: [String: Any] = ["themes": ["Only": ["colors": ["primary": "#12345"]]]]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let result = ThemeLoader.load([SourceFile(path: "b.plist", contents: data)])
        #expect(TestSupport.lines(result) == [
            "b.plist: error: invalid color '#12345' for color 'primary'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, or a reference such as '{colors.primary}' (at themes › Only › colors › primary)",
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
}
