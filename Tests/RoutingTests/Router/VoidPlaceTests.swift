import IndoorGeometry
import Testing
@testable import Routing

/// A void (an opening to the floor below) is no place to go: naming it is a clear error, not "not within
/// 2 m of walkable space", and a location that also covers real spaces keeps only those.
@Suite struct VoidPlaceTests {
    /// A hall beside an atrium void and a shop; a location "Atrium level" anchored to the void and the hall.
    static func venue() -> Venue {
        var v = HandMadeVenue.venue()
        v.spaces = [
            HandMadeVenue.unit("hall", "walkway", 0, 0, 20, 4, name: "Hall"),
            HandMadeVenue.unit("atrium", "opentobelow", 0, 4, 8, 12, name: "Atrium"),
            HandMadeVenue.unit("shop", "retail", 8, 4, 20, 12, name: "Shop")
        ]
        v.doors = [HandMadeVenue.opening("d-shop", (12, 4), (14, 4), spaces: [0, 2])]
        v.destinations = [Destination(id: "loc-atrium", name: "Atrium level", spaceIndices: [1, 0])]
        return v
    }

    @Test("a void by id or by name: an error saying it is an opening to the floor below")
    func voidIsNoPlace() throws {
        let v = Self.venue()
        for query in [PlaceQuery.reference("Atrium"), .spaceID("atrium"), .reference("atrium")] {
            #expect(throws: PlaceResolutionError.void("Atrium"), "\(query)") {
                try PlaceResolver.resolve(query, in: v)
            }
            #expect(throws: PlaceResolutionError.void("Atrium")) { try PlaceDirectory(venue: v).resolve(query) }
        }
        let message = PlaceResolutionError.void("Atrium").description
        #expect(message == "'Atrium' is an opening to the floor below (a void), not a place one can go")
    }

    @Test("a location over a void and a hall resolves to the hall only, and routes")
    func locationKeepsItsRealSpaces() throws {
        let v = Self.venue()
        let place = try PlaceResolver.resolve(.reference("Atrium level"), in: v)
        #expect(place.spaceIndices == [0])
        #expect(place.points.count == 1)
        let router = try VenueRouter(venue: v)
        let r = router.route(from: try PlaceResolver.resolve(.reference("Shop"), in: v), to: place, profile: .default)
        #expect(r.status == .found)
    }
}
