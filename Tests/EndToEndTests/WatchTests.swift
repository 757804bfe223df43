import Foundation
import Testing

/// `generate --watch` and `preview --watch` as a user runs them: the real process, real file edits, and a
/// real SIGINT or SIGTERM; every wait bounded (ten seconds), so a watch that misses a change fails
/// rather than hangs.
@Suite("--watch", .serialized)
struct WatchTests {
    /// A watching themegen whose standard output and error go to a file the test reads as it grows.
    final class Watch {
        let process = Process()
        let log: URL

        init(_ arguments: [String], in folder: URL) throws {
            log = folder.appendingPathComponent("watch.log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            process.executableURL = try EndToEnd.builtThemegen()
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
        }

        var text: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        /// Waits until the log holds `count` lines; false after ten seconds.
        func waitForLines(_ count: Int) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 >= count { return true }
                usleep(20_000)
            }
            return false
        }

        /// Sends `signal` and waits for the exit; the exit status, or nil after ten seconds (then killed).
        func stop(_ signal: Int32) -> Int32? {
            kill(process.processIdentifier, signal)
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            guard !process.isRunning else {
                process.terminate()
                return nil
            }
            return process.terminationStatus
        }
    }

    /// Rewrites a file so that its size changes too, and its time moves on even on a coarse clock.
    static func edit(_ text: String, _ path: String, in folder: URL) throws {
        try EndToEnd.write(text, to: path, in: folder)
    }

    @Test("generate --watch: a line per run, on after an error, a new file in a watched folder, a config edit, a partial; SIGINT ends it with 0")
    func generate() throws {
        let folder = try EndToEnd.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.edit("themes:\n  Light:\n    colors: { primary: \"#000000\" }\n", "themes/t.yaml", in: folder)
        try Self.edit("inputs: [themes]\noutput: Themes.swift\ntemplate: Templates/Ours.swift.mustache\n", "themegen.yml", in: folder)
        try Self.edit("{{<ThemeGen.swift}}{{$header}}{{>Header.swift}}{{/header}}{{/ThemeGen.swift}}", "Templates/Ours.swift.mustache", in: folder)
        try Self.edit("// Header 1\n", "Templates/Header.swift.mustache", in: folder)
        let watch = try Watch(["generate", "--config", "themegen.yml", "--watch", "--watch-interval", "0.05"], in: folder)
        #expect(watch.waitForLines(2), "\(watch.text)")
        try Self.edit("themes:\n  Light:\n    colors: { primary: \"#FFFFFF\", x: \"#GG\" }\n", "themes/t.yaml", in: folder)
        #expect(watch.waitForLines(3), "\(watch.text)")
        try Self.edit("themes:\n  Light:\n    colors: { primary: \"#FFFFFF\" }\n", "themes/t.yaml", in: folder)
        #expect(watch.waitForLines(4), "\(watch.text)")
        try Self.edit("themes:\n  Dark:\n    colors: { primary: \"#111111\" }\n", "themes/d.yaml", in: folder)
        #expect(watch.waitForLines(5), "\(watch.text)")
        try Self.edit("inputs: [themes]\noutput: Other.swift\ntemplate: Templates/Ours.swift.mustache\n", "themegen.yml", in: folder)
        #expect(watch.waitForLines(6), "\(watch.text)")
        // A partial beside the template is read too.
        try Self.edit("// Header 2\n", "Templates/Header.swift.mustache", in: folder)
        #expect(watch.waitForLines(7), "\(watch.text)")
        #expect(watch.stop(SIGINT) == 0)
        #expect(
            watch.text == """
                Generated Themes.swift: 1 theme, 1 colour
                Watching 4 files (every 0.05 s); Ctrl-C stops
                themes/t.yaml:3:38: error: invalid color '#GG' for color 'x'; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hex digits, rgb(), rgba(), hsl(), hsla(), color(display-p3 …) or a system color such as 'systemBlue', or a reference such as '{colors.primary}'
                Generated Themes.swift: 1 theme, 1 colour
                Generated Themes.swift: 2 themes, 1 colour
                Generated Other.swift: 2 themes, 1 colour
                Generated Other.swift: 2 themes, 1 colour
                Stopped watching

                """)
        #expect(try String(contentsOf: folder.appendingPathComponent("Themes.swift"), encoding: .utf8).contains("/// - Light: #FFFFFF\n"))
        #expect(try String(contentsOf: folder.appendingPathComponent("Other.swift"), encoding: .utf8).hasPrefix("// Header 2\n"))
    }

    @Test("preview --watch writes a page that reloads itself, writes it again on an edit, and SIGTERM ends it with 0")
    func preview() throws {
        let folder = try EndToEnd.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.edit("themes:\n  Light:\n    colors: { primary: \"#123456\" }\n", "t.yaml", in: folder)
        let watch = try Watch(["preview", "t.yaml", "-o", "preview.html", "--watch", "--watch-interval", "0.05"], in: folder)
        #expect(watch.waitForLines(2), "\(watch.text)")
        let page = { try String(contentsOf: folder.appendingPathComponent("preview.html"), encoding: .utf8) }
        #expect(try page().contains("<meta http-equiv=\"refresh\" content=\"1\">\n<title>"))
        #expect(try page().contains("#123456"))
        try Self.edit("themes:\n  Light:\n    colors: { primary: \"#654321\" }\n", "t.yaml", in: folder)
        #expect(watch.waitForLines(3), "\(watch.text)")
        #expect(try page().contains("#654321") && !page().contains("#123456"))
        #expect(watch.stop(SIGTERM) == 0)
        #expect(watch.text == "Generated preview.html: 1 theme, 1 colour\nWatching 1 file (every 0.05 s); Ctrl-C stops\nGenerated preview.html: 1 theme, 1 colour\nStopped watching\n")
    }
}
