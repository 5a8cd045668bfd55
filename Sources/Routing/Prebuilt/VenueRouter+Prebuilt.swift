import IndoorGeometry

/// Routers stored in a prebuilt venue file (`indoor build`): each router's structures as the arrays of a
/// ``PrebuiltCoder`` in two sections of its own, listed in one table of ``PrebuiltRouterRecord``s.
///
/// Opening a stored router copies its arrays out of the file's mapping and checks every index against the
/// table it points into (``RoutingDataFields/coded(_:_:connections:)``); nothing is built. The free-space regions
/// are not stored: like a built router's, they are built again on first read (``VenueRouter/freeSpace``).
extension VenueRouter {
    /// Section kind of the table of stored routers.
    public static let prebuiltRouterTable = PrebuiltSectionKind(rawValue: 100)
    /// Most routers one file stores.
    public static let prebuiltRouterLimit = 16

    /// The directory and data section kinds of stored router `i`.
    static func prebuiltSections(_ i: Int) -> (directory: PrebuiltSectionKind, data: PrebuiltSectionKind) {
        (PrebuiltSectionKind(rawValue: UInt32(101 + 2 * i)), PrebuiltSectionKind(rawValue: UInt32(102 + 2 * i)))
    }

    /// Adds `routers` (built for one venue, at most ``prebuiltRouterLimit``) to `writer`.
    public static func addPrebuilt(_ routers: [VenueRouter], to writer: inout PrebuiltWriter) throws(PrebuiltError) {
        precondition(routers.count <= prebuiltRouterLimit, "at most \(prebuiltRouterLimit) routers per prebuilt file")
        var table: [PrebuiltRouterRecord] = []
        for (i, r) in routers.enumerated() {
            var c = PrebuiltCoder(writing: "router \(i)")
            _ = try coded(r, &c, venue: r.venue, key: r.key)
            let (directory, data) = prebuiltSections(i)
            c.write(into: &writer, directory: directory, data: data)
            table.append(PrebuiltRouterRecord(key: r.key))
        }
        writer.add(prebuiltRouterTable, records: table)
    }

    /// The keys of the routers `file` stores (none for a file without a router table).
    /// - Throws: ``PrebuiltError`` when the table is damaged.
    public static func prebuiltKeys(in file: PrebuiltFile) throws(PrebuiltError) -> [RouterKey] {
        guard file.sections[prebuiltRouterTable] != nil else { return [] }
        let records: FlatArray<PrebuiltRouterRecord> = try file.records(prebuiltRouterTable)
        guard records.count <= prebuiltRouterLimit else {
            throw .damaged(file: file.path, section: "router table", problem: "\(records.count) routers, over the limit of \(prebuiltRouterLimit)")
        }
        return try records.enumerated().map { i, r throws(PrebuiltError) in
            guard r.includesNonPublic <= 1, RouterKey.clearanceRange.contains(r.clearance) else {
                throw .damaged(file: file.path, section: "router table record \(i)", problem: "clearance \(r.clearance) or access \(r.includesNonPublic)")
            }
            return RouterKey(clearance: r.clearance, includesNonPublic: r.includesNonPublic == 1)
        }
    }

    /// The router of `key` stored in `file` for `venue` (the file's own venue), or `nil` when the file
    /// stores none for that key.
    /// - Throws: ``PrebuiltError`` when the stored router is damaged.
    /// - Complexity: O(size of the router): bulk copies and one pass over every index array.
    public static func prebuilt(venue: Venue, file: PrebuiltFile, key: RouterKey) throws(PrebuiltError) -> VenueRouter? {
        guard let i = try prebuiltKeys(in: file).firstIndex(of: key) else { return nil }
        let (directory, data) = prebuiltSections(i)
        var c = try PrebuiltCoder(reading: file, directory: directory, data: data, section: "router \(i) (\(key))")
        let router = try coded(nil, &c, venue: venue, key: key)
        try c.finish()
        return router
    }

    /// Writes `router` to `c`, or (`router` nil) reads one back for `venue` and `key`.
    static func coded(_ r: VenueRouter?, _ c: inout PrebuiltCoder, venue: Venue, key: RouterKey) throws(PrebuiltError) -> VenueRouter {
        let clearance = try c.double(r?.freeSpaceStore.clearance, "router.freeSpace.clearance")
        let restricted = try c.bools(r.map { [$0.freeSpaceStore.includesRestricted] }, "router.freeSpace.includesRestricted")
        try c.check(clearance == key.clearance && restricted.count == 1, "free space for clearance \(clearance), not the key's \(key.clearance)")
        let doors = venue.doors.count
        let closed = try c.nested(r?.closedDoors, "router.closedDoors") { c, v throws(PrebuiltError) in try ClosedDoor.coded(v, &c, doors: doors) }
        try c.check(closed.count == venue.floors.count, "closed doors of \(closed.count) floors, not the venue's \(venue.floors.count)")
        let data = try RoutingDataFields.coded(r?.graph.data, &c, connections: r?.graph.connections ?? connections(of: venue))
        try c.check(data.floors.count == venue.floors.count, "router of \(data.floors.count) floors, not the venue's \(venue.floors.count)")
        try c.check(data.key == key, "routing data built for \(data.key), not the router's \(key)")
        if let r { return r }
        return VenueRouter(
            venue: venue, key: key, freeSpace: VenueRouterFreeSpace(closedDoors: closed, clearance: clearance, includesRestricted: restricted[0]),
            data: data)
    }
}

extension ClosedDoor {
    /// Writes or reads (`doors` nil) closed doors of a venue of `doors` doors, as columns.
    static func coded(_ value: [ClosedDoor]?, _ c: inout PrebuiltCoder, doors: Int) throws(PrebuiltError) -> [ClosedDoor] {
        let door = try c.indices(value?.map { Int32($0.door) }, "closedDoor.door", in: 0 ..< doors)
        let width = try c.distances(value?.map(\.width), "closedDoor.width")
        let reason = try c.indices(value?.map(\.reason.code), "closedDoor.reason", in: 0 ..< 3)
        let clearance = try c.array(value?.map(\.reason.clearance), "closedDoor.clearance")
        try c.check(width.count == door.count && reason.count == door.count && clearance.count == door.count, "closed door columns miscounted")
        if let value { return value }
        return door.indices.map { i in
            let why: Reason =
                switch reason[i] {
                case 0: .blockedInSource
                case 1: .notWiderThanTwiceTheClearance(clearance[i])
                default: .closedForQuery
                }
            return ClosedDoor(door: Int(door[i]), width: width[i], reason: why)
        }
    }
}

extension ClosedDoor.Reason {
    /// The stored code of the case (0 blocked in the source, 1 too narrow, 2 closed for a query).
    var code: UInt8 {
        switch self {
        case .blockedInSource: return 0
        case .notWiderThanTwiceTheClearance: return 1
        case .closedForQuery: return 2
        }
    }

    /// The clearance of a too-narrow door (0 otherwise).
    var clearance: Double {
        if case let .notWiderThanTwiceTheClearance(c) = self { return c }
        return 0
    }
}

/// One stored router in a prebuilt file's router table (16 bytes, little-endian): its key; its sections
/// are kinds `101 + 2i` (directory) and `102 + 2i` (data) for record `i`.
public struct PrebuiltRouterRecord: BitwiseCopyable, Sendable {
    /// ``RouterKey/clearance``, metres.
    public var clearance: Double
    /// ``RouterKey/includesNonPublic`` (0 or 1).
    public var includesNonPublic: UInt32
    /// Zero.
    public var reserved: UInt32 = 0

    init(key: RouterKey) {
        clearance = key.clearance
        includesNonPublic = key.includesNonPublic ? 1 : 0
    }
}
