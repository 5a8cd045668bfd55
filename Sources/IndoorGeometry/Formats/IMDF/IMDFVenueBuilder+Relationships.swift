/// IMDF `relationship` features: explicit traversals. A chain origin → intermediary… → destination is read
/// as a path; each step between units on different floors becomes a ``VerticalConnection`` read from the
/// source (``VerticalConnection/isInferred`` false), one-way when `direction` is `directed`. A step through
/// an opening on one floor makes sure the door lists both units; a directed one cannot be expressed on
/// ``Door`` (it has no direction) and is reported.
extension IMDFVenueBuilder {
    mutating func addRelationshipConnections() {
        guard !archive.relationships.isEmpty else { return }
        var doorByID: [String: Int] = [:]
        for (k, d) in venue.doors.enumerated() { doorByID[d.id] = k }
        for r in archive.relationships {
            let chain = ([r.origin] + r.intermediary.map(Optional.some) + [r.destination]).compactMap { $0 }
            guard chain.count >= 2 else {
                log.add("incomplete-relationship", file: "relationship.geojson", featureID: r.id, "relationship without both origin and destination; ignored")
                continue
            }
            // Units along the chain (first part of each unit), and the openings in between.
            var units: [Int] = []
            var openings: [Int] = []
            for ref in chain {
                if let s = spacesOfUnit[ref.id]?.first {
                    units.append(s)
                } else if let d = doorByID[ref.id] {
                    openings.append(d)
                } else {
                    log.add(
                        "dangling-reference", file: "relationship.geojson", featureID: r.id, key: "",
                        "reference '\(ref.id)' (\(ref.featureType)) names no unit or opening; skipped")
                }
            }
            for (a, b) in zip(units, units.dropFirst()) {
                let sa = venue.spaces[a]
                let sb = venue.spaces[b]
                if sa.floorIndex == sb.floorIndex {
                    for d in openings where venue.doors[d].floorIndex == sa.floorIndex {
                        for s in [a, b] where !venue.doors[d].spaceIndices.contains(s) { venue.doors[d].spaceIndices.append(s) }
                    }
                    if r.isDirected {
                        log.add(
                            "one-way-door", file: "relationship.geojson", featureID: r.id, key: "",
                            "directed traversal on one floor: the model's doors have no direction, so it is kept two-way")
                    }
                    continue
                }
                let type =
                    r.category.flatMap { IMDFCategories.verticalType(of: $0) } ?? sa.verticalType ?? sb.verticalType ?? .unknown(r.category ?? "traversal")
                let ea = ConnectionAnchor(
                    floorIndex: sa.floorIndex, point: IMDFPolygonOverlap.interiorPoint(sa.polygon, preferred: sa.displayPoint), spaceIndex: a, geometryID: sa.id
                )
                let eb = ConnectionAnchor(
                    floorIndex: sb.floorIndex, point: IMDFPolygonOverlap.interiorPoint(sb.polygon, preferred: sb.displayPoint), spaceIndex: b, geometryID: sb.id
                )
                venue.connections.append(
                    VerticalConnection(
                        id: "\(r.id):\(sa.id)|\(sb.id)", type: type, entrances: r.isDirected ? [ea] : [ea, eb], exits: r.isDirected ? [eb] : [ea, eb],
                        isInferred: false, name: sa.names.first ?? sb.names.first))
            }
        }
    }
}
