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
