import Foundation
import IndoorGeometry

/// What `indoor check` reports for one profile: rooms no route reaches, doors the router's clearance closes,
/// vertical connections whose anchor space has no door, floors no connection reaches, and the anchors the
/// router could not place on free space.
///
/// Reachability is measured from a reference space in the largest walkable component (the pieces of free
/// space one piece reaches under the profile, counted in walkable spaces; see ``reference(router:profile:)``):
/// its hallway with the most doors, say. A room is unreachable when no route under the profile joins its
/// documented point (``PlaceResolver/point(of:)``) to the reference.
public struct RoutingCheck: Sendable {
    public struct Finding: Hashable, Sendable {
        public var code: String
        public var featureID: String
        public var floor: String
        public var message: String
        /// For `unreachable-room`: the diagnosis codes of its causes (``RouteDiagnosis/Cause/code``).
        public var causes: [String] = []
    }

    /// The reference space's name (else its kind and id), or `(none)` when no walkable space has free space.
    public var reference: String
    /// How many walkable spaces (``walkableSpaces``) lie in the reference's component.
    public var referenceReaches: Int
    /// How many walkable spaces the router's routes may be in: hit-testable, walkable, not voids, public
    /// unless the router's key includes non-public parts.
    public var walkableSpaces: Int
    public var findings: [Finding]
    /// Doors and openings the source itself maps on indoor floors (not inferred).
    public var sourceOpenings: Int
    /// How many elements of each kind the inference rules added.
    public var inferredCounts: [InferredElement.Kind: Int]

    /// - Parameters: router, profile: the router of the key checked (its clearance and access), and the
    ///   profile its routes are searched with.
    public init(router: VenueRouter, profile: RoutingProfile) {
        let v = router.venue
        var findings: [Finding] = []
        func floorName(_ f: Int) -> String { v.floors[f].name }
        sourceOpenings = v.doors.filter { $0.inference == nil && v.floors.indices.contains($0.floorIndex) && !v.floors[$0.floorIndex].isOutdoor }.count
        inferredCounts = Dictionary(grouping: v.inferences, by: \.kind).mapValues(\.count)
        // Reference space: in the largest walkable component.
        let chosen = Self.reference(router: router, profile: profile)
        let ref = chosen?.space
        referenceReaches = chosen?.reaches ?? 0
        walkableSpaces = chosen?.walkableSpaces ?? 0
        reference = ref.map { v.spaces[$0].names.first ?? "\(v.spaces[$0].kind) \(v.spaces[$0].id)" } ?? "(none)"
        if let ref {
            let from = RoutePoint(floor: v.spaces[ref].floorIndex, point: PlaceResolver.point(of: v.spaces[ref]))
            let scratch = RoutingScratch()
            let openings = RouteDiagnosis.MissingOpenings()
            // Restricted rooms are destinations for staff only: checked when the router's key includes them.
            for (i, s) in v.spaces.enumerated()
            where (s.kind == .room || (s.kind == .unit && s.isWalkable)) && i != ref && (router.key.includesNonPublic || !s.isRestricted) {
                let r = router.graph.route(
                    from: from, to: RoutePoint(floor: s.floorIndex, point: PlaceResolver.point(of: s)), profile: profile, scratch: scratch)
                if r.status != .found {
                    let name = s.names.first ?? s.id
                    let diagnosis = RouteDiagnosis(
                        router: router, from: (from, reference, [ref]), to: (RoutePoint(floor: s.floorIndex, point: PlaceResolver.point(of: s)), name, [i]),
                        profile: profile, openings: openings)
                    // Findings about the room itself read best without the "the goal" prefix.
                    let why = diagnosis.findings.map { $0.end == .goal ? $0.reason : $0.description }.joined(separator: "; ")
                    findings.append(
                        Finding(
                            code: "unreachable-room", featureID: s.id, floor: floorName(s.floorIndex), message: "\(s.names.first ?? s.id): \(why)",
                            causes: diagnosis.findings.map(\.cause.code)))
                }
            }
        }
        for doors in router.closedDoors {
            for c in doors {
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
            switch issue {
            case let .anchorOutsideFreeSpace(id, f, p):
                // Degrees, not the plane's metres: "(38.66, -91.01)" reads as a place in Missouri.
                findings.append(
                    Finding(
                        code: "anchor-off-free-space", featureID: id, floor: floorName(f),
                        message: "connection '\(id)': anchor \(Self.position(p, floor: f, in: v)) is outside the free space; it is not used"))
            case let .mesh(f, _, _):
                findings.append(Finding(code: "mesh-issue", featureID: v.floors[f].id, floor: floorName(f), message: issue.description))
            }
        }
        for issue in v.qualityReport().issues where issue.code.contains("unreachable") || issue.code.contains("floor") {
            findings.append(
                Finding(code: issue.code, featureID: issue.featureIDs.first ?? "", floor: issue.floorIndex.map(floorName) ?? "", message: issue.message))
        }
        // What the inference rules assumed (``VenueInference``): one finding each, `inferred-<kind>`.
        for e in v.inferences {
            let at = Self.position(e.point, floor: e.floorIndex, in: v)
            findings.append(Finding(code: "inferred-" + e.kind.rawValue, featureID: e.id, floor: floorName(e.floorIndex), message: "\(e.message) (at \(at))"))
        }
        var seen = Set<Finding>()
        self.findings = findings.filter { seen.insert($0).inserted }
    }

    /// A point of the venue's plane as a person finds it on a map: `lon,lat @ floor name`, degrees rounded
    /// to 1e-7 (about a centimetre).
    static func position(_ p: Point, floor: Int, in venue: Venue) -> String {
        let g = venue.projection.unproject(p)
        func degrees(_ d: Double) -> String { "\((d * 1e7).rounded() / 1e7)" }
        return "\(degrees(g.longitude)),\(degrees(g.latitude)) @ \(venue.floors[floor].name)"
    }

    /// Counts per code, then up to `limit` findings per code.
    public func text(limit: Int = 20) -> String {
        var out = "reference space: \(reference) (its component holds \(referenceReaches) of \(walkableSpaces) walkable spaces)\n"
        if let openings = openingsSummary { out += openings + "\n" }
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
        var out = jsonMembers
        if let openings = openingsSummary { out.append("openings", .string(openings)) }
        return .object(out)
    }

    /// Which openings the source maps, when it maps none on any indoor floor: "the source maps no openings;
    /// inferred instead: …" with the counts of what the inference rules opened; `nil` otherwise.
    public var openingsSummary: String? {
        guard sourceOpenings == 0, !inferredCounts.isEmpty else { return nil }
        let names: [(InferredElement.Kind, String)] = [
            (.throughRoom, "through-room passages"), (.openFront, "open fronts"), (.doorlessEdge, "approach points"),
            (.approach, "far approaches"), (.verticalOpening, "vertical openings"), (.levelPassage, "level passages"), (.entrance, "entrances")
        ]
        let parts = names.compactMap { kind, name in inferredCounts[kind].map { "\($0) \(name)" } }
        return "openings: the source maps none; inferred instead: " + (parts.isEmpty ? "nothing" : parts.joined(separator: ", "))
    }

    private var jsonMembers: JSONObject {
        [
            "reference": .string(reference), "referenceReaches": .number(Double(referenceReaches)),

            "walkableSpaces": .number(Double(walkableSpaces)),
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
