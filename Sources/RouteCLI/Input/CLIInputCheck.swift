import Foundation
import IndoorGeometry

/// Checks that input paths exist, are readable and of the right kind before a subcommand starts.
enum CLIInputCheck {
    /// What an input path must be.
    enum Expectation: Sendable {
        /// A venue: a readable folder, a readable zip file (named `.zip`, or beginning with a zip signature), or a
        /// readable OSM file (`.osm`, `.geojson`).
        case venue
        /// A readable regular file, or `-` for standard input.
        case fileOrStandardInput
        /// A readable regular file.
        case file
    }

    /// `nil` if `path` meets `expectation`, else a result naming the path and the problem: exit 66 when it
    /// is missing, unreadable or a folder where a file is needed, exit 65 for a readable file given as a
    /// venue that is neither a zip archive nor an OSM file (a `.txt`, an `.osm.pbf`).
    /// - Parameters:
    ///   - path: the path as typed; relative paths resolve against the current directory.
    ///   - role: what the path is for, used in the message (`venue`, `input`, `route file`).
    ///   - expectation: the kind of path required.
    static func problem(with path: String, role: String, expecting expectation: Expectation) -> CLIResult? {
        if path == "-" {
            if case .fileOrStandardInput = expectation { return nil }
            return .failure("\(role) cannot be read from standard input ('-'); give a path", code: .noInput)
        }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure("\(role) '\(path)' not found", code: .noInput)
        }
        guard manager.isReadableFile(atPath: path) else {
            return .failure("\(role) '\(path)' is not readable", code: .noInput)
        }
        switch expectation {
        case .venue:
            if !isDirectory.boolValue && OSMReader.isPBFFileName(path) {
                return .failure(
                    "\(role) '\(path)' is an OSM PBF file, which indoor does not read; convert it to .osm XML first (osmium cat in.osm.pbf -o out.osm)",
                    code: .dataError)
            }
            if !isDirectory.boolValue && PrebuiltFile.looksPrebuilt(path: path) { return nil }
            if !isDirectory.boolValue && !path.lowercased().hasSuffix(".zip") && !VenueLoader.isZipArchive(path: path) && !OSMReader.isOSMFileName(path) {
                // It is there and readable, so this is bad data, not a missing input (exit 65).
                return .failure(
                    "\(role) '\(path)' is a file, not a venue bundle: indoor reads MVF v3 (manifest.geojson + floors.geojson) and IMDF (level.geojson, unit.geojson, opening.geojson…) bundles, as a folder or a .zip, OpenStreetMap indoor data (.osm, .geojson), and prebuilt files written by 'indoor build'",
                    code: .dataError)
            }
        case .file, .fileOrStandardInput:
            if isDirectory.boolValue {
                return .failure("\(role) '\(path)' is a folder; expected a file", code: .noInput)
            }
        }
        return nil
    }
}
