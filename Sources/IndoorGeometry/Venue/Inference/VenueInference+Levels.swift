/// Rule 7 of ``VenueInference`` (applied first): levels of one building drawn at the same ordinal.
///
/// IMDF lets a building put several level features at one ordinal: stations draw a concourse on one and
/// its shops, or a mezzanine wing, on another. A person walks from one to the other wherever their
/// walkways meet, yet the source rarely draws an opening there (openings are lines on one level). Where a
/// walkway of one such level shares a stretch of at least ``minimumOpeningWidth`` with a walkway, or with
/// a doorless open-fronted space, of another, the two are joined across the whole stretch: a row of
/// floor-joining doors (``Door/joinsFloors``), each at most ``levelPassageSpacing`` wide, so that a route
/// crosses within half that spacing of where it would cross an open edge. A floor change between them is a
/// door, not stairs: it costs no floor-change penalty.
extension VenueInference {
    /// Joins the walkways of levels that share an ordinal in one building.
    /// - Complexity: O(p · e) per pair of such levels, for p candidate spaces and e boundary edges near them.
    func joinLevelsSharingAnOrdinal(_ v: inout Venue) {
        var groups: [[Int]: [Int]] = [:]
        for (f, floor) in v.floors.enumerated() where !floor.isOutdoor {
            guard let b = floor.buildingIndex else { continue }
            groups[[b, floor.ordinal], default: []].append(f)
        }
        let sameOrdinal = groups.keys.sorted { $0.lexicographicallyPrecedes($1) }.compactMap { groups[$0] }.filter { $0.count > 1 }
        guard !sameOrdinal.isEmpty else { return }
        let doored = Self.spacesWithUsableDoors(v)
        var joined = Set<[Int]>()
        for d in v.doors where !d.isBlocked {
            for a in d.spaceIndices { for b in d.spaceIndices where a < b { joined.insert([a, b]) } }
        }
        // Per floor: circulation, and doorless open-fronted spaces (entered across their fronts).
        let grouped = Set(sameOrdinal.joined())
        var open: [Int: [(index: Int, polygon: Polygon, isCirculation: Bool)]] = [:]
        for (i, s) in v.spaces.enumerated() where grouped.contains(s.floorIndex) {
            if Self.isCirculation(i, in: v) {
                open[s.floorIndex, default: []].append((i, s.polygon, true))
            } else if !doored[i], s.isWalkable, s.isHitTestable, s.verticalType == nil, Self.isOpenFronted(i, in: v) {
                open[s.floorIndex, default: []].append((i, s.polygon, false))
            }
        }
        for floors in sameOrdinal {
            for (k, fa) in floors.enumerated() {
                for fb in floors[(k + 1)...] {
                    for a in open[fa] ?? [] {
                        // A shop meets walkways only; a walkway meets both.
                        let neighbours = (open[fb] ?? []).filter { a.isCirculation || $0.isCirculation }.map { (index: $0.index, polygon: $0.polygon) }
                        let stretches = SharedEdges.stretches(of: a.polygon, neighbours: neighbours, tolerance: adjacencyTolerance)
                        for (k, st) in stretches.enumerated()
                        where st.length >= minimumOpeningWidth && !joined.contains([min(a.index, st.neighbour), max(a.index, st.neighbour)]) {
                            addLevelPassages(space: a.index, stretch: st, number: k, venue: &v)
                        }
                    }
                }
            }
        }
    }

    /// One floor-joining door per piece of `stretch` (pieces at most ``levelPassageSpacing`` long), each
    /// recorded as an inferred element; `number` is the stretch's place among the space's stretches, which
    /// keeps the ids of two stretches between the same spaces apart.
    private func addLevelPassages(space i: Int, stretch st: SharedEdges.Stretch, number: Int, venue v: inout Venue) {
        let j = st.neighbour
        let pieces = max(1, Int((st.length / levelPassageSpacing).rounded(.up)))
        let fa = v.spaces[i].floorIndex, fb = v.spaces[j].floorIndex
        let stem = "inferred:level:\(v.spaces[i].id)|\(v.spaces[j].id)" + (number == 0 ? "" : ":\(number + 1)")
        for p in 0 ..< pieces {
            let a = st.from.interpolated(to: st.to, t: Double(p) / Double(pieces))
            let b = st.from.interpolated(to: st.to, t: Double(p + 1) / Double(pieces))
            let id = stem + ".\(p + 1)"
            addDoor(id: id, kind: .levelPassage, space: i, neighbour: j, from: a, to: b, venue: &v)
            v.inferences.append(
                InferredElement(
                    kind: .levelPassage, id: id, spaceIDs: [v.spaces[i].id, v.spaces[j].id], floorIndex: fa, point: a.interpolated(to: b, t: 0.5),
                    width: a.distance(to: b),
                    message:
                        "\(Self.label(i, in: v)) on \(v.floors[fa].name) meets \(Self.label(j, in: v)) on \(v.floors[fb].name), a level at the same ordinal, with no opening mapped; joined across their shared edge (\(Self.metres(a.distance(to: b))) m of \(Self.metres(st.length)) m)"
                ))
        }
    }
}

/// Rule 8 of ``VenueInference``: connections the readers joined by geometry are reported.
///
/// IMDF and OSM draw a stairwell or an elevator shaft as one space per level. Where the source has no
/// relationship (IMDF) or multi-level room (OSM) joining them, the readers link spaces of one building that
/// stack on consecutive levels into one connection (``VerticalConnection/isInferred``). That is an
/// assumption about the source like an inferred opening, so it is listed in ``Venue/inferences`` (kind
/// `stacked-connection`): `indoor check` shows it, `indoor info` counts it, and a route through the
/// connection lists it among what it relies on.
extension VenueInference {
    /// Records every inferred connection once, at its lowest anchor.
    /// - Complexity: O(c · a) for c connections of a anchors each.
    func reportStackedConnections(_ v: inout Venue) {
        for c in v.connections where c.isInferred {
            let anchors = c.entrances + c.exits.filter { !c.entrances.contains($0) }
            guard let first = anchors.min(by: { v.floors[$0.floorIndex].ordinal < v.floors[$1.floorIndex].ordinal }) else { continue }
            let floors = Set(anchors.map(\.floorIndex)).sorted { v.floors[$0].ordinal < v.floors[$1].ordinal }
            let spaces = anchors.compactMap(\.spaceIndex).map { v.spaces[$0].id }
            let label = c.name.map { " '\($0)'" } ?? ""  // an unnamed one is known by its id, which the finding carries
            let span = floors.map { v.floors[$0].name }
            v.inferences.append(
                InferredElement(
                    kind: .stackedConnection, id: c.id, spaceIDs: spaces, floorIndex: first.floorIndex, point: first.point,
                    message:
                        "\(c.type)\(label) is drawn as one space per level with no connection mapped; "
                        + "its \(floors.count) stacked spaces are joined from \(span.first ?? "") to \(span.last ?? "")"))
        }
    }
}
