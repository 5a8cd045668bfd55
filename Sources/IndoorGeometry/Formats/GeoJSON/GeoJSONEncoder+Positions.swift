/// Writing a list of positions from local points: the compact text of ``GeoJSONEncoder/appendPosition(_:to:)``
/// for each, one copy into the output per position.
extension GeoJSONEncoder {
    /// Appends `[[lon,lat],…]` (`[]` when empty): the positions of `points` unprojected with `projection`,
    /// the bytes ``appendPosition(_:to:)`` writes for each, comma-separated. For writers that write a
    /// document's structure themselves (the route document's byte writer in Routing).
    /// - Throws: ``JSONWriteError`` (empty path) for a NaN or infinite coordinate; what was appended stays.
    /// - Complexity: O(points); each position is formatted in a buffer on the stack and appended once.
    package func appendPositions(_ points: [Point], projection: LocalProjection, to out: inout [UInt8]) throws(JSONWriteError) {
        if points.isEmpty {
            JSONWriter.append("[]", to: &out)
            return
        }
        out.reserveCapacity(out.count + 2 + points.count * 34)
        out.append(UInt8(ascii: "["))
        for (k, q) in points.enumerated() {
            let c = projection.unproject(q)
            if !appendFastPosition(c, comma: k > 0, to: &out) {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                try appendPosition(c, to: &out)
            }
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Appends `,[lon,lat]` (`[lon,lat]` without `comma`) in one copy when both coordinates are written from
    /// their rounded integer (``JSONWriter/appendRounded(_:scaled:decimals:to:)``); `false`, nothing
    /// appended, otherwise.
    @inline(__always)
    private func appendFastPosition(_ c: GeoCoordinate, comma: Bool, to out: inout [UInt8]) -> Bool {
        guard let decimals = coordinateDecimals else { return false }
        let nx = (c.longitude * scale).rounded(), ny = (c.latitude * scale).rounded()
        guard JSONWriter.roundedApplies(nx / scale, scaled: nx, decimals: decimals),
            JSONWriter.roundedApplies(ny / scale, scaled: ny, decimals: decimals)
        else { return false }
        // At most 2 + 17 + 1 + 17 + 1 = 38 bytes.
        var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &bytes) { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var i = 0
            if comma {
                p[0] = UInt8(ascii: ",")
                i = 1
            }
            p[i] = UInt8(ascii: "[")
            i += 1
            i += JSONWriter.writeRounded(scaled: nx, decimals: decimals, to: p + i)
            p[i] = UInt8(ascii: ",")
            i += 1
            i += JSONWriter.writeRounded(scaled: ny, decimals: decimals, to: p + i)
            p[i] = UInt8(ascii: "]")
            out.append(contentsOf: UnsafeBufferPointer(start: p, count: i + 1))
        }
        return true
    }
}
