import Foundation
import Testing

@testable import ThemeGenCore

/// .github/workflows/apple-platforms.yml builds and tests with Apple's real SDKs what Linux can only
/// type-check against the stand-ins; it cannot run here, so these check what can be checked: it is YAML,
/// it builds for every platform the tests claim, and the folders, scripts, inputs and schemes it names
/// exist.
@Suite("The Apple-platform workflow")
struct AppleWorkflowTests {
    static let workflow = ".github/workflows/apple-platforms.yml"
    static let script = ".github/scripts/build-samples.sh"

    private func text(_ path: String) throws -> String {
        try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every scalar value under a key named `key`, anywhere in `node`.
    private func values(of key: String, in node: Node) -> [String] {
        switch node.content {
        case .scalar: return []
        case .sequence(let items): return items.flatMap { values(of: key, in: $0) }
        case .mapping(let entries):
            return entries.flatMap { entry -> [String] in
                if entry.key == key, case .scalar(let value, _) = entry.value.content { return [value] }
                return values(of: key, in: entry.value)
            }
        }
    }

    @Test("it is YAML that libyaml reads without a problem, with a build job for each of the six platforms")
    func parses() throws {
        let (node, diagnostics) = TestSupport.yamlNode(try text(Self.workflow))
        #expect(diagnostics == [])
        let root = try #require(node)
        #expect(Set(values(of: "platform", in: root)) == ["iOS", "Mac Catalyst", "macOS", "tvOS", "watchOS", "visionOS"])
        #expect(values(of: "destination", in: root).count == 8)
    }

    @Test("the folders, the script and the inputs it names exist, and its schemes are the example's and the samples' products")
    func namesWhatExists() throws {
        let (node, _) = TestSupport.yamlNode(try text(Self.workflow))
        let root = try #require(node)
        let folders = values(of: "working-directory", in: root)
        #expect(folders == ["Examples/ThemeDemo", "Examples/ThemeDemo"])
        for folder in folders {
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: TestSupport.packageRoot.appendingPathComponent(folder).path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
        let commands = values(of: "run", in: root).joined(separator: "\n")
        #expect(commands.contains("bash \(Self.script)"))
        #expect(FileManager.default.isExecutableFile(atPath: TestSupport.packageRoot.appendingPathComponent(Self.script).path))
        // Xcode makes a scheme of each product of a package, and `<name>-Package` for all of them.
        let manifest = try text("Examples/ThemeDemo/Package.swift")
        #expect(manifest.contains("name: \"ThemeDemo\","))
        #expect(manifest.contains(".library(name: \"ThemeDemo\""))
        #expect(commands.contains("-scheme ThemeDemo ") && commands.contains("-scheme ThemeDemo-Package "))
        let script = try text(Self.script)
        #expect(script.contains(".library(name: \"Samples\"") && script.contains("-scheme Samples "))
        for input in ["themes", "themes/Dark Mode.plist", "Examples/DesignSystem/Acme.theme.yaml", "themes/tokens/themegen.yml"] {
            #expect(FileManager.default.fileExists(atPath: TestSupport.packageRoot.appendingPathComponent(input).path), "\(input)")
        }
        #expect(script.contains("generate Tokens --config themes/tokens/themegen.yml"))
    }
}
