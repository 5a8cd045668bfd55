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
    var registry: MVFGeometryRegistry
    /// Geometry ids listed in a floor's `nonwalkable/` and not in its `walkable/` (door lines among them).
    var nonwalkableIDs = IDTable()

    init(
        source: VenueSource, projection: LocalProjection, flags: MVFNavigationFlags, styles: MVFStyles, floorIndex: [String: Int], floors: [Floor],
        warnings: [VenueWarning], registry: MVFGeometryRegistry
    ) {
        self.source = source
        self.projection = projection
        self.flags = flags
        self.styles = styles
        self.floorIndex = floorIndex
        self.floors = floors
        self.warnings = warnings
        self.registry = registry
    }

    mutating func warn(_ code: String, _ file: String, _ id: String?, _ message: String) {
        warnings.append(VenueWarning(code: code, file: file, featureID: id, message: message))
    }

    /// The geometry a location's or connection's anchor names, or `nil` with an `unknown-anchor` warning
    /// when no floor has it. An anchor whose `floorId` disagrees with the geometry's floor is warned about
    /// (`anchor-floor-mismatch`) and placed on the geometry's floor.
    /// - Parameters:
    ///   - gid: the anchor's `geometryId`; `fid`: its `floorId`, when given.
    ///   - id: the location or connection, for the warnings; `what`: how the warning names the anchor
    ///     ("anchor", "entrances anchor").
    /// - Returns: the registry's own copy of `gid` (model values that keep it share its storage instead of
    ///   holding one more heap copy: ids of more than 15 bytes are not stored inline) and its entry, found
    ///   with one look-up.
    mutating func anchorGeometry(
        _ gid: String, floorID fid: String?, of id: String, file: MVFFile, what: @autoclosure () -> String = "anchor"
    ) -> (id: String, entry: MVFGeometryRegistry.Entry)? {
        guard let (sharedID, entry) = registry.lookup(gid) else {
            warn("unknown-anchor", file.name, id, "\(what()) geometry '\(gid)' is on no floor; skipped")
            return nil
        }
        if let fid, fid != floors[entry.floorIndex].id {
            warn(
                "anchor-floor-mismatch", file.name, id,
                "anchor '\(gid)' names floor '\(fid)' but lies on '\(floors[entry.floorIndex].id)'; the geometry's floor is used")
        }
        return (sharedID, entry)
    }

    /// Reads a `{ "g_…": value }` file of one floor (kinds, walkable, nonwalkable); absent gives `[:]`.
    /// - Throws: ``FormatError`` for wrong JSON types.
    func idMap(_ name: String) throws(FormatError) -> (MVFFile, JSONObject)? {
        guard let (file, v) = try MVFFile.load(name, from: source, required: false) else { return nil }
        return (file, try file.object(v, ""))
    }
}
