import Foundation
@testable import IndoorGeometry

/// Helpers shared by the zip tests.
enum ZipTestSupport {
    /// Decodes a hex string, ignoring whitespace.
    static func bytes(hex: String) -> [UInt8] {
        let digits = hex.unicodeScalars.filter { !$0.properties.isWhitespace }.map { UInt8(Character($0).hexDigitValue ?? 0) }
        return stride(from: 0, to: digits.count - 1, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    /// `<package root>/../shared/venues`, derived from this file's path.
    static let venuesFolder: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/venues").standardizedFileURL.path

    /// Whether the shared real venues are present (they are test-only data, absent in some checkouts).
    static var venuesAvailable: Bool {
        let ok = FileManager.default.fileExists(atPath: venuesFolder + "/pacific-u-mvf3.zip")
        if !ok { print("note: \(venuesFolder) is missing; real-venue zip tests are skipped") }
        return ok
    }

    /// A small archive with a stored and a deflated entry, for the hostile-input tests.
    static func sampleArchive(zip64: Bool = false, descriptors: Bool = false) -> [UInt8] {
        var w = ZipWriter(forceZip64: zip64, useDataDescriptors: descriptors)
        w.add(name: "stored.txt", bytes: Array("hello, stored world".utf8), compression: .stored)
        w.add(name: "dir/deflated.txt", bytes: ZipInflateFixture.text, compression: .deflate)
        return w.archiveBytes()
    }

    /// Opens `bytes` and extracts every entry; returns the error, or `nil` when all went well.
    static func openAndExtractAll(_ bytes: [UInt8], name: String = "test.zip", limits: ZipLimits = .default) -> ZipError? {
        do throws(ZipError) {
            let a = try ZipArchive(bytes: bytes, name: name, limits: limits)
            for e in a.entries { _ = try a.contents(of: e) }
            return nil
        } catch {
            return error
        }
    }
}

/// SplitMix64, for seeded random tests (the seed is printed on failure).
struct ZipTestRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
