import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ppoll` (a `poll` with a nanosecond time-out; Glibc's header declares it only under `_GNU_SOURCE`, so it is
/// looked up by name), else `poll` with the time-out rounded up to whole milliseconds.
private let precisePoll: (@convention(c) (UnsafeMutablePointer<pollfd>?, nfds_t, UnsafePointer<timespec>?, OpaquePointer?) -> Int32)? = {
    #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "ppoll") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<pollfd>?, nfds_t, UnsafePointer<timespec>?, OpaquePointer?) -> Int32).self)
    #else
        return nil
    #endif
}()

/// Waits up to `nanoseconds` for one of `fds` to be ready.
private func wait(_ fds: inout [pollfd], nanoseconds: UInt64) -> Int32 {
    fds.withUnsafeMutableBufferPointer { b in
        if let precisePoll {
            var timeout = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
            return precisePoll(b.baseAddress, nfds_t(b.count), &timeout, nil)
        }
        return poll(b.baseAddress, nfds_t(b.count), Int32((nanoseconds + 999_999) / 1_000_000))
    }
}

/// Nanoseconds of the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// One thread's share of the load: its connections, driven with `poll`.
///
/// Open loop (a rate): the worker's requests are due at fixed intervals from the start, whether or not the
/// server keeps up; a due request goes out on the idle connection that has waited longest (so that every
/// connection keeps busy, as 64 clients would, and none sits out the server's idle time-out), and its latency counts from when it
/// was due, not from when it could be sent, so that a stalled server is not hidden by clients that wait for it
/// (coordinated omission; the rule of wrk2 and of HdrHistogram's corrected recording). Closed loop (no rate):
/// each connection sends its next request as soon as the last answer is in; latency counts from the send.
///
/// `@unchecked Sendable`: each worker is run by one thread, and its results are read after that thread ends.
final class LoadWorker: @unchecked Sendable {
    private let connections: [LoadConnection]
    private let requests: [[UInt8]]
    private var nextRequest: Int
    /// Nanoseconds between due times (open loop), or nil (closed loop).
    private let interval: UInt64?
    /// Least nanoseconds between two rounds of sends (open loop): requests that fall due meanwhile go out together.
    private let tick: UInt64
    private let measuredFrom: UInt64
    private let end: UInt64
    private var nextDue: UInt64

    /// Latencies of the answers to requests due in the measured window, in nanoseconds.
    private(set) var latencies: [UInt64] = []
    /// Answers to measured requests whose status was not 2xx.
    private(set) var non2xx = 0
    /// Connections the server closed or answers that were not HTTP (each connection opened again).
    private(set) var errors = 0
    /// Requests due in the measured window that had not gone out when it ended (open loop: the server did not
    /// keep up with the rate).
    private(set) var behind = 0

    init(port: UInt16, connections: Int, requests: [[UInt8]], firstRequest: Int, rate: Double, tick: Double, start: UInt64, warmup: Double, seconds: Double)
        throws(LoadError)
    {
        var list: [LoadConnection] = []
        for _ in 0 ..< connections { list.append(try LoadConnection(port: port)) }
        self.connections = list
        self.requests = requests
        self.nextRequest = firstRequest
        self.tick = UInt64(max(0, tick) * 1e9)
        self.interval = rate > 0 ? UInt64(max(1, (1e9 / rate).rounded())) : nil
        self.measuredFrom = start + UInt64(warmup * 1e9)
        self.end = measuredFrom + UInt64(seconds * 1e9)
        self.nextDue = start
        latencies.reserveCapacity(Int(rate > 0 ? rate * seconds * 1.1 : 1_000_000))
    }

    /// Drives the connections until the measured window ends.
    func run() {
        // Idle connections, longest waiting first.
        var idle = Array(connections.indices)
        var fds: [pollfd] = []
        var busy: [Int] = []
        while true {
            var now = monotonicNanoseconds()
            if now >= end { break }
            if let interval {
                while nextDue <= now, nextDue < end, !idle.isEmpty {
                    let c = idle.removeFirst()
                    send(c, due: nextDue)
                    nextDue += interval
                }
            } else {
                while !idle.isEmpty { send(idle.removeFirst(), due: now) }
            }
            fds.removeAll(keepingCapacity: true)
            busy.removeAll(keepingCapacity: true)
            for (i, c) in connections.enumerated() where c.due != nil {
                fds.append(pollfd(fd: c.socket, events: Int16(POLLIN), revents: 0))
                busy.append(i)
            }
            // Wake for an answer, or when the next request falls due (an idle connection waits for it).
            var waitNanoseconds: UInt64 = 10_000_000
            if interval != nil, !idle.isEmpty { waitNanoseconds = nextDue > now ? min(max(nextDue - now, tick), waitNanoseconds) : 0 }
            waitNanoseconds = min(waitNanoseconds, end - now)
            let ready = wait(&fds, nanoseconds: waitNanoseconds)
            guard ready > 0 else { continue }
            now = monotonicNanoseconds()
            for (k, fd) in fds.enumerated() where fd.revents != 0 {
                let c = connections[busy[k]]
                switch c.read() {
                case .partial: continue
                case .answered(let status):
                    if let due = c.due, due >= measuredFrom, now <= end {
                        latencies.append(now - due)
                        if !(200 ..< 300).contains(status) { non2xx += 1 }
                    }
                    c.due = nil
                    idle.append(busy[k])
                case .failed:
                    errors += 1
                    if (try? c.connect()) != nil { idle.append(busy[k]) }
                }
            }
        }
        if let interval, nextDue < end { behind = Int((end - max(nextDue, measuredFrom)) / interval) }
    }

    private func send(_ c: Int, due: UInt64) {
        let request = requests[nextRequest % requests.count]
        nextRequest += 1
        if !connections[c].send(request, due: due) {
            errors += 1
            _ = try? connections[c].connect()
        }
    }
}
