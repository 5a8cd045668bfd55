import Foundation
import Testing
@testable import IndoorGeometry
import TestSupport

/// The sample venue the README routes across is generated, never hand-edited: these tests fail when the
/// committed files drift from `indoor generate Samples/campus-mvf --seed 1`.
@Suite struct SampleVenueTests {
    static let folder = PackageFolders.sampleVenue

    @Test("Samples/campus-mvf is exactly the generator's output for seed 1")
    func sampleMatchesGenerator() throws {
        let expected = VenueGenerator.files(GeneratorOptions(seed: 1))
        let source = try FolderSource(root: Self.folder)
        #expect(source.filePaths == expected.keys.sorted())
        for (path, bytes) in expected {
            #expect(try source.read(path) == bytes, "\(path) differs: regenerate with `swift run indoor generate Samples/campus-mvf --seed 1`")
        }
    }

    @Test("the sample venue reads without warnings and has the README's rooms")
    func sampleReads() throws {
        let venue = try VenueLoader.load(path: Self.folder)
        #expect(venue.warnings.isEmpty, "\(venue.warnings)")
        #expect(venue.floors.count == 7)
        #expect(venue.destinations.contains { $0.name == "ALD 101" })
        #expect(venue.destinations.contains { $0.name == "Library" })
    }
}
