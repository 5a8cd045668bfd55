import Foundation

/// Opens a venue from a path, whatever its container (folder, `.zip`, or a single OSM file) and format
/// (MVF v3, IMDF, OpenStreetMap SIT), and reads it into a ``Venue``.
public enum VenueLoader {
    /// Why an opened bundle could not be read as a venue (besides ``VenueSourceError`` and ``FormatError``).
    public enum LoadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The bundle is neither MVF v3, IMDF nor OSM.
        case unknownFormat(path: String, files: [String])

        /// One line saying what failed and how to fix it.
        public var description: String {
            switch self {
            case let .unknownFormat(p, files):
                let shown = files.prefix(8).joined(separator: ", ")
                return
                    "\(p): not a venue bundle: expected MVF v3 (manifest.geojson + floors.geojson), IMDF (level.geojson, with manifest.json, unit.geojson, opening.geojson…) or OpenStreetMap (an .osm file, or GeoJSON with OSM ids); found \(files.isEmpty ? "no files" : shown)"
            }
        }
    }

    /// The container formats ``open(path:)`` knows.
    enum Container: Equatable {
        case folder
        case zip
        /// One OSM file (`.osm`, `.osm.xml`, `.geojson`, `.json`).
        case file
    }

    /// Detects the container of `path` from the file system: a folder, or a file named `.zip` or beginning
    /// with a zip signature (so an archive named without the extension, `indoor generate out --zip`, opens).
    static func container(of path: String) throws(VenueSourceError) -> Container {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .notFound(path: path) }
        if isDirectory.boolValue { return .folder }
        if path.lowercased().hasSuffix(".zip") || isZipArchive(path: path) { return .zip }
        if OSMReader.isPBFFileName(path) {
            throw .unsupported(path: path, reason: "is an OSM PBF file, which is not read; convert it to .osm XML first (osmium cat in.osm.pbf -o out.osm)")
        }
        if OSMReader.isOSMFileName(path) { return .file }
        throw .unsupported(path: path, reason: "is neither a folder, a .zip archive nor an OSM file (.osm, .geojson)")
    }

    /// Whether the file at `path` begins with a zip signature: a local file header (`PK\u{3}\u{4}`) or the
    /// end record of an empty archive (`PK\u{5}\u{6}`). False for a missing or unreadable file.
    public static func isZipArchive(path: String) -> Bool {
        guard let h = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? h.close() }
        let b = [UInt8]((try? h.read(upToCount: 4)) ?? Data())
        return b.count == 4 && b[0] == 0x50 && b[1] == 0x4B && ((b[2] == 3 && b[3] == 4) || (b[2] == 5 && b[3] == 6))
    }

    /// Opens the bundle at `path` as a ``VenueSource`` (a ``FolderSource``, a ``ZipSource``, or a
    /// ``SingleFileSource`` for one OSM file).
    /// - Throws: ``VenueSourceError`` when the path is missing, unreadable, an `.osm.pbf` file, or neither
    ///   a folder, a `.zip` nor an OSM file; ``ZipError`` for a corrupt or hostile archive.
    public static func open(path: String) throws -> VenueSource {
        switch try container(of: path) {
        case .folder:
            return try FolderSource(root: path)
        case .zip:
            return try ZipSource(path: path)
        case .file:
            return SingleFileSource(path: path)
        }
    }

    /// Reads the venue at `path`: a folder or `.zip`, MVF v3 (`manifest.geojson` + `floors.geojson`),
    /// IMDF (`level.geojson`, normally with `manifest.json`) or OSM (``OSMReader``); or one OSM file.
    /// - Parameters:
    ///   - path: a bundle folder, a zip file, or an `.osm` / `.geojson` file.
    ///   - inference: what to fill in that the source leaves out (``VenueInference``; default: the documented
    ///     rules, each addition listed in ``Venue/inferences``); ``VenueInference/strict`` reads the source as
    ///     written.
    /// - Returns: the venue, with its warnings.
    /// - Throws: ``VenueSourceError`` (missing, unreadable or unsupported path), ``LoadError`` (no known
    ///   format), ``ZipError`` (corrupt or hostile zip), ``FormatError`` (bad data inside the bundle).
    public static func load(path: String, inference: VenueInference = .default) throws -> Venue {
        try read(open(path: path), inference: inference)
    }

    /// Reads a venue from an opened source, detecting the format, then applies `inference` (as
    /// ``load(path:inference:)``).
    /// - Throws: ``LoadError`` for an unknown format, ``FormatError`` for bad data.
    public static func read(_ source: VenueSource, inference: VenueInference = .default) throws -> Venue {
        var venue = inference.apply(to: try readStrictly(source))
        venue.shrinkToFit()
        return venue
    }

    /// The venue exactly as the source has it, format detected.
    static func readStrictly(_ source: VenueSource) throws -> Venue {
        if MVFReader.canRead(source) { return try MVFReader.read(source) }
        // IMDF's manifest.json is required by the spec, but exports without it are otherwise complete:
        // the levels identify the format and the reader warns about the missing manifest.
        if source.contains("level.geojson") {
            return try IMDFReader.read(source)
        }
        if source.filePaths.contains(where: OSMReader.isPBFFileName) {
            throw VenueSourceError.unsupported(
                path: source.displayName, reason: "holds an OSM PBF file, which is not read; convert it to .osm XML first (osmium cat in.osm.pbf -o out.osm)")
        }
        if OSMReader.canRead(source) { return try OSMReader.read(source) }
        throw LoadError.unknownFormat(path: source.displayName, files: source.filePaths)
    }
}
