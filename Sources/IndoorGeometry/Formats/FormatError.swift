/// A problem in a venue file: which file, where in it (a JSON path such as
/// `features[12].geometry.coordinates[0][3]`), which feature, and what is wrong.
///
/// The ``description`` reads as one line: `geometry/f_1.geojson: features[12].geometry.coordinates[0]
/// (feature 'g_9f2d'): ring is not closed`. Readers throw it for data that would otherwise be silently wrong;
/// they record a ``VenueWarning`` instead where the meaning is still clear.
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, relative to the bundle, or the bundle itself.
    public var file: String
    /// JSON path inside the file; empty when the problem is the whole file.
    public var path: String
    /// The id of the feature concerned, when known.
    public var featureID: String?
    /// What is wrong, in words.
    public var message: String

    public init(file: String, path: String = "", featureID: String? = nil, message: String) {
        self.file = file
        self.path = path
        self.featureID = featureID
        self.message = message
    }

    public var description: String {
        var s = file
        if !path.isEmpty { s += ": " + path }
        if let f = featureID { s += " (feature '\(f)')" }
        return s + ": " + message
    }
}
