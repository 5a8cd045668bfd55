/// The fixed layout of a prebuilt venue file's header and section table (see docs/formats.md).
///
/// Every number is little-endian. The header is ``headerSize`` bytes, followed by `sectionCount` entries of
/// ``PrebuiltSectionEntry`` (40 bytes each); sections follow, each at an offset that is a multiple of its
/// alignment.
public enum PrebuiltFormat {
    /// The first 8 bytes of every file: ASCII `INDOORPB`.
    public static let magic: [UInt8] = Array("INDOORPB".utf8)
    /// The format version this build writes and reads.
    public static let version: UInt32 = 5
    /// Written as a native 32-bit number; read little-endian it is this value, read swapped it is not.
    public static let byteOrderMark: UInt32 = 0x0102_0304
    /// Size of the fixed header in bytes (before the section table).
    public static let headerSize = 64
    /// Size of one section-table entry in bytes.
    public static let sectionEntrySize = 40
    /// Most sections a file may declare (a bound on the table a reader trusts).
    public static let maximumSectionCount = 1024
    /// Largest section alignment a file may declare (bytes).
    public static let maximumAlignment = 4096
    /// The string-table offset that stands for "no string".
    public static let noString: UInt32 = .max
    /// The byte offsets of the header's fields.
    enum Field {
        static let byteOrderMark = 8
        static let version = 12
        static let tableEnd = 16
        static let sectionCount = 20
        static let fileLength = 24
        static let sourceChecksum = 32
        static let engineVersion = 40
        static let sourcePath = 44
        static let sourceStamp = 48
        static let headerChecksum = 56
    }
}

/// What a section holds. Kinds 1-99 are the venue model's; the routers add theirs from 100. A reader
/// ignores kinds it does not know, after checking their bounds.
public struct PrebuiltSectionKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// All strings, each once: a 32-bit little-endian byte length, then UTF-8 bytes.
    public static let strings = Self(rawValue: 1)
    /// One ``PrebuiltVenueMeta`` record: name, format, projection, inference, counts.
    public static let venueMeta = Self(rawValue: 2)
    /// The coordinate pool: `Point`s, 16 bytes each (x then y, metres, IEEE 754 doubles).
    public static let points = Self(rawValue: 3)
    /// Rings: ranges of the coordinate pool.
    public static let rings = Self(rawValue: 4)
    /// Polygons: ranges of the ring table (shell first, then holes).
    public static let polygons = Self(rawValue: 5)
    /// The list pool: 32-bit indices and string offsets that records refer to by range.
    public static let lists = Self(rawValue: 6)
    public static let buildings = Self(rawValue: 10)
    public static let floors = Self(rawValue: 11)
    public static let spaces = Self(rawValue: 12)
    public static let walls = Self(rawValue: 13)
    public static let doors = Self(rawValue: 14)
    public static let obstacles = Self(rawValue: 15)
    /// Connection anchors of doors and vertical connections.
    public static let anchors = Self(rawValue: 16)
    public static let connections = Self(rawValue: 17)
    public static let destinations = Self(rawValue: 18)
    /// Destinations' floor points.
    public static let floorPoints = Self(rawValue: 19)
    public static let warnings = Self(rawValue: 20)
    public static let inferences = Self(rawValue: 21)
    /// `Venue.otherFeatureCounts`, one record per entry.
    public static let otherFeatureCounts = Self(rawValue: 22)
    /// The router keys asked for at build time, as string offsets (their tables are sections of their own).
    public static let routerKeys = Self(rawValue: 23)

    static let names: [UInt32: String] = [
        1: "strings", 2: "venue", 3: "points", 4: "rings", 5: "polygons", 6: "lists", 10: "buildings", 11: "floors",
        12: "spaces", 13: "walls", 14: "doors", 15: "obstacles", 16: "anchors", 17: "connections", 18: "destinations",
        19: "floor points", 20: "warnings", 21: "inferences", 22: "other feature counts", 23: "router keys"
    ]

    public var description: String { Self.names[rawValue] ?? "section kind \(rawValue)" }
}

/// One entry of the section table, as stored (40 bytes, little-endian).
public struct PrebuiltSectionEntry: Hashable, Sendable {
    /// What the section holds.
    public var kind: PrebuiltSectionKind
    /// Alignment of ``offset`` in bytes (a power of two, at most ``PrebuiltFormat/maximumAlignment``).
    public var alignment: UInt32
    /// Byte offset of the section from the start of the file.
    public var offset: UInt64
    /// Length of the section in bytes.
    public var length: UInt64
    /// Number of records (for a table) or of strings (for the string table).
    public var count: UInt64
    /// ``PrebuiltChecksum`` of the section's bytes.
    public var checksum: UInt64
}
