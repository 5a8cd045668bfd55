// Buffer, simplify and boolean operations on polygons and lines decoded from GeoJSON (coordinates read as
// local metres), checking every output with the library's validity checker (strict: the overlay promises
// counter-clockwise shells, clockwise holes and no repeated vertices).
//
// Input layout: 4 parameter bytes, then a GeoJSON FeatureCollection.
//   byte 0: boolean operation (mod 4) | bits 2-3 buffer join | bits 4-5 line cap
//   byte 1: buffer distance, -5...5 m      byte 2: simplify tolerance, 0...2 m
//   byte 3: arc segments per quarter circle, 1...16
// Operand A is the first feature's polygons, operand B every other feature's; line strings are buffered.
import IndoorGeometry

/// Inputs beyond venue scale are skipped, to keep each input fast (huge coordinates themselves are
/// handled: BooleanHugeCoordinateTests).
let maxCoordinate = 1e6
let maxVertices = 400

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        let spaces = FuzzVenues.small.spaces.map(\.polygon)
        var seeds: [[UInt8]] = []
        for k in 0 ..< min(10, spaces.count - 1) {
            let params: [UInt8] = [UInt8(k * 37 & 0xFF), UInt8(k * 53 & 0xFF), UInt8(k * 29 & 0xFF), UInt8(k)]
            let line = spaces[k].shell.points.prefix(3).map { Point(x: $0.x + 0.5, y: $0.y - 0.25) }
            seeds.append(params + FuzzGeometry.featureCollection([[spaces[k]], [spaces[k + 1]]], lines: [Array(line)]))
        }
        // A square with a hole, and a bow tie (self-crossing, read by the winding rule).
        seeds.append(
            [1, 200, 30, 8]
                + Array(
                    #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[0,0],[10,0],[10,10],[0,10],[0,0]],[[2,2],[2,8],[8,8],[8,2],[2,2]]]}},{"type":"Feature","properties":{},"geometry":{"type":"Polygon","coordinates":[[[5,-1],[12,6],[12,-1],[5,6],[5,-1]]]}}]}"#
                        .utf8))
        return seeds
    }
    return 0
}

func check(_ m: MultiPolygon, _ what: @autoclosure () -> String) {
    let issues = m.validityIssues(options: .strict)
    fuzzCheck(issues.isEmpty, "\(what()) is invalid: \(issues.prefix(3))")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeometryOps(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(fuzzBytes(data, size))
    let selector = input.byte()
    let distance = input.double(in: -5 ... 5)
    let tolerance = input.double(in: 0 ... 2)
    let arcs = input.int(in: 1 ... 16)
    guard let collection = try? GeoJSONDecoder(file: "fuzz.geojson").decodeFeatureCollection(input.rest) else { return 0 }
    var groups: [[Polygon]] = []
    var lines: [Polyline] = []
    var vertices = 0
    for f in collection.features {
        guard let g = f.geometry else { continue }
        for c in g.allCoordinates where !(abs(c.longitude) <= maxCoordinate && abs(c.latitude) <= maxCoordinate) { return 0 }
        vertices += g.allCoordinates.count
        groups.append(
            FuzzGeometry.polygons(of: g).compactMap { rings in
                try? Polygon(rings: rings.map { $0.map(FuzzGeometry.metres) })  // an open or short ring is refused
            })
        lines += FuzzGeometry.lines(of: g).compactMap { try? Polyline(points: $0.map(FuzzGeometry.metres)) }
    }
    guard vertices <= maxVertices, !groups.isEmpty || !lines.isEmpty else { return 0 }
    let a = MultiPolygon(groups.first ?? [])
    let b = MultiPolygon(groups.dropFirst().flatMap { $0 })
    let operation = BooleanOperation.allCases[Int(selector & 3) % BooleanOperation.allCases.count]
    let join = BufferStyle.Join.allCases[Int(selector >> 2 & 3) % BufferStyle.Join.allCases.count]
    let cap = BufferStyle.Cap.allCases[Int(selector >> 4 & 3) % BufferStyle.Cap.allCases.count]
    let style = BufferStyle(cap: cap, join: join, segmentsPerQuarterCircle: arcs)

    // Boolean: any input (the winding rule reads self-crossing rings) gives a valid result.
    let result = a.applying(operation, b)
    check(result, "\(operation) of A and B")
    if a.isValid && b.isValid {
        // |A ∪ B| + |A ∩ B| = |A| + |B|, up to the snapping of the overlay grid.
        let lhs = a.union(b).area + a.intersection(b).area
        let rhs = a.area + b.area
        fuzzCheck(abs(lhs - rhs) <= 1e-6 * max(1, rhs), "area identity: \(lhs) vs \(rhs)")
    }
    // Buffer of polygons and of lines.
    check(a.buffer(distance: distance, style: style), "buffer of A by \(distance) m (\(style))")
    if !lines.isEmpty { check(MultiPolygon.buffer(lines: lines, distance: abs(distance), style: style), "buffer of lines by \(abs(distance)) m") }
    // Simplification: Douglas-Peucker may break validity, the topology-preserving simplifier may not.
    for p in a.polygons { _ = p.simplified(tolerance: tolerance) }
    for l in lines { _ = l.simplified(tolerance: tolerance) }
    if a.isValid {
        let simplified = MultiPolygon(TopologyPreservingSimplifier(tolerance: tolerance).simplify(a.polygons))
        let issues = simplified.validityIssues()
        fuzzCheck(issues.isEmpty, "topology-preserving simplification by \(tolerance) m is invalid: \(issues.prefix(3))")
    }
    return 0
}
