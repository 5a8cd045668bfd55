// IMDFReader on a small generated IMDF venue (MemorySource) with one file replaced or removed by the
// input (see FuzzVenueFiles); a venue that reads must build a Locator and answer a locate per space.
import IndoorGeometry

let bundle = FuzzVenueFiles(VenueGenerator.files(FuzzVenues.smallIMDFOptions))

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested { bundle.seeds() }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIMDF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let (files, _, _) = bundle.mutated(by: fuzzBytes(data, size))
    guard let venue = try? IMDFReader.read(MemorySource(name: "fuzz-imdf", files: files)) else { return 0 }
    FuzzVenueChecks.check(venue)
    return 0
}
