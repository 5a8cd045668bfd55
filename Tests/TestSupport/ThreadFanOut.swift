import Foundation
import Testing

/// Runs `body(k)` for k in 0..<threads, each on its own `Thread` (not a pool that may run them one after
/// another on a 2-core machine), and returns the results in k order.
public func onThreads<T: Sendable>(_ threads: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    let slots = ThreadSlots<T>()
    let done = DispatchSemaphore(value: 0)
    let start = DispatchSemaphore(value: 0)
    for k in 0 ..< threads {
        let t = Thread {
            start.wait()  // every thread exists before any starts, so they overlap
            let v = body(k)
            slots.lock.lock()
            slots.values[k] = v
            slots.lock.unlock()
            done.signal()
        }
        t.stackSize = 8 << 20
        t.start()
    }
    for _ in 0 ..< threads { start.signal() }
    for _ in 0 ..< threads { done.wait() }
    return (0 ..< threads).compactMap { slots.values[$0] }
}

/// The results of ``onThreads(_:_:)``, written under a lock.
private final class ThreadSlots<T>: @unchecked Sendable {
    let lock = NSLock()
    var values: [Int: T] = [:]
}
