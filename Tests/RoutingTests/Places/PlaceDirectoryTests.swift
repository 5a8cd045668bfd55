import IndoorGeometry
import Testing
import TestSupport

@testable import Routing

/// ``PlaceDirectory`` answers every query exactly as ``PlaceResolver`` does on the same venue (its scans are
/// the oracle): every space id, location id and name, in the forms a user types (reference, typed id,
/// name, other case, padded), and queries that name nothing, whose errors (with suggestions) must match too;
/// both the directory hashed on the venue and the one over a prebuilt file's stored index.
@Suite struct PlaceDirectoryTests {
    /// The directory hashed on `venue`, and the one over the index of a prebuilt file of `venue`.
    static func directories(_ venue: Venue) throws -> [(String, PlaceDirectory)] {
        var w = PrebuiltWriter()
        w.add(venue: venue, inference: .default)
        PrebuiltPlaceIndex.add(venue, to: &w)
        let file = try PrebuiltFile(storage: MappedFile(copying: w.fileBytes(engineVersion: "test", sourcePath: nil, sourceChecksum: 0), path: "t.indoor"))
        let opened = try file.venue()
        #expect(try PrebuiltPlaceIndex(file: file, venue: opened) != nil, "the file stores its index")
        return [("hashed", PlaceDirectory(venue: venue)), ("stored", try PlaceDirectory.prebuilt(venue: opened, file: file))]
    }

    /// Resolves `query` both ways: the same place, or the same error.
    static func agree(_ query: PlaceQuery, _ venue: Venue, _ directory: PlaceDirectory) -> Bool {
        let scanned = Result { () throws(PlaceResolutionError) in try PlaceResolver.resolve(query, in: venue) }
        let looked = Result { () throws(PlaceResolutionError) in try directory.resolve(query) }
        return scanned == looked
    }

    /// Every query form over all of `venue`'s ids and names, and a few that name nothing; the queries that disagree.
    static func disagreements(_ venue: Venue, _ directory: PlaceDirectory) -> [PlaceQuery] {
        var queries: [PlaceQuery] = []
        for s in venue.spaces {
            queries += [.reference(s.id), .spaceID(s.id), .reference(" \(s.id) "), .locationID(s.id)]
            for name in s.names { queries += [.reference(name), .name(name), .name(name.uppercased())] }
        }
        for d in venue.destinations {
            queries += [.reference(d.id), .locationID(d.id), .spaceID(d.id), .reference(d.name), .name(d.name.lowercased()), .name(d.name.uppercased())]
        }
        queries += [.reference("no such place"), .spaceID(""), .name("ROOM"), .reference("Hall"), .locationID("loc_none")]
        return queries.filter { !agree($0, venue, directory) }
    }

    /// Kinds and categories of `venue` whose places differ between the directory and ``PlaceResolver``.
    static func kindDisagreements(_ venue: Venue, _ directory: PlaceDirectory) -> [String] {
        var kinds: Set<String> = ["exit", "entrance", "elevator", "stairs", "room", "restroom", "nothing-here"]
        for d in venue.destinations { kinds.formUnion(d.categories) }
        for s in venue.spaces { kinds.formUnion([s.category, s.kind.description].compactMap { $0 }) }
        return kinds.sorted().filter { PlaceResolver.places(ofKind: $0, in: venue) != directory.places(ofKind: $0) }
    }

    @Test("the generated sample campus: every id and name resolves as PlaceResolver resolves it")
    func generated() throws {
        for format in [GeneratorOptions.Format.mvf, .imdf] {
            let venue = try VenueLoader.read(VenueGenerator.source(GeneratorOptions(format: format, buildings: 2, floors: 3, roomsPerFloor: 10, seed: 3)))
            #expect(!venue.destinations.isEmpty && venue.spaces.contains { !$0.names.isEmpty }, "the venue has names to look up")
            for (how, directory) in try Self.directories(venue) {
                let wrong = Self.disagreements(venue, directory)
                #expect(wrong.isEmpty, "\(format), \(how): \(wrong.count) queries differ, first \(wrong.prefix(3))")
                #expect(Self.kindDisagreements(venue, directory).isEmpty, "\(format), \(how): places of a kind differ")
            }
        }
    }

    @Test("names shared by several places are ambiguous in both, and the first of duplicate ids wins")
    func duplicates() throws {
        var venue = try VenueLoader.read(VenueGenerator.source(GeneratorOptions(buildings: 1, floors: 2, roomsPerFloor: 8, seed: 9)))
        let rooms = venue.spaces.indices.filter { venue.spaces[$0].kind == .room }
        try #require(rooms.count >= 3)
        venue.spaces[rooms[1]].names = ["Shared", "Shared"]
        venue.spaces[rooms[2]].names = ["Shared"]
        venue.spaces[rooms[2]].id = venue.spaces[rooms[0]].id
        // One name written composed and decomposed: equal as strings, so one key either way.
        venue.spaces[rooms[0]].names = ["Caf\u{E9}"]
        venue.spaces[rooms[1]].names.append("Cafe\u{301}")
        for (how, directory) in try Self.directories(venue) {
            #expect(throws: PlaceResolutionError.self, "\(how)") { try directory.resolve(.name("Shared")) }
            #expect(throws: PlaceResolutionError.self, "\(how)") { try directory.resolve(.name("Caf\u{E9}")) }
            #expect(Self.agree(.name("Shared"), venue, directory), "\(how)")
            #expect(Self.agree(.name("Cafe\u{301}"), venue, directory), "\(how)")
            #expect(try directory.resolve(.spaceID(venue.spaces[rooms[0]].id)).spaceIndices == [rooms[0]], "\(how)")
            #expect(Self.disagreements(venue, directory).isEmpty, "\(how)")
        }
    }

    /// On the real venues (seconds): `swift test --skip Slow` leaves them out.
    @Suite(.sharedVenues, .tags(.slow)) struct Slow {
        @Test("the real venues: every id and name resolves as PlaceResolver resolves it")
        func realVenues() throws {
            for path in [SharedVenues.pacificFolder, SharedVenues.spbstuFolder] {
                let venue = try VenueLoader.load(path: path)
                for (how, directory) in try PlaceDirectoryTests.directories(venue) {
                    let wrong = PlaceDirectoryTests.disagreements(venue, directory)
                    #expect(wrong.isEmpty, "\(path), \(how): \(wrong.count) queries differ, first \(wrong.prefix(3))")
                    let kinds = PlaceDirectoryTests.kindDisagreements(venue, directory)
                    #expect(kinds.isEmpty, "\(path), \(how): places of \(kinds.prefix(5)) differ")
                }
            }
        }
    }
}
