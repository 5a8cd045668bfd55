import Foundation
import Testing
import TestSupport

@testable import IndoorGeometry

@Suite("Prebuilt venue files")
struct PrebuiltVenueTests {
    @Test("the records have the documented sizes")
    func recordSizes() {
        #expect(MemoryLayout<PrebuiltVenueMeta>.stride == 104)
        #expect(MemoryLayout<PrebuiltBuildingRecord>.stride == 16)
        #expect(MemoryLayout<PrebuiltFloorRecord>.stride == 40)
        #expect(MemoryLayout<PrebuiltSpaceRecord>.stride == 80)
        #expect(MemoryLayout<PrebuiltWallRecord>.stride == 32)
        #expect(MemoryLayout<PrebuiltDoorRecord>.stride == 56)
        #expect(MemoryLayout<PrebuiltObstacleRecord>.stride == 16)
        #expect(MemoryLayout<PrebuiltAnchorRecord>.stride == 32)
        #expect(MemoryLayout<PrebuiltConnectionRecord>.stride == 48)
        #expect(MemoryLayout<PrebuiltDestinationRecord>.stride == 32)
        #expect(MemoryLayout<PrebuiltFloorPointRecord>.stride == 24)
        #expect(MemoryLayout<PrebuiltWarningRecord>.stride == 24)
        #expect(MemoryLayout<PrebuiltInferredRecord>.stride == 56)
        #expect(MemoryLayout<PrebuiltCountRecord>.stride == 16)
        #expect(MemoryLayout<Point>.stride == 16)
    }

    @Test("the sample campus comes back field for field, read strictly and with inference", arguments: [true, false])
    func sampleRoundTrip(inferring: Bool) throws {
        let inference: VenueInference = inferring ? .default : .strict
        let venue = try VenueLoader.load(path: PackageFolders.sampleVenue, inference: inference)
        let bytes = PrebuiltTestSupport.bytes(of: venue, inference: inference, sourcePath: PackageFolders.sampleVenue)
        let file = try PrebuiltFile(storage: MappedFile(copying: bytes, path: "sample.indoor"))
        #expect(file.engineVersion == "test")
        #expect(file.sourcePath == PackageFolders.sampleVenue)
        #expect(file.sourceChecksum == 42)
        #expect(try file.venueInference() == PrebuiltInferenceRecord(inference))
        PrebuiltTestSupport.expectSame(try file.venue(), venue)
        #expect(PrebuiltTestSupport.bytes(of: venue, inference: inference, sourcePath: PackageFolders.sampleVenue) == bytes, "writing is deterministic")
    }

    @Test("names that differ only in Unicode normalisation come back with their own bytes")
    func namesKeepTheirBytes() throws {
        var venue = try VenueLoader.read(VenueGenerator.source(GeneratorOptions(format: .mvf, buildings: 1, floors: 1, roomsPerFloor: 8, seed: 3)))
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        #expect(composed == decomposed, "Swift compares them equal: the table must not")
        venue.spaces[0].names = [composed]
        venue.spaces[1].names = [decomposed]
        let back = try PrebuiltTestSupport.open(PrebuiltTestSupport.bytes(of: venue))
        #expect(back.spaces[0].names.map { Array($0.utf8) } == [Array(composed.utf8)])
        #expect(back.spaces[1].names.map { Array($0.utf8) } == [Array(decomposed.utf8)])
    }

    @Test("a file on disk opens mapped and gives the same venue")
    func mappedFile() throws {
        let venue = try VenueLoader.load(path: PackageFolders.sampleVenue)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("prebuilt-\(UUID().uuidString).indoor").path
        defer { try? FileManager.default.removeItem(atPath: path) }  // cleanup only
        try PrebuiltWriter.write(PrebuiltTestSupport.bytes(of: venue), to: path)
        #expect(PrebuiltFile.looksPrebuilt(path: path))
        #expect(!PrebuiltFile.looksPrebuilt(path: PackageFolders.sampleVenue + "/manifest.geojson"))
        let file = try PrebuiltFile(path: path)
        #expect(file.storage.isMapped)
        PrebuiltTestSupport.expectSame(try file.venue(), venue)
        #expect(throws: PrebuiltError.self) { try PrebuiltFile(path: path, expectedEngineVersion: "other") }
    }

    @Test("generated MVF, IMDF and OSM venues come back field for field", arguments: [GeneratorOptions.Format.mvf, .imdf, .osm])
    func generatedRoundTrip(format: GeneratorOptions.Format) throws {
        let venue = try VenueLoader.read(VenueGenerator.source(GeneratorOptions(format: format, buildings: 2, floors: 2, roomsPerFloor: 10, seed: 7)))
        PrebuiltTestSupport.expectSame(try PrebuiltTestSupport.open(PrebuiltTestSupport.bytes(of: venue)), venue)
    }

    @Test("the checksum detects any one changed byte and depends on length")
    func checksum() {
        var rng = SplitMix64(seed: 5)
        let bytes = (0 ..< 203).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        let base = PrebuiltChecksum.of(bytes)
        for i in bytes.indices {
            var b = bytes
            b[i] ^= 0x40
            #expect(PrebuiltChecksum.of(b) != base, "byte \(i)")
        }
        #expect(PrebuiltChecksum.of(bytes + [0]) != base)
        var split = PrebuiltChecksum()
        bytes.withUnsafeBytes { all in
            split.update(UnsafeRawBufferPointer(rebasing: all[0 ..< 37]))
            split.update(UnsafeRawBufferPointer(rebasing: all[37...]))
        }
        #expect(split.finalize() == base, "incremental updates give the one-shot checksum")
    }
}
