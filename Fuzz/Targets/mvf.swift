// MVFReader on a small generated MVF v3 venue (MemorySource) with one file replaced or removed by the
// input (see FuzzVenueFiles); a venue that reads must build a Locator and answer a locate per space.
import IndoorGeometry

let bundle = FuzzVenueFiles(VenueGenerator.files(FuzzVenues.smallMVFOptions))

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested { bundle.seeds(extra: FuzzSeeds.sampleVenueFiles()) }
    return 0
}

/// Whether a floor stack in `floor-stacks.json` lists one floor twice.
/// known, fixed on main: MVFFloors.buildings traps (index out of range at `out[other].id`) on such a stack.
func listsAFloorTwice(_ bytes: [UInt8]) -> Bool {
    guard case .array(let stacks)? = try? JSONParser.parse(bytes) else { return false }  // other shapes are errors
    for s in stacks {
        guard case .array(let floors)? = s["floors"] else { continue }
        let ids = floors.compactMap(\.stringValue)
        if Set(ids).count != ids.count { return true }
    }
    return false
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMVF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let (files, path, _) = bundle.mutated(by: fuzzBytes(data, size))
    if path == "floor-stacks.json", let b = files[path], listsAFloorTwice(b) { return 0 }
    guard let venue = try? MVFReader.read(MemorySource(name: "fuzz-mvf", files: files)) else { return 0 }
    FuzzVenueChecks.check(venue)
    return 0
}
