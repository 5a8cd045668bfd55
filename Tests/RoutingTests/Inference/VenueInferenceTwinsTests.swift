import Foundation
import IndoorGeometry
import Testing
import TestSupport

@testable import Routing

/// The reading rules on generated twins of real drawing styles (``GeneratorDefects``: open-plan offices,
/// nested stores, shops drawn on top of corridors, duplicate building outlines, export categories): the
/// rooms are answered, each passage and overlap is listed, routes cross walls only at doors, inferred
/// openings and listed passages.
@Suite struct VenueInferenceTwinsTests {
    static func venue(_ defects: GeneratorDefects, format: GeneratorOptions.Format, inference: VenueInference = .default) throws -> Venue {
        var o = GeneratorOptions(format: format, buildings: 2, floors: 2, roomsPerFloor: 20, seed: 7)
        o.defects = defects
        return try VenueLoader.read(VenueGenerator.source(o), inference: inference)
    }

    /// Routes 300 seeded pairs of public rooms (any floors) and checks every answered route: walls crossed
    /// only at doors and inferred openings, each passage it takes listed among its inferred elements.
    /// - Returns: how many were answered, and how many took a passage.
    static func routeAll(_ v: Venue) throws -> (pairs: Int, answered: Int, throughRoom: Int) {
        let pairs = InferenceRouting.pairs(v, count: 300, seed: 11, differentFloors: false)
        var answered = 0, throughRoom = 0
        for o in try InferenceRouting.route(v, pairs: pairs) where o.route.status == .found {
            answered += 1
            #expect(InferenceRouting.wallCrossings(o.route, in: v).isEmpty, "\(v.spaces[o.from].id) → \(v.spaces[o.to].id) walks through a wall")
            let passages = o.route.steps.compactMap { step -> String? in
                if case let .connection(c) = step, c.id.hasPrefix("inferred:through-room:") { return c.id }
                return nil
            }
            let listed = Set(RouteInferences.used(by: o.route, in: v).filter { $0.kind == .throughRoom }.map(\.id))
            #expect(Set(passages) == listed)
            throughRoom += passages.isEmpty ? 0 : 1
        }
        return (pairs.count, answered, throughRoom)
    }

    /// The doorless walled spaces that share less than the minimum opening with every walkway: the ones
    /// only other rooms lead to.
    static func behindOtherRooms(_ v: Venue) -> [Int] {
        let passages = v.doors.filter(\.passesThroughWall)
        return v.spaces.indices.filter { i in
            let s = v.spaces[i]
            guard s.isWalkable, s.boundaryIsWall, s.verticalType == nil, s.approachPoint == nil else { return false }
            let doored = v.doors.contains { !$0.passesThroughWall && $0.inference == nil && $0.spaceIndices.contains(i) }
            let opened = v.doors.contains { $0.inference == .openFront && $0.spaceIndices.first == i }
            return !doored && !opened && passages.contains { $0.spaceIndices.contains(i) }
        }
    }

    @Test("open-plan offices: every cubicle behind an office is reached through it, and every room is answered")
    func openPlan() throws {
        let v = try Self.venue(GeneratorDefects(openPlan: true), format: .imdf)
        let strict = try Self.venue(GeneratorDefects(openPlan: true), format: .imdf, inference: .strict)
        let cubicles = v.spaces.indices.filter { v.spaces[$0].names.first?.contains("-") == true && v.spaces[$0].category == "office" }
        try #require(cubicles.count >= 10)
        for c in cubicles {
            // Each cubicle's passage leads into its office or a neighbouring cubicle, never into a corridor.
            let passages = v.inferences.filter { $0.kind == .throughRoom && $0.spaceIDs.contains(v.spaces[c].id) }
            #expect(!passages.isEmpty, "\(v.spaces[c].names)")
            #expect(v.spaces[c].approachPoint == nil)
        }
        let r = try Self.routeAll(v), s = try Self.routeAll(strict)
        print("open-plan twin: \(r.answered) of \(r.pairs) answered (\(s.answered) as read), \(r.throughRoom) through a room")
        #expect(r.answered == r.pairs && r.throughRoom > 0)
    }

    @Test("nested stores: stores behind or inside other stores are reached through them", arguments: [GeneratorOptions.Format.imdf, .osm])
    func nestedRooms(format: GeneratorOptions.Format) throws {
        let v = try Self.venue(GeneratorDefects(nestedRooms: true), format: format)
        let nested = v.spaces.indices.filter { i in
            guard let n = v.spaces[i].names.first else { return false }
            return n.hasSuffix(" Back") || n.hasSuffix(" Inner")
        }
        try #require(nested.count >= 6)
        for i in nested {
            #expect(v.inferences.contains { $0.kind == .throughRoom && $0.spaceIDs.contains(v.spaces[i].id) }, "\(v.spaces[i].names)")
        }
        let r = try Self.routeAll(v)
        print("nested-rooms twin (\(format)): \(r.answered) of \(r.pairs) answered, \(r.throughRoom) through a room")
        #expect(Double(r.answered) >= 0.97 * Double(r.pairs))
    }

    @Test("shops drawn on top of corridors: each is listed as an overlap and opened where it lies inside", arguments: [GeneratorOptions.Format.imdf, .osm])
    func overlappingRooms(format: GeneratorOptions.Format) throws {
        let v = try Self.venue(GeneratorDefects(overlappingRooms: true), format: format)
        let drawnOnTop = v.spaces.indices.filter { i in
            guard let n = v.spaces[i].names.first else { return false }
            return n.hasPrefix("Kiosk ") || n.hasPrefix("Boutique ")
        }
        try #require(drawnOnTop.count >= 6)
        for i in drawnOnTop {
            let id = v.spaces[i].id
            #expect(v.inferences.contains { $0.kind == .overlap && $0.spaceIDs.first == id }, "\(v.spaces[i].names): no overlap listed")
            // Entered across the part of its outline inside the corridor, so routes end inside it: an open
            // front for a shop (IMDF retail), else a passage (the OSM twin tags no shop=*).
            let opened = v.doors.contains { ($0.inference == .openFront || $0.passesThroughWall) && $0.spaceIndices.contains(i) }
            #expect(opened, "\(v.spaces[i].names): not entered")
            #expect(v.spaces[i].approachPoint == nil || format != .imdf)
        }
        let r = try Self.routeAll(v)
        print("overlapping-rooms twin (\(format)): \(r.answered) of \(r.pairs) answered")
        #expect(r.answered == r.pairs)
    }

    @Test("export categories: walkway_sta is a walkway, store_sta a shop; one warning per name, xyzzy kept")
    func exportCategories() throws {
        let v = try Self.venue(GeneratorDefects(exportCategories: true), format: .imdf)
        let read = Dictionary(uniqueKeysWithValues: v.inferences.filter { $0.kind == .categoryRead }.map { ($0.id, $0) })
        for name in ["walkway_sta", "store_sta", "accessible restroom", "information desk", "ticket office"] {
            #expect(read["inferred:category:\(name)"] != nil, "\(name) not read")
            #expect(v.warnings.filter { $0.code == "category-read" && $0.subject == name }.count == 1)
        }
        #expect(read["inferred:category:xyzzy"] == nil)
        #expect(v.spaces.contains { $0.category == "xyzzy" })
        #expect(!v.spaces.contains { $0.category == "walkway_sta" || $0.category == "store_sta" })
        let r = try Self.routeAll(v)
        print("export-categories twin: \(r.answered) of \(r.pairs) answered")
        #expect(r.answered == r.pairs)
    }

    @Test("duplicate building outlines: a floor named by its level value is the one with spaces")
    func duplicateBuildings() throws {
        let v = try Self.venue(GeneratorDefects(duplicateBuildings: true), format: .osm)
        let names = Dictionary(grouping: v.buildings.indices, by: { v.buildings[$0].name })
        try #require(names.values.contains { $0.count > 1 }, "the twin outlines were not read")
        for s in v.spaces where s.isHitTestable && !v.floors[s.floorIndex].isOutdoor {
            let p = s.polygon.labelPoint().point
            #expect(try v.floorIndex(matching: String(v.floors[s.floorIndex].ordinal), at: p) == s.floorIndex, "\(s.id)")
        }
    }
}
