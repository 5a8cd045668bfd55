import Foundation
import IndoorGeometry
import Routing

/// `indoor follow <venue> --batch <file|-> [--profile <profile>]`: where a walker is, position by
/// position as the positions arrive (a blue dot without a route).
enum FollowCommand: CLISubcommand {
    /// Typed options of `follow`.
    struct Options: Sendable, Equatable {
        var venuePath: String
        /// The positions: one JSON object per line, in time order.
        var batchPath: String
        var profile: CLIRouteProfile
    }

    static let spec = CLICommandSpec(
        name: "follow",
        abstract: "Follow a walker position by position: the blue dot in the walkable space, without a route.",
        discussion: """
            Reads positions, one JSON object per line in time order ({"t": s, "lon": …, "lat": …} with \
            optional "floor" and "accuracy" in metres, default 5), and answers each line before reading \
            the next one: {"line": n, "t": …, "lon": …, "lat": …, "floor": "<floor id>", "space": {"id": \
            …, "name": …}, "offset": m, "walked": m, "confidence": 0-1, "startsSegment": bool}, the point \
            of the walkable free space the walker most likely is at given the positions so far, its floor, \
            the space containing it (null when none), its distance from the raw position, the metres \
            walked since the previous answer, the share of the model's belief on this answer, and whether \
            the walk started again there (the first position, a gap of more than 60 s, or a position no \
            walk from the previous one can reach in the time between them). A bad line, or a position \
            with no walkable space within its search radius, gives {"line": n, "error": …} and the stream \
            goes on. The model is 'indoor match's hidden Markov model run forward, one position at a \
            time, around a Kalman-filtered position; docs/navigation.md lists every parameter.
            """,
        arguments: [.venue],
        options: [
            CLIOptionSpec(
                name: "batch", valueName: "file|-", help: "The positions (JSON lines) from a file or standard input.", kind: .path, isRequired: true),
            .profile
        ],
        customSynopsis: "<venue> --batch <file|-> [--profile <profile>]")

    static func options(from values: CLIParsedValues) throws(CLIUsageFailure) -> Options {
        Options(
            venuePath: values.requiredArgument("venue"), batchPath: values.value("batch") ?? "",
            profile: try values.choice("profile", as: CLIRouteProfile.self) ?? .standard)
    }

    static func execute(_ options: Options) -> CLIResult {
        let venue: Venue, opened: CLIVenue.Opened
        switch CLIVenue.open(options.venuePath, batch: options.batchPath) {
        case let .failure(f): return f.result
        case let .success(v): (venue, opened) = (v.venue, v)
        }
        let matcher: TrailMatcher
        do {
            let router = try opened.routers().router(for: options.profile.routerKey)
            matcher = TrailMatcher(router: router, profile: options.profile.routingProfile)
        } catch {
            return .failure("venue '\(options.venuePath)': \(error)", code: .dataError)
        }
        var batch = CLIFollowBatch(follower: TrailFollower(matcher: matcher), venue: venue)
        var result = batch.run(path: options.batchPath)
        if result.exitCode == 0 { result.stderr += CLIVenue.warningSummary(venue) }
        return result
    }

    /// The answer of line `line` (1-based) whose position `fix` was followed to `a` (`nil`: no walkable
    /// space within its search radius, an error line).
    static func describe(_ a: TrailFollowAnswer?, of fix: NavigationFix, line: Int, parameters: TrailMatchParameters, venue: Venue) -> JSONValue {
        guard let a else {
            let radius = parameters.radius(sigma: parameters.sigma(accuracy: fix.accuracy))
            return CLINavigationFix.errorLine(line, "no walkable space within \(CLIValueConversion.format(radius)) m of the position on the floors considered")
        }
        var o = JSONObject()
        o.append("line", .number(Double(line)))
        o.append("t", fix.time.map(JSONValue.number) ?? .null)
        let (lon, lat) = CLINavigationFix.position(a.point, venue: venue)
        o.append("lon", lon)
        o.append("lat", lat)
        o.append("floor", .string(venue.floors[a.floor].id))
        o.append(
            "space",
            a.space.map { s in ["id": .string(venue.spaces[s].id), "name": venue.spaces[s].names.first.map(JSONValue.string) ?? .null] } ?? .null)
        o.append("offset", CLINavigationFix.metres(a.offset))
        o.append("walked", CLINavigationFix.metres(a.walked))
        o.append("confidence", .number((a.confidence * 1000).rounded() / 1000))
        o.append("startsSegment", .bool(a.startsSegment))
        return .object(o)
    }
}
