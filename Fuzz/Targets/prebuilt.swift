// The prebuilt venue file reader (PrebuiltFile + PrebuiltFile.venue() + the stored routers,
// VenueRouter.prebuilt, each asked for one route, and the stored place index, asked for every space's id and
// name) on arbitrary bytes, twice: as given (the header checksum
// refuses nearly everything, as it should), and with the header checksum resealed and the section checksums
// off, so that mutations reach the section table and the records and router arrays behind them.
@testable import IndoorGeometry
import Routing

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        var w = PrebuiltWriter()
        w.add(venue: FuzzVenues.small, inference: .strict)
        PrebuiltPlaceIndex.add(FuzzVenues.small, to: &w)
        if let router = try? VenueRouter(venue: FuzzVenues.small) { try? VenueRouter.addPrebuilt([router], to: &w) }
        return [w.fileBytes(engineVersion: "fuzz", sourcePath: "seed", sourceChecksum: 1)]
    }
    return 0
}

/// Opens `bytes` as a prebuilt file; a refusal must be a `PrebuiltError`, a venue must pass the venue checks,
/// a stored router must answer a route (any answer) without trapping.
func open(_ bytes: [UInt8], verifyingChecksums: Bool) {
    do {
        let file = try PrebuiltFile(storage: MappedFile(copying: bytes, path: "fuzz.indoor"), verifyingChecksums: verifyingChecksums)
        let venue = try file.venue()
        FuzzVenueChecks.check(venue)
        // Every id and name looked up in the stored index: any answer or error, never a trap.
        let places = try PlaceDirectory.prebuilt(venue: venue, file: file)
        for s in venue.spaces.prefix(64) {
            for query in [PlaceQuery.reference(s.id)] + s.names.prefix(2).map(PlaceQuery.name) { _ = try? places.resolve(query) }
        }
        for key in try VenueRouter.prebuiltKeys(in: file) {
            guard let router = try VenueRouter.prebuilt(venue: venue, file: file, key: key), router.graph.floors.count > 0 else { continue }
            // One route across the first floor's box: every stored table a query reads is read.
            let box = BoundingBox(points: router.graph.data.meshes[0].vertices)
            guard !box.isEmpty else { continue }
            let a = RoutePoint(floor: 0, point: Point(x: box.minX, y: box.minY)),
                b = RoutePoint(floor: router.graph.floors.count - 1, point: Point(x: box.maxX, y: box.maxY))
            _ = router.graph.route(from: a, to: b)
        }
    } catch {
        fuzzCheck(!"\(error)".isEmpty, "an empty error message")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPrebuilt(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = fuzzBytes(data, size)
    open(bytes, verifyingChecksums: true)
    guard bytes.count >= PrebuiltFormat.headerSize else { return 0 }
    let end = Int(bytes.withUnsafeBytes { PrebuiltFile.load($0, PrebuiltFormat.Field.tableEnd) as UInt32 })
    guard end >= PrebuiltFormat.headerSize, end <= bytes.count else { return 0 }
    // The recorded length and the header checksum made right, so that the checks behind them run.
    PrebuiltWriter.put(UInt64(bytes.count), into: &bytes, at: PrebuiltFormat.Field.fileLength)
    let sum = bytes.withUnsafeBytes { PrebuiltFile.headerChecksum(UnsafeRawBufferPointer(rebasing: $0[0 ..< end])) }
    PrebuiltWriter.put(sum, into: &bytes, at: PrebuiltFormat.Field.headerChecksum)
    open(bytes, verifyingChecksums: false)
    return 0
}
