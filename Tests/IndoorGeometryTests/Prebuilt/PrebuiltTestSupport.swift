import Foundation
import Testing

@testable import IndoorGeometry

/// Building prebuilt files in memory and comparing the venues they hold.
enum PrebuiltTestSupport {
    /// The prebuilt bytes of `venue`.
    static func bytes(of venue: Venue, inference: VenueInference = .default, sourcePath: String? = nil) -> [UInt8] {
        var w = PrebuiltWriter()
        w.add(venue: venue, inference: inference)
        return w.fileBytes(engineVersion: "test", sourcePath: sourcePath, sourceChecksum: 42)
    }

    /// Opens `bytes` as a prebuilt file and rebuilds its venue, then checks the checksums of the sections the
    /// venue does not use (a reader checks each on its first use).
    static func open(_ bytes: [UInt8], verifyingChecksums: Bool = true) throws(PrebuiltError) -> Venue {
        let file = try PrebuiltFile(storage: MappedFile(copying: bytes, path: "test.indoor"), verifyingChecksums: verifyingChecksums)
        let venue = try file.venue()
        try file.verifyEverySection()
        return venue
    }

    /// `bytes` with the header checksum recomputed (to reach the checks behind it).
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var b = bytes
        let end = Int(b.withUnsafeBytes { PrebuiltFile.load($0, PrebuiltFormat.Field.tableEnd) as UInt32 })
        let sum = b.withUnsafeBytes { PrebuiltFile.headerChecksum(UnsafeRawBufferPointer(rebasing: $0[0 ..< min(end, $0.count)])) }
        PrebuiltWriter.put(sum, into: &b, at: PrebuiltFormat.Field.headerChecksum)
        return b
    }

    /// Expects `a` and `b` to be the same venue, field by field.
    static func expectSame(_ a: Venue, _ b: Venue, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.name == b.name, sourceLocation: sourceLocation)
        #expect(a.format == b.format, sourceLocation: sourceLocation)
        #expect(a.projection == b.projection, sourceLocation: sourceLocation)
        #expect(a.buildings == b.buildings, sourceLocation: sourceLocation)
        #expect(a.floors == b.floors, sourceLocation: sourceLocation)
        #expect(a.spaces == b.spaces, sourceLocation: sourceLocation)
        #expect(a.walls == b.walls, sourceLocation: sourceLocation)
        #expect(a.doors == b.doors, sourceLocation: sourceLocation)
        #expect(a.obstacles == b.obstacles, sourceLocation: sourceLocation)
        #expect(a.connections == b.connections, sourceLocation: sourceLocation)
        #expect(a.destinations == b.destinations, sourceLocation: sourceLocation)
        #expect(a.warnings == b.warnings, sourceLocation: sourceLocation)
        #expect(a.otherFeatureCounts == b.otherFeatureCounts, sourceLocation: sourceLocation)
        #expect(a.spaceBoundaryWallThickness == b.spaceBoundaryWallThickness, sourceLocation: sourceLocation)
        #expect(a.inferences == b.inferences, sourceLocation: sourceLocation)
    }
}
