import Foundation
import IndoorGeometry

/// What `indoor check` reports for one profile: rooms no route reaches, doors the profile's clearance closes,
/// vertical connections whose anchor space has no door, floors no connection reaches, and the anchors the
/// router could not place on free space.
///
/// Reachability is measured from a reference space: the hallway (else room) with the most doors on the
/// floor with the most spaces — the heart of the venue in practice. A room is unreachable when no route
/// under the profile joins its documented point (``PlaceResolver/point(of:)``) to the reference.
public struct RoutingCheck: Sendable {
    public struct Finding: Hashable, Sendable {
        public var code: String
        public var featureID: String
        public var floor: String
        public var message: String
        /// For `unreachable-room`: the diagnosis codes of its causes (``RouteDiagnosis/Cause/code``).
        public var causes: [String] = []
    }

    public var reference: String
    public var findings: [Finding]

    /// - Precondition: a router that includes restricted spaces is checked only with a profile that includes
    ///   non-public parts (``VenueRouter/init(venue:clearance:includesRestricted:)``).
    public init(router: VenueRouter, profile: RoutingProfile) {
        precondition(
            !router.includesRestricted || profile.includesNonPublic, "a router with restricted spaces serves only profiles that include non-public parts")
        let v = router.venue
        var findings: [Finding] = []
        func floorName(_ f: Int) -> String { v.floors[f].name }
        // Reference space.
        var doorCount = [Int](repeating: 0, count: v.spaces.count)
        for d in v.doors { for s in d.spaceIndices where s < doorCount.count { doorCount[s] += 1 } }
        var perFloor = [Int](repeating: 0, count: v.floors.count)
        for s in v.spaces { perFloor[s.floorIndex] += 1 }
        let mainFloor = perFloor.indices.max { perFloor[$0] < perFloor[$1] } ?? 0
        let candidates = v.spaces.indices.filter {
            v.spaces[$0].floorIndex == mainFloor && v.spaces[$0].isHitTestable && v.spaces[$0].isWalkable && !v.spaces[$0].isRestricted
        }
        let ref = candidates.max { a, b in
            let ka = (v.spaces[a].kind == .hallway ? 1 : 0, doorCount[a]), kb = (v.spaces[b].kind == .hallway ? 1 : 0, doorCount[b])
            return ka < kb
        }
        reference = ref.map { v.spaces[$0].names.first ?? "\(v.spaces[$0].kind) \(v.spaces[$0].id)" } ?? "(none)"
        if let ref {
            let from = RoutePoint(floor: v.spaces[ref].floorIndex, point: PlaceResolver.point(of: v.spaces[ref]))
            let scratch = RoutingScratch()
            // Restricted rooms are destinations for staff only: checked when the profile includes them.
            for (i, s) in v.spaces.enumerated()
            where (s.kind == .room || (s.kind == .unit && s.isWalkable)) && i != ref && (profile.includesNonPublic || !s.isRestricted) {
                let r = router.graph.route(
                    from: from, to: RoutePoint(floor: s.floorIndex, point: PlaceResolver.point(of: s)), profile: profile, scratch: scratch)
                if r.status != .found {
                    let name = s.names.first ?? s.id
                    let diagnosis = RouteDiagnosis(
                        router: router, from: (from, reference, [ref]), to: (RoutePoint(floor: s.floorIndex, point: PlaceResolver.point(of: s)), name, [i]),
                        profile: profile)
                    // Findings about the room itself read best without the "the goal" prefix.
                    let why = diagnosis.findings.map { $0.end == .goal ? $0.reason : $0.description }.joined(separator: "; ")
                    findings.append(
                        Finding(
                            code: "unreachable-room", featureID: s.id, floor: floorName(s.floorIndex), message: "\(s.names.first ?? s.id): \(why)",
                            causes: diagnosis.findings.map(\.cause.code)))
                }
            }
        }
        for fs in router.freeSpace {
            for c in fs.closedDoors {
                let d = v.doors[c.door]
                // Doors the source lists as not walkable are closed on purpose (`--open-nonwalkable-doors`).
                let code = c.reason != .blockedInSource ? "narrow-door" : (d.isListedNonwalkable ? "nonwalkable-door" : "blocked-door")
                findings.append(
                    Finding(
                        code: code, featureID: d.id, floor: floorName(d.floorIndex), message: "door \(d.id) (\(String(format: "%.3f", c.width)) m): \(c.reason)"
                    ))
            }
        }
        for c in v.connections {
            for a in c.entrances + c.exits {
                guard let s = a.spaceIndex else { continue }
                if !v.doors.contains(where: { $0.spaceIndices.contains(s) }) {
                    findings.append(
                        Finding(
                            code: "connection-space-without-door", featureID: c.id, floor: floorName(a.floorIndex),
                            message: "\(c.type) \(c.id): its anchor space \(v.spaces[s].names.first ?? v.spaces[s].id) has no door"))
                }
            }
        }
        for issue in router.graph.issues {
            findings.append(Finding(code: "anchor-off-free-space", featureID: "", floor: "", message: issue.description))
        }
        for issue in v.qualityReport().issues where issue.code.contains("unreachable") || issue.code.contains("floor") {
            findings.append(
                Finding(code: issue.code, featureID: issue.featureIDs.first ?? "", floor: issue.floorIndex.map(floorName) ?? "", message: issue.message))
        }
        // What the inference rules assumed (``VenueInference``): one finding each, `inferred-<kind>`.
        for e in v.inferences {
            let lonLat = v.projection.unproject(e.point)
            let at = "\(Self.degrees(lonLat.longitude)),\(Self.degrees(lonLat.latitude)) @ \(floorName(e.floorIndex))"
            findings.append(Finding(code: "inferred-" + e.kind.rawValue, featureID: e.id, floor: floorName(e.floorIndex), message: "\(e.message) (at \(at))"))
        }
        var seen = Set<Finding>()
        self.findings = findings.filter { seen.insert($0).inserted }
    }

    /// Degrees to 7 decimals (about 1 cm), for positions in messages.
    static func degrees(_ x: Double) -> String { String(format: "%.7f", x) }

    /// Counts per code, then up to `limit` findings per code.
    public func text(limit: Int = 20) -> String {
        var out = "reference space: \(reference)\n"
        let groups = Dictionary(grouping: findings, by: \.code)
        if groups.isEmpty { out += "no findings\n" }
        for code in groups.keys.sorted() {
            let items = groups[code] ?? []
            out += "\(code): \(items.count)\n"
            for f in items.prefix(limit) { out += "  \(f.floor.isEmpty ? "" : "[\(f.floor)] ")\(f.message)\n" }
            if items.count > limit { out += "  … \(items.count - limit) more\n" }
        }
        return out
    }

    public var json: JSONValue {
        [
            "reference": .string(reference),
            "counts": .object(
                JSONObject(Dictionary(grouping: findings, by: \.code).sorted { $0.key < $1.key }.map { ($0.key, JSONValue.number(Double($0.value.count))) })),
            "findings": .array(
                findings.map {
                    [
                        "code": .string($0.code), "id": .string($0.featureID), "floor": .string($0.floor), "message": .string($0.message),
                        "causes": .array($0.causes.map(JSONValue.string))
                    ]
                })
        ]
    }
}
