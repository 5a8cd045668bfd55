import Testing
@testable import IndoorGeometry
import TestSupport

@Suite struct ZipInflaterTests {
    @Test("inflates zlib-produced streams (stored, fixed, dynamic, Huffman-only, RLE, long codes, empty)", arguments: ZipInflateFixture.all)
    func pythonFixtures(_ f: ZipInflateFixture) throws {
        let out = try ZipInflater.inflate(f.compressed, declaredSize: f.expected.count)
        #expect(out == f.expected, "\(f.name)")
    }

    @Test("the fixtures' data has the CRC-32 Python computed")
    func fixtureCRCs() {
        #expect(ZipCRC32.checksum(ZipInflateFixture.text) == 3_239_250_237)
        #expect(ZipCRC32.checksum(ZipInflateFixture.skewed) == 2_751_357_309)
    }

    @Test("a declared size that is wrong is refused both ways", arguments: ZipInflateFixture.all.filter { $0.source != .empty })
    func wrongDeclaredSize(_ f: ZipInflateFixture) {
        let n = f.expected.count
        #expect(throws: ZipInflateFailure.outputExceedsDeclaredSize(declared: n - 1)) {
            try ZipInflater.inflate(f.compressed, declaredSize: n - 1)
        }
        #expect(throws: ZipInflateFailure.outputShorterThanDeclared(declared: n + 1, actual: n)) {
            try ZipInflater.inflate(f.compressed, declaredSize: n + 1)
        }
    }

    @Test("every proper prefix of a stream is refused, never decoded or crashed", arguments: ["textLevel9", "textFixed", "skewed", "textLevel0"])
    func prefixesAreRefused(_ name: String) throws {
        let f = try #require(ZipInflateFixture.all.first { $0.name == name })
        let c = f.compressed
        for cut in 0 ..< c.count {
            #expect(throws: ZipInflateFailure.self, "\(name) cut at \(cut)") {
                try ZipInflater.inflate(Array(c[0 ..< cut]), declaredSize: f.expected.count)
            }
        }
    }

    /// Hand-built streams, bits written least-significant first as deflate packs them.
    static func stream(_ build: (inout ZipBitWriter) -> Void) -> [UInt8] {
        var w = ZipBitWriter(capacity: 16)
        build(&w)
        return w.finish()
    }

    struct CorruptCase: CustomStringConvertible, Sendable {
        var description: String
        var bytes: [UInt8]
        var declaredSize: Int
        var expected: ZipInflateFailure
    }

    static let corruptCases: [CorruptCase] = [
        CorruptCase(description: "block type 3", bytes: [0x07], declaredSize: 0, expected: .invalidBlockType),
        CorruptCase(
            description: "stored LEN/NLEN mismatch", bytes: [0x01, 0x05, 0x00, 0x00, 0x00], declaredSize: 5,
            expected: .storedLengthMismatch(length: 5, complement: 0)),
        CorruptCase(
            description: "stored block longer than the input", bytes: [0x01, 0x0A, 0x00, 0xF5, 0xFF, 1, 2, 3], declaredSize: 10,
            expected: .truncatedInput),
        CorruptCase(description: "empty input", bytes: [], declaredSize: 0, expected: .truncatedInput),
        CorruptCase(description: "non-final block then nothing", bytes: [0x00, 0x00, 0x00, 0xFF, 0xFF], declaredSize: 0, expected: .truncatedInput),
        CorruptCase(
            description: "distance before the start of output",
            bytes: stream { w in
                w.write(1, 1); w.write(1, 2)
                w.write(UInt64(ZipHuffmanTable.reverse(1, 7)), 7)  // symbol 257: length 3
                w.write(0, 5)  // distance code 0: distance 1, but nothing was output
            }, declaredSize: 3, expected: .distanceTooFarBack(distance: 1, available: 0)),
        CorruptCase(
            description: "fixed distance code 30 is invalid",
            bytes: stream { w in
                w.write(1, 1); w.write(1, 2)
                w.write(UInt64(ZipHuffmanTable.reverse(0x30 + 65, 8)), 8)  // literal 'A'
                w.write(UInt64(ZipHuffmanTable.reverse(1, 7)), 7)  // length 3
                w.write(UInt64(ZipHuffmanTable.reverse(30, 5)), 5)
            }, declaredSize: 4, expected: .invalidSymbol(table: "distance")),
        CorruptCase(
            description: "fixed literal/length 286 is invalid",
            bytes: stream { w in
                w.write(1, 1); w.write(1, 2)
                w.write(UInt64(ZipHuffmanTable.reverse(0xC0 + 6, 8)), 8)
            }, declaredSize: 4, expected: .invalidSymbol(table: "literal/length")),
        CorruptCase(
            description: "over-subscribed code-length code",
            bytes: stream { w in
                w.write(1, 1); w.write(2, 2)
                w.write(0, 5); w.write(0, 5); w.write(0, 4)  // HLIT 257, HDIST 1, HCLEN 4
                for _ in 0 ..< 4 { w.write(1, 3) }  // four codes of length 1
            }, declaredSize: 0, expected: .invalidCodeLengths(reason: "over-subscribed codeLengths code")),
        CorruptCase(
            description: "incomplete code-length code",
            bytes: stream { w in
                w.write(1, 1); w.write(2, 2)
                w.write(0, 5); w.write(0, 5); w.write(0, 4)
                w.write(0, 3); w.write(0, 3); w.write(2, 3); w.write(0, 3)  // only symbol 18, length 2
            }, declaredSize: 0, expected: .invalidCodeLengths(reason: "incomplete codeLengths code")),
        CorruptCase(
            description: "HLIT above 286",
            bytes: stream { w in
                w.write(1, 1); w.write(2, 2)
                w.write(30, 5); w.write(0, 5); w.write(0, 4)
            }, declaredSize: 0, expected: .invalidCodeLengths(reason: "287 literal/length codes (at most 286)")),
        CorruptCase(
            description: "no code for end-of-block",
            bytes: stream { w in
                w.write(1, 1); w.write(2, 2)
                w.write(0, 5); w.write(0, 5); w.write(0, 4)  // 257 + 1 lengths, 4 code-length codes
                w.write(0, 3); w.write(0, 3); w.write(1, 3); w.write(1, 3)  // 18 and 0 with length 1: '0' = 0, '1' = 18
                w.write(1, 1); w.write(127, 7)  // 138 zeros
                w.write(1, 1); w.write(109, 7)  // 120 zeros
            }, declaredSize: 0, expected: .missingEndOfBlock),
        CorruptCase(
            description: "repeat code 16 first",
            bytes: stream { w in
                w.write(1, 1); w.write(2, 2)
                w.write(0, 5); w.write(0, 5); w.write(0, 4)
                w.write(1, 3); w.write(0, 3); w.write(0, 3); w.write(1, 3)  // 16 and 0: '0' = 0, '1' = 16
                w.write(1, 1); w.write(0, 2)
            }, declaredSize: 0, expected: .invalidCodeLengths(reason: "repeat code 16 with no previous length")),
        CorruptCase(
            description: "over-subscribed literal/length code",
            bytes: stream { w in
                w.write(1, 1); w.write(2, 2)
                w.write(0, 5); w.write(0, 5); w.write(14, 4)  // HCLEN 18: up to symbol 1 in the permuted order
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]
                for s in order { w.write(s == 18 || s == 1 ? 1 : 0, 3) }  // '0' = length 1, '1' = run of zeros
                for _ in 0 ..< 3 { w.write(0, 1) }  // symbols 0, 1, 2 get length 1
                w.write(1, 1); w.write(127, 7)  // 3 ..< 141 zero
                w.write(1, 1); w.write(104, 7)  // 141 ..< 256 zero
                w.write(0, 1)  // 256 length 1
                w.write(0, 1)  // the one distance code, length 1
            }, declaredSize: 0, expected: .invalidCodeLengths(reason: "over-subscribed literalLength code"))
    ]

    @Test("corrupt streams give the right failure", arguments: corruptCases)
    func corruptStreams(_ c: CorruptCase) {
        #expect(throws: c.expected, "\(c.description)") { try ZipInflater.inflate(c.bytes, declaredSize: c.declaredSize) }
    }

    @Test("a tiny run of zeros cannot inflate past its declared size (bomb)")
    func bombStopsAtDeclaredSize() throws {
        let bomb = ZipDeflater.deflate([UInt8](repeating: 0, count: 1 << 20))
        #expect(bomb.count < 8_000)
        #expect(throws: ZipInflateFailure.outputExceedsDeclaredSize(declared: 1000)) {
            try ZipInflater.inflate(bomb, declaredSize: 1000)
        }
        #expect(try ZipInflater.inflate(bomb, declaredSize: 1 << 20).allSatisfy { $0 == 0 })
    }

    @Test("multi-block stored streams, including empty blocks")
    func storedBlocks() throws {
        let data: [UInt8] = (0 ..< 700).map { UInt8(truncatingIfNeeded: $0 * 7) }
        var s: [UInt8] = []
        let cuts = [0, 0, 300, 301, 700]
        for k in 0 ..< cuts.count - 1 {
            let len = cuts[k + 1] - cuts[k]
            s += [k == cuts.count - 2 ? 1 : 0, UInt8(len & 0xFF), UInt8(len >> 8), UInt8(~len & 0xFF), UInt8((~len >> 8) & 0xFF)]
            s += data[cuts[k] ..< cuts[k + 1]]
        }
        #expect(try ZipInflater.inflate(s, declaredSize: 700) == data)
    }

    @Test("seeded random round trips through our deflater and inflater")
    func randomRoundTrips() throws {
        let seed: UInt64 = 0x5EED_0001
        var g = SplitMix64(seed: seed)
        for trial in 0 ..< 60 {
            let n = [0, 1, 2, 3, 257, 4096, 33_000, 70_000][trial % 8] + Int.random(in: 0 ..< 50, using: &g)
            let alphabet = [2, 4, 16, 256][Int.random(in: 0 ..< 4, using: &g)]
            var data = [UInt8](repeating: 0, count: n)
            var i = 0
            while i < n {
                if Bool.random(using: &g), i > 0 {  // copy an earlier run: creates matches at all distances
                    let d = Int.random(in: 1 ... min(i, 40_000), using: &g)
                    let l = min(n - i, Int.random(in: 1 ... 300, using: &g))
                    for k in 0 ..< l { data[i + k] = data[i + k - d] }
                    i += l
                } else {
                    data[i] = UInt8(Int.random(in: 0 ..< alphabet, using: &g))
                    i += 1
                }
            }
            let packed = ZipDeflater.deflate(data)
            let back = try ZipInflater.inflate(packed, declaredSize: n)
            #expect(back == data, "seed \(seed), trial \(trial), n \(n)")
        }
    }

    @Test("random garbage never crashes or hangs the inflater")
    func garbage() {
        let seed: UInt64 = 0xBAD_5EED
        var g = SplitMix64(seed: seed)
        var refused = 0
        for _ in 0 ..< 3000 {
            let n = Int.random(in: 0 ..< 64, using: &g)
            var b = (0 ..< n).map { _ in UInt8.random(in: 0 ... 255, using: &g) }
            if n > 0 { b[0] = (b[0] & ~6) | 4 }  // mostly dynamic blocks, the most intricate path
            do { _ = try ZipInflater.inflate(b, declaredSize: Int.random(in: 0 ..< 5000, using: &g)) } catch { refused += 1 }
        }
        #expect(refused > 2900, "seed \(seed)")
    }

    @Test("CRC-32 check values and piecewise continuation")
    func crc32() {
        #expect(ZipCRC32.checksum([]) == 0)
        #expect(ZipCRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(ZipCRC32.checksum(Array("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
        let seed: UInt64 = 77
        var g = SplitMix64(seed: seed)
        for _ in 0 ..< 50 {
            let data = (0 ..< Int.random(in: 0 ..< 300, using: &g)).map { _ in UInt8.random(in: 0 ... 255, using: &g) }
            let cut = Int.random(in: 0 ... data.count, using: &g)
            let whole = ZipCRC32.checksum(data)
            #expect(ZipCRC32.checksum(Array(data[cut...]), continuing: ZipCRC32.checksum(Array(data[..<cut]))) == whole, "seed \(seed)")
            #expect(whole == Self.bitwiseCRC(data), "seed \(seed)")
        }
    }

    /// The slow, obvious oracle: one bit at a time.
    static func bitwiseCRC(_ data: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in data {
            c ^= UInt32(b)
            for _ in 0 ..< 8 { c = c & 1 != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }
}
