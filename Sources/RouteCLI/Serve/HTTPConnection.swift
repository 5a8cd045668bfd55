/// One client connection of an ``HTTPWorker``: the bytes received and not yet parsed, the answer bytes not
/// yet sent, and the time by which the next thing must happen. Owned by one worker thread, never shared.
final class HTTPConnection {
    /// The socket (non-blocking).
    let fd: Int32
    /// The peer's numeric address, for the access log.
    let peer: String
    /// Bytes received; those before ``inputStart`` are already parsed.
    var input: [UInt8] = []
    /// Where the unparsed bytes of ``input`` start.
    var inputStart = 0
    /// Answer bytes queued; those before ``outputSent`` are sent.
    var output: [UInt8] = []
    /// How many bytes of ``output`` are sent.
    var outputSent = 0
    /// Monotonic nanoseconds by which the connection must make progress (idle, request, or write
    /// time-out, whichever applies now).
    var deadline: UInt64
    /// Whether `100 Continue` was sent for the request being read.
    var continued = false
    /// Whether to close once ``output`` is sent (`Connection: close`, a refusal, a stop).
    var closing = false
    /// Whether the socket is closed (the worker drops the connection).
    var isClosed = false
    /// The worker's slot of the connection (its token in ``ServeReadiness``).
    var slot = -1
    /// Whether ``ServeReadiness`` watches the socket for writing (else for reading).
    var watchedForWriting = false

    init(fd: Int32, peer: String, deadline: UInt64) {
        self.fd = fd
        self.peer = peer
        self.deadline = deadline
    }

    /// Whether answer bytes wait to be sent.
    var isWriting: Bool { outputSent < output.count }

    /// Whether bytes of a request that is not complete yet are waiting.
    var hasPartialInput: Bool { inputStart < input.count }

    /// The unparsed bytes.
    var unparsed: ArraySlice<UInt8> { input[inputStart...] }

    /// Marks `n` more bytes as parsed; forgets the parsed bytes once none remain (keeping the room unless it
    /// grew past 1 MiB, so that a connection's memory stays bounded).
    func consume(_ n: Int) {
        inputStart += n
        if inputStart == input.count {
            if input.capacity > 1 << 20 { input = [] } else { input.removeAll(keepingCapacity: true) }
            inputStart = 0
        } else if inputStart > 1 << 16 {
            input.removeFirst(inputStart)
            inputStart = 0
        }
    }

    /// Forgets the sent bytes once everything queued is sent (same bound on the room kept).
    func sent(_ n: Int) {
        outputSent += n
        if outputSent == output.count {
            if output.capacity > 1 << 20 { output = [] } else { output.removeAll(keepingCapacity: true) }
            outputSent = 0
        }
    }
}
