/// Locations (`locations.json`) and their categories (`location-categories.json`): destinations, and
/// names and categories of the spaces they anchor to.
extension MVFVenueBuilder {
    /// Reads `location-categories.json` into category id → name (the id when the name is missing).
    /// - Throws: ``FormatError`` for wrong JSON types.
    func readCategories() throws(FormatError) -> [String: String] {
        guard let (file, v) = try MVFFile.load("location-categories.json", from: source, required: false) else { return [:] }
        var out: [String: String] = [:]
        for (k, cv) in try file.array(v, "").enumerated() {
            let path = "[\(k)]"
            let o = try file.object(cv, path)
            let id = try file.requiredString(o, "id", path)
            let details = try file.optionalObject(o, "details", path, id: id)
            out[id] = try file.optionalString(details, "name", path + ".details", id: id) ?? id
        }
        return out
    }

    /// Reads `locations.json` into destinations. Category ids are read from `categories` (observed) or
    /// `locationCategories` (spec prose). Anchors to spaces give the space its name and, when it has none
    /// yet, its category; point anchors become destination points; unknown anchors are warned about.
    /// - Throws: ``FormatError`` for wrong JSON types.
    mutating func readLocations(categories: [String: String]) throws(FormatError) {
        var seen = IDTable()
        // Record by record: the file's whole tree would be several times its size (see JSONElementStream).
        _ = try MVFFile.forEachElement("locations.json", from: source) { file, k, lv throws(FormatError) in
            try readLocation(lv, k, file: file, categories: categories, seen: &seen)
        }
    }

    /// Reads location `k` of `locations.json` (see ``readLocations(categories:)``).
    private mutating func readLocation(_ lv: JSONValue, _ k: Int, file: MVFFile, categories: [String: String], seen: inout IDTable)
        throws(FormatError)
    {
        func path() -> String { "[\(k)]" }
        let o = try file.object(lv, path())
        let id = try file.requiredString(o, "id", path())
        if !seen.insert(id).inserted { warn("duplicate-id", file.name, id, "location id appears more than once; both kept") }
        let details = try file.optionalObject(o, "details", path(), id: id)
        var name = try file.optionalString(details, "name", path() + ".details", id: id) ?? ""
        if name.isEmpty {
            warn("unnamed-location", file.name, id, "location has no name; its id is used")
            name = id
        }
        let key = o["categories"] != nil ? "categories" : "locationCategories"
        var categoryNames: [String] = []
        for (j, cv) in try file.optionalArray(o, key, path(), id: id).enumerated() {
            let cid = try file.string(cv, path() + ".\(key)[\(j)]", id: id)
            if let n = categories[cid] {
                categoryNames.append(n)
            } else {
                warn("unknown-category", file.name, id, "category '\(cid)' is not in location-categories.json; kept as its id")
                categoryNames.append(cid)
            }
        }
        var destination = Destination(id: id, name: name, categories: categoryNames)
        for (j, av) in try file.optionalArray(o, "geometryAnchors", path(), id: id).enumerated() {
            func ap() -> String { path() + ".geometryAnchors[\(j)]" }
            let a = try file.object(av, ap(), id: id)
            let gid = try file.requiredString(a, "geometryId", ap(), id: id)
            let fid = try file.optionalString(a, "floorId", ap(), id: id)
            guard let (_, entry) = anchorGeometry(gid, floorID: fid, of: id, file: file) else { continue }
            switch entry.shape {
            case let .spaces(ix):
                for si in ix {
                    if !destination.spaceIndices.contains(si) { destination.spaceIndices.append(si) }
                    if !spaces[si].names.contains(name) { spaces[si].names.append(name) }
                    if spaces[si].category == nil { spaces[si].category = categoryNames.first }
                }
            default:
                let p = MVFGeometryRegistry.point(of: entry.shape, spaces: spaces)
                destination.points.append(FloorPoint(floorIndex: entry.floorIndex, point: p))
            }
        }
        if destination.spaceIndices.isEmpty && destination.points.isEmpty {
            warn("location-without-anchor", file.name, id, "location '\(name)' has no usable anchor; kept without a place")
        }
        destinations.append(destination)
    }
}
