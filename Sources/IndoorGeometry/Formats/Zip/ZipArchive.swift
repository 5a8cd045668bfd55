import Foundation

/// A `.zip` archive held in memory: its central directory parsed and checked, its entries extracted on
/// demand with CRC-32 verification.
///
/// Opening parses the end-of-central-directory record (found by searching backwards over the archive
/// comment), the ZIP64 end records and extra fields where sizes or offsets need them, and the central
/// directory. It refuses, before allocating anything sized by the archive: unsafe entry names (`..`,
/// absolute paths, drive letters, backslash traversal), duplicate names, more entries than
/// ``ZipLimits/maxEntries``, declared sizes past ``ZipLimits/maxEntrySize`` or
/// ``ZipLimits/maxTotalSize``, and declared compression ratios past ``ZipLimits/maxCompressionRatio``.
/// Extraction writes at most the declared size, so a lying header cannot exceed the limits either.
///
/// Supports methods 0 (stored) and 8 (deflate, with our own ``ZipInflater``); other methods and
/// encrypted entries are listed but refused on extraction. Single-disk archives only.
/// Reference: PKWARE APPNOTE.TXT 6.3.10.
public struct ZipArchive: Sendable {
    /// The archive's path, or the name given to an in-memory archive; used in every error.
    public let path: String
    /// The limits the archive was checked against.
    public let limits: ZipLimits
    /// The central directory's entries, in archive order (directories included).
    public let entries: [ZipEntry]
    /// The whole archive.
    let bytes: [UInt8]
    /// Offset where the central directory starts: every entry's data must end before it.
    let centralDirectoryOffset: Int
    let indexByName: [String: Int]

    /// Opens the archive file at `path` (read fully into memory) and parses its central directory.
    /// - Parameters:
    ///   - path: the archive's file path.
    ///   - limits: resource limits (default ``ZipLimits/default``).
    /// - Throws: ``ZipError/fileNotFound(archive:)``, ``ZipError/io(archive:reason:)``, or any structural or
    ///   limit error of ``init(bytes:name:limits:)``.
    /// - Complexity: O(file size) to read, O(entries) to parse.
    public init(path: String, limits: ZipLimits = .default) throws(ZipError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .fileNotFound(archive: path) }
        if isDirectory.boolValue { throw .notAZip(archive: path, reason: "it is a folder") }
        let data: [UInt8]
        do {
            data = try FolderSource.readFile(atPath: path)
        } catch {
            throw .io(archive: path, reason: error.description)
        }
        try self.init(bytes: data, name: path, limits: limits)
    }

    /// Parses an archive held in memory.
    /// - Parameters:
    ///   - bytes: the whole archive.
    ///   - name: how errors refer to the archive (a path or a label).
    ///   - limits: resource limits (default ``ZipLimits/default``).
    /// - Throws: ``ZipError``: empty or non-zip bytes, truncation, bad signatures, malformed fields,
    ///   unsafe or duplicate names, limits exceeded.
    /// - Complexity: O(entries + comment length).
    public init(bytes: [UInt8], name: String, limits: ZipLimits = .default) throws(ZipError) {
        let parser = ZipCentralDirectoryParser(bytes: bytes, archive: name, limits: limits)
        let parsed = try parser.parse()
        self.path = name
        self.limits = limits
        self.bytes = bytes
        self.entries = parsed.entries
        self.centralDirectoryOffset = parsed.centralDirectoryOffset
        var index: [String: Int] = [:]
        index.reserveCapacity(parsed.entries.count)
        for (i, e) in parsed.entries.enumerated() {
            if index[e.name] != nil {
                throw .malformed(archive: name, entry: e.name, reason: "duplicate entry name")
            }
            index[e.name] = i
        }
        indexByName = index
    }

    /// The entry called exactly `name`, or `nil`.
    /// - Parameter name: the full path inside the archive.
    /// - Returns: the entry, or `nil` when there is none.
    /// - Complexity: O(1) expected.
    public func entry(named name: String) -> ZipEntry? {
        indexByName[name].map { entries[$0] }
    }

    /// The extracted bytes of the entry called `name`, or `nil` when there is no such entry.
    /// - Parameter name: the full path inside the archive.
    /// - Returns: the entry's bytes, CRC-checked.
    /// - Throws: ``ZipError`` as ``contents(of:)``.
    /// - Complexity: O(entry size).
    public func contents(named name: String) throws(ZipError) -> [UInt8]? {
        guard let e = entry(named: name) else { return nil }
        return try contents(of: e)
    }
}
