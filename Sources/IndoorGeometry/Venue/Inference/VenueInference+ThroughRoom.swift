/// The through-room rule of ``VenueInference``: walled spaces that no source door serves are entered across
/// the boundary they share with walkable space, by passages through the wall that routing prices with a
/// penalty (``Door/passesThroughWall``).
extension VenueInference {
    /// How far (metres) from the wall a passage's anchors are placed on either side, tried in turn until
    /// the point lies inside the space on its side: beyond a drawn wall's half thickness and the clearance.
    static let passageAnchorSteps = [1.0, 0.75, 0.5, 0.3]

    /// Adds a passage through the wall of each of `doorless` (walled spaces that no source door serves):
    /// one per circulation space it shares at least ``minimumOpeningWidth`` of boundary with (not for a
    /// space whose open front was inferred: it is open already); a space that touches no circulation, one per
    /// neighbouring doorless space of its floor instead (open-plan offices, cubicles, nested stores, back
    /// rooms). Each passage lies in the middle of the longest stretch the two share.
    func inferThroughRoomPassages(
        _ doorless: [(index: Int, openFronted: Bool)], circulation: [[(index: Int, polygon: Polygon)]], venue v: inout Venue
    ) {
        var byFloor: [Int: [(index: Int, polygon: Polygon)]] = [:]
        for d in doorless { byFloor[v.spaces[d.index].floorIndex, default: []].append((d.index, v.spaces[d.index].polygon)) }
        var joined = Set<[Int]>()
        for d in doorless {
            let i = d.index, f = v.spaces[i].floorIndex
            let open = circulation[f].filter { $0.index != i }
            var stretches = d.openFronted ? [] : sharedOrInsideQuietly(space: i, neighbours: open, venue: v)
            if stretches.allSatisfy({ $0.length < minimumOpeningWidth }) && !touches(i, open, venue: v) {
                let partners = (byFloor[f] ?? []).filter { $0.index != i }
                stretches = SharedEdges.stretches(of: v.spaces[i].polygon, neighbours: partners, tolerance: adjacencyTolerance)
            }
            // The longest stretch with each neighbour (stretches come longest first).
            var seen = Set<Int>()
            for st in stretches where st.length >= minimumOpeningWidth && seen.insert(st.neighbour).inserted {
                guard joined.insert([min(i, st.neighbour), max(i, st.neighbour)]).inserted else { continue }
                addPassage(space: i, neighbour: st.neighbour, stretch: st, venue: &v)
            }
        }
    }

    /// Whether space `i` shares any boundary with (or lies on top of) one of `open`, however short.
    private func touches(_ i: Int, _ open: [(index: Int, polygon: Polygon)], venue v: Venue) -> Bool {
        !SharedEdges.stretches(of: v.spaces[i].polygon, neighbours: open, tolerance: adjacencyTolerance).isEmpty
            || (readsOverlaps && !SharedEdges.insideStretches(of: v.spaces[i].polygon, within: open).isEmpty)
    }

    /// The stretches of ``sharedOrInside(space:neighbours:venue:)`` without reporting overlaps again.
    private func sharedOrInsideQuietly(space i: Int, neighbours: [(index: Int, polygon: Polygon)], venue v: Venue) -> [SharedEdges.Stretch] {
        let polygon = v.spaces[i].polygon
        let inside = readsOverlaps ? SharedEdges.insideStretches(of: polygon, within: neighbours) : []
        return (SharedEdges.stretches(of: polygon, neighbours: neighbours, tolerance: adjacencyTolerance) + inside).sorted { $0.length > $1.length }
    }

    /// Appends the passage between space `i` and `j` across `st`: a door without a line whose anchors lie
    /// on either side of the middle of the stretch, inside each space, with its report.
    private func addPassage(space i: Int, neighbour j: Int, stretch st: SharedEdges.Stretch, venue v: inout Venue) {
        let a = v.spaces[i], b = v.spaces[j]
        let mid = st.midpoint
        guard let u = (st.to - st.from).normalized else { return }
        let normal = Point(x: -u.y, y: u.x)
        // Which side of the stretch is `i`: the space itself, not the one it may lie on top of.
        let sideOfI: Double = a.polygon.locate(mid + normal * 0.05) == .interior ? 1 : -1
        func anchor(in polygon: Polygon, side: Double, outside other: Polygon?) -> Point? {
            for step in Self.passageAnchorSteps {
                let p = mid + normal * (side * step)
                if polygon.locate(p) == .interior && (other.map { $0.locate(p) == .exterior } ?? true) { return p }
            }
            return nil
        }
        guard let pi = anchor(in: a.polygon, side: sideOfI, outside: nil), let pj = anchor(in: b.polygon, side: -sideOfI, outside: a.polygon)
        else { return }
        let id = "inferred:through-room:\(a.id)|\(b.id)"
        var flags = AccessFlags.all
        if a.isRestricted || b.isRestricted { flags.remove(.isPublic) }
        var door = Door(
            id: id, floorIndex: a.floorIndex, line: nil, spaceIndices: [i, j],
            anchors: [
                ConnectionAnchor(floorIndex: a.floorIndex, point: pi, spaceIndex: i, geometryID: id, flags: flags),
                ConnectionAnchor(floorIndex: a.floorIndex, point: pj, spaceIndex: j, geometryID: id, flags: flags)
            ], flags: flags,
            category: InferredElement.Kind.throughRoom.rawValue)
        door.inference = .throughRoom
        door.passesThroughWall = true
        v.doors.append(door)
        v.inferences.append(
            InferredElement(
                kind: .throughRoom, id: id, spaceIDs: [a.id, b.id], floorIndex: a.floorIndex, point: mid, width: st.length,
                message:
                    "no door joins \(Self.label(i, in: v)) and \(Self.label(j, in: v)); routes pass between them through the \(Self.metres(st.length)) m they share"
            ))
    }
}
