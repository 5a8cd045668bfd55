/// The decoded `manifest.geojson`: the venue's name, format version, reference point and listed contents.
struct MVFManifest {
    var name: String
    var version: String?
    /// The venue reference point (the manifest's Point feature), when present.
    var point: GeoCoordinate?
    /// Relative file paths listed under `contents` (folders expanded).
    var listedFiles: [String]

    static let fileName = "manifest.geojson"

    /// Decodes the manifest.
    /// - Throws: ``FormatError`` for invalid GeoJSON or wrong member types.
    static func read(_ v: JSONValue, file: MVFFile, warnings: inout [VenueWarning]) throws(FormatError) -> MVFManifest {
        let fc = try GeoJSONDecoder(file: file.name).decodeFeatureCollection(v)
        guard let feature = fc.features.first else {
            throw file.error("features", nil, "the manifest must hold one Point feature with the venue properties, found none")
        }
        if fc.features.count > 1 {
            warnings.append(VenueWarning(code: "manifest-features", file: file.name, message: "manifest has \(fc.features.count) features; the first is used"))
        }
        var point: GeoCoordinate?
        switch feature.geometry {
        case let .point(c)?: point = c
        case nil: point = nil
        case let g?:
            warnings.append(
                VenueWarning(
                    code: "manifest-geometry", file: file.name,
                    message: "manifest geometry is a \(g.typeName), expected a Point; the venue centre is used instead"))
        }
        let props = feature.properties
        let path = "features[0].properties"
        var name = try file.optionalString(props, "name", path)
        if name == nil || name?.isEmpty == true {
            name = try file.optionalString(try file.optionalObject(props, "details", path), "name", path + ".details")
        }
        let version = try file.optionalString(props, "version", path)
        if let version, !version.hasPrefix("3.") {
            warnings.append(VenueWarning(code: "manifest-version", file: file.name, message: "version '\(version)' is not 3.x; reading it as MVF v3"))
        }
        var listed: [String] = []
        try collect(try file.optionalArray(props, "contents", path), prefix: "", path: path + ".contents", file: file, into: &listed)
        return MVFManifest(name: name ?? "", version: version, point: point, listedFiles: listed)
    }

    private static func collect(_ items: [JSONValue], prefix: String, path: String, file: MVFFile, into out: inout [String]) throws(FormatError) {
        for (k, item) in items.enumerated() {
            let p = path + "[\(k)]"
            let o = try file.object(item, p)
            let name = try file.requiredString(o, "name", p)
            if try file.optionalString(o, "type", p) == "folder" {
                try collect(try file.optionalArray(o, "children", p), prefix: prefix + name + "/", path: p + ".children", file: file, into: &out)
            } else {
                out.append(prefix + name)
            }
        }
    }

    /// Warns about files the manifest lists but the bundle lacks (real exports list `location.json` for
    /// `locations.json`), and about bundle files the manifest does not list, in one warning each.
    func checkContents(against source: VenueSource, warnings: inout [VenueWarning]) {
        guard !listedFiles.isEmpty else { return }
        let present = Set(source.filePaths)
        let listed = Set(listedFiles)
        let missing = listedFiles.filter { !present.contains($0) }
        let unlisted = source.filePaths.filter { !listed.contains($0) }
        if !missing.isEmpty {
            warnings.append(
                VenueWarning(
                    code: "manifest-missing-file", file: Self.fileName,
                    message: "contents lists \(missing.count) file(s) the bundle lacks: \(missing.prefix(5).joined(separator: ", "))"))
        }
        if !unlisted.isEmpty {
            warnings.append(
                VenueWarning(
                    code: "manifest-unlisted-file", file: Self.fileName,
                    message: "the bundle has \(unlisted.count) file(s) contents does not list: \(unlisted.prefix(5).joined(separator: ", "))"))
        }
    }
}
