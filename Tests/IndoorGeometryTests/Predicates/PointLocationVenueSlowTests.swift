import Foundation
import Testing
import IndoorGeometry
import TestSupport

/// The polygons of the shared real venues (``SharedVenues``) that the point-location test reads.
enum PointLocationVenues {
    static let folder = URL(fileURLWithPath: SharedVenues.directory)

    /// The IMDF files whose polygons the test reads.
    static let imdfFiles = ["spbstu-imdf/unit.geojson", "spbstu-imdf/footprint.geojson", "spbstu-imdf/level.geojson"]

    /// GeoJSON files whose polygons the test reads: IMDF units and footprints, MVF space geometry.
    static var files: [URL] {
        var out = imdfFiles.map { folder.appendingPathComponent($0) }
        let mvf = folder.appendingPathComponent("pacific-u-mvf3/geometry")
        if let names = try? FileManager.default.contentsOfDirectory(atPath: mvf.path) {  // missing folder: no MVF files
            out += names.sorted().filter { $0.hasSuffix(".geojson") }.map { mvf.appendingPathComponent($0) }
        }
        return out.filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}

/// Just enough GeoJSON to pull polygons out of a FeatureCollection (the real readers live elsewhere).
struct PointLocationGeoJSON: Decodable {
    struct Feature: Decodable { let geometry: Geometry? }
    struct Geometry: Decodable {
        let type: String
        let coordinates: Nested?
    }
    indirect enum Nested: Decodable {
        case number(Double)
        case list([Nested])
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let d = try? c.decode(Double.self) { self = .number(d) } else { self = .list(try c.decode([Nested].self)) }  // not a number: must be a list
        }
        var list: [Nested] { if case let .list(l) = self { return l } else { return [] } }
        var position: GeoCoordinate? {
            let l = list
            guard l.count >= 2, case let .number(x) = l[0], case let .number(y) = l[1] else { return nil }
            return GeoCoordinate(longitude: x, latitude: y)
        }
    }
    let features: [Feature]

    /// Polygon rings (shell first) as geographic positions, from Polygon and MultiPolygon geometries.
    var polygons: [[[GeoCoordinate]]] {
        var out: [[[GeoCoordinate]]] = []
        for f in features {
            guard let g = f.geometry, let c = g.coordinates else { continue }
            let polys: [Nested] = g.type == "Polygon" ? [c] : (g.type == "MultiPolygon" ? c.list : [])
            for p in polys { out.append(p.list.map { $0.list.compactMap(\.position) }) }
        }
        return out
    }
}

@Suite(.sharedVenues, .tags(.slow)) struct PointLocationVenueSlowTests {
    @Test("real venue polygons: prepared equals plain equals the even-odd winding oracle")
    func realVenues() throws {
        let seed: UInt64 = 0x7E_57_0001
        var rng = SplitMix64(seed: seed)
        var polygons = 0, queries = 0, boundary = 0, rejected = 0
        for file in PointLocationVenues.files {
            let collection = try JSONDecoder().decode(PointLocationGeoJSON.self, from: Data(contentsOf: file))
            let geo = collection.polygons
            guard let origin = geo.first?.first?.first else { continue }
            let projection = LocalProjection(origin: origin)
            for rings in geo {
                guard let polygon = try? Polygon(rings: rings.map { $0.map(projection.project) }) else {
                    rejected += 1  // invalid ring in the export: construction is tested elsewhere
                    continue
                }
                polygons += 1
                let prepared = PreparedPolygon(polygon)
                let b = polygon.boundingBox
                var points: [Point] = []
                for ring in polygon.rings {
                    for i in 0 ..< ring.edgeCount {
                        let e = ring.edge(i)
                        points.append(e.start)
                        points.append(e.midpoint)
                        points.append(Point(x: Double.random(in: b.minX ... b.maxX, using: &rng), y: e.start.y))
                    }
                }
                for _ in 0 ..< 20 {
                    points.append(Point(x: Double.random(in: b.minX ... b.maxX, using: &rng), y: Double.random(in: b.minY ... b.maxY, using: &rng)))
                }
                for p in points {
                    queries += 1
                    let plain = polygon.locate(p)
                    if plain == .boundary { boundary += 1 }
                    let oracle = PointLocationOracle.locate(polygon, p, evenOdd: true)
                    #expect(plain == oracle, "seed \(seed) \(file.lastPathComponent) polygon \(polygons): plain \(plain), oracle \(oracle) at \(p)")
                    #expect(prepared.locate(p) == plain, "seed \(seed) \(file.lastPathComponent) polygon \(polygons): prepared differs at \(p)")
                    #expect(
                        prepared.boundaryDistance(to: p) == polygon.boundaryDistance(to: p), "seed \(seed) \(file.lastPathComponent): distance differs at \(p)")
                }
            }
        }
        print(
            "PointLocationVenueSlowTests: \(polygons) real polygons, \(queries) queries, \(boundary) on the boundary, \(rejected) rings rejected by construction"
        )
        #expect(polygons > 100)
        #expect(boundary > 0)
    }

    /// The test above reads whatever files it finds; this one fails if the venues moved or lost files, so
    /// that the real-venue test cannot pass by reading nothing.
    @Test("the real-venue test reads all three IMDF files and one MVF geometry file per floor")
    func readsEveryFileOfBothVenues() throws {
        let files = PointLocationVenues.files.map(\.path)
        for name in PointLocationVenues.imdfFiles {
            #expect(files.contains(PointLocationVenues.folder.appendingPathComponent(name).path), "\(name) missing")
        }
        let mvf = files.filter { $0.contains("/pacific-u-mvf3/geometry/") }
        let floorsFile = URL(fileURLWithPath: SharedVenues.pacificFolder + "/floors.geojson")
        let floors = try JSONDecoder().decode(PointLocationGeoJSON.self, from: Data(contentsOf: floorsFile)).features.count
        #expect(floors > 0 && mvf.count == floors, "\(mvf.count) MVF geometry files for \(floors) floors")
    }
}
