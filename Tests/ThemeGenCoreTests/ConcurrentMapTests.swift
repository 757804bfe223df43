import Foundation
import Testing

@testable import ThemeGenCore

/// `ConcurrentMap.mapConsuming` hands each element to the thread that works on it, so what only the
/// element holds is freed as soon as its transform returns: the files' bytes and the themes' declarations
/// depend on it to stay out of memory while the rest is worked on.
@Suite("Work on every core")
struct ConcurrentMapTests {
    /// What happened, in order, on which thread.
    private final class EventLog: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var events: [(thread: ObjectIdentifier, event: String)] = []

        func record(_ event: String) {
            lock.lock()
            events.append((ObjectIdentifier(Thread.current), event))
            lock.unlock()
        }
    }

    /// An element that says when it is freed.
    private final class Tracked: Sendable {
        let index: Int
        let log: EventLog

        init(_ index: Int, log: EventLog) {
            self.index = index
            self.log = log
        }

        deinit { log.record("freed \(index)") }
    }

    @Test("results come back in the order of the elements")
    func order() {
        let results = ConcurrentMap.mapConsuming(Array(0..<200)) { $0 * 3 }
        #expect(results == (0..<200).map { $0 * 3 })
    }

    @Test("each element is freed on its thread as soon as its transform returns, before that thread takes another")
    func freedWhenDone() {
        let log = EventLog()
        let results = ConcurrentMap.mapConsuming((0..<12).map { Tracked($0, log: log) }) { element in
            usleep(2_000)
            log.record("done \(element.index)")
            return element.index
        }
        #expect(results == Array(0..<12))
        let threads = Set(log.events.map(\.thread))
        for thread in threads {
            let events = log.events.filter { $0.thread == thread }.map(\.event)
            // Each thread's events alternate: an element done, that element freed.
            let pairs = stride(from: 0, to: events.count, by: 2).map { Array(events[$0..<min($0 + 2, events.count)]) }
            for pair in pairs {
                let done = pair[0]
                #expect(done.hasPrefix("done "))
                #expect(pair.count == 2 && pair[1] == "freed " + done.dropFirst("done ".count))
            }
        }
        #expect(log.events.filter { $0.event.hasPrefix("freed") }.count == 12)
    }
}
