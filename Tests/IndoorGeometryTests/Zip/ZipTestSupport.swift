import Foundation
@testable import IndoorGeometry

/// Helpers shared by the zip tests.
enum ZipTestSupport {
    /// Decodes a hex string, ignoring whitespace.
    static func bytes(hex: String) -> [UInt8] {
        let digits = hex.unicodeScalars.filter { !$0.properties.isWhitespace }.map { UInt8(Character($0).hexDigitValue ?? 0) }
        return stride(from: 0, to: digits.count - 1, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
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
