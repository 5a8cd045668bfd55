import Foundation

/// Results written by parallel workers into distinct slots (`DispatchQueue.concurrentPerform` bodies),
/// read once all have finished. Lock-guarded, so it is safe whatever the workers' order.
package final class IndexedSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    /// `count` empty slots.
    package init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Stores `value` in slot `i` (0 ..< count).
    package func set(_ i: Int, _ value: T) {
        lock.lock()
        slots[i] = value
        lock.unlock()
    }

    /// Every filled slot with its index, in slot order.
    package func indexedValues() -> [(Int, T)] {
        lock.lock()
        defer { lock.unlock() }
        return slots.enumerated().compactMap { i, v in v.map { (i, $0) } }
    }

    /// The values of the filled slots, in slot order.
    package func values() -> [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
