import Foundation
import IndoorGeometry
import Testing
import TestSupport

@testable import Routing

/// `RouteGeoJSON.write(…into:)` writes, byte for byte, what ``RouteDocument/encoder`` writes of
/// `RouteGeoJSON.featureCollection(…)`: on seeded routes of the sample campus, with and without
/// simplification, with labels that need escapes, and on the real venues, whose routes rely on inferred
/// elements (legs, connections, approaches and the summary's `inferred`).
@Suite struct RouteDocumentBytesTests {
    /// The README's sample campus, generated in memory.
    static let venue: Venue = {
        do {
            return try MVFReader.read(VenueGenerator.source(GeneratorOptions(seed: 1)))
        } catch {
            fatalError("generated venue must read: \(error)")
        }
    }()

    /// The documents of both writers for `route`, and the number of inferred elements it relies on.
    static func documents(
        _ route: RouteResult, venue: Venue, index: RouteInferenceIndex, from: String, to: String, profileName: String = "default",
        simplify: Double? = nil
    ) throws -> (bytes: [UInt8], collection: [UInt8]) {
        let collection = RouteGeoJSON.featureCollection(
            route, venue: venue, from: from, to: to, profileName: profileName, simplify: simplify, inferences: index)
        var bytes: [UInt8] = Array("prefix".utf8)
        try RouteGeoJSON.write(route, venue: venue, from: from, to: to, profileName: profileName, simplify: simplify, inferences: index, into: &bytes)
        #expect(bytes.starts(with: Array("prefix".utf8)))
        return (Array(bytes.dropFirst(6)), try RouteDocument.encoder.bytes(collection))
    }

    /// Compares both writers on the found routes between `count` seeded room pairs of `venue`; returns how
    /// many routes were found and how many of them rely on an inferred element.
    static func compare(_ venue: Venue, count: Int, seed: UInt64) throws -> (found: Int, inferred: Int) {
        let index = RouteInferenceIndex(venue: venue)
        let pairs = InferenceRouting.pairs(venue, count: count, seed: seed, differentFloors: false)
        var found = 0, inferred = 0
        for (k, o) in try InferenceRouting.route(venue, pairs: pairs).enumerated() where o.route.status == .found {
            found += 1
            if !RouteInferences.used(by: o.route, in: venue, index: index).isEmpty { inferred += 1 }
            let from = venue.spaces[o.from].names.first ?? venue.spaces[o.from].id
            let simplify: Double? = k % 3 == 0 ? 0.5 : nil
            let profile = k % 2 == 0 ? "default" : "accessible"
            let (a, b) = try documents(o.route, venue: venue, index: index, from: from, to: venue.spaces[o.to].id, profileName: profile, simplify: simplify)
            #expect(a == b, "pair \(k) (\(o.from) → \(o.to)): \(String(decoding: a, as: UTF8.self)) vs \(String(decoding: b, as: UTF8.self))")
        }
        return (found, inferred)
    }

    @Test("sample campus: the bytes are the encoder's text of the collection, route by route")
    func sampleCampus() throws {
        let r = try Self.compare(Self.venue, count: 60, seed: 41)
        #expect(r.found >= 30, "\(r)")
    }

    @Test("labels with quotes, backslashes, controls and U+2028 are escaped as the encoder escapes them")
    func escapedLabels() throws {
        let index = RouteInferenceIndex(venue: Self.venue)
        let pairs = InferenceRouting.pairs(Self.venue, count: 5, seed: 42)
        let o = try #require(try InferenceRouting.route(Self.venue, pairs: pairs).first { $0.route.status == .found })
        let (a, b) = try Self.documents(o.route, venue: Self.venue, index: index, from: "Room \"A\"\\\n\u{1}", to: "Hall\u{2028}B — é", profileName: "x\ty")
        #expect(a == b)
        #expect(String(decoding: a, as: UTF8.self).contains("Room \\\"A\\\"\\\\\\n\\u0001"))
    }

    @Test("a NaN in the route: both writers refuse it, and the bytes leave the output as it was")
    func notFinite() throws {
        let index = RouteInferenceIndex(venue: Self.venue)
        let pairs = InferenceRouting.pairs(Self.venue, count: 5, seed: 43)
        var route = try #require(try InferenceRouting.route(Self.venue, pairs: pairs).first { $0.route.status == .found }).route
        route.duration = .nan
        var out: [UInt8] = [1, 2, 3]
        #expect(throws: JSONWriteError.self) {
            try RouteGeoJSON.write(route, venue: Self.venue, from: "a", to: "b", profileName: "default", inferences: index, into: &out)
        }
        #expect(out == [1, 2, 3])
        let collection = RouteGeoJSON.featureCollection(route, venue: Self.venue, from: "a", to: "b", profileName: "default", inferences: index)
        #expect(throws: JSONWriteError.self) { try RouteDocument.encoder.bytes(collection) }
    }

    @Suite(.sharedVenues, .tags(.slow)) struct Slow {
        @Test("Pacific U and SPbPU: the same bytes, on routes that rely on inferred elements too")
        func realVenues() throws {
            for (path, seed) in [(SharedVenues.pacificFolder, UInt64(44)), (SharedVenues.spbstuFolder, UInt64(45))] {
                let v = try VenueLoader.load(path: path)
                let r = try RouteDocumentBytesTests.compare(v, count: 120, seed: seed)
                print("route document bytes \(path.split(separator: "/").last ?? ""): \(r)")
                #expect(r.found >= 60, "\(path): \(r)")
                #expect(r.inferred > 0, "\(path): no route relies on an inferred element, so those members went untested")
            }
        }
    }
}
