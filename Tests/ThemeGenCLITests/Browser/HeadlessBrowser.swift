import Foundation

/// Headless Chromium (or Chrome) from the system, for tests that look at pages in a real browser.
struct HeadlessBrowser {
    /// What a page load printed: the browser's status, the console messages, and its output.
    struct Load {
        let status: Int32
        let consoleMessages: [String]
        let output: String
    }

    let executable: URL

    /// The first browser installed, or `nil`.
    static let installed: HeadlessBrowser? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return HeadlessBrowser(executable: candidate) }
            }
        }
        return nil
    }()

    /// Whether a browser must be there: CI sets `THEMEGEN_REQUIRE_BROWSER=1`, so the tests fail rather than skip.
    static var isRequired: Bool { ProcessInfo.processInfo.environment["THEMEGEN_REQUIRE_BROWSER"] == "1" }

    /// Takes a screenshot of `page` at `width` × `height` CSS pixels into `screenshot`.
    func screenshot(_ page: URL, to screenshot: URL, width: Int, height: Int) throws -> Load {
        try run(["--screenshot=\(screenshot.path)", "--window-size=\(width),\(height)", page.absoluteString])
    }

    /// The page's DOM after its scripts ran, promises after the load included (the virtual time budget
    /// lets them settle before the dump).
    func dumpDOM(_ page: URL) throws -> Load {
        try run(["--dump-dom", "--virtual-time-budget=5000", page.absoluteString])
    }

    private func run(_ arguments: [String]) throws -> Load {
        let process = Process()
        process.executableURL = executable
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("themegen-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                "--no-first-run", "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
            ] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes while the browser runs, so neither fills up and blocks it.
        let errorText = Locked("")
        let errorsRead = DispatchSemaphore(value: 0)
        Thread {
            errorText.set(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
            errorsRead.signal()
        }.start()
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        errorsRead.wait()
        let console = errorText.get().split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return Load(status: process.terminationStatus, consoleMessages: console, output: outputText)
    }
}

/// A value shared with a thread.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ new: Value) { lock.withLock { value = new } }
}
