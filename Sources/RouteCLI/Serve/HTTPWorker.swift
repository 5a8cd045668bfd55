#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// One thread of an ``HTTPServer``: an event loop (``ServeReadiness``: `epoll` on Linux, else `poll`) that
/// serves the non-blocking connections handed to it, reading what arrived, answering every complete request
/// in turn on this thread, and writing the answers as the sockets take them. A slow or idle client costs a
/// registered descriptor and its buffered bytes, not a thread, and on Linux nothing in a round where it
/// sends nothing; the time-outs are checked every ``sweepInterval`` (50 ms).
///
/// The server runs one worker per core; a request's answer (a route, a matrix) is computed on the worker
/// that read it, so a long one (the first use of a router, a big matrix) delays that worker's other
/// connections until it is done.
final class HTTPWorker: @unchecked Sendable {
    private unowned let server: HTTPServer
    private let index: Int
    private let wake: (read: Int32, write: Int32)
    private let inbox = NSLock()
    private var pending: [(fd: Int32, peer: String)] = []
    /// Open connections by slot (a slot is the connection's token in ``readiness``); `nil` slots are free.
    private var slots: [HTTPConnection?] = []
    private var freeSlots: [Int] = []
    /// Connections open (slots in use).
    private var openCount: Int { slots.count - freeSlots.count }
    private let readiness = ServeReadiness()
    /// The wake pipe's token in ``readiness``.
    private static let wakeToken = -1
    /// Nanoseconds between two sweeps for time-outs (deadlines are seconds apart; a sweep visits every
    /// connection, so not on every round).
    private static let sweepInterval: UInt64 = 50_000_000
    /// Most time-outs one sweep handles (a 408 is an answer, a log line and a close).
    private static let sweepBatch = 16
    private let parser: HTTPRequestParser
    private let scratchBytes = 65_536
    private let scratch: UnsafeMutablePointer<UInt8>
    /// ``HTTPServerConfiguration/pollSeconds`` in nanoseconds.
    private let pollNanoseconds: UInt64
    private var timings = HTTPServerTimings()
    /// This worker's access-log lines, written once per round (`nil` when the server logs nothing).
    private var accessLog: HTTPAccessLog?

    init?(server: HTTPServer, index: Int) {
        guard let wake = ServeSocket.wakePipe() else { return nil }
        self.server = server
        self.index = index
        self.wake = wake
        parser = HTTPRequestParser(limits: server.configuration.limits)
        scratch = .allocate(capacity: scratchBytes)
        pollNanoseconds = Self.nanoseconds(server.configuration.pollSeconds)
        accessLog = server.accessLog()
    }

    deinit {
        scratch.deallocate()
        ServeSocket.closeSocket(wake.read)
        ServeSocket.closeSocket(wake.write)
    }

    /// Hands connection `fd` to this worker (from the accepting thread).
    func adopt(_ fd: Int32, peer: String) {
        inbox.lock()
        pending.append((fd, peer))
        inbox.unlock()
        signal()
    }

    /// Wakes the worker from `poll` (a new connection, or the server stopping).
    func signal() {
        var b: UInt8 = 1
        _ = write(wake.write, &b, 1)
    }

    /// Serves until the server stops and this worker's last connection is closed.
    func run() {
        guard readiness.add(wake.read, token: Self.wakeToken, writing: false) else {
            FileHandle.standardError.write(Data("indoor serve: worker \(index) cannot watch its wake pipe\n".utf8))
            return
        }
        var ready: [ServeReadiness.Event] = []
        var nextSweep: UInt64 = 0
        while true {
            takePending()
            let stopping = server.isStopping
            let now = ServeSocket.now()
            if stopping || now >= nextSweep {
                // Time-outs left over are taken up on the next round, after what is ready now.
                nextSweep = sweep(now: now, stopping: stopping) ? now : now + Self.sweepInterval
            }
            if stopping && openCount == 0 && server.hasStoppedAccepting {
                takePending()
                if openCount == 0 { break }
            }
            let wait = Int32(max(0, min(200, (Int64(nextSweep) - Int64(now) + 999_999) / 1_000_000)))
            accessLog?.flush()
            let t0 = HTTPServerTimings.enabled ? ServeSocket.now() : 0
            waitForEvents(milliseconds: wait, busy: !ready.isEmpty, into: &ready)
            if HTTPServerTimings.enabled {
                timings.poll += ServeSocket.now() - t0
                timings.rounds += 1
            }
            for e in ready {
                if e.token == Self.wakeToken {
                    drainWake()
                    continue
                }
                guard e.token >= 0, e.token < slots.count, let c = slots[e.token] else { continue }
                service(c, events: e.events)
                watch(c)
            }
        }
        accessLog?.flush()
        if HTTPServerTimings.enabled { FileHandle.standardError.write(Data(timings.line(worker: index).utf8)) }
    }

    /// Waits for the next events: after a round that served something (`busy`), first polls without
    /// sleeping for up to ``HTTPServerConfiguration/pollSeconds``, then sleeps for up to `milliseconds`.
    private func waitForEvents(milliseconds: Int32, busy: Bool, into ready: inout [ServeReadiness.Event]) {
        if busy && pollNanoseconds > 0 {
            let until = ServeSocket.now() + pollNanoseconds
            repeat { readiness.wait(milliseconds: 0, into: &ready) } while ready.isEmpty && ServeSocket.now() < until
            if !ready.isEmpty { return }
        }
        readiness.wait(milliseconds: milliseconds, into: &ready)
    }

    /// Moves the connections handed over into the slots and the readiness set.
    private func takePending() {
        inbox.lock()
        let new = pending
        pending.removeAll()
        inbox.unlock()
        let deadline = ServeSocket.now() + Self.nanoseconds(server.configuration.idleTimeout)
        for (fd, peer) in new {
            guard ServeSocket.setNonBlocking(fd) else {
                ServeSocket.closeSocket(fd)
                server.connectionClosed()
                continue
            }
            let c = HTTPConnection(fd: fd, peer: peer, deadline: deadline)
            c.slot = freeSlots.popLast() ?? slots.count
            if c.slot == slots.count { slots.append(nil) }
            guard readiness.add(fd, token: c.slot, writing: false) else {
                freeSlots.append(c.slot)
                ServeSocket.closeSocket(fd)
                server.connectionClosed()
                continue
            }
            slots[c.slot] = c
        }
    }

    /// Watches `c` for what it waits for now: writing while answers are queued, else reading.
    private func watch(_ c: HTTPConnection) {
        guard !c.isClosed, c.isWriting != c.watchedForWriting else { return }
        c.watchedForWriting = c.isWriting
        readiness.change(c.fd, token: c.slot, writing: c.isWriting)
    }

    private func drainWake() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(wake.read, &bytes, bytes.count) > 0 {}
    }

    /// Closes connections whose time is up: idle ones silently, a request that has not arrived in full with
    /// 408, a write the client does not take; and idle ones at once when the server stops. At most
    /// ``sweepBatch`` time-outs a call, so that clients whose time runs out together (slow clients that
    /// connected at once) do not hold up the requests of the others for a whole burst.
    /// - Returns: whether time-outs were left for the next call.
    private func sweep(now: UInt64, stopping: Bool) -> Bool {
        var handled = 0
        for case let c? in slots {
            let idle = !c.isWriting && !c.hasPartialInput
            if stopping && idle {
                close(c)
            } else if now >= c.deadline {
                guard handled < Self.sweepBatch else { return true }
                handled += 1
                if c.isWriting || idle {
                    close(c)
                } else {
                    let config = server.configuration
                    refuse(c, HTTPResponse.error(408, "the request did not arrive within \(config.requestTimeout) s"))
                    watch(c)
                }
            }
        }
        return false
    }

    /// Reads or writes what `events` allow, then answers the requests that are complete.
    private func service(_ c: HTTPConnection, events: Int16) {
        if c.isWriting {
            flush(c)
            return
        }
        guard events & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return }
        let t0 = HTTPServerTimings.enabled ? ServeSocket.now() : 0
        let result = ServeSocket.receive(c.fd, into: scratch, count: scratchBytes)
        if HTTPServerTimings.enabled { timings.read += ServeSocket.now() - t0 }
        switch result {
        case .wouldBlock: return
        case .closed:
            close(c)
            return
        case let .bytes(n):
            if !c.hasPartialInput { c.deadline = ServeSocket.now() + Self.nanoseconds(server.configuration.requestTimeout) }
            c.input.append(contentsOf: UnsafeBufferPointer(start: scratch, count: n))
        }
        process(c)
        if c.isWriting { flush(c) }
    }

    /// Answers the complete requests at the start of the unparsed bytes, queuing the answers (stops at a
    /// refusal, at a request still arriving, or when 1 MiB of answers wait to be sent).
    private func process(_ c: HTTPConnection) {
        while c.hasPartialInput && !c.closing && c.output.count - c.outputSent < 1 << 20 {
            let t0 = HTTPServerTimings.enabled ? ServeSocket.now() : 0
            let outcome = parser.parse(c.unparsed)
            if HTTPServerTimings.enabled { timings.parse += ServeSocket.now() - t0 }
            switch consume outcome {
            case let .request(request, consumed):
                c.consume(consumed)
                c.continued = false
                answer(request, on: c)
            case let .invalid(status, message):
                refuse(c, HTTPResponse.error(status, message))
                return
            case let .awaitingBody(expectsContinue):
                if expectsContinue && !c.continued {
                    c.continued = true
                    c.output += "HTTP/1.1 100 Continue\r\n\r\n".utf8
                }
                return
            case .incomplete:
                return
            }
        }
    }

    /// Answers `request` on `c`: the handler's response queued, `Connection: close` when the client asked
    /// or the server is stopping (decided once the answer is ready, so a stop during it still closes).
    private func answer(_ request: HTTPRequest, on c: HTTPConnection) {
        let start = ServeSocket.now()
        let response = server.handler(request)
        let answered = ServeSocket.now()
        let keepAlive = request.keepsAlive && !server.isStopping
        response.append(to: &c.output, keepAlive: keepAlive, includeBody: request.method != "HEAD")
        if !keepAlive { c.closing = true }
        c.deadline = ServeSocket.now() + Self.nanoseconds(server.configuration.sendTimeout)
        if HTTPServerTimings.enabled {
            timings.answer += answered - start
            timings.serialize += ServeSocket.now() - answered
            timings.requests += 1
        }
        guard accessLog != nil else { return }
        let seconds = Double(ServeSocket.now() - start) / 1e9
        accessLog?.record(peer: c.peer, line: "\(request.method) \(request.target)", status: response.status, bytes: response.body.count, seconds: seconds)
    }

    /// Queues a refusal and closes once it is sent.
    private func refuse(_ c: HTTPConnection, _ response: HTTPResponse) {
        response.append(to: &c.output, keepAlive: false, includeBody: true)
        c.closing = true
        c.deadline = ServeSocket.now() + Self.nanoseconds(server.configuration.sendTimeout)
        accessLog?.record(peer: c.peer, line: "-", status: response.status, bytes: response.body.count, seconds: 0)
        flush(c)
    }

    /// Sends what the socket takes of the queued answers; once all is sent, closes (when closing) or
    /// answers the requests that arrived meanwhile.
    private func flush(_ c: HTTPConnection) {
        let t0 = HTTPServerTimings.enabled ? ServeSocket.now() : 0
        defer { if HTTPServerTimings.enabled { timings.write += ServeSocket.now() - t0 } }
        while c.isWriting {
            switch ServeSocket.sendSome(c.fd, c.output, from: c.outputSent) {
            case let .bytes(n): c.sent(n)
            case .wouldBlock: return
            case .closed:
                close(c)
                return
            }
        }
        if c.closing {
            close(c)
            return
        }
        let config = server.configuration
        c.deadline = ServeSocket.now() + Self.nanoseconds(c.hasPartialInput ? config.requestTimeout : config.idleTimeout)
        if c.hasPartialInput {
            process(c)
            if c.isWriting { flush(c) }
        }
    }

    /// Closes `c` (once) and tells the server.
    private func close(_ c: HTTPConnection) {
        guard !c.isClosed else { return }
        c.isClosed = true
        readiness.remove(c.fd)
        ServeSocket.closeSocket(c.fd)
        slots[c.slot] = nil
        freeSlots.append(c.slot)
        server.connectionClosed()
    }

    static func nanoseconds(_ seconds: Double) -> UInt64 { UInt64(max(0, seconds) * 1e9) }
}
