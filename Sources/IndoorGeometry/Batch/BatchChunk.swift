import Dispatch
import Foundation

/// A block of input lines on its way through ``LocateBatch/stream(from:to:chunkBytes:threads:)``, with the
/// outputs of its parts. Owned by one stage at a time (reader, answering, writer), handed over by queues.
final class LocateBatchChunk: @unchecked Sendable {
    var input: UnsafeMutablePointer<UInt8>
    var capacity: Int
    /// Bytes of input: whole lines, the last one without its newline only at the end of the stream.
    var count = 0
    let outputs: [LocateBatchOutput]
    /// How many of `outputs` the last answering used.
    var partCount = 0
    var lines = 0
    var errors = 0

    init(capacity: Int, parts: Int) {
        self.capacity = capacity
        input = .allocate(capacity: capacity)
        outputs = (0 ..< parts).map { _ in LocateBatchOutput(capacity: capacity * 3 / parts) }
    }

    deinit { input.deallocate() }

    /// Doubles the input capacity, keeping the bytes read.
    func grow() {
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        b.update(from: input, count: count)
        input.deallocate()
        input = b
        capacity *= 2
    }
}

/// A blocking first-in first-out hand-over of chunks between the pipeline's threads.
final class LocateBatchQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [LocateBatchChunk] = []
    private var closed = false

    func put(_ c: LocateBatchChunk) {
        condition.lock()
        items.append(c)
        condition.signal()
        condition.unlock()
    }

    /// No more chunks will come: `take` answers `nil` once the queue is empty.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    func take() -> LocateBatchChunk? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !closed { condition.wait() }
        return items.isEmpty ? nil : items.removeFirst()
    }
}

/// A flag set once by one thread and read by others (output failed: stop reading).
final class LocateBatchFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }
}

/// The stream's system calls and byte scans.
enum LocateBatchIO {
    /// The reader stage: fills free chunks from `fd` until end of file (or a read error, or `stop`), each
    /// cut after its last newline (the rest starts the next chunk), and closes `filled`. Reads until a
    /// chunk is full, except when the input is a pipe with nothing more ready and a whole line is in
    /// hand: a slow producer's lines are answered without waiting for a full chunk.
    static func read(_ fd: Int32, from free: LocateBatchQueue, to filled: LocateBatchQueue, stop: LocateBatchFlag) {
        var carry: [UInt8] = []
        var eof = false
        while !eof, !stop.isSet, let c = free.take() {
            while c.capacity <= carry.count { c.grow() }
            carry.withUnsafeBufferPointer { b in
                if let p = b.baseAddress { c.input.update(from: p, count: b.count) }
            }
            c.count = carry.count
            carry.removeAll(keepingCapacity: true)  // the carried bytes hold no newline
            var sawNewline = false
            while true {
                if c.count == c.capacity {
                    if sawNewline { break }
                    c.grow()  // one line longer than the chunk
                }
                let want = c.capacity - c.count
                let n = readSome(fd, c.input + c.count, want)
                if n <= 0 {
                    eof = true
                    break
                }
                if !sawNewline && memchr(c.input + c.count, 0x0A, n) != nil { sawNewline = true }
                c.count += n
                if n < want && sawNewline && !readable(fd) { break }
            }
            if !eof {
                var cut = c.count
                while c.input[cut - 1] != 0x0A { cut -= 1 }
                carry.append(contentsOf: UnsafeBufferPointer(start: c.input + cut, count: c.count - cut))
                c.count = cut
            }
            if c.count > 0 { filled.put(c) } else { free.put(c) }
        }
        filled.close()
    }

    /// read(2), retried on EINTR: bytes read, 0 at end of file, -1 on error.
    static func readSome(_ fd: Int32, _ p: UnsafeMutablePointer<UInt8>, _ n: Int) -> Int {
        while true {
            let r = systemRead(fd, p, n)
            if r >= 0 || errno != EINTR { return r }
        }
    }

    /// Whether `fd` has input ready now (always, for a regular file).
    static func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) > 0
    }

    /// Writes all `n` bytes with write(2); false on an error.
    static func write(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        var done = 0
        while done < n {
            let r = systemWrite(fd, p + done, n - done)
            if r < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += r
        }
        return true
    }

    /// The number of newlines in the `count` bytes at `p`.
    static func newlines(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var n = 0
        for i in 0 ..< count where p[i] == 0x0A { n += 1 }
        return n
    }
}

private func systemRead(_ fd: Int32, _ p: UnsafeMutablePointer<UInt8>, _ n: Int) -> Int { read(fd, p, n) }
private func systemWrite(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int { write(fd, p, n) }
