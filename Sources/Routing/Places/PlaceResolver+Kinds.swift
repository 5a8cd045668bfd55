import IndoorGeometry

extension PlaceResolver {
    /// The place of one space (index into `venue.spaces`), labelled by its first name or id, at its
    /// documented point (``point(of:)``).
    public static func place(space i: Int, in venue: Venue) -> ResolvedPlace {
        place(label: venue.spaces[i].names.first ?? venue.spaces[i].id, spaces: [i], venue: venue)
    }

    /// Every place of a category or kind, for "the nearest restroom / exit / elevator": matched
    /// case-insensitively, a category also by its dotted prefix (`restroom` matches `restroom.female`) or
    /// by one of its words (`restroom` matches "Women's Restroom").
    ///
    /// - `exit` (or `entrance`): building entrances, i.e. doors joining two floors (an indoor floor to the
    ///   outdoor one) and doors whose source category is an entrance (`pedestrian.principal`,
    ///   `emergencyexit`, `entrance`); each anchor of such a door is a point of the place.
    /// - a destination category (MVF location categories, IMDF occupant and amenity categories);
    /// - a space category (IMDF unit categories, an MVF space's first location category) or space kind
    ///   (MVF `room`, `hallway`, `area`); only walkable spaces;
    /// - a connection type (`elevator`, `stairs`, `escalator`, `ramp`, `travelator`): each of its anchors.
    ///
    /// - Returns: the places in venue order (destinations, then spaces not already named by one, then doors
    ///   and connections); empty when nothing matches.
    public static func places(ofKind kind: String, in venue: Venue) -> [ResolvedPlace] {
        places(ofKind: kind, in: venue, lookup: nil)
    }

    /// ``places(ofKind:in:)``, with the spaces' points kept in `lookup` (a ``PlaceDirectory`` of `venue`) when given.
    static func places(ofKind kind: String, in venue: Venue, lookup: PlaceDirectory?) -> [ResolvedPlace] {
        let k = kind.trimmingCharacters(in: .whitespaces).lowercased()
        guard !k.isEmpty else { return [] }
        func matches(_ c: String) -> Bool {
            let c = c.lowercased()
            if c == k || c.hasPrefix(k + ".") { return true }
            // A whole word of a category name: `restroom` matches "Men's Restroom".
            return c.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { $0 == k }
        }
        var out: [ResolvedPlace] = []
        var spacesTaken = Set<Int>()
        for d in venue.destinations where d.categories.contains(where: matches) {
            guard let p = try? place(d, venue, lookup: lookup) else { continue }
            out.append(p)
            spacesTaken.formUnion(d.spaceIndices)
        }
        for (i, s) in venue.spaces.enumerated() where s.isWalkable && !spacesTaken.contains(i) {
            let hit = s.category.map(matches) ?? false || (s.kind != .unit && s.kind.description.lowercased() == k)
            if hit { out.append(place(label: s.names.first ?? s.id, spaces: [i], venue: venue, lookup: lookup)) }
        }
        if k == "exit" || k == "entrance" {
            let entranceCategories: Set<String> = ["pedestrian.principal", "emergencyexit", "entrance"]
            for d in venue.doors where !d.isBlocked && (d.isEntrance(in: venue) || entranceCategories.contains(d.category?.lowercased() ?? "")) {
                let points = d.anchors.map { FloorPoint(floorIndex: $0.floorIndex, point: $0.point) }
                guard !points.isEmpty else { continue }
                out.append(ResolvedPlace(label: "entrance \(d.id)", points: points, spaceIndices: []))
            }
        }
        let type = ConnectionType(k)
        if type != .door, case .unknown = type {
        } else if type != .door {
            for c in venue.connections where c.type == type && !c.isBlocked {
                var points: [FloorPoint] = []
                for a in c.entrances + c.exits where !points.contains(FloorPoint(floorIndex: a.floorIndex, point: a.point)) {
                    points.append(FloorPoint(floorIndex: a.floorIndex, point: a.point))
                }
                guard !points.isEmpty else { continue }
                out.append(ResolvedPlace(label: c.name ?? "\(type) \(c.id)", points: points, spaceIndices: []))
            }
        }
        return out
    }
}
