/// A line diff in unified format (`--- old`, `+++ new`, `@@ … @@` hunks with three lines of context).
/// Used by `themegen generate --check` and by the reference tests.
///
/// Bounded in time and memory whatever the inputs: lines the texts share at the start and the end are
/// set aside first; the rest is diffed with Myers' algorithm up to `maximumEdits` edits, keeping only the
/// diagonals each step reached (memory grows with the square of the edits, not with the files); past
/// that, the differing middle is shown as removed and added whole. At most `maximumLines` lines of hunks
/// are printed (the last hunk cut short if need be), then a line saying how many changed lines are left. Lines are compared byte for byte (Swift's
/// `String` equality would treat differently normalised text as equal).
public enum UnifiedDiff {
    /// The most edits the shortest edit script is searched for.
    public static let maximumEdits = 2_000
    /// The most lines of hunks printed by default.
    public static let maximumLines = 2_000

    private enum Edit: Equatable { case same, delete, insert }

    /// The diff from `old` to `new`, or an empty string when they are equal; at most `maximumLines`
    /// lines of hunks.
    public static func make(
        old: String, new: String, oldName: String, newName: String, context: Int = 3,
        maximumLines: Int = UnifiedDiff.maximumLines
    ) -> String {
        guard !old.utf8.elementsEqual(new.utf8) else { return "" }
        let a = lines(old)
        let b = lines(new)
        let edits = script(a, b)
        var output = ["--- \(oldName)", "+++ \(newName)"]
        // Walk the edit script, keeping positions in both files.
        var positions: [(edit: Edit, a: Int, b: Int)] = []
        positions.reserveCapacity(edits.count)
        var i = 0
        var j = 0
        for edit in edits {
            positions.append((edit, i, j))
            switch edit {
            case .same:
                i += 1
                j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        let changed = positions.indices.filter { positions[$0].edit != .same }
        var printed = 0
        var shownChanges = 0
        var hunkStart = 0
        hunks: while hunkStart < changed.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context { hunkEnd += 1 }
            let first = max(changed[hunkStart] - context, 0)
            let last = min(changed[hunkEnd] + context, positions.count - 1)
            let slice = positions[first...last]
            let oldCount = slice.filter { $0.edit != .insert }.count
            let newCount = slice.filter { $0.edit != .delete }.count
            let oldStart = oldCount == 0 ? positions[first].a : positions[first].a + 1
            let newStart = newCount == 0 ? positions[first].b : positions[first].b + 1
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for step in slice {
                if printed == maximumLines {
                    let remaining = changed.count - shownChanges
                    output.append("… \(remaining) more changed \(remaining == 1 ? "line" : "lines") not shown")
                    break hunks
                }
                switch step.edit {
                case .same: output.append(" " + String(a[step.a]))
                case .delete: output.append("-" + String(a[step.a]))
                case .insert: output.append("+" + String(b[step.b]))
                }
                printed += 1
                if step.edit != .same { shownChanges += 1 }
            }
            hunkStart = hunkEnd + 1
        }
        return output.joined(separator: "\n") + "\n"
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func same(_ a: Substring, _ b: Substring) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    /// The edit script: shared lines at both ends, and the middle's shortest script (or, past
    /// `maximumEdits`, the middle removed and added whole).
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, same(a[prefix], b[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, same(a[a.count - 1 - suffix], b[b.count - 1 - suffix]) { suffix += 1 }
        let middleA = a[prefix..<(a.count - suffix)]
        let middleB = b[prefix..<(b.count - suffix)]
        let middle =
            shortestScript(middleA, middleB)
            ?? Array(repeating: .delete, count: middleA.count) + Array(repeating: .insert, count: middleB.count)
        return Array(repeating: .same, count: prefix) + middle + Array(repeating: .same, count: suffix)
    }

    /// The shortest edit script (Myers, 1986) if it has at most `maximumEdits` edits, else `nil`. Step
    /// `d` keeps the furthest x reached on each of its diagonals k = -d, -d+2, …, d, at index (k + d) / 2.
    private static func shortestScript(_ a: ArraySlice<Substring>, _ b: ArraySlice<Substring>) -> [Edit]? {
        let n = a.count
        let m = b.count
        let a0 = a.startIndex
        let b0 = b.startIndex
        var trace: [[Int]] = []
        var found = false
        for d in 0...min(n + m, maximumEdits) {
            var current = [Int](repeating: 0, count: d + 1)
            for index in 0...d {
                let k = 2 * index - d
                var x = d == 0 ? 0 : startX(k: k, d: d, previous: trace[d - 1])
                var y = x - k
                while x < n, y < m, same(a[a0 + x], b[b0 + y]) {
                    x += 1
                    y += 1
                }
                current[index] = x
                if x >= n, y >= m { found = true }
            }
            trace.append(current)
            if found { break }
        }
        guard found else { return nil }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let k = x - y
            let previousK = cameFromAbove(k: k, d: d, previous: trace[d - 1]) ? k + 1 : k - 1
            let previousX = trace[d - 1][(previousK + d - 1) / 2]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.same)
                x -= 1
                y -= 1
            }
            edits.append(previousK == k + 1 ? .insert : .delete)
            x = previousX
            y = previousY
        }
        edits += Array(repeating: .same, count: x)
        return edits.reversed()
    }

    /// Whether diagonal `k` at step `d` is best reached from diagonal k + 1 (an insertion) rather than
    /// k - 1 (a deletion).
    private static func cameFromAbove(k: Int, d: Int, previous: [Int]) -> Bool {
        if k == -d { return true }
        if k == d { return false }
        return previous[(k - 1 + d - 1) / 2] < previous[(k + 1 + d - 1) / 2]
    }

    private static func startX(k: Int, d: Int, previous: [Int]) -> Int {
        cameFromAbove(k: k, d: d, previous: previous) ? previous[(k + 1 + d - 1) / 2] : previous[(k - 1 + d - 1) / 2] + 1
    }
}
