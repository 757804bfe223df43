import Foundation
import Testing

@testable import ThemeGenCore

// Swift Testing has a `SourceLocation` too.
private typealias SourceLocation = ThemeGenCore.SourceLocation

/// Locations refer to their file's origin without retaining it: every origin is made once per file and
/// key path, so locations made apart from each other still compare and hash by what they say.
@Suite("Source locations")
struct SourceLocationTests {
    @Test("locations are equal when their file, key path, line and column are")
    func equality() {
        let location = SourceLocation(file: "a.yaml", line: 3, column: 5)
        #expect(location == SourceLocation(file: "a.yaml", line: 3, column: 5))
        #expect(location == SourceLocation(in: .named("a.yaml"), line: 3, column: 5))
        #expect(Set([location, SourceLocation(file: "a.yaml", line: 3, column: 5)]).count == 1)
        #expect(location != SourceLocation(file: "b.yaml", line: 3, column: 5))
        #expect(location != SourceLocation(file: "a.yaml", line: 3, column: 6))
        #expect(SourceLocation(file: "a.plist", keyPath: ["x", "y"]) == SourceLocation(file: "a.plist", keyPath: ["x", "y"]))
        #expect(SourceLocation(file: "a.plist", keyPath: ["x", "y"]) != SourceLocation(file: "a.plist", keyPath: ["x"]))
        #expect(SourceLocation(file: "a.plist", keyPath: []) != SourceLocation(file: "a.plist", line: 0, column: 0))
    }

    @Test("a location keeps its file and key path after everything that made it is gone")
    func outlivesItsReader() {
        func read() -> SourceLocation {
            var log = DiagnosticLog()
            let node = YAMLReader().read(SourceFile(path: "themes/read.yaml", contents: Data("a: 1\n".utf8)), log: &log)
            return node?.entries?.first?.keyLocation ?? .startOf("none")
        }
        let location = read()
        #expect(location.prefix == "themes/read.yaml:1:1")
        var renamed = location
        renamed.file = "other.yaml"
        #expect(renamed.prefix == "other.yaml:1:1" && location.prefix == "themes/read.yaml:1:1")
        #expect(SourceLocation(file: "b.plist", keyPath: ["k"]).shortDescription == "b.plist [k]")
    }
}
