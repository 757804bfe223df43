import Foundation
import Testing

/// On a volume that refuses to rename files (some network, FUSE and sandboxed volumes: `EXDEV`, `EPERM`),
/// the generated file is written in place with a warning, not left stale with a failed build. The real
/// process, with `rename` made to fail as such a volume fails it: a shared library put before the C
/// library (`LD_PRELOAD`).
@Suite("A volume that refuses rename")
struct RenameRefusedTests {
    /// `rename` failing with `code` for every file, built from C into `folder`; `nil` without a C compiler.
    private func refusingRename(_ code: String, in folder: URL) throws -> URL? {
        let source = folder.appendingPathComponent("refuse.c")
        try Data("#include <errno.h>\nint rename(const char *from, const char *to) { (void)from; (void)to; errno = \(code); return -1; }\n".utf8).write(to: source)
        let library = folder.appendingPathComponent("refuse-\(code).so")
        // The toolchain's clang, else the system's C compiler.
        for compiler in ["clang", "cc"] {
            let run = try EndToEnd.run(URL(fileURLWithPath: "/usr/bin/env"), [compiler, "-shared", "-fPIC", "-o", library.path, source.path], in: folder)
            if run.status == 0 { return library }
        }
        return nil
    }

    /// Runs the built themegen in `folder` with `library` preloaded: its status and standard error.
    private func generate(in folder: URL, preloading library: URL?) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = try EndToEnd.builtThemegen()
        process.arguments = ["generate", "t.yaml", "-o", "Out.swift", "--quiet"]
        process.currentDirectoryURL = folder
        if let library {
            process.environment = ProcessInfo.processInfo.environment.merging(["LD_PRELOAD": library.path]) { _, new in new }
        }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("EXDEV and EPERM: the file gets the whole new content, its mode kept, a warning says how, no temporary file stays; another error still fails")
    func inPlace() throws {
        // Not the scratch folder, whose name has a space: LD_PRELOAD splits its list at spaces.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themegen-rename-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let crossDevice = try refusingRename("EXDEV", in: folder), let notPermitted = try refusingRename("EPERM", in: folder),
            let denied = try refusingRename("EACCES", in: folder)
        else {
            Issue.record("no C compiler (clang or cc) to build the library that makes rename fail")
            return
        }
        try Data("themes:\n  Light:\n    colors: { primary: \"#000\" }\n".utf8).write(to: folder.appendingPathComponent("t.yaml"))
        let output = folder.appendingPathComponent("Out.swift")
        #expect(try generate(in: folder, preloading: nil).status == 0)
        let expected = try String(contentsOf: output, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: output.path)
        let warning = { (reason: String) in
            "Out.swift: warning: the volume refused to rename the new file over the old (\(reason)), so it was written in place: a build reading it at that moment could have seen part of it\n"
        }
        for (library, reason) in [(crossDevice, "invalid cross-device link"), (notPermitted, "operation not permitted")] {
            try Data("old\n".utf8).write(to: output)
            let run = try generate(in: folder, preloading: library)
            #expect(run.status == 0)
            #expect(run.error == warning(reason))
            #expect(try String(contentsOf: output, encoding: .utf8) == expected)
            #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.posixPermissions] as? Int == 0o640)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") } == [])
        }
        try Data("old\n".utf8).write(to: output)
        let refused = try generate(in: folder, preloading: denied)
        #expect(refused.status == 1)
        #expect(refused.error == "Out.swift: error: cannot write the generated file: permission denied\n")
        #expect(try String(contentsOf: output, encoding: .utf8) == "old\n")
    }
}
