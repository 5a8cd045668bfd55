import Foundation
import Testing
@testable import IndoorGeometry

@Suite struct ZipArchiveTests {
    static let files: [(String, [UInt8])] = [
        ("manifest.json", Array("{\"version\": \"3.0.0\"}".utf8)),
        ("empty.txt", []),
        ("one.bin", [42]),
        ("geometry/floors.geojson", ZipInflateFixture.text),
        ("geometry/skewed.bin", ZipInflateFixture.skewed),
        ("noms/café ü.json", Array("{}".utf8)),
        ("zeros.bin", [UInt8](repeating: 0, count: 100_000))
    ]

    struct Variant: CustomStringConvertible, Sendable {
        var description: String
        var compression: ZipWriter.Compression
        var zip64: Bool
        var descriptors: Bool
        var comment: String
    }

    static let variants: [Variant] = [
        Variant(description: "stored", compression: .stored, zip64: false, descriptors: false, comment: ""),
        Variant(description: "deflate", compression: .deflate, zip64: false, descriptors: false, comment: ""),
        Variant(description: "deflate + data descriptors", compression: .deflate, zip64: false, descriptors: true, comment: ""),
        Variant(description: "ZIP64", compression: .deflate, zip64: true, descriptors: false, comment: ""),
        Variant(description: "ZIP64 + data descriptors", compression: .stored, zip64: true, descriptors: true, comment: ""),
        Variant(
            description: "comment holding an end-record signature", compression: .deflate, zip64: false, descriptors: false,
            comment: "made by tests PK\u{5}\u{6} with a fake signature")
    ]

    @Test("writer → reader round trip", arguments: variants)
    func roundTrip(_ v: Variant) throws {
        var w = ZipWriter(forceZip64: v.zip64, useDataDescriptors: v.descriptors)
        w.comment = v.comment
        w.addDirectory(name: "geometry")
        for (name, bytes) in Self.files { w.add(name: name, bytes: bytes, compression: v.compression) }
        let a = try ZipArchive(bytes: w.archiveBytes(), name: "round.zip")
        #expect(a.entries.map(\.name) == ["geometry/"] + Self.files.map(\.0))
        #expect(a.entries[0].isDirectory)
        #expect(try a.contents(of: a.entries[0]) == [])
        for (name, bytes) in Self.files {
            let e = try #require(a.entry(named: name))
            #expect(e.uncompressedSize == UInt64(bytes.count))
            #expect(e.crc32 == ZipCRC32.checksum(bytes))
            #expect(try a.contents(named: name) == bytes, "\(v) \(name)")
        }
        if v.compression == .deflate {
            #expect(a.entry(named: "zeros.bin")?.method == .deflate)
            #expect(a.entry(named: "one.bin")?.method == .stored, "deflate that does not shrink falls back to stored")
        }
        #expect(try a.contents(named: "missing.json") == nil)
    }

    /// Written by CPython's zipfile to an unseekable stream: data descriptors on every entry (a ZIP64 one,
    /// with 8-byte sizes, after `b.txt`, whose local header also has saturated sizes and a ZIP64 extra
    /// field), a stored entry with a descriptor, and an archive comment.
    static let pythonStreamed = ZipTestSupport.bytes(
        hex: """
            504b0304140008000800000021000000000000000000000000000c00000076656e75652f612e6a736f6eab56ca48cdc9c957b252502acf2f
            ca4951aae5aa1e151a151aee4200504b0708cb8cc4ad1c000000f8020000504b03042d00080008000000210000000000ffffffffffffffff
            0b00140076656e75652f622e7478740100100000000000000000000000000000000000abca2c303351c8c94f4ecc5148ad28294a5448cc4b
            5148492d4e2eca2c28c92f52a81a55409c0200504b07082f0b2a9528000000000000004a01000000000000504b0304140008000000198e7d
            5d0000000000000000000000000b00000076656e75652f632e74787473746f726564504b07080bf943560600000006000000504b01021403
            14000800080000002100cb8cc4ad1c000000f80200000c000000000000000000000080010000000076656e75652f612e6a736f6e504b0102
            2d032d0008000800000021002f0b2a95280000004a0100000b000000000000000000000080015600000076656e75652f622e747874504b01
            021403140008000000198e7d5d0bf9435606000000060000000b00000000000000000000008001d300000076656e75652f632e747874504b
            05060000000003000300ac000000120100001800707974686f6e207a697066696c652c2073747265616d6564
            """)

    @Test("reads a Python-streamed archive: data descriptors, ZIP64 local extra, comment")
    func pythonStreamedArchive() throws {
        let a = try ZipArchive(bytes: Self.pythonStreamed, name: "py.zip")
        #expect(a.entries.map(\.name) == ["venue/a.json", "venue/b.txt", "venue/c.txt"])
        #expect(a.entries.allSatisfy { $0.hasDataDescriptor })
        #expect(try a.contents(named: "venue/a.json") == Array(String(repeating: "{\"hello\": \"world\"}\n", count: 40).utf8))
        #expect(try a.contents(named: "venue/b.txt") == Array(String(repeating: "zip64 local extra and descriptor ", count: 10).utf8))
        #expect(try a.contents(named: "venue/c.txt") == Array("stored".utf8))
        let s = ZipSource(archive: a)
        #expect(s.filePaths == ["a.json", "b.txt", "c.txt"])
        // A data descriptor whose CRC disagrees with the central directory is caught.
        var bad = Self.pythonStreamed
        bad[74] ^= 1  // first byte of a.json's descriptor CRC (after the 4-byte descriptor signature)
        #expect(throws: ZipError.localHeaderMismatch(archive: "py.zip", entry: "venue/a.json", reason: "data descriptor CRC-32 0xadc48cca vs 0xadc48ccb")) {
            try ZipArchive(bytes: bad, name: "py.zip").contents(named: "venue/a.json")
        }
    }

    @Test("write(to:) and init(path:) agree; missing files and folders are refused")
    func files_onDisk() throws {
        let path = NSTemporaryDirectory() + "ziptest-\(UInt32.random(in: 0 ... .max)).zip"
        defer { try? FileManager.default.removeItem(atPath: path) }  // clean-up only: a leftover temp file is harmless
        var w = ZipWriter()
        for (name, bytes) in Self.files { w.add(name: name, bytes: bytes) }
        try w.write(to: path)
        let a = try ZipArchive(path: path)
        #expect(a.path == path)
        #expect(try a.contents(named: "geometry/skewed.bin") == ZipInflateFixture.skewed)
        #expect(throws: ZipError.fileNotFound(archive: path + ".nope")) { try ZipArchive(path: path + ".nope") }
        #expect(throws: ZipError.notAZip(archive: NSTemporaryDirectory(), reason: "it is a folder")) {
            try ZipArchive(path: NSTemporaryDirectory())
        }
        #expect(throws: ZipError.self) { try ZipWriter().write(to: "/nonexistent-dir-for-zip-tests/x.zip") }
    }

    @Test("ZIP64 is written automatically past 65 534 entries")
    func manyEntriesUseZip64() throws {
        var w = ZipWriter()
        for i in 0 ..< 65_600 { w.add(name: "f\(i)", bytes: [], compression: .stored) }
        let bytes = w.archiveBytes()
        // The classic end record saturates its count, so reading it at all goes through ZIP64.
        #expect(ZipBytes.u16(bytes, bytes.count - 22 + 10) == 0xFFFF)
        let a = try ZipArchive(bytes: bytes, name: "many.zip")
        #expect(a.entries.count == 65_600)
        #expect(a.entries.last?.name == "f65599")
    }

    @Test("ZipSource strips one shared top-level folder and skips directories, __MACOSX and hidden files")
    func sourceStripsPrefix() throws {
        var w = ZipWriter()
        w.addDirectory(name: "venue")
        w.add(name: "venue/manifest.json", bytes: Array("{}".utf8))
        w.add(name: "venue/geometry/g1.geojson", bytes: ZipInflateFixture.text)
        w.add(name: "venue/.DS_Store", bytes: [1, 2, 3])
        w.add(name: "__MACOSX/venue/._manifest.json", bytes: [0])
        let s = ZipSource(archive: try ZipArchive(bytes: w.archiveBytes(), name: "v.zip"))
        #expect(s.strippedPrefix == "venue/")
        #expect(s.filePaths == ["geometry/g1.geojson", "manifest.json"])
        #expect(s.displayName == "v.zip")
        #expect(try s.read("geometry/g1.geojson") == ZipInflateFixture.text)
        #expect(try s.read("venue/manifest.json") == nil)
        #expect(s.contains("manifest.json"))
    }

    @Test("ZipSource normalises backslash separators and leading ./")
    func sourceNormalises() throws {
        var w = ZipWriter()
        w.add(name: "./venue\\manifest.json", bytes: [1])
        w.add(name: "venue\\geometry\\g1.geojson", bytes: [2])
        let s = ZipSource(archive: try ZipArchive(bytes: w.archiveBytes(), name: "win.zip"))
        #expect(s.strippedPrefix == "venue/")
        #expect(s.filePaths == ["geometry/g1.geojson", "manifest.json"])
        #expect(try s.read("geometry/g1.geojson") == [2])
    }

    @Test(
        "ZipSource keeps paths when entries do not share one folder",
        arguments: [
            ["a/x.json", "b/y.json"], ["a/x.json", "root.json"], ["only.json"]
        ])
    func sourceKeepsPaths(_ names: [String]) throws {
        var w = ZipWriter()
        for n in names { w.add(name: n, bytes: Array(n.utf8)) }
        let s = ZipSource(archive: try ZipArchive(bytes: w.archiveBytes(), name: "v.zip"))
        #expect(s.strippedPrefix == "")
        #expect(s.filePaths == names.sorted())
    }

    @Test("ZipSource.read errors name the archive and the entry")
    func sourceErrors() throws {
        var w = ZipWriter()
        w.addRaw(name: "venue/bad.json", method: 8, crc: 0, data: [0x07], uncompressedSize: 1)
        w.add(name: "venue/good.json", bytes: [1])
        let s = ZipSource(archive: try ZipArchive(bytes: w.archiveBytes(), name: "v.zip"))
        do {
            _ = try s.read("bad.json")
            Issue.record("a corrupt entry was read")
        } catch let e as ZipError {
            #expect(e == .corruptDeflate(archive: "v.zip", entry: "venue/bad.json", reason: "invalid block type 3"))
            #expect(e.description == "archive 'v.zip', entry 'venue/bad.json': corrupt deflate data: invalid block type 3")
        }
        #expect(throws: ZipError.fileNotFound(archive: "/no/such.zip")) { try ZipSource(path: "/no/such.zip") }
    }
}
