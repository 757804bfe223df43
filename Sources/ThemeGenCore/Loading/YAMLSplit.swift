/// How a large YAML file is cut so that several cores can read it: its largest block mapping under a
/// top-level key (`themes:` and the themes under it, in a ThemeGen file) is cut into pieces of whole
/// lines, each starting at one of that mapping's keys, and the rest of the file is read on its own with
/// the mapping's lines left empty.
///
/// The cut is only a guess made from lines and indentation; `YAMLReader` proves it from what libyaml
/// reads (every piece reads without error as a block mapping, the key stands where it was found with an
/// empty value, no key repeats across pieces) and otherwise reads the file whole, so a file reads the
/// same, with the same diagnostics, either way.
struct YAMLSplit: Sendable {
    /// A run of whole lines of the mapping, starting at one of its keys.
    struct Piece: Sendable {
        /// Where the lines are in the file's bytes (they are read there, not copied).
        var range: Range<Int>
        /// How many lines of the file come before the piece.
        var linesBefore: Int
    }

    /// The file with the mapping's lines left empty (line breaks kept, so every line keeps its number).
    var outer: [UInt8]
    /// The top-level key whose value the mapping is.
    var key: String
    /// The key's line, counted from 1 (the key is at its first column).
    var keyLine: Int
    /// The mapping, in order.
    var pieces: [Piece]

    /// Which files are cut, and into how many pieces.
    struct Policy: Sendable {
        /// The smallest file worth cutting: below it, starting threads costs more than they save.
        var minimumFileSize = 256 * 1024
        /// Four pieces per core, taken by whichever core is free next (one core may read more slowly
        /// than another); one piece, so no cut, with one core.
        var pieceCount = ConcurrentMap.cores > 1 ? 4 * ConcurrentMap.cores : 1
    }

    /// The cut of `bytes` into about `policy.pieceCount` pieces, or `nil` when the file is smaller than
    /// the policy's minimum, or has no top-level block mapping that can be cut safely: one written `key:`
    /// alone on its line (a comment may follow), whose lines are indented by spaces, never less than its
    /// first key, and whose keys start with none of `-`, `?` and `<` (a list, explicit keys, merge keys),
    /// in a file with no carriage returns and no `*` (which may be an alias to an anchor in another piece).
    static func plan(_ bytes: UnsafeBufferPointer<UInt8>, policy: Policy) -> YAMLSplit? {
        guard policy.pieceCount > 1, bytes.count >= policy.minimumFileSize, !startsWithFlowCollection(bytes),
            !bytes.contains(carriageReturn), !bytes.contains(asterisk)
        else { return nil }
        var lines = LineIndex(bytes).lineStarts
        // A line break at the very end starts no line.
        if lines.count > 1, lines.last == bytes.count { lines.removeLast() }
        guard let region = largestRegion(bytes, lines: lines),
            let keyStarts = mappingKeyLines(bytes, lines: lines, region: region), keyStarts.count > 1
        else { return nil }
        let end = region.lines.upperBound < lines.count ? lines[region.lines.upperBound] : bytes.count
        let target = (end - lines[region.lines.lowerBound]) / policy.pieceCount + 1
        var pieces: [Piece] = []
        var pieceStart = keyStarts[0]
        for line in keyStarts.dropFirst() where lines[line] - lines[pieceStart] >= target {
            pieces.append(Piece(range: lines[pieceStart]..<lines[line], linesBefore: pieceStart))
            pieceStart = line
        }
        pieces.append(Piece(range: lines[pieceStart]..<end, linesBefore: pieceStart))
        guard pieces.count > 1 else { return nil }
        var outer = Array(bytes[..<lines[region.lines.lowerBound]])
        outer += repeatElement(newline, count: region.lines.count)
        outer += bytes[end...]
        return YAMLSplit(outer: outer, key: region.key, keyLine: region.lines.lowerBound, pieces: pieces)
    }

    /// Whether the document is a flow collection (`{` or `[` after blanks and comments), as JSON is: its
    /// keys are never alone on their lines.
    private static func startsWithFlowCollection(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case space, newline, tab:
                index += 1
            case hash:
                guard let end = bytes[index...].firstIndex(of: newline) else { return false }
                index = end + 1
            default:
                return bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[")
            }
        }
        return false
    }

    /// A top-level key written alone on its line, and the lines after it up to the next line that starts
    /// at the first column with anything but a comment.
    private struct Region {
        var key: String
        var lines: Range<Int>
    }

    /// The region with the most bytes.
    private static func largestRegion(_ bytes: UnsafeBufferPointer<UInt8>, lines: [Int]) -> Region? {
        var best: (region: Region, size: Int)?
        var line = 0
        while line < lines.count {
            guard let key = keyAlone(bytes, from: lines[line]) else {
                line += 1
                continue
            }
            var next = line + 1
            while next < lines.count, continuesRegion(bytes[lines[next]]) { next += 1 }
            let end = next < lines.count ? lines[next] : bytes.count
            let size = end - (line + 1 < lines.count ? lines[line + 1] : bytes.count)
            if size > best?.size ?? 0 { best = (Region(key: key, lines: (line + 1)..<next), size) }
            line = next
        }
        return best?.region
    }

    /// Whether a line starting with `byte` belongs to the region above it: it is indented (by spaces, or
    /// by a tab, which makes the region one not to cut), blank, or a comment.
    private static func continuesRegion(_ byte: UInt8) -> Bool {
        byte == space || byte == newline || byte == hash || byte == tab
    }

    /// The key of a line written `key:` at the first column, with nothing after the colon but blanks
    /// and a comment; the key made of letters, digits, `_` and `-` (not first).
    private static func keyAlone(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
        var index = start
        while index < bytes.count, isKeyByte(bytes[index]), bytes[index] != hyphen || index > start { index += 1 }
        guard index > start, index < bytes.count, bytes[index] == colon else { return nil }
        let key = String(decoding: bytes[start..<index], as: UTF8.self)
        index += 1
        while index < bytes.count, bytes[index] == space { index += 1 }
        guard index == bytes.count || bytes[index] == newline || bytes[index] == hash && bytes[index - 1] == space else { return nil }
        return key
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == hyphen
    }

    /// The lines of the region that start a key of its mapping (indented as its first key), or `nil`
    /// when a line is indented less than that, or by a tab, or a key there is a merge or explicit key,
    /// or the mapping is a list.
    private static func mappingKeyLines(_ bytes: UnsafeBufferPointer<UInt8>, lines: [Int], region: Region) -> [Int]? {
        var indentation: Int?
        var keyLines: [Int] = []
        for line in region.lines {
            var index = lines[line]
            while index < bytes.count, bytes[index] == space { index += 1 }
            // A blank last line, without a line break, holds nothing.
            guard index < bytes.count else { continue }
            guard bytes[index] != tab else { return nil }
            guard bytes[index] != newline, bytes[index] != hash else { continue }
            let column = index - lines[line]
            let mappingIndentation = indentation ?? column
            indentation = mappingIndentation
            if column < mappingIndentation { return nil }
            guard column == mappingIndentation else { continue }
            if bytes[index] == hyphen || bytes[index] == UInt8(ascii: "?") || bytes[index] == UInt8(ascii: "<") { return nil }
            keyLines.append(line)
        }
        return keyLines
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let asterisk = UInt8(ascii: "*")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let hash = UInt8(ascii: "#")
    private static let colon = UInt8(ascii: ":")
    private static let hyphen = UInt8(ascii: "-")
}
