#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which of an ``HTTPWorker``'s sockets are ready, each registered with a token (the worker's slot of the
/// connection) and whether it waits to read or to write.
///
/// On Linux, `epoll`: a wait costs what is ready, not what is open, so that hundreds of idle keep-alive or
/// trickling connections do not tax every request. Glibc's Swift module does not declare the epoll calls,
/// so they are looked up by name (`dlsym`) and their `struct epoll_event` written by offset (packed, 12 bytes,
/// on x86_64; 16 elsewhere). Elsewhere, or when the lookup fails, `poll` over every registered socket.
/// Owned by one worker thread.
final class ServeReadiness {
    /// A ready socket: its token and `poll`-style events (`POLLIN`, `POLLOUT`, `POLLHUP`, `POLLERR`).
    struct Event {
        var token: Int
        var events: Int16
    }

    private let epoll: EpollCalls?
    private let epollFD: Int32
    /// `poll` fallback: per registered descriptor, its token and whether it waits to write.
    private var registered: [Int32: (token: Int, writing: Bool)] = [:]
    private var pollFDs: [pollfd] = []
    private var pollTokens: [Int] = []
    private let eventBuffer: UnsafeMutableRawPointer
    private static let maxEvents = 256

    init() {
        epoll = EpollCalls.shared
        epollFD = epoll.map { $0.create(Int32(0o2_000_000)) } ?? -1  // EPOLL_CLOEXEC
        eventBuffer = .allocate(byteCount: Self.maxEvents * EpollCalls.eventSize, alignment: 8)
    }

    deinit {
        if epollFD >= 0 { _ = close(epollFD) }
        eventBuffer.deallocate()
    }

    private var usesEpoll: Bool { epollFD >= 0 }

    /// Starts watching `fd` for reading (or writing when `writing`); false when the system refuses.
    func add(_ fd: Int32, token: Int, writing: Bool) -> Bool {
        guard usesEpoll, let epoll else {
            registered[fd] = (token, writing)
            return true
        }
        return control(epoll, op: 1, fd, token: token, writing: writing)  // EPOLL_CTL_ADD
    }

    /// Watches `fd` for writing instead of reading, or back.
    func change(_ fd: Int32, token: Int, writing: Bool) {
        guard usesEpoll, let epoll else {
            registered[fd] = (token, writing)
            return
        }
        _ = control(epoll, op: 3, fd, token: token, writing: writing)  // EPOLL_CTL_MOD
    }

    /// Stops watching `fd` (before it is closed).
    func remove(_ fd: Int32) {
        guard usesEpoll, let epoll else {
            registered[fd] = nil
            return
        }
        _ = control(epoll, op: 2, fd, token: 0, writing: false)  // EPOLL_CTL_DEL
    }

    /// Waits up to `milliseconds` for sockets to be ready; their events replace `ready`'s contents.
    func wait(milliseconds: Int32, into ready: inout [Event]) {
        ready.removeAll(keepingCapacity: true)
        guard usesEpoll, let epoll else {
            pollFDs.removeAll(keepingCapacity: true)
            pollTokens.removeAll(keepingCapacity: true)
            for (fd, r) in registered {
                pollFDs.append(pollfd(fd: fd, events: Int16(r.writing ? POLLOUT : POLLIN), revents: 0))
                pollTokens.append(r.token)
            }
            guard poll(&pollFDs, nfds_t(pollFDs.count), milliseconds) > 0 else { return }
            for (k, p) in pollFDs.enumerated() where p.revents != 0 { ready.append(Event(token: pollTokens[k], events: p.revents)) }
            return
        }
        let n = epoll.wait(epollFD, eventBuffer, Int32(Self.maxEvents), milliseconds)
        guard n > 0 else { return }
        for k in 0 ..< Int(n) {
            let base = eventBuffer + k * EpollCalls.eventSize
            let flags = base.loadUnaligned(as: UInt32.self)
            let token = Int(Int64(bitPattern: base.loadUnaligned(fromByteOffset: EpollCalls.dataOffset, as: UInt64.self)))
            // EPOLLIN 0x1, EPOLLOUT 0x4, EPOLLERR 0x8, EPOLLHUP 0x10: the same bits as poll's.
            ready.append(Event(token: token, events: Int16(truncatingIfNeeded: flags & 0x1D)))
        }
    }

    private func control(_ epoll: EpollCalls, op: Int32, _ fd: Int32, token: Int, writing: Bool) -> Bool {
        var event = [UInt8](repeating: 0, count: EpollCalls.eventSize)
        return event.withUnsafeMutableBytes { b in
            b.storeBytes(of: writing ? UInt32(0x4) : UInt32(0x1), toByteOffset: 0, as: UInt32.self)
            b.storeBytes(of: UInt64(bitPattern: Int64(token)), toByteOffset: EpollCalls.dataOffset, as: UInt64.self)
            return epoll.control(epollFD, op, fd, b.baseAddress!) == 0
        }
    }
}

/// The three epoll calls, looked up once (`nil` off Linux or when missing).
private struct EpollCalls: @unchecked Sendable {
    typealias Create = @convention(c) (Int32) -> Int32
    typealias Control = @convention(c) (Int32, Int32, Int32, UnsafeMutableRawPointer) -> Int32
    typealias Wait = @convention(c) (Int32, UnsafeMutableRawPointer, Int32, Int32) -> Int32
    let create: Create
    let control: Control
    let wait: Wait

    #if arch(x86_64) || arch(i386)
        /// `struct epoll_event` is packed here: 32-bit events, then the 64-bit data at byte 4.
        static let eventSize = 12
        static let dataOffset = 4
    #else
        static let eventSize = 16
        static let dataOffset = 8
    #endif

    static let shared: EpollCalls? = {
        #if os(Linux)
            let all = UnsafeMutableRawPointer(bitPattern: 0)
            guard let c = dlsym(all, "epoll_create1"), let m = dlsym(all, "epoll_ctl"), let w = dlsym(all, "epoll_wait") else { return nil }
            return EpollCalls(
                create: unsafeBitCast(c, to: Create.self), control: unsafeBitCast(m, to: Control.self), wait: unsafeBitCast(w, to: Wait.self))
        #else
            return nil
        #endif
    }()
}
