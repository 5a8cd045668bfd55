import IndoorGeometry

/// A ``PlaceDirectory``'s ids and names stored in a prebuilt venue file (section kind 30), looked up where
/// they lie instead of hashed on every open: one sorted table of 12-byte ``PrebuiltPlaceKey`` records —
/// which map (space ids, destination ids, space names, destination names, lowercased destination names),
/// the key's string-table offset and the space's or destination's index — ordered by map, then key (as
/// Swift orders strings: canonically equivalent keys are equal, as in a dictionary), then index.
///
/// A lookup is a binary search decoding one key per probe. Nothing is trusted: a key whose string cannot be
/// read compares as empty, and an index outside the venue's spaces or destinations is skipped, so a hostile
/// table gives wrong answers (caught by the section's checksum), never a crash.
///
/// - Complexity: O(log n) string comparisons per lookup; nothing to build on open.
public struct PrebuiltPlaceIndex: Sendable {
    /// The section kind of the table.
    public static let section = PrebuiltSectionKind(rawValue: 30)

    /// The maps of the table, in their stored order.
    enum Map: UInt32, CaseIterable {
        case spaceID = 0, destinationID, spaceName, destinationName, destinationLowercasedName
    }

    let records: FlatArray<PrebuiltPlaceKey>
    let strings: PrebuiltStringTable
    let spaceCount: Int
    let destinationCount: Int

    /// The index stored in `file` for `venue` (the file's own venue), or `nil` when the file stores none.
    /// - Throws: ``PrebuiltError`` when the section is damaged (length, alignment, checksum).
    public init?(file: PrebuiltFile, venue: Venue) throws(PrebuiltError) {
        guard file.sections[Self.section] != nil else { return nil }
        records = try file.records(Self.section)
        strings = file.strings
        spaceCount = venue.spaces.count
        destinationCount = venue.destinations.count
    }

    /// Adds `venue`'s index to `writer` (its keys go to the writer's string table).
    public static func add(_ venue: Venue, to writer: inout PrebuiltWriter) {
        var keys: [(map: UInt32, key: String, index: Int)] = []
        for (i, s) in venue.spaces.enumerated() {
            keys.append((Map.spaceID.rawValue, s.id, i))
            for (k, name) in s.names.enumerated() where !s.names[..<k].contains(name) { keys.append((Map.spaceName.rawValue, name, i)) }
        }
        for (i, d) in venue.destinations.enumerated() {
            keys.append((Map.destinationID.rawValue, d.id, i))
            keys.append((Map.destinationName.rawValue, d.name, i))
            keys.append((Map.destinationLowercasedName.rawValue, d.name.lowercased(), i))
        }
        keys.sort { a, b in a.map != b.map ? a.map < b.map : a.key != b.key ? a.key < b.key : a.index < b.index }
        let records = keys.map { PrebuiltPlaceKey(map: $0.map, key: writer.strings.offset(of: $0.key), index: UInt32($0.index)) }
        writer.add(section, records: records)
    }

    /// The indices stored under `key` in `map`, ascending.
    func indices(_ map: Map, _ key: String) -> [Int] {
        let m = map.rawValue
        var lo = 0, hi = records.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let r = records[mid]
            if r.map < m || r.map == m && string(r.key) < key { lo = mid + 1 } else { hi = mid }
        }
        let bound = map == .spaceID || map == .spaceName ? spaceCount : destinationCount
        var out: [Int] = []
        while lo < records.count, records[lo].map == m, string(records[lo].key) == key {
            let i = Int(records[lo].index)
            if i < bound { out.append(i) }
            lo += 1
        }
        return out
    }

    /// The key at string offset `offset`; empty when it cannot be read (a damaged table).
    private func string(_ offset: UInt32) -> String {
        (try? strings.string(at: offset)) ?? ""
    }
}

/// One key of a ``PrebuiltPlaceIndex`` (12 bytes, little-endian).
public struct PrebuiltPlaceKey: BitwiseCopyable, Sendable {
    /// Which map (``PrebuiltPlaceIndex/Map``).
    public var map: UInt32
    /// The key's string-table offset.
    public var key: UInt32
    /// The space's or destination's index.
    public var index: UInt32
}

extension PlaceDirectory {
    /// The directory of `venue` (the file's own venue) over the index `file` stores, or one hashed now when
    /// the file stores none.
    /// - Throws: ``PrebuiltError`` when the stored index is damaged (length, alignment, checksum).
    public static func prebuilt(venue: Venue, file: PrebuiltFile) throws(PrebuiltError) -> PlaceDirectory {
        guard let stored = try PrebuiltPlaceIndex(file: file, venue: venue) else { return PlaceDirectory(venue: venue) }
        return PlaceDirectory(venue: venue, stored: stored)
    }
}
