/// Writing a FeatureCollection's text straight from the typed value: the bytes ``JSONWriter`` writes of
/// ``GeoJSONEncoder/value(_:)-(GeoJSONFeatureCollection)``, without building that value (a JSON array per
/// position, an object per feature and geometry). Properties and foreign members, already JSON values, go
/// through the writer as they are.
extension GeoJSONEncoder {
    /// Appends the JSON text of a FeatureCollection to `out` as UTF-8 bytes.
    /// - Parameter pretty: one member or element per line (``JSONWriter/pretty``).
    /// - Throws: ``JSONWriteError`` for a NaN or infinite number, with its path; `out` is then as it was.
    /// - Complexity: O(size of the output); no allocation but `out`'s growth for the geometries.
    public func write(_ collection: GeoJSONFeatureCollection, into out: inout [UInt8], pretty: Bool = false) throws(JSONWriteError) {
        let start = out.count
        let writer = JSONWriter(pretty: pretty)
        do {
            try write(collection, writer, &out)
        } catch {
            out.removeSubrange(start...)
            // The failure's path as the JSON value names it (rare: a number that is not finite).
            _ = try writer.bytes(value(collection))
            throw error
        }
    }

    private func write(_ c: GeoJSONFeatureCollection, _ w: JSONWriter, _ out: inout [UInt8]) throws(JSONWriteError) {
        out.append(UInt8(ascii: "{"))
        w.key("type", first: true, into: &out, indent: 1)
        JSONWriter.append("\"FeatureCollection\"", to: &out)
        w.key("features", first: false, into: &out, indent: 1)
        try array(c.features, w, &out, indent: 1) { (f, indent, out) throws(JSONWriteError) in try write(f, w, &out, indent: indent) }
        try members(c.foreignMembers, w, &out, indent: 1)
        w.newline(&out, 0)
        out.append(UInt8(ascii: "}"))
    }

    private func write(_ f: GeoJSONFeature, _ w: JSONWriter, _ out: inout [UInt8], indent: Int) throws(JSONWriteError) {
        out.append(UInt8(ascii: "{"))
        w.key("type", first: true, into: &out, indent: indent + 1)
        JSONWriter.append("\"Feature\"", to: &out)
        if let id = f.id {
            w.key("id", first: false, into: &out, indent: indent + 1)
            JSONWriter.appendQuoted(id, to: &out)
        }
        w.key("geometry", first: false, into: &out, indent: indent + 1)
        if let g = f.geometry {
            try write(g, w, &out, indent: indent + 1)
        } else {
            JSONWriter.append("null", to: &out)
        }
        w.key("properties", first: false, into: &out, indent: indent + 1)
        try w.write(f.properties, into: &out, indent: indent + 1)
        try members(f.foreignMembers, w, &out, indent: indent + 1)
        w.newline(&out, indent)
        out.append(UInt8(ascii: "}"))
    }

    private func write(_ g: GeoJSONGeometry, _ w: JSONWriter, _ out: inout [UInt8], indent: Int) throws(JSONWriteError) {
        let d = indent + 1
        out.append(UInt8(ascii: "{"))
        w.key("type", first: true, into: &out, indent: d)
        JSONWriter.appendQuoted(g.typeName, to: &out)
        if case let .geometryCollection(gs) = g {
            w.key("geometries", first: false, into: &out, indent: d)
            try array(gs, w, &out, indent: d) { (g, indent, out) throws(JSONWriteError) in try write(g, w, &out, indent: indent) }
        } else {
            w.key("coordinates", first: false, into: &out, indent: d)
            try coordinates(g, w, &out, indent: d)
        }
        w.newline(&out, indent)
        out.append(UInt8(ascii: "}"))
    }

    /// The `coordinates` member's value of a geometry other than a GeometryCollection.
    private func coordinates(_ g: GeoJSONGeometry, _ w: JSONWriter, _ out: inout [UInt8], indent: Int) throws(JSONWriteError) {
        typealias Line = [GeoCoordinate]
        func line(_ cs: Line, _ indent: Int, _ out: inout [UInt8]) throws(JSONWriteError) {
            try array(cs, w, &out, indent: indent) { (c, _, out) throws(JSONWriteError) in try position(c, w, &out) }
        }
        switch g {
        case let .point(c): try position(c, w, &out)
        case let .multiPoint(cs), let .lineString(cs): try line(cs, indent, &out)
        case let .multiLineString(ls), let .polygon(ls): try array(ls, w, &out, indent: indent, line)
        case let .multiPolygon(ps):
            try array(ps, w, &out, indent: indent) { (p: [Line], indent, out) throws(JSONWriteError) in try array(p, w, &out, indent: indent, line) }
        case .geometryCollection: break
        }
    }

    /// Appends one position as compact text, `[longitude,latitude]`, the bytes ``write(_:into:pretty:)``
    /// writes for it in compact output (rounded when ``coordinateDecimals`` is set): for writers that write
    /// a document's structure themselves (the route document's byte writer in Routing).
    /// - Throws: ``JSONWriteError`` (empty path) for a NaN or infinite coordinate; what was appended stays.
    public func appendPosition(_ c: GeoCoordinate, to out: inout [UInt8]) throws(JSONWriteError) {
        out.append(UInt8(ascii: "["))
        try coordinate(c.longitude, &out)
        out.append(UInt8(ascii: ","))
        try coordinate(c.latitude, &out)
        out.append(UInt8(ascii: "]"))
    }

    /// One position, `[longitude, latitude]`, on one line (rounded when ``coordinateDecimals`` is set).
    private func position(_ c: GeoCoordinate, _ w: JSONWriter, _ out: inout [UInt8]) throws(JSONWriteError) {
        out.append(UInt8(ascii: "["))
        try coordinate(c.longitude, &out)
        JSONWriter.append(w.pretty ? ", " : ",", to: &out)
        try coordinate(c.latitude, &out)
        out.append(UInt8(ascii: "]"))
    }

    /// One coordinate, rounded when ``coordinateDecimals`` is set (its digits then written from the rounded
    /// integer where ``JSONWriter/appendRounded(_:scaled:decimals:to:)`` applies).
    private func coordinate(_ v: Double, _ out: inout [UInt8]) throws(JSONWriteError) {
        guard let decimals = coordinateDecimals else { return try JSONWriter.appendNumber(v, to: &out) }
        let n = (v * scale).rounded()
        let x = n / scale
        if !JSONWriter.appendRounded(x, scaled: n, decimals: decimals, to: &out) { try JSONWriter.appendNumber(x, to: &out) }
    }

    /// An array whose elements are not all numbers (features, geometries, lists of positions), as
    /// ``JSONWriter`` writes one: one element per line when pretty, `[]` when empty.
    private func array<T>(
        _ items: [T], _ w: JSONWriter, _ out: inout [UInt8], indent: Int,
        _ element: (T, Int, inout [UInt8]) throws(JSONWriteError) -> Void
    ) throws(JSONWriteError) {
        if items.isEmpty {
            JSONWriter.append("[]", to: &out)
            return
        }
        out.append(UInt8(ascii: "["))
        for k in items.indices {
            if k > 0 { out.append(UInt8(ascii: ",")) }
            w.newline(&out, indent + 1)
            try element(items[k], indent + 1, &out)
        }
        w.newline(&out, indent)
        out.append(UInt8(ascii: "]"))
    }

    /// Foreign members after the fixed ones of an object at depth `indent - 1`.
    private func members(_ o: JSONObject, _ w: JSONWriter, _ out: inout [UInt8], indent: Int) throws(JSONWriteError) {
        for k in 0 ..< o.count {
            w.key(o.keys[k], first: false, into: &out, indent: indent)
            try w.write(o.values[k], into: &out, indent: indent)
        }
    }
}
