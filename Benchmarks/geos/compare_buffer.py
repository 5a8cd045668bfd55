#!/usr/bin/env python3
"""Compare our buffers and unions with GEOS (through Shapely) on the same seeded inputs.

Usage:  python3 Benchmarks/geos/compare_buffer.py [--quick] [--no-build] [--only SUBSTRING]

1. Creates a git-ignored venv at Benchmarks/.venv and installs shapely into it (first run only).
2. Runs `swift run -c release indoor-bench --filter buffer.geos-cases` with INDOOR_BUFFER_EXPORT set,
   which writes the inputs, our per-item areas, our validity and our best-of-5 time to
   Benchmarks/.work/buffer_cases.json.
3. Runs the same work through GEOS (same distance, quadrant segments, caps, joins, mitre limit), and
   prints a table: areas, relative difference, and times; our line buffers are also checked with GEOS's
   is_valid (column "GEOS valid"). Areas must agree within 1e-4 relative (total and per item) where our arcs
   have GEOS's chord counts (`BufferStyle(arcRule: .geos)`) or the case has no round cap or join; within
   1e-3 where our default bounded-error arcs (at least as many chords as GEOS) meet round caps or joins.
`--only SUBSTRING` runs just the cases whose name contains it (passed to indoor-bench as INDOOR_BUFFER_CASES).
Exit status 1 when any case differs by more than its bound or any of our outputs is invalid (to us or to GEOS).
"""
import json
import os
import subprocess
import sys
import time
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENV = os.path.join(ROOT, "Benchmarks", ".venv")
WORK = os.path.join(ROOT, "Benchmarks", ".work")
EXPORT = os.path.join(WORK, "buffer_cases.json")
TOLERANCE = 1e-4
# Our default arcs (ceil(angle/quantum) chords) hold more chords than GEOS's (rounded): a looser bound.
BOUNDED_ARC_TOLERANCE = 1e-3


def tolerance(case):
    """The relative area bound of a case (see the module docstring)."""
    if case["kind"] == "union":
        return TOLERANCE
    rounded = case["join"] == "round" or (case["kind"] == "lines" and case["cap"] == "round")
    return BOUNDED_ARC_TOLERANCE if rounded and case.get("arc_rule", "boundedError") != "geos" else TOLERANCE


def ensure_venv():
    """Re-executes this script inside the venv, creating it and installing shapely if needed."""
    py = os.path.join(VENV, "bin", "python")
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    if not os.path.exists(py):
        print("creating venv at", VENV, file=sys.stderr)
        venv.create(VENV, with_pip=True)
    check = subprocess.run([py, "-c", "import shapely"], capture_output=True)
    if check.returncode != 0:
        subprocess.run([py, "-m", "pip", "install", "--quiet", "shapely>=2"], check=True)
    os.execv(py, [py, os.path.abspath(__file__)] + sys.argv[1:])


def export_cases(quick, only):
    env = dict(os.environ, INDOOR_BUFFER_EXPORT=EXPORT, INDOOR_BUFFER_CASES=only or "")
    cmd = ["swift", "run", "-c", "release", "indoor-bench", "--filter", "buffer.geos-cases"]
    if quick:
        cmd.append("--quick")
    subprocess.run(cmd, cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)


def geos_items(case):
    import shapely
    from shapely.geometry import LineString, Polygon

    kw = dict(quad_segs=case["quad_segs"], cap_style=case["cap"], join_style=case["join"], mitre_limit=case["mitre_limit"])
    if case["kind"] == "lines":
        geoms = [LineString(l) for l in case["lines"]]
        run = lambda: [g.buffer(case["distance"], **kw) for g in geoms]
    elif case["kind"] == "polygons":
        geoms = [Polygon(p[0], p[1:]) for p in case["polygons"]]
        run = lambda: [g.buffer(case["distance"], **kw) for g in geoms]
    else:
        geoms = [Polygon(p[0], p[1:]) for p in case["polygons"]]
        run = lambda: [shapely.union_all(geoms)]
    best = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        out = run()
        best = min(best, time.perf_counter() - t0)
    return out, best


def geos_invalid(case):
    """How many of our exported outputs GEOS finds invalid (None when the case exported none)."""
    from shapely.geometry import MultiPolygon, Polygon
    outputs = case.get("outputs")
    if outputs is None:
        return None
    bad = 0
    for item in outputs:
        g = MultiPolygon([Polygon(p[0], p[1:]) for p in item])
        if not g.is_valid:
            bad += 1
    return bad


def main():
    quick = "--quick" in sys.argv
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv[:-1] else None
    ensure_venv()
    import shapely

    if "--no-build" not in sys.argv or not os.path.exists(EXPORT):
        export_cases(quick, only)
    with open(EXPORT) as f:
        cases = [c for c in json.load(f) if only is None or only in c["name"]]
    print(f"GEOS {shapely.geos_version_string} via Shapely {shapely.__version__}")
    header = "| case | items | bound | ours valid | GEOS valid | area ours (m²) | area GEOS (m²) | total rel. diff | worst item rel. diff | ours (ms) | GEOS (ms) | ours/GEOS |"
    print(header)
    print("|" + "---|" * (header.count("|") - 1))
    failed = False
    for c in cases:
        items, seconds = geos_items(c)
        geos_areas = [g.area for g in items]
        ours = c["areas"]
        total_ours, total_geos = sum(ours), sum(geos_areas)
        rel = abs(total_ours - total_geos) / max(total_geos, 1e-12)
        worst = max((abs(a - b) / max(b, 1e-12) for a, b in zip(ours, geos_areas) if b > 1e-9 or a > 1e-9), default=0.0)
        invalid = geos_invalid(c)
        bad = rel > tolerance(c) or worst > tolerance(c) or not c["valid"] or len(ours) != len(geos_areas)
        note = c.get("note")
        if note and c["valid"] and len(ours) == len(geos_areas):
            bad = False  # a documented, deliberate difference: shown, not held to the bound
        failed = failed or bad or bool(invalid)
        geos_valid = "—" if invalid is None else ("yes" if invalid == 0 else f"NO ({invalid})")
        print(f"| {c['name']} | {len(ours)} | {tolerance(c):.0e} | {'yes' if c['valid'] else 'NO'} | {geos_valid} | {total_ours:.4f} | {total_geos:.4f} | "
              f"{rel:.2e} | {worst:.2e} | {c['seconds'] * 1e3:.2f} | {seconds * 1e3:.2f} | {c['seconds'] / seconds:.2f} |"
              + (" **FAIL**" if bad else "") + (f" ({note})" if note else ""))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
