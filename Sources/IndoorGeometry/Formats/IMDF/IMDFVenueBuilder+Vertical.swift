/// Floor changes for IMDF, which has no walk graph: vertical units (elevator, stairs, escalator) stacked on
/// adjacent ordinals of one building are linked when their polygons overlap (by at least
/// ``IMDFReader/Options/minimumStackOverlapArea``) or, for units that overlap nothing, when their boundaries
/// touch (within ``IMDFReader/Options/stackTouchTolerance``): stair flights are often offset between floors,
/// so centroid containment would miss them. Links are one to one (largest overlap first), so no unit
/// joins two units of the next ordinal and no route can bounce through one; each chain of links (a shaft
/// or stairwell through several floors) is one connection, entered once and paid per floor crossed, as
/// MVF's multi-floor stairs and elevators are. Elevator and stairs amenities whose unit is not itself a
/// vertical unit stand in for an undrawn shaft, matched by distance in plan.
///
/// "Adjacent ordinals" are consecutive ordinals among the building's levels, so a building whose ordinals
/// skip (−1, 0, 2) still links 0 and 2. Levels without a building form one group of their own.
extension IMDFVenueBuilder {
    /// A vertical unit or amenity on one floor.
    struct VerticalCandidate {
        var id: String
        var type: ConnectionType
        var floorIndex: Int
        var polygon: Polygon?
        var anchor: Point
        var spaceIndex: Int?
        var name: String?
        var isRestricted: Bool
    }

    static let stackedTypes: [ConnectionType] = [.elevator, .stairs, .escalator]

    func verticalCandidates() -> [VerticalCandidate] {
        var out: [VerticalCandidate] = []
        // Stair and elevator units are often unnamed; their amenity usually carries the name.
        var amenityName: [String: String] = [:]
        for a in archive.amenities {
            guard let n = text(a.name) else { continue }
            for u in a.unitIDs where amenityName[u] == nil { amenityName[u] = n }
        }
        for (si, s) in venue.spaces.enumerated() {
            guard let t = s.verticalType, Self.stackedTypes.contains(t) else { continue }
            let unit = archive.units[unitOfSpace[si]]
            out.append(
                VerticalCandidate(
                    id: s.id, type: t, floorIndex: s.floorIndex, polygon: s.polygon,
                    anchor: IMDFPolygonOverlap.interiorPoint(s.polygon, preferred: s.displayPoint), spaceIndex: si,
                    name: s.names.first ?? amenityName[unit.id], isRestricted: unit.restriction != nil))
        }
        for a in archive.amenities {
            guard let c = a.category, let t = IMDFCategories.verticalType(of: c), t == .elevator || t == .stairs else { continue }
            let spaces = a.unitIDs.flatMap { spacesOfUnit[$0] ?? [] }
            // A drawn shaft of the same type already stands for this amenity.
            if spaces.contains(where: { venue.spaces[$0].verticalType == t }) { continue }
            guard let first = spaces.first else { continue }
            let host = spaces.first { IMDFPolygonOverlap.contains(venue.spaces[$0].polygon, a.point) } ?? first
            out.append(
                VerticalCandidate(
                    id: a.id, type: t, floorIndex: venue.spaces[host].floorIndex, polygon: nil, anchor: a.point, spaceIndex: host,
                    name: text(a.name), isRestricted: false))
        }
        return out
    }

    mutating func inferVerticalConnections() {
        let candidates = verticalCandidates()
        // Group by building, then by ordinal.
        var byGroup: [Int: [Int: [Int]]] = [:]
        for (k, c) in candidates.enumerated() {
            let floor = venue.floors[c.floorIndex]
            byGroup[floor.buildingIndex ?? -1, default: [:]][floor.ordinal, default: []].append(k)
        }
        // One-to-one links between consecutive ordinals: `above[k]` is the candidate linked above k.
        var above: [Int: Int] = [:]
        var below: [Int: Int] = [:]
        for group in byGroup.keys.sorted() {
            guard let byOrdinal = byGroup[group] else { continue }
            let ordinals = allOrdinals(ofGroup: group)
            for (lo, hi) in zip(ordinals, ordinals.dropFirst()) {
                guard let lower = byOrdinal[lo], let upper = byOrdinal[hi] else { continue }
                for (i, j) in link(lower.map { candidates[$0] }, upper.map { candidates[$0] }) {
                    above[lower[i]] = upper[j]
                    below[upper[j]] = lower[i]
                }
            }
        }
        // Each chain of links (a shaft, a stairwell) becomes one connection, bottom to top.
        for bottom in above.keys.sorted() where below[bottom] == nil {
            var chain = [bottom]
            while let next = above[chain[chain.count - 1]] { chain.append(next) }
            addConnection(chain.map { candidates[$0] })
        }
    }

    /// One two-way connection through the stacked candidates (bottom to top). Elevators are accessible;
    /// an anchor in a restricted unit is not public.
    private mutating func addConnection(_ chain: [VerticalCandidate]) {
        let anchors = chain.map { c in
            var flags: AccessFlags = [.isPublic]
            if c.type == .elevator { flags.insert(.accessible) }
            if c.isRestricted { flags.remove(.isPublic) }
            return ConnectionAnchor(floorIndex: c.floorIndex, point: c.anchor, spaceIndex: c.spaceIndex, geometryID: c.id, flags: flags)
        }
        venue.connections.append(
            VerticalConnection(
                id: "inferred:" + chain.map(\.id).joined(separator: "|"), type: chain[0].type, entrances: anchors, exits: anchors,
                isInferred: true, name: chain.lazy.compactMap(\.name).first))
    }

    /// Distinct ordinals of every level in a building group (not only those with vertical units), ascending.
    private func allOrdinals(ofGroup group: Int) -> [Int] {
        Set(venue.floors.filter { ($0.buildingIndex ?? -1) == group }.map(\.ordinal)).sorted()
    }

    /// How two candidates stack: overlapping by `area` m² (0 for an amenity point near a unit or another
    /// point), or touching without overlap.
    private enum StackMatch {
        case overlap(area: Double)
        case touch

        /// Greedy order: overlaps before touches, larger overlaps first.
        var rank: (Int, Double) {
            switch self {
            case let .overlap(area): return (0, -area)
            case .touch: return (1, 0)
            }
        }
    }

    private func match(_ a: VerticalCandidate, _ b: VerticalCandidate) -> StackMatch? {
        guard a.type == b.type else { return nil }
        switch (a.polygon, b.polygon) {
        case let (pa?, pb?):
            guard pa.boundingBox.expanded(by: options.stackTouchTolerance).intersects(pb.boundingBox) else { return nil }
            let area = IMDFPolygonOverlap.intersectionArea(pa, pb)
            if area >= options.minimumStackOverlapArea { return .overlap(area: area) }
            return IMDFPolygonOverlap.boundariesWithin(pa, pb, tolerance: options.stackTouchTolerance) ? .touch : nil
        case let (pa?, nil):
            return near(pa, b.anchor) ? .overlap(area: 0) : nil
        case let (nil, pb?):
            return near(pb, a.anchor) ? .overlap(area: 0) : nil
        case (nil, nil):
            return a.anchor.distance(to: b.anchor) <= options.amenityStackRadius ? .overlap(area: 0) : nil
        }
    }

    private func near(_ polygon: Polygon, _ p: Point) -> Bool {
        IMDFPolygonOverlap.contains(polygon, p) || IMDFPolygonOverlap.distanceToBoundary(polygon, p) <= options.amenityStackRadius
    }

    /// Pairs candidates of two adjacent ordinals one to one: each candidate joins at most one of the other
    /// ordinal, the largest overlaps first, then touching pairs whose two members overlap nothing.
    ///
    /// One to one because a unit linked to two units of the other ordinal would let a route go through it
    /// and straight back (down one escalator and up the next with no step walked in between, skipping
    /// whatever lies between the two upper units: the fare gates of a station).
    /// - Returns: `(index in lower, index in upper)` pairs.
    private func link(_ lower: [VerticalCandidate], _ upper: [VerticalCandidate]) -> [(Int, Int)] {
        var matches: [(Int, Int, StackMatch)] = []
        var overlapsLower = Set<Int>()
        var overlapsUpper = Set<Int>()
        for (i, a) in lower.enumerated() {
            for (j, b) in upper.enumerated() {
                guard let m = match(a, b) else { continue }
                matches.append((i, j, m))
                if case .overlap = m {
                    overlapsLower.insert(i)
                    overlapsUpper.insert(j)
                }
            }
        }
        matches.sort { ($0.2.rank.0, $0.2.rank.1, $0.0, $0.1) < ($1.2.rank.0, $1.2.rank.1, $1.0, $1.1) }
        var pairs: [(Int, Int)] = []
        var linkedLower = Set<Int>()
        var linkedUpper = Set<Int>()
        for (i, j, m) in matches {
            if case .touch = m, overlapsLower.contains(i) || overlapsUpper.contains(j) { continue }
            guard !linkedLower.contains(i), !linkedUpper.contains(j) else { continue }
            linkedLower.insert(i)
            linkedUpper.insert(j)
            pairs.append((i, j))
        }
        return pairs
    }
}
