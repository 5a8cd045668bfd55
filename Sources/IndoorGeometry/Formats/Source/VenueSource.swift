/// Read access to the files of a venue bundle, whether it is a folder or a `.zip` archive.
///
/// Paths are relative, `/`-separated, with no leading `./` (e.g. `geometry/f_123.geojson`). A zip whose
/// entries all sit under one top-level folder is presented without that prefix, so the same relative
/// paths work for a folder and for its zipped form.
public protocol VenueSource: Sendable {
    /// Human-readable location of the bundle (a folder path or a zip path), used in error messages.
    var displayName: String { get }
    /// Every regular file in the bundle, as relative paths, sorted.
    var filePaths: [String] { get }
    /// The bytes of the file at `relativePath`, or `nil` when the bundle has no such file.
    /// - Throws: ``VenueSourceError`` when the file exists but cannot be read (I/O error, corrupt entry).
    func read(_ relativePath: String) throws -> [UInt8]?
    /// Whether the bundle has a file at `relativePath`. Readers ask this for every floor's files, so a
    /// source holding many files answers it from an index (the default scans ``filePaths``: O(files)).
    func contains(_ relativePath: String) -> Bool
}

extension VenueSource {
    /// Whether `relativePath` is one of ``filePaths``, by a scan of the list.
    /// - Complexity: O(files).
    public func contains(_ relativePath: String) -> Bool { filePaths.contains(relativePath) }
}

/// Why a bundle or one of its files could not be read.
public enum VenueSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at the given path.
    case notFound(path: String)
    /// The path exists but could not be read (permissions, I/O error); `reason` says what the OS reported.
    case unreadable(path: String, reason: String)
    /// The path is neither a folder nor a file we can open as a bundle.
    case unsupported(path: String, reason: String)

    public var description: String {
        switch self {
        case let .notFound(p): return "\(p): no such file or folder"
        case let .unreadable(p, r): return "\(p): cannot be read: \(r)"
        case let .unsupported(p, r): return "\(p): \(r)"
        }
    }
}
