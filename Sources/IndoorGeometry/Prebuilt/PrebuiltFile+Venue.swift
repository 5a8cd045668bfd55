extension Point: BitwiseCopyable {}

extension PrebuiltFile {
    /// The venue stored in this file, rebuilt as a value: records decoded, coordinates copied in
    /// bulk, every index checked against the table it points into and every ring and line checked as
    /// ``Ring`` and ``Polyline`` check them. Equal, field for field, to the venue the file was built from.
    /// - Throws: ``PrebuiltError`` naming the section, the record and what is wrong.
    /// - Complexity: O(size of the venue).
    public func venue() throws(PrebuiltError) -> Venue {
        let file = self
        var d = try PrebuiltVenueDecoder(file: file)
        let metas: FlatArray<PrebuiltVenueMeta> = try file.records(.venueMeta)
        guard metas.count == 1 else { throw .damaged(file: file.path, section: "venue", problem: "\(metas.count) records, expected 1") }
        let m = metas[0]
        let origin = GeoCoordinate(longitude: m.originLongitude, latitude: m.originLatitude)
        guard origin.isValid, abs(origin.latitude) < 90, Int(m.format) < PrebuiltCodes.formats.count else {
            throw .damaged(file: file.path, section: "venue", problem: "origin \(origin) or format code \(m.format) is invalid")
        }
        let buildingRecords: FlatArray<PrebuiltBuildingRecord> = try file.records(.buildings)
        let floorRecords: FlatArray<PrebuiltFloorRecord> = try file.records(.floors)
        let spaceRecords: FlatArray<PrebuiltSpaceRecord> = try file.records(.spaces)
        d.buildingCount = buildingRecords.count
        d.floorCount = floorRecords.count
        d.spaceCount = spaceRecords.count
        var v = Venue(name: try d.str(m.name), format: PrebuiltCodes.formats[Int(m.format)], projection: LocalProjection(origin: origin))
        v.buildings = try Self.decode(buildingRecords, d.building)
        v.floors = try Self.decode(floorRecords, d.floor)
        v.spaces = try Self.decode(spaceRecords, d.space)
        v.walls = try Self.decode(try file.records(.walls), d.wall)
        v.doors = try Self.decode(try file.records(.doors), d.door)
        v.obstacles = try Self.decode(try file.records(.obstacles), d.obstacle)
        v.connections = try Self.decode(try file.records(.connections), d.connection)
        v.destinations = try Self.decode(try file.records(.destinations), d.destination)
        v.warnings = try Self.decode(try file.records(.warnings), d.warning)
        v.inferences = try Self.decode(try file.records(.inferences), d.inferred)
        for (i, c) in try Self.decode(
            try file.records(.otherFeatureCounts) as FlatArray<PrebuiltCountRecord>, { r, _ throws(PrebuiltError) in (try d.str(r.key), r.count) }
        )
        .enumerated() {
            guard let n = Int(exactly: c.1), v.otherFeatureCounts[c.0] == nil else {
                throw .damaged(file: file.path, section: "other feature counts record \(i)", problem: "count \(c.1) or a repeated key '\(c.0)'")
            }
            v.otherFeatureCounts[c.0] = n
        }
        if m.flags & 1 != 0 { v.spaceBoundaryWallThickness = m.wallThickness }
        return v
    }

    private static func decode<R, T>(_ records: FlatArray<R>, _ one: (R, Int) throws(PrebuiltError) -> T) throws(PrebuiltError) -> [T] {
        var out: [T] = []
        out.reserveCapacity(records.count)
        for i in 0 ..< records.count { out.append(try one(records[i], i)) }
        return out
    }
}

extension PrebuiltFile {
    /// The ``VenueInference`` settings the stored venue was read with, as stored.
    /// - Throws: ``PrebuiltError`` when the venue section is missing or damaged.
    public func venueInference() throws(PrebuiltError) -> PrebuiltInferenceRecord {
        let metas: FlatArray<PrebuiltVenueMeta> = try records(.venueMeta)
        guard metas.count == 1 else { throw .damaged(file: path, section: "venue", problem: "\(metas.count) records, expected 1") }
        return metas[0].inference
    }
}
