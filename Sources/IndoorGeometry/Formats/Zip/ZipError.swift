/// Why a `.zip` archive, or one of its entries, was refused.
///
/// Every case carries the archive's path (or the name given to an in-memory archive) and, where one is
/// involved, the entry's name, so a message reads like
/// `archive 'venue.zip', entry 'floors.geojson': CRC-32 mismatch (central directory says 0x2435b1f8, data gives 0x00000000)`.
public enum ZipError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The archive file does not exist.
    case fileNotFound(archive: String)
    /// The archive file exists but could not be read or written; `reason` is what the OS reported.
    case io(archive: String, reason: String)
    /// The archive is zero bytes long.
    case emptyArchive(archive: String)
    /// No end-of-central-directory record was found: the bytes are not a zip archive.
    case notAZip(archive: String, reason: String)
    /// A structure runs past the end of the archive (or of the region it must stay in).
    case truncated(archive: String, entry: String?, reason: String)
    /// A record does not start with the signature it must have.
    case badSignature(archive: String, entry: String?, record: String, offset: Int, found: UInt32)
    /// A structural field holds an impossible or unsupported value (multi-disk archive, bad offsets...).
    case malformed(archive: String, entry: String?, reason: String)
    /// An entry's name could escape the extraction folder (`..`, absolute path, drive letter, backslash traversal).
    case unsafeEntryName(archive: String, entry: String, reason: String)
    /// More entries than ``ZipLimits/maxEntries``.
    case tooManyEntries(archive: String, count: UInt64, limit: Int)
    /// An entry's declared uncompressed size exceeds ``ZipLimits/maxEntrySize``.
    case entryTooLarge(archive: String, entry: String, size: UInt64, limit: Int)
    /// The declared uncompressed sizes add up to more than ``ZipLimits/maxTotalSize``.
    case archiveTooLarge(archive: String, total: UInt64, limit: Int)
    /// An entry declares more than ``ZipLimits/maxCompressionRatio`` uncompressed bytes per compressed byte.
    case compressionRatioTooHigh(archive: String, entry: String, compressedSize: UInt64, uncompressedSize: UInt64, limit: Int)
    /// The entry's data does not have the size the central directory declares (too long or too short).
    case sizeMismatch(archive: String, entry: String, reason: String)
    /// The entry uses a compression method other than stored (0) or deflate (8).
    case unsupportedMethod(archive: String, entry: String, method: UInt16)
    /// The entry is encrypted; encryption is not supported.
    case encrypted(archive: String, entry: String)
    /// The entry's deflate stream is invalid; `reason` says how (see ``ZipInflateFailure``).
    case corruptDeflate(archive: String, entry: String, reason: String)
    /// The CRC-32 of the extracted bytes differs from the declared one.
    case crcMismatch(archive: String, entry: String, expected: UInt32, actual: UInt32)
    /// The local header disagrees with the central directory (name, method, CRC or sizes).
    case localHeaderMismatch(archive: String, entry: String, reason: String)

    /// The archive path (or in-memory name) the error is about.
    public var archive: String {
        switch self {
        case let .fileNotFound(a), let .io(a, _), let .emptyArchive(a), let .notAZip(a, _), let .truncated(a, _, _),
            let .badSignature(a, _, _, _, _), let .malformed(a, _, _), let .unsafeEntryName(a, _, _),
            let .tooManyEntries(a, _, _), let .entryTooLarge(a, _, _, _), let .archiveTooLarge(a, _, _),
            let .compressionRatioTooHigh(a, _, _, _, _), let .sizeMismatch(a, _, _), let .unsupportedMethod(a, _, _),
            let .encrypted(a, _), let .corruptDeflate(a, _, _), let .crcMismatch(a, _, _, _),
            let .localHeaderMismatch(a, _, _):
            return a
        }
    }

    /// The entry name the error is about, when it concerns one entry.
    public var entry: String? {
        switch self {
        case .fileNotFound, .io, .emptyArchive, .notAZip, .tooManyEntries, .archiveTooLarge: return nil
        case let .truncated(_, e, _), let .badSignature(_, e, _, _, _), let .malformed(_, e, _): return e
        case let .unsafeEntryName(_, e, _), let .entryTooLarge(_, e, _, _), let .compressionRatioTooHigh(_, e, _, _, _),
            let .sizeMismatch(_, e, _), let .unsupportedMethod(_, e, _), let .encrypted(_, e),
            let .corruptDeflate(_, e, _), let .crcMismatch(_, e, _, _), let .localHeaderMismatch(_, e, _):
            return e
        }
    }

    /// What went wrong, without the archive and entry prefix.
    public var reason: String {
        switch self {
        case .fileNotFound: return "no such file"
        case let .io(_, r): return "I/O error: \(r)"
        case .emptyArchive: return "the file is empty (0 bytes), not a zip archive"
        case let .notAZip(_, r): return "not a zip archive: \(r)"
        case let .truncated(_, _, r): return "truncated: \(r)"
        case let .badSignature(_, _, rec, off, found):
            return "bad \(rec) signature at offset \(off) (found 0x\(Self.hex(found)))"
        case let .malformed(_, _, r): return "malformed: \(r)"
        case let .unsafeEntryName(_, _, r): return "unsafe entry name: \(r)"
        case let .tooManyEntries(_, n, l): return "\(n) entries, more than the limit of \(l) (ZipLimits.maxEntries)"
        case let .entryTooLarge(_, _, s, l):
            return "uncompressed size \(s) bytes exceeds the limit of \(l) bytes (ZipLimits.maxEntrySize)"
        case let .archiveTooLarge(_, t, l):
            return "total uncompressed size \(t) bytes exceeds the limit of \(l) bytes (ZipLimits.maxTotalSize)"
        case let .compressionRatioTooHigh(_, _, c, u, l):
            return "declares \(u) bytes from \(c) compressed bytes, a ratio above the limit of \(l):1 (ZipLimits.maxCompressionRatio)"
        case let .sizeMismatch(_, _, r): return "size mismatch: \(r)"
        case let .unsupportedMethod(_, _, m):
            return "compression method \(m) is not supported (only 0 stored and 8 deflate)"
        case .encrypted: return "the entry is encrypted; encrypted entries are not supported"
        case let .corruptDeflate(_, _, r): return "corrupt deflate data: \(r)"
        case let .crcMismatch(_, _, e, a):
            return "CRC-32 mismatch (central directory says 0x\(Self.hex(e)), data gives 0x\(Self.hex(a)))"
        case let .localHeaderMismatch(_, _, r): return "local header disagrees with the central directory: \(r)"
        }
    }

    /// `archive 'A', entry 'E': reason`, or `archive 'A': reason` when no entry is involved.
    public var description: String {
        if let e = entry { return "archive '\(archive)', entry '\(e)': \(reason)" }
        return "archive '\(archive)': \(reason)"
    }

    private static func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 8 - s.count)) + s
    }
}
