/// A named place people search for: an MVF location, an IMDF occupant, amenity or named unit.
public struct Destination: Hashable, Sendable {
    /// Source id (`loc_…`, an IMDF occupant or amenity UUID).
    public var id: String
    public var name: String
    /// Category names (MVF location categories, IMDF categories).
    public var categories: [String]
    /// Spaces the destination occupies (MVF geometry anchors, IMDF anchor → unit).
    public var spaceIndices: [Int]
    /// Point anchors for destinations that are points rather than spaces, per floor.
    public var points: [FloorPoint]

    public init(id: String, name: String, categories: [String] = [], spaceIndices: [Int] = [], points: [FloorPoint] = []) {
        self.id = id
        self.name = name
        self.categories = categories
        self.spaceIndices = spaceIndices
        self.points = points
    }
}

/// A position on a given floor: the `(floor, point)` pair that locates anything on a map.
public struct FloorPoint: Hashable, Sendable {
    public var floorIndex: Int
    public var point: Point

    public init(floorIndex: Int, point: Point) {
        self.floorIndex = floorIndex
        self.point = point
    }
}

/// Something a reader met that breaks the spec but whose meaning is clear, so it carried on.
public struct VenueWarning: Hashable, Sendable, CustomStringConvertible {
    /// Stable short code for grouping (`unknown-kind`, `unclosed-ring`, `duplicate-id`, …).
    public var code: String
    /// The file concerned, relative to the bundle.
    public var file: String
    /// The feature concerned, when any.
    public var featureID: String?
    public var message: String
    /// The value the warning is about, when the code has one (`unknown-kind`: the unknown kind), so that
    /// reports group warnings by it without reading the message.
    public var subject: String?

    public init(code: String, file: String, featureID: String? = nil, message: String, subject: String? = nil) {
        self.code = code
        self.file = file
        self.featureID = featureID
        self.message = message
        self.subject = subject
    }

    public var description: String {
        "warning[\(code)] \(file)" + (featureID.map { " (feature '\($0)')" } ?? "") + ": " + message
    }
}
