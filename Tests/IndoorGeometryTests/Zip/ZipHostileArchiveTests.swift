import Testing
@testable import IndoorGeometry
import TestSupport

/// Hostile and broken archives: each must be refused with the right typed error, never crash or hang.
@Suite struct ZipHostileArchiveTests {
    typealias S = ZipTestSupport

    static func cdOffset(_ b: [UInt8]) -> Int { Int(ZipBytes.u32(b, b.count - 22 + 16)) }
    static func edited(_ b: [UInt8], _ edits: [(Int, UInt8)]) -> [UInt8] {
        var c = b
        for (i, v) in edits { c[i] = v }
        return c
    }
    static func single(_ name: String) -> [UInt8] {
        var w = ZipWriter()
        w.add(name: name, bytes: Array("x".utf8), compression: .stored)
        return w.archiveBytes()
    }

    @Test(
        "names that could escape the extraction folder are refused",
        arguments: [
            "../evil.txt", "a/../../evil.txt", "a/b/..", "/etc/passwd", "\\windows\\evil.txt", "C:/evil.txt", "c:\\evil.txt",
            "a\\..\\..\\evil.txt", "..\\evil.txt", "", "a\u{0}b", "x:y"
        ])
    func unsafeNames(_ name: String) {
        let e = S.openAndExtractAll(Self.single(name))
        guard case let .unsafeEntryName(archive, entry, _)? = e else {
            Issue.record("\(name.debugDescription): expected unsafeEntryName, got \(String(describing: e))")
            return
        }
        #expect(archive == "test.zip")
        #expect(entry == name)
        #expect(e?.description.contains("test.zip") == true)
    }

    @Test("names with dots that do not traverse are fine", arguments: ["a..b/c.json", "...", "a/.../b", "..a", "a/b..", "dir/c:x"])
    func harmlessDots(_ name: String) {
        #expect(S.openAndExtractAll(Self.single(name)) == nil, "\(name)")
    }

    @Test("declared sizes past the limits are refused on open")
    func limits() {
        var w = ZipWriter()
        w.add(name: "a.bin", bytes: [UInt8](repeating: 1, count: 600), compression: .stored)
        w.add(name: "b.bin", bytes: [UInt8](repeating: 2, count: 600), compression: .stored)
        let b = w.archiveBytes()
        #expect(
            S.openAndExtractAll(b, limits: ZipLimits(maxEntrySize: 500))
                == .entryTooLarge(archive: "test.zip", entry: "a.bin", size: 600, limit: 500))
        #expect(
            S.openAndExtractAll(b, limits: ZipLimits(maxTotalSize: 1000))
                == .archiveTooLarge(archive: "test.zip", total: 1200, limit: 1000))
        #expect(
            S.openAndExtractAll(b, limits: ZipLimits(maxEntries: 1))
                == .tooManyEntries(archive: "test.zip", count: 2, limit: 1))
        #expect(S.openAndExtractAll(b, limits: ZipLimits(maxEntrySize: 600, maxTotalSize: 1200, maxEntries: 2)) == nil)
    }

    @Test("a declared compression ratio past the limit is refused on open")
    func ratio() {
        var w = ZipWriter()
        w.addRaw(name: "bomb.bin", method: 8, crc: 0, data: [UInt8](repeating: 0, count: 10), uncompressedSize: 1_000_000)
        #expect(
            S.openAndExtractAll(w.archiveBytes())
                == .compressionRatioTooHigh(archive: "test.zip", entry: "bomb.bin", compressedSize: 10, uncompressedSize: 1_000_000, limit: 1000))
    }

    @Test("a bomb declaring a small size stops at that size; a short stream is refused too")
    func lyingSizes() {
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        let packed = ZipDeflater.deflate(zeros)
        var w = ZipWriter()
        w.addRaw(name: "bomb.bin", method: 8, crc: ZipCRC32.checksum(Array(zeros[0 ..< 1000])), data: packed, uncompressedSize: 1000)
        #expect(
            S.openAndExtractAll(w.archiveBytes())
                == .sizeMismatch(
                    archive: "test.zip", entry: "bomb.bin", reason: "output exceeds the declared size of 1000 bytes"))
        var w2 = ZipWriter()
        let small = ZipDeflater.deflate([UInt8](repeating: 0, count: 100))
        w2.addRaw(name: "short.bin", method: 8, crc: 0, data: small, uncompressedSize: 200)
        #expect(
            S.openAndExtractAll(w2.archiveBytes())
                == .sizeMismatch(
                    archive: "test.zip", entry: "short.bin", reason: "output is 100 bytes, shorter than the declared 200 bytes"))
        var w3 = ZipWriter()
        w3.addRaw(name: "stored.bin", method: 0, crc: 0, data: [1, 2, 3], uncompressedSize: 2)
        if case .sizeMismatch(_, "stored.bin", _)? = S.openAndExtractAll(w3.archiveBytes()) {} else { Issue.record("stored size lie not caught") }
    }

    @Test("every truncation of an archive is refused as truncated", arguments: [false, true])
    func truncations(_ zip64: Bool) {
        let b = S.sampleArchive(zip64: zip64)
        #expect(S.openAndExtractAll(b) == nil)
        for cut in 4 ..< b.count {  // 1–3 bytes cannot even show the local-header signature: notAZip
            let e = S.openAndExtractAll(Array(b[0 ..< cut]))
            guard case .truncated? = e else {
                Issue.record("cut at \(cut) of \(b.count) (zip64 \(zip64)): \(String(describing: e))")
                continue
            }
        }
    }

    @Test("empty and non-zip files are refused")
    func notZips() {
        #expect(S.openAndExtractAll([]) == .emptyArchive(archive: "test.zip"))
        let e = S.openAndExtractAll(Array(String(repeating: "not a zip at all. ", count: 20).utf8))
        guard case .notAZip(archive: "test.zip", _)? = e else { Issue.record("\(String(describing: e))"); return }
        guard case .notAZip? = S.openAndExtractAll([0x50, 0x4B]) else { Issue.record("2 bytes"); return }
    }

    @Test("bad signatures, flipped CRCs and corrupt data are caught")
    func corruptions() {
        let b = S.sampleArchive()
        let cd = Self.cdOffset(b)
        guard case .badSignature(_, nil, _, cd, _)? = S.openAndExtractAll(Self.edited(b, [(cd, 0)])) else {
            Issue.record("central directory signature"); return
        }
        #expect(
            S.openAndExtractAll(Self.edited(b, [(0, 0)]))
                == .badSignature(archive: "test.zip", entry: "stored.txt", record: "local header", offset: 0, found: 0x0403_4B00))
        // CRC flipped in the central directory only: the local header disagrees.
        guard case .localHeaderMismatch(_, "stored.txt", _)? = S.openAndExtractAll(Self.edited(b, [(cd + 16, b[cd + 16] ^ 1)])) else {
            Issue.record("CRC in the central directory only"); return
        }
        // CRC flipped in both headers: the data gives it away.
        let expected = ZipCRC32.checksum(Array("hello, stored world".utf8))
        #expect(
            S.openAndExtractAll(Self.edited(b, [(cd + 16, b[cd + 16] ^ 1), (14, b[14] ^ 1)]))
                == .crcMismatch(archive: "test.zip", entry: "stored.txt", expected: expected ^ 1, actual: expected))
        // A flipped data byte of the stored entry.
        let dataStart = 30 + "stored.txt".utf8.count
        guard case .crcMismatch(_, "stored.txt", _, _)? = S.openAndExtractAll(Self.edited(b, [(dataStart, b[dataStart] ^ 0x20)])) else {
            Issue.record("stored data byte"); return
        }
        // Encryption flag set in the central directory.
        #expect(S.openAndExtractAll(Self.edited(b, [(cd + 8, b[cd + 8] | 1)])) == .encrypted(archive: "test.zip", entry: "stored.txt"))
    }

    @Test("unsupported methods and corrupt deflate data name the entry")
    func methods() {
        var w = ZipWriter()
        w.addRaw(name: "data.bz2", method: 12, crc: 0, data: [1, 2, 3], uncompressedSize: 3)
        let e = S.openAndExtractAll(w.archiveBytes())
        #expect(e == .unsupportedMethod(archive: "test.zip", entry: "data.bz2", method: 12))
        #expect(e?.description == "archive 'test.zip', entry 'data.bz2': compression method 12 is not supported (only 0 stored and 8 deflate)")
        var w2 = ZipWriter()
        var packed = ZipDeflater.deflate(ZipInflateFixture.text)
        packed[packed.count / 2] ^= 0xFF
        w2.addRaw(
            name: "broken.json", method: 8, crc: ZipCRC32.checksum(ZipInflateFixture.text), data: packed,
            uncompressedSize: UInt64(ZipInflateFixture.text.count))
        switch S.openAndExtractAll(w2.archiveBytes()) {
        case .corruptDeflate(_, "broken.json", _)?, .crcMismatch(_, "broken.json", _, _)?, .sizeMismatch(_, "broken.json", _)?: break
        case let other: Issue.record("corrupt deflate gave \(String(describing: other))")
        }
    }

    @Test("ZIP64: a bad record signature, and saturated fields without a locator")
    func zip64Structure() {
        let b = S.sampleArchive(zip64: true)
        let locator = b.count - 22 - 20
        let record = Int(ZipBytes.u64(b, locator + 8))
        guard case .badSignature(_, nil, "ZIP64 end-of-central-directory", record, _)? = S.openAndExtractAll(Self.edited(b, [(record, 0)])) else {
            Issue.record("ZIP64 record signature"); return
        }
        let plain = S.sampleArchive()
        let eocd = plain.count - 22
        guard case .malformed? = S.openAndExtractAll(Self.edited(plain, [(eocd + 10, 0xFF), (eocd + 11, 0xFF), (eocd + 8, 0xFF), (eocd + 9, 0xFF)])) else {
            Issue.record("0xFFFF count without a locator"); return
        }
    }

    @Test("duplicate names are refused")
    func duplicates() {
        var w = ZipWriter()
        w.add(name: "a.json", bytes: [1])
        w.add(name: "a.json", bytes: [2])
        #expect(S.openAndExtractAll(w.archiveBytes()) == .malformed(archive: "test.zip", entry: "a.json", reason: "duplicate entry name"))
    }

    @Test("random byte flips never crash: every outcome is success or a ZipError")
    func fuzz() {
        let seed: UInt64 = 0x2177_F022
        var g = SplitMix64(seed: seed)
        let originals = [S.sampleArchive(), S.sampleArchive(zip64: true, descriptors: true)]
        var refused = 0
        for trial in 0 ..< 400 {
            var b = originals[trial % 2]
            for _ in 0 ..< Int.random(in: 1 ... 4, using: &g) {
                b[Int.random(in: 0 ..< b.count, using: &g)] = UInt8.random(in: 0 ... 255, using: &g)
            }
            if S.openAndExtractAll(b) != nil { refused += 1 }
        }
        #expect(refused > 100, "seed \(seed): only \(refused) of 400 mutated archives refused")
    }
}
