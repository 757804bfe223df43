#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch

/// Work spread over every core: the results come back in the order of the input, so nothing that
/// depends on order (diagnostics, generated text) can tell that the work ran at once.
enum ConcurrentMap {
    /// How many cores there are to work on.
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// `transform` of each element, computed on up to `cores` threads, each taking a contiguous share of
    /// the elements (one element runs on the calling thread).
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let shares = min(cores, elements.count)
        guard shares > 1 else { return elements.map(transform) }
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: shares) { share in
            for index in (elements.count * share / shares)..<(elements.count * (share + 1) / shares) {
                slots.store(transform(elements[index]), at: index)
            }
        }
        return slots.take()
    }

    /// `transform` of each element, each its own piece of work taken by whichever core is free next: for
    /// a few large elements whose cost differs from core to core.
    static func mapEach<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard cores > 1, elements.count > 1 else { return elements.map(transform) }
        let slots = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            slots.store(transform(elements[index]), at: index)
        }
        return slots.take()
    }

    /// How many elements `mapReleasing` works on at once: a few per core, so every core stays busy.
    static var batchSize: Int { 4 * cores }

    /// `transform` of each element, computed `batchSize` elements at a time on every core; after each
    /// batch, `release` is applied to the batch's elements in `elements`, so that what only they hold is
    /// freed while the rest is worked on (pass the only reference to what should be freed).
    static func mapReleasing<Element: Sendable, Result: Sendable>(_ elements: inout [Element], _ transform: @Sendable (Element) -> Result,
                                                                  release: (inout Element) -> Void) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(elements.count)
        var start = 0
        while start < elements.count {
            let end = min(elements.count, start + batchSize)
            results += map(Array(elements[start..<end]), transform)
            for index in start..<end {
                release(&elements[index])
            }
            start = end
        }
        return results
    }
}

/// Results of work done at once: each index is written by one thread only, into memory allocated up
/// front, and read after `concurrentPerform` has returned, which is after every thread has finished; so
/// no two threads ever touch the same memory.
private final class Slots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ value: Value, at index: Int) {
        slots[index] = value
    }

    /// The values in index order (every index has been stored by then).
    func take() -> [Value] {
        slots.compactMap { $0 }
    }
}
