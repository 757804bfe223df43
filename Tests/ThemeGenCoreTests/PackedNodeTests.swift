import Foundation
import Testing

@testable import ThemeGenCore

// Swift Testing has a `SourceLocation` too.
private typealias SourceLocation = ThemeGenCore.SourceLocation

/// A token's value is kept packed until a resolution reads it; unpacking must give back the very tree
/// that was read, every kind, text and location included, or messages would point elsewhere.
@Suite("Packed token values")
struct PackedNodeTests {
    /// `text` read, then its root packed and unpacked.
    private static func roundTrip(_ text: String) throws -> (read: Node, unpacked: Node) {
        let read = try #require(TestSupport.yamlNode(text).node)
        let packed = try #require(PackedNode(read, in: read.location))
        return (read, packed.node(in: read.location))
    }

    @Test("a DTCG colour object comes back equal, with each node's line and column")
    func colorObject() throws {
        let json = """
            {
              "colorSpace": "srgb",
              "components": [0.25, 0.5,
                             1],
              "alpha": 0.8, "hex": "#4080ff"
            }
            """
        let (read, unpacked) = try Self.roundTrip(json)
        #expect(unpacked == read)
        let entries = try #require(unpacked.entries)
        #expect(entries.map(\.key) == ["colorSpace", "components", "alpha", "hex"])
        #expect(entries.map(\.keyLocation.prefix) == ["t.yaml:2:3", "t.yaml:3:3", "t.yaml:5:3", "t.yaml:5:17"])
        guard case .sequence(let components) = entries[1].value.content else {
            Issue.record("components is not a list")
            return
        }
        #expect(components.map(\.location.prefix) == ["t.yaml:3:18", "t.yaml:3:24", "t.yaml:4:18"])
        #expect(components.map(\.content) == [.scalar("0.25", .plain), .scalar("0.5", .plain), .scalar("1", .plain)])
    }

    @Test("text of several bytes a character, nesting, and lines and columns past one byte's worth")
    func everyKindAndLargeNumbers() throws {
        let padding = String(repeating: "\n", count: 300)
        let yaml = """
            root:
              plain: 12px
              quoted: "Grüße, 世界 🎨"
              empty: ""
              nested:
                - [1, [2, {deep: true}]]
                - \(String(repeating: " ", count: 200))far: right
            \(padding)  late: value
            """
        let (read, unpacked) = try Self.roundTrip(yaml)
        #expect(unpacked == read)
        let root = try #require(unpacked.entries?.first?.value.entries)
        #expect(root.first { $0.key == "quoted" }?.value.content == .scalar("Grüße, 世界 🎨", .string))
        #expect(root.last?.keyLocation.prefix == "t.yaml:308:3")
    }

    @Test("a value larger than the room it is first written into")
    func largeValue() throws {
        let items = (0..<400).map { "\"stop \($0)\"" }.joined(separator: ", ")
        let (read, unpacked) = try Self.roundTrip("[\(items)]")
        #expect(unpacked == read)
        guard case .sequence(let stops) = unpacked.content else {
            Issue.record("not a list")
            return
        }
        #expect(stops.count == 400)
        #expect(stops.last?.content == .scalar("stop 399", .string))
    }

    @Test("the scalar kinds of property lists and of an empty YAML value with a comment")
    func scalarKinds() throws {
        let kinds: [Node.ScalarKind] = [.plain, .string, .number, .boolean, .date, .data, .commentedEmpty]
        let items = kinds.enumerated().map { index, kind in
            Node(.scalar("value \(index)", kind), at: SourceLocation(file: "k.json", line: 2 + index, column: 5))
        }
        let tree = Node(.sequence(items), at: SourceLocation(file: "k.json", line: 1, column: 1))
        let packed = try #require(PackedNode(tree, in: tree.location))
        #expect(packed.node(in: tree.location) == tree)
    }

    @Test("a YAML alias's nodes keep the anchor's earlier lines")
    func aliasGoesBack() throws {
        let yaml = """
            base: &shade
              red: 1
              green: 0.5
            other:
              first: x
              shade: *shade
            """
        let (read, unpacked) = try Self.roundTrip(yaml)
        #expect(unpacked == read)
        let shade = try #require(unpacked.entries?.last?.value.entries?.last?.value.entries)
        #expect(shade.map(\.keyLocation.prefix) == ["t.yaml:2:3", "t.yaml:3:3"])
    }

    @Test("a scalar is kept as it is, and so is a tree with a location outside the file's text")
    func notPacked() throws {
        let scalar = Node(.scalar("{color.brand}", .string), at: SourceLocation(file: "a.json", line: 3, column: 14))
        #expect(PackedNode(scalar, in: scalar.location) == nil)
        let inOtherFile = Node(
            .sequence([Node(.scalar("1", .plain), at: SourceLocation(file: "b.json", line: 1, column: 2))]),
            at: SourceLocation(file: "a.json", line: 1, column: 1))
        #expect(PackedNode(inOtherFile, in: inOtherFile.location) == nil)
        let keyPathLocation = SourceLocation(file: "a.plist", keyPath: ["colors", "primary"])
        let inBinaryPlist = Node(.sequence([Node(.scalar("1", .number), at: keyPathLocation)]), at: keyPathLocation)
        #expect(PackedNode(inBinaryPlist, in: keyPathLocation) == nil)
    }
}
