import Foundation
import Testing

@testable import ThemeGenCore

@Suite("YAML reader")
struct YAMLReaderTests {
    @Test("keys and values keep their line and column")
    func locations() throws {
        let (node, diagnostics) = TestSupport.yamlNode("a: 1\nb:\n  c: \"x\"\n")
        #expect(diagnostics.isEmpty)
        let entries = try #require(node?.entries)
        #expect(entries.map(\.key) == ["a", "b"])
        #expect(entries[1].keyLocation == SourceLocation(file: "t.yaml", line: 2, column: 1))
        let inner = try #require(entries[1].value.entries?.first)
        #expect(inner.keyLocation == SourceLocation(file: "t.yaml", line: 3, column: 3))
        #expect(inner.value.location == SourceLocation(file: "t.yaml", line: 3, column: 6))
        guard case .scalar("x", .string) = inner.value.content else {
            Issue.record("expected a quoted scalar")
            return
        }
        guard case .scalar("1", .plain) = entries[0].value.content else {
            Issue.record("expected a plain scalar")
            return
        }
    }

    @Test("anchors, aliases and merge keys work; explicit keys win over merged ones")
    func anchorsAndMerge() throws {
        let text = """
            base: &base { a: 1, b: 2 }
            copy: *base
            merged:
              <<: *base
              b: 3
            """
        let (node, diagnostics) = TestSupport.yamlNode(text)
        #expect(diagnostics.isEmpty)
        let entries = try #require(node?.entries)
        #expect(entries[1].value.entries?.map(\.key) == ["a", "b"])
        let merged = try #require(entries[2].value.entries)
        #expect(merged.map(\.key) == ["a", "b"])
        guard case .scalar("3", _) = merged[1].value.content else {
            Issue.record("explicit key lost")
            return
        }
    }

    @Test("a duplicate key is an error pointing at both places")
    func duplicateKey() {
        let (node, diagnostics) = TestSupport.yamlNode("a: 1\nb: 2\na: 3\n")
        #expect(node == nil)
        #expect(diagnostics == ["t.yaml:3:1: error: duplicate key 'a' in this mapping\nt.yaml:1:1: note: 'a' is first defined here"])
        // A large mapping finds its keys by hash rather than by a scan: the same errors, before and after that point.
        let keys = (1...20).map { "k\($0): \($0)" }
        for (duplicate, line) in [("k3", 21), ("k15", 21)] {
            let (_, large) = TestSupport.yamlNode((keys + ["\(duplicate): 0"]).joined(separator: "\n") + "\n")
            let first = Int(duplicate.dropFirst()) ?? 0
            #expect(large == ["t.yaml:\(line):1: error: duplicate key '\(duplicate)' in this mapping\nt.yaml:\(first):1: note: '\(duplicate)' is first defined here"])
        }
        let (_, ninth) = TestSupport.yamlNode((keys.prefix(8) + ["k2: 0"]).joined(separator: "\n") + "\n")
        #expect(ninth == ["t.yaml:9:1: error: duplicate key 'k2' in this mapping\nt.yaml:2:1: note: 'k2' is first defined here"])
    }

    @Test("malformed YAML reports libyaml's problem at its position, with where the construct starts")
    func malformed() {
        #expect(TestSupport.yamlNode("a: b: c\n").diagnostics == ["t.yaml:1:5: error: malformed YAML: mapping values are not allowed in this context"])
        #expect(TestSupport.yamlNode("a: [1\nb: 2\n").diagnostics == ["t.yaml:2:2: error: malformed YAML: did not find expected ',' or ']'\nt.yaml:1:4: note: while parsing a flow sequence that starts here"])
    }

    @Test("a tab where libyaml stops is named a tab, with what to do, at its place")
    func tab() {
        let message = { (libyaml: String) in "malformed YAML: this is a tab, and YAML indents with spaces only (\(libyaml)); replace the tab with spaces" }
        #expect(
            TestSupport.yamlNode("themes:\n  Light:\n\tcolors: { a: \"#000\" }\n").diagnostics == [
                "t.yaml:3:1: error: \(message("found character that cannot start any token"))"
            ])
        #expect(TestSupport.yamlNode("a:\n  b: 1\n \t c: 2\n").diagnostics == ["t.yaml:3:2: error: \(message("found a tab character that violates indentation"))"])
    }

    @Test("an unclosed quote or bracket is reported where it opens, not at the end of the file")
    func unclosed() {
        #expect(TestSupport.yamlNode("a: [1\n").diagnostics == ["t.yaml:1:4: error: malformed YAML: the flow sequence that starts here is never closed (did not find expected ',' or ']')\nt.yaml:2:1: note: the file ends here"])
        #expect(TestSupport.yamlNode("a:\n  b: \"#FF0000\n\n").diagnostics == ["t.yaml:2:6: error: malformed YAML: the quoted scalar that starts here is never closed (found unexpected end of stream)\nt.yaml:4:1: note: the file ends here"])
        #expect(TestSupport.yamlNode("a: { b: 1, c: 2\n").diagnostics == ["t.yaml:1:4: error: malformed YAML: the flow mapping that starts here is never closed (did not find expected ',' or '}')\nt.yaml:2:1: note: the file ends here"])
        // libyaml counts characters, not bytes: the end of the file is still found after non-ASCII text or a byte order mark.
        #expect(TestSupport.yamlNode("a: { ééééééééééééééééé: 1\n\n").diagnostics == ["t.yaml:1:4: error: malformed YAML: the flow mapping that starts here is never closed (did not find expected ',' or '}')\nt.yaml:3:1: note: the file ends here"])
        #expect(TestSupport.yamlNode("\u{FEFF}a: [1\r\n\r\n").diagnostics == ["t.yaml:1:4: error: malformed YAML: the flow sequence that starts here is never closed (did not find expected ',' or ']')\nt.yaml:3:1: note: the file ends here"])
    }

    @Test("a YAML file's own words are kept: a '//' is no comment in YAML, so a flow sequence is left open")
    func slashesAreNoComment() {
        #expect(TestSupport.yamlNode("a: [1 // 2\n").diagnostics == ["t.yaml:1:4: error: malformed YAML: the flow sequence that starts here is never closed (did not find expected ',' or ']')\nt.yaml:2:1: note: the file ends here"])
        #expect(TestSupport.yamlNode("a:\n  b: \"x\u{1}y\"\n").diagnostics == ["t.yaml:2:8: error: invalid YAML text: control characters are not allowed"])
    }

    @Test("a flow mapping of 100,000 keys is read whole (duplicate checks are one hash lookup per key)")
    func wideFlowMapping() throws {
        let text = "a: {" + (0..<100_000).map { "k\($0): \($0)" }.joined(separator: ", ") + "}\n"
        let (node, diagnostics) = TestSupport.yamlNode(text)
        #expect(diagnostics.isEmpty)
        let entries = try #require(node?.entries?.first?.value.entries)
        #expect(entries.count == 100_000)
        #expect(entries.last?.key == "k99999")
    }

    @Test("CR-only line endings count lines as LF does")
    func carriageReturns() {
        #expect(TestSupport.yamlNode("a: 1\rb: 2\ra: 3\r").diagnostics == ["t.yaml:3:1: error: duplicate key 'a' in this mapping\nt.yaml:1:1: note: 'a' is first defined here"])
    }

    @Test("an alias bomb is refused quickly")
    func aliasBomb() {
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
        for (index, name) in ["b", "c", "d", "e", "f", "g", "h", "i"].enumerated() {
            let previous = index == 0 ? "a" : ["b", "c", "d", "e", "f", "g", "h"][index - 1]
            lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        let (node, diagnostics) = TestSupport.yamlNode(lines.joined(separator: "\n"))
        #expect(node == nil)
        // Level f holds ten copies of e (111,111 nodes each): the tenth passes the limit.
        #expect(diagnostics == ["t.yaml:6:44: error: this alias expands the document past 1000000 nodes; refusing to read it (an alias bomb?)"])
    }

    @Test("a document too large by itself is refused with a message about its size, not about aliases")
    func tooLarge() {
        var reader = YAMLReader()
        reader.limits.maximumNodes = 10
        #expect(TestSupport.yamlNode("a: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]\n", reader: reader).diagnostics == ["t.yaml:1:32: error: this file holds more than 10 keys, values, mappings and lists; ThemeGen reads at most that many from one file, so split its themes across several files"])
    }

    @Test("a key longer than YAML's 1,024-character limit for simple keys gets a message that says so")
    func longKey() {
        let key = String(repeating: "k", count: 1_100)
        let message =
            "error: this key is 1100 characters long, and YAML allows at most 1024 for a key written before ':' on one line; "
            + "shorten it, or write it as an explicit key: '? ' and the key on one line, ': ' and the value on the next"
        #expect(TestSupport.yamlNode("a:\n  \(key): 1\n").diagnostics == ["t.yaml:2:1103: \(message)"])
        #expect(TestSupport.yamlNode("a: { \(key): 1 }\n").diagnostics == ["t.yaml:1:1106: \(message)"])
        #expect(TestSupport.yamlNode("a:\n  ? \(key)\n  : 1\n").diagnostics.isEmpty)
    }

    @Test("absurd nesting is refused")
    func deepNesting() {
        let text = "a: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(TestSupport.yamlNode(text).diagnostics == ["t.yaml:1:67: error: nesting is deeper than 64 levels; a theme file never needs that"])
    }

    @Test("an alias to an undefined anchor is an error")
    func undefinedAlias() {
        #expect(TestSupport.yamlNode("a: *nowhere\n").diagnostics == ["t.yaml:1:4: error: alias '*nowhere' refers to no anchor defined before it"])
    }

    @Test("an empty value keeps the comment after it, which is null; an empty key keeps none")
    func commentAfterEmptyValue() throws {
        let entries = try #require(TestSupport.yamlNode("a: #000\n? # note\n: 1\nb:\n").node?.entries)
        #expect(entries.map(\.key) == ["a", "", "b"])
        #expect(entries.map(\.value.commentAfterEmptyValue) == ["#000", nil, nil])
        #expect(entries.map(\.value.isNull) == [true, false, true])
        #expect(entries[0].value.kindDescription == "null")
    }

    @Test("a second document is an error")
    func twoDocuments() {
        #expect(TestSupport.yamlNode("a: 1\n---\nb: 2\n").diagnostics == ["t.yaml:2:1: error: a theme file holds one YAML document; found a second one here"])
    }

    @Test("empty, binary and non-UTF-8 files get a clear error")
    func notText() {
        #expect(TestSupport.yamlNode("").diagnostics == ["t.yaml:1:1: error: the file is empty; expected a YAML mapping with a 'themes' key"])
        #expect(TestSupport.yamlNode("# only a comment\n").diagnostics == ["t.yaml:1:1: error: the file is empty; expected a YAML mapping with a 'themes' key"])
        var log = DiagnosticLog()
        _ = YAMLReader().read(SourceFile(path: "b.yaml", contents: Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x00, 0x01])), log: &log)
        #expect(log.diagnostics.map(\.formatted) == ["b.yaml:1:6: error: this is a binary file, not text; expected a YAML theme file"])
        log = DiagnosticLog()
        _ = YAMLReader().read(SourceFile(path: "u.yaml", contents: Data("a: x\nb: \"".utf8) + Data([0xFF, 0x22])), log: &log)
        #expect(log.diagnostics.map(\.formatted) == ["u.yaml:2:5: error: invalid UTF-8 byte 0xFF; theme files must be UTF-8 text"])
    }

    @Test("a NUL or an invalid byte far into a file is located exactly (the scans skip many bytes at a time)")
    func farIntoTheFile() {
        var log = DiagnosticLog()
        let long = "k: 1\na: \"" + String(repeating: "x", count: 21) + "é" + String(repeating: "y", count: 5)
        _ = YAMLReader().read(SourceFile(path: "u.yaml", contents: Data(long.utf8) + Data([0xC3, 0x28, 0x22, 0x0A])), log: &log)
        #expect(log.diagnostics.map(\.formatted) == ["u.yaml:2:32: error: invalid UTF-8 byte 0xC3; theme files must be UTF-8 text"])
        log = DiagnosticLog()
        _ = YAMLReader().read(SourceFile(path: "b.yaml", contents: Data(long.utf8) + Data([0x00]) + Data(String(repeating: "z", count: 40).utf8)), log: &log)
        #expect(log.diagnostics.map(\.formatted) == ["b.yaml:2:32: error: this is a binary file, not text; expected a YAML theme file"])
    }

    @Test("non-scalar keys are refused")
    func complexKey() {
        #expect(TestSupport.yamlNode("? [a, b]\n: 1\n").diagnostics == ["t.yaml:1:3: error: mapping keys must be plain strings, not a list"])
    }
}
