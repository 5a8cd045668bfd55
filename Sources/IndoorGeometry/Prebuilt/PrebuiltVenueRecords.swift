// The fixed-size records of a prebuilt file's venue sections (layout: docs/formats.md). Every field is
// little-endian; strings are string-table offsets (``PrebuiltFormat/noString`` for none); `none` indices
// are `UInt32.max`; padding is explicit (`reserved`, written as zero) so a venue always writes the same bytes.

/// A range of a pool (points, rings, polygons, lists, anchors, floor points): `start ..< start + count`.
public struct PrebuiltRange: BitwiseCopyable, Hashable, Sendable {
    public var start: UInt32
    public var count: UInt32
    public init(start: UInt32, count: UInt32) {
        self.start = start
        self.count = count
    }
}

/// The ``VenueInference`` a venue was read with, as stored (72 bytes).
public struct PrebuiltInferenceRecord: BitwiseCopyable, Hashable, Sendable {
    var doorlessReach, approachLimit, adjacencyTolerance, minimumOpeningWidth: Double
    var verticalOpeningWidth, entranceOffset, outdoorMargin, levelPassageSpacing: Double
    /// Bits: 0 enabled, 1 passes through rooms, 2 reads overlaps, 3 reads export categories, 4 opens not-walkable doors.
    var flags: UInt64

    public init(_ i: VenueInference) {
        doorlessReach = i.doorlessReach
        approachLimit = i.approachLimit
        adjacencyTolerance = i.adjacencyTolerance
        minimumOpeningWidth = i.minimumOpeningWidth
        verticalOpeningWidth = i.verticalOpeningWidth
        entranceOffset = i.entranceOffset
        outdoorMargin = i.outdoorMargin
        levelPassageSpacing = i.levelPassageSpacing
        let bits = [i.isEnabled, i.passesThroughRooms, i.readsOverlaps, i.readsExportCategories, i.opensNonwalkableDoors]
        flags = bits.enumerated().reduce(0) { $0 | ($1.element ? 1 << UInt64($1.offset) : 0) }
    }
}

/// The venue's own fields (one record, 104 bytes).
struct PrebuiltVenueMeta: BitwiseCopyable {
    var originLongitude, originLatitude: Double
    /// `Venue.spaceBoundaryWallThickness` when bit 0 of ``flags`` is set.
    var wallThickness: Double
    var inference: PrebuiltInferenceRecord
    var name: UInt32
    /// 0 MVF v3, 1 IMDF, 2 OSM.
    var format: UInt8
    /// Bit 0: ``wallThickness`` is present.
    var flags: UInt8
    var reserved: UInt16 = 0
}

struct PrebuiltBuildingRecord: BitwiseCopyable {
    var id, name: UInt32
    /// Floor indices, in the list pool.
    var floors: PrebuiltRange
}

struct PrebuiltFloorRecord: BitwiseCopyable {
    var ordinal: Int64
    var id, name, shortName, buildingIndex: UInt32
    /// The outline's polygons, in the polygon table.
    var outline: PrebuiltRange
    /// Bit 0 outdoor, bit 1 has an outline (possibly empty).
    var flags: UInt32
    var reserved: UInt32 = 0
}

struct PrebuiltSpaceRecord: BitwiseCopyable {
    var displayX, displayY, approachX, approachY: Double
    /// `kind` is the kind's name when ``kindCode`` is 4 (other); `verticalName` likewise for code 7 (unknown).
    var id, kindName, category, restriction, verticalName, color: UInt32
    var polygon, floorIndex: UInt32
    /// String offsets, in the list pool.
    var names: PrebuiltRange
    /// 0 room, 1 hallway, 2 area, 3 unit, 4 other.
    var kindCode: UInt8
    /// ``PrebuiltCodes/connectionType(_:)``, 255 for none.
    var verticalCode: UInt8
    /// Bits: 0 walkable, 1 hit-testable, 2 boundary is a wall, 3 void, 4 display point, 5 approach point.
    var flags: UInt8
    var reserved0: UInt8 = 0
    var reserved1: UInt32 = 0
}

struct PrebuiltWallRecord: BitwiseCopyable {
    var thickness: Double
    var id, floorIndex: UInt32
    var line: PrebuiltRange
    var isExterior: UInt32
    var reserved: UInt32 = 0
}

struct PrebuiltDoorRecord: BitwiseCopyable {
    var entryCost: Double
    var id, floorIndex, category, lineGeometryID: UInt32
    /// In the point pool; count 0 when the door has no line.
    var line: PrebuiltRange
    var spaceIndices: PrebuiltRange
    var anchors: PrebuiltRange
    /// Bits: 0 blocked, 1 listed not walkable, 2 has no exits, 3 passes through a wall.
    var flags: UInt8
    var access: UInt8
    /// Index in `InferredElement.Kind.allCases`, 255 for none.
    var inference: UInt8
    var reserved0: UInt8 = 0
    var reserved1: UInt32 = 0
}

struct PrebuiltObstacleRecord: BitwiseCopyable {
    var id, floorIndex, polygon, kind: UInt32
}

struct PrebuiltAnchorRecord: BitwiseCopyable {
    var x, y: Double
    var geometryID, floorIndex, spaceIndex: UInt32
    var access: UInt32
}

struct PrebuiltConnectionRecord: BitwiseCopyable {
    var entryCost, floorCostMultiplier: Double
    var id, typeName, name: UInt32
    var typeCode, isBlocked, isInferred, reserved: UInt8
    var entrances, exits: PrebuiltRange
}

struct PrebuiltDestinationRecord: BitwiseCopyable {
    var id, name: UInt32
    var categories, spaceIndices, points: PrebuiltRange
}

struct PrebuiltFloorPointRecord: BitwiseCopyable {
    var x, y: Double
    var floorIndex: UInt32
    var reserved: UInt32 = 0
}

struct PrebuiltWarningRecord: BitwiseCopyable {
    var code, file, featureID, message, subject: UInt32
    var reserved: UInt32 = 0
}

struct PrebuiltInferredRecord: BitwiseCopyable {
    var x, y, width, distance: Double
    var id, message, floorIndex: UInt32
    var spaceIDs: PrebuiltRange
    var kind, hasWidth, hasDistance, reserved: UInt8
}

struct PrebuiltCountRecord: BitwiseCopyable {
    var count: Int64
    var key: UInt32
    var reserved: UInt32 = 0
}

/// The small codes of enums stored in records.
enum PrebuiltCodes {
    static let none: UInt8 = 255
    static let noIndex = UInt32.max
    static let connectionTypes: [ConnectionType] = [.door, .stairs, .elevator, .escalator, .travelator, .ramp, .ladder]
    static let formats: [VenueFormat] = [.mvf3, .imdf, .osm]

    /// The code of `t`: its index in ``connectionTypes``, 7 for `.unknown`.
    static func connectionType(_ t: ConnectionType) -> UInt8 {
        UInt8(connectionTypes.firstIndex(of: t) ?? connectionTypes.count)
    }

    static func spaceKind(_ k: SpaceKind) -> UInt8 {
        switch k {
        case .room: return 0
        case .hallway: return 1
        case .area: return 2
        case .unit: return 3
        case .other: return 4
        }
    }
}
