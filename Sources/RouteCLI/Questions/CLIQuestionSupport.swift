import Foundation
import IndoorGeometry
import Routing

/// Shared pieces of `indoor matrix` and `indoor reachable`: the profile from options, closures, GeoJSON
/// numbers, and JSON-lines batches (through ``CLIBatch``).
enum CLIQuestionSupport {
    /// The router key and routing profile for a named profile and the non-public switch.
    static func query(_ p: CLIRouteProfile, includeNonPublic: Bool) -> (key: RouterKey, profile: RoutingProfile) {
        let settings = CLIRouteSettings(profile: p, includeNonPublic: includeNonPublic)
        return (settings.routerKey, settings.routingProfile)
    }

    /// A rounded number of metres or seconds (mm / ms), or `null`.
    static func number(_ d: Double?) -> JSONValue { d.map { .number(($0 * 1000).rounded() / 1000) } ?? .null }

    /// The GeoJSON encoder of the answers: coordinates to the route document's 1e-9 degrees.
    static let encoder = RouteDocument.encoder

    /// `[lon, lat]` of a point, rounded to 1e-9 degrees.
    static func position(_ q: Point, _ venue: Venue) -> JSONValue { encoder.value(venue.projection.unproject(q)) }

    /// Reads a batch input and answers each line with `answer` (a JSON object per line), in order, through
    /// ``CLIBatch``.
    static func batch(path: String, answer: @escaping @Sendable (JSONObject) -> Result<JSONValue, CLIRouteRequest.Failure>) -> CLIResult {
        CLIBatch.run(path: path) { line, lineNumber in
            func failure(_ m: String) -> String { JSONLines.errorLine(lineNumber, message: m) }
            let text = CLIInput.trimmed(line)
            guard !text.isEmpty else { return failure("blank line (expected a JSON object)") }
            guard let v = try? JSONParser.parse(Array(text.utf8)), let o = v.objectValue else { return failure("expected a JSON object") }
            switch answer(o) {
            case let .success(j): return JSONLines.answerLine(j, line: lineNumber)
            case let .failure(f): return failure(CLIInput.trimmed(f.message.utf8))
            }
        }
    }

    /// Member `key` of a batch line as an array of non-empty strings (`[]` when absent).
    static func strings(_ o: JSONObject, _ key: String) -> Result<[String], CLIRouteRequest.Failure> {
        switch o[key] {
        case nil: return .success([])
        case let .array(items)?:
            var out: [String] = []
            for item in items {
                guard case let .string(t) = item, !t.isEmpty else {
                    return .failure(.init(message: "\"\(key)\" must be an array of non-empty strings, found \(item.typeName) in it", code: .usage))
                }
                out.append(t)
            }
            return .success(out)
        case let other?: return .failure(.init(message: "\"\(key)\" must be an array of strings, found \(other.typeName)", code: .usage))
        }
    }

    /// The members of `key` (an array of non-empty strings, empty when absent) read as places, as the
    /// command line reads `--source`.
    static func places(_ o: JSONObject, _ key: String) -> Result<[PlaceQuery], CLIRouteRequest.Failure> {
        strings(o, key).flatMap { texts in
            do throws(CLIValueError) {
                return .success(try texts.map { (t) throws(CLIValueError) in try CLIValueConversion.location(t, member: key) })
            } catch {
                return .failure(.init(message: error.reason, code: .usage))
            }
        }
    }

    /// The text of member `key` read as a place, as the command line reads `--from`.
    static func place(_ key: String, _ text: String) -> Result<PlaceQuery, CLIRouteRequest.Failure> {
        do {
            return .success(try CLIValueConversion.location(text, member: key))
        } catch {
            return .failure(.init(message: error.reason, code: .usage))
        }
    }

    /// Checks that a batch line has only `known` members and reads its `profile` and `includeNonPublic`.
    static func common(_ o: JSONObject, known: [String], defaults: (CLIRouteProfile, Bool)) -> Result<(CLIRouteProfile, Bool), CLIRouteRequest.Failure> {
        let all = known + ["profile", "includeNonPublic", "close"]
        if let unknown = o.members.map(\.0).first(where: { !all.contains($0) }) {
            return .failure(.init(message: "unknown member \"\(unknown)\" (known: \(all.joined(separator: ", ")))", code: .usage))
        }
        var (profile, nonPublic) = defaults
        switch o["profile"] {
        case nil: break
        case let .string(p)?:
            guard let q = CLIRouteProfile(rawValue: p) else { return .failure(.init(message: "unknown profile '\(p)'", code: .usage)) }
            profile = q
        case let other?: return .failure(.init(message: "\"profile\" must be a string, found \(other.typeName)", code: .usage))
        }
        switch o["includeNonPublic"] {
        case nil: break
        case let .bool(b)?: nonPublic = b
        case let other?: return .failure(.init(message: "\"includeNonPublic\" must be true or false, found \(other.typeName)", code: .usage))
        }
        return .success((profile, nonPublic))
    }

    /// The start of every question command: the batch input exists (exit 66 otherwise), the venue loads
    /// (its documented exit codes otherwise), and its routers are built on demand.
    static func routers(venuePath: String, inference: VenueInference, batch: String?) -> Result<VenueRouterCache, CLIVenue.Failure> {
        CLIVenue.open(venuePath, inference: inference, batch: batch).map { $0.routers() }
    }

    /// The router of a key, the resolved closure and the profile with its closed connections.
    static func prepare(_ routers: VenueRouterCache, _ key: RouterKey, _ profile: RoutingProfile, close: [String]) -> Result<
        (VenueRouter, RoutingProfile, VenueClosure), CLIRouteRequest.Failure
    > {
        let router: VenueRouter
        do {
            router = try routers.router(for: key)
        } catch {
            return .failure(.init(message: "cannot build the routing structure: \(error)", code: .dataError))
        }
        do {
            let closure = try router.closure(of: close)
            var p = profile
            p.closedConnections = closure.connectionIds
            return .success((router, p, closure))
        } catch {
            return .failure(.init(message: error.description, code: .usage))
        }
    }
}
