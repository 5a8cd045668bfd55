import Dispatch
import Foundation

/// The stream's system calls and byte scans.
package enum BatchIO {
    /// The reader stage: fills free chunks from `fd` until end of file (or a read error, or `stop`), each
    /// cut after its last newline (the rest starts the next chunk), and closes `filled`. Reads until a
    /// chunk is full, except when the input is a pipe with nothing more ready and a whole line is in
    /// hand: a slow producer's lines are answered without waiting for a full chunk.
    package static func read(_ fd: Int32, from free: BatchQueue, to filled: BatchQueue, stop: BatchFlag) {
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
    package static func readSome(_ fd: Int32, _ p: UnsafeMutablePointer<UInt8>, _ n: Int) -> Int {
        while true {
            let r = systemRead(fd, p, n)
            if r >= 0 || errno != EINTR { return r }
        }
    }

    /// Whether `fd` has input ready now (always, for a regular file).
    package static func readable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) > 0
    }

    /// Writes all `n` bytes with write(2); false on an error.
    package static func write(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
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
    package static func newlines(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var n = 0
        for i in 0 ..< count where p[i] == 0x0A { n += 1 }
        return n
    }
}

private func systemRead(_ fd: Int32, _ p: UnsafeMutablePointer<UInt8>, _ n: Int) -> Int { read(fd, p, n) }
private func systemWrite(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int { write(fd, p, n) }
