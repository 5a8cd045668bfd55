import Foundation
import Testing
import TestSupport
@testable import IndoorGeometry

/// ``GeoJSONEncoder``: every geometry type, features with and without id, geometry, properties and foreign
/// members, read back through ``GeoJSONDecoder``; coordinate rounding; errors that name the path; and the
/// generator's files, which are written with it and must re-read and re-write to the same bytes.
@Suite struct GeoJSONEncoderTests {
    static let a = GeoCoordinate(longitude: -122.6765, latitude: 45.5231)
    static let b = GeoCoordinate(longitude: -122.6764, latitude: 45.5232)
    static let c = GeoCoordinate(longitude: -122.6763, latitude: 45.5230)
    static let ring = [a, b, c, a]

    static let geometries: [(String, GeoJSONGeometry)] = [
        ("Point", .point(a)), ("MultiPoint", .multiPoint([a, b])), ("LineString", .lineString([a, b, c])),
        ("MultiLineString", .multiLineString([[a, b], [b, c]])), ("Polygon", .polygon([ring])),
        ("Polygon with a hole", .polygon([ring, ring.reversed()])), ("MultiPolygon", .multiPolygon([[ring], [ring, ring]])),
        ("empty MultiPolygon", .multiPolygon([])), ("GeometryCollection", .geometryCollection([.point(a), .lineString([a, b])])),
        ("nested GeometryCollection", .geometryCollection([.geometryCollection([.point(c)])]))
    ]

    @Test("every geometry type reads back equal through GeoJSONDecoder", arguments: geometries.indices)
    func geometryRoundTrip(_ k: Int) throws {
        let (name, g) = Self.geometries[k]
        let value = GeoJSONEncoder().value(g)
        #expect(value["type"]?.stringValue == g.typeName, "\(name)")
        let text = try JSONWriter().string(value)
        #expect(try GeoJSONDecoder(file: name).decodeGeometry(JSONParser.parse(Array(text.utf8)), path: "") == g, "\(name): \(text)")
    }

    @Test("features and collections read back equal: ids, null geometry, properties, foreign members")
    func collectionRoundTrip() throws {
        let features = [
            GeoJSONFeature(
                id: "u_1", geometry: .polygon([Self.ring]), properties: ["name": "Room \"1\"", "level": 2, "tags": ["a", nil]],
                foreignMembers: ["feature_type": "unit"]),
            GeoJSONFeature(id: nil, geometry: nil),
            GeoJSONFeature(id: "42", geometry: .point(Self.b), properties: ["nested": ["x": [1.5, -0.0, 1e-9]]])
        ]
        let fc = GeoJSONFeatureCollection(features: features, foreignMembers: ["name": "unit", "summary": ["count": 3]])
        for pretty in [false, true] {
            let text = try GeoJSONEncoder().string(fc, pretty: pretty)
            #expect(try GeoJSONDecoder(file: "fc").decodeFeatureCollection(Array(text.utf8)) == fc, "\(text)")
        }
        #expect(try GeoJSONDecoder(file: "fc").decodeFeatureCollection(GeoJSONEncoder().bytes(fc)) == fc)
    }

    @Test("member order: type, id, geometry, properties, then foreign members")
    func memberOrder() throws {
        let f = GeoJSONFeature(id: "x", geometry: .point(Self.a), properties: ["k": 1], foreignMembers: ["feature_type": "anchor"])
        let text = try GeoJSONEncoder().string(
            GeoJSONFeatureCollection(features: [f, GeoJSONFeature(id: nil, geometry: nil)], foreignMembers: ["name": "anchor"]))
        #expect(
            text
                == #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"x","geometry":{"type":"Point","coordinates":[-122.6765,45.5231]},"properties":{"k":1},"feature_type":"anchor"},{"type":"Feature","geometry":null,"properties":{}}],"name":"anchor"}"#
        )
    }

    @Test("coordinateDecimals rounds each coordinate half away from zero, as the route document always has")
    func rounding() throws {
        let g = GeoJSONGeometry.point(GeoCoordinate(longitude: -122.123456789512, latitude: 45.0000000004999))
        #expect(try JSONWriter().string(GeoJSONEncoder(coordinateDecimals: 9).value(g)) == #"{"type":"Point","coordinates":[-122.12345679,45]}"#)
        #expect(
            try JSONWriter().string(GeoJSONEncoder(coordinateDecimals: 2).value(.point(GeoCoordinate(longitude: 0.125, latitude: -0.125))))
                == #"{"type":"Point","coordinates":[0.13,-0.13]}"#)
        // The route document's encoder rounds exactly as RouteGeoJSON did before it used the encoder.
        for x in [-122.67651234567891, 45.523123456789, 1e-10, -179.9999999995] {
            let p = RouteDocument.encoder.value(GeoCoordinate(longitude: x, latitude: 0)).arrayValue?.first?.numberValue
            #expect(p == (x * 1e9).rounded() / 1e9)
        }
    }

    @Test("a non-finite coordinate or property is refused with its path")
    func nonFiniteIsRefused() {
        let bad = GeoJSONFeatureCollection(features: [
            GeoJSONFeature(id: nil, geometry: .point(Self.a)),
            GeoJSONFeature(id: nil, geometry: .lineString([Self.a, GeoCoordinate(longitude: .nan, latitude: 1)]))
        ])
        #expect(throws: JSONWriteError.self) { try GeoJSONEncoder().string(bad) }
        do {
            _ = try GeoJSONEncoder().bytes(bad)
        } catch {
            #expect(error.path == "features[1].geometry.coordinates[1][0]")
        }
        let property = GeoJSONFeatureCollection(features: [GeoJSONFeature(id: nil, geometry: nil, properties: ["h": .number(.infinity)])])
        #expect(throws: JSONWriteError(value: .infinity, path: "features[0].properties.h")) { try GeoJSONEncoder().string(property) }
    }

    @Test("the text written straight from the typed collection is what JSONWriter writes of its JSON value, compact and pretty")
    func directWriteMatchesValue() throws {
        var features = Self.geometries.enumerated().map { k, g in
            GeoJSONFeature(id: k % 2 == 0 ? "f\(k)" : nil, geometry: g.1, properties: k % 3 == 0 ? [:] : ["name": .string(g.0), "k": .number(Double(k))])
        }
        features.append(GeoJSONFeature(id: "q\"\u{2028}", geometry: nil, foreignMembers: ["feature_type": "unit", "empty": [], "o": [:]]))
        features.append(GeoJSONFeature(id: nil, geometry: .lineString([]), properties: ["nested": ["x": [1.5, -0.0, 1e-9, 1e16]]]))
        let collections = [
            GeoJSONFeatureCollection(features: features, foreignMembers: ["summary": ["count": .number(Double(features.count)), "list": [1, "a"]]]),
            GeoJSONFeatureCollection(features: []), GeoJSONFeatureCollection(features: [], foreignMembers: ["name": "x"])
        ]
        for encoder in [GeoJSONEncoder(), GeoJSONEncoder(coordinateDecimals: 9), GeoJSONEncoder(coordinateDecimals: 0)] {
            for (k, fc) in collections.enumerated() {
                for pretty in [false, true] {
                    var out: [UInt8] = Array("prefix".utf8)
                    try encoder.write(fc, into: &out, pretty: pretty)
                    let expected = try JSONWriter(pretty: pretty).bytes(encoder.value(fc))
                    #expect(out == Array("prefix".utf8) + expected, "collection \(k), pretty \(pretty)")
                    #expect(try encoder.string(fc, pretty: pretty) == String(decoding: expected, as: UTF8.self))
                }
                #expect(try encoder.bytes(fc) == JSONWriter().bytes(encoder.value(fc)))
            }
        }
    }

    @Test("a rounded coordinate written from its integer digits is the text the writer gives the double")
    func roundedDigits() throws {
        var rng = SplitMix64(seed: 40)
        var checked = 0
        for decimals in 0 ... 10 {
            var p = 1.0
            for _ in 0 ..< decimals { p *= 10 }
            for k in 0 ..< 20_000 {
                let magnitude = [0.5, 1, 2, 10, 45, 122, 180, 999, 1e5, 999_999, 1e6][k % 11]
                let v = Double.random(in: -magnitude ... magnitude, using: &rng) * (k % 3 == 0 ? 1 : 1.0001)
                let n = (v * p).rounded()
                let x = n / p
                var fast: [UInt8] = []
                guard JSONWriter.appendRounded(x, scaled: n, decimals: decimals, to: &fast) else { continue }
                var slow: [UInt8] = []
                try JSONWriter.appendNumber(x, to: &slow)
                #expect(fast == slow, "\(x) with \(decimals) decimals")
                checked += 1
            }
        }
        #expect(checked > 100_000, "the shortcut applied to \(checked) values")
        for x in [1.0, -1.0, 1.5, -122.000000001, 45.1, 999_999.999999999, 100.000000010] {
            let n = (x * 1e9).rounded()
            var fast: [UInt8] = []
            #expect(JSONWriter.appendRounded(n / 1e9, scaled: n, decimals: 9, to: &fast))
            #expect(fast == Array(try JSONWriter.number(n / 1e9).utf8))
        }
        var none: [UInt8] = []
        #expect(!JSONWriter.appendRounded(0.5, scaled: 5e8, decimals: 9, to: &none) && none.isEmpty, "below 1: the writer's general path")
        #expect(!JSONWriter.appendRounded(1e6, scaled: 1e15, decimals: 9, to: &none) && none.isEmpty)
    }

    @Test("a list of positions written from local points is the positions written one by one")
    func positionLists() throws {
        var rng = SplitMix64(seed: 41)
        // Origins where both coordinates take the integer-digit path, and where one is below 1 degree
        // (the writer's general path) or the points cross 0.
        let origins = [(-122.67, 45.52), (2.35, 48.87), (0.0004, 51.48), (-0.2, 0.3), (179.9999, -89.9)]
        let encoders = [GeoJSONEncoder(coordinateDecimals: 9), GeoJSONEncoder(coordinateDecimals: 3), GeoJSONEncoder(coordinateDecimals: 12), GeoJSONEncoder()]
        var checked = 0
        for (lon, lat) in origins {
            let projection = LocalProjection(origin: GeoCoordinate(longitude: lon, latitude: lat))
            for encoder in encoders {
                for count in [0, 1, 2, 7, 40] {
                    let points = (0 ..< count).map { _ in Point(x: rng.double(-200 ..< 200), y: rng.double(-200 ..< 200)) }
                    var fast: [UInt8] = Array("x".utf8)
                    try encoder.appendPositions(points, projection: projection, to: &fast)
                    var slow: [UInt8] = Array("x[".utf8)
                    for (k, q) in points.enumerated() {
                        if k > 0 { slow.append(UInt8(ascii: ",")) }
                        try encoder.appendPosition(projection.unproject(q), to: &slow)
                    }
                    slow.append(UInt8(ascii: "]"))
                    if points.isEmpty { slow = Array("x[]".utf8) }
                    #expect(fast == slow, "\(count) points near \(lon),\(lat), \(encoder.coordinateDecimals.map(String.init) ?? "all") decimals")
                    checked += 1
                }
            }
        }
        #expect(checked == 100)
    }

    @Test("a failed direct write leaves the bytes as they were")
    func failedDirectWrite() {
        let bad = GeoJSONFeatureCollection(features: [
            GeoJSONFeature(id: nil, geometry: .multiPolygon([[Self.ring], [[Self.a, GeoCoordinate(longitude: 1, latitude: .infinity)]]]))
        ])
        var out: [UInt8] = [1, 2, 3]
        #expect(throws: JSONWriteError(value: .infinity, path: "features[0].geometry.coordinates[1][0][1][1]")) {
            try GeoJSONEncoder(coordinateDecimals: 9).write(bad, into: &out, pretty: true)
        }
        #expect(out == [1, 2, 3])
    }

    @Test("the generator's JSON files re-read and re-write to the same bytes", arguments: [GeneratorOptions.Format.mvf, .imdf, .osmGeoJSON])
    func generatorOutputReReadsIdentically(format: GeneratorOptions.Format) throws {
        let files = VenueGenerator.files(GeneratorOptions(format: format, buildings: 2, floors: 2, roomsPerFloor: 10, seed: 9))
        #expect(files.count > 5 || format == .osmGeoJSON, "MVF and IMDF write many files, OSM one")
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            if path.hasSuffix(".geojson") {
                let fc = try GeoJSONDecoder(file: path).decodeFeatureCollection(bytes)
                #expect(!fc.features.isEmpty || path.contains("occupant") || path.contains("amenity") || path.contains("fixture"), "\(path)")
                #expect(try GeoJSONEncoder().bytes(fc) == bytes, "\(path) does not re-encode to the same bytes")
            } else {
                #expect(try JSONWriter().bytes(JSONParser.parse(bytes)) == bytes, "\(path) does not re-write to the same bytes")
            }
        }
    }

    @Test("primitives in metres become GeoJSON in degrees through the projection")
    func fromPrimitives() throws {
        let projection = LocalProjection(origin: Self.a)
        let square = try Polygon(rings: [[Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 0)]])
        guard case let .polygon(rings) = GeoJSONGeometry.polygon(square, projection: projection) else { Issue.record("not a Polygon"); return }
        #expect(rings.count == 1 && rings[0].count == 5)
        #expect(rings[0][0] == projection.unproject(Point(x: 0, y: 0)))
        #expect(GeoJSONGeometry.multiPolygon(MultiPolygon([square, square]), projection: projection).typeName == "MultiPolygon")
        #expect(GeoJSONGeometry.lineString([Point(x: 1, y: 2)], projection: projection) == .lineString([projection.unproject(Point(x: 1, y: 2))]))
        #expect(GeoJSONGeometry.point(.zero, projection: projection) == .point(projection.unproject(.zero)))
    }
}
