// VenueRouter on small generated venues (1-2 buildings, 1-3 floors, 8, 12 or 16 rooms a floor, 4 plans) with a
// clearance in 0...1 m and a random profile, between spaces and positions of the venue (some off the map).
//
// Input layout: byte 0 plan seed (mod 4) | bits 2-3 floors-1 | bit 4 buildings-1; byte 1 rooms (8 + 4·(b mod 3));
// byte 2 clearance 0...1 m (steps of 0.1 m, so that routers are shared); byte 3 profile flags
// (accessible, non-public, each avoidable type); byte 4 snap distance 0...5 m; then pairs of place descriptors (3 bytes each: kind+floor, x, y).
import IndoorGeometry
import Routing

/// Routers built so far, by venue, clearance and access, so that inputs sharing a venue share its router
/// (most mutations change the query bytes). Bounded: the oldest goes first.
/// Clearances stay in 0...1 m (RouterKey.clearanceRange is 0...2 m; out-of-range ones are refused
/// before any work, tested in HostileInputTests).
struct FuzzRouterKey: Hashable { var options: GeneratorOptions; var clearanceStep: Int; var includesNonPublic: Bool }
nonisolated(unsafe) var cache: [(FuzzRouterKey, VenueRouter)] = []

func router(for key: FuzzRouterKey) -> VenueRouter? {
    if let hit = cache.first(where: { $0.0 == key }) { return hit.1 }
    guard let venue = try? MVFReader.read(VenueGenerator.source(key.options)) else {
        fuzzCheck(false, "generated venue \(key.options) does not read")
        return nil
    }
    let r: VenueRouter
    do { r = try VenueRouter(venue: venue, key: RouterKey(clearance: Double(key.clearanceStep) / 10, includesNonPublic: key.includesNonPublic)) } catch {
        return nil  // a build error is a typed answer, not a crash
    }
    cache.append((key, r))
    if cache.count > 12 { cache.removeFirst() }
    return r
}

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: FuzzArgv) -> CInt {
    FuzzSeeds.writeIfRequested {
        (0 ..< 8).map { k -> [UInt8] in
            let plan: Int = k % 4 | (k % 3) << 2 | (k % 2) << 4
            var seed: [UInt8] = [UInt8(plan), UInt8(k), UInt8(6 + k), UInt8(k * 37 & 0xFF), 102]
            for j in 0 ..< 6 {
                let a: Int = j * 41 & 0xFF, b: Int = j * 67 & 0xFF, c: Int = j * 89 & 0xFF
                seed += [UInt8(a), UInt8(b), UInt8(c)]
            }
            return seed
        }
    }
    return 0
}

let avoidable: [ConnectionType] = [.stairs, .elevator, .escalator, .travelator, .ramp, .ladder]

/// A place: kind bit 0 = space (the other two bytes pick it), else a position on the floor the kind byte
/// picks, at fractions of the venue's extent (up to 25 % outside it).
func place(_ input: inout FuzzInput, _ venue: Venue) -> PlaceQuery {
    let kind = input.byte(), u = input.byte(), v = input.byte()
    if kind & 1 == 0 {
        return .spaceID(venue.spaces[(Int(u) << 8 | Int(v)) % venue.spaces.count].id)
    }
    let floor = venue.floors[Int(kind >> 1) % venue.floors.count]
    let box = MultiPolygon(venue.spaces.map(\.polygon)).boundingBox
    let fx = -0.25 + 1.5 * Double(u) / 255, fy = -0.25 + 1.5 * Double(v) / 255
    let c = venue.projection.unproject(Point(x: box.minX + fx * (box.maxX - box.minX), y: box.minY + fy * (box.maxY - box.minY)))
    return .position(c, floor: floor.id)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(fuzzBytes(data, size))
    let b0 = input.byte()
    let options = GeneratorOptions(
        format: .mvf, buildings: 1 + Int(b0 >> 4 & 1), floors: 1 + Int(b0 >> 2 & 3) % 3,
        roomsPerFloor: 8 + 4 * (Int(input.byte()) % 3), seed: UInt64(b0 & 3) + 1)
    let step = input.int(in: 0 ... 10)
    let flags = input.byte()
    let snap = input.double(in: 0 ... 5)
    guard let router = router(for: FuzzRouterKey(options: options, clearanceStep: step, includesNonPublic: flags & 2 != 0)) else { return 0 }
    var profile = RoutingProfile(requiresAccessible: flags & 1 != 0, snapDistance: snap)
    for (k, t) in avoidable.enumerated() where flags >> (k + 2) & 1 != 0 { profile.avoidedTypes.insert(t) }
    let venue = router.venue
    for _ in 0 ..< 3 {
        guard let from = try? PlaceResolver.resolve(place(&input, venue), in: venue),
            let to = try? PlaceResolver.resolve(place(&input, venue), in: venue)
        else { continue }
        let r = router.route(from: from, to: to, profile: profile)
        guard r.status == .found else {
            fuzzCheck(r.steps.isEmpty, "a \(r.status) result has steps")
            continue
        }
        fuzzCheck(
            r.distance.isFinite && r.distance >= 0 && r.cost.isFinite && r.duration.isFinite, "route totals \(r.distance) m, cost \(r.cost), \(r.duration) s")
        fuzzCheck(r.cost >= r.distance - 1e-6 * max(1, r.distance), "cost \(r.cost) below the walked distance \(r.distance)")
        var walked = 0.0
        for s in r.steps {
            switch s {
            case .walk(let leg):
                fuzzCheck(
                    leg.floor >= 0 && leg.floor < venue.floors.count && leg.points.count >= 2, "leg on floor \(leg.floor) with \(leg.points.count) points")
                var length = 0.0
                for i in 1 ..< max(1, leg.points.count) {
                    let a = leg.points[i - 1], b = leg.points[i]
                    length += ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
                }
                fuzzCheck(abs(length - leg.distance) <= 1e-6 * max(1, length), "leg length \(length) vs its distance \(leg.distance)")
                walked += leg.distance
            case .connection(let c):
                fuzzCheck(!profile.avoidedTypes.contains(c.type), "route uses avoided \(c.type)")
                fuzzCheck(c.cost >= 0 && c.seconds >= 0, "connection cost \(c.cost), \(c.seconds) s")
            }
        }
        fuzzCheck(abs(walked - r.distance) <= 1e-6 * max(1, walked), "legs sum to \(walked) m, route says \(r.distance)")
    }
    return 0
}
