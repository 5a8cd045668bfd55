/// The through-room rule of ``VenueInference``: walled spaces that no source door serves are entered across
/// the boundary they share with walkable space, by passages through the wall that routing prices with a
/// penalty (``Door/passesThroughWall``).
extension VenueInference {
    /// How far (metres) from the wall a passage's anchors are placed on either side, tried in turn until
    /// the point lies inside the space on its side: beyond a drawn wall's half thickness and the clearance.
    static let passageAnchorSteps = [1.0, 0.75, 0.5, 0.3]

    /// Adds a passage through the wall of each of `doorless` (walled spaces that no source door serves):
    /// one per circulation space it shares at least ``minimumOpeningWidth`` of boundary with, or lies on
    /// top of (not for a space whose open front was inferred: it is open already); a space that touches no
    /// circulation, one per neighbouring doorless space of its floor instead (open-plan offices, cubicles,
    /// nested stores, back rooms). Each passage lies in the middle of the longest stretch the two share. A
    /// space touching no circulation that its passages connect to circulation is entered through them: the
    /// approach point rule 2 gave it (at a walkway behind another room) is taken back.
    func inferThroughRoomPassages(
        _ doorless: [(index: Int, openFronted: Bool)], circulation: [[(index: Int, polygon: Polygon)]], venue v: inout Venue
    ) {
        var byFloor: [Int: [(index: Int, polygon: Polygon)]] = [:]
        for d in doorless { byFloor[v.spaces[d.index].floorIndex, default: []].append((d.index, v.spaces[d.index].polygon)) }
        var joined = Set<[Int]>()
        /// Spaces entered from circulation (a passage, an open front), and the passages between doorless spaces.
        var entered = Set<Int>()
        var inner: [(Int, Int)] = []
        var behind = Set<Int>()
        for d in doorless {
            let i = d.index, f = v.spaces[i].floorIndex
            let open = circulation[f].filter { $0.index != i }
            var stretches = d.openFronted ? [] : sharedOrInsideQuietly(space: i, neighbours: open, venue: v)
            var toCirculation = true
            if d.openFronted {
                entered.insert(i)
            } else if stretches.allSatisfy({ $0.length < minimumOpeningWidth }) && !touches(i, open, venue: v) {
                stretches = sharedOrInsideQuietly(space: i, neighbours: (byFloor[f] ?? []).filter { $0.index != i }, venue: v)
                toCirculation = false
                behind.insert(i)
            }
            // The longest stretch with each neighbour (stretches come longest first).
            var seen = Set<Int>()
            for st in stretches where st.length >= minimumOpeningWidth && seen.insert(st.neighbour).inserted {
                guard joined.insert([min(i, st.neighbour), max(i, st.neighbour)]).inserted else { continue }
                guard addPassage(space: i, neighbour: st.neighbour, stretch: st, venue: &v) else { continue }
                if toCirculation { entered.insert(i) } else { inner.append((i, st.neighbour)) }
            }
        }
        enterBehindOtherRooms(behind, entered: entered, passages: inner, venue: &v)
    }

    /// Takes back the approach points of the spaces of `behind` (touching no circulation) that `passages`
    /// connect to a space of `entered`: routes go in through the rooms in front instead of ending at a
    /// walkway behind them.
    private func enterBehindOtherRooms(_ behind: Set<Int>, entered: Set<Int>, passages: [(Int, Int)], venue v: inout Venue) {
        var next: [Int: [Int]] = [:]
        for (a, b) in passages {
            next[a, default: []].append(b)
            next[b, default: []].append(a)
        }
        var reached = entered
        var queue = Array(entered)
        while let a = queue.popLast() {
            for b in next[a] ?? [] where reached.insert(b).inserted { queue.append(b) }
        }
        let taken = Set(v.spaces.indices.filter { behind.contains($0) && reached.contains($0) && v.spaces[$0].approachPoint != nil }.map { v.spaces[$0].id })
        guard !taken.isEmpty else { return }
        for i in v.spaces.indices where taken.contains(v.spaces[i].id) { v.spaces[i].approachPoint = nil }
        v.inferences.removeAll { ($0.kind == .doorlessEdge || $0.kind == .approach) && taken.contains($0.id) }
    }

    /// Whether space `i` shares any boundary with (or lies on top of) one of `open`, however short.
    private func touches(_ i: Int, _ open: [(index: Int, polygon: Polygon)], venue v: Venue) -> Bool {
        !SharedEdges.stretches(of: v.spaces[i].polygon, neighbours: open, tolerance: adjacencyTolerance).isEmpty
            || (readsOverlaps && !SharedEdges.insideStretches(of: v.spaces[i].polygon, within: open, tolerance: adjacencyTolerance).isEmpty)
    }

    /// The stretches of ``sharedOrInside(space:neighbours:venue:)`` without reporting overlaps again.
    private func sharedOrInsideQuietly(space i: Int, neighbours: [(index: Int, polygon: Polygon)], venue v: Venue) -> [SharedEdges.Stretch] {
        let (shared, inside) = stretchParts(of: v.spaces[i].polygon, neighbours: neighbours)
        return (shared + inside).sorted { $0.length > $1.length }
    }

    /// Appends the passage between space `i` and `j` across `st`: a door without a line whose anchors lie
    /// on either side of the middle of the stretch, inside each space, with its report.
    /// - Returns: whether it was added (no anchor fits inside a space thinner than the smallest step: none).
    @discardableResult
    private func addPassage(space i: Int, neighbour j: Int, stretch st: SharedEdges.Stretch, venue v: inout Venue) -> Bool {
        let a = v.spaces[i], b = v.spaces[j]
        let mid = st.midpoint
        guard let u = (st.to - st.from).normalized else { return false }
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
        else { return false }
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
        return true
    }
}
