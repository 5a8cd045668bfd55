#!/usr/bin/env python3
"""`indoor locate` against GEOS `covers` on an OpenStreetMap SIT venue (osmtogeojson GeoJSON).

Usage:  Benchmarks/.venv/bin/python Benchmarks/geos/compare_locate_osm.py [--points N] [--seed S] [--indoor PATH] [VENUE]

VENUE defaults to ../shared/venues/osm-gare-de-l-est.geojson. The spaces are read here independently of the
Swift reader, as SIT defines them: every `indoor=room|corridor|area` Polygon or MultiPolygon, on each level
its `level` (and `repeat_on`) names, level 0 when it has none (the Swift reader warns about those); an
outline that crosses itself is repaired with GEOS `make_valid` (polygonal parts kept). Random points, per
floor in the box of its spaces: 80% uniform, 10% on space vertices, 10% on edge midpoints (N in all,
default 100 000, seed 27). They go through `indoor locate VENUE --batch -` (release build) as
`level,lon,lat` lines; for each point the set of spaces ours says hold it (`spaces`, status inside or
boundary) must equal the set GEOS `covers` (in degrees: the reader's projection is affine, so containment
is the same). A disagreement within 1e-9 degrees (0.1 mm) of a space outline is counted as a boundary tie
apart. Exits 1 on any other disagreement. Needs shapely and numpy in Benchmarks/.venv.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENUES = os.environ.get("INDOOR_VENUES", os.path.join(os.path.dirname(ROOT), "shared", "venues"))
DEFAULT_VENUE = os.path.join(VENUES, "osm-gare-de-l-est.geojson")
TIE = 1e-9


def levels(tags):
    """The level values of a feature as the Swift OSMLevel.parse reads the common forms (numbers, lists,
    ranges); level 0 when it has none."""
    out = []
    for key in ("level", "repeat_on"):
        for part in str(tags.get(key, "")).split(";"):
            part = part.strip()
            if not part:
                continue
            try:
                out.append(float(part))
                continue
            except ValueError:
                pass
            cut = next((i for i in range(1, len(part)) if part[i] == "-" and part[i - 1].isdigit()), None)
            if cut is not None:
                lo, hi = sorted((float(part[:cut]), float(part[cut + 1:])))
                out += [lo, hi] + [float(k) for k in range(int(lo) + 1, int(hi) + 1) if lo < k < hi]
            else:
                out.append(part)
    return sorted(set(out), key=str) if out else [0.0]


def text(level):
    return str(int(level)) if isinstance(level, float) and level == int(level) else str(level)


def read_spaces(path):
    import shapely
    with open(path) as f:
        data = json.load(f)
    floors = {}
    for feat in data["features"]:
        tags = feat.get("properties", {}).get("tags", feat.get("properties", {}))
        g = feat.get("geometry")
        if tags.get("indoor") not in ("room", "corridor", "area") or not g or g["type"] not in ("Polygon", "MultiPolygon"):
            continue
        fid = feat.get("id") or tags.get("@id")
        geom = shapely.geometry.shape(g)
        if not geom.is_valid:
            geom = shapely.make_valid(geom)
            parts = [p for p in getattr(geom, "geoms", [geom]) if p.geom_type in ("Polygon", "MultiPolygon")]
            geom = shapely.unary_union(parts)
        lv = levels(tags)
        for level in lv:
            sid = fid if len(lv) == 1 else f"{fid}@{text(level)}"
            floors.setdefault(text(level), []).append((sid, geom))
    return floors


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("venue", nargs="?", default=DEFAULT_VENUE)
    ap.add_argument("--points", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=27)
    ap.add_argument("--indoor", default=os.path.join(ROOT, ".build", "release", "indoor"))
    args = ap.parse_args()
    import numpy as np
    import shapely

    floors = read_spaces(args.venue)
    rng = np.random.default_rng(args.seed)
    names = sorted(floors)
    per_floor = np.bincount(rng.integers(0, len(names), args.points), minlength=len(names))
    queries = []  # (floor, x, y)
    for name, k in zip(names, per_floor):
        geoms = [g for _, g in floors[name]]
        x0, y0, x1, y1 = shapely.total_bounds(np.array(geoms))
        rings = [np.asarray(r.coords) for g in geoms for p in getattr(g, "geoms", [g]) for r in [p.exterior, *p.interiors]]
        for i in range(k):
            kind = i % 10
            if kind < 2:
                ring = rings[rng.integers(0, len(rings))]
                j = rng.integers(0, len(ring) - 1)
                x, y = ring[j] if kind == 0 else (ring[j] + ring[j + 1]) / 2
            else:
                x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
            queries.append((name, float(x), float(y)))
    batch = "".join(f"{f},{x!r},{y!r}\n" for f, x, y in queries)
    p = subprocess.run([args.indoor, "locate", args.venue, "--batch", "-"], input=batch, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit(f"indoor locate failed ({p.returncode}): {p.stderr[:500]}")
    answers = [json.loads(line) for line in p.stdout.splitlines() if line.strip()]
    if len(answers) != len(queries):
        sys.exit(f"expected {len(queries)} answers, got {len(answers)}")

    trees = {n: shapely.STRtree([g for _, g in floors[n]]) for n in names}
    ids = {n: [s for s, _ in floors[n]] for n in names}
    agree = ties = inside = 0
    tie_kinds = {"ours only": 0, "GEOS only": 0, "both differ": 0}
    bad = []
    for (name, x, y), ans in zip(queries, answers):
        pt = shapely.Point(x, y)
        hits = trees[name].query(pt, predicate="covered_by")
        geos = {ids[name][i] for i in hits}
        ours = set(ans.get("spaces", [])) if ans.get("status") in ("inside", "boundary") else set()
        if geos:
            inside += 1
        if geos == ours:
            agree += 1
            continue
        diff = geos ^ ours
        near = all(floors[name][ids[name].index(s)][1].boundary.distance(pt) <= TIE for s in diff if s in ids[name])
        if near:
            ties += 1
            tie_kinds["ours only" if geos < ours else "GEOS only" if ours < geos else "both differ"] += 1
        else:
            bad.append((name, x, y, sorted(geos), sorted(ours), ans.get("status")))
    print(f"{os.path.basename(args.venue)}: {len(queries)} points on {len(names)} floors ({inside} in some space), "
          f"{agree} agree with GEOS covers, {ties} boundary ties within {TIE:g}° "
          f"({', '.join(f'{k}: {v}' for k, v in tie_kinds.items())}), {len(bad)} disagree")
    for b in bad[:10]:
        print("  disagree: floor %s at %.9f,%.9f GEOS %s ours %s (%s)" % b)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
