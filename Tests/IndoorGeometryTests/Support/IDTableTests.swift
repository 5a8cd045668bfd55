import Testing
@testable import IndoorGeometry

@Suite struct IDTableTests {
    /// Ids as exports write them (`g_` and 16 hex digits), short ones held inline by `String`, the empty
    /// id, non-ASCII ones and ids that differ only in their last byte or their length.
    static func ids(_ n: Int) -> [String] {
        var g = SystemRandomNumberGenerator()
        var out = (0 ..< n).map { _ in "g_" + String(UInt64.random(in: .min ... .max, using: &g), radix: 16) }
        out += ["", "a", "ab", "abc\u{0}", "abc", "Raum 2-117", "Café Süd", "東館 3F", String(repeating: "x", count: 15), String(repeating: "x", count: 16)]
        out += (0 ..< 40).map { "door-\(String(repeating: "0", count: $0))" }
        return out
    }

    @Test("every id inserted is found under the number of its first insertion, through several growths; others are not")
    func insertsAndFinds() {
        let ids = Self.ids(5_000)
        var table = IDTable()
        var reference: [String: Int] = [:]
        for id in ids {
            let (inserted, i) = table.insert(id)
            if let known = reference[id] {
                #expect(!inserted && i == known)
            } else {
                #expect(inserted && i == reference.count)
                reference[id] = i
            }
        }
        #expect(table.count == reference.count)
        for (id, i) in reference {
            #expect(table.index(of: id) == i)
            #expect(table.keys[i] == id)
        }
        // Inserting again changes nothing.
        for id in ids.prefix(100) { #expect(table.insert(id) == (false, reference[id]!)) }
        #expect(table.count == reference.count)
        for probe in ["g_", "g_0", "door-", "abc\u{0}\u{0}", "Cafe Süd", "x", String(repeating: "x", count: 17)] where reference[probe] == nil {
            #expect(table.index(of: probe) == nil, "\(probe)")
            #expect(!table.contains(probe))
        }
    }

    @Test("a table sized ahead does not change what it answers")
    func sizedAhead() {
        let ids = Self.ids(1_000)
        var small = IDTable()
        var sized = IDTable(capacity: ids.count)
        for id in ids {
            small.insert(id)
            sized.insert(id)
        }
        #expect(small.keys == sized.keys)
        for id in ids { #expect(small.index(of: id) == sized.index(of: id)) }
    }

    @Test("a substring's copy and a bridged-looking string hash as the same bytes")
    func sameBytesSameID() {
        var table = IDTable()
        table.insert("g_0123456789abcdef")
        let whole = "xx g_0123456789abcdef yy"
        let cut = String(whole.dropFirst(3).prefix(18))
        #expect(table.index(of: cut) == 0)
        #expect(table.index(of: String(decoding: Array("g_0123456789abcdef".utf8), as: UTF8.self)) == 0)
    }

    @Test("ids are the same when their bytes are: canonically equivalent spellings stay apart")
    func bytesNotCanonicalEquivalence() {
        var table = IDTable()
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed, "Swift's String equality merges them")
        #expect(table.insert(composed) == (true, 0))
        #expect(table.insert(decomposed) == (true, 1))
        #expect(table.index(of: composed) == 0 && table.index(of: decomposed) == 1)
        #expect(IDTable.sameBytes("abc", "abc") && !IDTable.sameBytes("abc", "abd") && !IDTable.sameBytes("", "a") && IDTable.sameBytes("", ""))
    }

    @Test("the hash depends on every byte and on the length")
    func hashMixesEveryByte() {
        let base = Array("g_0123456789abcdef-tail".utf8)
        let h0 = base.withUnsafeBytes { IDTable.hash($0, seed: 42) }
        for i in base.indices {
            var changed = base
            changed[i] ^= 1
            #expect(changed.withUnsafeBytes { IDTable.hash($0, seed: 42) } != h0, "byte \(i)")
        }
        let padded = base + [0]
        #expect(padded.withUnsafeBytes { IDTable.hash($0, seed: 42) } != h0)
        #expect(base.withUnsafeBytes { IDTable.hash($0, seed: 43) } != h0)
    }
}
