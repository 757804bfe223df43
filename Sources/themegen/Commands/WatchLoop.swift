import ThemeGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--watch` for `generate` and `preview`: runs the command, then again each time a file it reads changes
/// — found by polling modification times and sizes every interval (0.5 s unless `--watch-interval` says)
/// — printing each run's lines, and going on after errors. SIGINT (Ctrl-C) or SIGTERM stops it with
/// exit status 0 after the run in progress.
enum WatchLoop {
    /// The polling interval without `--watch-interval`, in seconds.
    static let defaultInterval = 0.5
    /// The intervals `--watch-interval` accepts, in seconds.
    static let intervals: ClosedRange<Double> = 0.05...60

    /// What the watch looks at: inputs by the rule for named folders, or single files.
    enum Root: Hashable {
        /// A file or folder named as an input: a folder's files are those ThemeGen reads in it.
        case input(URL)
        /// A configuration, template or font file.
        case file(URL)
        /// A template's folder: its `.mustache` files, where partials live.
        case templates(URL)
    }

    /// What was at a path when the watch last looked.
    private enum Stamp: Equatable {
        case file(modified: Date, size: UInt)
        case missing
        case unreadable
    }

    /// The signal that asked the loop to stop, else 0. Only the signal handler writes it; it is read
    /// between runs. (A plain global word, as C's `sig_atomic_t`: read in a loop that polls anyway.)
    nonisolated(unsafe) private static var stopSignal: Int32 = 0

    /// `command`'s watch: with `--watch-interval`'s interval (a usage error when it is not one), running
    /// `once` (which returns what the run read, besides `--config`'s file, which is always watched).
    static func run(_ arguments: ParsedArguments, _ command: CommandSpec, _ context: CommandContext, _ once: () -> [Root]) -> ExitStatus {
        var interval = defaultInterval
        if let text = arguments.value("--watch-interval") {
            guard let seconds = Double(text), intervals.contains(seconds) else {
                return context.usageError("--watch-interval takes seconds from \(intervals.lowerBound) to \(intervals.upperBound), not '\(text)'", spec: command)
            }
            interval = seconds
        }
        let config = arguments.value("--config").map { [Root.file(context.files.resolve($0))] } ?? []
        return run(every: interval, context) { config + once() }
    }

    /// Runs `once` (which returns what it read), then again whenever any of that changes, until SIGINT
    /// or SIGTERM.
    private static func run(every interval: Double, _ context: CommandContext, _ once: () -> [Root]) -> ExitStatus {
        stopSignal = 0
        signal(SIGINT) { number in WatchLoop.stopSignal = number }
        signal(SIGTERM) { number in WatchLoop.stopSignal = number }
        // A parent may have started this process with the two blocked (a spawned child inherits the mask).
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &stopping, nil)
        var roots = once()
        var stamps = Self.stamps(roots)
        context.console.error("Watching \(CountText.of(stamps.count, "file")) (every \(interval) s); Ctrl-C stops\n")
        while stopSignal == 0 {
            sleep(seconds: interval)
            guard stopSignal == 0 else { break }
            let now = Self.stamps(roots)
            guard now != stamps else { continue }
            let read = once()
            // Stamped before the run, so an edit made while it ran is a change at the next look; unless the
            // run read other files (a config edit names other inputs).
            stamps = read == roots ? now : Self.stamps(read)
            roots = read
        }
        context.console.error("Stopped watching\n")
        return .success
    }

    /// Sleeps for `seconds`, waking early for a signal.
    private static func sleep(seconds: Double) {
        var remaining = seconds
        while remaining > 0, stopSignal == 0 {
            let step = min(remaining, 0.05)
            usleep(UInt32(step * 1_000_000))
            remaining -= step
        }
    }

    /// Each watched file's stamp, by path.
    private static func stamps(_ roots: [Root]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for root in roots {
            switch root {
            case .file(let url): stamps[url.path] = stamp(url.path)
            case .input(let url) where PathKind.at(url.path) == .folder:
                add(url, stamps: &stamps) { try InputFiles.themeFiles(in: url) }
            case .input(let url): stamps[url.path] = stamp(url.path)
            case .templates(let url):
                add(url, stamps: &stamps) {
                    try FileManager.default.contentsOfDirectory(atPath: url.path).filter { ThemeFiles.pathExtension(of: $0) == "mustache" }
                        .map { url.appendingPathComponent($0) }
                }
            }
        }
        return stamps
    }

    /// The stamps of the files `list` gives for `folder`; a folder that cannot be listed is one
    /// unreadable stamp, so that it becoming readable is a change.
    private static func add(_ folder: URL, stamps: inout [String: Stamp], list: () throws -> [URL]) {
        do {
            for url in try list() { stamps[url.path] = stamp(url.path) }
        } catch {
            stamps[folder.path] = .unreadable
        }
    }

    private static func stamp(_ path: String) -> Stamp {
        guard PathKind.at(path) != nil else { return .missing }
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            // The size is a UInt here and an NSNumber on Darwin, which bridges to UInt.
            guard let modified = attributes[.modificationDate] as? Date, let size = attributes[.size] as? UInt else { return .unreadable }
            return .file(modified: modified, size: size)
        } catch {
            return .unreadable
        }
    }
}
