import IndoorGeometry

/// `FloorRenderer` on a synthetic floor: a k × k grid of 5 × 4 m named rooms, each with four walls and a
/// desk, so labels (pole of inaccessibility with the desk cut out), walls and fills all take part.
func renderBenchmarks(quick: Bool) -> [Benchmark] {
    let sides = quick ? [6] : [10, 30]
    return sides.map { k in
        Benchmark(name: "render.floor.grid", n: k * k) {
            let venue = try renderBenchmarkVenue(side: k)
            let renderer = FloorRenderer(venue: venue)
            let bytes = renderer.render(floorIndex: 0).utf8.count
            return Workload(
                operationsPerRun: 1,
                run: {
                    let svg = renderer.render(floorIndex: 0)
                    return svg.components(separatedBy: #"<path class="space "#).count - 1
                },
                check: { spaces in
                    try expect(spaces == k * k, "render: \(spaces) space paths for \(k * k) rooms")
                }, throughputUnit: ("MB", Double(bytes) / 1e6))
        }
    }
}

private func renderBenchmarkVenue(side k: Int) throws -> Venue {
    var venue = Venue(name: "Grid \(k)", format: .mvf3, projection: LocalProjection(origin: GeoCoordinate(longitude: 0, latitude: 45)))
    venue.floors = [Floor(id: "f0", name: "Grid", ordinal: 0)]
    let (w, h) = (5.0, 4.0)
    for i in 0 ..< k {
        for j in 0 ..< k {
            let x = Double(i) * w, y = Double(j) * h
            let corners = [Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h), Point(x: x, y: y)]
            venue.spaces.append(
                Space(
                    id: "s\(i)_\(j)", floorIndex: 0, kind: .room, category: ["Office", "Classroom", "Lab"][(i + j) % 3],
                    polygon: try Polygon(rings: [corners]), names: ["Room \(i * k + j)"]))
            for e in 0 ..< 4 {
                venue.walls.append(Wall(id: "w\(i)_\(j)_\(e)", floorIndex: 0, line: try Polyline(points: [corners[e], corners[e + 1]]), thickness: 0.15))
            }
            let desk = [
                Point(x: x + 0.5, y: y + 0.5), Point(x: x + 2.1, y: y + 0.5), Point(x: x + 2.1, y: y + 1.3), Point(x: x + 0.5, y: y + 1.3),
                Point(x: x + 0.5, y: y + 0.5)
            ]
            venue.obstacles.append(Obstacle(id: "d\(i)_\(j)", floorIndex: 0, polygon: try Polygon(rings: [desk]), kind: "desk"))
        }
    }
    return venue
}
