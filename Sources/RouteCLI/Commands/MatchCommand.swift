import Foundation
import IndoorGeometry
import Routing

/// `indoor match <venue> --trail <trail.ndjson|-> [--path <route.json>] [--profile <profile>]`: the walk a
/// trail of noisy positions was taken on.
enum MatchCommand: CLISubcommand {
    /// Typed options of `match`.
    struct Options: Sendable, Equatable {
        var venuePath: String
        /// The trail: one JSON object per line, in time order.
        var trailPath: String
        /// Where to write the matched walk as a route document, when asked.
        var pathOutput: String?
        var profile: CLIRouteProfile
    }

    static let spec = CLICommandSpec(
        name: "match",
        abstract: "Match a trail of positions to the walk through the venue's walkable space.",
        discussion: """
            Reads a trail, one JSON object per line in time order ({"t": s, "lon": …, "lat": …} with \
            optional "floor" and "accuracy" in metres, default 5), and prints one JSON line per input line: \
            {"line": n, "t": …, "lon": …, "lat": …, "floor": "<floor id>", "space": {"id": …, "name": …}, \
            "offset": m}, the matched point in the walkable free space, its floor, the space containing it \
            (null when none) and its distance from the raw position. A bad line, or a position with no \
            walkable space within its search radius, gives {"line": n, "error": …}. The model is a hidden \
            Markov model (as Valhalla's Meili): candidates in each nearby space, Gaussian in their offset, \
            transitions by the exact walking distance (walls block, floors change only by stairs, \
            elevators, escalators and ramps, in their times), Viterbi over the trail, and a break where no \
            candidate can be reached in the time between two positions; docs/navigation.md lists every \
            parameter. With --path, also writes the matched walk as a route document (legs per floor, \
            floor changes through connections).
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(name: "trail", valueName: "file|-", help: "The trail (JSON lines) from a file or standard input.", kind: .path, isRequired: true),
            CLIOptionSpec(name: "path", valueName: "file", help: "Also write the matched walk as route GeoJSON to this file.", kind: .text),
            .profile
        ],
        customSynopsis: "<venue> --trail <file|-> [--path <file>] [--profile <profile>]")

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        Options(
            venuePath: values.requiredArgument("venue"), trailPath: values.value("trail") ?? "", pathOutput: values.value("path"),
            profile: try values.choice("profile", as: CLIRouteProfile.self) ?? .standard)
    }

    static func execute(_ options: Options) -> CLIResult {
        if let problem = CLIInputCheck.problem(with: options.trailPath, role: "trail", expecting: .fileOrStandardInput) { return problem }
        let venue: Venue, opened: CLIVenue.Opened
        switch CLIVenue.open(options.venuePath) {
        case let .failure(f): return f.result
        case let .success(v): (venue, opened) = (v.venue, v)
        }
        let input: [UInt8]
        switch CLIInput.readAll(options.trailPath, role: "trail") {
        case let .success(b): input = b
        case let .failure(f): return f.result
        }
        let profile = options.profile.routingProfile
        let matcher: TrailMatcher
        do {
            matcher = TrailMatcher(router: try opened.routers().router(for: options.profile.routerKey), profile: profile)
        } catch {
            return .failure("venue '\(options.venuePath)': \(error)", code: .dataError)
        }
        let (out, match) = answer(trail: input, matcher: matcher, venue: venue)
        var stderr = CLIVenue.warningSummary(venue)
        if let path = options.pathOutput {
            guard let walk = match.walk else {
                return CLIResult(
                    stdout: out, stderr: stderr + "Error: fewer than two positions matched: no walk to write to '\(path)'\n",
                    exitCode: CLIExitCode.nothingFound.rawValue)
            }
            let doc = RouteGeoJSON.featureCollection(walk, venue: venue, from: "trail start", to: "trail end", profileName: options.profile.rawValue)
            do {
                try Data(try RouteDocument.encoder.bytes(doc)).write(to: URL(fileURLWithPath: path))
            } catch {
                return CLIResult(stdout: out, stderr: stderr + "Error: cannot write '\(path)': \(error)\n", exitCode: CLIExitCode.noInput.rawValue)
            }
            stderr += "wrote the matched walk (\(CLIValueConversion.format((walk.distance * 10).rounded() / 10)) m) to \(path)\n"
        }
        return CLIResult(stdout: out, stderr: stderr)
    }

    /// The answer lines of a trail (one JSON object per line, in time order), each followed by a newline, and
    /// the match behind them: what `match` prints, and what `indoor serve` answers to `POST /match`.
    static func answer(trail input: [UInt8], matcher: TrailMatcher, venue: Venue) -> (lines: String, match: TrailMatch) {
        // Read every line on all cores; the good ones are matched together, in order (the match of a
        // position depends on the whole trail); the answers are written on all cores, in input order.
        let read = BatchFanOut.map(BatchLines.lines(input)) { line in CLINavigationFix.read(CLIInput.trimmed(line), venue: venue) }
        let fixes = read.compactMap { try? $0.get() }
        let match = matcher.match(fixes)
        let parameters = matcher.parameters
        var next = 0  // the next position of `fixes`, in line order
        let matched = read.map { r in
            r.map { fix in
                defer { next += 1 }
                return (fix: fix, match: match.fixes[next])
            }
        }
        let out = BatchFanOut.map(Array(zip(1..., matched))) { line, r in
            let value: JSONValue
            switch r {
            case let .success(m): value = describe(m.match, of: m.fix, line: line, parameters: parameters, venue: venue)
            case let .failure(p): value = CLINavigationFix.errorLine(line, p.message)
            }
            return JSONLines.answerLine(value, line: line) + "\n"
        }.joined()
        return (out, match)
    }

    /// The answer of line `line` (1-based) whose position `fix` matched to `m` (`nil`: no walkable space
    /// within its search radius, an error line).
    static func describe(_ m: TrailMatch.Fix?, of fix: NavigationFix, line: Int, parameters: TrailMatchParameters, venue: Venue) -> JSONValue {
        guard let m else {
            let radius = parameters.radius(sigma: parameters.sigma(accuracy: fix.accuracy))
            return CLINavigationFix.errorLine(line, "no walkable space within \(CLIValueConversion.format(radius)) m of the position on the floors considered")
        }
        var o = JSONObject()
        o.append("line", .number(Double(line)))
        o.append("t", fix.time.map(JSONValue.number) ?? .null)
        let (lon, lat) = CLINavigationFix.position(m.point, venue: venue)
        o.append("lon", lon)
        o.append("lat", lat)
        o.append("floor", .string(venue.floors[m.floor].id))
        o.append(
            "space",
            m.space.map { s in ["id": .string(venue.spaces[s].id), "name": venue.spaces[s].names.first.map(JSONValue.string) ?? .null] } ?? .null)
        o.append("offset", CLINavigationFix.metres(m.offset))
        return .object(o)
    }
}
