// OSMReader on a small generated OpenStreetMap SIT venue (one .osm XML file in a MemorySource) with the
// file replaced or removed by the input (see FuzzVenueFiles); a venue that reads must build a Locator and
// answer a locate per space.
import IndoorGeometry

let target = FuzzVenueReaderTarget(FuzzVenues.smallOSMOptions, sourceName: "fuzz-osm") { try OSMReader.read($0) }

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt { target.initialize() }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOSM(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { target.testOneInput(data, size) }
