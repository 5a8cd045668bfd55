// GeoJSONDecoder (RFC 7946 FeatureCollection) on arbitrary bytes; every decoded polygon ring converts to
// the library's Ring/Polygon or is refused with an error, never a trap.
import IndoorGeometry

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        var seeds = FuzzSeeds.sampleVenueFiles().filter { $0.path.hasSuffix(".geojson") && $0.bytes.count <= 20_000 }.map(\.bytes)
        seeds += VenueGenerator.files(FuzzVenues.smallIMDFOptions).filter { $0.key.hasSuffix(".geojson") && $0.value.count <= 20_000 }
            .sorted { $0.key < $1.key }.map(\.value)
        seeds.append(
            Array(
                #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"a","geometry":{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[1,2]},{"type":"MultiLineString","coordinates":[[[0,0],[1,1]]]},{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[1,1],[0,0]]]]}]},"properties":null}]}"#
                    .utf8))
        return seeds
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let decoder = GeoJSONDecoder(file: "fuzz.geojson")
    guard let collection = try? decoder.decodeFeatureCollection(fuzzBytes(data, size)) else { return 0 }
    for feature in collection.features {
        guard let g = feature.geometry else { continue }
        for c in g.allCoordinates {
            fuzzCheck(c.longitude.isFinite && c.latitude.isFinite, "decoded a non-finite position \(c)")
        }
        // The projection refuses an origin off the globe (a precondition): decoding does not promise ranges.
        guard let origin = g.allCoordinates.first, origin.isValid, abs(origin.latitude) < 90 else { continue }
        let projection = LocalProjection(origin: origin)
        FuzzGeometry.polygons(of: g).forEach { rings in
            _ = try? Polygon(rings: rings.map { $0.map(projection.project) })  // refusing a ring is fine
        }
    }
    return 0
}
