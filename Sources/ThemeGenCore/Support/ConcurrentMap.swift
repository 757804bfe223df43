import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// `transform` of each element, each its own piece of work taken by whichever core is free next, and
    /// handed over to it rather than copied: what only an element holds (a file's bytes, a theme's
    /// declarations) is freed as soon as its transform returns, while the others are worked on. Pass the
    /// only reference to the elements.
    static func mapConsuming<Element: Sendable, Result: Sendable>(_ elements: consuming [Element], _ transform: @Sendable (consuming Element) -> Result) -> [Result] {
        let handoff = Handoff(consume elements)
        guard cores > 1, handoff.count > 1 else { return (0..<handoff.count).map { transform(handoff.take(at: $0)) } }
        let slots = Slots<Result>(count: handoff.count)
        DispatchQueue.concurrentPerform(iterations: handoff.count) { index in
            slots.store(transform(handoff.take(at: index)), at: index)
        }
        return slots.take()
    }
}

/// Elements handed over one by one: each index is taken once, by one thread only, which then holds the
/// element's only reference.
private final class Handoff<Element>: @unchecked Sendable {
    private let elements: UnsafeMutableBufferPointer<Element>
    /// Which elements have not been taken yet (only those are freed with the handoff).
    private let waiting: UnsafeMutableBufferPointer<Bool>

    var count: Int { elements.count }

    init(_ elements: consuming [Element]) {
        let count = elements.count
        self.elements = .allocate(capacity: count)
        _ = self.elements.initialize(fromContentsOf: consume elements)
        waiting = .allocate(capacity: count)
        waiting.initialize(repeating: true)
    }

    deinit {
        for index in elements.indices where waiting[index] {
            elements.deinitializeElement(at: index)
        }
        elements.deallocate()
        waiting.deallocate()
    }

    /// The element at `index`, moved out.
    func take(at index: Int) -> Element {
        waiting[index] = false
        return elements.moveElement(from: index)
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
