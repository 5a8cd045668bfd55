/// Decodes one `nodes/<floorId>.geojson` straight from its bytes into ``MVFNodeGraph`` arrays, without
/// building a ``JSONValue`` tree (node files are the bulk of a bundle's bytes).
///
/// Uses the ``JSONParser`` cursor for tokens, so the syntax rules and error positions are the parser's.
/// Member order is free; unknown members are parsed and skipped. JSON paths for error messages are built
/// only when an error is thrown.
struct MVFNodeFileDecoder {
    let file: String
    let floorIndex: Int32
    let projection: LocalProjection
    let flags: MVFNavigationFlags

    /// Appends the nodes of `bytes` to `graph`; neighbour ids go to `targets` (resolved by the caller).
    /// - Throws: ``FormatError`` for invalid JSON (line and column), wrong types, bad positions, negative costs.
    func decode(_ bytes: [UInt8], into graph: inout MVFNodeGraph, targets: inout [String], geometryIndex: inout [String: Int32]) throws(FormatError) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { throw FormatError(file: file, message: "file is empty") }
        let r: Result<Void, FormatError> = bytes.withUnsafeBufferPointer { buf in
            var c = JSONParserCursor(buf)
            do {
                c.skipBOM()
                try decodeRoot(&c, &graph, &targets, &geometryIndex)
                c.skipWhitespace()
                if c.i != buf.count { throw FormatError(file: file, message: c.error("unexpected data after the top-level value").description) }
                return .success(())
            } catch let e as FormatError {
                return .failure(e)
            } catch let e as JSONParseError {
                return .failure(FormatError(file: file, message: e.description))
            } catch {
                return .failure(FormatError(file: file, message: "\(error)"))
            }
        }
        try r.get()
    }

    private func typeError(_ c: JSONParserCursor, _ path: String, _ id: String?, _ expected: String) -> FormatError {
        let found: String
        switch c.i < c.b.count ? c.b[c.i] : 0 {
        case UInt8(ascii: "{"): found = "object"
        case UInt8(ascii: "["): found = "array"
        case UInt8(ascii: "\""): found = "string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): found = "boolean"
        case UInt8(ascii: "n"): found = "null"
        default: found = "number"
        }
        return FormatError(file: file, path: path, featureID: id, message: "expected \(expected), found \(found)")
    }

    private func peek(_ c: inout JSONParserCursor) throws -> UInt8 {
        c.skipWhitespace()
        guard c.i < c.b.count else { throw c.error("unexpected end of input") }
        return c.b[c.i]
    }

    /// Consumes `{` or `[`, or throws a type error.
    private func open(_ c: inout JSONParserCursor, _ ch: Character, _ path: @autoclosure () -> String, _ id: String?) throws {
        let want: UInt8 = ch == "{" ? UInt8(ascii: "{") : UInt8(ascii: "[")
        guard try peek(&c) == want else { throw typeError(c, path(), id, ch == "{" ? "an object" : "an array") }
        c.i += 1
    }

    /// The next member name of an object (after `{` was consumed), or `nil` at `}`.
    private func nextKey(_ c: inout JSONParserCursor, _ first: inout Bool) throws -> String? {
        var ch = try peek(&c)
        if ch == UInt8(ascii: "}") {
            c.i += 1
            return nil
        }
        if !first {
            guard ch == UInt8(ascii: ",") else { throw c.error("expected ',' or '}' in object") }
            c.i += 1
            ch = try peek(&c)
        }
        first = false
        guard ch == UInt8(ascii: "\"") else { throw c.error("expected a member name in double quotes") }
        let key = try c.parseString()
        guard try peek(&c) == UInt8(ascii: ":") else { throw c.error("expected ':' after member name") }
        c.i += 1
        c.skipWhitespace()
        return key
    }

    /// Whether another array element follows (after `[` was consumed); consumes `]` at the end.
    private func nextElement(_ c: inout JSONParserCursor, _ first: inout Bool) throws -> Bool {
        let ch = try peek(&c)
        if ch == UInt8(ascii: "]") {
            c.i += 1
            return false
        }
        if !first {
            guard ch == UInt8(ascii: ",") else { throw c.error("expected ',' or ']' in array") }
            c.i += 1
            _ = try peek(&c)
        }
        first = false
        return true
    }

    private func string(_ c: inout JSONParserCursor, _ path: @autoclosure () -> String, _ id: String?) throws -> String {
        guard try peek(&c) == UInt8(ascii: "\"") else { throw typeError(c, path(), id, "a string") }
        return try c.parseString()
    }

    private func number(_ c: inout JSONParserCursor, _ path: @autoclosure () -> String, _ id: String?) throws -> Double {
        let ch = try peek(&c)
        guard ch == UInt8(ascii: "-") || (ch >= UInt8(ascii: "0") && ch <= UInt8(ascii: "9")) else { throw typeError(c, path(), id, "a number") }
        return try c.parseNumber()
    }

    private func skip(_ c: inout JSONParserCursor) throws {
        _ = try c.parseValue(depth: 1)
    }

    private func decodeRoot(_ c: inout JSONParserCursor, _ g: inout MVFNodeGraph, _ targets: inout [String], _ gi: inout [String: Int32]) throws {
        try open(&c, "{", "", nil)
        var first = true
        var sawFeatures = false
        while let key = try nextKey(&c, &first) {
            guard key == "features" else {
                try skip(&c)
                continue
            }
            sawFeatures = true
            try open(&c, "[", "features", nil)
            var firstFeature = true
            var k = 0
            while try nextElement(&c, &firstFeature) {
                try decodeFeature(&c, k, &g, &targets, &gi)
                k += 1
            }
        }
        if !sawFeatures { throw FormatError(file: file, path: "features", message: "missing required member 'features'") }
    }

    private func decodeFeature(_ c: inout JSONParserCursor, _ k: Int, _ g: inout MVFNodeGraph, _ targets: inout [String], _ gi: inout [String: Int32]) throws {
        try open(&c, "{", "features[\(k)]", nil)
        var first = true
        var id: String?
        var geometry: (type: String?, position: GeoCoordinate, count: Int)?
        var edges = 0
        let edgeBase = targets.count
        while let key = try nextKey(&c, &first) {
            switch key {
            case "geometry": geometry = try decodeGeometry(&c, k, id)
            case "properties":
                try open(&c, "{", "features[\(k)].properties", id)
                var pf = true
                while let pk = try nextKey(&c, &pf) {
                    switch pk {
                    case "id": id = try string(&c, "features[\(k)].properties.id", id)
                    case "neighbors": edges = try decodeNeighbors(&c, k, id, &g, &targets)
                    case "geometryIds":
                        try open(&c, "[", "features[\(k)].properties.geometryIds", id)
                        var ef = true
                        var j = 0
                        while try nextElement(&c, &ef) {
                            let gid = try string(&c, "features[\(k)].properties.geometryIds[\(j)]", id)
                            if let known = gi[gid] {
                                g.geometryRefs.append(known)
                            } else {
                                let n = Int32(g.geometryIDs.count)
                                gi[gid] = n
                                g.geometryIDs.append(gid)
                                g.geometryRefs.append(n)
                            }
                            j += 1
                        }
                    default: try skip(&c)
                    }
                }
            default: try skip(&c)
            }
        }
        guard let id else { throw FormatError(file: file, path: "features[\(k)].properties.id", message: "node has no 'id'") }
        guard let geometry else { throw FormatError(file: file, path: "features[\(k)].geometry", featureID: id, message: "node has no Point geometry") }
        let position = try validate(geometry, k, id)
        precondition(targets.count == edgeBase + edges, "neighbour bookkeeping")
        g.nodeIDs.append(id)
        g.floorIndices.append(floorIndex)
        g.points.append(projection.project(position))
        g.edgeStart.append(Int32(targets.count))
        g.geometryStart.append(Int32(g.geometryRefs.count))
    }

    private func decodeGeometry(_ c: inout JSONParserCursor, _ k: Int, _ id: String?) throws -> (type: String?, position: GeoCoordinate, count: Int) {
        try open(&c, "{", "features[\(k)].geometry", id)
        var first = true
        var type: String?
        var lon = Double.nan, lat = Double.nan
        var count = 0
        while let key = try nextKey(&c, &first) {
            switch key {
            case "type": type = try string(&c, "features[\(k)].geometry.type", id)
            case "coordinates":
                try open(&c, "[", "features[\(k)].geometry.coordinates", id)
                var ef = true
                while try nextElement(&c, &ef) {
                    let d = try number(&c, "features[\(k)].geometry.coordinates[\(count)]", id)
                    if count == 0 { lon = d } else if count == 1 { lat = d }
                    count += 1
                }
            default: try skip(&c)
            }
        }
        return (type, GeoCoordinate(longitude: lon, latitude: lat), count)
    }

    /// Checks a node geometry once the feature's id is known (members may come in any order).
    private func validate(_ g: (type: String?, position: GeoCoordinate, count: Int), _ k: Int, _ id: String) throws -> GeoCoordinate {
        guard g.type == "Point" else {
            throw FormatError(
                file: file, path: "features[\(k)].geometry.type", featureID: id, message: "a node must be a Point, found '\(g.type ?? "nothing")'")
        }
        guard g.count >= 2, g.position.isValid else {
            throw FormatError(
                file: file, path: "features[\(k)].geometry.coordinates", featureID: id,
                message: "position must be [longitude, latitude] within [-180, 180] × [-90, 90], found \(g.count) number(s) \(g.position)")
        }
        return g.position
    }

    private func neighborPath(_ k: Int, _ j: Int) -> String { "features[\(k)].properties.neighbors[\(j)]" }

    private func decodeNeighbors(_ c: inout JSONParserCursor, _ k: Int, _ id: String?, _ g: inout MVFNodeGraph, _ targets: inout [String]) throws -> Int {
        try open(&c, "[", "features[\(k)].properties.neighbors", id)
        var ef = true
        var j = 0
        var words: [Int] = []
        while try nextElement(&c, &ef) {
            try open(&c, "{", neighborPath(k, j), id)
            var first = true
            var target: String?
            var extra = 0.0
            var hasFlags = false
            words.removeAll(keepingCapacity: true)
            while let key = try nextKey(&c, &first) {
                switch key {
                case "id": target = try string(&c, neighborPath(k, j) + ".id", id)
                case "extraCost":
                    extra = try number(&c, neighborPath(k, j) + ".extraCost", id)
                    guard extra >= 0, extra.isFinite else {
                        throw FormatError(file: file, path: neighborPath(k, j) + ".extraCost", featureID: id, message: "extraCost must be ≥ 0, found \(extra)")
                    }
                case "flags":
                    hasFlags = true
                    try open(&c, "[", neighborPath(k, j) + ".flags", id)
                    var ff = true
                    while try nextElement(&c, &ff) {
                        let d = try number(&c, neighborPath(k, j) + ".flags[\(words.count)]", id)
                        guard d.rounded() == d, abs(d) < 9e15 else {
                            throw FormatError(file: file, path: neighborPath(k, j) + ".flags", featureID: id, message: "flags must be integers, found \(d)")
                        }
                        words.append(Int(d))
                    }
                default: try skip(&c)
                }
            }
            guard let target else { throw FormatError(file: file, path: neighborPath(k, j) + ".id", featureID: id, message: "neighbour has no 'id'") }
            targets.append(target)
            g.edgeExtraCosts.append(extra)
            g.edgeFlags.append(flags.accessFlags(hasFlags ? words : nil))
            j += 1
        }
        return j
    }
}
