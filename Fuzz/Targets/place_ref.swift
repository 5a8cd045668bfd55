// Place and floor references as typed by users, against the small generated venue: the CLI's
// `lon,lat@floor` / name parser (CLIValueConversion.location), PlaceResolver, FloorReference and the
// venue's floor lookup. Resolved places must point into the venue.
@testable import RouteCLI
import IndoorGeometry
import Routing

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        let v = FuzzVenues.small
        var texts = ["", " ", "@", ",@", "1,2", "1,2@", "-122.5,45.5@0", "+1.5e1,.5@1:0", "1,5", "Room 101", "s_9@x"]
        texts += v.spaces.prefix(4).map(\.id) + v.spaces.prefix(4).compactMap(\.names.first)
        texts += v.floors.flatMap { f in [f.id, f.name, "\(f.ordinal)", f.shortName ?? "x"] }
        texts += v.buildings.map { "\($0.id):0" }
        texts += v.destinations.prefix(4).map(\.id)
        let c = v.projection.unproject(v.spaces[0].polygon.shell.points[0])
        texts.append("\(c.longitude),\(c.latitude)@\(v.floors[0].name)")
        return texts.map { Array($0.utf8) }
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlaceReference(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let venue = FuzzVenues.small
    if let ref = try? CLIValueConversion.location(text), case .position(let c, let floor) = ref {
        fuzzCheck(c.isValid, "accepted position \(c)")
        fuzzCheck(!floor.isEmpty, "accepted an empty floor")
        // What the CLI prints for a position reads back as the same position.
        let again = try? CLIValueConversion.location(ref.description)
        fuzzCheck(again == ref, "'\(ref.description)' reads back as \(String(describing: again))")
    }
    // The text as the CLI reads it, and as a raw reference (ids, names), resolved against the venue.
    var queries: [PlaceQuery] = [.reference(text)]
    if let q = try? CLIValueConversion.location(text) { queries.append(q) }
    for q in queries {
        guard let place = try? PlaceResolver.resolve(q, in: venue) else { continue }
        fuzzCheck(!place.points.isEmpty, "resolved '\(q)' to no point")
        for p in place.points {
            fuzzCheck(p.floorIndex >= 0 && p.floorIndex < venue.floors.count, "floor index \(p.floorIndex)")
            fuzzCheck(p.point.isFinite, "point \(p.point)")
        }
        for s in place.spaceIndices { fuzzCheck(s >= 0 && s < venue.spaces.count, "space index \(s)") }
    }
    let reference = FloorReference(parsing: text)
    if let f = try? venue.floorIndex(for: reference) { fuzzCheck(f >= 0 && f < venue.floors.count, "floor \(f) for \(reference)") }
    if let f = try? venue.floorIndex(matching: text) { fuzzCheck(f >= 0 && f < venue.floors.count, "floor \(f) for '\(text)'") }
    return 0
}
