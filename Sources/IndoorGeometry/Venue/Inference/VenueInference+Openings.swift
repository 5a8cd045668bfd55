/// Rules 1–3 of ``VenueInference``: open-fronted spaces, approach points of other doorless spaces, and
/// openings of stairs, elevators, escalators and ramps.
extension VenueInference {
    /// The middle of a door: of its line's ends, else its first anchor.
    static func middle(of d: Door) -> Point {
        if let l = d.line, let a = l.points.first, let b = l.points.last { return a.interpolated(to: b, t: 0.5) }
        return d.anchors.first?.point ?? .zero
    }

    /// Opens or approaches every walled-in space that no usable door serves.
    func openDoorlessSpaces(_ v: inout Venue) {
        let doored = Self.spacesWithUsableDoors(v)
        var hostsVertical = [Bool](repeating: false, count: v.spaces.count)
        for c in v.connections {
            for a in c.entrances + c.exits {
                if let s = a.spaceIndex, s >= 0 && s < hostsVertical.count { hostsVertical[s] = true }
            }
        }
        // Per floor: circulation, and every walkable space with a usable door (reached through it).
        var circulation = [[(index: Int, polygon: Polygon)]](repeating: [], count: v.floors.count)
        var reachable = [[(index: Int, polygon: Polygon)]](repeating: [], count: v.floors.count)
        for (i, s) in v.spaces.enumerated() where s.floorIndex >= 0 && s.floorIndex < v.floors.count {
            if Self.isCirculation(i, in: v) {
                circulation[s.floorIndex].append((i, s.polygon))
            } else if doored[i] && s.isWalkable && s.isHitTestable {
                reachable[s.floorIndex].append((i, s.polygon))
            }
        }
        let drawsWalls = v.spaceBoundaryWallThickness == nil
        var wallHosts: [Int: WallDoorHosts] = [:]
        /// Walled spaces no source door serves, with whether an open front was inferred for them.
        var walledDoorless: [(index: Int, openFronted: Bool)] = []
        for i in v.spaces.indices {
            let s = v.spaces[i]
            guard !doored[i], s.isWalkable, s.isHitTestable, s.floorIndex >= 0 && s.floorIndex < v.floors.count else { continue }
            if Self.isCirculation(i, in: v) && !Self.isOpenFronted(i, in: v) { continue }
            // Walled in: an IMDF unit whose boundary is a wall; in a venue that draws its walls, a room or
            // area (checked against the drawn walls below).
            guard s.boundaryIsWall || (drawsWalls && (s.kind == .room || s.kind == .area || s.kind == .unit)) else { continue }
            let f = s.floorIndex
            let isVertical = s.verticalType != nil || hostsVertical[i]
            let open = circulation[f].filter { $0.index != i }
            let stretches = sharedOrInside(space: i, neighbours: open, venue: &v)
            if drawsWalls {
                // Only where a drawn wall closes the space: elsewhere it is open already.
                if wallHosts[f] == nil {
                    wallHosts[f] = WallDoorHosts(
                        lines: v.walls.filter { $0.floorIndex == f && $0.thickness > 0 }.map {
                            WallDoorHosts.Line(points: $0.line.points, thickness: $0.thickness)
                        })
                }
                let hosts = wallHosts[f]!
                // A gap in the walls along a shared stretch is a doorway the source did not list as a door.
                if stretches.contains(where: { Self.widestWallGap(along: $0, hosts: hosts) >= minimumOpeningWidth / 2 }) { continue }
            }
            if isVertical {
                inferVerticalOpening(space: i, stretches: stretches, venue: &v)
            } else if Self.isOpenFronted(i, in: v), stretches.contains(where: { $0.length >= minimumOpeningWidth }) {
                inferOpenFront(space: i, stretches: stretches, venue: &v)
                walledDoorless.append((i, true))
            } else {
                inferApproach(space: i, stretches: stretches, neighbours: open + reachable[f].filter { $0.index != i }, venue: &v)
                walledDoorless.append((i, false))
            }
        }
        if passesThroughRooms { inferThroughRoomPassages(walledDoorless, circulation: circulation, venue: &v) }
    }

    /// The stretches of space `i`'s outline shared with `neighbours` or lying inside one of them (a space
    /// drawn on top of a walkway), longest first; each neighbour that `i` lies on top of is reported once
    /// (``InferredElement/Kind/overlap``).
    func sharedOrInside(space i: Int, neighbours: [(index: Int, polygon: Polygon)], venue v: inout Venue) -> [SharedEdges.Stretch] {
        let (shared, inside) = stretchParts(of: v.spaces[i].polygon, neighbours: neighbours)
        guard !inside.isEmpty else { return shared }
        var lengthWithin: [Int: Double] = [:]
        for st in inside { lengthWithin[st.neighbour, default: 0] += st.length }
        for (n, length) in lengthWithin.sorted(by: { $0.key < $1.key }) where length >= minimumOpeningWidth {
            let s = v.spaces[i]
            let longest = inside.first { $0.neighbour == n }!
            v.inferences.append(
                InferredElement(
                    kind: .overlap, id: "inferred:overlap:\(s.id)|\(v.spaces[n].id)", spaceIDs: [s.id, v.spaces[n].id], floorIndex: s.floorIndex,
                    point: longest.midpoint, width: length,
                    message:
                        "\(Self.label(i, in: v)) is drawn on top of \(Self.label(n, in: v)); the two meet along the \(Self.metres(length)) m of its outline that lies inside"
                ))
        }
        return (shared + inside).sorted { $0.length > $1.length }
    }

    /// The stretches of `polygon`'s outline shared with `neighbours`, and those lying inside one of them
    /// (none unless ``readsOverlaps``), each longest first.
    func stretchParts(of polygon: Polygon, neighbours: [(index: Int, polygon: Polygon)]) -> (
        shared: [SharedEdges.Stretch], inside: [SharedEdges.Stretch]
    ) {
        let shared = SharedEdges.stretches(of: polygon, neighbours: neighbours, tolerance: adjacencyTolerance)
        let inside = readsOverlaps ? SharedEdges.insideStretches(of: polygon, within: neighbours, tolerance: adjacencyTolerance) : []
        return (shared, inside)
    }

    /// The longest part of `stretch` (metres) that no drawn wall runs along.
    static func widestWallGap(along stretch: SharedEdges.Stretch, hosts: WallDoorHosts) -> Double {
        let length = stretch.length
        guard let u = (stretch.to - stretch.from).normalized else { return 0 }
        var covered: [(Double, Double)] = []
        for h in hosts.hosts(stretch.from, stretch.to, forClosing: false) {
            let line = hosts.lines[h.line].points
            let a = line[h.segment], b = line[h.segment + 1]
            guard let w = (b - a).normalized else { continue }
            let segmentLength = a.distance(to: b)
            let p = a + w * max(0, h.s0), q = a + w * min(segmentLength, h.s1)
            let t0 = (p - stretch.from).dot(u), t1 = (q - stretch.from).dot(u)
            covered.append((max(0, min(t0, t1)), min(length, max(t0, t1))))
        }
        covered.sort { $0.0 < $1.0 }
        var gap = 0.0, reached = 0.0
        for (t0, t1) in covered {
            gap = max(gap, t0 - reached)
            reached = max(reached, t1)
        }
        return max(gap, length - reached)
    }

    /// Rule 1: one inferred door per shared stretch at least ``minimumOpeningWidth`` long.
    private func inferOpenFront(space i: Int, stretches: [SharedEdges.Stretch], venue v: inout Venue) {
        let s = v.spaces[i]
        for (k, st) in stretches.enumerated() where st.length >= minimumOpeningWidth {
            let id = "inferred:open-front:\(s.id)" + (k == 0 ? "" : ":\(k + 1)")
            addDoor(id: id, kind: .openFront, space: i, neighbour: st.neighbour, from: st.from, to: st.to, venue: &v)
            let name = Self.label(i, in: v), other = Self.label(st.neighbour, in: v)
            v.inferences.append(
                InferredElement(
                    kind: .openFront, id: id, spaceIDs: [s.id, v.spaces[st.neighbour].id], floorIndex: s.floorIndex, point: st.midpoint,
                    width: st.length,
                    message: "\(name) has no door; entered across its open front from \(other) (\(Self.metres(st.length)) m)"))
        }
    }

    /// Rule 3: an opening of at most ``verticalOpeningWidth`` in the middle of the longest shared stretch.
    private func inferVerticalOpening(space i: Int, stretches: [SharedEdges.Stretch], venue v: inout Venue) {
        guard let st = stretches.first, st.length >= minimumOpeningWidth else { return }
        let width = min(st.length, verticalOpeningWidth)
        let mid = st.midpoint, half = (st.to - st.from) * (width / (2 * st.length))
        let s = v.spaces[i]
        let id = "inferred:opening:\(s.id)"
        addDoor(id: id, kind: .verticalOpening, space: i, neighbour: st.neighbour, from: mid - half, to: mid + half, venue: &v)
        let kind = s.verticalType?.description ?? "vertical connection"
        v.inferences.append(
            InferredElement(
                kind: .verticalOpening, id: id, spaceIDs: [s.id, v.spaces[st.neighbour].id], floorIndex: s.floorIndex, point: mid, width: width,
                message:
                    "\(Self.label(i, in: v)) (\(kind)) has no opening; opened \(Self.metres(width)) m wide where it meets \(Self.label(st.neighbour, in: v))"
            ))
    }

    /// Rule 2: the approach point just outside the longest shared stretch, else the nearest boundary point.
    private func inferApproach(
        space i: Int, stretches: [SharedEdges.Stretch], neighbours: [(index: Int, polygon: Polygon)], venue v: inout Venue
    ) {
        let s = v.spaces[i]
        var edge: Point
        var neighbour: Int
        if let st = stretches.first {
            (edge, neighbour) = (st.midpoint, st.neighbour)
        } else if let near = SharedEdges.stretches(of: s.polygon, neighbours: neighbours, tolerance: adjacencyTolerance).first {
            (edge, neighbour) = (near.midpoint, near.neighbour)
        } else if let near = SharedEdges.nearestApproach(of: s.polygon, neighbours: neighbours, reach: doorlessReach) {
            (edge, neighbour) = (near.point, near.neighbour)
        } else if approachLimit > doorlessReach, let near = SharedEdges.nearestApproach(of: s.polygon, neighbours: neighbours, reach: approachLimit) {
            inferFarApproach(space: i, near: near, venue: &v)
            return
        } else {
            return
        }
        // Step into the neighbour, away from the space's walls: the router snaps the point onto free space.
        let inside = Self.stepInto(v.spaces[neighbour].polygon, from: edge, away: s.polygon)
        v.spaces[i].approachPoint = inside
        v.inferences.append(
            InferredElement(
                kind: .doorlessEdge, id: s.id, spaceIDs: [s.id, v.spaces[neighbour].id], floorIndex: s.floorIndex, point: inside,
                message: "\(Self.label(i, in: v)) has no door; routes start and end at its edge on \(Self.label(neighbour, in: v))"))
    }

    /// Rule 2 beyond ``doorlessReach``: the approach point on the neighbour's boundary point nearest the
    /// space, stepped into the neighbour, with how far the space still is.
    private func inferFarApproach(space i: Int, near: (point: Point, neighbour: Int, distance: Double), venue v: inout Venue) {
        let s = v.spaces[i], n = near.neighbour
        // The neighbour's boundary point nearest the space's: where the walkable floor ends.
        let end = SharedEdges.nearestApproach(of: v.spaces[n].polygon, neighbours: [(i, s.polygon)], reach: near.distance + 1e-6)?.point ?? near.point
        let inside = Self.stepInto(v.spaces[n].polygon, from: end, away: s.polygon)
        v.spaces[i].approachPoint = inside
        var e = InferredElement(
            kind: .approach, id: s.id, spaceIDs: [s.id, v.spaces[n].id], floorIndex: s.floorIndex, point: inside,
            message:
                "\(Self.label(i, in: v)) has no door and no walkable floor within \(Self.metres(doorlessReach)) m; routes end on \(Self.label(n, in: v)), \(Self.metres(near.distance)) m from it"
        )
        e.distance = near.distance
        v.inferences.append(e)
    }

    /// A point of `polygon` about 0.75 m (else 0.3 m) from `edge`, on the side away from `away`; `edge` itself
    /// when neither lies in it.
    static func stepInto(_ polygon: Polygon, from edge: Point, away: Polygon) -> Point {
        for step in [0.75, 0.3] {
            for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0), (0.7071, 0.7071), (-0.7071, 0.7071), (0.7071, -0.7071), (-0.7071, -0.7071)] {
                let p = Point(x: edge.x + dx * step, y: edge.y + dy * step)
                if polygon.locate(p) == .interior && away.locate(p) == .exterior { return p }
            }
        }
        return edge
    }

    /// Per space of `v`, whether a usable door (not blocked) lists it.
    static func spacesWithUsableDoors(_ v: Venue) -> [Bool] {
        var doored = [Bool](repeating: false, count: v.spaces.count)
        for d in v.doors where !d.isBlocked {
            for s in d.spaceIndices where s >= 0 && s < doored.count { doored[s] = true }
        }
        return doored
    }

    /// Appends an inferred door from `a` to `b` joining spaces `i` and `j`, on `i`'s floor, anchored at its
    /// middle on `i`'s floor and, when `j` lies on another floor (levels sharing an ordinal), on `j`'s too.
    func addDoor(id: String, kind: InferredElement.Kind, space i: Int, neighbour j: Int, from a: Point, to b: Point, venue v: inout Venue) {
        let f = v.spaces[i].floorIndex, g = v.spaces[j].floorIndex
        let mid = a.interpolated(to: b, t: 0.5)
        var d = Door(
            id: id, floorIndex: f, line: Polyline(uncheckedPoints: [a, b]), spaceIndices: [i, j],
            anchors: (f == g ? [f] : [f, g]).map { ConnectionAnchor(floorIndex: $0, point: mid, geometryID: id) }, flags: .all,
            category: kind.rawValue)
        d.inference = kind
        v.doors.append(d)
    }

    /// A space's first name, else its id, quoted.
    static func label(_ i: Int, in v: Venue) -> String { "'\(v.spaces[i].names.first ?? v.spaces[i].id)'" }

    /// Metres to two decimals, for messages.
    static func metres(_ x: Double) -> String { String(Double((x * 100).rounded()) / 100) }
}

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
