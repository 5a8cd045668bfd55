import Foundation

/// Locates the real venues in `../shared/venues` beside the package root (test-only data, never copied
/// into the repo). Tests that need them use `.enabled(if: SharedVenues.available)` and so skip visibly.
enum SharedVenues {
    /// `<package root>/../shared/venues`, derived from this file's path.
    static let directory: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0 ..< 4 { url.deleteLastPathComponent() }  // Support → IndoorGeometryTests → Tests → root
        return url.deletingLastPathComponent().appendingPathComponent("shared/venues").path
    }()

    static var available: Bool { FileManager.default.fileExists(atPath: directory + "/pacific-u-mvf3/manifest.geojson") }

    static var pacificFolder: String { directory + "/pacific-u-mvf3" }
    static var pacificZip: String { directory + "/pacific-u-mvf3.zip" }
    static var spbstuFolder: String { directory + "/spbstu-imdf" }
    static var spbstuZip: String { directory + "/spbstu-imdf.zip" }
}
