/// Joins the member ways of an OSM multipolygon into closed rings of node ids, as the OSM wiki's
/// multipolygon algorithm does: a ring is a way that closes on itself, or ways joined end to end
/// (either way round) until the chain closes.
enum OSMRingAssembler {
    /// The closed rings that `ways` form, and how many chains did not close (dropped).
    /// - Complexity: O(w² · n) for w ways of n nodes; relations have few members.
    static func rings(_ ways: [[Int64]]) -> (closed: [[Int64]], open: Int) {
        var pending = ways.filter { $0.count >= 2 }
        var closed: [[Int64]] = []
        var open = 0
        while !pending.isEmpty {
            var ring = pending.removeFirst()
            while ring.first != ring.last {
                guard let last = ring.last,
                    let k = pending.firstIndex(where: { $0.first == last || $0.last == last })
                else { break }
                let next = pending.remove(at: k)
                ring += (next.first == last ? next : next.reversed()).dropFirst()
            }
            if ring.count >= 4 && ring.first == ring.last { closed.append(ring) } else { open += 1 }
        }
        return (closed, open)
    }

    /// Whether `p` lies inside the ring (even-odd rule in degrees; enough to tell which outer ring a hole
    /// belongs to).
    static func contains(_ ring: [GeoCoordinate], _ p: GeoCoordinate) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            if (a.latitude > p.latitude) != (b.latitude > p.latitude) {
                let x = a.longitude + (p.latitude - a.latitude) / (b.latitude - a.latitude) * (b.longitude - a.longitude)
                if p.longitude < x { inside.toggle() }
            }
            j = i
        }
        return inside
    }
}
