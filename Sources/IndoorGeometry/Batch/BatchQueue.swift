import Dispatch
import Foundation

/// A blocking first-in first-out hand-over of chunks between the pipeline's threads.
package final class BatchQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [BatchChunk] = []
    private var closed = false

    package func put(_ c: BatchChunk) {
        condition.lock()
        items.append(c)
        condition.signal()
        condition.unlock()
    }

    /// No more chunks will come: `take` answers `nil` once the queue is empty.
    package func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    package func take() -> BatchChunk? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !closed { condition.wait() }
        return items.isEmpty ? nil : items.removeFirst()
    }
}

/// A flag set once by one thread and read by others (output failed: stop reading).
package final class BatchFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    package var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    package func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}
