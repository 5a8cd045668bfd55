/// Rebuilds a ``Venue`` from a prebuilt file's venue sections: coordinates copied in bulk from the point
/// pool, strings decoded from the string table, every index and range checked against what it points into,
/// every ring and line checked as the geometry types check them.
///
/// - Complexity: O(size of the venue).
struct PrebuiltVenueDecoder {
    let file: PrebuiltFile
    let points: FlatArray<Point>
    let rings: FlatArray<PrebuiltRange>
    let polygons: FlatArray<PrebuiltRange>
    let lists: FlatArray<UInt32>
    let anchors: FlatArray<PrebuiltAnchorRecord>
    let floorPoints: FlatArray<PrebuiltFloorPointRecord>
    /// Counts of the tables indices point into.
    var floorCount = 0
    var spaceCount = 0
    var buildingCount = 0

    init(file: PrebuiltFile) throws(PrebuiltError) {
        self.file = file
        points = try file.records(.points)
        rings = try file.records(.rings)
        polygons = try file.records(.polygons)
        lists = try file.records(.lists)
        anchors = try file.records(.anchors)
        floorPoints = try file.records(.floorPoints)
    }

    func damaged(_ section: PrebuiltSectionKind, _ index: Int, _ problem: String) -> PrebuiltError {
        .damaged(file: file.path, section: "\(section) record \(index)", problem: problem)
    }

    func str(_ o: UInt32) throws(PrebuiltError) -> String { try file.strings.string(at: o) }
    func optStr(_ o: UInt32) throws(PrebuiltError) -> String? { try file.strings.optionalString(at: o) }

    /// `r` as a range of a pool of `count` entries.
    func range(_ r: PrebuiltRange, of count: Int, _ what: String, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> Range<Int> {
        let s = Int(r.start)
        guard s <= count, Int(r.count) <= count - s else {
            throw damaged(section, i, "\(what) \(r.start)..<\(Int(r.start) + Int(r.count)) runs past the \(count) entries of its pool")
        }
        return s ..< s + Int(r.count)
    }

    /// `v` as an index below `count`.
    func index(_ v: UInt32, below count: Int, _ what: String, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> Int {
        guard Int(v) < count else { throw damaged(section, i, "\(what) \(v) is not below \(count)") }
        return Int(v)
    }

    func optionalIndex(_ v: UInt32, below count: Int, _ what: String, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> Int? {
        v == PrebuiltCodes.noIndex ? nil : try index(v, below: count, what, section, i)
    }

    func indices(_ r: PrebuiltRange, below count: Int, _ what: String, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> [Int] {
        var out: [Int] = []
        for k in try range(r, of: lists.count, what, section, i) { out.append(try index(lists[k], below: count, what, section, i)) }
        return out
    }

    func strings(_ r: PrebuiltRange, _ what: String, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> [String] {
        var out: [String] = []
        for k in try range(r, of: lists.count, what, section, i) { out.append(try str(lists[k])) }
        return out
    }

    /// Farthest a coordinate may lie from the venue's origin (metres): the readers project WGS84 positions,
    /// so a real venue stays within about 2·10^7 m; anything beyond is damage.
    static let coordinateLimit = 1e8

    func pointArray(_ r: PrebuiltRange, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> [Point] {
        let ps = points.copy(try range(r, of: points.count, "points", section, i))
        for p in ps { _ = try point(p.x, p.y, section, i) }
        return ps
    }

    /// The point (x, y), checked to be finite and within ``coordinateLimit``.
    func point(_ x: Double, _ y: Double, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> Point {
        guard abs(x) <= Self.coordinateLimit, abs(y) <= Self.coordinateLimit else { throw damaged(section, i, "point (\(x), \(y)) is not a venue coordinate") }
        return Point(x: x, y: y)
    }

    /// `v`, checked to be a finite, non-negative quantity (a cost, a multiplier, a thickness, a width).
    func quantity(_ v: Double, _ what: String, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> Double {
        guard v.isFinite, v >= 0 else { throw damaged(section, i, "\(what) \(v) is not a finite quantity ≥ 0") }
        return v
    }

    func polyline(_ r: PrebuiltRange, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> Polyline {
        let ps = try pointArray(r, section, i)
        do throws(GeometryError) { return try Polyline(points: ps) } catch { throw damaged(section, i, "line: \(error)") }
    }

    func polygon(_ p: UInt32, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> Polygon {
        let r = polygons[try index(p, below: polygons.count, "polygon", section, i)]
        let rs = try range(r, of: rings.count, "rings", section, i)
        guard !rs.isEmpty else { throw damaged(section, i, "polygon \(p) has no rings") }
        var built: [Ring] = []
        built.reserveCapacity(rs.count)
        for k in rs {
            let ps = try pointArray(rings[k], section, i)
            do throws(GeometryError) { built.append(try Ring(points: ps)) } catch {
                throw damaged(section, i, "ring \(k - rs.lowerBound) of polygon \(p): \(error)")
            }
        }
        return Polygon(shell: built[0], holes: Array(built.dropFirst()))
    }

    func anchorList(_ r: PrebuiltRange, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> [ConnectionAnchor] {
        var out: [ConnectionAnchor] = []
        for k in try range(r, of: anchors.count, "anchors", section, i) {
            let a = anchors[k]
            guard a.access <= UInt32(UInt8.max) else { throw damaged(section, i, "anchor \(k) has access flags \(a.access)") }
            out.append(
                ConnectionAnchor(
                    floorIndex: try index(a.floorIndex, below: floorCount, "anchor floor", section, i), point: try point(a.x, a.y, section, i),
                    spaceIndex: try optionalIndex(a.spaceIndex, below: spaceCount, "anchor space", section, i), geometryID: try optStr(a.geometryID),
                    flags: AccessFlags(rawValue: UInt8(a.access))))
        }
        return out
    }

    func connectionType(_ code: UInt8, _ name: UInt32, _ section: PrebuiltSectionKind, _ i: Int) throws(PrebuiltError) -> ConnectionType {
        if Int(code) < PrebuiltCodes.connectionTypes.count { return PrebuiltCodes.connectionTypes[Int(code)] }
        guard Int(code) == PrebuiltCodes.connectionTypes.count else { throw damaged(section, i, "connection type code \(code) is unknown") }
        return .unknown(try str(name))
    }
}
