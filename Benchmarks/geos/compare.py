#!/usr/bin/env python3
"""Side-by-side benchmarks: our engine (indoor-bench, release) against GEOS (Shapely 2) and SciPy.

Usage:  python3 Benchmarks/geos/compare.py [--no-readme] [--reuse-ours] [--only SUBSTRING]... [--json]
                                            [--swift-root DIR]

--reuse-ours   reads our rows from the last run (Benchmarks/.work/ours.json) instead of running indoor-bench.
--only S       times only the rows whose indoor-bench name (e.g. `rtree.build`, `buffer.line.v10`,
               `locate.pacific.single`) or workload text contains S (case-insensitive; repeatable: any match).
               Both sides run just those rows; the README is then left alone (a partial table).
--json         prints the rows as JSON lines (bench, workload, n, ours_s, theirs_s, ratio, note) instead of the
               markdown table.
--swift-root D runs indoor-bench from checkout D instead of this one (e.g. a release build of main, to
               compare two builds against the same GEOS run).

1. Creates a git-ignored venv at Benchmarks/.venv with shapely>=2, scipy and numpy (first run only) and
   re-runs itself inside it.
2. Runs `swift run -c release indoor-bench --json --filter ...` once for the relevant rows and parses the
   JSON lines (median/p90/p99 ns per operation).
3. Runs the same workloads through GEOS/SciPy in the same session on the same inputs: the seeded inputs of
   the Swift workloads are regenerated bit for bit (SplitMix64 + Swift's Double.random algorithm) where
   the workload is synthetic; the real venue (../shared/venues/pacific-u-mvf3) is read directly here.
4. Prints one table (workload, ours, GEOS/SciPy, ours/theirs) and rewrites the docs/performance.md section between
   `<!-- geos-table:start -->` and `<!-- geos-table:end -->` (unless --no-readme).
Real-venue rows are skipped with a printed note when ../shared/venues is absent.
"""
import glob
import json
import math
import os
import platform
import subprocess
import sys
import time
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENV = os.path.join(ROOT, "Benchmarks", ".venv")
WORK = os.path.join(ROOT, "Benchmarks", ".work")
VENUES = os.environ.get("INDOOR_VENUES", os.path.join(os.path.dirname(ROOT), "shared", "venues"))
PACIFIC = os.path.join(VENUES, "pacific-u-mvf3")
WALLS_EXPORT = os.path.join(WORK, "walls_areas.json")
CAMPUS_PAIRS_EXPORT = os.path.join(WORK, "campus_pairs.json")
README = os.path.join(ROOT, "docs", "performance.md")
START, END = "<!-- geos-table:start -->", "<!-- geos-table:end -->"
COMMAND = "python3 Benchmarks/geos/compare.py"
MASK64 = (1 << 64) - 1


# ---------------------------------------------------------------------------------------------- venv

def ensure_venv():
    """Re-executes this script inside Benchmarks/.venv, creating it and installing the packages if needed."""
    py = os.path.join(VENV, "bin", "python")
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    if not os.path.exists(py):
        print("creating venv at", VENV, file=sys.stderr)
        venv.create(VENV, with_pip=True)
    check = subprocess.run([py, "-c", "import shapely, scipy, numpy; assert int(shapely.__version__.split('.')[0]) >= 2"],
                           capture_output=True)
    if check.returncode != 0:
        subprocess.run([py, "-m", "pip", "install", "--quiet", "shapely>=2", "scipy", "numpy"], check=True)
    os.execv(py, [py, os.path.abspath(__file__)] + sys.argv[1:])


# ------------------------------------------------------------------------------- Swift-identical RNG

class SplitMix64:
    """The harness's SeededGenerator, with Swift's Double.random(in:) for half-open and closed ranges."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def half_open(self, lo, hi):
        """Swift `Double.random(in: lo ..< hi)`: the low 53 bits of one draw."""
        while True:
            r = (hi - lo) * (float(self.next() & ((1 << 53) - 1)) * 2.0 ** -53) + lo
            if r != hi:
                return r

    def closed(self, lo, hi):
        """Swift `Double.random(in: lo ... hi)`: `next(upperBound: 2^53 + 1)` (Lemire), top value = hi."""
        bound = (1 << 53) + 1
        m = self.next() * bound
        if (m & MASK64) < bound:
            t = ((1 << 64) - bound) % bound
            while (m & MASK64) < t:
                m = self.next() * bound
        rand = m >> 64
        if rand == 1 << 53:
            return hi
        return (hi - lo) * (float(rand) * 2.0 ** -53) + lo

    def uniform53(self, lo, hi):
        """BufferBenchInputs.uniform: the top 53 bits of one draw."""
        return lo + (hi - lo) * (float(self.next() >> 11) * 2.0 ** -53)


def splitmix_block(seed, count):
    """`count` consecutive SplitMix64 outputs from `seed`, vectorised (numpy uint64 wraps like &+ and &*)."""
    import numpy as np
    with np.errstate(over="ignore"):
        z = np.uint64(seed) + np.arange(1, count + 1, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return z ^ (z >> np.uint64(31))


def half_open_block(seed, count, lo, hi):
    """`count` Swift `Double.random(in: lo ..< hi)` values drawn in sequence (no rounding retry: p ≈ 2^-53)."""
    import numpy as np
    bits = splitmix_block(seed, count) & np.uint64((1 << 53) - 1)
    return (hi - lo) * (bits.astype(np.float64) * 2.0 ** -53) + lo


# ------------------------------------------------------------------------------------------ timing

def measure(run, ops=1, target=0.6, min_runs=7, max_runs=200):
    """Warm-up, then timed runs until `target` seconds (at least `min_runs`); median seconds per op."""
    run()
    times = []
    begin = time.perf_counter()
    while len(times) < min_runs or (len(times) < max_runs and time.perf_counter() - begin < target):
        t0 = time.perf_counter()
        run()
        times.append((time.perf_counter() - t0) / ops)
    times.sort()
    return times[len(times) // 2]


ONLY = []  # --only substrings (lower case); empty: every row


def want(bench, label=""):
    """Whether the row of indoor-bench benchmark `bench` (workload text `label`) is selected by --only."""
    return not ONLY or any(s in bench.lower() or s in label.lower() for s in ONLY)


def add(table, bench, label, n, a, b, note):
    """Appends a row (workload text, n, ours s, theirs s, note, bench name)."""
    table.append((label, n, a, b, note, bench))


def fmt(seconds):
    if seconds is None:
        return "—"
    if seconds < 1e-6:
        return f"{seconds * 1e9:.0f} ns"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.2f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.3f} s"


# ------------------------------------------------------------------------------------------ Swift side

FILTERS = ["rtree.build", "rtree.query.point", "pointlocation.prepared.locate", "pointlocation.plain.locate",
           "buffer.line.v", "boolean.union.rectangles", "boolean.union.room-grid", "boolean.difference.free-space",
           "simplify.dp.polyline"]
VENUE_FILTERS = ["locate.pacific.single", "load.mvf.pacific.folder", "walls.pacific.buffer-union",
                 "route.build.pacific", "route.query.pacific.same-building", "route.query.pacific.campus-wide"]
# The start of each row's workload text, so that --only can name a row by its text too.
ROW_TEXT = {
    "rtree.build": "R-tree bulk load + 1 point query (STRtree, cap 16)",
    "rtree.query.point": "R-tree point query, 10 000 random points (STRtree.query, vectorised)",
    "pointlocation.prepared.locate": "point in polygon, prepared (prepared intersects_xy, vectorised)",
    "pointlocation.plain.locate": "point in polygon, plain (unprepared intersects, vectorised)",
    "buffer.line.v10": "buffer random-walk line, 10 vertices, d 0.3 round (per line)",
    "buffer.line.v100": "buffer random-walk line, 100 vertices, d 0.3 round (per line)",
    "boolean.union.rectangles": "union of random rectangles (union_all)",
    "boolean.union.room-grid": "union of a 40×40 room grid (shared walls)",
    "boolean.difference.free-space": "free space: room-grid union minus 1640 buffered walls",
    "simplify.dp.polyline": "Douglas–Peucker, random-walk polyline, tolerance 2 m",
    "load.mvf.pacific.folder": "load Pacific U MVF folder (Python json + Shapely: geometry, kinds, styles, project)",
    "locate.pacific.single": "hit-test Pacific U, 200 000 points on random floors",
    "walls.pacific.buffer-union": "buffer + union of every floor's walls (flat caps, mitre joins",
    "route.build.pacific": "routing structure, Pacific U, from loaded data",
    "route.query.pacific.same-building": "route query, Pacific U — DIFFERENT WORKLOADS",
    "route.query.pacific.campus-wide": "route query, Pacific U rooms anywhere on campus",
}


def wants(bench):
    return want(bench, ROW_TEXT.get(bench, ""))


def run_ours(with_venue, root):
    filters = FILTERS + (VENUE_FILTERS if with_venue else [])
    if ONLY:  # the selected rows' own names (indoor-bench matches substrings)
        filters = [k for k in ROW_TEXT if wants(k) and (with_venue or k not in VENUE_FILTERS)]
    if not filters:
        return {}
    cmd = ["swift", "run", "-c", "release", "indoor-bench", "--json"]
    for f in filters:
        cmd += ["--filter", f]
    env = dict(os.environ, INDOOR_WALLS_EXPORT=WALLS_EXPORT, INDOOR_CAMPUS_PAIRS_EXPORT=CAMPUS_PAIRS_EXPORT)
    print("running:", " ".join(cmd), file=sys.stderr)
    t0 = time.time()
    p = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True)
    print(f"indoor-bench finished in {time.time() - t0:.0f} s (exit {p.returncode})", file=sys.stderr)
    rows = {}
    for line in p.stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            r = json.loads(line)
            rows[(r["name"], r["n"])] = r
    if p.returncode != 0:
        print(p.stderr[-3000:], file=sys.stderr)
    return rows


def ours(rows, name, n):
    r = rows.get((name, n))
    return None if r is None else r["median_ns"] * 1e-9


# ------------------------------------------------------------------------------- synthetic workloads

def rtree_boxes(n, seed):
    """RTreeBenchmarks.rtreeBenchBoxes: x, y, w, h per box, all half-open."""
    import numpy as np
    side = 10 * math.sqrt(n)
    v = splitmix_block(seed, 4 * n) & np.uint64((1 << 53) - 1)
    u = v.astype(np.float64).reshape(n, 4) * 2.0 ** -53
    x, y = side * u[:, 0], side * u[:, 1]
    return x, y, x + 10 * u[:, 2], y + 10 * u[:, 3]


def geos_rtree(rows, table):
    import numpy as np
    import shapely
    for n in [1_000, 10_000, 100_000, 1_000_000]:
        if not wants("rtree.build"):
            break
        x0, y0, x1, y1 = rtree_boxes(n, 11)
        boxes = shapely.box(x0, y0, x1, y1)
        probe = shapely.Point((x0[n // 2] + x1[n // 2]) / 2, (y0[n // 2] + y1[n // 2]) / 2)

        def build():
            tree = shapely.STRtree(boxes, node_capacity=16)
            return len(tree.query(probe)) + len(tree)
        t = measure(build, target=1.5 if n < 1_000_000 else 3, min_runs=5 if n < 1_000_000 else 3)
        add(table, "rtree.build", ROW_TEXT["rtree.build"], n, ours(rows, "rtree.build", n), t, "per build")
    if not wants("rtree.query.point"):
        return
    n = 100_000
    x0, y0, x1, y1 = rtree_boxes(n, 12)
    tree = shapely.STRtree(shapely.box(x0, y0, x1, y1), node_capacity=16)
    side = 10 * math.sqrt(n)
    q = half_open_block(15, 20_000, 0, side).reshape(10_000, 2)
    pts = shapely.points(q[:, 0], q[:, 1])
    tree.query(pts[:1])
    t = measure(lambda: tree.query(pts), ops=len(pts))
    add(table, "rtree.query.point", ROW_TEXT["rtree.query.point"], n, ours(rows, "rtree.query.point", n), t, "per query")


def star_polygon(n, queries, margin=0.0):
    """PointLocationBenchmarks.pointLocationInput, bit for bit (closed-range draws)."""
    g = SplitMix64((n * 7919) & MASK64)
    radius = 10 * math.sqrt(n / 10)
    jitter = math.pi * radius / n
    pts = []
    for i in range(n):
        a = i / n * 2 * math.pi
        r = radius * (0.8 + 0.15 * math.sin(3 * a)) + g.closed(-jitter, jitter)
        pts.append((1000 + r * math.cos(a), 2000 + r * math.sin(a)))
    pts.append(pts[0])
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    minx, maxx, miny, maxy = min(xs), max(xs), min(ys), max(ys)
    e = margin * (maxx - minx)
    minx, maxx, miny, maxy = minx - e, maxx + e, miny - e, maxy + e
    qs = []
    for _ in range(queries):
        x = g.closed(minx, maxx)
        qs.append((x, g.closed(miny, maxy)))
    return pts, qs


def geos_point_location(rows, table):
    import numpy as np
    import shapely
    for n in [10, 50, 1_000, 10_000, 100_000]:
        if not (wants("pointlocation.prepared.locate") or wants("pointlocation.plain.locate")):
            break
        pts, qs = star_polygon(n, 4096)
        poly = shapely.Polygon(pts)
        prepared = shapely.Polygon(pts)
        shapely.prepare(prepared)
        q = np.array(qs)
        xs, ys = q[:, 0].copy(), q[:, 1].copy()
        if wants("pointlocation.prepared.locate"):
            t = measure(lambda: shapely.intersects_xy(prepared, xs, ys), ops=len(xs))
            add(table, "pointlocation.prepared.locate", ROW_TEXT["pointlocation.prepared.locate"], n,
                ours(rows, "pointlocation.prepared.locate", n), t, "per point")
        if not wants("pointlocation.plain.locate"):
            continue
        if n >= 10_000:
            _, qs = star_polygon(n, 256)
        geoms = shapely.points(np.array(qs))
        t = measure(lambda: shapely.intersects(poly, geoms), ops=len(geoms))
        add(table, "pointlocation.plain.locate", ROW_TEXT["pointlocation.plain.locate"], n,
            ours(rows, "pointlocation.plain.locate", n), t, "per point")


def buffer_lines(seed, count, vertices):
    """BufferBenchInputs.lines."""
    g = SplitMix64(seed)
    out = []
    for _ in range(count):
        x, y = g.uniform53(0, 50), g.uniform53(0, 50)
        heading = g.uniform53(-math.pi, math.pi)
        pts = [(x, y)]
        for _ in range(1, vertices):
            heading += g.uniform53(-math.pi, math.pi)
            step = g.uniform53(0.5, 3)
            x, y = x + step * math.cos(heading), y + step * math.sin(heading)
            pts.append((x, y))
        out.append(pts)
    return out


def rect_list(seed, count):
    g = SplitMix64(seed)
    side = 2.5 * math.sqrt(count)
    out = []
    for _ in range(count):
        x, y = g.uniform53(0, side), g.uniform53(0, side)
        w, h = g.uniform53(0.5, 4), g.uniform53(0.5, 4)
        out.append((x, y, x + w, y + h))
    return out


def room_grid(n):
    return [(i * 4, j * 3, (i + 1) * 4, (j + 1) * 3) for i in range(n) for j in range(n) if (i * n + j) % 17 != 5]


def geos_buffer_boolean(rows, table):
    import numpy as np
    import shapely
    for vertices, count in [(10, 400), (100, 40)]:
        if not wants(f"buffer.line.v{vertices}"):
            continue
        lines = np.array([shapely.LineString(l) for l in buffer_lines(11, count, vertices)])
        t = measure(lambda: shapely.buffer(lines, 0.3, quad_segs=8), ops=count)
        add(table, f"buffer.line.v{vertices}", ROW_TEXT[f"buffer.line.v{vertices}"], count,
            ours(rows, f"buffer.line.v{vertices}", count), t, "per line")
    for n in [100, 1_000, 10_000]:
        if not wants("boolean.union.rectangles"):
            break
        r = np.array(rect_list(21, n))
        rects = shapely.box(r[:, 0], r[:, 1], r[:, 2], r[:, 3])
        t = measure(lambda: shapely.union_all(rects), target=1.5, min_runs=5)
        add(table, "boolean.union.rectangles", ROW_TEXT["boolean.union.rectangles"], n,
            ours(rows, "boolean.union.rectangles", n), t, "per union")
    if not (wants("boolean.union.room-grid") or wants("boolean.difference.free-space")):
        return
    r = np.array(room_grid(40))
    rooms = shapely.box(r[:, 0], r[:, 1], r[:, 2], r[:, 3])
    if wants("boolean.union.room-grid"):
        t = measure(lambda: shapely.union_all(rooms), target=1.5, min_runs=5)
        add(table, "boolean.union.room-grid", ROW_TEXT["boolean.union.room-grid"], 1600,
            ours(rows, "boolean.union.room-grid", 1600), t, "per union")
    if not wants("boolean.difference.free-space"):
        return
    walkable = shapely.union_all(rooms)
    shapely.prepare(walkable)
    starts = [(i * 4, j * 3) for i in range(41) for j in range(40)]
    walls = shapely.linestrings([[(x, y), (x, y + 1.8)] for x, y in starts])
    heads = shapely.points(np.array(starts, dtype=float))

    def free():
        # Our style: round cap at the start, flat at the end = flat-capped buffer ∪ disk at the start.
        cut = shapely.union_all(np.concatenate([shapely.buffer(walls, 0.1, cap_style="flat"), shapely.buffer(heads, 0.1)]))
        return shapely.difference(walkable, cut)
    t = measure(free, target=1.5, min_runs=5)
    add(table, "boolean.difference.free-space", ROW_TEXT["boolean.difference.free-space"], 1600,
        ours(rows, "boolean.difference.free-space", 1600), t, "per run; GEOS: flat buffer ∪ start disks")


def geos_simplify(rows, table):
    import numpy as np
    import shapely
    for n in [1_000, 10_000, 100_000, 1_000_000]:
        if not wants("simplify.dp.polyline"):
            break
        steps = half_open_block(21, 2 * (n - 1), -1, 1).reshape(n - 1, 2)
        pts = np.vstack([np.zeros((1, 2)), np.cumsum(steps, axis=0)])
        line = shapely.LineString(pts)
        t = measure(lambda: shapely.simplify(line, 2.0, preserve_topology=False), target=1.5, min_runs=5)
        add(table, "simplify.dp.polyline", ROW_TEXT["simplify.dp.polyline"], n, ours(rows, "simplify.dp.polyline", n), t, "per line")


# ------------------------------------------------------------------------------------ real venue (MVF)

class Projection:
    """LocalProjection: equirectangular on the WGS84 radii of curvature at the origin latitude."""

    def __init__(self, lon0, lat0):
        a, f = 6_378_137.0, 1 / 298.257223563
        e2 = f * (2 - f)
        phi = lat0 * math.pi / 180
        s = math.sin(phi)
        w = math.sqrt(1 - e2 * s * s)
        self.lon0, self.lat0 = lon0, lat0
        self.kx = a / w * math.cos(phi) * math.pi / 180
        self.ky = a * (1 - e2) / (w * w * w) * math.pi / 180

    def xy(self, coords):
        import numpy as np
        c = np.asarray(coords, dtype=float)[:, :2]
        return np.column_stack([(c[:, 0] - self.lon0) * self.kx, (c[:, 1] - self.lat0) * self.ky])


def read_pacific():
    """Geometry + kinds + wall style buffers + nodes of every floor, projected like MVFReader."""
    import shapely
    with open(os.path.join(PACIFIC, "manifest.geojson")) as f:
        manifest = json.load(f)
    origin = None
    for feat in manifest.get("features", []):
        if feat.get("geometry") and feat["geometry"]["type"] == "Point":
            origin = feat["geometry"]["coordinates"]
            break
    if origin is None:
        raise SystemExit("manifest.geojson has no Point (the Swift reader falls back to the floor centre)")
    proj = Projection(origin[0], origin[1])
    with open(os.path.join(PACIFIC, "default-style.json")) as f:
        styles = json.load(f)
    buffer_of, default_wall = {}, styles.get("Walls", {}).get("buffer", 0.15)
    for token, st in styles.items():
        for a in st.get("geometryAnchors", []):
            buffer_of.setdefault(a["geometryId"], st.get("buffer", 0))  # the first style wins, as in MVFStyles
    floors = {}
    for path in sorted(glob.glob(os.path.join(PACIFIC, "geometry", "*.geojson"))):
        fid = os.path.basename(path)[: -len(".geojson")]
        with open(path) as f:
            geo = json.load(f)
        kinds_path = os.path.join(PACIFIC, "kinds", fid + ".json")
        kinds = {}
        if os.path.exists(kinds_path):
            with open(kinds_path) as f:
                kinds = json.load(f)
        spaces, walls = [], []
        for feat in geo["features"]:
            g, gid = feat.get("geometry"), feat["properties"]["id"]
            if not g:
                continue
            kind = kinds.get(gid)
            if kind in ("room", "hallway", "area") and g["type"] in ("Polygon", "MultiPolygon"):
                parts = [g["coordinates"]] if g["type"] == "Polygon" else g["coordinates"]
                for rings in parts:
                    rr = [proj.xy(r) for r in rings]
                    spaces.append(shapely.Polygon(rr[0], rr[1:]))
            elif kind == "wall" and g["type"] in ("LineString", "MultiLineString"):
                parts = [g["coordinates"]] if g["type"] == "LineString" else g["coordinates"]
                d = buffer_of.get(gid, default_wall)
                if d > 0:
                    for cs in parts:
                        walls.append((shapely.LineString(proj.xy(cs)), d))
        floors[fid] = {"spaces": spaces, "walls": walls}
    return proj, floors


def geos_pacific(rows, table):
    import numpy as np
    import shapely
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import dijkstra, connected_components

    if not any(wants(f) for f in VENUE_FILTERS):
        return
    t0 = time.perf_counter()
    proj, floors = read_pacific()
    t_load = time.perf_counter() - t0
    if wants("load.mvf.pacific.folder"):
        t_load = min(t_load, measure(read_pacific, target=0, min_runs=3))
        add(table, "load.mvf.pacific.folder", ROW_TEXT["load.mvf.pacific.folder"], 24,
            ours(rows, "load.mvf.pacific.folder", 24), t_load, "per load; ours also validates, builds doors, obstacles, connections")
    if wants("locate.pacific.single"):
        geos_pacific_locate(rows, table, floors)
    if wants("walls.pacific.buffer-union"):
        geos_pacific_walls(rows, table, floors)
    if any(wants(f) for f in VENUE_FILTERS[3:]):
        geos_pacific_routing(rows, table, proj)


def geos_pacific_locate(rows, table, floors):
    import numpy as np
    import shapely


    # Hit-testing: the Swift mix (80% uniform in the floor's box, 10% on space vertices, 10% on edge midpoints)
    # on random floors, regenerated with numpy (same distribution and count, not the same points).
    rng = np.random.default_rng(42)
    fids = [f for f in floors if floors[f]["spaces"]]
    n_points = 200_000
    per_floor = np.bincount(rng.integers(0, len(fids), n_points), minlength=len(fids))
    batches = []
    for fid, k in zip(fids, per_floor):
        polys = np.array(floors[fid]["spaces"])
        b = shapely.total_bounds(polys)
        kinds = np.arange(k) % 10
        xs = rng.uniform(b[0], b[2], k)
        ys = rng.uniform(b[1], b[3], k)
        for idx in np.nonzero(kinds < 2)[0]:
            ring = np.asarray(polys[rng.integers(0, len(polys))].exterior.coords)
            i = rng.integers(0, len(ring) - 1)
            p = ring[i] if kinds[idx] == 0 else (ring[i] + ring[i + 1]) / 2
            xs[idx], ys[idx] = p
        prepared = np.array(floors[fid]["spaces"])
        shapely.prepare(prepared)
        bounds = shapely.bounds(prepared)
        batches.append((prepared, bounds, xs, ys, shapely.points(xs, ys), shapely.STRtree(polys)))

    def locate_xy():
        hits = 0
        for prepared, bounds, xs, ys, _, _ in batches:
            for g, (x0, y0, x1, y1) in zip(prepared, bounds):
                m = (xs >= x0) & (xs <= x1) & (ys >= y0) & (ys <= y1)
                hits += int(np.count_nonzero(shapely.intersects_xy(g, xs[m], ys[m])))
        return hits

    def locate_tree():
        # Same answer set as our Locator: every space whose closure holds the point, and for a point in
        # none the nearest space within 5 m (Locator.defaultMaxDistance).
        hits = 0
        for _, _, _, _, pts, tree in batches:
            pairs = tree.query(pts, predicate="intersects")
            inside = np.zeros(len(pts), dtype=bool)
            inside[pairs[0]] = True
            near, _ = tree.query_nearest(pts[~inside], max_distance=5.0, return_distance=True, all_matches=False)
            hits += pairs.shape[1] + near.shape[1]
        return hits

    def misses():
        return sum(int(np.count_nonzero(~np.isin(np.arange(len(pts)), tree.query(pts, predicate="intersects")[0])))
                   for _, _, _, _, pts, tree in batches)
    missed = misses()
    ours_locate = ours(rows, "locate.pacific.single", n_points)
    add(table, "locate.pacific.single", "hit-test Pacific U, 200 000 points on random floors (80% uniform in the floor box, 10% on space "
        "vertices, 10% on edge midpoints): STRtree(spaces).query(points, 'intersects') + query_nearest(≤ 5 m) "
        "for the misses", n_points, ours_locate, measure(locate_tree, ops=n_points, target=1.5, min_runs=5),
        f"per point; same work as ours (all spaces holding the point, else the nearest within 5 m); "
        f"{100 * missed / n_points:.0f}% of points are in no space; same distribution, not the same points")
    add(table, "locate.pacific.single", "hit-test Pacific U, same points, hits only: prepared spaces, box filter + intersects_xy",
        n_points, ours_locate, measure(locate_xy, ops=n_points, target=1.5, min_runs=5),
        "per point; GEOS does less here (no nearest space for the misses)")


def geos_pacific_walls(rows, table, floors):
    import numpy as np
    import shapely


    # Walls: per floor, buffer every wall line by its style buffer (flat caps, mitre joins), union.
    wall_floors = [(fid, np.array([w for w, _ in floors[fid]["walls"]]), np.array([d for _, d in floors[fid]["walls"]]))
                   for fid in floors if floors[fid]["walls"]]

    def walls_union():
        return {fid: shapely.union_all(shapely.buffer(ls, ds, cap_style="flat", join_style="mitre", mitre_limit=5.0))
                for fid, ls, ds in wall_floors}
    t = measure(walls_union, target=1.5, min_runs=5)
    note = "per venue (all floors)"
    if os.path.exists(WALLS_EXPORT):
        with open(WALLS_EXPORT) as f:
            ex = json.load(f)
        got = walls_union()
        ours_area = sum(ex["areas"])
        geos_area = sum(got[fid].area for fid in ex["floors"] if fid in got)
        worst = max((abs(a - got[fid].area) / max(got[fid].area, 1e-9) for fid, a in zip(ex["floors"], ex["areas"]) if fid in got),
                    default=0)
        note += f"; area ours {ours_area:.1f} m², GEOS {geos_area:.1f} m², worst floor rel. diff {worst:.1e}"
    add(table, "walls.pacific.buffer-union",
        f"buffer + union of every floor's walls (flat caps, mitre joins, {sum(len(l) for _, l, _ in wall_floors)} lines)",
        1, ours(rows, "walls.pacific.buffer-union", 1), t, note)


def geos_pacific_routing(rows, table, proj):
    import numpy as np
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import dijkstra, connected_components

    # Routing: the bundle's own node graph, Dijkstra from SciPy. As in RoutingTests' NodeGraphComparisonSlowTests:
    # lattice edges as in the file (directed, blocked ones skipped), metres; plus connection edges joining every
    # node of a connection's entrance/exit geometries (straight distance on one floor, 0 between floors).
    room_ids = set()
    for path in glob.glob(os.path.join(PACIFIC, "kinds", "*.json")):
        with open(path) as f:
            room_ids.update(g for g, k in json.load(f).items() if k == "room")

    def read_nodes():
        coords, floor_of, neighbours, index, by_geometry = [], [], [], {}, {}
        for fi, path in enumerate(sorted(glob.glob(os.path.join(PACIFIC, "nodes", "*.geojson")))):
            with open(path) as f:
                for feat in json.load(f)["features"]:
                    props = feat["properties"]
                    k = len(coords)
                    index[props["id"]] = k
                    coords.append(feat["geometry"]["coordinates"][:2])
                    floor_of.append(fi)
                    neighbours.append(props.get("neighbors", []))
                    for g in props.get("geometryIds", []):
                        by_geometry.setdefault(g, []).append(k)
        with open(os.path.join(PACIFIC, "connections.json")) as f:
            connections = json.load(f)
        return proj.xy(coords), floor_of, neighbours, index, by_geometry, connections
    nodes = read_nodes()  # parsing is not timed: our route.build starts from a loaded venue too

    def build_graph():
        xy, floor_of, neighbours, index, by_geometry, connections = nodes
        best = {}

        def add(i, j, w):
            w = max(w, 1e-9)  # explicit zeros would vanish from the CSR matrix
            if w < best.get((i, j), math.inf):
                best[(i, j)] = w
        for i, ns in enumerate(neighbours):
            for nb in ns:
                j = index.get(nb["id"])
                if j is not None and j != i and nb.get("extraCost", 0) != 2147483647:
                    add(i, j, math.hypot(xy[i, 0] - xy[j, 0], xy[i, 1] - xy[j, 1]))
        for c in connections:
            if c.get("entryCost") == 2147483647:
                continue
            members = sorted({k for a in c.get("entrances", []) + c.get("exits", []) for k in by_geometry.get(a.get("geometryId"), [])})
            if len(members) > 400:
                continue
            for a in members:
                for b in members:
                    if a != b:
                        same = floor_of[a] == floor_of[b]
                        add(a, b, math.hypot(xy[a, 0] - xy[b, 0], xy[a, 1] - xy[b, 1]) if same else 0.0)
        ij = np.array(list(best.keys()), dtype=np.int64)
        m = csr_matrix((np.array(list(best.values())), (ij[:, 0], ij[:, 1])), shape=(len(xy), len(xy)))
        rooms = sorted({k for g, ks in by_geometry.items() if g in room_ids for k in ks})
        return m, rooms
    graph, room_nodes = build_graph()
    if wants("route.build.pacific"):
        t_build = measure(build_graph, target=1.5, min_runs=3)
        add(table, "route.build.pacific", "routing structure, Pacific U, from loaded data: ours free space + meshes + connections; SciPy: "
            "node lattice + connection edges into a CSR matrix", 1, ours(rows, "route.build.pacific", 1), t_build,
            f"DIFFERENT WORK (ours builds geometry, SciPy only an edge list, {graph.shape[0]} nodes, {graph.nnz} edges); "
            "JSON parsing excluded on both sides")
    _, labels = connected_components(graph, directed=True, connection="strong")
    big = np.argmax(np.bincount(labels))
    ends = [k for k in room_nodes if labels[k] == big]
    rng = np.random.default_rng(11)
    pairs = [(ends[a], ends[b]) for a, b in rng.integers(0, len(ends), size=(400, 2))]

    def scipy_times(node_pairs):
        """Sorted seconds of one full single-source Dijkstra per pair (each goal must be reached)."""
        out = []
        for a, b in node_pairs:
            t0 = time.perf_counter()
            d = dijkstra(graph, directed=True, indices=a)
            out.append(time.perf_counter() - t0)
            assert math.isfinite(d[b])
        return sorted(out)
    if wants("route.query.pacific.same-building"):
        geos_same_building(table, rows, scipy_times(pairs), labels, big, graph)
    if os.path.exists(CAMPUS_PAIRS_EXPORT) and wants("route.query.pacific.campus-wide"):
        geos_campus_wide(table, rows, scipy_times, nodes, labels, big)


def geos_same_building(table, rows, times, labels, big, graph):
    import numpy as np
    r = rows.get(("route.query.pacific.same-building", 1))
    add(table, "route.query.pacific.same-building", "route query, Pacific U — DIFFERENT WORKLOADS: ours = exact any-angle free-space route between two "
                  "rooms of one building; SciPy = Dijkstra on the bundle's 0.24 m lattice node graph between two "
                  "room-tagged nodes (400 seeded pairs)",
                  1, None if r is None else r["median_ns"] * 1e-9, times[len(times) // 2],
                  "per query, median; p90 ours " + (fmt(r["p90_ns"] * 1e-9) if r else "—")
                  + f", SciPy {fmt(times[int(len(times) * 0.9)])}; SciPy runs a full single-source search (no target stop); "
                  f"largest strongly connected component {int(np.count_nonzero(labels == big))} of {graph.shape[0]} nodes")


def geos_campus_wide(table, rows, scipy_times, nodes, labels, big):
    # Campus-wide: the very pairs of rooms our route.query.pacific.campus-wide row timed (exported by it),
    # each room taken at its first lattice node in the largest strongly connected component.
    with open(CAMPUS_PAIRS_EXPORT) as f:
        id_pairs = json.load(f)
    _, _, _, _, by_geometry, _ = nodes

    def node_of(g):
        return next((k for k in by_geometry.get(g, []) if labels[k] == big), None)
    campus = [(node_of(a), node_of(b)) for a, b in id_pairs]
    campus = [(a, b) for a, b in campus if a is not None and b is not None]
    times = scipy_times(campus)
    r = rows.get(("route.query.pacific.campus-wide", 1))
    if times:
        add(table, "route.query.pacific.campus-wide", "route query, Pacific U rooms anywhere on campus — DIFFERENT WORKLOADS: ours = exact any-angle "
                      "free-space route; SciPy = Dijkstra on the bundle's lattice node graph; the same pairs of rooms "
                      f"({len(campus)} of the {len(id_pairs)} our row timed have lattice nodes in the largest component)",
                      1, None if r is None else r["median_ns"] * 1e-9, times[len(times) // 2],
                      "per query, median; p99 ours " + (fmt(r["p99_ns"] * 1e-9) if r else "—")
                      + f", SciPy {fmt(times[min(len(times) - 1, int(len(times) * 0.99))])}; SciPy runs a full single-source search")


# ----------------------------------------------------------------------------------------------- main

def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{platform.machine()}, {cpu}, {os.cpu_count()} cores"


def render(table, versions, stamp):
    # No date in the table: the docs describe the current state; when it ran is in the commit.
    out = [f"Measured on {machine()}; {versions}. Regenerate with `{COMMAND}`.", "",
           "Median time per operation, single thread, same inputs in the same session (synthetic inputs are "
           "regenerated bit for bit from the Swift workloads' seeds; GEOS calls are vectorised over whole arrays, so "
           "Python overhead is amortised). Ratio = ours / theirs: below 1 means we are faster. Load average "
           f"{os.getloadavg()[0]:.1f} at the end of the run (a shared machine: two runs differed by up to 40% on some rows, so read ratios within 1.5× as noise).", "",
           "| workload | n | ours | GEOS / SciPy | ours/theirs | unit, notes |", "|---|---:|---:|---:|---:|---|"]
    for name, n, a, b, note, _ in table:
        ratio = f"{a / b:.2f}" if a and b else "—"
        count = f"{n:,}".replace(",", " ")
        out.append(f"| {name} | {count} | {fmt(a)} | {fmt(b)} | {ratio} | {note} |")
    return "\n".join(out)


def rows_json(table):
    """The rows as JSON lines: bench name, workload text, n, seconds per operation on both sides, ratio."""
    return "\n".join(json.dumps({"bench": bench, "workload": name, "n": n, "ours_s": a, "theirs_s": b,
                                 "ratio": (a / b if a and b else None), "note": note})
                     for name, n, a, b, note, bench in table)


def parse_args():
    import argparse
    p = argparse.ArgumentParser(description="Side-by-side benchmarks against GEOS (Shapely) and SciPy.")
    p.add_argument("--no-readme", action="store_true", help="do not rewrite the README table")
    p.add_argument("--reuse-ours", action="store_true", help="read our rows from Benchmarks/.work/ours.json")
    p.add_argument("--only", action="append", default=[], metavar="SUBSTRING",
                   help="only rows whose indoor-bench name or workload text contains SUBSTRING (repeatable)")
    p.add_argument("--json", action="store_true", help="print the rows as JSON lines instead of the table")
    p.add_argument("--swift-root", default=ROOT, metavar="DIR", help="checkout to run indoor-bench in")
    return p.parse_args()


def main():
    ensure_venv()
    args = parse_args()
    ONLY.extend(s.lower() for s in args.only)
    import numpy
    import scipy
    import shapely

    with_venue = os.path.exists(os.path.join(PACIFIC, "manifest.geojson"))
    if not with_venue:
        print(f"note: {PACIFIC} not found: real-venue rows (locate, load, walls, routing) skipped", file=sys.stderr)
    cache = os.path.join(WORK, "ours.json")
    if args.reuse_ours and os.path.exists(cache):
        with open(cache) as f:
            rows = {(r["name"], r["n"]): r for r in json.load(f)}
    else:
        rows = run_ours(with_venue, os.path.abspath(args.swift_root))
        if not ONLY:  # a partial run does not replace the full one
            os.makedirs(WORK, exist_ok=True)
            with open(cache, "w") as f:
                json.dump(list(rows.values()), f)
    table = []
    for step in (geos_rtree, geos_point_location, geos_buffer_boolean, geos_simplify):
        print("GEOS:", step.__name__, file=sys.stderr)
        step(rows, table)
    if with_venue:
        print("GEOS: geos_pacific", file=sys.stderr)
        geos_pacific(rows, table)
    versions = (f"Shapely {shapely.__version__}, GEOS {shapely.geos_version_string}, SciPy {scipy.__version__}, "
                f"NumPy {numpy.__version__}, Python {platform.python_version()}")
    stamp = subprocess.run(["date", "-u"], capture_output=True, text=True).stdout.strip()
    text = render(table, versions, stamp)
    print(rows_json(table) if args.json else text)
    if not args.no_readme and not ONLY:
        with open(README) as f:
            readme = f.read()
        i, j = readme.find(START), readme.find(END)
        if i < 0 or j < i:
            raise SystemExit(f"docs/performance.md has no {START} … {END} section")
        with open(README, "w") as f:
            f.write(readme[: i + len(START)] + "\n" + text + "\n" + readme[j:])
        print("docs/performance.md section rewritten", file=sys.stderr)


if __name__ == "__main__":
    main()
