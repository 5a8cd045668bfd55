// IMDFReader on a small generated IMDF venue (MemorySource) with one file replaced or removed by the
// input (see FuzzVenueFiles); a venue that reads must build a Locator and answer a locate per space.
import IndoorGeometry

let target = FuzzVenueReaderTarget(FuzzVenues.smallIMDFOptions, sourceName: "fuzz-imdf") { try IMDFReader.read($0) }

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt { target.initialize() }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIMDF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { target.testOneInput(data, size) }
