/// Checks a ``Venue`` for data problems that hit-testing and routing would trip over, producing the
/// issues of a ``VenueReport``.
///
/// Unclosed rings cannot occur here: ``Ring`` refuses them and the readers throw a ``FormatError`` instead.
enum VenueValidator {
    /// Runs every check.
    /// - Complexity: O(E log E) over all ring edges plus O(spaces + doors + connections).
    static func issues(of venue: Venue) -> [VenueReport.Issue] {
        var out: [VenueReport.Issue] = []
        ringChecks(venue, &out)
        doorChecks(venue, &out)
        floorReachability(venue, &out)
        unknownKinds(venue, &out)
        duplicateIDs(venue, &out)
        return out
    }

    private static func ringChecks(_ v: Venue, _ out: inout [VenueReport.Issue]) {
        func check(_ p: Polygon, id: String, floor: Int, what: String) {
            for (k, ring) in ([p.shell] + p.holes).enumerated() {
                let defects = RingSelfIntersection.defects(ring, limit: 1)
                if let d = defects.first {
                    let role = k == 0 ? "shell" : "hole \(k)"
                    let how = d.isCrossing ? "crosses itself" : "touches itself"
                    out.append(
                        .init(
                            code: "self-intersecting-ring", featureIDs: [id], floorIndex: floor,
                            message: "\(what) \(role) \(how) (edges \(d.first) and \(d.second))"))
                }
            }
            for (k, h) in p.holes.enumerated() where h.points.contains(where: { p.shell.venueSide(of: $0) < 0 }) {
                out.append(
                    .init(code: "hole-outside-shell", featureIDs: [id], floorIndex: floor, message: "\(what) hole \(k + 1) has a vertex outside its shell"))
            }
        }
        for s in v.spaces { check(s.polygon, id: s.id, floor: s.floorIndex, what: "space") }
        for o in v.obstacles { check(o.polygon, id: o.id, floor: o.floorIndex, what: "obstacle") }
    }

    private static func doorChecks(_ v: Venue, _ out: inout [VenueReport.Issue]) {
        var hasDoor = [Bool](repeating: false, count: v.spaces.count)
        for d in v.doors {
            for s in d.spaceIndices where s < hasDoor.count { hasDoor[s] = true }
            if d.spaceIndices.count < 2 && !d.joinsFloors {
                out.append(
                    .init(
                        code: "door-few-spaces", featureIDs: [d.id], floorIndex: d.floorIndex,
                        message: "door touches \(d.spaceIndices.count) space(s); a door should join two"))
            }
        }
        for (i, s) in v.spaces.enumerated() where !hasDoor[i] && (s.kind == .room || s.kind == .unit) && s.isWalkable {
            out.append(
                .init(
                    code: "room-without-door", featureIDs: [s.id], floorIndex: s.floorIndex,
                    message: "\(s.kind) \(s.names.first.map { "'\($0)' " } ?? "")has no door on its boundary"))
        }
    }

    /// Floors outside the largest group of floors joined by connections (and floor-joining doors).
    private static func floorReachability(_ v: Venue, _ out: inout [VenueReport.Issue]) {
        let n = v.floors.count
        guard n > 1 else { return }
        var sets = DisjointSets(count: n)
        func join(_ anchors: [ConnectionAnchor]) {
            guard let f = anchors.first?.floorIndex else { return }
            for a in anchors.dropFirst() where a.floorIndex < n { sets.union(f, a.floorIndex) }
        }
        var touched = [Bool](repeating: false, count: n)
        for c in v.connections where !c.isBlocked {
            join(c.entrances + c.exits)
            for a in c.entrances + c.exits where a.floorIndex < n { touched[a.floorIndex] = true }
        }
        for d in v.doors where d.joinsFloors && !d.isBlocked {
            join(d.anchors)
            for a in d.anchors where a.floorIndex < n { touched[a.floorIndex] = true }
        }
        var size: [Int: Int] = [:]
        for f in 0 ..< n { size[sets.find(f), default: 0] += 1 }
        guard let main = size.max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key })?.key else { return }
        for f in 0 ..< n where sets.find(f) != main {
            let why = touched[f] ? "its connections do not lead to the main group of floors" : "no connection or building entrance reaches it"
            out.append(.init(code: "unreachable-floor", featureIDs: [v.floors[f].id], floorIndex: f, message: "floor '\(v.floors[f].name)': \(why)"))
        }
    }

    /// Unknown source kinds (counted by the reader) and spaces of an open-ended kind.
    private static func unknownKinds(_ v: Venue, _ out: inout [VenueReport.Issue]) {
        for (k, c) in v.otherFeatureCounts.sorted(by: { $0.key < $1.key }) where k.hasPrefix("unknown-kind:") {
            let kind = String(k.dropFirst("unknown-kind:".count))
            let ids = v.warnings.filter { $0.code == "unknown-kind" && $0.subject == kind }.compactMap(\.featureID)
            out.append(.init(code: "unknown-kind", featureIDs: ids, floorIndex: nil, message: "\(c) feature(s) of unknown kind '\(kind)'"))
        }
        var spacesByKind: [String: [String]] = [:]
        for s in v.spaces { if case let .other(k) = s.kind { spacesByKind[k, default: []].append(s.id) } }
        for (k, ids) in spacesByKind.sorted(by: { $0.key < $1.key }) {
            out.append(.init(code: "unknown-kind", featureIDs: ids, floorIndex: nil, message: "\(ids.count) space(s) of kind '\(k)'"))
        }
    }

    private static func duplicateIDs(_ v: Venue, _ out: inout [VenueReport.Issue]) {
        func report(_ what: String, _ ids: [String]) {
            var count: [String: Int] = [:]
            for id in ids { count[id, default: 0] += 1 }
            let dups = count.filter { $0.value > 1 }.keys.sorted()
            if !dups.isEmpty {
                out.append(.init(code: "duplicate-id", featureIDs: dups, floorIndex: nil, message: "\(dups.count) \(what) id(s) used more than once"))
            }
        }
        report("floor", v.floors.map(\.id))
        report("building", v.buildings.map(\.id))
        report("space", v.spaces.map(\.id))
        report("door", v.doors.map(\.id))
        report("connection", v.connections.map(\.id))
        report("destination", v.destinations.map(\.id))
    }
}
