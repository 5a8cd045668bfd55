import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One keep-alive HTTP/1.1 connection to the server: at most one request in flight, the answer read by its
/// status line and `Content-Length`.
final class LoadConnection {
    private(set) var socket: Int32 = -1
    /// When the request in flight was due (open loop: its place in the schedule; closed loop: when it was
    /// sent), in nanoseconds of the monotonic clock; `nil` when idle.
    var due: UInt64?
    private var received: [UInt8] = []
    /// Where `recv` writes (one allocation per connection).
    private let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
    private let port: UInt16

    init(port: UInt16) throws(LoadError) {
        self.port = port
        try connect()
    }

    deinit {
        if socket >= 0 { close(socket) }
        scratch.deallocate()
    }

    /// Opens the socket (again, after the server closed it).
    func connect() throws(LoadError) {
        if socket >= 0 { close(socket) }
        #if canImport(Glibc)
            let s = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let s = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard s >= 0 else { throw LoadError("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else {
            close(s)
            throw LoadError("cannot connect to 127.0.0.1:\(port): errno \(errno)")
        }
        var one: Int32 = 1
        setsockopt(s, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        socket = s
        received.removeAll(keepingCapacity: true)
        due = nil
    }

    /// Sends `request` whole (a GET fits the socket buffer).
    /// - Returns: false when the send failed.
    func send(_ request: [UInt8], due: UInt64) -> Bool {
        self.due = due
        var sent = 0
        while sent < request.count {
            let n = request.withUnsafeBytes { Foundation.send(socket, $0.baseAddress! + sent, request.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    /// Sends one byte of a request (a slow client's trickle, ``SlowClients``).
    /// - Returns: false when the send failed (the server closed the connection).
    func sendByte(_ byte: UInt8) -> Bool {
        var b = byte
        return Foundation.send(socket, &b, 1, Int32(MSG_NOSIGNAL)) == 1
    }

    /// The outcome of reading what the socket holds.
    enum Read {
        /// The answer is not complete yet.
        case partial
        /// The answer is in, with its status code.
        case answered(status: Int)
        /// The server closed the connection or the answer is not HTTP.
        case failed
    }

    /// Reads what the socket holds and tells whether the answer is complete.
    func read() -> Read {
        let n = recv(socket, scratch.baseAddress, scratch.count, 0)
        guard n > 0 else { return .failed }
        received.append(contentsOf: UnsafeRawBufferPointer(rebasing: scratch[0 ..< n]))
        // The head is at the front: its blank line is the first one.
        guard let headEnd = Self.headEnd(received) else { return .partial }
        guard let (status, length) = Self.statusAndLength(received[0 ..< headEnd]) else { return .failed }
        let total = headEnd + 4 + length
        guard received.count >= total else { return .partial }
        received.removeFirst(total)
        return .answered(status: status)
    }

    /// The status code and `Content-Length` (0 when absent) of a response head, read as bytes.
    private static func statusAndLength(_ head: ArraySlice<UInt8>) -> (Int, Int)? {
        let prefix = Array("HTTP/1.1 ".utf8)
        guard head.count >= prefix.count + 3, head.starts(with: prefix) else { return nil }
        var status = 0
        for b in head.dropFirst(prefix.count).prefix(3) {
            guard b >= 48, b <= 57 else { return nil }
            status = status * 10 + Int(b - 48)
        }
        let name = Array("content-length:".utf8)
        var length = 0
        var i = head.startIndex
        while i < head.endIndex {
            // At a line start: compare the header name case-insensitively.
            if head[i] == 10, head.endIndex - i > name.count {
                var j = 0
                while j < name.count, head[i + 1 + j] | 0x20 == name[j] | 0x20 { j += 1 }
                if j == name.count {
                    var k = i + 1 + j
                    while k < head.endIndex, head[k] == 32 { k += 1 }
                    while k < head.endIndex, head[k] >= 48, head[k] <= 57 {
                        length = length * 10 + Int(head[k] - 48)
                        k += 1
                    }
                }
            }
            i += 1
        }
        return (status, length)
    }

    /// Where the head's blank line starts (`\r\n\r\n`), if it has arrived.
    private static func headEnd(_ b: [UInt8]) -> Int? {
        guard b.count >= 4 else { return nil }
        for i in 0 ... b.count - 4 where b[i] == 13 && b[i + 1] == 10 && b[i + 2] == 13 && b[i + 3] == 10 { return i }
        return nil
    }
}
