/// The default styles of a bundle (`default-style.json`): per geometry, its style token, `buffer`
/// (metres, per side) and colour.
struct MVFStyles {
    struct Style {
        var token: String
        /// Offset per side in metres (walls: thickness = 2 × buffer).
        var buffer: Double
        var color: String?
        /// Walls in this style are exterior ones (the token is how MVF tells them apart).
        var isExteriorWalls: Bool { token.hasPrefix("ExteriorWalls") }
    }

    var styles: [Style] = []
    /// The geometry ids the styles anchor, numbered (a geometry in several styles keeps the first); the
    /// reader moves this table into the geometry registry, which numbers on from it…
    var anchored = IDTable()
    /// …and the index into ``styles`` of each, by that number.
    var styleOfAnchored: [Int] = []

    static let fileName = "default-style.json"

    /// The style of the geometry numbered `n` in ``anchored`` (or in a table numbering on from it), if any.
    func style(number n: Int) -> Style? { n < styleOfAnchored.count ? styles[styleOfAnchored[n]] : nil }

    /// The buffer of the `Walls` style, used for walls no style references.
    var defaultWallBuffer: Double? { styles.first { $0.token == "Walls" }?.buffer }

    /// Decodes the style map.
    /// - Throws: ``FormatError`` for wrong JSON types or a non-finite buffer.
    static func read(_ v: JSONValue, file: MVFFile, warnings: inout [VenueWarning]) throws(FormatError) -> MVFStyles {
        var out = MVFStyles()
        let root = try file.object(v, "")
        // Sized once for every anchor: growing a map of millions of ids rehashes it again and again.
        var anchorCount = 0
        for (_, sv) in root.members { if case let .object(o) = sv, case let .array(a)? = o["geometryAnchors"] { anchorCount += a.count } }
        out.anchored = IDTable(capacity: anchorCount)
        out.styleOfAnchored.reserveCapacity(anchorCount)
        for (token, sv) in root.members {
            let o = try file.object(sv, token)
            let buffer = try file.optionalNumber(o, "buffer", token) ?? 0
            guard buffer.isFinite else { throw file.error(MVFFile.join(token, "buffer"), nil, "buffer \(buffer) is not finite") }
            let color = try file.optionalString(o, "color", token)
            let si = out.styles.count
            out.styles.append(Style(token: token, buffer: buffer, color: color))
            for (k, av) in try file.optionalArray(o, "geometryAnchors", token).enumerated() {
                let p = token + ".geometryAnchors[\(k)]"
                let gid = try file.requiredString(try file.object(av, p), "geometryId", p)
                let (inserted, n) = out.anchored.insert(gid)
                if inserted {
                    out.styleOfAnchored.append(si)
                } else {
                    let prev = out.styleOfAnchored[n]
                    if prev != si {
                        warnings.append(
                            VenueWarning(
                                code: "geometry-in-two-styles", file: file.name, featureID: gid,
                                message: "geometry is in styles '\(out.styles[prev].token)' and '\(token)'; the first is used"))
                    }
                }
            }
        }
        return out
    }
}
