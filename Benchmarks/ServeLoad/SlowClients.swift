import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Slow clients (slowloris) beside the measured load: each connection sends a request one byte every
/// ``interval`` seconds and, once the request is out or the server has closed the connection (a 408 after its
/// request time-out), connects again and starts over. The connections' bytes are spread evenly over the
/// interval (connection `i` sends at `i / count` of it), so the server sees a steady trickle of
/// `count / interval` bytes a second and the generator never wakes for a burst of them: one thread sleeps
/// until the next byte is due, sends it, and sleeps again.
///
/// `@unchecked Sendable`: run by one thread, and ``reconnects`` is read after that thread ends.
final class SlowClients: @unchecked Sendable {
    /// Seconds between two bytes of one connection.
    static let interval = 0.5
    /// Seconds before connecting again when the server refused a connection.
    static let retry = 0.2
    /// The request each connection trickles: a `/health` GET padded to 100-odd bytes (about 50 s a request,
    /// longer than the server's request time-out).
    static let request = Array("GET /health HTTP/1.1\r\nHost: slow\r\nX-Pad: \(String(repeating: "a", count: 64))\r\n\r\n".utf8)

    private let port: UInt16
    private var connections: [LoadConnection?]
    /// Per connection: the next byte of ``request`` to send.
    private var position: [Int]
    /// Per connection: when its next byte (or connection attempt) is due, monotonic nanoseconds.
    private var due: [UInt64]
    /// Connections opened again over the run: after the server closed one (its 408) or refused one, or after a
    /// request went out whole (about 50 s of bytes, longer than the server's request time-out).
    private(set) var reconnects = 0

    /// Opens `count` connections to the server on loopback `port`, their first bytes due from `start` on.
    /// - Throws: ``LoadError`` when a first connection fails (the server is not there).
    init(port: UInt16, count: Int, start: UInt64) throws(LoadError) {
        self.port = port
        connections = []
        for _ in 0 ..< count { connections.append(try LoadConnection(port: port)) }
        position = [Int](repeating: 0, count: count)
        let step = UInt64(Self.interval * 1e9) / UInt64(max(1, count))
        due = (0 ..< count).map { start + UInt64($0) * step }
    }

    /// Trickles bytes until `end` (monotonic nanoseconds), then closes every connection.
    func run(until end: UInt64) {
        let interval = UInt64(Self.interval * 1e9)
        while true {
            // The connection due first (a linear scan: a few hundred connections, a few hundred bytes a second).
            guard var i = due.indices.first else { return }
            for j in due.indices where due[j] < due[i] { i = j }
            let when = due[i]
            guard when < end else { break }
            let now = monotonicNanoseconds()
            if when > now { sleepNanoseconds(when - now) }
            guard let c = connections[i] else {
                reopen(i, at: when)
                continue
            }
            if c.sendByte(Self.request[position[i]]) {
                position[i] += 1
                due[i] = when + interval
                if position[i] == Self.request.count { reopen(i, at: due[i]) }
            } else {
                // Closed by the server (its request time-out): start over on a new connection.
                reopen(i, at: when + interval)
            }
        }
        connections = []
    }

    /// Connection `i` opened again, its first byte due at `when` (a refused connection tries again after
    /// ``retry`` seconds).
    private func reopen(_ i: Int, at when: UInt64) {
        reconnects += 1
        position[i] = 0
        connections[i] = nil
        do {
            connections[i] = try LoadConnection(port: port)
            due[i] = when
        } catch {
            due[i] = monotonicNanoseconds() + UInt64(Self.retry * 1e9)
        }
    }

    private func sleepNanoseconds(_ n: UInt64) {
        var t = timespec(tv_sec: Int(n / 1_000_000_000), tv_nsec: Int(n % 1_000_000_000))
        var left = timespec()
        while nanosleep(&t, &left) != 0 && errno == EINTR { t = left }
    }
}
