import Foundation
import IndoorGeometry
import Testing
import TestSupport

@testable import Routing

/// The inference rules on generated venues that leave out what real exports leave out (doorless shops, no
/// openings at all, no outdoor floor): what is inferred, how many routes are answered, and that routes cross
/// walls only through doors and inferred openings.
@Suite struct VenueInferenceTests {
    static func venue(_ defects: GeneratorDefects, format: GeneratorOptions.Format, inference: VenueInference = .default) throws -> Venue {
        var o = GeneratorOptions(format: format, buildings: 2, floors: 3, roomsPerFloor: 12, seed: 5)
        o.defects = defects
        return try VenueLoader.read(VenueGenerator.source(o), inference: inference)
    }

    @Test("a clean generated venue infers nothing and routes as read strictly", arguments: GeneratorOptions.Format.allCases)
    func cleanVenueInfersNothing(format: GeneratorOptions.Format) throws {
        let v = try Self.venue(GeneratorDefects(), format: format)
        let strict = try Self.venue(GeneratorDefects(), format: format, inference: .strict)
        // Nothing is added; the only assumptions listed are the reader's stacked shafts (IMDF draws a
        // stairwell as one unit per level), one per connection it joined.
        #expect(v.inferences.allSatisfy { $0.kind == .stackedConnection }, "\(v.inferences.map(\.message))")
        #expect(v.inferences.map(\.id) == v.connections.filter(\.isInferred).map(\.id))
        #expect(strict.inferences.isEmpty)
        #expect(v.doors.count == strict.doors.count)
    }

    @Test("a route through stairs the reader stacked from one unit per level lists the stacked connection")
    func stackedConnectionsAreListedByRoutes() throws {
        let v = try Self.venue(GeneratorDefects(), format: .imdf)
        let stacked = Set(v.inferences.filter { $0.kind == .stackedConnection }.map(\.id))
        try #require(!stacked.isEmpty, "the generated IMDF venue draws its shafts as stacked units")
        let pairs = InferenceRouting.pairs(v, count: 200, seed: 3).filter { v.spaces[$0.0].floorIndex != v.spaces[$0.1].floorIndex }
        try #require(pairs.count >= 20)
        var through = 0
        for o in try InferenceRouting.route(v, pairs: pairs) where o.route.status == .found {
            let used = Set(RouteInferences.used(by: o.route, in: v).filter { $0.kind == .stackedConnection }.map(\.id))
            var taken = Set<String>()
            for case let .connection(c) in o.route.steps where stacked.contains(c.id) { taken.insert(c.id) }
            #expect(used == taken, "listed \(used), taken \(taken)")
            through += taken.isEmpty ? 0 : 1
        }
        #expect(through >= 10, "only \(through) routes took a stacked connection")
    }

    @Test("doorless shops are opened across their fronts and answered", arguments: GeneratorOptions.Format.allCases)
    func doorlessShops(format: GeneratorOptions.Format) throws {
        let defects = GeneratorDefects(doorlessShops: true)
        let v = try Self.venue(defects, format: format)
        let strict = try Self.venue(defects, format: format, inference: .strict)
        let shops = v.spaces.indices.filter { v.spaces[$0].names.first?.hasPrefix("Shop ") == true }
        try #require(!shops.isEmpty)
        // IMDF: every shop (retail) is opened across its front. MVF: the generator's walls stop where the
        // dropped doors were, so each shop keeps a doorway in its walls and nothing needs inferring.
        for s in shops {
            let opened = v.inferences.contains { $0.kind == .openFront && $0.spaceIDs.first == v.spaces[s].id }
            #expect(opened == (format == .imdf), "\(v.spaces[s].names): open front inferred: \(opened)")
        }
        let pairs = InferenceRouting.pairs(v, count: 600, seed: 11).filter { shops.contains($0.0) || shops.contains($0.1) }
        try #require(pairs.count >= 20)
        let inferred = try InferenceRouting.route(v, pairs: pairs)
        let asRead = try InferenceRouting.route(strict, pairs: pairs)
        let answered = inferred.filter { $0.route.status == .found }.count
        #expect(answered == pairs.count, "\(answered) of \(pairs.count) pairs with a shop answered")
        if format == .imdf {
            #expect(asRead.filter { $0.route.status == .found }.count < answered)
            // Every answered route that ends or starts at a shop says what it assumed.
            for o in inferred where o.route.status == .found {
                #expect(RouteInferences.used(by: o.route, in: v).contains { $0.kind == .openFront })
                #expect(InferenceRouting.wallCrossings(o.route, in: v).isEmpty)
            }
        }
    }

    @Test("a building without openings: stairs and elevators are opened, rooms approached at their edges", arguments: [GeneratorOptions.Format.imdf])
    func noOpenings(format: GeneratorOptions.Format) throws {
        let defects = GeneratorDefects(noOpenings: true)
        let v = try Self.venue(defects, format: format)
        let strict = try Self.venue(defects, format: format, inference: .strict)
        #expect(strict.doors.isEmpty)
        let vertical = v.inferences.filter { $0.kind == .verticalOpening }
        let stairsAndElevators = v.spaces.filter { $0.verticalType != nil && !v.floors[$0.floorIndex].isOutdoor }
        #expect(vertical.count == stairsAndElevators.count, "\(vertical.count) openings for \(stairsAndElevators.count) stairs and elevators")
        #expect(vertical.allSatisfy { ($0.width ?? 0) >= VenueInference.default.minimumOpeningWidth - 1e-9 })
        #expect(vertical.allSatisfy { ($0.width ?? .infinity) <= VenueInference.default.verticalOpeningWidth + 1e-9 })
        let pairs = InferenceRouting.pairs(v, count: 150, seed: 12).filter {
            v.floors[v.spaces[$0.0].floorIndex].buildingIndex == v.floors[v.spaces[$0.1].floorIndex].buildingIndex
        }
        let inferred = try InferenceRouting.route(v, pairs: pairs)
        let asRead = try InferenceRouting.route(strict, pairs: pairs)
        let answered = inferred.filter { $0.route.status == .found }.count
        #expect(asRead.allSatisfy { $0.route.status != .found })
        #expect(Double(answered) >= 0.95 * Double(pairs.count), "\(answered) of \(pairs.count) same-building pairs answered")
        // Walls are crossed only through the inferred openings (no drawn door exists here).
        for o in inferred where o.route.status == .found {
            let through = InferenceRouting.wallCrossings(o.route, in: v)
            #expect(through.isEmpty, "a route crosses a wall away from any opening at \(through.prefix(3))")
        }
        // The check sees walls: without the inferred openings, the same routes cross walls.
        var doorless = v
        doorless.doors.removeAll()
        #expect(inferred.contains { $0.route.status == .found && !InferenceRouting.wallCrossings($0.route, in: doorless).isEmpty })
    }

    @Test("a campus without an outdoor floor gets outdoor ground and its entrances", arguments: GeneratorOptions.Format.allCases)
    func noOutdoorFloor(format: GeneratorOptions.Format) throws {
        let defects = GeneratorDefects(noOutdoorFloor: true)
        let v = try Self.venue(defects, format: format)
        let strict = try Self.venue(defects, format: format, inference: .strict)
        #expect(!strict.floors.contains { $0.isOutdoor })
        #expect(v.floors.filter { $0.isOutdoor }.map(\.id) == [VenueInference.outdoorFloorID])
        let entrances = v.inferences.filter { $0.kind == .entrance }
        #expect(entrances.count == strict.doors.filter { $0.flags.contains(.outdoors) }.count && !entrances.isEmpty)
        let pairs = InferenceRouting.pairs(v, count: 120, seed: 13).filter {
            v.floors[v.spaces[$0.0].floorIndex].buildingIndex != v.floors[v.spaces[$0.1].floorIndex].buildingIndex
        }
        try #require(pairs.count >= 20)
        let inferred = try InferenceRouting.route(v, pairs: pairs)
        let asRead = try InferenceRouting.route(strict, pairs: pairs)
        let answered = inferred.filter { $0.route.status == .found }
        #expect(asRead.allSatisfy { $0.route.status != .found })
        #expect(Double(answered.count) >= 0.95 * Double(pairs.count), "\(answered.count) of \(pairs.count) cross-building pairs answered")
        for o in answered {
            let kinds = Set(RouteInferences.used(by: o.route, in: v).map(\.kind))
            #expect(kinds.contains(.outdoorGround) && kinds.contains(.entrance), "\(kinds)")
        }
    }

    /// IMDF and MVF only: OpenStreetMap has one level per `level` value, so the OSM twin draws the storey as one.
    @Test("a ground floor drawn as two levels at one ordinal is walked across; its shops are answered", arguments: [GeneratorOptions.Format.imdf, .mvf])
    func sameOrdinalLevels(format: GeneratorOptions.Format) throws {
        let defects = GeneratorDefects(sameOrdinalLevels: true)
        let v = try Self.venue(defects, format: format)
        let strict = try Self.venue(defects, format: format, inference: .strict)
        // Each building's ground floor is two levels at ordinal 0.
        let split = v.floors.indices.filter { f in
            !v.floors[f].isOutdoor
                && v.floors.indices.contains { g in
                    g != f && v.floors[g].buildingIndex == v.floors[f].buildingIndex && v.floors[g].ordinal == v.floors[f].ordinal
                }
        }
        #expect(split.count == 2 * v.buildings.count)
        let passages = v.inferences.filter { $0.kind == .levelPassage }
        #expect(!passages.isEmpty)
        // Every passage joins a walkway of one level to a space of another level of the same storey.
        for e in passages {
            let d = try #require(v.doors.first { $0.id == e.id })
            let floors = Set(d.anchors.map(\.floorIndex))
            #expect(floors.count == 2 && Set(floors.map { v.floors[$0].ordinal }).count == 1)
            #expect(d.spaceIndices.contains { VenueInference.isCirculation($0, in: v) })
        }
        let sub = Set(split.filter { v.floors[$0].name.hasSuffix(" Shops") })
        let pairs = InferenceRouting.pairs(v, count: 600, seed: 15).filter {
            sub.contains(v.spaces[$0.0].floorIndex) || sub.contains(v.spaces[$0.1].floorIndex)
        }
        try #require(pairs.count >= 30)
        let inferred = try InferenceRouting.route(v, pairs: pairs)
        let asRead = try InferenceRouting.route(strict, pairs: pairs)
        let answered = inferred.filter { $0.route.status == .found }
        #expect(Double(answered.count) >= 0.95 * Double(pairs.count), "\(answered.count) of \(pairs.count) pairs with an end on a second level answered")
        // IMDF draws no walls and no opening between the levels: as read, the shops and the second level are cut
        // off. MVF's doors of rooms facing the other level join the two, and its walls keep gaps at dropped doors.
        if format == .imdf { #expect(asRead.filter { $0.route.status == .found }.count < answered.count) }
        // Routes between the two levels of a storey say so when they cross where no opening is mapped.
        let across = answered.filter { o in
            o.route.connections.contains { c in c.type == .door && c.id.hasPrefix("inferred:level:") }
        }
        #expect(!across.isEmpty)
        for o in across { #expect(RouteInferences.used(by: o.route, in: v).contains { $0.kind == .levelPassage }) }
        for o in answered { #expect(InferenceRouting.wallCrossings(o.route, in: v).isEmpty) }
        // A passage between levels of one storey is not a way into the building.
        for e in passages { #expect(!(v.doors.first { $0.id == e.id }?.isEntrance(in: v) ?? true)) }
    }

    @Test("a station without an outdoor floor still gets an entrance per building: passages between its levels do not count")
    func sameOrdinalLevelsWithoutOutdoors() throws {
        let v = try Self.venue(GeneratorDefects(noOutdoorFloor: true, sameOrdinalLevels: true), format: .imdf)
        let entered = Set(v.doors.filter { $0.isEntrance(in: v) }.compactMap { d in d.anchors.compactMap { v.floors[$0.floorIndex].buildingIndex }.first })
        #expect(entered == Set(v.buildings.indices))
        #expect(v.inferences.contains { $0.kind == .levelPassage } && v.inferences.contains { $0.kind == .outdoorGround })
    }

    @Test("--strict reads the source as written")
    func strictIsTheSource() throws {
        let defects = GeneratorDefects(doorlessShops: true, noOutdoorFloor: true)
        var o = GeneratorOptions(format: .imdf, buildings: 2, floors: 2, roomsPerFloor: 10, seed: 3)
        o.defects = defects
        let read = try VenueLoader.read(VenueGenerator.source(o), inference: .strict)
        let direct = try IMDFReader.read(VenueGenerator.source(o))
        #expect(read.inferences.isEmpty)
        #expect(read.doors == direct.doors && read.spaces == direct.spaces && read.floors == direct.floors)
    }

    @Test("with the floor-change penalty no route on a generated campus visits a floor twice", arguments: GeneratorOptions.Format.allCases)
    func floorsVisitedOnce(format: GeneratorOptions.Format) throws {
        let v = try VenueLoader.read(VenueGenerator.source(GeneratorOptions(format: format, buildings: 2, floors: 4, roomsPerFloor: 12, seed: 8)))
        let pairs = InferenceRouting.pairs(v, count: 200, seed: 14)
        let routes = try InferenceRouting.route(v, pairs: pairs)
        let found = routes.filter { $0.route.status == .found }
        #expect(found.count == pairs.count)
        let revisits = found.filter { InferenceRouting.revisitsAFloor($0.route) }
        #expect(revisits.isEmpty, "\(revisits.count) of \(found.count) routes visit a floor twice")
        // The penalty is in the cost, never in the duration.
        for o in found {
            let changes = o.route.connections.filter { $0.type != .door && $0.floorsCrossed > 0 }.count
            let seconds = o.route.steps.reduce(0.0) { t, s in
                switch s {
                case let .walk(leg): return t + leg.distance / RoutingProfile.default.walkingSpeed
                case let .connection(c): return t + c.seconds
                }
            }
            #expect(abs(o.route.duration - seconds) < 1e-6)
            let penalty = Double(changes) * RoutingProfile.default.floorChangePenalty * RoutingProfile.default.walkingSpeed
            #expect(abs(o.route.cost - (o.route.duration * RoutingProfile.default.walkingSpeed + penalty)) < 1e-6)
        }
    }
}
