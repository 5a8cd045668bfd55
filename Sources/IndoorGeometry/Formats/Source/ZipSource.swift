/// A venue bundle stored as a `.zip` archive.
///
/// Directory entries, `__MACOSX/` resource forks and hidden files (a path component starting with `.`,
/// as ``FolderSource`` skips them) are left out. When every remaining entry sits under one top-level
/// folder, that folder is stripped (after turning `\` separators into `/` and dropping `./`), so `venue/manifest.json` reads as `manifest.json` and a zipped bundle
/// shows the same relative paths as its folder.
public struct ZipSource: VenueSource {
    /// The opened archive.
    public let archive: ZipArchive
    /// The stripped top-level folder including its trailing `/`, or `""` when nothing was stripped.
    public let strippedPrefix: String
    /// Every file entry's relative path (prefix stripped, `\` separators and `./` normalised), sorted.
    public let filePaths: [String]
    private let entryIndexByPath: [String: Int]
    /// The archive's path.
    public var displayName: String { archive.path }

    /// Opens the archive at `path`.
    /// - Parameters:
    ///   - path: the `.zip` file.
    ///   - limits: resource limits for the archive (default ``ZipLimits/default``).
    /// - Throws: ``ZipError`` (missing file, not a zip, corrupt or hostile archive); the error names the archive.
    /// - Complexity: O(file size + entries).
    public init(path: String, limits: ZipLimits = .default) throws(ZipError) {
        self.init(archive: try ZipArchive(path: path, limits: limits))
    }

    /// Presents an already opened archive as a venue source.
    /// - Parameter archive: the archive.
    /// - Complexity: O(entries · log entries).
    public init(archive: ZipArchive) {
        self.archive = archive
        var kept: [(name: String, index: Int)] = []
        for (i, e) in archive.entries.enumerated() where !e.isDirectory {
            // Some Windows tools write `\` separators (traversing ones were refused when the archive was
            // opened); some archivers write a leading `./`. Both are normalised away.
            let raw = e.name.contains("\\") ? String(e.name.map { $0 == "\\" ? "/" : $0 }) : e.name
            if raw.hasPrefix("__MACOSX/") || raw.hasSuffix("/") { continue }
            let parts = raw.split(separator: "/").filter { $0 != "." }
            if parts.isEmpty || parts.contains(where: { $0.hasPrefix(".") }) { continue }
            let name = parts.joined(separator: "/")
            kept.append((name, i))
        }
        var prefix = ""
        if let first = kept.first, let slash = first.name.firstIndex(of: "/") {
            let candidate = String(first.name[...slash])
            if kept.allSatisfy({ $0.name.hasPrefix(candidate) && $0.name.count > candidate.count }) { prefix = candidate }
        }
        var index: [String: Int] = [:]
        for k in kept where index[String(k.name.dropFirst(prefix.count))] == nil {
            index[String(k.name.dropFirst(prefix.count))] = k.index  // the first of two names that normalise alike wins
        }
        strippedPrefix = prefix
        entryIndexByPath = index
        filePaths = index.keys.sorted()
    }

    /// Whether the archive has a file entry at `relativePath` (after prefix stripping).
    /// - Complexity: O(1) expected (a dictionary look-up).
    public func contains(_ relativePath: String) -> Bool { entryIndexByPath[relativePath] != nil }

    /// The extracted bytes of the file at `relativePath` (after prefix stripping), or `nil` when absent.
    /// - Parameter relativePath: a path from ``filePaths``.
    /// - Returns: the file's bytes, CRC-checked.
    /// - Throws: ``ZipError`` naming the archive and the entry when the entry is corrupt or unsupported.
    /// - Complexity: O(entry size).
    public func read(_ relativePath: String) throws -> [UInt8]? {
        guard let i = entryIndexByPath[relativePath] else { return nil }
        return try archive.contents(of: archive.entries[i])
    }
}
