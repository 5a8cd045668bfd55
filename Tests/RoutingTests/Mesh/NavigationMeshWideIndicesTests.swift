import IndoorGeometry
import Testing
@testable import Routing

/// A floor with more mesh slots and vertices than two bytes number (``CompactIndices`` then keeps four bytes a
/// number): the mesh still locates, connects and routes as on a small floor.
@Suite struct NavigationMeshWideIndicesTests {
    @Test("a mesh of more than 65,535 slots keeps four-byte numbers and still locates and routes")
    func wideMesh() throws {
        // 18,000 separate L-shaped rooms: 6 vertices each, 108,000 vertices and more slots than 65,535.
        var polygons: [Polygon] = []
        for i in 0 ..< 150 {
            for j in 0 ..< 120 {
                let x = Double(i) * 3, y = Double(j) * 3
                let ring = [
                    Point(x: x, y: y), Point(x: x + 2, y: y), Point(x: x + 2, y: y + 1), Point(x: x + 1, y: y + 1), Point(x: x + 1, y: y + 2),
                    Point(x: x, y: y + 2), Point(x: x, y: y)
                ]
                polygons.append(RoutingTestDomains.polygon(ring))
            }
        }
        let mesh = NavigationMesh(freeSpace: MultiPolygon(polygons))
        #expect(mesh.issues.isEmpty)
        #expect(mesh.polygonVertices.count > Int(CompactIndices.narrowLimit))
        #expect(mesh.polygonVertices.footprintBytes >= mesh.polygonVertices.count * 4, "slots kept in two bytes")
        // The last room: its points locate in it, and a walk round its inner corner turns there.
        let x = 149.0 * 3, y = 119.0 * 3
        let a = Point(x: x + 1.8, y: y + 0.5), b = Point(x: x + 0.5, y: y + 1.8)
        let t = try #require(mesh.locate(a))
        #expect(mesh.component[t] == mesh.component[try #require(mesh.locate(b))])
        #expect(mesh.locate(Point(x: x + 1.5, y: y + 1.5)) == nil, "the room's missing corner is no free space")
        let path = try #require(PolyanyaSearch().shortestPath(in: mesh, from: a, to: b))
        let corner = Point(x: x + 1, y: y + 1)
        let expected = a.distance(to: corner) + corner.distance(to: b)
        #expect(abs(path.length - expected) < 1e-9, "walk \(path.length) m, expected \(expected) m")
        #expect(PolyanyaSearch().shortestPath(in: mesh, from: a, to: Point(x: 1.8, y: 0.5)) == nil, "separate rooms are not connected")
    }
}
