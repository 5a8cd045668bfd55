import Foundation

/// SIGINT and SIGTERM turned into a call (on a dispatch queue, not in a signal handler), and SIGPIPE
/// ignored: a client that goes away makes a write fail, not the process end.
enum ServeSignals {
    /// Calls `action` once for each of `signals` received, until the returned sources are released.
    static func stop(on signals: [Int32], action: @escaping @Sendable () -> Void) -> [DispatchSourceSignal] {
        signal(SIGPIPE, SIG_IGN)
        return signals.map { s in
            signal(s, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: s, queue: .global())
            source.setEventHandler(handler: action)
            source.resume()
            return source
        }
    }
}
