// MVFReader on a small generated MVF v3 venue (MemorySource) with one file replaced or removed by the
// input (see FuzzVenueFiles); a venue that reads must build a Locator and answer a locate per space.
import IndoorGeometry

let bundle = FuzzVenueFiles(VenueGenerator.files(FuzzVenues.smallMVFOptions))

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested { bundle.seeds(extra: FuzzSeeds.sampleVenueFiles()) }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMVF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let (files, _, _) = bundle.mutated(by: fuzzBytes(data, size))
    guard let venue = try? MVFReader.read(MemorySource(name: "fuzz-mvf", files: files)) else { return 0 }
    FuzzVenueChecks.check(venue)
    return 0
}
