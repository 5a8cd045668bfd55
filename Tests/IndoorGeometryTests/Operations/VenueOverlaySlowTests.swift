import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// Unions, differences and buffers on the real venues in ../shared/venues (test-only data, never copied
/// into the repository). Skipped, with a note, when the folder is missing.
@Suite(.sharedVenues, .tags(.slow)) struct VenueOverlaySlowTests {
    typealias S = BooleanTestSupport

    @Test("IMDF units: per-level union, grown and shrunk units, all valid")
    func imdfUnits() throws {
        let units = try BufferVenueFixtures.features(BufferVenueFixtures.root + "/spbstu-imdf/unit.geojson")
        let projection = try #require(BufferVenueFixtures.projection(for: units))
        var byLevel: [String: [Polygon]] = [:]
        for f in units {
            guard let level = f.properties?.level_id, case let .polygon(rings) = f.geometry else { continue }
            let projected = rings.map { $0.map { projection.project(GeoCoordinate(longitude: $0[0], latitude: $0[1])) } }
            guard let p = try? Polygon(rings: projected) else { continue }  // a broken ring is not this test's subject
            byLevel[level, default: []].append(p)
        }
        #expect(!byLevel.isEmpty)
        var g = SplitMix64(seed: 3)
        for (level, polygons) in byLevel.sorted(by: { $0.key < $1.key }) {
            let u = MultiPolygon.union(of: polygons)
            #expect(S.issues(u).isEmpty, "level \(level): \(S.issues(u).prefix(3))")
            #expect(u.area <= polygons.reduce(0) { $0 + $1.area } + 1e-6, "level \(level)")
            for p in polygons.prefix(40) {
                let box = p.boundingBox
                for _ in 0 ..< 5 {
                    let q = Point(x: g.double(box.minX ... box.maxX), y: g.double(box.minY ... box.maxY))
                    if S.evenOdd(q, MultiPolygon([p])) && S.boundaryDistance(q, u) > 1e-6 {
                        #expect(S.evenOdd(q, u), "level \(level): \(q) inside a unit but not in the union")
                    }
                }
                for d in [-0.3, 0.3] {
                    let b = p.buffer(distance: d)
                    #expect(S.issues(b).isEmpty, "level \(level) buffer \(d): \(S.issues(b).prefix(2))")
                }
            }
        }
    }

    @Test("MVF floors: spaces minus buffered walls is valid free space")
    func mvfFreeSpace() throws {
        let folder = BufferVenueFixtures.root + "/pacific-u-mvf3/geometry"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".geojson") }.sorted()
        #expect(!files.isEmpty)
        for file in files.prefix(6) {
            let features = try BufferVenueFixtures.features(folder + "/" + file)
            guard let projection = BufferVenueFixtures.projection(for: features) else { continue }
            var spaces: [Polygon] = []
            var walls: [Polyline] = []
            func pt(_ c: [Double]) -> Point { projection.project(GeoCoordinate(longitude: c[0], latitude: c[1])) }
            for f in features {
                switch f.geometry {
                case let .polygon(rings):
                    if let p = try? Polygon(rings: rings.map { $0.map(pt) }) { spaces.append(p) }  // skip broken rings
                case let .lineString(line):
                    if let l = try? Polyline(points: line.map(pt)) { walls.append(l) }  // skip one-point lines
                case let .multiLineString(lines):
                    for line in lines { if let l = try? Polyline(points: line.map(pt)) { walls.append(l) } }
                case .other: break
                }
            }
            let walkable = MultiPolygon.union(of: spaces)
            #expect(S.issues(walkable).isEmpty, "\(file): \(S.issues(walkable).prefix(3))")
            let wallArea = MultiPolygon.buffer(lines: walls, distance: 0.1)
            #expect(S.issues(wallArea).isEmpty, "\(file) walls: \(S.issues(wallArea).prefix(3))")
            let free = walkable.difference(wallArea)
            #expect(S.issues(free).isEmpty, "\(file) free space: \(S.issues(free).prefix(3))")
            let i = walkable.intersection(wallArea).area
            #expect(abs(free.area + i - walkable.area) <= 1e-9 * max(1, walkable.area), "\(file): areas")
        }
    }
}

/// Decodes the little GeoJSON of the real venues (``SharedVenues``) that these tests need.
enum BufferVenueFixtures {
    static let root = SharedVenues.directory

    enum Geometry: Decodable {
        case polygon([[[Double]]])
        case lineString([[Double]])
        case multiLineString([[[Double]]])
        case other

        private enum Keys: String, CodingKey { case type, coordinates }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            switch try c.decode(String.self, forKey: .type) {
            case "Polygon": self = .polygon(try c.decode([[[Double]]].self, forKey: .coordinates))
            case "LineString": self = .lineString(try c.decode([[Double]].self, forKey: .coordinates))
            case "MultiLineString": self = .multiLineString(try c.decode([[[Double]]].self, forKey: .coordinates))
            default: self = .other
            }
        }

        var firstPosition: [Double]? {
            switch self {
            case let .polygon(r): return r.first?.first
            case let .lineString(l): return l.first
            case let .multiLineString(m): return m.first?.first
            case .other: return nil
            }
        }
    }

    struct Properties: Decodable { var level_id: String? }

    struct Feature: Decodable {
        var geometry: Geometry
        var properties: Properties?

        private enum Keys: String, CodingKey { case geometry, properties }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            geometry = (try? c.decode(Geometry.self, forKey: .geometry)) ?? .other  // null geometry: ignored
            properties = try? c.decode(Properties.self, forKey: .properties)  // free-form: only level_id is read
        }
    }

    struct Collection: Decodable { var features: [Feature] }

    static func features(_ path: String) throws -> [Feature] {
        try JSONDecoder().decode(Collection.self, from: Data(contentsOf: URL(fileURLWithPath: path))).features
    }

    static func projection(for features: [Feature]) -> LocalProjection? {
        guard let c = features.lazy.compactMap(\.geometry.firstPosition).first else { return nil }
        return LocalProjection(origin: GeoCoordinate(longitude: c[0], latitude: c[1]))
    }
}
