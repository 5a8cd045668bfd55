import Foundation

/// The checksum of a venue's source recorded in a prebuilt file's header: ``PrebuiltChecksum`` over, for
/// each of the source's files in byte order of their relative paths, the path's UTF-8 bytes, a zero byte,
/// the file's length as 8 little-endian bytes and the file's bytes.
///
/// - Complexity: O(total size of the source's files); reads every file once.
public enum PrebuiltSourceChecksum {
    /// The checksum of every file of `source`.
    /// - Throws: what ``VenueSource/read(_:)`` throws.
    public static func of(_ source: VenueSource) throws -> UInt64 {
        var c = PrebuiltChecksum()
        for path in source.filePaths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let bytes = try source.read(path) ?? []
            var head = Array(path.utf8) + [0]
            withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { head.append(contentsOf: $0) }
            head.withUnsafeBytes { c.update($0) }
            bytes.withUnsafeBytes { c.update($0) }
        }
        return c.finalize()
    }

    /// The checksum of the source at `path` (a venue folder, `.zip` or OSM file).
    /// - Throws: what ``VenueLoader/open(path:)`` and reading throw.
    public static func of(path: String) throws -> UInt64 {
        try of(VenueLoader.open(path: path))
    }

    /// A cheap fingerprint of the source at `path` that changes when a file is added, removed, resized or
    /// rewritten: ``PrebuiltChecksum`` over each regular file's relative path, size and modification time
    /// (in byte order of the paths). Equal stamps let a reader skip the full checksum; `nil` when the path
    /// is gone.
    /// - Complexity: one `stat` per file; reads no contents.
    public static func stamp(path: String) -> UInt64? {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        var files = [""]
        if isDirectory.boolValue {
            files = ((fm.enumerator(atPath: path)?.allObjects as? [String]) ?? []).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        var head: [UInt8] = []
        for f in files {
            let full = f.isEmpty ? path : path + "/" + f
            // A file that vanished between listing and stat: the stamp then differs, and the full checksum decides.
            guard let a = try? fm.attributesOfItem(atPath: full), (a[.type] as? FileAttributeType) == .typeRegular else { continue }
            let size = UInt64((a[.size] as? NSNumber)?.uint64Value ?? 0)
            let time = ((a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0).bitPattern
            head += Array(f.utf8) + [0]
            for v in [size, time] { withUnsafeBytes(of: v.littleEndian) { head.append(contentsOf: $0) } }
        }
        return PrebuiltChecksum.of(head)
    }
}
