import Foundation
import IndoorGeometry

/// `indoor serve <venue>... [--host <addr>] [--port <n>]`: the engine as an HTTP/1.1 service with a map page.
enum ServeCommand: CLISubcommand {
    /// Typed options of `serve`.
    struct Options: Sendable {
        /// The venue folders or files, one or more.
        var venuePaths: [String]
        /// What to infer that the sources leave out (`--strict`, `--open-nonwalkable-doors`).
        var inference: VenueInference = .default
        /// Address, port, limits and time-outs.
        var server: HTTPServerConfiguration
    }

    static let spec = CLICommandSpec(
        name: "serve",
        abstract: "Answer the commands' questions over HTTP, with a map page at '/'.",
        discussion: """
            Reads each venue once and answers HTTP/1.1 requests until SIGINT or SIGTERM (requests in flight \
            finish first): GET / (the map page), /health, /venues, /venues/{id} (info --json), \
            /venues/{id}/floors/{floor}.svg (render), and /route, /matrix, /reachable, /locate, /check, \
            /progress (GET with query parameters or POST with a JSON object: the members of a --batch line, \
            plus 'venue' when several are served; /progress takes the route as 'route' or by 'from' and 'to', \
            and 'at' or 'positions'), POST /locate (locate --batch lines) and POST /match (a trail; 'profile', \
            and 'path' for the matched walk). Answers are the documents the commands print, byte for byte; \
            errors are {"error": …, "code": …} with status 400, 404, 405, 408, 411, 413, 422, 431, 500, 503 \
            or 505. Requests are answered in parallel by one event loop per core, keep-alive, at most \
            \(HTTPServerConfiguration().maxConnections) connections; a request's line and headers may take \
            16 KiB and its body 8 MiB. One access-log line per request on standard error. See docs/serve.md.
            """,
        arguments: [
            CLIArgumentSpec(
                name: "venue", help: CLIArgumentSpec.venue.help + " Several may be served; each is named by its file or folder name.",
                kind: CLIArgumentSpec.venue.kind, isVariadic: true)
        ],
        options: [
            CLIOptionSpec(name: "host", valueName: "address", help: "The numeric IPv4 or IPv6 address to listen on.", kind: .text, defaultValue: "127.0.0.1"),
            CLIOptionSpec(
                name: "port", valueName: "n", help: "The TCP port to listen on, 0 for any free one.", kind: .integer(min: 0, max: 65_535), defaultValue: "8080"),
            CLIOptionSpec(
                name: "max-connections", valueName: "n", help: "Most connections open at once; one more is answered 503.", kind: .integer(min: 1, max: 100_000),
                defaultValue: "1024"),
            CLIOptionSpec(
                name: "poll-us", valueName: "n",
                help: "Microseconds a worker keeps polling for the next request after answering, before it sleeps (0: at once).",
                kind: .integer(min: 0, max: 100_000), defaultValue: "200")
        ],
        flags: [CLIFlagSpec(name: "quiet", help: "Write no access-log lines.")] + CLIFlagSpec.inference,
        customSynopsis: "<venue>... [--host <address>] [--port <n>] [--max-connections <n>] [--poll-us <n>] [--quiet] [--strict] [--open-nonwalkable-doors]")

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        var server = HTTPServerConfiguration()
        server.host = values.value("host") ?? server.host
        server.port = try values.integer("port") ?? server.port
        server.maxConnections = try values.integer("max-connections") ?? server.maxConnections
        if let us = try values.integer("poll-us") { server.pollSeconds = Double(us) / 1e6 }
        server.accessLog = !values.flag("quiet")
        return Options(venuePaths: values.variadicArguments, inference: values.inference, server: server)
    }

    /// Loads the venues, listens, and serves until SIGINT or SIGTERM.
    static func execute(_ options: Options) -> CLIResult {
        var venues: [ServeVenue] = []
        for path in options.venuePaths {
            switch ServeVenue.load(path, inference: options.inference) {
            case let .failure(f): return f.result
            case let .success(loaded):
                var v = loaded
                let base = v.id
                var n = 2
                while venues.contains(where: { $0.id == v.id }) {
                    v = v.renamed("\(base)-\(n)")
                    n += 1
                }
                venues.append(v)
            }
        }
        let api = ServeAPI(venues: venues)
        let server: HTTPServer
        do {
            server = try HTTPServer(configuration: options.server) { api.respond($0) }
        } catch {
            return .failure("cannot listen on \(options.server.host):\(options.server.port): \(error)", code: .unavailable)
        }
        let signals = ServeSignals.stop(on: [SIGINT, SIGTERM]) { server.stop() }
        let host = options.server.host.contains(":") ? "[\(options.server.host)]" : options.server.host
        let names = venues.map(\.id).joined(separator: ", ")
        FileHandle.standardError.write(Data("serving \(names) on http://\(host):\(server.port)/ (Ctrl-C stops)\n".utf8))
        server.run()
        withExtendedLifetime(signals) {}
        return CLIResult(stderr: "stopped\n")
    }
}
