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
        #expect(UnifiedDiff.make(old: old, new: new, oldName: "old", newName: "new") == """
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
        #expect(UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b") == """
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
}
