/// Writing a list of positions from local points: the compact text of ``GeoJSONEncoder/appendPosition(_:to:)``
/// for each, formatted into a buffer on the stack and copied into the output a block of positions at a time.
extension GeoJSONEncoder {
    /// Positions formatted per copy into the output.
    private static let positionsPerBlock = 64
    /// Most bytes of one position with its comma: `,[` + 17 + `,` + 17 + `]`.
    private static let positionBytes = 38

    /// Appends `[[lon,lat],…]` (`[]` when empty): the positions of `points` unprojected with `projection`,
    /// the bytes ``appendPosition(_:to:)`` writes for each, comma-separated. For writers that write a
    /// document's structure themselves (the route document's byte writer in Routing).
    /// - Throws: ``JSONWriteError`` (empty path) for a NaN or infinite coordinate; what was appended stays.
    /// - Complexity: O(points); positions are formatted in a buffer on the stack, up to
    ///   ``positionsPerBlock`` of them per copy into `out` (an append costs more than the bytes it copies).
    package func appendPositions(_ points: [Point], projection: LocalProjection, to out: inout [UInt8]) throws(JSONWriteError) {
        if points.isEmpty {
            JSONWriter.append("[]", to: &out)
            return
        }
        out.reserveCapacity(out.count + 2 + points.count * 34)
        out.append(UInt8(ascii: "["))
        var failure: JSONWriteError?
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.positionsPerBlock * Self.positionBytes) { block in
            let base = block.baseAddress!
            var used = 0, inBlock = 0
            func flush() {
                out.append(contentsOf: UnsafeBufferPointer(start: base, count: used))
                used = 0
                inBlock = 0
            }
            for (k, q) in points.enumerated() {
                let c = projection.unproject(q)
                if let n = writeFastPosition(c, comma: k > 0, to: base + used) {
                    used += n
                    inBlock += 1
                    if inBlock == Self.positionsPerBlock { flush() }
                    continue
                }
                // Not written from its rounded integers: the encoder's own text, after what the block holds.
                flush()
                if k > 0 { out.append(UInt8(ascii: ",")) }
                do throws(JSONWriteError) {
                    try appendPosition(c, to: &out)
                } catch {
                    failure = error
                    return
                }
            }
            flush()
        }
        if let failure { throw failure }
        out.append(UInt8(ascii: "]"))
    }

    /// Writes `,[lon,lat]` (`[lon,lat]` without `comma`) at `p` (room for ``positionBytes``) when both
    /// coordinates are written from their rounded integer (``JSONWriter/appendRounded(_:scaled:decimals:to:)``)
    /// and returns its length; `nil`, nothing written, otherwise.
    @inline(__always)
    private func writeFastPosition(_ c: GeoCoordinate, comma: Bool, to p: UnsafeMutablePointer<UInt8>) -> Int? {
        guard let decimals = coordinateDecimals else { return nil }
        let nx = (c.longitude * scale).rounded(), ny = (c.latitude * scale).rounded()
        guard JSONWriter.roundedApplies(nx / scale, scaled: nx, decimals: decimals),
            JSONWriter.roundedApplies(ny / scale, scaled: ny, decimals: decimals)
        else { return nil }
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
        return i + 1
    }
}
