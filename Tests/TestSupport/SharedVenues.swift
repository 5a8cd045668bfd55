import Foundation
import Testing

/// The real venues in `<package root>/../shared/venues` (test-only data, never copied into the repo).
///
/// A test that reads them carries the ``Testing/Trait/sharedVenues`` trait, which skips it visibly (the
/// run lists it as skipped with the folder it looked in) when they are absent, and the ``Testing/Tag/slow``
/// tag, since reading them takes seconds.
public enum SharedVenues {
    /// `<package root>/../shared/venues`.
    public static let directory = PackageFolders.shared + "/venues"

    /// Whether both real venues are there (their folders; the zips are checked by the tests that read them).
    public static let available: Bool = {
        let fm = FileManager.default
        return fm.fileExists(atPath: pacificFolder + "/manifest.geojson") && fm.fileExists(atPath: spbstuFolder + "/unit.geojson")
    }()

    /// The Pacific University MVF v3 export, unpacked.
    public static var pacificFolder: String { directory + "/pacific-u-mvf3" }
    /// The Pacific University MVF v3 export as a zip.
    public static var pacificZip: String { directory + "/pacific-u-mvf3.zip" }
    /// The SPbSTU IMDF archive, unpacked.
    public static var spbstuFolder: String { directory + "/spbstu-imdf" }
    /// The SPbSTU IMDF archive as a zip.
    public static var spbstuZip: String { directory + "/spbstu-imdf.zip" }
    /// Gare de l'Est (Paris), OpenStreetMap Simple Indoor Tagging as osmtogeojson GeoJSON (ODbL).
    public static var gareDeLEst: String { directory + "/osm-gare-de-l-est.geojson" }
    /// Whether the Gare de l'Est file is there (it is checked apart from the MVF/IMDF pair).
    public static let osmAvailable: Bool = FileManager.default.fileExists(atPath: gareDeLEst)
    /// Grand'Place (Grenoble), a shopping centre in OpenStreetMap Simple Indoor Tagging as osmtogeojson
    /// GeoJSON (ODbL): shops drawn on top of the corridor polygons.
    public static var grandPlace: String { directory + "/osm-grand-place.geojson" }
    /// Whether the Grand'Place file is there.
    public static let grandPlaceAvailable: Bool = FileManager.default.fileExists(atPath: grandPlace)
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when the Gare de l'Est OSM file is present (``SharedVenues/osmAvailable``);
    /// otherwise the run shows it as skipped, with the file it looked for.
    public static var sharedOSMVenue: Self {
        .enabled(if: SharedVenues.osmAvailable, "needs \(SharedVenues.gareDeLEst)")
    }

    /// Runs the test only when the Grand'Place OSM file is present; otherwise the run shows it as skipped.
    public static var sharedGrandPlace: Self {
        .enabled(if: SharedVenues.grandPlaceAvailable, "needs \(SharedVenues.grandPlace)")
    }

    /// Runs the test only when the real venues are present (``SharedVenues/available``); otherwise the
    /// run shows it as skipped, with the folder it looked in.
    public static var sharedVenues: Self {
        .enabled(if: SharedVenues.available, "needs the real venues in \(SharedVenues.directory)")
    }
}
