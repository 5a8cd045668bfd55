// OSMReader on the same small SIT venue written as osmtogeojson GeoJSON (one .geojson file) with the file
// replaced or removed by the input (see FuzzVenueFiles); a venue that reads must pass FuzzVenueChecks.
import IndoorGeometry

let target = FuzzVenueReaderTarget(FuzzVenues.smallOSMGeoJSONOptions, sourceName: "fuzz-osm-geojson") { try OSMReader.read($0) }

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt { target.initialize() }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOSMGeoJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { target.testOneInput(data, size) }
