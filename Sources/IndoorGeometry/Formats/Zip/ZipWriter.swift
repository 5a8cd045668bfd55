import Foundation

/// Builds a `.zip` archive in memory from (name, bytes) pairs, then returns or writes it.
///
/// Entries are stored or deflated with ``ZipDeflater`` (falling back to stored when deflate does not
/// shrink the data), with CRC-32s, UTF-8 names (flag bit 11) and a fixed 1980-01-01 timestamp so output
/// is reproducible. ZIP64 records are written when sizes, offsets or the entry count need them, or always
/// when ``forceZip64`` is set. Names are written as given, unchecked, so tests can build hostile archives;
/// ``ZipArchive`` is the side that refuses unsafe names.
///
/// Reference: PKWARE APPNOTE.TXT 6.3.10, sections 4.3 and 4.5.3.
public struct ZipWriter: Sendable {
    /// How an entry's data is written.
    public enum Compression: Hashable, Sendable {
        /// Method 0, bytes as they are.
        case stored
        /// Method 8 when it makes the data smaller, else stored.
        case deflate
    }

    /// Write ZIP64 extra fields and end records even when nothing needs them (for tests and interop).
    public var forceZip64: Bool
    /// Put CRC and sizes in a data descriptor after each entry's data (flag bit 3) instead of the local header.
    public var useDataDescriptors: Bool
    /// The archive comment (at most 65 535 UTF-8 bytes; longer is truncated).
    public var comment: String = ""

    private struct Record: Sendable {
        var nameBytes: [UInt8]
        var method: UInt16
        var crc: UInt32
        var compressedSize: UInt64
        var uncompressedSize: UInt64
        var offset: UInt64
        var isDirectory: Bool
    }
    private var records: [Record] = []
    private var body: [UInt8] = []

    /// Creates an empty archive builder.
    /// - Parameters:
    ///   - forceZip64: always write ZIP64 structures.
    ///   - useDataDescriptors: write sizes and CRC after the data (flag bit 3).
    /// - Complexity: O(1).
    public init(forceZip64: Bool = false, useDataDescriptors: Bool = false) {
        self.forceZip64 = forceZip64
        self.useDataDescriptors = useDataDescriptors
    }

    /// Number of entries added so far.
    public var count: Int { records.count }

    /// Adds a file entry.
    /// - Parameters:
    ///   - name: the path inside the archive, `/`-separated, at most 65 535 UTF-8 bytes, otherwise unchecked.
    ///   - bytes: the file's contents.
    ///   - compression: stored, or deflate (default; stored when deflating does not help).
    /// - Complexity: O(n) stored, O(n · chain) deflate.
    public mutating func add(name: String, bytes: [UInt8], compression: Compression = .deflate) {
        var method: UInt16 = 0
        var data = bytes
        if compression == .deflate {
            let packed = ZipDeflater.deflate(bytes)
            if packed.count < bytes.count {
                method = 8
                data = packed
            }
        }
        append(
            nameBytes: Array(name.utf8), method: method, crc: ZipCRC32.checksum(bytes),
            data: data, uncompressedSize: UInt64(bytes.count), isDirectory: false)
    }

    /// Adds a directory entry; a trailing `/` is appended when missing.
    /// - Parameter name: the folder path inside the archive.
    /// - Complexity: O(1).
    public mutating func addDirectory(name: String) {
        let n = name.hasSuffix("/") ? name : name + "/"
        append(nameBytes: Array(n.utf8), method: 0, crc: 0, data: [], uncompressedSize: 0, isDirectory: true)
    }

    /// Adds an entry whose fields are written exactly as given, for building malformed archives in tests:
    /// `data` is written as the entry's compressed bytes with `method`, `crc` and `uncompressedSize` unchecked.
    /// - Parameters:
    ///   - name: the path inside the archive.
    ///   - method: the method code written in both headers.
    ///   - crc: the CRC-32 written in both headers.
    ///   - data: the compressed bytes.
    ///   - uncompressedSize: the declared uncompressed size.
    /// - Complexity: O(data).
    public mutating func addRaw(name: String, method: UInt16, crc: UInt32, data: [UInt8], uncompressedSize: UInt64) {
        append(
            nameBytes: Array(name.utf8), method: method, crc: crc, data: data,
            uncompressedSize: uncompressedSize, isDirectory: name.hasSuffix("/"))
    }

    private mutating func append(
        nameBytes: [UInt8], method: UInt16, crc: UInt32, data: [UInt8], uncompressedSize: UInt64, isDirectory: Bool
    ) {
        precondition(nameBytes.count <= 0xFFFF, "zip entry names are at most 65 535 UTF-8 bytes")
        let offset = UInt64(body.count)
        let zip64 = forceZip64 || offset >= 0xFFFF_FFFF || uncompressedSize >= 0xFFFF_FFFF || UInt64(data.count) >= 0xFFFF_FFFF
        let descriptor = useDataDescriptors && !isDirectory
        ZipBytes.append(ZipBytes.localHeaderSignature, to: &body)
        ZipBytes.append(UInt16(zip64 ? 45 : 20), to: &body)
        ZipBytes.append(UInt16(0x0800 | (descriptor ? 8 : 0)), to: &body)
        ZipBytes.append(method, to: &body)
        ZipBytes.append(UInt16(0), to: &body)  // time 00:00:00
        ZipBytes.append(UInt16(0x0021), to: &body)  // date 1980-01-01
        ZipBytes.append(descriptor ? 0 : crc, to: &body)
        let sizeField: UInt32 = zip64 ? 0xFFFF_FFFF : 0
        ZipBytes.append(descriptor && !zip64 ? 0 : (zip64 ? sizeField : UInt32(data.count)), to: &body)
        ZipBytes.append(descriptor && !zip64 ? 0 : (zip64 ? sizeField : UInt32(uncompressedSize)), to: &body)
        ZipBytes.append(UInt16(nameBytes.count), to: &body)
        ZipBytes.append(UInt16(zip64 ? 20 : 0), to: &body)
        body += nameBytes
        if zip64 {
            ZipBytes.append(ZipBytes.zip64ExtraFieldID, to: &body)
            ZipBytes.append(UInt16(16), to: &body)
            ZipBytes.append(descriptor ? 0 : uncompressedSize, to: &body)
            ZipBytes.append(descriptor ? 0 : UInt64(data.count), to: &body)
        }
        body += data
        if descriptor {
            ZipBytes.append(ZipBytes.dataDescriptorSignature, to: &body)
            ZipBytes.append(crc, to: &body)
            if zip64 {
                ZipBytes.append(UInt64(data.count), to: &body)
                ZipBytes.append(uncompressedSize, to: &body)
            } else {
                ZipBytes.append(UInt32(data.count), to: &body)
                ZipBytes.append(UInt32(uncompressedSize), to: &body)
            }
        }
        records.append(
            Record(
                nameBytes: nameBytes, method: method, crc: crc, compressedSize: UInt64(data.count),
                uncompressedSize: uncompressedSize, offset: offset, isDirectory: isDirectory))
    }

    /// The complete archive: entries, central directory, (ZIP64 end records,) end record.
    /// - Returns: the archive's bytes.
    /// - Complexity: O(archive size).
    public func archiveBytes() -> [UInt8] {
        var out = body
        let cdOffset = UInt64(out.count)
        for r in records {
            let zip64 = forceZip64 || r.offset >= 0xFFFF_FFFF || r.uncompressedSize >= 0xFFFF_FFFF || r.compressedSize >= 0xFFFF_FFFF
            ZipBytes.append(ZipBytes.centralHeaderSignature, to: &out)
            ZipBytes.append(UInt16(0x031E), to: &out)  // made by: Unix, spec 3.0
            ZipBytes.append(UInt16(zip64 ? 45 : 20), to: &out)
            ZipBytes.append(UInt16(0x0800 | (useDataDescriptors && !r.isDirectory ? 8 : 0)), to: &out)
            ZipBytes.append(r.method, to: &out)
            ZipBytes.append(UInt16(0), to: &out)
            ZipBytes.append(UInt16(0x0021), to: &out)
            ZipBytes.append(r.crc, to: &out)
            ZipBytes.append(zip64 ? 0xFFFF_FFFF : UInt32(r.compressedSize), to: &out)
            ZipBytes.append(zip64 ? 0xFFFF_FFFF : UInt32(r.uncompressedSize), to: &out)
            ZipBytes.append(UInt16(r.nameBytes.count), to: &out)
            ZipBytes.append(UInt16(zip64 ? 28 : 0), to: &out)
            ZipBytes.append(UInt16(0), to: &out)  // comment length
            ZipBytes.append(UInt16(0), to: &out)  // disk number start
            ZipBytes.append(UInt16(0), to: &out)  // internal attributes
            ZipBytes.append(UInt32(r.isDirectory ? 0o040755 : 0o100644) << 16, to: &out)
            ZipBytes.append(zip64 ? 0xFFFF_FFFF : UInt32(r.offset), to: &out)
            out += r.nameBytes
            if zip64 {
                ZipBytes.append(ZipBytes.zip64ExtraFieldID, to: &out)
                ZipBytes.append(UInt16(24), to: &out)
                ZipBytes.append(r.uncompressedSize, to: &out)
                ZipBytes.append(r.compressedSize, to: &out)
                ZipBytes.append(r.offset, to: &out)
            }
        }
        let cdSize = UInt64(out.count) - cdOffset
        let count = UInt64(records.count)
        let zip64End = forceZip64 || count >= 0xFFFF || cdOffset >= 0xFFFF_FFFF || cdSize >= 0xFFFF_FFFF
        if zip64End {
            let recordOffset = UInt64(out.count)
            ZipBytes.append(ZipBytes.zip64EndOfCentralDirectorySignature, to: &out)
            ZipBytes.append(UInt64(44), to: &out)  // size of the rest of the record
            ZipBytes.append(UInt16(0x031E), to: &out)
            ZipBytes.append(UInt16(45), to: &out)
            ZipBytes.append(UInt32(0), to: &out)
            ZipBytes.append(UInt32(0), to: &out)
            ZipBytes.append(count, to: &out)
            ZipBytes.append(count, to: &out)
            ZipBytes.append(cdSize, to: &out)
            ZipBytes.append(cdOffset, to: &out)
            ZipBytes.append(ZipBytes.zip64LocatorSignature, to: &out)
            ZipBytes.append(UInt32(0), to: &out)
            ZipBytes.append(recordOffset, to: &out)
            ZipBytes.append(UInt32(1), to: &out)
        }
        let commentBytes = Array(comment.utf8.prefix(0xFFFF))
        ZipBytes.append(ZipBytes.endOfCentralDirectorySignature, to: &out)
        ZipBytes.append(UInt16(0), to: &out)
        ZipBytes.append(UInt16(0), to: &out)
        ZipBytes.append(zip64End ? 0xFFFF : UInt16(count), to: &out)
        ZipBytes.append(zip64End ? 0xFFFF : UInt16(count), to: &out)
        ZipBytes.append(zip64End ? 0xFFFF_FFFF : UInt32(cdSize), to: &out)
        ZipBytes.append(zip64End ? 0xFFFF_FFFF : UInt32(cdOffset), to: &out)
        ZipBytes.append(UInt16(commentBytes.count), to: &out)
        out += commentBytes
        return out
    }

    /// Writes the archive to `path`, replacing any file there.
    /// - Parameter path: destination file path.
    /// - Throws: ``ZipError/io(archive:reason:)`` when the file cannot be created or written.
    /// - Complexity: O(archive size).
    public func write(to path: String) throws(ZipError) {
        let bytes = archiveBytes()
        guard let f = fopen(path, "wb") else {
            throw .io(archive: path, reason: String(cString: strerror(errno)))
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        let closed = fclose(f)
        if written != bytes.count || closed != 0 {
            throw .io(archive: path, reason: "short write (\(written) of \(bytes.count) bytes)")
        }
    }
}
