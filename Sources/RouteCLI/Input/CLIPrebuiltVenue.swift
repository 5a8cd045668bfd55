import Foundation
import IndoorGeometry
import Routing

/// Opening a prebuilt venue file (`indoor build`) where a command takes a venue: the file is checked and
/// its venue rebuilt (exit 65 when damaged or from another format or engine version), the inference flags
/// must be the ones it was built with (exit 64 otherwise), and a note is added when the source it was built
/// from has changed since.
enum CLIPrebuiltVenue {
    /// Opens the prebuilt file at `path` for a command asking for `inference`.
    static func load(_ path: String, inference: VenueInference) -> Result<CLIVenue.Opened, CLIVenue.Failure> {
        do {
            let file = try PrebuiltFile(path: path, expectedEngineVersion: RoutingLibrary.version)
            guard try file.venueInference() == PrebuiltInferenceRecord(inference) else {
                return .failure(
                    CLIVenue.Failure(
                        result: .failure(
                            "prebuilt file '\(path)' was built with other inference flags than given (--strict, --open-nonwalkable-doors); give the flags it was built with, or rebuild it with 'indoor build'",
                            code: .usage)))
            }
            let venue = try file.venue()
            CLINotes.addLater { staleNote(file) }  // reads the disk beside the command's work
            return .success(CLIVenue.Opened(venue: venue, prebuilt: file, places: try PlaceDirectory.prebuilt(venue: venue, file: file)))
        } catch {
            return .failure(CLIVenue.Failure(result: .failure("\(error)", code: .dataError)))
        }
    }

    /// A warning when the source recorded in `file` still exists and its checksum differs from the
    /// recorded one; `nil` when it matches or is gone. The checksum is computed only when the source's
    /// stamp (files, sizes, modification times) differs from the recorded one.
    static func staleNote(_ file: PrebuiltFile) -> String? {
        guard let source = file.sourcePath, let stamp = PrebuiltSourceChecksum.stamp(path: source) else { return nil }
        if stamp == file.sourceStamp { return nil }  // same files, sizes and times: not read again
        // An unreadable source cannot be compared; the prebuilt file is still what was asked for.
        guard let now = try? PrebuiltSourceChecksum.of(path: source), now != file.sourceChecksum else { return nil }
        return "warning: the source '\(source)' has changed since '\(file.path)' was built; rebuild it with 'indoor build'\n"
    }
}
