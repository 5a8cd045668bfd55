extension PrebuiltVenueDecoder {
    func building(_ r: PrebuiltBuildingRecord, _ i: Int) throws(PrebuiltError) -> Building {
        Building(id: try str(r.id), name: try str(r.name), floorIndices: try indices(r.floors, below: floorCount, "floor index", .buildings, i))
    }

    func floor(_ r: PrebuiltFloorRecord, _ i: Int) throws(PrebuiltError) -> Floor {
        var outline: MultiPolygon? = nil
        if r.flags & 2 != 0 {
            var ps: [Polygon] = []
            for k in try range(r.outline, of: polygons.count, "outline", .floors, i) { ps.append(try polygon(UInt32(k), .floors, i)) }
            outline = MultiPolygon(ps)
        }
        guard let ordinal = Int(exactly: r.ordinal) else { throw damaged(.floors, i, "ordinal \(r.ordinal)") }
        return Floor(
            id: try str(r.id), name: try str(r.name), shortName: try optStr(r.shortName), ordinal: ordinal,
            buildingIndex: try optionalIndex(r.buildingIndex, below: buildingCount, "building index", .floors, i), isOutdoor: r.flags & 1 != 0,
            outline: outline)
    }

    func space(_ r: PrebuiltSpaceRecord, _ i: Int) throws(PrebuiltError) -> Space {
        let kind: SpaceKind
        switch r.kindCode {
        case 0: kind = .room
        case 1: kind = .hallway
        case 2: kind = .area
        case 3: kind = .unit
        case 4: kind = .other(try str(r.kindName))
        default: throw damaged(.spaces, i, "space kind code \(r.kindCode) is unknown")
        }
        let vertical = r.verticalCode == PrebuiltCodes.none ? nil : try connectionType(r.verticalCode, r.verticalName, .spaces, i)
        var s = Space(
            id: try str(r.id), floorIndex: try index(r.floorIndex, below: floorCount, "floor index", .spaces, i), kind: kind,
            category: try optStr(r.category), polygon: try polygon(r.polygon, .spaces, i), names: try strings(r.names, "names", .spaces, i),
            isWalkable: r.flags & 1 != 0, verticalType: vertical, displayPoint: r.flags & 16 != 0 ? try point(r.displayX, r.displayY, .spaces, i) : nil,
            color: try optStr(r.color), restriction: try optStr(r.restriction), isHitTestable: r.flags & 2 != 0, boundaryIsWall: r.flags & 4 != 0,
            isVoid: r.flags & 8 != 0)
        if r.flags & 32 != 0 { s.approachPoint = try point(r.approachX, r.approachY, .spaces, i) }
        return s
    }

    func wall(_ r: PrebuiltWallRecord, _ i: Int) throws(PrebuiltError) -> Wall {
        Wall(
            id: try str(r.id), floorIndex: try index(r.floorIndex, below: floorCount, "floor index", .walls, i), line: try polyline(r.line, .walls, i),
            thickness: try quantity(r.thickness, "thickness", .walls, i), isExterior: r.isExterior != 0)
    }

    func door(_ r: PrebuiltDoorRecord, _ i: Int) throws(PrebuiltError) -> Door {
        var d = Door(
            id: try str(r.id), floorIndex: try index(r.floorIndex, below: floorCount, "floor index", .doors, i),
            line: r.line.count == 0 ? nil : try polyline(r.line, .doors, i),
            spaceIndices: try indices(r.spaceIndices, below: spaceCount, "space index", .doors, i),
            anchors: try anchorList(r.anchors, .doors, i), entryCost: try quantity(r.entryCost, "entry cost", .doors, i), isBlocked: r.flags & 1 != 0,
            flags: AccessFlags(rawValue: r.access),
            category: try optStr(r.category), lineGeometryID: try optStr(r.lineGeometryID))
        d.isListedNonwalkable = r.flags & 2 != 0
        d.hasNoExits = r.flags & 4 != 0
        d.passesThroughWall = r.flags & 8 != 0
        if r.inference != PrebuiltCodes.none {
            guard Int(r.inference) < InferredElement.Kind.allCases.count else { throw damaged(.doors, i, "inference code \(r.inference) is unknown") }
            d.inference = InferredElement.Kind.allCases[Int(r.inference)]
        }
        return d
    }

    func obstacle(_ r: PrebuiltObstacleRecord, _ i: Int) throws(PrebuiltError) -> Obstacle {
        Obstacle(
            id: try str(r.id), floorIndex: try index(r.floorIndex, below: floorCount, "floor index", .obstacles, i),
            polygon: try polygon(r.polygon, .obstacles, i),
            kind: try str(r.kind))
    }

    func connection(_ r: PrebuiltConnectionRecord, _ i: Int) throws(PrebuiltError) -> VerticalConnection {
        VerticalConnection(
            id: try str(r.id), type: try connectionType(r.typeCode, r.typeName, .connections, i), entrances: try anchorList(r.entrances, .connections, i),
            exits: try anchorList(r.exits, .connections, i), entryCost: try quantity(r.entryCost, "entry cost", .connections, i),
            floorCostMultiplier: try quantity(r.floorCostMultiplier, "floor cost multiplier", .connections, i), isBlocked: r.isBlocked != 0,
            isInferred: r.isInferred != 0, name: try optStr(r.name))
    }

    func destination(_ r: PrebuiltDestinationRecord, _ i: Int) throws(PrebuiltError) -> Destination {
        var ps: [FloorPoint] = []
        for k in try range(r.points, of: floorPoints.count, "points", .destinations, i) {
            let p = floorPoints[k]
            ps.append(
                FloorPoint(
                    floorIndex: try index(p.floorIndex, below: floorCount, "point floor", .destinations, i), point: try point(p.x, p.y, .destinations, i)))
        }
        return Destination(
            id: try str(r.id), name: try str(r.name), categories: try strings(r.categories, "categories", .destinations, i),
            spaceIndices: try indices(r.spaceIndices, below: spaceCount, "space index", .destinations, i), points: ps)
    }

    func warning(_ r: PrebuiltWarningRecord, _ i: Int) throws(PrebuiltError) -> VenueWarning {
        VenueWarning(
            code: try str(r.code), file: try str(r.file), featureID: try optStr(r.featureID), message: try str(r.message), subject: try optStr(r.subject))
    }

    func inferred(_ r: PrebuiltInferredRecord, _ i: Int) throws(PrebuiltError) -> InferredElement {
        guard Int(r.kind) < InferredElement.Kind.allCases.count else { throw damaged(.inferences, i, "kind code \(r.kind) is unknown") }
        var e = InferredElement(
            kind: InferredElement.Kind.allCases[Int(r.kind)], id: try str(r.id), spaceIDs: try strings(r.spaceIDs, "space ids", .inferences, i),
            floorIndex: try index(r.floorIndex, below: floorCount, "floor index", .inferences, i), point: try point(r.x, r.y, .inferences, i),
            width: r.hasWidth != 0 ? try quantity(r.width, "width", .inferences, i) : nil, message: try str(r.message))
        if r.hasDistance != 0 { e.distance = try quantity(r.distance, "distance", .inferences, i) }
        return e
    }
}
