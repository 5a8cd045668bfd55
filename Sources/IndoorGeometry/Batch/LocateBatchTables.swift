import Dispatch
import Foundation

/// What answering a batch line reads: the JSON-quoted floor and space ids in one padded byte block (so a
/// short id is copied in 8-byte words, see ``BatchWriter/put(_:)-(UnsafeBufferPointer<UInt8>)``) and
/// an open-addressing table from a floor id's bytes to its floor. Immutable after `init`; shared by threads.
final class LocateBatchTables: @unchecked Sendable {
    /// Quoted floor ids, then quoted space ids, then the raw floor ids the table points at; 8 bytes of padding.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// `(offset, count)` into `bytes` per floor and per space.
    private let floorSpans: UnsafeMutablePointer<(Int32, Int32)>
    private let spaceSpans: UnsafeMutablePointer<(Int32, Int32)>
    /// Open-addressing slots: `-1` or an index into `keys`.
    private let slots: UnsafeMutablePointer<Int32>
    private let slotMask: Int
    /// Per table entry: offset and count of the raw id in `bytes`, and the floor it resolves to.
    private let keys: UnsafeMutablePointer<(Int32, Int32, Int32)>
    let longestFloorID: Int
    let longestSpaceID: Int

    init(venue: Venue) {
        func quoted(_ s: String) -> [UInt8] {
            var t = ""
            JSONWriter.appendQuoted(s, to: &t)
            return Array(t.utf8)
        }
        var blob: [UInt8] = []
        func add(_ b: [UInt8]) -> (Int32, Int32) {
            defer { blob += b }
            return (Int32(blob.count), Int32(b.count))
        }
        let floors = venue.floors.map { add(quoted($0.id)) }
        let spaces = venue.spaces.map { add(quoted($0.id)) }
        longestFloorID = floors.map { Int($0.1) }.max() ?? 0
        longestSpaceID = spaces.map { Int($0.1) }.max() ?? 0
        // The ids a CSV fast path may resolve by bytes: non-empty, no surrounding white space (as the
        // general path would trim), each mapped to what `floorIndex(matching:)` answers for it.
        var entries: [(Int32, Int32, Int32)] = []
        var seen = Set<String>()
        for f in venue.floors where !f.id.isEmpty && f.id.trimmingCharacters(in: .whitespaces) == f.id && seen.insert(f.id).inserted {
            guard let i = try? venue.floorIndex(matching: f.id) else { continue }
            let (o, n) = add(Array(f.id.utf8))
            entries.append((o, n, Int32(i)))
        }
        blob += [UInt8](repeating: 0, count: 8)
        bytes = .allocate(capacity: blob.count)
        bytes.initialize(from: blob, count: blob.count)
        floorSpans = .allocate(capacity: max(1, floors.count))
        floorSpans.initialize(from: floors, count: floors.count)
        spaceSpans = .allocate(capacity: max(1, spaces.count))
        spaceSpans.initialize(from: spaces, count: spaces.count)
        keys = .allocate(capacity: max(1, entries.count))
        keys.initialize(from: entries, count: entries.count)
        var size = 8
        while size < entries.count * 4 { size *= 2 }
        slotMask = size - 1
        slots = .allocate(capacity: size)
        slots.initialize(repeating: -1, count: size)
        for (k, e) in entries.enumerated() {
            var h = Self.hash(bytes + Int(e.0), Int(e.1)) & slotMask
            while slots[h] >= 0 { h = (h + 1) & slotMask }
            slots[h] = Int32(k)
        }
    }

    deinit {
        bytes.deallocate()
        floorSpans.deallocate()
        spaceSpans.deallocate()
        keys.deallocate()
        slots.deallocate()
    }

    @inline(__always)
    func quotedFloor(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let (o, n) = floorSpans[i]
        return UnsafeBufferPointer(start: bytes + Int(o), count: Int(n))
    }

    @inline(__always)
    func quotedSpace(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let (o, n) = spaceSpans[i]
        return UnsafeBufferPointer(start: bytes + Int(o), count: Int(n))
    }

    /// The floor whose id is exactly these `count` bytes, and where the table keeps that id's bytes.
    @inline(__always)
    func floor(id p: UnsafePointer<UInt8>, _ count: Int) -> (Int, UnsafePointer<UInt8>)? {
        var h = Self.hash(p, count) & slotMask
        while true {
            let k = Int(slots[h])
            if k < 0 { return nil }
            let (o, n, f) = keys[k]
            if Int(n) == count && memcmp(bytes + Int(o), p, count) == 0 { return (Int(f), UnsafePointer(bytes + Int(o))) }
            h = (h + 1) & slotMask
        }
    }

    /// A cheap hash of a short byte string: its length and its first and last 8 bytes.
    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8 {
            let raw = UnsafeRawPointer(p)
            h = (h ^ raw.loadUnaligned(as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            h = (h ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
        } else {
            for k in 0 ..< count { h = (h ^ UInt64(p[k])) &* 0xFF51_AFD7_ED55_8CCD }
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
