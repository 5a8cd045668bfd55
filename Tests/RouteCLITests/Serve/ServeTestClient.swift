#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
@testable import RouteCLI

/// A server started in this process on a free loopback port, and a raw-socket client for it (so that tests
/// can send any bytes, not only what an HTTP library would).
final class ServeTestServer: @unchecked Sendable {
    let server: HTTPServer
    let api: ServeAPI
    private let done = DispatchSemaphore(value: 0)

    /// Loads `venuePaths` and starts serving them on 127.0.0.1, any free port.
    init(venuePaths: [String], configure: (inout HTTPServerConfiguration) -> Void = { _ in }) throws {
        var venues: [ServeVenue] = []
        for p in venuePaths {
            switch ServeVenue.load(p, inference: .default) {
            case let .success(v): venues.append(v)
            case let .failure(f): throw ServeTestError(message: f.result.stderr)
            }
        }
        let api = ServeAPI(venues: venues)
        self.api = api
        var c = HTTPServerConfiguration()
        c.port = 0
        c.accessLog = false
        configure(&c)
        server = try HTTPServer(configuration: c) { api.respond($0) }
        let server = server, done = done
        Thread {
            server.run()
            done.signal()
        }.start()
    }

    /// Stops the server and waits until its connections are closed.
    func stop() {
        server.stop()
        done.wait()
    }

    /// A new connection to the server.
    func connect() throws -> ServeTestConnection { try ServeTestConnection(port: server.port) }

    /// One request on a new connection: status and body.
    func get(_ target: String) throws -> ServeTestResponse {
        let c = try connect()
        defer { c.close() }
        try c.send("GET \(target) HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        return try c.readResponse()
    }

    /// A POST with `body` on a new connection.
    func post(_ target: String, body: [UInt8]) throws -> ServeTestResponse {
        let c = try connect()
        defer { c.close() }
        try c.send(Array("POST \(target) HTTP/1.1\r\nHost: t\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body)
        return try c.readResponse()
    }
}

struct ServeTestError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

#if canImport(Darwin)
    private let systemConnect = Darwin.connect
    private let systemClose = Darwin.close
#else
    private let systemConnect = Glibc.connect
    private let systemClose = Glibc.close
#endif

/// A parsed answer: status, header fields (names lowercased) and body.
struct ServeTestResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A client connection with a receive time-out (a test never hangs on a server that does not answer; long
/// enough for a debug build of a router of Pacific U).
final class ServeTestConnection {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(port: Int, timeout: Double = 300) throws {
        #if canImport(Darwin)
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &addr) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemConnect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else { throw ServeTestError(message: "cannot connect to port \(port)") }
        var tv = timeval()
        tv.tv_sec = Int(timeout)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    func close() { _ = systemClose(fd) }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws {
        guard ServeSocket.sendAll(fd, bytes) else { throw ServeTestError(message: "send failed") }
    }

    /// Reads until the server closes (or the time-out): every byte received.
    func readToEnd() -> [UInt8] {
        while ServeSocket.receive(fd, into: &buffer) > 0 {}
        defer { buffer = [] }
        return buffer
    }

    /// Reads one response (by its Content-Length); throws when the server closes first or times out.
    func readResponse(head: Bool = false) throws -> ServeTestResponse {
        while true {
            if let end = headEnd() {
                let headText = String(decoding: buffer[0 ..< end], as: UTF8.self)
                let lines = headText.components(separatedBy: "\r\n")
                let status = Int(lines[0].split(separator: " ")[1]) ?? 0
                var headers: [String: String] = [:]
                for l in lines.dropFirst() where l.contains(":") {
                    let kv = l.split(separator: ":", maxSplits: 1)
                    headers[kv[0].lowercased()] = kv[1].trimmingCharacters(in: .whitespaces)
                }
                let length = head ? 0 : Int(headers["content-length"] ?? "0") ?? 0
                while buffer.count < end + 4 + length {
                    guard ServeSocket.receive(fd, into: &buffer) > 0 else { throw ServeTestError(message: "closed in the body") }
                }
                let body = Array(buffer[(end + 4) ..< (end + 4 + length)])
                buffer.removeFirst(end + 4 + length)
                return ServeTestResponse(status: status, headers: headers, body: body)
            }
            guard ServeSocket.receive(fd, into: &buffer) > 0 else { throw ServeTestError(message: "closed before an answer") }
        }
    }

    private func headEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0 ... buffer.count - 4 where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 { return i }
        return nil
    }
}
