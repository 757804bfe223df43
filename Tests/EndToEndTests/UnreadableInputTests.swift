import Foundation
import Testing

/// An input behind a folder the user may not search is reported as what it is, not as missing. (The real
/// process as another user: root, which runs the tests here, may search any folder.)
@Suite("An input the user may not reach")
struct UnreadableInputTests {
    @Test(
        "a theme file behind a folder without search permission: permission denied",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") && getuid() == 0, "needs root and setpriv to run themegen as another user"))
    func permissionDenied() throws {
        let folder = try EndToEnd.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try EndToEnd.write("themes:\n  A:\n    colors: { a: \"#000\" }\n", to: "locked/t.yaml", in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o711], ofItemAtPath: folder.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.appendingPathComponent("locked").path)
        // themegen must be reachable by the other user too.
        let tool = try EndToEnd.builtThemegen()
        let run = try EndToEnd.run(
            URL(fileURLWithPath: "/usr/bin/setpriv"),
            ["--reuid=65534", "--regid=65534", "--clear-groups", tool.path, "lint", folder.appendingPathComponent("locked/t.yaml").path],
            in: URL(fileURLWithPath: "/"))
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("locked/t.yaml: error: permission denied"), "\(run.output)")
        let missing = try EndToEnd.run(tool, ["lint", folder.appendingPathComponent("locked/none.yaml").path], in: folder)
        #expect(missing.output.contains("locked/none.yaml: error: no such file or directory"), "\(missing.output)")
    }
}
