#!/usr/bin/env python3
"""Independent validity check of `indoor walls` with GEOS (Shapely 2): every floor of every venue given.

Usage:  Benchmarks/.venv/bin/python Benchmarks/geos/check_walls.py [--indoor PATH] VENUE...

For each venue, lists the floors with `indoor info --json` when available (else parses `indoor info`),
runs `indoor walls VENUE --floor ID` per floor and checks every output polygon with `shapely.is_valid`
(OGC rules, GEOS IsValidOp), printing the GEOS reason for each invalid one. Also counts zero-width spikes
(a ring vertex whose two neighbours coincide, P -> Q -> P, in the printed degrees). Exit status 1 when
anything is invalid. Needs only shapely (pip install shapely in Benchmarks/.venv).
"""
import argparse
import json
import subprocess
import sys

import shapely
from shapely.geometry import shape


def floors_of(indoor, venue):
    out = subprocess.run([indoor, "info", venue], capture_output=True, text=True, check=True).stdout
    ids = []
    for line in out.splitlines():
        if line.startswith("floor "):
            ids.append((line.split()[1], line.split("'")[1] if "'" in line else ""))
    return ids


def spikes(ring):
    pts = list(ring.coords)[:-1]
    n = len(pts)
    return sum(1 for i in range(n) if n >= 3 and pts[i - 1] == pts[(i + 1) % n] != pts[i])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--indoor", default=".build/release/indoor")
    ap.add_argument("venues", nargs="+")
    a = ap.parse_args()
    bad = 0
    for venue in a.venues:
        total = invalid = spike_count = 0
        for fid, name in floors_of(a.indoor, venue):
            r = subprocess.run([a.indoor, "walls", venue, "--floor", fid], capture_output=True, text=True)
            if r.returncode != 0:
                print(f"{venue} {fid}: indoor walls failed: {r.stderr.strip()}")
                bad += 1
                continue
            doc = json.loads(r.stdout)
            feats = doc["features"] if isinstance(doc, dict) else doc
            fbad = 0
            for f in feats:
                g = shape(f["geometry"])
                total += 1
                for poly in getattr(g, "geoms", [g]):
                    for ring in [poly.exterior, *poly.interiors]:
                        spike_count += spikes(ring)
                if not shapely.is_valid(g):
                    fbad += 1
                    print(f"  {fid} {name}: {shapely.is_valid_reason(g)}")
            invalid += fbad
            print(f"{venue} floor {fid} '{name}': {len(feats)} polygons, {fbad} invalid")
        print(f"== {venue}: {total} polygons, {invalid} invalid, {spike_count} spikes")
        bad += invalid
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
