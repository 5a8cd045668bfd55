import IndoorGeometry
import Testing
@testable import Routing

/// ``VenueRouter/freeSpace`` is built again on first read (the router keeps only the closed doors): the same
/// regions and closed doors as building each floor's free space directly, for either key.
@Suite struct VenueRouterFreeSpaceTests {
    @Test("the rebuilt free space equals each floor's free space built directly, and the kept closed doors match it", arguments: [0.3, 0.45])
    func rebuiltFreeSpaceMatches(_ clearance: Double) throws {
        let venue = try MVFReader.read(VenueGenerator.source(GeneratorOptions(buildings: 2, floors: 2, roomsPerFloor: 8, seed: 9)))
        let router = try VenueRouter(venue: venue, key: RouterKey(clearance: clearance))
        #expect(router.freeSpaceStore.builtFloors == nil, "regions kept after the build")
        let rebuilt = router.freeSpace
        #expect(rebuilt.count == venue.floors.count)
        for f in venue.floors.indices {
            let direct = VenueFloorFreeSpace(venue: venue, floorIndex: f, clearance: clearance)
            #expect(rebuilt[f].region == direct.region, "floor \(f): rebuilt region differs")
            #expect(rebuilt[f].closedDoors == direct.closedDoors && router.closedDoors[f] == direct.closedDoors, "floor \(f): closed doors differ")
        }
        if clearance >= 0.45 { #expect(router.closedDoors.contains { !$0.isEmpty }, "the wide clearance closes no door: no closed door compared") }
        #expect(router.freeSpaceStore.builtFloors != nil, "the rebuilt regions are not kept")
    }
}
