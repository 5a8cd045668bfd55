import Foundation

/// A blocking HTTP/1.1 server over the system's sockets: one thread accepts, each connection is served on a
/// thread of its own (so requests are answered in parallel on every core and a slow client holds only its
/// own thread), at most ``HTTPServerConfiguration/maxConnections`` at once.
///
/// Connections are kept alive (HTTP/1.1 default); pipelined requests are answered in order. A request must
/// arrive in full within ``HTTPServerConfiguration/requestTimeout`` of its first byte (else 408 and close),
/// an idle connection closes after ``HTTPServerConfiguration/idleTimeout``. ``stop()`` stops accepting,
/// lets every request in flight finish and be answered, then closes the connections; ``run()`` returns
/// when the last one is closed.
final class HTTPServer: @unchecked Sendable {
    /// The settings it was started with (`port` is the one bound, when 0 was asked).
    let configuration: HTTPServerConfiguration
    /// What answers a request; called on connection threads, concurrently.
    let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let listener: Int32
    private let state = NSCondition()
    private var stopping = false
    private var open = 0
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
        while !isStopping {
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
            let thread = Thread { [self] in
                serve(fd, peer: peer)
                ServeSocket.closeSocket(fd)
                state.lock()
                open -= 1
                state.broadcast()
                state.unlock()
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        ServeSocket.closeSocket(listener)
        state.lock()
        while open > 0 { state.wait() }
        state.unlock()
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

    /// Serves one connection: reads, parses and answers requests until the client closes, an error, a
    /// time-out, `Connection: close` or ``stop()``.
    private func serve(_ fd: Int32, peer: String) {
        ServeSocket.setSendTimeout(fd, seconds: configuration.sendTimeout)
        let parser = HTTPRequestParser(limits: configuration.limits)
        var buffer: [UInt8] = []
        var deadline = Date().addingTimeInterval(configuration.idleTimeout)
        var continued = false  // whether `100 Continue` was sent for the request being read
        while true {
            if !buffer.isEmpty {
                switch parser.parse(buffer[...]) {
                case let .request(request, consumed):
                    buffer.removeFirst(consumed)
                    continued = false
                    guard answer(request, fd: fd, peer: peer) else { return }
                    deadline = Date().addingTimeInterval(buffer.isEmpty ? configuration.idleTimeout : configuration.requestTimeout)
                    continue
                case let .invalid(status, message):
                    let response = HTTPResponse.error(status, message)
                    _ = ServeSocket.sendAll(fd, response.serialized(keepAlive: false, includeBody: true))
                    log(peer: peer, line: "-", status: status, bytes: response.body.count, seconds: 0)
                    return
                case let .awaitingBody(expectsContinue):
                    if expectsContinue && !continued {
                        continued = true
                        guard ServeSocket.sendAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return }
                    }
                case .incomplete:
                    break
                }
            }
            let wait = deadline.timeIntervalSinceNow
            if wait <= 0 || (buffer.isEmpty && isStopping) {
                if !buffer.isEmpty {
                    let response = HTTPResponse.error(408, "the request did not arrive within \(configuration.requestTimeout) s")
                    _ = ServeSocket.sendAll(fd, response.serialized(keepAlive: false, includeBody: true))
                    log(peer: peer, line: "-", status: 408, bytes: response.body.count, seconds: 0)
                }
                return
            }
            guard ServeSocket.waitReadable(fd, milliseconds: Int32(min(200, max(1, wait * 1000)))) else { continue }
            let wasEmpty = buffer.isEmpty
            guard ServeSocket.receive(fd, into: &buffer) > 0 else { return }
            if wasEmpty { deadline = Date().addingTimeInterval(configuration.requestTimeout) }
        }
    }

    /// Answers one request; false when the connection is to close (the client is gone, asked to close, or
    /// the server is stopping: decided once the answer is ready, so a stop during it still closes).
    private func answer(_ request: HTTPRequest, fd: Int32, peer: String) -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        let response = handler(request)
        let keepAlive = request.keepsAlive && !isStopping
        let sent = ServeSocket.sendAll(fd, response.serialized(keepAlive: keepAlive, includeBody: request.method != "HEAD"))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        log(peer: peer, line: "\(request.method) \(request.target)", status: response.status, bytes: response.body.count, seconds: seconds)
        return sent && keepAlive
    }

    /// One access-log line on standard error: peer, request, status, body bytes, milliseconds.
    private func log(peer: String, line: String, status: Int, bytes: Int, seconds: Double) {
        guard configuration.accessLog else { return }
        let ms = (seconds * 1e6).rounded() / 1e3
        let text = "\(peer) \"\(line.prefix(2048))\" \(status) \(bytes) \(ms)ms\n"
        logLock.lock()
        FileHandle.standardError.write(Data(text.utf8))
        logLock.unlock()
    }
}
