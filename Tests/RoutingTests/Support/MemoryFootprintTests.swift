import IndoorGeometry
import Testing
@testable import Routing

/// ``VenueRouter/memoryFootprint``: the parts add up, hold at least the arrays they name, and the walk tables keep
/// rows for turning vertices only.
@Suite struct MemoryFootprintTests {
    static func router() throws -> VenueRouter {
        let venue = try MVFReader.read(VenueGenerator.source(GeneratorOptions(buildings: 2, floors: 2, roomsPerFloor: 8, seed: 4)))
        return try VenueRouter(venue: venue)
    }

    @Test("the parts add up to the total, and each holds at least the elements it names")
    func partsAddUp() throws {
        let router = try Self.router()
        let footprint = router.memoryFootprint
        #expect(footprint.total == footprint.parts.reduce(0) { $0 + $1.bytes })
        #expect(Set(footprint.parts.map(\.name)).count == footprint.parts.count, "a part listed twice")
        func part(_ name: String) -> Int { footprint.parts.first { $0.name == name }?.bytes ?? 0 }
        let vertices = router.graph.meshes.reduce(0) { $0 + $1.vertices.count }
        #expect(part("meshes: vertices") >= vertices * MemoryLayout<Point>.stride)
        let meshes = router.graph.meshes
        let slots = meshes.reduce(0) { $0 + $1.polygonVertices.count }
        let polygons = meshes.reduce(0) { $0 + $1.polygonCount }
        // Polygons, adjacency, dead ends and grids: two bytes a number on these small floors (CompactIndices).
        #expect(part("meshes: polygons") >= (slots + polygons) * MemoryLayout<UInt16>.stride)
        #expect(part("meshes: adjacency") >= slots * MemoryLayout<UInt16>.stride)
        // Dead ends: a pre-order number, a subtree end and a bridge parent per polygon.
        #expect(part("meshes: dead ends") >= polygons * 3 * MemoryLayout<UInt16>.stride)
        #expect(part("meshes: dead ends") < polygons * 3 * MemoryLayout<Int32>.stride + meshes.count * 3 * 64)
        let gridEntries = meshes.reduce(0) { $0 + $1.grid.cellStart.count + $1.grid.items.count }
        #expect(part("meshes: point grid") >= gridEntries * MemoryLayout<UInt16>.stride)
        // The regions are not kept once the meshes are built: counted only after a read builds them again.
        let points = router.freeSpace.reduce(0) { s, f in s + f.region.polygons.reduce(0) { $0 + $1.rings.reduce(0) { $0 + $1.points.count } } }
        #expect(part("free space") < points * MemoryLayout<Point>.stride)
        let after = router.memoryFootprint.parts.first { $0.name == "free space" }?.bytes ?? 0
        #expect(after >= part("free space") + points * MemoryLayout<Point>.stride)
        let tables = router.graph.data.walkTables.compactMap { $0 }
        #expect(!tables.isEmpty)
        #expect(part("walk tables") >= tables.reduce(0) { $0 + $1.distanceSteps.count * 2 + $1.towards.count * 2 })
    }

    @Test("walk tables keep a row for each corner only, and every row's vertex is a corner")
    func walkTableRows() throws {
        let router = try Self.router()
        var checked = 0
        for (f, table) in router.graph.data.walkTables.enumerated() {
            guard let table else { continue }
            let mesh = router.graph.meshes[f]
            let rows = table.rowOfVertex.filter { $0 != FloorWalkTable.noRow }
            #expect(rows.count * table.anchorCount == table.distanceSteps.count && table.distanceSteps.count == table.towards.count)
            #expect(Set(rows).count == rows.count, "floor \(f): two vertices share a row")
            for (v, row) in table.rowOfVertex.enumerated() where row != FloorWalkTable.noRow {
                #expect(mesh.isCorner[v], "floor \(f): row for vertex \(v), not a corner")
            }
            #expect(rows.count < mesh.vertices.count, "floor \(f): a row for every vertex")
            checked += 1
        }
        #expect(checked > 0)
    }
}
