#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The access log of one ``HTTPWorker``: a line per answer (peer, request line, status, body bytes,
/// milliseconds), gathered in a buffer and written to the log's descriptor in whole lines with one
/// `write(2)` per round of the worker's event loop (``flush()`` before the worker waits, or as soon as
/// ``flushBytes`` wait), rather than one per request. A line is out before its worker next sleeps, so it lags
/// its answer by at most the rest of that round's work; the workers share the descriptor and one lock, so
/// that their lines never interleave.
struct HTTPAccessLog {
    /// Where lines go (standard error for `indoor serve`).
    let descriptor: Int32
    /// Held while a buffer is written (shared by every worker of a server).
    let lock: NSLock
    private var buffer: [UInt8] = []
    /// Bytes waiting that make ``record(peer:line:status:bytes:seconds:)`` write at once.
    static let flushBytes = 64 << 10
    /// Most characters of the request line a log line keeps.
    static let lineLimit = 2048

    init(descriptor: Int32, lock: NSLock) {
        self.descriptor = descriptor
        self.lock = lock
        buffer.reserveCapacity(Self.flushBytes + 4096)
    }

    /// Whether lines wait to be written.
    var isEmpty: Bool { buffer.isEmpty }

    /// Adds one line: `peer "line" status bytes <ms>ms` (milliseconds to the microsecond).
    mutating func record(peer: String, line: String, status: Int, bytes: Int, seconds: Double) {
        let ms = (seconds * 1e6).rounded() / 1e3
        buffer += peer.utf8
        buffer += " \"".utf8
        buffer += line.prefix(Self.lineLimit).utf8
        buffer += "\" \(status) \(bytes) \(ms)ms\n".utf8
        if buffer.count >= Self.flushBytes { flush() }
    }

    /// Writes the lines waiting (a write the descriptor refuses drops them: the log never holds up answers).
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        lock.lock()
        buffer.withUnsafeBytes { b in
            var offset = 0
            while offset < b.count {
                let n = write(descriptor, b.baseAddress! + offset, b.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
        lock.unlock()
        buffer.removeAll(keepingCapacity: true)
    }
}
