import Foundation

/// A venue bundle stored as a folder on disk.
public struct FolderSource: VenueSource {
    /// The folder's path as given by the caller.
    public let root: String
    public let filePaths: [String]
    public var displayName: String { root }

    /// Lists the folder recursively (hidden files skipped).
    /// - Throws: ``VenueSourceError/notFound(path:)`` when `root` does not exist,
    ///   ``VenueSourceError/unsupported(path:reason:)`` when it is not a folder.
    /// - Complexity: O(files).
    public init(root: String) throws(VenueSourceError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { throw .notFound(path: root) }
        guard isDirectory.boolValue else { throw .unsupported(path: root, reason: "is a file, not a folder") }
        self.root = root
        guard let e = FileManager.default.enumerator(atPath: root) else {
            throw .unreadable(path: root, reason: "the folder cannot be listed")
        }
        var paths: [String] = []
        while let rel = e.nextObject() as? String {
            if rel.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            var d: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + rel, isDirectory: &d), !d.boolValue {
                paths.append(rel)
            }
        }
        filePaths = paths.sorted()
    }

    /// Whether the folder held a file at `relativePath` when it was listed, by binary search of the sorted
    /// ``filePaths``.
    /// - Complexity: O(log files).
    public func contains(_ relativePath: String) -> Bool {
        var low = 0
        var high = filePaths.count
        while low < high {
            let mid = (low + high) / 2
            if filePaths[mid] < relativePath { low = mid + 1 } else { high = mid }
        }
        return low < filePaths.count && filePaths[low] == relativePath
    }

    public func read(_ relativePath: String) throws -> [UInt8]? {
        let full = root + "/" + relativePath
        guard FileManager.default.fileExists(atPath: full) else { return nil }
        return try Self.readFile(atPath: full)
    }

    /// Reads a whole file into memory with one `read` loop (no `Data` copy).
    /// - Throws: ``VenueSourceError/unreadable(path:reason:)`` on any I/O error.
    public static func readFile(atPath path: String) throws(VenueSourceError) -> [UInt8] {
        guard let f = fopen(path, "rb") else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { fclose(f) }
        var out: [UInt8] = []
        if fseeko(f, 0, SEEK_END) == 0 {
            let size = ftello(f)
            if size > 0 { out.reserveCapacity(Int(size)) }
            rewind(f)
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
            if n > 0 { out.append(contentsOf: chunk[0 ..< n]) }
            if n < chunk.count {
                if ferror(f) != 0 { throw .unreadable(path: path, reason: "read error") }
                break
            }
        }
        return out
    }
}
