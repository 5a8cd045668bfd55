/// Floor changes for IMDF, which has no walk graph: vertical units (elevator, stairs, escalator) stacked on
/// adjacent ordinals of one building are linked when their polygons overlap (by at least
/// ``IMDFReader/Options/minimumStackOverlapArea``) or, for units that overlap nothing, when their boundaries
/// touch (within ``IMDFReader/Options/stackTouchTolerance``): stair flights are often offset between floors,
/// so centroid containment would miss them. Elevator and stairs amenities whose unit is not itself a
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
        for group in byGroup.keys.sorted() {
            guard let byOrdinal = byGroup[group] else { continue }
            let ordinals = allOrdinals(ofGroup: group)
            for (lo, hi) in zip(ordinals, ordinals.dropFirst()) {
                guard let lower = byOrdinal[lo], let upper = byOrdinal[hi] else { continue }
                link(lower.map { candidates[$0] }, upper.map { candidates[$0] })
            }
        }
    }

    /// Distinct ordinals of every level in a building group (not only those with vertical units), ascending.
    private func allOrdinals(ofGroup group: Int) -> [Int] {
        Set(venue.floors.filter { ($0.buildingIndex ?? -1) == group }.map(\.ordinal)).sorted()
    }

    private enum StackMatch { case overlap, touch }

    private func match(_ a: VerticalCandidate, _ b: VerticalCandidate) -> StackMatch? {
        guard a.type == b.type else { return nil }
        switch (a.polygon, b.polygon) {
        case let (pa?, pb?):
            guard pa.boundingBox.expanded(by: options.stackTouchTolerance).intersects(pb.boundingBox) else { return nil }
            if IMDFPolygonOverlap.intersectionArea(pa, pb) >= options.minimumStackOverlapArea { return .overlap }
            return IMDFPolygonOverlap.boundariesWithin(pa, pb, tolerance: options.stackTouchTolerance) ? .touch : nil
        case let (pa?, nil):
            return near(pa, b.anchor) ? .overlap : nil
        case let (nil, pb?):
            return near(pb, a.anchor) ? .overlap : nil
        case (nil, nil):
            return a.anchor.distance(to: b.anchor) <= options.amenityStackRadius ? .overlap : nil
        }
    }

    private func near(_ polygon: Polygon, _ p: Point) -> Bool {
        IMDFPolygonOverlap.contains(polygon, p) || IMDFPolygonOverlap.distanceToBoundary(polygon, p) <= options.amenityStackRadius
    }

    /// Links candidates of two adjacent ordinals: every overlapping pair, and touching pairs whose two
    /// members overlap nothing.
    private mutating func link(_ lower: [VerticalCandidate], _ upper: [VerticalCandidate]) {
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
        for (i, j, m) in matches {
            if case .touch = m, overlapsLower.contains(i) || overlapsUpper.contains(j) { continue }
            let a = lower[i]
            let b = upper[j]
            var flags: AccessFlags = [.isPublic]
            if a.type == .elevator { flags.insert(.accessible) }
            if a.isRestricted || b.isRestricted { flags.remove(.isPublic) }
            let anchors = [
                ConnectionAnchor(floorIndex: a.floorIndex, point: a.anchor, spaceIndex: a.spaceIndex, geometryID: a.id, flags: flags),
                ConnectionAnchor(floorIndex: b.floorIndex, point: b.anchor, spaceIndex: b.spaceIndex, geometryID: b.id, flags: flags),
            ]
            venue.connections.append(
                VerticalConnection(
                    id: "inferred:\(a.id)|\(b.id)", type: a.type, entrances: anchors, exits: anchors, isInferred: true,
                    name: a.name ?? b.name))
        }
    }
}
