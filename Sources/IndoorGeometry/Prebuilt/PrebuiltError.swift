/// Why a prebuilt venue file was refused. Every case names the file; section problems name the section
/// and what is wrong with it. Nothing in a refused file is used.
public enum PrebuiltError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file cannot be opened or read.
    case unreadable(file: String, reason: String)
    /// The file does not start with the prebuilt magic bytes.
    case notPrebuilt(file: String)
    /// The byte-order mark reads swapped: the file was written on a machine of the other endianness.
    case wrongByteOrder(file: String)
    /// The file's format version is not the one this build reads.
    case unsupportedVersion(file: String, found: UInt32, expected: UInt32)
    /// The file was built by another engine version, whose venue reading and inference may differ.
    case engineMismatch(file: String, found: String, expected: String)
    /// The header, a section or a record is damaged or inconsistent.
    case damaged(file: String, section: String, problem: String)
    /// A section the reader needs is absent.
    case missingSection(file: String, section: String)

    public var description: String {
        switch self {
        case let .unreadable(f, r): return "prebuilt file '\(f)' cannot be read: \(r)"
        case let .notPrebuilt(f): return "'\(f)' is not a prebuilt venue file (no 'INDOORPB' magic at its start)"
        case let .wrongByteOrder(f):
            return "prebuilt file '\(f)' was written with the other byte order; rebuild it on this machine with 'indoor build'"
        case let .unsupportedVersion(f, found, expected):
            return "prebuilt file '\(f)' has format version \(found), this build reads version \(expected); rebuild it with 'indoor build'"
        case let .engineMismatch(f, found, expected):
            return "prebuilt file '\(f)' was built by engine \(found), this is \(expected); rebuild it with 'indoor build'"
        case let .damaged(f, s, p): return "prebuilt file '\(f)' is damaged: \(s): \(p)"
        case let .missingSection(f, s): return "prebuilt file '\(f)' has no \(s) section; rebuild it with 'indoor build'"
        }
    }
}
