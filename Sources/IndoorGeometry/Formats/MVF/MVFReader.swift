/// Reads Mappedin MVF v3 bundles (folder or zip, through ``VenueSource``) into the format-independent
/// ``Venue`` model.
///
/// What it reads (Mappedin's public MVF v3 format documentation, plus the deviations real exports contain): `manifest.geojson` (name, reference point), `floors.geojson`
/// (elevation = ordinal), `floor-stacks.json` (buildings, floors sorted by ordinal), `outdoors.json`
/// (`{"floors": […]}` or a bare array), `geometry/` + `kinds/` (room, hallway, area → ``Space``; wall →
/// ``Wall`` 2 × style buffer thick; object and unkinded nonwalkable polygons → ``Obstacle``; windows and
/// unknown kinds counted in ``Venue/otherFeatureCounts``), `walkable/` + `nonwalkable/`,
/// `default-style.json`, `navigationFlags.json`, `locations.json` + `location-categories.json`
/// (destinations and space names) and `connections.json` (doors and vertical connections). Unknown
/// extensions are ignored. `nodes/` is read only on request (``MVFReadOptions/includeNodeGraph``).
///
/// The projection's origin is the manifest's Point, else the centre of all floor outlines.
///
/// Deviations of real exports that keep their meaning are recorded as ``VenueWarning``s; data that would
/// be silently wrong (invalid JSON, empty or missing required files, wrong JSON types, unclosed rings,
/// out-of-range coordinates, negative costs) throws a ``FormatError`` naming the file, the JSON path and
/// the feature.
public enum MVFReader {
    /// Whether `source` looks like an MVF v3 bundle (`manifest.geojson` and `floors.geojson`).
    public static func canRead(_ source: VenueSource) -> Bool {
        source.contains(MVFManifest.fileName) && source.contains(MVFFloors.fileName)
    }

    /// Reads the venue of an MVF v3 bundle.
    /// - Parameter source: the bundle (folder or zip).
    /// - Returns: the venue; its ``Venue/warnings`` list what was tolerated.
    /// - Throws: ``FormatError`` (see the type's discussion).
    /// - Complexity: O(bundle size) plus O(doors · nearby edges) for door matching.
    public static func read(_ source: VenueSource) throws(FormatError) -> Venue {
        try readBundle(source, options: MVFReadOptions()).venue
    }

    /// Reads the venue and, when `options` ask for it, the bundle's node graph.
    /// - Parameters:
    ///   - source: the bundle (folder or zip).
    ///   - options: what to read besides the venue.
    /// - Returns: the venue and the optional node graph.
    /// - Throws: ``FormatError`` (see the type's discussion).
    public static func readBundle(_ source: VenueSource, options: MVFReadOptions = MVFReadOptions()) throws(FormatError) -> MVFBundle {
        var warnings: [VenueWarning] = []
        guard let (manifestFile, manifestValue) = try MVFFile.load(MVFManifest.fileName, from: source, required: true) else {
            throw FormatError(file: MVFManifest.fileName, message: "required file is missing")
        }
        let manifest = try MVFManifest.read(manifestValue, file: manifestFile, warnings: &warnings)
        manifest.checkContents(against: source, warnings: &warnings)
        guard let (floorsFile, floorsValue) = try MVFFile.load(MVFFloors.fileName, from: source, required: true) else {
            throw FormatError(file: MVFFloors.fileName, message: "required file is missing")
        }
        let floorTable = try MVFFloors.read(floorsValue, file: floorsFile, warnings: &warnings)

        guard let origin = manifest.point ?? floorTable.geometryCentre else {
            throw FormatError(file: MVFManifest.fileName, message: "no reference point: the manifest has no Point and no floor has an outline")
        }
        if manifest.point == nil {
            warnings.append(
                VenueWarning(
                    code: "manifest-no-point", file: MVFManifest.fileName,
                    message: "manifest has no Point; the centre of the floor outlines is the projection origin"))
        }
        let projection = LocalProjection(origin: origin)
        var floors = try floorTable.floors(converter: MVFGeometryConverter(projection: projection, file: floorsFile.name))
        var buildings: [Building] = []
        if let (file, v) = try MVFFile.load("floor-stacks.json", from: source, required: false) {
            buildings = try floorTable.buildings(v, file: file, floors: &floors, warnings: &warnings)
        }
        if let (file, v) = try MVFFile.load("outdoors.json", from: source, required: false) {
            try floorTable.markOutdoors(v, file: file, floors: &floors, warnings: &warnings)
        }
        for f in floors where f.buildingIndex == nil && !f.isOutdoor {
            warnings.append(
                VenueWarning(
                    code: "floor-without-stack", file: "floor-stacks.json", featureID: f.id, message: "floor '\(f.name)' is in no floor stack and not outdoors")
            )
        }

        var flags = MVFNavigationFlags.undeclared
        if let (file, v) = try MVFFile.load("navigationFlags.json", from: source, required: false) {
            flags = try MVFNavigationFlags.read(v, file: file, warnings: &warnings)
        }
        var styles = MVFStyles()
        if let (file, v) = try MVFFile.load(MVFStyles.fileName, from: source, required: false) {
            styles = try MVFStyles.read(v, file: file, warnings: &warnings)
        }

        // The registry numbers ids on from the styles' anchors (exports anchor nearly every geometry in a
        // style): one table, one look-up per feature for both. Moved out of the styles so that it is not copied.
        let numbering = styles.anchored
        styles.anchored = IDTable()
        var b = MVFVenueBuilder(
            source: source, projection: projection, flags: flags, styles: styles, floorIndex: floorTable.index, floors: floors, warnings: warnings,
            registry: MVFGeometryRegistry(numbering: numbering))
        for fi in b.floors.indices { try b.readGeometry(floor: fi) }
        for path in source.filePaths where path.hasPrefix("geometry/") {
            let id = String(path.dropFirst("geometry/".count).split(separator: ".").first ?? "")
            if floorTable.index[id] == nil {
                b.warn("orphan-geometry-file", path, id, "geometry file names a floor that floors.geojson lacks; ignored")
            }
        }
        try b.readLocations(categories: try b.readCategories())
        let locator = MVFSpaceLocator(spaces: b.spaces)
        try b.readConnections(locator: locator)

        var venue = Venue(
            name: manifest.name.isEmpty ? source.displayName : manifest.name, format: .mvf3, projection: projection, buildings: buildings,
            floors: b.floors, spaces: b.spaces, walls: b.walls, doors: b.doors, obstacles: b.obstacles, connections: b.connections,
            destinations: b.destinations, warnings: b.warnings)
        venue.otherFeatureCounts = b.otherCounts
        var graph: MVFNodeGraph?
        if options.includeNodeGraph { graph = try readNodeGraph(source, venue: venue) }
        return MVFBundle(venue: venue, nodeGraph: graph)
    }
}
