import Foundation
import Testing
import TestSupport

@testable import IndoorGeometry

/// Damaged prebuilt files, generated from the sample campus's: each must be refused with a
/// ``PrebuiltError``, never crash or be read as a venue.
@Suite("Prebuilt files: damaged files are refused")
struct PrebuiltHostileTests {
    static let good: [UInt8] = {
        // The sample campus ships with the package; a failure here fails every test of the suite.
        guard let venue = try? VenueLoader.load(path: PackageFolders.sampleVenue) else { return [] }
        return PrebuiltTestSupport.bytes(of: venue)
    }()

    static var tableEnd: Int { PrebuiltFormat.headerSize + sectionCount * PrebuiltFormat.sectionEntrySize }
    static var sectionCount: Int { Int(good.withUnsafeBytes { PrebuiltFile.load($0, PrebuiltFormat.Field.sectionCount) as UInt32 }) }

    static func expectRefused(_ bytes: [UInt8], verifyingChecksums: Bool = true, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(throws: PrebuiltError.self, "\(what)", sourceLocation: sourceLocation) {
            try PrebuiltTestSupport.open(bytes, verifyingChecksums: verifyingChecksums)
        }
    }

    @Test("the undamaged file opens")
    func goodOpens() throws {
        #expect(!Self.good.isEmpty)
        _ = try PrebuiltTestSupport.open(Self.good)
    }

    @Test("every byte of the header and section table flipped")
    func headerFlips() {
        for i in 0 ..< Self.tableEnd {
            var b = Self.good
            b[i] ^= 0xFF
            Self.expectRefused(b, "byte \(i) flipped")
        }
    }

    @Test("truncated at 100 offsets, and empty")
    func truncations() {
        let n = Self.good.count
        for k in 0 ..< 100 {
            let cut = k * (n - 1) / 99
            Self.expectRefused(Array(Self.good[0 ..< cut]), "cut at \(cut)")
        }
    }

    @Test("every section's count set to 2^31 and 2^32-1, header resealed")
    func hugeCounts() {
        for s in 0 ..< Self.sectionCount {
            for count in [UInt64(1) << 31, UInt64(UInt32.max), UInt64.max] {
                var b = Self.good
                PrebuiltWriter.put(count, into: &b, at: PrebuiltFormat.headerSize + s * PrebuiltFormat.sectionEntrySize + 24)
                Self.expectRefused(PrebuiltTestSupport.resealed(b), "section \(s) count \(count)")
            }
        }
    }

    @Test("every section's offset and length past the end, header resealed")
    func offsetsPastTheEnd() {
        let n = UInt64(Self.good.count)
        for s in 0 ..< Self.sectionCount {
            let entry = PrebuiltFormat.headerSize + s * PrebuiltFormat.sectionEntrySize
            for (field, value) in [(8, n + 8), (8, UInt64.max - 7), (16, n), (16, UInt64.max), (8, 0), (4, 3)] {
                var b = Self.good
                if field == 4 { PrebuiltWriter.put(UInt32(value), into: &b, at: entry + field) } else { PrebuiltWriter.put(value, into: &b, at: entry + field) }
                Self.expectRefused(PrebuiltTestSupport.resealed(b), "section \(s) field \(field) = \(value)")
            }
        }
    }

    @Test("a swapped byte-order mark, another version, another magic")
    func identity() {
        var swapped = Self.good
        PrebuiltWriter.put(PrebuiltFormat.byteOrderMark.byteSwapped, into: &swapped, at: PrebuiltFormat.Field.byteOrderMark)
        #expect(throws: PrebuiltError.wrongByteOrder(file: "test.indoor")) { try PrebuiltTestSupport.open(swapped) }
        var version = Self.good
        PrebuiltWriter.put(PrebuiltFormat.version + 1, into: &version, at: PrebuiltFormat.Field.version)
        #expect(throws: PrebuiltError.unsupportedVersion(file: "test.indoor", found: PrebuiltFormat.version + 1, expected: PrebuiltFormat.version)) {
            try PrebuiltTestSupport.open(version)
        }
        var magic = Self.good
        magic[0] = UInt8(ascii: "X")
        #expect(throws: PrebuiltError.notPrebuilt(file: "test.indoor")) { try PrebuiltTestSupport.open(magic) }
    }

    @Test("a byte changed in any section body is caught by its checksum")
    func bodyFlips() {
        var rng = SplitMix64(seed: 39)
        for _ in 0 ..< 200 {
            let i = Self.tableEnd + Int(rng.next() % UInt64(Self.good.count - Self.tableEnd))
            var b = Self.good
            b[i] ^= UInt8(truncatingIfNeeded: rng.next() | 1)
            Self.expectRefused(b, "byte \(i) changed")
        }
    }

    @Test("with checksums off, changed record bytes are refused or read, never a crash")
    func bodyFlipsUnverified() {
        var rng = SplitMix64(seed: 41)
        var refused = 0
        for _ in 0 ..< 400 {
            var b = Self.good
            for _ in 0 ..< 4 {
                let i = Self.tableEnd + Int(rng.next() % UInt64(Self.good.count - Self.tableEnd))
                b[i] = UInt8(truncatingIfNeeded: rng.next())
            }
            do { _ = try PrebuiltTestSupport.open(b, verifyingChecksums: false) } catch { refused += 1 }
        }
        #expect(refused > 0, "some changes (indices, ranges, codes) must be refused")
    }
}
