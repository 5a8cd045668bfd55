#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

#if canImport(Glibc)
    private let systemSend = Glibc.send
#elseif canImport(Musl)
    private let systemSend = Musl.send
#elseif canImport(Darwin)
    private let systemSend = Darwin.send
#endif

/// Thin wrappers over the system's socket calls (POSIX: Glibc on Linux, Darwin on Apple platforms), each
/// returning a Swift value or throwing ``ServeSocket/Failure`` with `errno`'s text.
enum ServeSocket {
    /// A failed system call: which call, on what, and `strerror(errno)`.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ call: String, _ what: String) { description = "\(call) \(what): \(String(cString: strerror(errno)))" }
    }

    #if canImport(Darwin)
        static let streamType = SOCK_STREAM
    #else
        static let streamType = Int32(SOCK_STREAM.rawValue)
    #endif

    /// A listening TCP socket bound to `host` (numeric IPv4 or IPv6) and `port` (0: any free port).
    /// - Returns: the descriptor and the port bound.
    static func listening(host: String, port: Int, backlog: Int32 = 1024) throws(Failure) -> (fd: Int32, port: Int) {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICHOST | AI_NUMERICSERV
        hints.ai_socktype = streamType
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let info = list else {
            errno = EINVAL
            throw Failure("address", "'\(host)' (give a numeric IPv4 or IPv6 address such as 127.0.0.1)")
        }
        defer { freeaddrinfo(list) }
        let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
        guard fd >= 0 else { throw Failure("socket", "for \(host)") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            let f = Failure("bind", "\(host):\(port)")
            close(fd)
            throw f
        }
        guard listen(fd, backlog) == 0 else {
            let f = Failure("listen", "\(host):\(port)")
            close(fd)
            throw f
        }
        return (fd, boundPort(fd))
    }

    /// The local port of a bound socket.
    static func boundPort(_ fd: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { p in p.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { p in
            if family == AF_INET6 {
                return p.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
            return p.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }

    /// Accepts a connection: its descriptor and the peer's numeric address, `nil` when none was waiting.
    static func acceptConnection(_ listener: Int32) -> (fd: Int32, peer: String)? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let fd = withUnsafeMutablePointer(to: &storage) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
        }
        guard fd >= 0 else { return nil }
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let named = withUnsafePointer(to: &storage) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { getnameinfo($0, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) }
        }
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let peer = named == 0 ? String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
        return (fd, peer)
    }

    /// Waits up to `milliseconds` for `fd` to be readable (or closed by the peer).
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, milliseconds) > 0
    }

    /// Reads what is there into `buffer` (appended, at most `chunk` bytes): the number of bytes, 0 when the
    /// peer closed, -1 on error.
    static func receive(_ fd: Int32, into buffer: inout [UInt8], chunk: Int = 65_536) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: chunk) { scratch in
            guard let base = scratch.baseAddress else { return -1 }
            let n = recv(fd, base, chunk, 0)
            if n > 0 { buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: n)) }
            return n
        }
    }

    /// Sends every byte of `bytes`; false when the peer is gone or the send timed out.
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { p -> Int in
                guard let base = p.baseAddress else { return -1 }
                return send(fd, base + sent, bytes.count - sent, flags)
            }
            if n <= 0 {
                if n < 0 && errno == EINTR { continue }
                return false
            }
            sent += n
        }
        return true
    }

    /// Makes `fd` non-blocking (reads and writes answer `EAGAIN` instead of waiting); false on failure.
    static func setNonBlocking(_ fd: Int32) -> Bool {
        let flags = fcntl(fd, F_GETFL)
        return flags >= 0 && fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0
    }

    /// What a non-blocking read or write did.
    enum Transfer: Equatable {
        /// This many bytes (more than 0).
        case bytes(Int)
        /// Nothing now: the call would block.
        case wouldBlock
        /// The peer closed (a read of 0 bytes) or the socket failed.
        case closed
    }

    /// Reads at most `count` bytes into `buffer` from non-blocking `fd`.
    static func receive(_ fd: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Transfer {
        while true {
            let n = recv(fd, buffer, count, 0)
            if n > 0 { return .bytes(n) }
            if n == 0 { return .closed }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .closed
        }
    }

    /// Writes what it can of `bytes[from...]` to non-blocking `fd`.
    static func sendSome(_ fd: Int32, _ bytes: [UInt8], from: Int) -> Transfer {
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        while true {
            let n = bytes.withUnsafeBytes { p -> Int in
                guard let base = p.baseAddress else { return 0 }
                return systemSend(fd, base + from, bytes.count - from, flags)
            }
            if n > 0 { return .bytes(n) }
            if n < 0 && errno == EINTR { continue }
            return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .wouldBlock : .closed
        }
    }

    /// A pipe whose ends are non-blocking: read end, write end (a worker's wake-up line).
    static func wakePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        _ = setNonBlocking(ends[0])
        _ = setNonBlocking(ends[1])
        return (ends[0], ends[1])
    }

    /// Monotonic nanoseconds (for time-outs and timings; not wall-clock time).
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Sets the send time-out of `fd`, seconds.
    static func setSendTimeout(_ fd: Int32, seconds: Double) {
        var tv = timeval()
        tv.tv_sec = .init(seconds.rounded(.down))
        tv.tv_usec = .init((seconds - seconds.rounded(.down)) * 1e6)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Closes `fd`.
    static func closeSocket(_ fd: Int32) { _ = close(fd) }
}
