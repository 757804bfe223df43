import Foundation
import Testing

@testable import ThemeGenCore

@Suite("The runtime's source, embedded")
struct RuntimeSourceTests {
    /// The runtime's modules, in the order they build (each imports those before it), as folders of Sources/.
    static let modules = ["ThemeGenFormats", "ThemeGenKit"]
    static let sources = TestSupport.packageRoot.appendingPathComponent("Sources")

    @Test("every file of Sources/ThemeGenFormats and Sources/ThemeGenKit is built into ThemeGen, byte for byte, through the recorded RuntimeSourceText.swift")
    func recorded() throws {
        let files = try Self.libraryFiles()
        let recorded = TestSupport.packageRoot.appendingPathComponent("Sources/ThemeGenCore/Runtime/RuntimeSourceText.swift")
        let expected = Self.runtimeSourceText(files)
        if try String(contentsOf: recorded, encoding: .utf8) != expected {
            if ProcessInfo.processInfo.environment["THEMEGEN_RECORD"] == "1" {
                try Data(expected.utf8).write(to: recorded)
                Issue.record("re-recorded Sources/ThemeGenCore/Runtime/RuntimeSourceText.swift; build and run the tests again")
            } else {
                Issue.record("RuntimeSourceText.swift is not the runtime's sources: run THEMEGEN_RECORD=1 swift test --filter RuntimeSourceTests")
            }
        }
        #expect(RuntimeSource.files.map(\.path) == files.map(\.path))
        #expect(RuntimeSource.files.map(\.text) == files.map(\.text))
        #expect(RuntimeSource.topLevelTypes == Self.topLevelTypes(files))
    }

    @Test("an embedded runtime holds ThemeGenFormats' declarations and imports none of the runtime's own modules")
    func embeddedImports() {
        let embedded = RuntimeSource.embedded(accessModifier: "", prefix: "")
        #expect(embedded.contains("\n// MARK: ThemeGenFormats/ThemeColorHex.swift\n\n"))
        #expect(embedded.contains("\nnonisolated struct ThemeColorHex: Hashable, Sendable {\n"))
        let imports = embedded.split(separator: "\n").filter { $0.contains("import ThemeGen") }
        #expect(imports == [])
        #expect(RuntimeSource.files.contains { $0.text.contains("@_exported import ThemeGenFormats\n") }, "the library re-exports it")
    }

    /// The runtime's Swift files, by path below Sources/ (its module's folder first), module by module in
    /// build order and in path order within a module.
    static func libraryFiles() throws -> [(path: String, text: String)] {
        try modules.flatMap { module in
            try libraryFiles(of: module).map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
        }
    }

    /// `module`'s Swift files, by path below Sources/, in path order.
    static func libraryFiles(of module: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: sources.appendingPathComponent(module).path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { paths.append(module + "/" + path) }
        }
        return paths.sorted()
    }

    /// The names of the types declared at the top level of `files`: outside every brace (a `#if` block's
    /// declarations, indented, are at the top level too). The library writes a brace in a string only
    /// with its pair on the same line.
    static func topLevelTypes(_ files: [(path: String, text: String)]) -> Set<String> {
        var names: Set<String> = []
        let declaration = /^\s*(?:(?:public|package|nonisolated|final)\s+)*(?:struct|enum|class|protocol|actor)\s+(\w+)/
        for file in files {
            var depth = 0
            for line in file.text.split(separator: "\n") {
                let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
                if depth == 0, let match = code.firstMatch(of: declaration) { names.insert(String(match.output.1)) }
                depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            }
        }
        return names
    }

    /// RuntimeSourceText.swift for `files`.
    static func runtimeSourceText(_ files: [(path: String, text: String)]) -> String {
        var lines = [
            "// Recorded from Sources/ThemeGenFormats and Sources/ThemeGenKit by `THEMEGEN_RECORD=1 swift test --filter",
            "// RuntimeSourceTests`: edit the library, not this file (RuntimeSourceTests fails when the two differ).",
            "",
            "extension RuntimeSource {",
            "    /// The runtime's files, by path in Sources/, module by module in build order, in path order within one.",
            "    static let files: [(path: String, text: String)] = [",
        ]
        for file in files {
            lines += ["        (", "            \"\(file.path)\",", "            " + DefaultTemplatesTests.literal(file.text, indent: 12), "        ),"]
        }
        lines += [
            "    ]", "",
            "    /// The types the runtime declares at the top level of its files.",
            "    static let topLevelTypes: Set<String> = [",
        ]
        lines += topLevelTypes(files).sorted().map { "        \"\($0)\"," }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
