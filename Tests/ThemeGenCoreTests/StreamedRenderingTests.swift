import Foundation
import Testing

@testable import ThemeGenCore

/// Rendering into a sink: the same bytes as rendering whole, handed on in bounded pieces.
@Suite("Streamed rendering")
struct StreamedRenderingTests {
    /// What a sink received.
    private final class Received {
        var bytes: [UInt8] = []
        var pieces: [Int] = []

        func take(_ piece: UnsafeRawBufferPointer) {
            bytes.append(contentsOf: piece)
            pieces.append(piece.count)
        }
    }

    /// `count` rows, each with its number and 100 bytes of padding.
    private struct NumberedRows: MustacheTable {
        let count: Int
        var names: [String] { ["n", "pad"] }

        func value(_ name: String, row: Int) -> MustacheValue? {
            switch name {
            case "n": .string(String(row))
            case "pad": .string(String(repeating: "x", count: 100))
            default: nil
            }
        }
    }

    private static let rowCount = 30_000

    private static func expectedLines(indentation: String) -> String {
        (0..<rowCount).map { "\(indentation)row \($0) \(String(repeating: "x", count: 100))\n" }.joined()
    }

    @Test("a large table renders on every core in rounds, handed on in pieces of about a mebibyte, byte for byte as rendered whole")
    func table() throws {
        let template = try MustacheTemplate("begin\n{{#rows}}\nrow {{{n}}} {{{pad}}}\n{{/rows}}\nend\n")
        let data: MustacheValue = ["rows": .table(NumberedRows(count: Self.rowCount))]
        let received = Received()
        let warnings = try template.render(data, into: received.take)
        #expect(warnings.isEmpty)
        #expect(String(decoding: received.bytes, as: UTF8.self) == "begin\n" + Self.expectedLines(indentation: "") + "end\n")
        #expect(received.bytes == (try template.renderBytes(data).bytes))
        #expect(received.pieces.count >= 3)
        #expect(received.pieces.allSatisfy { $0 <= 3 << 20 }, "\(received.pieces)")
    }

    @Test("a block placed at another indentation keeps its output until it ends, then hands it on re-indented")
    func reindentedBlock() throws {
        // The block's tags share a line, so the line is not standalone and its newline stays.
        let partials = ["base": "begin\n    {{$body}}{{/body}}\nend\n"]
        let template = try MustacheTemplate("{{<base}}\n{{$body}}\n{{#rows}}\nrow {{{n}}} {{{pad}}}\n{{/rows}}\n{{/body}}\n{{/base}}")
        let data: MustacheValue = ["rows": .table(NumberedRows(count: Self.rowCount))]
        let received = Received()
        _ = try template.render(data, partials: partials, into: received.take)
        #expect(String(decoding: received.bytes, as: UTF8.self) == "begin\n" + Self.expectedLines(indentation: "    ") + "\nend\n")
        #expect(received.bytes == (try template.renderBytes(data, partials: partials).bytes))
    }

    /// `count` rows of a kibibyte each.
    private struct KibibyteRows: MustacheTable {
        let count: Int
        var names: [String] { ["line"] }

        func value(_ name: String, row: Int) -> MustacheValue? {
            name == "line" ? .string(String(repeating: "x", count: 1_023)) : nil
        }
    }

    @Test("a table whose rows together pass the output limit stops at its section, streamed or whole, though no share passes it alone")
    func outputLimitAcrossShares() throws {
        let template = try MustacheTemplate("{{#rows}}\n{{{line}}}\n{{/rows}}\n", name: "Big.mustache")
        let data: MustacheValue = ["rows": .table(KibibyteRows(count: 70 * 1_024))]
        let limit = MustacheError(
            message: "rendering stops at this section: the output passes 64 MiB, the most a template may write",
            template: "Big.mustache", line: 1, column: 1)
        let received = Received()
        #expect(throws: limit) { try template.render(data, into: received.take) }
        #expect(received.bytes.count <= (64 << 20) + (4 << 20))
        #expect(throws: limit) { try template.renderBytes(data) }
    }

    @Test("generating into a sink writes the default templates' file byte for byte, in pieces")
    func generation() throws {
        var yaml = "themes:\n"
        for theme in 0..<40 {
            yaml += "  Theme \(theme):\n    colors:\n"
            for key in 0..<600 {
                yaml += "      color\(key): \"#\(String(format: "%06X", (theme * 7_919 + key * 104_729) & 0xFF_FFFF))\"\n"
            }
        }
        let set = try #require(TestSupport.loadYAML(yaml).themeSet)
        let whole = try Generator.generate(set)
        let received = Received()
        let warnings = try Generator.generate(set, into: received.take)
        #expect(warnings.isEmpty)
        #expect(whole.bytes.count > 1 << 20)
        #expect(received.bytes == whole.bytes)
        #expect(received.pieces.count >= 2)
        #expect(received.pieces.allSatisfy { $0 <= 3 << 20 }, "\(received.pieces)")
    }
}
