import Dispatch
import Foundation
import IndoorGeometry
import Routing

/// One route query with its options, as given on the command line or in a batch line.
struct CLIRouteRequest {
    var from: String
    var to: String
    var profile: CLIRouteProfile
    var clearance: Double?
    var avoid: [String]
    var includeNonPublic: Bool
    var simplify: Double

    struct Answer {
        var geoJSON: JSONValue
        var warnings: String
    }

    struct Failure: Error {
        var message: String
        var code: CLIExitCode
    }

    /// The routing profile: the named one, with the clearance override, the avoided types and the
    /// non-public switch applied.
    var routingProfile: RoutingProfile {
        var p = profile == .accessible ? RoutingProfile.accessible : RoutingProfile.default
        if let c = clearance { p.clearance = c }
        p.avoidedTypes = Set(avoid.map { ConnectionType($0) })
        p.includesNonPublic = includeNonPublic
        return p
    }

    func run(routers: CLIRouterCache) -> Result<Answer, Failure> {
        let profile = routingProfile
        let router: VenueRouter
        do {
            router = try routers.router(clearance: profile.clearance, includesNonPublic: profile.includesNonPublic)
        } catch {
            return .failure(Failure(message: "cannot build the routing structure: \(error)", code: .dataError))
        }
        let venue = router.venue
        let start: ResolvedPlace, goal: ResolvedPlace
        do {
            start = try PlaceResolver.resolve(from, in: venue)
            goal = try PlaceResolver.resolve(to, in: venue)
        } catch {
            return .failure(Failure(message: error.description, code: .usage))
        }
        let r = router.route(from: start, to: goal, profile: profile)
        var warnings = ""
        let closed = router.freeSpace.reduce(0) { $0 + $1.closedDoors.filter { $0.reason.hasPrefix("not wider") }.count }
        if closed > 0 {
            warnings += "warning: \(closed) door(s) at most \(2 * profile.clearance) m wide are closed for this profile (see 'indoor check')\n"
        }
        switch r.status {
        case .found:
            let json = RouteGeoJSON.featureCollection(
                r, venue: venue, from: start.label, to: goal.label, profileName: profile.requiresAccessible ? "accessible" : "default",
                simplify: simplify > 0 ? simplify : nil)
            return .success(Answer(geoJSON: json, warnings: warnings))
        case .noPath:
            return .failure(Failure(message: "no route from '\(start.label)' to '\(goal.label)' for this profile\n" + warnings, code: .nothingFound))
        case .startOutsideFreeSpace:
            return .failure(Failure(message: "'\(start.label)' is not within \(profile.snapDistance) m of walkable space on its floor", code: .nothingFound))
        case .goalOutsideFreeSpace:
            return .failure(Failure(message: "'\(goal.label)' is not within \(profile.snapDistance) m of walkable space on its floor", code: .nothingFound))
        case .startRestricted, .goalRestricted:
            let place = r.status == .startRestricted ? start : goal
            let what = router.restriction(of: place).map { " ('\($0)')" } ?? ""
            return .failure(Failure(message: "'\(place.label)' is restricted\(what): only staff routes may start or end there (use --include-non-public)", code: .nothingFound))
        case .unknownStartFloor, .unknownGoalFloor:
            return .failure(Failure(message: "internal error: a resolved place names a floor the router does not have", code: .software))
        }
    }
}

/// Routers per clearance and access (public, or staff with restricted spaces walkable), built on first
/// use and shared (a batch may mix profiles).
final class CLIRouterCache: @unchecked Sendable {
    let venue: Venue
    private var routers: [RouterKey: VenueRouter] = [:]
    private let lock = NSLock()
    /// Whether any space is restricted: without one, staff and public routers are the same.
    private let hasRestrictedSpaces: Bool

    private struct RouterKey: Hashable {
        var clearance: Double
        var includesRestricted: Bool
    }

    init(venue: Venue) {
        self.venue = venue
        hasRestrictedSpaces = venue.spaces.contains { $0.isRestricted }
    }

    func router(clearance: Double, includesNonPublic: Bool = false) throws -> VenueRouter {
        let key = RouterKey(clearance: clearance, includesRestricted: includesNonPublic && hasRestrictedSpaces)
        lock.lock()
        defer { lock.unlock() }
        if let r = routers[key] { return r }
        let r = try VenueRouter(venue: venue, clearance: clearance, includesRestricted: key.includesRestricted)
        routers[key] = r
        return r
    }
}

/// `indoor route --batch`: one JSON object per input line, answered in order on all cores.
enum CLIRouteBatch {
    static func run(input: [UInt8], routers: CLIRouterCache, defaults: RouteCommand.Options) -> String {
        let all = CLIInput.lines(input)
        let slots = CLIBatchSlots(count: all.count)
        DispatchQueue.concurrentPerform(iterations: all.count) { k in
            slots.set(k, answer(all[k], routers: routers, defaults: defaults))
        }
        return slots.joined()
    }

    static func answer(_ line: ArraySlice<UInt8>, routers: CLIRouterCache, defaults: RouteCommand.Options) -> String? {
        let trimmed = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return nil }
        func failure(_ m: String) -> String {
            var s = "{\"error\":"
            JSONWriter.appendQuoted(m, to: &s)
            return s + "}"
        }
        let v: JSONValue
        do {
            v = try JSONParser.parse(Array(trimmed.utf8))
        } catch {
            return failure(error.description)
        }
        guard let from = v["from"]?.stringValue, let to = v["to"]?.stringValue else { return failure("each line needs string members \"from\" and \"to\"") }
        var profile = defaults.profile
        if let p = v["profile"]?.stringValue {
            guard let q = CLIRouteProfile(rawValue: p) else { return failure("unknown profile '\(p)' (default, accessible)") }
            profile = q
        }
        let avoid = v["avoid"]?.arrayValue?.compactMap(\.stringValue) ?? defaults.avoid.map(\.rawValue)
        let request = CLIRouteRequest(
            from: from, to: to, profile: profile, clearance: v["clearance"]?.numberValue ?? defaults.clearanceMetres, avoid: avoid,
            includeNonPublic: v["includeNonPublic"]?.boolValue ?? defaults.includeNonPublic, simplify: v["simplify"]?.numberValue ?? defaults.simplifyToleranceMetres)
        switch request.run(routers: routers) {
        case let .success(a): return JSONWriter().string(a.geoJSON)
        case let .failure(f): return failure(f.message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}

/// Per-line batch answers written by parallel workers into distinct slots.
final class CLIBatchSlots: @unchecked Sendable {
    private var slots: [String?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ v: String?) {
        lock.lock()
        slots[i] = v
        lock.unlock()
    }
    func joined() -> String {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0.map { $0 + "\n" } }.joined()
    }
}
