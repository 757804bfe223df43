import Foundation
import Testing

/// The Xcode Cloud script the README shows is the one in Examples, whole, and a shell can run it.
@Suite("The README's CI recipes")
struct CIRecipeTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let script = root.appendingPathComponent("Examples/XcodeCloud/ci_scripts/ci_post_clone.sh")

    @Test("ci_post_clone.sh: in the README as it is, executable, valid sh, setting the keys Xcode reads")
    func xcodeCloud() throws {
        let text = try String(contentsOf: Self.script, encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```sh\n" + text + "```\n"))
        #expect(FileManager.default.isExecutableFile(atPath: Self.script.path))
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(
            lines == [
                "set -e",
                "defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES",
                "defaults write com.apple.dt.Xcode IDESkipMacroFingerprintValidation -bool YES",
            ])
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/bin/sh")
        check.arguments = ["-n", Self.script.path]
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 0)
        #expect(readme.contains("-skipPackagePluginValidation"))
    }
}
