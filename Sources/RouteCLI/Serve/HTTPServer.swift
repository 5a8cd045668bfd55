import Foundation

/// An HTTP/1.1 server over the system's sockets: one thread accepts connections (at most
/// ``HTTPServerConfiguration/maxConnections`` open at once) and hands them in turn to a fixed pool of
/// ``HTTPWorker`` event loops, one per core (``HTTPServerConfiguration/workers``), each serving its
/// non-blocking connections with `poll(2)`; requests are answered in parallel on every core, and a slow
/// client holds a descriptor, not a thread.
///
/// Connections are kept alive (HTTP/1.1 default); pipelined requests are answered in order. A request must
/// arrive in full within ``HTTPServerConfiguration/requestTimeout`` of its first byte (else 408 and close),
/// an idle connection closes after ``HTTPServerConfiguration/idleTimeout``, an answer the client does not
/// take within ``HTTPServerConfiguration/sendTimeout`` ends the connection. ``stop()`` stops accepting,
/// lets every request in flight finish and be answered, then closes the connections; ``run()`` returns
/// when the last one is closed.
final class HTTPServer: @unchecked Sendable {
    /// The settings it was started with (`port` is the one bound, when 0 was asked).
    let configuration: HTTPServerConfiguration
    /// What answers a request; called on worker threads, concurrently.
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let listener: Int32
    private let state = NSCondition()
    private var stopping = false
    private var accepting = true
    private var open = 0
    private var running = 0
    private let logLock = NSLock()

    /// The port the server listens on.
    var port: Int { configuration.port }

    /// Binds and listens (requests are served once ``run()`` is called).
    /// - Throws: ``ServeSocket/Failure`` when the address is not numeric or cannot be bound (port in use).
    init(configuration: HTTPServerConfiguration, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws(ServeSocket.Failure) {
        let (fd, port) = try ServeSocket.listening(host: configuration.host, port: configuration.port)
        var c = configuration
        c.port = port
        self.configuration = c
        self.handler = handler
        listener = fd
    }

    /// Accepts and serves connections until ``stop()``, then waits for the open connections to finish.
    func run() {
        let workers = (0 ..< max(1, configuration.workers)).compactMap { HTTPWorker(server: self, index: $0) }
        state.lock()
        running = workers.count
        state.unlock()
        for w in workers {
            let thread = Thread { [self] in
                w.run()
                state.lock()
                running -= 1
                state.broadcast()
                state.unlock()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        var next = 0
        while !isStopping && !workers.isEmpty {
            guard ServeSocket.waitReadable(listener, milliseconds: 200), let (fd, peer) = ServeSocket.acceptConnection(listener) else { continue }
            state.lock()
            let admitted = open < configuration.maxConnections && !stopping
            if admitted { open += 1 }
            state.unlock()
            guard admitted else {
                let busy = HTTPResponse.error(503, "too many connections (at most \(configuration.maxConnections)); try again")
                _ = ServeSocket.sendAll(fd, busy.serialized(keepAlive: false, includeBody: true))
                ServeSocket.closeSocket(fd)
                continue
            }
            workers[next % workers.count].adopt(fd, peer: peer)
            next += 1
        }
        ServeSocket.closeSocket(listener)
        state.lock()
        accepting = false
        state.unlock()
        for w in workers { w.signal() }
        state.lock()
        while running > 0 { state.wait() }
        state.unlock()
    }

    /// Called by a worker when it closes a connection.
    func connectionClosed() {
        state.lock()
        open -= 1
        state.unlock()
    }

    /// Whether the accepting thread has stopped (no connection will be handed to a worker any more).
    var hasStoppedAccepting: Bool {
        state.lock()
        defer { state.unlock() }
        return !accepting
    }

    /// Stops accepting; requests in flight finish and are answered (`Connection: close`), idle connections
    /// close. Safe from any thread, more than once.
    func stop() {
        state.lock()
        stopping = true
        state.unlock()
    }

    /// Whether ``stop()`` was called.
    var isStopping: Bool {
        state.lock()
        defer { state.unlock() }
        return stopping
    }

    /// A worker's access log (``HTTPAccessLog``): the configured descriptor, one lock for every worker.
    func accessLog() -> HTTPAccessLog? {
        configuration.accessLog ? HTTPAccessLog(descriptor: configuration.accessLogDescriptor, lock: logLock) : nil
    }
}
