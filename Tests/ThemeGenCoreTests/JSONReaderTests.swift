import Foundation
import Testing

@testable import ThemeGenCore

/// JSON files are read by JSON's grammar (RFC 8259): what JSONTestSuite says a parser must accept is
/// accepted, what it must refuse is refused with a located error, and YAML's or JSONC's syntax in a JSON
/// file is named.
@Suite("JSON reader")
struct JSONReaderTests {
    private func read(_ text: String, path: String = "t.tokens.json") -> (node: Node?, diagnostics: [String]) {
        read(Data(text.utf8), path: path)
    }

    private func read(_ data: Data, path: String = "t.tokens.json") -> (node: Node?, diagnostics: [String]) {
        var log = DiagnosticLog()
        let node = JSONReader().read(SourceFile(path: path, contents: data), log: &log)
        return (node, log.diagnostics.map(\.formatted))
    }

    private func diagnostics(_ text: String, path: String = "t.tokens.json") -> [String] {
        read(text, path: path).diagnostics
    }

    private static let suite = TestSupport.packageRoot.appendingPathComponent("Tests/ThemeGenCoreTests/Fixtures/JSONTestSuite")

    private static func suiteFiles(_ prefix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: suite.path).filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
    }

    @Test("every document JSONTestSuite says a parser must accept is read; a key written twice with a warning, its last value used")
    func mustAccept() throws {
        let files = try Self.suiteFiles("y_")
        #expect(files.count == 95)
        for file in files {
            let result = read(try Data(contentsOf: Self.suite.appendingPathComponent(file)), path: file)
            #expect(result.node != nil, "\(file): \(result.diagnostics)")
            if file.hasPrefix("y_object_duplicated_key") {
                #expect(result.diagnostics.count == 1 && result.diagnostics[0].contains(": warning: duplicate key 'a' in this object; this value is used, as JSON parsers use the last one"), "\(result.diagnostics)")
            } else {
                #expect(result.diagnostics.isEmpty, "\(file): \(result.diagnostics)")
            }
        }
        let duplicate = read("{\"a\": 1, \"b\": 2, \"a\": 3}")
        #expect(duplicate.node?.entries?.map(\.key) == ["a", "b"])
        #expect(duplicate.node?.entries?.first?.value.content == .scalar("3", .plain))
        #expect(duplicate.diagnostics == ["t.tokens.json:1:18: warning: duplicate key 'a' in this object; this value is used, as JSON parsers use the last one\nt.tokens.json:1:2: note: 'a' is first defined here"])
    }

    @Test("every document JSONTestSuite says a parser must refuse is one located error")
    func mustRefuse() throws {
        let files = try Self.suiteFiles("n_")
        #expect(files.count == 188)
        for file in files {
            let result = read(try Data(contentsOf: Self.suite.appendingPathComponent(file)), path: file)
            #expect(result.node == nil && result.diagnostics.count == 1, "\(file): \(result.diagnostics)")
            #expect(result.diagnostics.first?.hasPrefix("\(file):") == true && result.diagnostics.first?.contains(": error: ") == true, "\(file): \(result.diagnostics)")
        }
    }

    @Test("where RFC 8259 leaves the choice: a byte order mark is skipped, numbers are kept as written, half a surrogate pair and text that is not UTF-8 are refused")
    func implementationDefined() throws {
        var outcomes: [String: Bool] = [:]
        for file in try Self.suiteFiles("i_") {
            outcomes[file] = read(try Data(contentsOf: Self.suite.appendingPathComponent(file)), path: file).node != nil
        }
        #expect(outcomes.count == 35)
        #expect(outcomes["i_structure_UTF-8_BOM_empty_object.json"] == true)
        #expect(outcomes["i_number_huge_exp.json"] == true)
        #expect(outcomes["i_number_very_big_negative_int.json"] == true)
        #expect(outcomes["i_string_1st_surrogate_but_2nd_missing.json"] == false)
        #expect(outcomes["i_string_incomplete_surrogate_and_escape_valid.json"] == false)
        #expect(outcomes["i_string_lone_second_surrogate.json"] == false)
        #expect(outcomes["i_string_UTF-16LE_with_BOM.json"] == false)
        #expect(outcomes["i_string_invalid_utf-8.json"] == false)
        // 500 nested arrays are deeper than any theme: refused at the limit every reader has.
        #expect(outcomes["i_structure_500_nested_arrays.json"] == false)
    }

    @Test("YAML's syntax in a JSON file is a located error that names it")
    func yamlSyntax() {
        #expect(diagnostics("{ 'a': 1 }") == ["t.tokens.json:1:3: error: malformed JSON: JSON strings are in double quotes; single quotes are YAML's"])
        #expect(diagnostics("{\n  a: 1 }") == ["t.tokens.json:2:3: error: malformed JSON: the key 'a' is not in double quotes; JSON keys are strings: \"a\""])
        #expect(diagnostics("{ \"a\": [1, 2,], }") == ["t.tokens.json:1:13: error: malformed JSON: a trailing comma: JSON has none after the last item; remove it"])
        #expect(diagnostics("{ \"a\": 1, }") == ["t.tokens.json:1:9: error: malformed JSON: a trailing comma: JSON has none after the last member; remove it"])
        #expect(diagnostics("{ \"a\": &x 1, \"b\": *x }") == ["t.tokens.json:1:8: error: malformed JSON: '&' begins a YAML anchor; JSON has no anchors or aliases"])
        #expect(diagnostics("{ \"b\": *x }") == ["t.tokens.json:1:8: error: malformed JSON: '*' begins a YAML alias; JSON has no anchors or aliases"])
        #expect(diagnostics("{ \"a\": !!str 1 }") == ["t.tokens.json:1:8: error: malformed JSON: '!' begins a YAML tag; JSON has no tags"])
        #expect(diagnostics("{\n  # the palette\n  \"a\": 1\n}") == ["t.tokens.json:2:3: error: malformed JSON: JSON has no comments ('#' begins one in YAML); remove this one"])
        #expect(diagnostics("{ \"a\": \"x\ty\" }") == ["t.tokens.json:1:10: error: malformed JSON: a string cannot hold the control character U+0009 as it is; JSON writes it as \\t"])
        #expect(diagnostics("{ \"a\": blue }") == ["t.tokens.json:1:8: error: malformed JSON: 'blue' is not a JSON value; a string is written in double quotes: \"blue\""])
        #expect(diagnostics("{ \"a\": True }") == ["t.tokens.json:1:8: error: malformed JSON: 'True' is not a JSON value; JSON writes 'true' in lower case"])
        #expect(diagnostics("{ \"a\": 1 }\n---\n{ \"b\": 2 }") == ["t.tokens.json:2:1: error: malformed JSON: a JSON document is one value; found '-' after it"])
        // One missing comma is one error, where the comma belongs, not five with the real one last.
        #expect(diagnostics("{\n  \"a\": { \"$value\": 1 }\n  \"b\": { \"$value\": 2 },\n  \"c\": { \"$value\": 3 }\n}") == ["t.tokens.json:3:3: error: malformed JSON: did not find expected ',' or '}'\nt.tokens.json:1:1: note: while parsing an object that starts here"])
        // Tabs between tokens are JSON's whitespace.
        #expect(diagnostics("{\t\"a\":\t1 }").isEmpty)
    }

    @Test("JSONC's comments are errors where they start: between members, after a number, at the end; a '//' in a string is text")
    func comments() {
        #expect(diagnostics("{\n  \"a\": { \"$value\": \"{b}\" } // an alias\n}\n") == ["t.tokens.json:2:28: error: malformed JSON: JSON has no comments; remove this one"])
        #expect(diagnostics("{\"ééééééééé\": {\"a\": \"http://x\"} // c\n}\n") == ["t.tokens.json:1:33: error: malformed JSON: JSON has no comments; remove this one"])
        #expect(diagnostics("{\n  /* the palette */\n  \"a\": 1\n}\n") == ["t.tokens.json:2:3: error: malformed JSON: JSON has no comments; remove this one"])
        #expect(diagnostics("{\n  \"m\": { \"$value\": 8 // medium\n  }\n}\n") == ["t.tokens.json:2:22: error: malformed JSON: JSON has no comments; remove this one"])
        #expect(diagnostics("{\"a\": 1}\n// the end\n") == ["t.tokens.json:2:1: error: malformed JSON: JSON has no comments; remove this one"])
        #expect(diagnostics("{\"a\": \"http://x\"}").isEmpty)
        #expect(diagnostics("{\"a\": http://x}") == ["t.tokens.json:1:7: error: malformed JSON: 'http' is not a JSON value; a string is written in double quotes: \"http\""])
    }

    @Test("the errors of unclosed and mistyped constructs say what was open and where")
    func structure() {
        #expect(diagnostics("{\n  \"a\": { \"$value\": 1 ,\n}\n") == ["t.tokens.json:2:22: error: malformed JSON: a trailing comma: JSON has none after the last member; remove it"])
        #expect(diagnostics("{\"a\": [1, 2}\n") == ["t.tokens.json:1:12: error: malformed JSON: did not find expected ',' or ']'\nt.tokens.json:1:7: note: while parsing an array that starts here"])
        #expect(diagnostics("{\"a\": {\"b\": 1,\n\"c\": 2 ]}\n") == ["t.tokens.json:2:8: error: malformed JSON: did not find expected ',' or '}'\nt.tokens.json:1:7: note: while parsing an object that starts here"])
        #expect(diagnostics("{\"a\": {\"b\": 1\n") == ["t.tokens.json:1:7: error: malformed JSON: the object that starts here is never closed (the file ends before its '}')\nt.tokens.json:2:1: note: the file ends here"])
        #expect(diagnostics("{\"a\": \"x\n", path: "t.json") == ["t.json:1:7: error: malformed JSON: the string that starts here is not closed on its line; a JSON string cannot hold a line break (write it as \\n)\nt.json:1:9: note: the line ends here"])
        #expect(diagnostics("{\"a\": \"x\\qy\"}") == ["t.tokens.json:1:9: error: malformed JSON: '\\q' is not an escape JSON has; it has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"])
        #expect(diagnostics("{\"a\": 01}") == ["t.tokens.json:1:7: error: malformed JSON: '01' is not a JSON number: JSON writes an optional '-', digits without a leading zero, an optional '.' and digits, and an optional exponent; a string is in double quotes"])
        #expect(diagnostics("{\"a\": 8px}") == ["t.tokens.json:1:7: error: malformed JSON: '8px' is not a JSON number: JSON writes an optional '-', digits without a leading zero, an optional '.' and digits, and an optional exponent; a string is in double quotes"])
        #expect(diagnostics("") == ["t.tokens.json:1:1: error: the file is empty; expected a JSON object: themes under a 'themes' key, or design tokens"])
        #expect(diagnostics(" \n ") == ["t.tokens.json:1:1: error: the file is empty; expected a JSON object: themes under a 'themes' key, or design tokens"])
        #expect(diagnostics("{\"a\": \"\u{0}\"}") == ["t.tokens.json:1:8: error: this is a binary file, not text; expected a JSON theme or token file"])
        #expect(diagnostics(String(repeating: "[", count: 100_000)) == ["t.tokens.json:1:65: error: nesting is deeper than 64 levels; a theme file never needs that"])
    }

    @Test("strings keep what JSON writes: surrogate pairs, U+0085, U+2028 in a key, escapes; columns count characters")
    func strings() throws {
        let text = "{\"\u{2028}k\": \"a\\ud83d\\ude00b\", \"n\": \"x\u{85}y\", \"e\": \"\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\", \"after\": 1}"
        let result = read(text)
        #expect(result.diagnostics.isEmpty)
        let entries = try #require(result.node?.entries)
        #expect(entries.map(\.key) == ["\u{2028}k", "n", "e", "after"])
        #expect(entries[0].value.content == .scalar("a😀b", .string))
        #expect(entries[1].value.content == .scalar("x\u{85}y", .string))
        #expect(entries[2].value.content == .scalar("\"\\/\u{8}\u{C}\n\r\té", .string))
        #expect(entries[3].value.content == .scalar("1", .plain))
        // Columns in Unicode scalars: the U+2028 and U+0085 are one each, the escapes as written.
        #expect(entries[0].keyLocation == SourceLocation(file: "t.tokens.json", line: 1, column: 2))
        #expect(entries[1].keyLocation == SourceLocation(file: "t.tokens.json", line: 1, column: 26))
        #expect(entries[3].keyLocation == SourceLocation(file: "t.tokens.json", line: 1, column: 69))
        #expect(diagnostics("{\"a\": \"\\ud83d\"}") == ["t.tokens.json:1:8: error: malformed JSON: '\\uD83D' is half of a UTF-16 surrogate pair without its other half, which no text can hold; write the pair, or the character itself"])
    }

    @Test("a JSON document's tree is the one YAML's reader makes of it: the same nodes, kinds and places")
    func sameTreeAsYAML() throws {
        let text = "{\n  \"color\": {\n    \"$type\": \"color\",\n    \"a\": { \"$value\": { \"colorSpace\": \"srgb\", \"components\": [0, 0.5, 1e0] } },\n    \"b\": { \"$value\": \"{color.a}\", \"$deprecated\": true, \"x\": null }\n  }\n}\n"
        let json = try #require(read(text, path: "t.yaml").node)
        let yaml = try #require(TestSupport.yamlNode(text).node)
        #expect(json == yaml)
    }
}
