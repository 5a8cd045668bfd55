import IndoorGeometry

/// Loading a venue for a subcommand, with every failure mapped to its documented exit code:
/// 66 when the path is missing or unreadable, 65 when the bundle's data is bad (invalid JSON, a corrupt or
/// hostile zip, neither MVF, IMDF nor OSM, an .osm.pbf file, a damaged prebuilt file). A prebuilt file
/// (`indoor build`) is opened instead of read (``CLIPrebuiltVenue``).
enum CLIVenue {
    /// A load failure ready to print.
    struct Failure: Error {
        var result: CLIResult
    }

    /// Loads the venue at `path` with `inference` applied (default: the documented rules).
    static func load(
        _ path: String, inference: VenueInference = .default, using loader: (String) throws -> Venue = { try VenueLoader.load(path: $0, inference: .strict) }
    ) -> Result<Venue, Failure> {
        if let problem = CLIInputCheck.problem(with: path, role: "venue", expecting: .venue) { return .failure(Failure(result: problem)) }
        if PrebuiltFile.looksPrebuilt(path: path) { return CLIPrebuiltVenue.load(path, inference: inference) }
        do {
            return .success(inference.apply(to: try loader(path)))
        } catch let e as VenueSourceError {
            switch e {
            case .notFound, .unreadable: return .failure(Failure(result: .failure("\(e)", code: .noInput)))
            case .unsupported: return .failure(Failure(result: .failure("\(e)", code: .dataError)))
            }
        } catch let e as FormatError {
            return .failure(Failure(result: .failure("venue '\(path)': \(e)", code: .dataError)))
        } catch {
            return .failure(Failure(result: .failure("venue '\(path)': \(error)", code: .dataError)))
        }
    }

    /// The start of a command that may read a batch: the batch input exists (exit 66 otherwise, checked
    /// before the venue is read), then the venue loads as ``load(_:inference:using:)`` loads it.
    static func load(_ path: String, inference: VenueInference = .default, batch: String?) -> Result<Venue, Failure> {
        if let b = batch, let problem = CLIInputCheck.problem(with: b, role: "batch input", expecting: .fileOrStandardInput) {
            return .failure(Failure(result: problem))
        }
        return load(path, inference: inference)
    }

    /// One stderr line summarising the reader's warnings (details: `indoor info`).
    static func warningSummary(_ venue: Venue) -> String {
        venue.warnings.isEmpty ? "" : "warning: the venue has \(venue.warnings.count) data warning(s); see 'indoor info' for details\n"
    }
}
