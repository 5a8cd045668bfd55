import Foundation
import IndoorGeometry

// Buffer and boolean-operation workloads. Inputs are generated from fixed seeds with `BufferBenchInputs`;
// setting INDOOR_BUFFER_EXPORT=<file.json> makes `buffer.geos-cases` write its inputs, our areas and our
// times there for Benchmarks/geos/compare_buffer.py (which runs the same work through GEOS/Shapely);
// INDOOR_BUFFER_CASES=<substring> keeps only the cases whose name contains it (to time or profile one case).

/// Reproducible inputs shared by the benchmarks and the GEOS comparison export.
enum BufferBenchInputs {
    /// A uniform double in [lo, hi) from 53 random bits (portable: the Python side does the same).
    static func uniform(_ g: inout SeededGenerator, _ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * (Double(g.next() >> 11) * 0x1p-53)
    }

    /// Random-walk lines like wall runs: steps of 0.5–3 m, any turn (hairpins and self-crossings included).
    static func lines(seed: UInt64, count: Int, vertices: Int) -> [Polyline] {
        var g = SeededGenerator(seed: seed)
        var out: [Polyline] = []
        for _ in 0 ..< count {
            var p = Point(x: uniform(&g, 0, 50), y: uniform(&g, 0, 50))
            var heading = uniform(&g, -Double.pi, Double.pi)
            var pts = [p]
            for _ in 1 ..< vertices {
                heading += uniform(&g, -Double.pi, Double.pi)
                let step = uniform(&g, 0.5, 3)
                p = Point(x: p.x + step * cos(heading), y: p.y + step * sin(heading))
                pts.append(p)
            }
            out.append(Polyline(uncheckedPoints: pts))
        }
        return out
    }

    /// Zigzags that cross themselves: teeth of 0.1–2 m amplitude at a jittered pitch of 0.05–1 m, so the
    /// offset curve has many sharp inner corners whose offsets do not meet, and overlapping teeth.
    static func zigzags(seed: UInt64, count: Int, vertices: Int) -> [Polyline] {
        var g = SeededGenerator(seed: seed)
        return (0 ..< count).map { _ in
            let x0 = uniform(&g, 0, 50), y0 = uniform(&g, 0, 50)
            let amplitude = uniform(&g, 0.1, 2), pitch = uniform(&g, 0.05, 1)
            return Polyline(
                uncheckedPoints: (0 ..< vertices).map { k in
                    Point(
                        x: x0 + Double(k) * pitch + uniform(&g, -1, 1) * pitch,
                        y: y0 + (k % 2 == 0 ? 0 : amplitude) + uniform(&g, -0.3, 0.3) * amplitude)
                })
        }
    }

    /// Lines that double back: along a random direction, steps of −3…3 m (exact reversals), with a
    /// sideways jitter of at most 1 cm on every other point.
    static func doublingBack(seed: UInt64, count: Int, vertices: Int) -> [Polyline] {
        var g = SeededGenerator(seed: seed)
        return (0 ..< count).map { _ in
            let o = Point(x: uniform(&g, 0, 50), y: uniform(&g, 0, 50))
            let a = uniform(&g, -Double.pi, Double.pi)
            let u = Point(x: cos(a), y: sin(a)), v = Point(x: -sin(a), y: cos(a))
            var t = 0.0
            return Polyline(
                uncheckedPoints: (0 ..< vertices).map { k in
                    if k > 0 { t += uniform(&g, -3, 3) }
                    let side = k % 2 == 0 ? 0 : uniform(&g, -0.01, 0.01)
                    return Point(x: o.x + u.x * t + v.x * side, y: o.y + u.y * t + v.y * side)
                })
        }
    }

    /// Axis-aligned rectangles of 0.5–4 m at a constant density (side of the square: 2.5·√n m).
    static func rectangles(seed: UInt64, count: Int) -> [Polygon] {
        var g = SeededGenerator(seed: seed)
        let side = 2.5 * Double(count).squareRoot()
        return (0 ..< count).map { _ in
            let x = uniform(&g, 0, side), y = uniform(&g, 0, side)
            let w = uniform(&g, 0.5, 4), h = uniform(&g, 0.5, 4)
            return rect(x, y, x + w, y + h)
        }
    }

    /// A grid of `n × n` rooms of 4 × 3 m sharing walls, every 17th room missing (a hole or a notch).
    static func roomGrid(_ n: Int) -> [Polygon] {
        var rooms: [Polygon] = []
        for i in 0 ..< n {
            for j in 0 ..< n where (i * n + j) % 17 != 5 {
                rooms.append(rect(Double(i) * 4, Double(j) * 3, Double(i + 1) * 4, Double(j + 1) * 3))
            }
        }
        return rooms
    }

    /// Random star-shaped polygons (simple: jittered even angles keep every gap below π), radius 3–8 m,
    /// 5–40 vertices.
    static func stars(seed: UInt64, count: Int) -> [Polygon] {
        var g = SeededGenerator(seed: seed)
        return (0 ..< count).map { _ in
            let c = Point(x: uniform(&g, 0, 100), y: uniform(&g, 0, 100))
            let r = uniform(&g, 3, 8)
            let n = 5 + Int(g.next() % 36)
            let step = 2 * Double.pi / Double(n)
            let angles = (0 ..< n).map { k in step * (Double(k) + uniform(&g, -0.2, 0.2)) }
            var pts = angles.map { a -> Point in
                let rr = r * uniform(&g, 0.3, 1)
                return Point(x: c.x + rr * cos(a), y: c.y + rr * sin(a))
            }
            pts.append(pts[0])
            return Polygon(shell: Ring(uncheckedPoints: pts))
        }
    }

    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Polygon {
        Polygon(shell: Ring(uncheckedPoints: [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1), Point(x: x0, y: y0)]))
    }
}

/// Checks validity once in set-up; a benchmark must not time an invalid answer.
private func requireValid(_ m: MultiPolygon, _ what: String) throws {
    let issues = m.validityIssues(options: .strict)
    try expect(issues.isEmpty, "\(what): invalid output, first issue \(issues.first.map { "\($0)" } ?? "")")
}

/// A checksum that only a correct answer reproduces: the area in mm² plus the vertex count.
private func checksum(_ m: MultiPolygon) -> Int {
    var v = 0
    for p in m.polygons { for r in p.rings { v += r.points.count } }
    return Int((m.area * 1e6).rounded()) &+ v
}

func bufferBenchmarks(quick: Bool) -> [Benchmark] {
    var all: [Benchmark] = []
    for vertices in [10, 100] {
        let count = quick ? 20 : (vertices == 10 ? 400 : 40)
        all.append(
            Benchmark(name: "buffer.line.v\(vertices)", n: count) {
                let lines = BufferBenchInputs.lines(seed: 11, count: count, vertices: vertices)
                var expected = 0
                for l in lines {
                    let b = l.buffer(distance: 0.3)
                    try requireValid(b, "buffer.line.v\(vertices)")
                    expected &+= checksum(b)
                }
                return Workload(
                    operationsPerRun: count,
                    run: {
                        var s = 0
                        for l in lines { s &+= checksum(l.buffer(distance: 0.3)) }
                        return s
                    }, check: { s in try expect(s == expected, "buffer checksum \(s) != \(expected)") })
            })
    }
    for n in quick ? [100] : [100, 1_000, 10_000] {
        all.append(
            Benchmark(name: "boolean.union.rectangles", n: n) {
                let rects = BufferBenchInputs.rectangles(seed: 21, count: n)
                let u = MultiPolygon.union(of: rects)
                try requireValid(u, "union of \(n) rectangles")
                let expected = checksum(u)
                return Workload(
                    operationsPerRun: 1, run: { checksum(MultiPolygon.union(of: rects)) },
                    check: { s in try expect(s == expected, "union checksum \(s) != \(expected)") })
            })
    }
    let gridSide = quick ? 10 : 40
    all.append(
        Benchmark(name: "boolean.union.room-grid", n: gridSide * gridSide) {
            let rooms = BufferBenchInputs.roomGrid(gridSide)
            let u = MultiPolygon.union(of: rooms)
            try requireValid(u, "room grid union")
            let expected = checksum(u)
            return Workload(
                operationsPerRun: 1, run: { checksum(MultiPolygon.union(of: rooms)) },
                check: { s in try expect(s == expected, "room grid checksum \(s) != \(expected)") })
        })
    all.append(
        Benchmark(name: "boolean.difference.free-space", n: gridSide * gridSide) {
            // Routing's free space: the rooms minus their walls buffered by 0.1 m, doors left open by flat caps.
            let rooms = BufferBenchInputs.roomGrid(gridSide)
            let walkable = MultiPolygon.union(of: rooms)
            var walls: [Polyline] = []
            for i in 0 ... gridSide {
                for j in 0 ..< gridSide {
                    walls.append(Polyline(uncheckedPoints: [Point(x: Double(i) * 4, y: Double(j) * 3), Point(x: Double(i) * 4, y: Double(j) * 3 + 1.8)]))
                }
            }
            let style = BufferStyle(cap: .round, capAtEnd: .flat)
            let free = walkable.difference(MultiPolygon.buffer(lines: walls, distance: 0.1, style: style))
            try requireValid(free, "free space")
            let expected = checksum(free)
            return Workload(
                operationsPerRun: 1,
                run: {
                    checksum(walkable.difference(MultiPolygon.buffer(lines: walls, distance: 0.1, style: style)))
                }, check: { s in try expect(s == expected, "free-space checksum \(s) != \(expected)") })
        })
    all.append(
        Benchmark(name: "buffer.geos-cases", n: BufferGeosCases.cases(quick: quick).count) {
            let cases = BufferGeosCases.cases(quick: quick)
            if let path = ProcessInfo.processInfo.environment["INDOOR_BUFFER_EXPORT"] { try BufferGeosCases.export(cases, to: path) }
            var expected = 0
            for c in cases { expected &+= checksum(c.run()) }
            return Workload(
                operationsPerRun: cases.count,
                run: {
                    var s = 0
                    for c in cases { s &+= checksum(c.run()) }
                    return s
                }, check: { s in try expect(s == expected, "geos-cases checksum \(s) != \(expected)") })
        })
    return all
}

/// One unit of work compared against GEOS: buffer each line, buffer each polygon, or union all polygons.
struct BufferGeosCase {
    enum Kind: String { case lines, polygons, union }
    var name: String
    var kind: Kind
    var lines: [Polyline] = []
    var polygons: [Polygon] = []
    var distance = 0.0
    var style = BufferStyle.default
    /// Shown in the comparison but not held to the 0.1% bound (a documented, deliberate difference).
    var note: String? = nil

    /// Per-item results (one per line or polygon; one for a union).
    func items() -> [MultiPolygon] {
        switch kind {
        case .lines: return lines.map { $0.buffer(distance: distance, style: style) }
        case .polygons: return polygons.map { $0.buffer(distance: distance, style: style) }
        case .union: return [MultiPolygon.union(of: polygons)]
        }
    }

    func run() -> MultiPolygon { MultiPolygon(items().flatMap(\.polygons)) }
}

enum BufferGeosCases {
    static func cases(quick: Bool) -> [BufferGeosCase] {
        let k = quick ? 10 : 1
        var out: [BufferGeosCase] = []
        let l10 = BufferBenchInputs.lines(seed: 31, count: 200 / k, vertices: 10)
        out.append(BufferGeosCase(name: "lines v10 round/round d0.3", kind: .lines, lines: l10, distance: 0.3))
        out.append(
            BufferGeosCase(
                name: "lines v100 round/round d0.3", kind: .lines,
                lines: BufferBenchInputs.lines(seed: 32, count: 20 / min(k, 4), vertices: 100), distance: 0.3))
        out.append(
            BufferGeosCase(
                name: "lines v10 flat/mitre5 d0.3", kind: .lines, lines: l10, distance: 0.3,
                style: BufferStyle(cap: .flat, join: .mitre)))
        out.append(
            BufferGeosCase(
                name: "lines v10 square/bevel d0.3", kind: .lines, lines: l10, distance: 0.3,
                style: BufferStyle(cap: .square, join: .bevel)))
        out.append(
            BufferGeosCase(
                name: "lines v10 round q4 d2.0", kind: .lines, lines: l10, distance: 2,
                style: BufferStyle(segmentsPerQuarterCircle: 4),
                note: "bounded-error arcs use ceil(angle/quantum) chords, GEOS rounds: see the GEOS-arcs row"))
        out.append(
            BufferGeosCase(
                name: "lines v10 round q4 d2.0 GEOS arcs", kind: .lines, lines: l10, distance: 2,
                style: BufferStyle(segmentsPerQuarterCircle: 4, arcRule: .geos)))
        out.append(
            BufferGeosCase(
                name: "lines v100 round/round d0.3 GEOS arcs", kind: .lines,
                lines: out[1].lines, distance: 0.3, style: BufferStyle(arcRule: .geos)))
        let zig = BufferBenchInputs.zigzags(seed: 36, count: 100 / k, vertices: 24)
        out.append(
            BufferGeosCase(
                name: "lines zigzag v24 round/round d0.3", kind: .lines, lines: zig, distance: 0.3,
                style: BufferStyle(arcRule: .geos)))
        out.append(
            BufferGeosCase(
                name: "lines zigzag v24 flat/mitre5 d0.3", kind: .lines, lines: zig, distance: 0.3,
                style: BufferStyle(cap: .flat, join: .mitre)))
        let back = BufferBenchInputs.doublingBack(seed: 37, count: 100 / k, vertices: 12)
        out.append(
            BufferGeosCase(
                name: "lines doubling back v12 round/round d0.3", kind: .lines, lines: back, distance: 0.3,
                style: BufferStyle(arcRule: .geos)))
        out.append(
            BufferGeosCase(
                name: "lines doubling back v12 square/bevel d0.3", kind: .lines, lines: back, distance: 0.3,
                style: BufferStyle(cap: .square, join: .bevel)))
        let stars = BufferBenchInputs.stars(seed: 33, count: 100 / k)
        // Round joins with GEOS's chord count (``BufferStyle/ArcRule/geos``) are held to the area bound; the
        // default rule's extra chords are shown beside them.
        let boundedNote = "bounded-error arcs use ceil(angle/quantum) chords, GEOS rounds: see the GEOS-arcs row"
        out.append(BufferGeosCase(name: "polygons +0.5 GEOS arcs", kind: .polygons, polygons: stars, distance: 0.5, style: BufferStyle(arcRule: .geos)))
        out.append(BufferGeosCase(name: "polygons -0.5 GEOS arcs", kind: .polygons, polygons: stars, distance: -0.5, style: BufferStyle(arcRule: .geos)))
        out.append(BufferGeosCase(name: "polygons +0.5", kind: .polygons, polygons: stars, distance: 0.5, note: boundedNote))
        out.append(BufferGeosCase(name: "polygons -0.5", kind: .polygons, polygons: stars, distance: -0.5, note: boundedNote))
        out.append(BufferGeosCase(name: "polygons +1 mitre", kind: .polygons, polygons: stars, distance: 1, style: BufferStyle(join: .mitre)))
        out.append(BufferGeosCase(name: "union 1000 rectangles", kind: .union, polygons: BufferBenchInputs.rectangles(seed: 34, count: 1000 / k)))
        out.append(BufferGeosCase(name: "union room grid 40x40", kind: .union, polygons: BufferBenchInputs.roomGrid(quick ? 10 : 40)))
        if !quick {
            out.append(BufferGeosCase(name: "union 10000 rectangles", kind: .union, polygons: BufferBenchInputs.rectangles(seed: 35, count: 10_000)))
        }
        if let only = ProcessInfo.processInfo.environment["INDOOR_BUFFER_CASES"], !only.isEmpty {
            out = out.filter { $0.name.contains(only) }
        }
        return out
    }

    private struct ExportCase: Encodable {
        var name: String
        var kind: String
        var distance: Double
        var cap: String
        var join: String
        var mitre_limit: Double
        var quad_segs: Int
        /// ``BufferStyle/ArcRule`` raw value: the area bound the comparison holds the case to depends on it.
        var arc_rule: String
        var lines: [[[Double]]]
        var polygons: [[[[Double]]]]
        var areas: [Double]
        var valid: Bool
        /// Our line buffers (per item: polygons, rings, positions) for GEOS's `is_valid`.
        var outputs: [[[[[Double]]]]]?
        var seconds: Double
        var note: String?
    }

    /// Writes the cases, our per-item areas and our best-of-5 time to `path` (JSON).
    static func export(_ cases: [BufferGeosCase], to path: String) throws {
        var out: [ExportCase] = []
        for c in cases {
            var best = Double.infinity
            var items: [MultiPolygon] = []
            for _ in 0 ..< 5 {
                let t0 = Runner.now()
                items = c.items()
                best = min(best, Runner.now() - t0)
            }
            out.append(
                ExportCase(
                    name: c.name, kind: c.kind.rawValue, distance: c.distance, cap: c.style.cap.rawValue,
                    join: c.style.join.rawValue, mitre_limit: c.style.mitreLimit, quad_segs: c.style.segmentsPerQuarterCircle,
                    arc_rule: c.style.arcRule.rawValue,
                    lines: c.lines.map { $0.points.map { [$0.x, $0.y] } },
                    polygons: c.polygons.map { $0.rings.map { $0.points.map { [$0.x, $0.y] } } },
                    areas: items.map(\.area), valid: items.allSatisfy { $0.validityIssues(options: .strict).isEmpty },
                    outputs: c.kind == .lines ? items.map { $0.polygons.map { $0.rings.map { $0.points.map { [$0.x, $0.y] } } } } : nil,
                    seconds: best, note: c.note))
        }
        let data = try JSONEncoder().encode(out)
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
