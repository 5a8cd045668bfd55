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

    /// A cheap fingerprint of the source at `path` (``PrebuiltSourceStamp``): changes when a file is added,
    /// removed, resized or rewritten. Equal stamps let a reader skip the full checksum; `nil` when the path
    /// is gone.
    /// - Complexity: one `stat` per file; reads no contents.
    public static func stamp(path: String) -> UInt64? { PrebuiltSourceStamp.of(path: path) }
}
