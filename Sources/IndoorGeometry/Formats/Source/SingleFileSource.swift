/// A venue stored as one file (an OSM `.osm` or `.geojson` file), presented as a source holding that file
/// under its own name.
public struct SingleFileSource: VenueSource {
    /// The file's path as given by the caller.
    public let path: String
    public var displayName: String { path }
    /// The file's name (its last path component).
    public let filePaths: [String]

    /// - Parameter path: a readable regular file (checked when read).
    public init(path: String) {
        self.path = path
        filePaths = [path.split(separator: "/").last.map(String.init) ?? path]
    }

    public func read(_ relativePath: String) throws -> [UInt8]? {
        guard relativePath == filePaths[0] else { return nil }
        return try FolderSource.readFile(atPath: path)
    }
}
