import Foundation

/// Where an ``HTTPServer`` listens and what it tolerates from clients.
struct HTTPServerConfiguration: Sendable {
    /// Numeric address to listen on (default `127.0.0.1`, loopback only).
    var host = "127.0.0.1"
    /// TCP port (default 8080; 0 takes any free port).
    var port = 8080
    /// Sizes the request parser accepts (head 16 KiB, body 8 MiB).
    var limits = HTTPRequestParser.Limits()
    /// Most connections open at once (default 1,024); one more is answered 503 and closed.
    var maxConnections = 1024
    /// Seconds a kept-alive connection may wait for its next request before it is closed (default 5).
    var idleTimeout = 5.0
    /// Seconds a request may take to arrive in full once its first byte has (default 10): a client
    /// trickling bytes (slowloris) is answered 408 and closed.
    var requestTimeout = 10.0
    /// Seconds one write may block on a client that does not read (default 10).
    var sendTimeout = 10.0
    /// Seconds a worker keeps polling for more after a round that served something, before it sleeps
    /// (default 200 µs; 0 sleeps at once). Under load the next request mostly arrives within it and is read
    /// without the worker's core going idle and waking again, which on a virtual machine can take
    /// milliseconds (the host may run something else on an idle core meanwhile): the latency's tail
    /// shortens. It costs up to this much CPU after each busy round; an idle server spends nothing.
    var pollSeconds = 0.0002
    /// Event-loop threads that serve the connections (default: one per core).
    var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Whether to write one access-log line per request (``HTTPAccessLog``)…
    var accessLog = true
    /// …and where (default standard error).
    var accessLogDescriptor: Int32 = 2
}
