import Foundation

/// What `serve-load` is asked to do (see main.swift for the command line).
struct LoadOptions {
    /// The server's loopback port.
    var port: UInt16 = 8080
    /// Request targets (path and query), sent round-robin.
    var paths: [String] = []
    /// Keep-alive connections, shared out over the workers.
    var connections = 64
    /// Worker threads, each driving its share of the connections with `poll`.
    var threads = 2
    /// Requests a second offered over all connections (open loop); 0 for a closed loop, where each connection
    /// sends its next request as soon as the answer to the last one is in.
    var rate = 0.0
    /// Measured seconds, after `warmup` seconds that are not recorded.
    var seconds = 10.0
    var warmup = 2.0
    /// Least seconds between two rounds of sends in an open loop (0: each request goes out when it falls due).
    var tick = 0.0
    /// Slow clients trickling a request's bytes beside the load (``SlowClients``), from the start of the warm-up
    /// to the end of the measured seconds; 0 for none.
    var slow = 0

    /// Reads `--port P --paths FILE [--connections C] [--threads T] [--rate R] [--seconds S] [--warmup W] [--tick-us T] [--slow N]`.
    /// - Throws: ``LoadError`` naming the option that is missing or malformed.
    static func parse(_ arguments: [String]) throws(LoadError) -> LoadOptions {
        var o = LoadOptions()
        var pathsFile: String?
        var i = 0
        func value() throws(LoadError) -> String {
            i += 1
            guard i < arguments.count else { throw LoadError("\(arguments[i - 1]) needs a value") }
            return arguments[i]
        }
        func number(_ text: String, _ name: String) throws(LoadError) -> Double {
            guard let v = Double(text), v.isFinite, v >= 0 else { throw LoadError("\(name) '\(text)' is not a number ≥ 0") }
            return v
        }
        while i < arguments.count {
            let name = arguments[i]
            switch name {
            case "--port":
                guard let p = UInt16(try value()) else { throw LoadError("--port needs a port number") }
                o.port = p
            case "--paths": pathsFile = try value()
            case "--connections": o.connections = Int(try number(try value(), name))
            case "--threads": o.threads = Int(try number(try value(), name))
            case "--rate": o.rate = try number(try value(), name)
            case "--seconds": o.seconds = try number(try value(), name)
            case "--warmup": o.warmup = try number(try value(), name)
            case "--tick-us": o.tick = try number(try value(), name) / 1e6
            case "--slow": o.slow = Int(try number(try value(), name))
            default: throw LoadError("unknown option '\(name)'")
            }
            i += 1
        }
        guard let pathsFile else { throw LoadError("--paths FILE is required (one request target per line)") }
        guard let text = try? String(contentsOfFile: pathsFile, encoding: .utf8) else { throw LoadError("cannot read \(pathsFile)") }
        o.paths = text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        guard !o.paths.isEmpty else { throw LoadError("\(pathsFile) holds no request target") }
        guard o.connections >= 1, o.threads >= 1 else { throw LoadError("--connections and --threads must be at least 1") }
        o.threads = min(o.threads, o.connections)
        return o
    }
}

/// A usage or set-up error: printed, exit 64.
struct LoadError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
