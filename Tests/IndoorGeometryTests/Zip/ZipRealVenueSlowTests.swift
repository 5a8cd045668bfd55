import Testing
@testable import IndoorGeometry
import TestSupport

/// The shared real venues (test-only data in `<package root>/../shared/venues`); skipped when absent.
@Suite(.sharedVenues, .tags(.slow))
struct ZipRealVenueSlowTests {
    static let folder = SharedVenues.directory

    @Test("every entry of the real venue zips inflates with a valid CRC-32", arguments: ["pacific-u-mvf3.zip", "spbstu-imdf.zip"])
    func everyEntryInflates(_ file: String) throws {
        let a = try ZipArchive(path: Self.folder + "/" + file)
        #expect(a.entries.count > 10)
        var total: UInt64 = 0
        for e in a.entries {
            let bytes = try a.contents(of: e)  // verifies the CRC-32 itself
            #expect(UInt64(bytes.count) == e.uncompressedSize)
            #expect(ZipCRC32.checksum(bytes) == e.crc32)
            total += UInt64(bytes.count)
        }
        #expect(total > 1_000_000)
    }

    @Test("ZipSource of pacific-u-mvf3.zip matches FolderSource of its folder, path for path and byte for byte")
    func zipMatchesFolder() throws {
        let folderPath = Self.folder + "/pacific-u-mvf3"
        let zip = try ZipSource(path: Self.folder + "/pacific-u-mvf3.zip")
        let dir = try FolderSource(root: folderPath)
        #expect(zip.filePaths == dir.filePaths)
        for p in dir.filePaths {
            let a = try zip.read(p)
            let b = try dir.read(p)
            #expect(a != nil && a == b, "\(p)")
        }
    }

    @Test("re-zipping a real venue with our writer round-trips")
    func rezip() throws {
        let source = try ZipSource(path: Self.folder + "/spbstu-imdf.zip")
        var w = ZipWriter()
        var originals: [String: [UInt8]] = [:]
        for p in source.filePaths.prefix(6) {
            let b = try #require(try source.read(p))
            originals[p] = b
            w.add(name: "venue/" + p, bytes: b)
        }
        let back = ZipSource(archive: try ZipArchive(bytes: w.archiveBytes(), name: "rezip.zip"))
        #expect(back.filePaths == originals.keys.sorted())
        for (p, b) in originals { #expect(try back.read(p) == b, "\(p)") }
    }
}
