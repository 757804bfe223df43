/// A line diff in unified format (`--- old`, `+++ new`, `@@ … @@` hunks with three lines of context),
/// computed with Myers' algorithm. Used by `themegen generate --check` and by the reference tests.
public enum UnifiedDiff {
    private enum Edit: Equatable { case same, delete, insert }

    /// The diff from `old` to `new`, or an empty string when they are equal.
    public static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let edits = script(a, b)
        var output = ["--- \(oldName)", "+++ \(newName)"]
        // Walk the edit script, keeping positions in both files.
        var positions: [(edit: Edit, a: Int, b: Int)] = []
        var i = 0, j = 0
        for edit in edits {
            positions.append((edit, i, j))
            switch edit {
            case .same: i += 1; j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        let changed = positions.indices.filter { positions[$0].edit != .same }
        var hunkStart = 0
        while hunkStart < changed.count {
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 2 * context { hunkEnd += 1 }
            let first = max(changed[hunkStart] - context, 0)
            let last = min(changed[hunkEnd] + context, positions.count - 1)
            let slice = positions[first...last]
            let oldCount = slice.filter { $0.edit != .insert }.count
            let newCount = slice.filter { $0.edit != .delete }.count
            let oldStart = oldCount == 0 ? slice.first!.a : slice.first!.a + 1
            let newStart = newCount == 0 ? slice.first!.b : slice.first!.b + 1
            output.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for step in slice {
                switch step.edit {
                case .same: output.append(" " + a[step.a])
                case .delete: output.append("-" + a[step.a])
                case .insert: output.append("+" + b[step.b])
                }
            }
            hunkStart = hunkEnd + 1
        }
        return output.joined(separator: "\n") + "\n"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script (Myers, 1986).
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count, max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        search: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? v[max + k + 1] : v[max + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n, y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[max + previousK]
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.same); x -= 1; y -= 1
            }
            if d > 0 { edits.append(x == previousX ? .insert : .delete) }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
