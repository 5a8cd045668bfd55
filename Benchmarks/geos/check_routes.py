#!/usr/bin/env python3
"""Routes true to the building: clearance and exact length of `indoor route` routes,
checked with GEOS (Shapely 2) against a slow exact oracle of our own.

Usage:
  swift build -c release --product indoor && swift build -c release --product free-space-export
  Benchmarks/.venv/bin/python Benchmarks/geos/check_routes.py [--pairs N] [--same-floor M] [--seed S]
        [--clearance R] [--bin .build/release] VENUE...

For each venue:
1. `free-space-export VENUE R` (Benchmarks/FreeSpaceExport, a debug export through the library, metres)
   gives per floor: the router's own free space, `wallPolygons` (what `indoor walls` prints), the walkable
   space polygons, obstacles, door lines (blocked or not), the drawn wall centre lines with their thickness,
   and the rooms with their route points.
2. Seeded random room pairs: N in one building (any floors) and M on one floor. The routes come from the
   release CLI, `indoor route VENUE --batch -` (one JSON line per pair, clearance R), read back to metres
   with the venue's own linear projection (origin and metres per degree from the export).
3. Clearance, every route segment, three ways (GEOS distances):
   a. walls as the library builds them (`wallPolygons`, validated by check_walls.py), obstacles, blocked
      door spans;
   b. raw venue geometry rebuilt here independently: each drawn wall centre line buffered by half its
      thickness (flat caps), mitre corners (limit 5, as documented) where exactly two line ends meet, cut at
      each usable door only in the wall segments that host it (parallel within ~11.5 deg, within half
      thickness + 5 cm: the documented rule), obstacles, blocked door spans closed;
   c. the outer boundary of the union of walkable spaces (routes keep r from where the floor ends).
   A segment "fails" when it comes more than 1 cm inside r (distance < r - 0.01).
4. Exact length, same-floor pairs: A* over the reduced visibility graph (start, goal and every reflex
   vertex; an edge when it is tangent at both ends and the free-space polygon covers the segment: no
   boundary edge crosses it, double-precision orientations, and every piece between the boundary vertices
   within EPS_ON = 1e-5 m of it has its midpoint in the polygon, GEOS), in two free spaces:
   - REBUILT: rebuilt here with Shapely from the same definition as the router
     ((W + s) - (r + s)  minus  (walls U obstacles) + r, W = union of walkable spaces, s = 1 cm seam tolerance,
     4 segments per quarter circle), from the exported walkable spaces, walls and obstacles;
   - OURS: the router's own exported free space (tests the search alone; honest about the shared input).
   The oracle prunes with the ellipse |s v| + |v t| <= 1.001 x our length (no path it skips can be within
   0.1 %), and reruns unbounded when nothing is found inside it.
Exit status 1 when any check fails. Prints the worst cases with their batch lines to reproduce.
"""
import argparse
import heapq
import json
import math
import os
import random
import subprocess
import sys
import time

import numpy as np
import shapely
import shapely.ops
from shapely.geometry import LineString, MultiPolygon, Point, Polygon
from shapely.ops import unary_union

SEAM = 0.01
QUAD = 4
TANGENT = True
# Oracle tolerance in metres: boundary vertices this close to a segment lie on it, midpoints this close
# to the free space are in it. Far below any length the 0.1 % comparison can see.
EPS = 1e-7
# Boundary vertices this close to a segment split it for the midpoint tests (and midpoints this close to
# the free space are in it): a segment hugging a boundary line must not slip past a notch whose corner is
# 1.6e-7 m off that line without being split there (Pacific U, Ground Floor, 14.6 % too short a path).
EPS_ON = 1e-5


def polys(list_of_rings):
    out = []
    for rings in list_of_rings:
        p = Polygon(rings[0], rings[1:])
        if not p.is_valid:
            p = shapely.make_valid(p)
        out.append(p)
    return out


def export(bin_dir, venue, r, cache):
    os.makedirs(cache, exist_ok=True)
    key = os.path.join(cache, f"{os.path.basename(venue.rstrip('/'))}-{r}.json")
    if not os.path.exists(key) or os.path.getmtime(key) < os.path.getmtime(os.path.join(bin_dir, "free-space-export")):
        t = time.time()
        out = subprocess.run([os.path.join(bin_dir, "free-space-export"), venue, str(r)], capture_output=True, check=True).stdout
        open(key, "wb").write(out)
        print(f"  export {time.time() - t:.1f} s", file=sys.stderr)
    return json.load(open(key))


# ---------------------------------------------------------------------------------------- raw walls

def raw_walls(fl):
    """Walls rebuilt from the drawn centre lines (see 3b): an independent reading of the documented rule."""
    lines = [(np.array(w["points"], float), w["thickness"]) for w in fl["wallLines"] if len(w["points"]) >= 2]
    usable = [np.array(d["points"], float) for d in fl["doors"] if not d["blocked"] and len(d["points"]) >= 2]
    usable = [(d[0], d[-1]) for d in usable if np.linalg.norm(d[-1] - d[0]) > 0]
    pieces = []          # (segment pieces, half thickness)
    cut_points = []      # door span ends inside a host (no corner there)
    for pts, t in lines:
        for i in range(len(pts) - 1):
            a, b = pts[i], pts[i + 1]
            L = np.linalg.norm(b - a)
            if L == 0:
                continue
            u = (b - a) / L
            intervals = []
            for p, q in usable:
                dl = np.linalg.norm(q - p)
                v = (q - p) / dl
                if abs(u[0] * v[1] - u[1] * v[0]) > 0.2:
                    continue
                # both door ends within the band of this segment's line
                dp = abs(u[0] * (p - a)[1] - u[1] * (p - a)[0])
                dq = abs(u[0] * (q - a)[1] - u[1] * (q - a)[0])
                if max(dp, dq) > t / 2 + 0.05:
                    continue
                s0, s1 = sorted([np.dot(p - a, u), np.dot(q - a, u)])
                if s1 <= 0 or s0 >= L:
                    continue
                # A stub of wall under 1 cm left beside a cut is no wall (the library snaps door ends to
                # the wall's ends within 1 cm too): a door drawn from an L corner's joint, slightly off
                # parallel, would otherwise leave a 1 mm x 0.3 m sliver across its jamb.
                s0, s1 = (0.0 if s0 < 0.01 else s0), (L if s1 > L - 0.01 else s1)
                intervals.append((max(0, s0), min(L, s1)))
            intervals.sort()
            s = 0.0
            for s0, s1 in intervals:
                if s0 > s:
                    pieces.append((a + u * s, a + u * s0, t / 2))
                s = max(s, s1)
            if s < L:
                pieces.append((a + u * s, b, t / 2))
            for s0, s1 in intervals:
                cut_points += [a + u * s0, a + u * s1]
    geoms = [LineString([p, q]).buffer(h, cap_style="flat") for p, q, h in pieces if np.linalg.norm(q - p) > 1e-9]
    # Corners: where exactly two line ends meet (1 mm), a mitre joint of the two end segments.
    ends = []
    for pts, t in lines:
        if len(pts) >= 2 and np.linalg.norm(pts[0] - pts[-1]) < 1e-3 and len(pts) > 2:
            ends.append((pts[0], pts[-2], pts[1], t))   # closed ring: its own joint
            continue
        ends.append((pts[0], pts[1], None, t))
        ends.append((pts[-1], pts[-2], None, t))
    # interior vertices of polylines: joined with mitre too
    for pts, t in lines:
        for i in range(1, len(pts) - 1):
            ends.append((pts[i], pts[i - 1], pts[i + 1], t))
    # Directions leaving each vertex (1 mm cells, 1 degree): a wedge only where exactly two meet. At a T
    # or a crossing (IMDF: two units' rings meeting a third's side) a pairwise L wedge would stick out
    # across the continuing arm, into a door cut beside the joint.
    dirs = {}
    for pts, t in lines:
        for i in range(len(pts) - 1):
            for a_, b_ in ((pts[i], pts[i + 1]), (pts[i + 1], pts[i])):
                if np.linalg.norm(b_ - a_) > 0:
                    key = (round(a_[0] * 1000), round(a_[1] * 1000))
                    dirs.setdefault(key, set()).add(round(math.degrees(math.atan2(b_[1] - a_[1], b_[0] - a_[0]))) % 360)

    def degree(p):
        return len(dirs.get((round(p[0] * 1000), round(p[1] * 1000)), ()))
    by_cell = {}
    for k, e in enumerate(ends):
        if e[2] is None:
            by_cell.setdefault((round(e[0][0] * 1000), round(e[0][1] * 1000)), []).append(k)
    for k, e in enumerate(ends):
        if e[2] is not None and degree(e[0]) == 2:
            geoms.append(_joint(e[1], e[0], e[2], e[3] / 2, cut_points))
    seen = set()
    for k, e in enumerate(ends):
        if e[2] is not None:
            continue
        cx, cy = round(e[0][0] * 1000), round(e[0][1] * 1000)
        near = [j for dx in (-1, 0, 1) for dy in (-1, 0, 1) for j in by_cell.get((cx + dx, cy + dy), [])
                if np.linalg.norm(ends[j][0] - e[0]) < 1e-3]
        if len(near) != 2 or tuple(sorted(near)) in seen or degree(e[0]) != 2:
            continue
        seen.add(tuple(sorted(near)))
        j = near[0] if near[1] == k else near[1]
        geoms.append(_joint(e[1], e[0], ends[j][1], min(e[3], ends[j][3]) / 2, cut_points))
    # Blocked doors: closed across their span by a wall piece (thickness of the floor's thickest wall: a
    # lower bound of the host's for the check would be the host's; the span line itself is checked anyway).
    return unary_union([g for g in geoms if g is not None and not g.is_empty])


def _joint(p, j, q, h, cut_points):
    if any(np.linalg.norm(c - j) < 0.02 for c in cut_points):
        return None
    if np.linalg.norm(p - j) < 1e-9 or np.linalg.norm(q - j) < 1e-9:
        return None
    # 1 mm arms: the corner wedge only (the arms' own walls, cut or not, come from the pieces)
    a = j + (p - j) / np.linalg.norm(p - j) * min(np.linalg.norm(p - j), 1e-3)
    b = j + (q - j) / np.linalg.norm(q - j) * min(np.linalg.norm(q - j), 1e-3)
    return LineString([a, j, b]).buffer(h, cap_style="flat", join_style="mitre", mitre_limit=5.0)


# ---------------------------------------------------------------------------------------- oracle

def reflex_nodes(poly):
    poly = shapely.geometry.polygon.orient(poly, 1.0)   # shell CCW, holes CW: free space on the left
    nodes = []
    for ring in [poly.exterior, *poly.interiors]:
        c = np.array(ring.coords)[:-1]
        n = len(c)
        if n < 3:
            continue
        prev, nxt = np.roll(c, 1, axis=0), np.roll(c, -1, axis=0)
        d1, d2 = c - prev, nxt - c
        cross = d1[:, 0] * d2[:, 1] - d1[:, 1] * d2[:, 0]
        r = cross < 0
        nodes.append(np.stack([c[r], prev[r], nxt[r]], axis=1))
    return np.concatenate(nodes) if nodes else np.zeros((0, 3, 2))


class FloorOracle:
    def __init__(self, region):
        self.parts = list(getattr(region, "geoms", [region]))
        for p in self.parts:
            shapely.prepare(p)
        self.nodes = [reflex_nodes(p) for p in self.parts]
        self.edge_arrays = []
        for p in self.parts:
            e = []
            for ring in [p.exterior, *p.interiors]:
                c = np.array(ring.coords)
                e.append(np.stack([c[:-1], c[1:]], axis=1))
            self.edge_arrays.append(np.concatenate(e))

    def visible(self, k, u, vs, box=None):
        """Which segments u -> vs[i] the closed polygon k covers: no boundary edge crosses the segment
        properly (double-precision orientation tests, vectorized), and every piece between the boundary
        vertices lying on it has its midpoint in the polygon (GEOS covers). `box` (x0, y0, x1, y1), when
        given, holds every segment: edges outside it are skipped."""
        e = self.edge_arrays[k]
        if box is not None:
            lo = np.minimum(e[:, 0], e[:, 1])
            hi = np.maximum(e[:, 0], e[:, 1])
            e = e[(hi[:, 0] >= box[0]) & (lo[:, 0] <= box[2]) & (hi[:, 1] >= box[1]) & (lo[:, 1] <= box[3])]
        A, B = e[:, 0][None], e[:, 1][None]           # 1 x E x 2
        ok = np.ones(len(vs), bool)
        mids, owner = [], []
        for c0 in range(0, len(vs), 256):
            V = vs[c0:c0 + 256][:, None]                # C x 1 x 2
            d = V - u                                   # C x 1 x 2
            def cross(p, q):
                return p[..., 0] * q[..., 1] - p[..., 1] * q[..., 0]
            l2 = (d[..., 0] ** 2 + d[..., 1] ** 2)       # C x 1
            ld = np.sqrt(np.where(l2 > 0, l2, 1))
            f = B - A
            lf = np.sqrt((f[..., 0] ** 2 + f[..., 1] ** 2))
            lf = np.where(lf > 0, lf, 1)
            # signed distances, within EPS counted as on the line (overlay output has collinear runs of
            # vertices a few 1e-13 m off their line, which a segment hugging the wall face would "cross")
            o1 = cross(d, A - u) / ld
            o2 = cross(d, B - u) / ld
            o3 = cross(f, u - A) / lf
            o4 = cross(f, V - A) / lf
            proper = (((o1 < -EPS) & (o2 > EPS)) | ((o1 > EPS) & (o2 < -EPS))) & \
                     (((o3 < -EPS) & (o4 > EPS)) | ((o3 > EPS) & (o4 < -EPS)))
            ok[c0:c0 + len(V)] &= ~proper.any(axis=1)
            # boundary vertices on the open segment (within EPS, strictly between the ends)
            tA = ((A - u) * d).sum(-1) / np.where(l2 > 0, l2, 1)
            on = (np.abs(o1) <= EPS_ON) & (tA > 1e-12) & (tA < 1 - 1e-12)
            live = ok[c0:c0 + len(V)] & (l2[:, 0] > 0)
            plain = live & ~on.any(axis=1)
            idx = np.nonzero(plain)[0]
            mids.append(u + 0.5 * d[idx, 0])
            owner.append(c0 + idx)
            for j in np.nonzero(live & ~plain)[0]:
                i = c0 + j
                ts = np.concatenate([[0.0, 1.0], tA[j][on[j]]])
                ts = np.unique(ts)
                m = (ts[:-1] + ts[1:]) / 2
                mids.append(u + m[:, None] * d[j])
                owner.append(np.full(len(m), i))
        if mids:
            inside = shapely.dwithin(self.parts[k], shapely.points(np.concatenate(mids)), EPS_ON)
            bad = np.concatenate(owner)[~inside]
            ok[bad] = False
        return ok

    def part(self, s, t):
        """The part holding both ends, each moved onto it when at most 1 cm outside (a route's end snapped
        onto one free space lies on its boundary, a hair outside the other)."""
        for k, p in enumerate(self.parts):
            ends = []
            for e in (s, t):
                q = Point(e)
                if p.covers(q):
                    ends.append(np.asarray(e, float))
                elif p.distance(q) <= 0.01:
                    ends.append(np.array(shapely.ops.nearest_points(p, q)[0].coords[0]))
                else:
                    break
            if len(ends) == 2:
                return k, ends[0], ends[1]
        return None

    def length(self, s, t, bound=math.inf):
        found = self.part(s, t)
        if found is None:
            return None
        k, s, t = found
        poly = self.parts[k]
        if poly.covers(LineString([s, t])):
            return float(np.linalg.norm(t - s))
        allv = self.nodes[k]
        if math.isfinite(bound):
            keep = np.linalg.norm(allv[:, 0] - s, axis=1) + np.linalg.norm(allv[:, 0] - t, axis=1) <= bound
            allv = allv[keep]
        pts = np.vstack([s, t, allv[:, 0]])
        # Neighbours along the boundary (s and t have none: NaN). A shortest path bends only at reflex
        # vertices, wrapping around them: an edge u -> v of it has both boundary neighbours of v (and of u)
        # on one side of the line u v (the reduced visibility graph; exact for shortest paths).
        prv = np.vstack([np.full((2, 2), np.nan), allv[:, 1]])
        nxt = np.vstack([np.full((2, 2), np.nan), allv[:, 2]])
        n = len(pts)
        h = np.linalg.norm(pts - t, axis=1)
        g = np.full(n, math.inf)
        pred = np.full(n, -1)
        done = np.zeros(n, bool)
        g[0] = 0
        heap = [(h[0], 0)]
        while heap:
            f, u = heapq.heappop(heap)
            if done[u]:
                continue
            if u == 1:
                path, w = [], 1
                while w >= 0:
                    path.append(pts[w])
                    w = pred[w]
                self.last_path = np.array(path[::-1])
                return float(g[1])
            done[u] = True
            d = np.linalg.norm(pts - pts[u], axis=1)
            nd = g[u] + d
            cand = np.nonzero((~done) & (nd < g) & (nd + h <= bound))[0]
            if len(cand) == 0:
                continue
            dv = pts[cand] - pts[u]

            dl = np.linalg.norm(dv, axis=1)
            dl[dl == 0] = 1

            def side(q):
                # signed distance of q from the line u v; within 1e-7 m counts as on it (overlay noise)
                x = (dv[:, 0] * (q[:, 1] - pts[u][1]) - dv[:, 1] * (q[:, 0] - pts[u][0])) / dl
                return np.where(np.abs(x) <= 1e-7, 0.0, x)
            tangent = np.ones(len(cand), bool)
            if u >= 2:
                a1, a2 = side(np.repeat(prv[u][None], len(cand), 0)), side(np.repeat(nxt[u][None], len(cand), 0))
                tangent &= ~((a1 * a2) < 0)
            b1, b2 = side(prv[cand]), side(nxt[cand])
            tangent &= ~((b1 * b2) < 0) | (cand < 2)
            cand = cand[tangent] if TANGENT else cand
            if len(cand) == 0:
                continue
            cb = np.vstack([pts[cand], pts[u][None]])
            box = (cb[:, 0].min(), cb[:, 1].min(), cb[:, 0].max(), cb[:, 1].max())
            vis = self.visible(k, pts[u], pts[cand], box)
            for v in cand[vis]:
                if nd[v] < g[v]:
                    g[v] = nd[v]
                    pred[v] = u
                    heapq.heappush(heap, (nd[v] + h[v], v))
        return math.inf

    def exact(self, s, t, ours):
        b = ours * 1.001 + 1e-6
        x = self.length(s, t, b)
        if x is None:
            return None
        if math.isinf(x):
            x = self.length(s, t)
        return x


# ---------------------------------------------------------------------------------------- routes

def routes(indoor, venue, pairs, r):
    lines = "".join(json.dumps({"from": a["id"], "to": b["id"], "clearance": r}) + "\n" for a, b in pairs)
    out = subprocess.run([indoor, "route", venue, "--batch", "-", "--clearance", str(r)], input=lines,
                         capture_output=True, text=True)
    return [json.loads(l) for l in out.stdout.splitlines()]


def legs_of(doc, proj, floor_ids):
    """[(floor index, Nx2 metres)] of a route answer."""
    lon0, lat0, ex, ny = proj["lon0"], proj["lat0"], proj["mPerDegEast"], proj["mPerDegNorth"]
    out = []
    def find(d):
        if isinstance(d, dict):
            if "features" in d:
                return d["features"]
            for v in d.values():
                f = find(v)
                if f is not None:
                    return f
        return None
    feats = find(doc) or []
    for f in feats:
        g = f.get("geometry") or {}
        if g.get("type") != "LineString":
            continue
        fid = (f.get("properties") or {}).get("floor")
        if fid not in floor_ids:
            continue
        c = np.array(g["coordinates"], float)
        out.append((floor_ids[fid], np.column_stack([(c[:, 0] - lon0) * ex, (c[:, 1] - lat0) * ny])))
    return out


def seg_dist(geom_prepared, pts):
    """Minimum distance of each segment of the polyline pts to the geometry."""
    if geom_prepared is None or geom_prepared.is_empty or len(pts) < 2:
        return np.full(max(0, len(pts) - 1), math.inf)
    segs = shapely.linestrings(np.stack([pts[:-1], pts[1:]], axis=1))
    return shapely.distance(geom_prepared, segs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=".build/release")
    ap.add_argument("--clearance", type=float, default=0.25)
    ap.add_argument("--pairs", type=int, default=254, help="same-building pairs (any floors), clearance only")
    ap.add_argument("--same-floor", type=int, default=300, help="same-floor pairs, clearance and oracle length")
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--cache", default="/tmp/check_routes")
    ap.add_argument("--no-oracle", action="store_true", help="clearance checks only")
    ap.add_argument("venues", nargs="+")
    a = ap.parse_args()
    r = a.clearance
    indoor = os.path.join(a.bin, "indoor")
    failed = False
    for venue in a.venues:
        t0 = time.time()
        doc = export(a.bin, venue, r, a.cache)
        floors = doc["floors"]
        floor_ids = {f["id"]: f["index"] for f in floors}
        rng = random.Random(a.seed)
        rooms = doc["rooms"]
        by_building, by_floor = {}, {}
        for rm in rooms:
            by_building.setdefault(rm["building"], []).append(rm)
            by_floor.setdefault(rm["floor"], []).append(rm)

        def draw(groups, n):
            gs = [g for _, g in sorted(groups.items()) if len(g) >= 2]
            out, seen = [], set()
            tries = 0
            while len(out) < n and tries < n * 20:
                tries += 1
                g = rng.choice(gs)
                x, y = rng.sample(g, 2)
                if (x["id"], y["id"]) not in seen:
                    seen.add((x["id"], y["id"]))
                    out.append((x, y))
            return out

        # Three times as many pairs as asked are drawn and routed; the first N (M) with a route are kept
        # (rooms without a usable door are common: Pacific U has blocked and door-less rooms).
        t = time.time()
        drawn_b, drawn_f = draw(by_building, 3 * a.pairs), draw(by_floor, 3 * a.same_floor)
        ans_b = routes(indoor, venue, drawn_b, r) if drawn_b else []
        ans_f = routes(indoor, venue, drawn_f, r) if drawn_f else []
        print(f"{venue}: {len(drawn_b) + len(drawn_f)} routes from the CLI in {time.time() - t:.1f} s", file=sys.stderr)
        no_route_drawn = sum(1 for x in ans_b + ans_f if "error" in x)
        kb = [i for i, x in enumerate(ans_b) if "error" not in x][:a.pairs]
        kf = [i for i, x in enumerate(ans_f) if "error" not in x][:a.same_floor]
        building_pairs, floor_pairs = [drawn_b[i] for i in kb], [drawn_f[i] for i in kf]
        pairs = building_pairs + floor_pairs
        answers = [ans_b[i] for i in kb] + [ans_f[i] for i in kf]
        errs = [(p, x) for p, x in zip(drawn_b + drawn_f, ans_b + ans_f) if "error" in x]

        # Per floor geometry, lazily.
        cache = {}

        def geo(fi):
            if fi in cache:
                return cache[fi]
            fl = floors[fi]
            walls = unary_union(polys(fl["walls"]))
            obst = unary_union(polys(fl["obstacles"])) if fl["obstacles"] else Polygon()
            blocked = unary_union([LineString(b) for b in fl["blocked"] if len(b) >= 2]) if fl["blocked"] else LineString()
            raw = raw_walls(fl)
            walk = unary_union(polys(fl["walkable"])) if fl["walkable"] else Polygon()
            outline = walk.buffer(SEAM, join_style="mitre", mitre_limit=2).buffer(-SEAM, join_style="mitre", mitre_limit=2).boundary if not walk.is_empty else None
            lib = unary_union([walls, obst, blocked])
            indep = unary_union([raw, obst, blocked])
            for g in (lib, indep):
                shapely.prepare(g)
            if outline is not None:
                shapely.prepare(outline)
            cache[fi] = dict(lib=lib, indep=indep, outline=outline, walk=walk, walls=walls, obst=obst, fl=fl)
            return cache[fi]

        stats = {k: dict(segments=0, over=0, worst=0.0, where=None) for k in ("library walls", "raw walls", "space outline")}
        no_route = []
        for (x, y), ans in zip(pairs, answers):
            if "error" in ans:
                no_route.append((x["id"], y["id"], ans["error"]))
                continue
            for fi, pts in legs_of(ans, doc["projection"], floor_ids):
                G = geo(fi)
                for key, geom in (("library walls", G["lib"]), ("raw walls", G["indep"]), ("space outline", G["outline"])):
                    d = seg_dist(geom, pts)
                    st = stats[key]
                    st["segments"] += len(d)
                    if len(d):
                        k = int(np.argmin(d))
                        st["over"] += int(np.sum(d < r - 0.01))
                        if r - d[k] > st["worst"]:
                            st["worst"] = r - d[k]
                            st["where"] = (x["id"], y["id"], floors[fi]["id"], pts[k].tolist(), pts[k + 1].tolist(), float(d[k]))
        print(f"\n== {venue}  (clearance {r} m, seed {a.seed})")
        print(f"routes: {len(building_pairs)} same-building + {len(floor_pairs)} same-floor pairs with a route "
              f"(of {len(drawn_b) + len(drawn_f)} drawn, {no_route_drawn} without a route)")
        causes = {}
        for (x, y), ans in errs:
            e = ans["error"]
            key = "no door" if "has no door" in e else "door blocked" if "blocked" in e else \
                "door too narrow" if "twice the clearance" in e or "narrower" in e else e.split(": ")[-1][:60]
            causes[key] = causes.get(key, 0) + 1
        if causes:
            print("  no route, by cause:", ", ".join(f"{k} {v}" for k, v in sorted(causes.items(), key=lambda kv: -kv[1])))
        for key, st in stats.items():
            print(f"clearance vs {key}: {st['segments']} segments, {st['over']} more than 1 cm inside r, worst {st['worst'] * 100:.2f} cm inside")
            if st["where"]:
                fr, to, fid, p, q, d = st["where"]
                print(f"   worst: {{\"from\":\"{fr}\",\"to\":\"{to}\"}} floor {fid} segment ({p[0]:.3f},{p[1]:.3f})-({q[0]:.3f},{q[1]:.3f}) at {d:.4f} m")
            if st["over"] and key != "space outline":
                failed = True

        if a.no_oracle:
            print(f"({time.time() - t0:.0f} s)")
            continue
        # Oracle lengths on same-floor pairs whose route stays on that floor.
        oracles = {}
        res = {"REBUILT": [], "OURS": []}
        skipped = 0
        t = time.time()
        for (x, y), ans in zip(floor_pairs, answers[len(building_pairs):]):
            if "error" in ans:
                continue
            legs = legs_of(ans, doc["projection"], floor_ids)
            if len(legs) != 1 or legs[0][0] != x["floor"]:
                skipped += 1
                continue
            fi, pts = legs[0]
            ours = float(np.sum(np.linalg.norm(np.diff(pts, axis=0), axis=1)))
            if fi not in oracles:
                G = geo(fi)
                fl = G["fl"]
                rebuilt = G["walk"].buffer(SEAM, join_style="mitre", mitre_limit=2).buffer(-(r + SEAM), quad_segs=QUAD)
                blocked = unary_union([G["walls"], G["obst"]])
                rebuilt = rebuilt.difference(blocked.buffer(r, quad_segs=QUAD))
                oracles[fi] = {"REBUILT": FloorOracle(rebuilt), "OURS": FloorOracle(MultiPolygon(polys(fl["free"])))}
            done_pairs = len(res["OURS"])
            if done_pairs and done_pairs % 25 == 0:
                print(f"  oracle: {done_pairs} pairs, {time.time() - t:.0f} s", file=sys.stderr, flush=True)
            for key in ("REBUILT", "OURS"):
                # A room's point may lie outside the free space (the router walks from it to the nearest
                # free-space point first): compare from the first to the last route vertex in it.
                fs = oracles[fi][key]
                inside = [i for i, q in enumerate(pts) if any(p.distance(Point(q)) <= 0.01 for p in fs.parts)]
                if not inside:
                    res[key].append((x["id"], y["id"], ours, None))
                    continue
                i0, i1 = inside[0], inside[-1]
                sub = pts[i0:i1 + 1]
                mine = float(np.sum(np.linalg.norm(np.diff(sub, axis=0), axis=1)))
                ex = fs.exact(sub[0], sub[-1], mine) if len(sub) > 1 else 0.0
                res[key].append((x["id"], y["id"], mine, ex))
        print(f"oracle: {len(res['OURS'])} same-floor routes on one floor ({skipped} left their floor), {time.time() - t:.0f} s")
        for key, rows in res.items():
            cmp = [(fr, to, o, e) for fr, to, o, e in rows if e is not None and math.isfinite(e) and e > 0]
            miss = len(rows) - len(cmp)
            rel = [(o / e - 1, fr, to, o, e) for fr, to, o, e in cmp]
            within = sum(1 for q in rel if abs(q[0]) <= 0.001)
            longer = sum(1 for q in rel if q[0] > 0.001)
            shorter = sum(1 for q in rel if q[0] < -0.001)
            worst = max(rel, key=lambda q: abs(q[0])) if rel else None
            print(f"oracle {key}: {within} of {len(cmp)} within 0.1 % ({longer} longer, {shorter} shorter than the oracle), "
                  f"{miss} with start/goal outside one polygon of this free space")
            if worst:
                print(f"   worst {worst[0] * 100:+.4f} %: {{\"from\":\"{worst[1]}\",\"to\":\"{worst[2]}\"}} ours {worst[3]:.4f} m, oracle {worst[4]:.4f} m")
            if longer or (key == "OURS" and shorter):
                failed = True
            for q in sorted(rel, key=lambda q: -abs(q[0]))[:5]:
                if abs(q[0]) > 0.001:
                    print(f"   {q[0] * 100:+.4f} %: {{\"from\":\"{q[1]}\",\"to\":\"{q[2]}\"}} ours {q[3]:.4f} oracle {q[4]:.4f}")
        print(f"({time.time() - t0:.0f} s)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
