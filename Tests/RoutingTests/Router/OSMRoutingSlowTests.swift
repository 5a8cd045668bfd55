import Foundation
import IndoorGeometry
import Testing
@testable import Routing
import TestSupport

/// Routing on OpenStreetMap SIT venues: Gare de l'Est's corridors and areas (unwalled, so open to each
/// other along shared edges) and its entrances.
@Suite("OSM routing Slow", .sharedOSMVenue, .tags(.slow))
struct OSMRoutingSlowTests {
    static func router() throws -> VenueRouter { try VenueRouter(venue: try VenueLoader.load(path: SharedVenues.gareDeLEst)) }

    func route(_ r: VenueRouter, _ from: String, _ to: String) throws -> RouteResult {
        r.route(from: try PlaceResolver.resolve(.reference(from), in: r.venue), to: try PlaceResolver.resolve(.reference(to), in: r.venue), profile: .default)
    }

    @Test func hallsOfTheGroundFloorAreJoinedThroughUnwalledCorridors() throws {
        let r = try Self.router()
        let found = try route(r, "Hall Alsace", "Hall Saint-Martin")
        #expect(found.status == .found)
        let a = try #require(r.venue.spaces.first { $0.names.first == "Hall Alsace" })
        let b = try #require(r.venue.spaces.first { $0.names.first == "Hall Saint-Martin" })
        let straight = IMDFLikePoints.inside(a).distance(to: IMDFLikePoints.inside(b))
        #expect(found.distance >= straight * 0.5, "a route is at least as long as a fair share of the crow's flight")
        #expect(found.legs.allSatisfy { r.venue.floors[$0.floor].id == "0" })
    }

    /// With a thin walker (5 cm clearance, so that the volunteers' slivers between neighbouring polygons
    /// do not count as walls), the public corridors and areas of the ground floor form one walkable whole.
    @Test func corridorsAndAreasOfTheGroundFloorReachEachOther() throws {
        let r = try VenueRouter(venue: try VenueLoader.load(path: SharedVenues.gareDeLEst), key: RouterKey(clearance: 0.05))
        let start = try PlaceResolver.resolve(.reference("Hall Central"), in: r.venue)
        let open = r.venue.spaces.indices.filter {
            let s = r.venue.spaces[$0]
            return s.kind != .room && !s.isRestricted && r.venue.floors[s.floorIndex].id == "0"
        }
        try #require(open.count > 15)
        var found = 0
        for b in open where r.route(from: start, to: PlaceResolver.place(space: b, in: r.venue), profile: .default).status == .found { found += 1 }
        #expect(found >= open.count - 1, "\(found) of \(open.count) public corridors and areas reached from Hall Central")
    }

    @Test func theNearestEntranceIsAnEntranceNode() throws {
        let r = try Self.router()
        let from = try PlaceResolver.resolve(.reference("Hall Central"), in: r.venue)
        let entrances = PlaceResolver.places(ofKind: "entrance", in: r.venue)
        #expect(entrances.filter { $0.label.hasPrefix("entrance node/") }.count == 16, "every entrance node is an entrance")
        let best = entrances.map { r.route(from: from, to: $0, profile: .default) }.filter { $0.status == .found }
        #expect(!best.isEmpty)
    }

    @Test("rooms of one level without door nodes are answered through the inference rules, which the route lists")
    func doorlessRoomsAreAnswered() throws {
        let v = try VenueLoader.load(path: SharedVenues.gareDeLEst)
        let strict = try VenueLoader.load(path: SharedVenues.gareDeLEst, inference: .strict)
        let inferred = try VenueRouter(venue: v), asRead = try VenueRouter(venue: strict)
        // Named rooms of level 0, in source order.
        let rooms = v.spaces.indices.filter { v.spaces[$0].kind == .room && !v.spaces[$0].names.isEmpty && v.floors[v.spaces[$0].floorIndex].ordinal == 0 }
        try #require(rooms.count >= 10)
        var answered = 0, answeredAsRead = 0, pairs = 0
        for (a, b) in zip(rooms.prefix(10), rooms.suffix(10)) where a != b {
            pairs += 1
            let from = PlaceResolver.place(label: v.spaces[a].id, spaces: [a], venue: v)
            let to = PlaceResolver.place(label: v.spaces[b].id, spaces: [b], venue: v)
            let r = inferred.route(from: from, to: to, profile: .default)
            if r.status == .found {
                answered += 1
                #expect(!RouteInferences.used(by: r, in: v).isEmpty, "\(v.spaces[a].names) → \(v.spaces[b].names) relies on nothing inferred")
            }
            let fromStrict = PlaceResolver.place(label: strict.spaces[a].id, spaces: [a], venue: strict)
            let toStrict = PlaceResolver.place(label: strict.spaces[b].id, spaces: [b], venue: strict)
            if asRead.route(from: fromStrict, to: toStrict, profile: .default).status == .found { answeredAsRead += 1 }
        }
        print("OSM Gare de l'Est: \(answered) of \(pairs) room pairs of level 0 answered with inference, \(answeredAsRead) as read")
        #expect(answered >= pairs - 1 && answeredAsRead < answered)
    }
}

/// A point inside a space for distance sanity checks.
enum IMDFLikePoints {
    static func inside(_ s: Space) -> Point { s.polygon.labelPoint().point }
}
