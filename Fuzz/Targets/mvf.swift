// MVFReader on a small generated MVF v3 venue (MemorySource) with one file replaced or removed by the
// input (see FuzzVenueFiles); a venue that reads must build a Locator and answer a locate per space.
// Seeds also take the sample venue's version of each file.
import IndoorGeometry

let target = FuzzVenueReaderTarget(FuzzVenues.smallMVFOptions, sourceName: "fuzz-mvf", extraSeeds: { FuzzSeeds.sampleVenueFiles() }) {
    try MVFReader.read($0)
}

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt { target.initialize() }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMVF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { target.testOneInput(data, size) }
