import Foundation
import IndoorGeometry
import Routing

// free-space-export <venue> <clearance> [--restricted]
//
// A debug export for Benchmarks/geos/check_routes.py (not part of any product): one JSON document on
// stdout, in metres on the venue's local plane, with what the checker needs per floor:
//   free      the router's free space (VenueRouter.freeSpace[f].region) at the given clearance
//   walls     Venue.wallPolygons(floorIndex:) (what `indoor walls` prints, in metres)
//   walkable  the space polygons the free space is built from (walkable, hit-testable, public unless --restricted)
//   obstacles obstacle polygons; blocked: blocked door spans; doors: every door line (with blocked flag)
//   wallLines the drawn wall centre lines with their thickness (IMDF: the wall-like unit boundary rings)
// and the rooms (space id, floor, building, route point) the checker draws pairs from, plus the
// projection (origin, metres per degree) to read `indoor route` output in the same plane.
let args = Array(CommandLine.arguments.dropFirst())
guard args.count >= 2, let r = Double(args[1]) else {
    FileHandle.standardError.write("usage: free-space-export <venue> <clearance> [--restricted]\n".data(using: .utf8)!)
    exit(64)
}
let restricted = args.contains("--restricted")
let venue = try VenueLoader.load(path: args[0])
let router = try VenueRouter(venue: venue, key: RouterKey(clearance: r, includesNonPublic: restricted))

func ring(_ g: Ring) -> [[Double]] { g.points.map { [$0.x, $0.y] } }
func poly(_ p: Polygon) -> [[[Double]]] { p.rings.map(ring) }
func line(_ l: Polyline) -> [[Double]] { l.points.map { [$0.x, $0.y] } }

var floors: [[String: Any]] = []
for (f, floor) in venue.floors.enumerated() {
    let walkable = venue.spaces.filter {
        $0.floorIndex == f && $0.isWalkable && $0.isHitTestable && (restricted || !$0.isRestricted)
    }
    var wallLines: [[String: Any]] = venue.walls.filter { $0.floorIndex == f && $0.thickness > 0 }.map {
        ["points": line($0.line), "thickness": $0.thickness]
    }
    if let t = venue.spaceBoundaryWallThickness, t > 0 {
        for u in venue.spaces where u.floorIndex == f && u.boundaryIsWall {
            for g in u.polygon.rings { wallLines.append(["points": ring(g), "thickness": t, "unit": u.id]) }
        }
    }
    floors.append([
        "index": f, "id": floor.id, "name": floor.name, "ordinal": floor.ordinal, "outdoor": floor.isOutdoor,
        "building": floor.buildingIndex ?? -1,
        "free": router.freeSpace[f].region.polygons.map(poly),
        "walls": venue.wallPolygons(floorIndex: f).polygons.map(poly),
        "walkable": walkable.map { poly($0.polygon) },
        "walkableIDs": walkable.map(\.id),
        "obstacles": venue.obstacles.filter { $0.floorIndex == f }.map { poly($0.polygon) },
        "blocked": venue.doors.filter { $0.floorIndex == f && $0.isBlocked }.compactMap { $0.line.map(line) },
        "doors": venue.doors.filter { $0.floorIndex == f }.compactMap { d in
            d.line.map { ["id": d.id, "points": line($0), "blocked": d.isBlocked] as [String: Any] }
        },
        "wallLines": wallLines
    ])
}
let rooms: [[String: Any]] = venue.spaces.enumerated().compactMap { i, s in
    guard s.kind == .room || (venue.format == .imdf && s.isWalkable) else { return nil }
    guard s.isWalkable, restricted || !s.isRestricted else { return nil }
    let p = PlaceResolver.point(of: s)
    return [
        "id": s.id, "floor": s.floorIndex, "building": venue.floors[s.floorIndex].buildingIndex ?? -1,
        "x": p.x, "y": p.y, "name": s.names.first ?? ""
    ]
}
let proj = venue.projection
let doc: [String: Any] = [
    "venue": args[0], "clearance": r, "format": venue.format == .imdf ? "imdf" : "mvf",
    "seamTolerance": VenueFloorFreeSpace.seamTolerance,
    "projection": [
        "lon0": proj.origin.longitude, "lat0": proj.origin.latitude,
        "mPerDegEast": proj.metresPerDegreeEast, "mPerDegNorth": proj.metresPerDegreeNorth
    ],
    "floors": floors, "rooms": rooms
]
let data = try JSONSerialization.data(withJSONObject: doc, options: [])
FileHandle.standardOutput.write(data)
