import IndoorGeometry
import Routing

/// Loading a venue for a subcommand, with every failure mapped to its documented exit code:
/// 66 when the path is missing or unreadable, 65 when the bundle's data is bad (invalid JSON, a corrupt or
/// hostile zip, neither MVF, IMDF nor OSM, an .osm.pbf file, a damaged prebuilt file). A prebuilt file
/// (`indoor build`) is opened instead of read (``CLIPrebuiltVenue``).
enum CLIVenue {
    /// A load failure ready to print.
    struct Failure: Error {
        var result: CLIResult
    }

    /// A venue as a command opened it: read from its source, or opened from a prebuilt file whose stored
    /// routers its ``routers()`` cache opens instead of building.
    struct Opened {
        var venue: Venue
        /// The prebuilt file the venue was opened from, if any.
        var prebuilt: PrebuiltFile?
        /// The venue's places over the prebuilt file's stored index, if any.
        var places: PlaceDirectory?

        /// The venue's routers: the ones the prebuilt file stores opened from it, the others built on demand.
        /// The executable keeps the cache until it exits (``CLIRuntime/keepUntilExit(_:)``).
        func routers() -> VenueRouterCache {
            let cache = VenueRouterCache(venue: venue, prebuilt: prebuilt, places: places)
            CLIRuntime.keepUntilExit(cache)
            return cache
        }
    }

    /// Loads the venue at `path` with `inference` applied (default: the documented rules).
    static func load(
        _ path: String, inference: VenueInference = .default, using loader: (String) throws -> Venue = { try VenueLoader.load(path: $0, inference: .strict) }
    ) -> Result<Venue, Failure> {
        open(path, inference: inference, using: loader).map(\.venue)
    }

    /// Opens the venue at `path` as ``load(_:inference:using:)`` does, keeping the prebuilt file it came from.
    static func open(
        _ path: String, inference: VenueInference = .default, using loader: (String) throws -> Venue = { try VenueLoader.load(path: $0, inference: .strict) }
    ) -> Result<Opened, Failure> {
        if let problem = CLIInputCheck.problem(with: path, role: "venue", expecting: .venue) { return .failure(Failure(result: problem)) }
        if PrebuiltFile.looksPrebuilt(path: path) { return CLIPrebuiltVenue.load(path, inference: inference) }
        do {
            return .success(Opened(venue: inference.apply(to: try loader(path))))
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
        open(path, inference: inference, batch: batch).map(\.venue)
    }

    /// ``load(_:inference:batch:)``, keeping the prebuilt file the venue came from.
    static func open(_ path: String, inference: VenueInference = .default, batch: String?) -> Result<Opened, Failure> {
        if let b = batch, let problem = CLIInputCheck.problem(with: b, role: "batch input", expecting: .fileOrStandardInput) {
            return .failure(Failure(result: problem))
        }
        return open(path, inference: inference)
    }

    /// One stderr line summarising the reader's warnings (details: `indoor info`).
    static func warningSummary(_ venue: Venue) -> String {
        venue.warnings.isEmpty ? "" : "warning: the venue has \(venue.warnings.count) data warning(s); see 'indoor info' for details\n"
    }
}
