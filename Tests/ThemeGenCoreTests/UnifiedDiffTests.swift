import Foundation
import Testing

@testable import ThemeGenCore

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("equal texts give no diff")
    func equal() {
        #expect(UnifiedDiff.make(old: "a\nb\n", new: "a\nb\n", oldName: "a", newName: "b").isEmpty)
    }

    @Test("a change in the middle is one hunk with three lines of context")
    func oneHunk() {
        let old = (1...10).map(String.init).joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "5\n", with: "five\n")
        #expect(
            UnifiedDiff.make(old: old, new: new, oldName: "old", newName: "new") == """
                --- old
                +++ new
                @@ -2,7 +2,7 @@
                 2
                 3
                 4
                -5
                +five
                 6
                 7
                 8

                """)
    }

    @Test("changes far apart are separate hunks; insertions and deletions at the ends")
    func hunks() {
        let old = (1...20).map(String.init).joined(separator: "\n") + "\n"
        let new = "0\n" + old.replacingOccurrences(of: "20\n", with: "")
        #expect(
            UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b") == """
                --- a
                +++ b
                @@ -1,3 +1,4 @@
                +0
                 1
                 2
                 3
                @@ -17,4 +18,3 @@
                 17
                 18
                 19
                -20

                """)
        #expect(UnifiedDiff.make(old: "", new: "x\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+x\n")
    }

    @Test("lines are compared byte for byte: differently normalised text is a change")
    func normalisation() {
        #expect(UnifiedDiff.make(old: "caf\u{E9}\n", new: "cafe\u{301}\n", oldName: "a", newName: "b") == "--- a\n+++ b\n@@ -1,1 +1,1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
    }

    @Test("past the edit limit the differing middle is removed and added whole, between the shared ends")
    func editLimit() {
        // 1,001 changed lines, each between two kept ones: the shortest script has 2,002 edits.
        let pairs = UnifiedDiff.maximumEdits / 2 + 1
        let old = (0..<pairs).map { "old \($0)\nkept \($0)\n" }.joined()
        let new = (0..<pairs).map { "new \($0)\nkept \($0)\n" }.joined()
        let diff = UnifiedDiff.make(
            old: "same\n" + old + "end\n", new: "same\n" + new + "end\n", oldName: "a", newName: "b",
            maximumLines: .max)
        let middle = 2 * pairs - 1
        let expected =
            ["--- a", "+++ b", "@@ -1,\(middle + 3) +1,\(middle + 3) @@", " same"]
            + (0..<pairs).flatMap { ["-old \($0)", "-kept \($0)"] }.dropLast()
            + (0..<pairs).flatMap { ["+new \($0)", "+kept \($0)"] }.dropLast()
            + [" kept \(pairs - 1)", " end", ""]
        #expect(diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == expected)
        // Below the limit the script is the shortest: kept lines stay as context.
        let small = UnifiedDiff.make(old: "old 0\nkept 0\nold 1\n", new: "new 0\nkept 0\nnew 1\n", oldName: "a", newName: "b")
        #expect(small == "--- a\n+++ b\n@@ -1,3 +1,3 @@\n-old 0\n+new 0\n kept 0\n-old 1\n+new 1\n")
    }

    @Test("at most maximumLines lines of hunks are printed, the last hunk cut short, then how many changed lines are left")
    func printCap() {
        let count = 3 * UnifiedDiff.maximumLines
        let old = (0..<count).map { "line \($0)\n" }.joined()
        let new = (0..<count).map { $0.isMultiple(of: 10) ? "changed \($0)\n" : "line \($0)\n" }.joined()
        let lines = UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b").split(separator: "\n")
        // 600 changes, 10 lines apart, each a hunk: the first shows 5 lines (the change's 2, 3 after), each
        // next one 8 (3 before too). 1 + 249 hunks show 1,997 lines; the 251st shows its 3 lines of context.
        #expect(lines.count == 2 + 251 + UnifiedDiff.maximumLines + 1)
        #expect(
            lines.suffix(5) == ["@@ -2498,7 +2498,7 @@", " line 2497", " line 2498", " line 2499"]
                + ["… \(2 * (600 - 250)) more changed lines not shown"])
    }
}
