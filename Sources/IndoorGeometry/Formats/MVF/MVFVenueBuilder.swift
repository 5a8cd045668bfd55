/// The mutable state of one MVF read: the model arrays being filled, the geometry registry and the
/// warnings. ``MVFReader`` drives it file by file; each concern lives in a `MVFVenueBuilder+…` file.
struct MVFVenueBuilder {
    let source: VenueSource
    let projection: LocalProjection
    let flags: MVFNavigationFlags
    let styles: MVFStyles
    let floorIndex: [String: Int]

    var floors: [Floor]
    var spaces: [Space] = []
    var walls: [Wall] = []
    var obstacles: [Obstacle] = []
    var doors: [Door] = []
    var connections: [VerticalConnection] = []
    var destinations: [Destination] = []
    var warnings: [VenueWarning]
    var otherCounts: [String: Int] = [:]
    var registry = MVFGeometryRegistry()
    /// Geometry ids listed in a floor's `nonwalkable/` and not in its `walkable/` (door lines among them).
    var nonwalkableIDs = Set<String>()

    init(
        source: VenueSource, projection: LocalProjection, flags: MVFNavigationFlags, styles: MVFStyles, floorIndex: [String: Int], floors: [Floor],
        warnings: [VenueWarning]
    ) {
        self.source = source
        self.projection = projection
        self.flags = flags
        self.styles = styles
        self.floorIndex = floorIndex
        self.floors = floors
        self.warnings = warnings
    }

    mutating func warn(_ code: String, _ file: String, _ id: String?, _ message: String) {
        warnings.append(VenueWarning(code: code, file: file, featureID: id, message: message))
    }

    /// Reads a `{ "g_…": value }` file of one floor (kinds, walkable, nonwalkable); absent gives `[:]`.
    /// - Throws: ``FormatError`` for wrong JSON types.
    func idMap(_ name: String) throws(FormatError) -> (MVFFile, JSONObject)? {
        guard let (file, v) = try MVFFile.load(name, from: source, required: false) else { return nil }
        return (file, try file.object(v, ""))
    }
}
