import Foundation
import Testing

@testable import ThemeGenCore

// Swift Testing has a `SourceLocation` too.
private typealias SourceLocation = ThemeGenCore.SourceLocation

/// A large YAML file is read in pieces on several cores; these tests read small files so, and check that
/// the pieces give the tree the whole file gives (every key, value, kind, line and column), and that
/// where a cut would change anything the file is read whole, with the whole file's diagnostics.
@Suite("YAML read in pieces")
struct YAMLSplitTests {
    /// Themes as teams write them: comments, blank lines, quoted keys, nesting, merge keys within a theme,
    /// block scalars, flow collections over several lines, other top-level keys before and after.
    static let themes = """
        # Brand themes
        version: 2
        defaults: &shared
          colors:
            base: "#FFFFFF"
        themes:   # every theme

          Solid Blue:
            colors: &blue
              primary: "#0000FF"
              accent: {light: "#FF0000",
                dark: "#00FF00"}
            note: |
              Two lines
              of text
        # a comment at the first column inside the themes
          "Zen Black":
            colors:
              <<: {accent: "#111"}
              primary: #000
            spacing: [4, 8,
              16]
          Plain:
            colors:
              primary: '#123'
          Last: {colors: {primary: "#321"}}
        extra:
          key: value

        """

    @Test("the pieces give the tree the whole file gives, whatever the number of pieces", arguments: [2, 3, 4, 9])
    func sameTree(pieceCount: Int) throws {
        let (whole, split) = try Self.readBothWays(Self.themes, pieceCount: pieceCount)
        #expect(split.pieces.count > 1 && split.pieces.count <= pieceCount)
        #expect(try #require(split.read) == #require(whole))
    }

    @Test("a last line of blanks without a line break does not keep a file from being cut")
    func blankLastLine() throws {
        let (whole, split) = try Self.readBothWays("themes:\n  A: 1\n  B: 2\n   ", pieceCount: Self.everyKey.pieceCount)
        #expect(split.pieces.count == 2)
        #expect(try #require(split.read) == #require(whole))
    }

    @Test("the reader reads a file in pieces when its policy says so, with the same tree")
    func readerUsesPieces() throws {
        var reader = YAMLReader()
        reader.splitting = YAMLSplit.Policy(minimumFileSize: 0, pieceCount: 2)
        let (split, splitDiagnostics) = TestSupport.yamlNode(Self.themes, reader: reader)
        let (whole, wholeDiagnostics) = TestSupport.yamlNode(Self.themes)
        #expect(splitDiagnostics.isEmpty && wholeDiagnostics.isEmpty)
        #expect(try #require(split) == #require(whole))
        let themes = try #require(whole?.entries?.first { $0.key == "themes" })
        #expect(themes.keyLocation == SourceLocation(file: "t.yaml", line: 6, column: 1))
        #expect(themes.value.location == SourceLocation(file: "t.yaml", line: 8, column: 3))
    }

    /// Files whose cut would read differently from the whole: the pieces do not prove it, and the
    /// reader reads the file whole, with the same tree or the same diagnostics.
    @Test(
        "a cut that does not prove right is not used",
        arguments: [
            // The same theme twice, in two pieces.
            "themes:\n  A: 1\n  A: 2\n",
            // A quoted string that goes on over a line that looks like a theme.
            "themes:\n  A: \"one\n  B: two\"\n  C: 3\n",
            // `themes:` inside a quoted string that goes on into the lines below it.
            "a: \"x\nthemes:\n  b: 1\n  c: 2\n\"\n",
            // A second document after the themes.
            "themes:\n  A: 1\n  B: 2\n---\nthemes: {}\n",
            // A flow list that goes on over a line that looks like a theme.
            "themes:\n  A: [1,\n  B: 2]\n  C: 3\n",
        ])
    func unprovenCut(text: String) throws {
        let (whole, split) = try Self.readBothWays(text, pieceCount: Self.everyKey.pieceCount)
        #expect(split.read == nil)
        var reader = YAMLReader()
        reader.splitting = Self.everyKey
        let (read, diagnostics) = TestSupport.yamlNode(text, reader: reader)
        #expect(diagnostics == TestSupport.yamlNode(text).diagnostics)
        #expect(read == whole)
    }

    @Test("the limits hold for the whole file: nesting counts from the file's root, nodes across the pieces")
    func limitsAcrossPieces() throws {
        // 11 nodes: the root, 'themes', its mapping, 'A', [[1]] (3), 'B', [2, 3] (3); 4 levels deep at [1].
        let text = "themes:\n  A: [[1]]\n  B: [2, 3]\n"
        let split = try #require(Array(text.utf8).withUnsafeBufferPointer { YAMLSplit.plan($0, policy: Self.everyKey) })
        var reader = YAMLReader()
        reader.splitting = Self.everyKey
        reader.limits.maximumDepth = 3
        #expect(reader.read(split, of: Data(text.utf8), origin: .named("t.yaml")) == nil)
        #expect(TestSupport.yamlNode(text, reader: reader).diagnostics == ["t.yaml:2:7: error: nesting is deeper than 3 levels; a theme file never needs that"])
        reader.limits.maximumDepth = 4
        #expect(reader.read(split, of: Data(text.utf8), origin: .named("t.yaml")) != nil)
        reader.limits.maximumNodes = 10
        #expect(reader.read(split, of: Data(text.utf8), origin: .named("t.yaml")) == nil)
        #expect(TestSupport.yamlNode(text, reader: reader).diagnostics == ["t.yaml:2:3: error: this file holds more than 10 keys, values, mappings and lists; ThemeGen reads at most that many from one file, so split its themes across several files"])
        reader.limits.maximumNodes = 11
        #expect(reader.read(split, of: Data(text.utf8), origin: .named("t.yaml")) != nil)
    }

    @Test(
        "files that cannot be cut safely by their lines are not cut",
        arguments: [
            // An alias: a piece may use an anchor that another piece defines.
            "themes:\n  A: &a {x: 1}\n  B: *a\n",
            "themes:\r\n  A: 1\r\n  B: 2\r\n",
            "themes:\n  A: 1\n\tB: 2\n",
            "themes:\n  - A\n  - B\n",
            "themes:\n  A: 1\n  <<: {B: 2}\n",
            "themes:\n  A: 1\n  ? B\n  : 2\n",
            "themes:\n    A: 1\n  B: 2\n",
            "themes: {A: 1,\n  B: 2}\n",
            // A flow mapping (as JSON is) that holds the key and the lines below it.
            "# flow\n\n  {a: 1,\nthemes:\n  b: 1\n  c: 2\n}\n",
            "[a,\nthemes:\n  b: 1\n  c: 2\n]\n",
            "themes:\n  A: 1\n",
        ])
    func notCut(text: String) {
        let bytes = Array(text.utf8)
        let split = bytes.withUnsafeBufferPointer { YAMLSplit.plan($0, policy: YAMLSplit.Policy(minimumFileSize: 0, pieceCount: 2)) }
        #expect(split == nil)
    }

    @Test("a piece that ends with a value written as nothing is read whole: libyaml locates that value where the next key starts")
    func emptyValueAtAPieceEnd() throws {
        // Found by the yaml fuzz target: read in pieces, the empty value of '? b' was located at the piece's end (4:1), not at 'c' (4:3).
        let text = "themes:\n  A:\n    ? b\n  c: 1\n"
        let (whole, split) = try Self.readBothWays(text, pieceCount: 2)
        #expect(split.pieces.count == 2)
        #expect(split.read == nil)
        let value = try #require(whole?.entries?.first?.value.entries?.first?.value.entries?.first?.value)
        #expect(value.location == SourceLocation(file: "t.yaml", line: 4, column: 3))
        var reader = YAMLReader()
        reader.splitting = Self.everyKey
        #expect(TestSupport.yamlNode(text, reader: reader).node == whole)
        // A piece whose last value is written out is still read in pieces.
        #expect(try Self.readBothWays("themes:\n  A:\n    b: 2\n  c: 1\n", pieceCount: 2).split.read != nil)
    }

    @Test("a file smaller than the policy's minimum, or a policy of one piece, is not cut")
    func smallFiles() {
        let bytes = Array(Self.themes.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(YAMLSplit.plan(buffer, policy: YAMLSplit.Policy(minimumFileSize: bytes.count + 1, pieceCount: 2)) == nil)
            #expect(YAMLSplit.plan(buffer, policy: YAMLSplit.Policy(minimumFileSize: 0, pieceCount: 1)) == nil)
            #expect(YAMLSplit.plan(buffer, policy: YAMLSplit.Policy(minimumFileSize: bytes.count, pieceCount: 2)) != nil)
        }
    }

    /// A cut at every key of the mapping.
    static let everyKey = YAMLSplit.Policy(minimumFileSize: 0, pieceCount: 1_000)

    /// `text` read whole, and cut into `pieceCount` pieces with the pieces read.
    static func readBothWays(_ text: String, pieceCount: Int) throws -> (whole: Node?, split: (pieces: [YAMLSplit.Piece], read: Node?)) {
        let bytes = Array(text.utf8)
        let split = try #require(bytes.withUnsafeBufferPointer { YAMLSplit.plan($0, policy: YAMLSplit.Policy(minimumFileSize: 0, pieceCount: pieceCount)) })
        let read = YAMLReader().read(split, of: Data(bytes), origin: .named("t.yaml"))
        return (TestSupport.yamlNode(text).node, (split.pieces, read))
    }
}
