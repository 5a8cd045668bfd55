#!/usr/bin/env python3
"""Today's figures in docs/performance.md, measured by indoor-bench.

    reference_table.py [--bench PATH] [--from FILE.jsonl] [--memory FILE.txt] [--quick] [--dry-run]

Runs the release `indoor-bench` (default .build/release/indoor-bench; build it first with
`swift build -c release --product indoor-bench`) over the reference rows listed below, then rewrites two
sections of docs/performance.md, and the README's two engine tables from the same rows (between
<!-- readme-rows:start/end --> and <!-- readme-growth:start/end -->): the table between <!-- reference-table:start --> and
<!-- reference-table:end --> (per row: size, p50, p99, what the figure depends on) and the memory report of
the generated 100x campus between <!-- memory-report:start --> and <!-- memory-report:end -->
(`indoor-bench --filter memory.generated-100x` prints it). `--from` reads JSON lines saved from an earlier
run instead of running the bench, `--memory` a saved memory report; `--quick` passes `--quick` on (smoke
figures, not for the docs); `--dry-run` prints instead of rewriting. Python 3 standard library only.
"""

import argparse
import json
import os
import platform
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "docs", "performance.md")
TABLE = ("<!-- reference-table:start -->", "<!-- reference-table:end -->")
MEMORY = ("<!-- memory-report:start -->", "<!-- memory-report:end -->")
README = os.path.join(ROOT, "README.md")
README_ROWS = ("<!-- readme-rows:start -->", "<!-- readme-rows:end -->")
README_GROWTH = ("<!-- readme-growth:start -->", "<!-- readme-growth:end -->")

# The README's engine table: (workload, size, row). Its figures are the reference table's.
README_TABLE = [
    ("route query, Pacific U rooms of one building", "2,000 queries", "route.query.pacific.same-building"),
    ("route query, Pacific U rooms anywhere on campus", "2,000 queries", "route.query.pacific.campus-wide"),
    ("the same, accessible profile", "2,000 queries", "route.query.pacific.campus-wide.accessible"),
    ("route query to a place of 2–17 rooms, Pacific U", "2,000 queries", "route.query.pacific.multi-point"),
    ("nearest restroom from random rooms, Pacific U", "2,000 queries", "questions.nearest.pacific.restroom"),
    ("100 × 100 room matrix, Pacific U, 2 cores, per cell", "10,000 cells", "questions.matrix.pacific.100x100"),
    ("rooms reachable within 120 s, Pacific U", "10 starts", "questions.reachable.pacific.120s"),
    ("`route --batch` engine, five mixed profiles, per line, 1 thread", "1,000 lines", "route.batch.pacific.mixed-profiles.1-thread"),
    ("the same, 2 threads", "1,000 lines", "route.batch.pacific.mixed-profiles.2-threads"),
    ("writing a route's GeoJSON answer", "200 routes", "write.route-document.pacific"),
    ("hit-test one point, Pacific U", "20,000 points", "locate.pacific.single"),
    ("`indoor locate --batch`, whole process, venue load included, per line", "10^6 lines", "locate.pacific.batch-binary-end-to-end"),
    ("matching a recorded trail, Pacific U, per fix", "20 trails", "navigation.match.pacific"),
    ("following a live trail, Pacific U, per fix", "86,400 fixes", "navigation.follow.pacific"),
]

# (row, what the figure depends on). Rows are exact indoor-bench names; the order is the table's.
ROWS = [
    ("load.mvf.pacific.folder", "JSON parse of the bundle's files, validation, doors and connections; grows with the bytes read"),
    ("imdf.load.spbstu.folder", "the IMDF archive's GeoJSON, openings and their snapping to unit edges"),
    ("osm.load.gare-de-l-est.geojson", "OSM features, level parsing, doors placed on room outlines"),
    ("load.generated-100x", "reading 59,000 spaces from disk: linear in the bytes, plus inference"),
    ("locate.pacific.single", "the locator's cell grid: a pure cell is one word, a mixed cell tests a few ring edges"),
    ("locate.spbstu.single", "as above; most points lie in no space, so the nearest-space lists per block answer"),
    ("locate.generated-100x.single", "memory latency: thousands of floors' cells do not stay in cache"),
    ("locate.pacific.batch-binary-end-to-end", "the whole `locate --batch` process: venue load, pipeline, parse and write"),
    ("locate.generated-1x.single", "a random floor of the generated 1x campus"),
    ("locate.generated-1x.24-floors", "points on 24 floors in turn: their cells stay in cache"),
    ("locate.generated-10x.single", "a random floor of 240: colder cells"),
    ("locate.generated-10x.24-floors", "points on 24 floors in turn"),
    ("locate.generated-100x.24-floors", "points on 24 floors in turn"),
    ("locate.pacific.build", "cells per space (`LocatorCells.cellsPerSpace`) and the rings' edges"),
    ("locate.generated-1x.build", "as above, generated 1x"),
    ("locate.generated-10x.build", "as above, generated 10x"),
    ("locate.generated-100x.build", "as above, over thousands of floors"),
    ("load.generated-1x", "reading the generated 1x campus from disk"),
    ("load.generated-10x", "reading the generated 10x campus from disk"),
    ("route.build.pacific", "free space (boolean overlay), meshes, walk tables, corner graphs, landmarks, cell bounds"),
    ("route.build.generated-1x", "as above, generated 1x"),
    ("route.build.generated-10x", "as above; the outdoor floor's corner graph dominates"),
    ("route.build.generated-100x", "as above; the cell-bounds table dominates"),
    ("route.query.pacific.same-building", "walk tables of the two ends, the A* over anchor states, Polyanya at the ends"),
    ("route.query.pacific.campus-wide", "as above plus the outdoor floor's corner graph and the cell bounds"),
    ("route.query.pacific.campus-wide.accessible", "the accessible profile: fewer connections, tables per profile"),
    ("route.query.pacific.campus-wide.avoid-stairs", "a profile avoiding stairs"),
    ("route.query.pacific.campus-wide.non-public", "a profile that may use non-public connections and passages"),
    ("route.query.pacific.multi-point", "one nearest-of search over a place's points"),
    ("route.query.spbstu.campus-wide", "SPbPU's walkway units: large meshes, few anchors"),
    ("route.query.generated-1x.same-building", "the generated campus of Pacific U's size"),
    ("route.query.generated-1x.campus-wide", "as above, across buildings"),
    ("route.query.generated-10x.same-building", "ten times the buildings: larger outdoor floor, same buildings"),
    ("route.query.generated-10x.campus-wide", "as above, across buildings"),
    ("route.query.generated-100x.same-building", "a hundred times the buildings"),
    ("route.query.generated-100x.campus-wide", "the cell bounds keep the outdoor search on the best corridor"),
    ("questions.nearest.pacific.restroom", "one one-to-many search per start over the kept candidate set"),
    ("questions.matrix.pacific.100x100", "walk-table sweeps, one search per row, both cores"),
    ("questions.reachable.pacific.120s", "a Dijkstra over the anchor states, then the meshes' reach within the budget"),
    ("route.batch.pacific.mixed-profiles.1-thread", "the batch engine per line: parse, resolve, route, write"),
    ("route.batch.pacific.mixed-profiles.2-threads", "the same lines dealt to two threads"),
    ("places.resolve.pacific.directory", "hashed ids and names, points computed once"),
    ("write.route-document.pacific", "the GeoJSON route document: bytes written straight from the typed collection, door lines read once per venue"),
    ("navigation.match.pacific", "the trail matcher's candidates and transitions per fix"),
    ("navigation.follow.pacific", "the live follower's per-fix step"),
    ("navigation.progress.pacific", "snapping a fix to a route and its remaining distance"),
]


def fmt_time(ns):
    if ns < 1e3:
        return f"{ns:.1f} ns"
    if ns < 1e6:
        return f"{ns / 1e3:.1f} µs"
    if ns < 1e9:
        return f"{ns / 1e6:.1f} ms"
    return f"{ns / 1e9:.2f} s"


def run_bench(bench, names, quick):
    """JSON rows of one indoor-bench run over the exact names (filters are substrings; keep exact matches)."""
    cmd = [bench, "--json"] + (["--quick"] if quick else [])
    for n in names:
        cmd += ["--filter", n]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return [json.loads(l) for l in out.splitlines() if l.startswith("{")]


def read_rows(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.startswith("{")]


def machine():
    cpu = platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            names = [l.split(":", 1)[1].strip() for l in f if l.startswith("model name")]
        if names:
            cpu = f"{cpu}, {names[0]}"
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end of the run"


def table(rows):
    by_name = {}
    for r in rows:
        by_name.setdefault(r["name"], r)
    lines = [
        f"Measured on {machine()}; `python3 Benchmarks/reference_table.py` regenerates it.",
        "",
        "| row | n | p50 | p99 | depends on |",
        "| --- | ---: | ---: | ---: | --- |",
    ]
    missing = []
    for name, depends in ROWS:
        r = by_name.get(name)
        if r is None:
            missing.append(name)
            continue
        lines.append(f"| `{name}` | {r['n']} | {fmt_time(r['median_ns'])} | {fmt_time(r['p99_ns'])} | {depends} |")
    return "\n".join(lines), missing


def readme_tables(rows):
    """The README's engine table and growth table from the same rows (their figures are the reference's)."""
    by = {}
    for r in rows:
        by.setdefault(r["name"], r)

    def p50(name):
        return fmt_time(by[name]["median_ns"]) if name in by else "–"

    def p99(name):
        return fmt_time(by[name]["p99_ns"]) if name in by else "–"

    lines = ["| workload | size | p50 | p99 |", "| --- | ---: | ---: | ---: |"]
    for label, size, name in README_TABLE:
        lines.append(f"| {label} | {size} | {p50(name)} | {p99(name)} |")
    growth = [
        "| venue | spaces | load | locate, random floor / 24 floors | locator build | routing build "
        "| route same building, p50 / p99 | campus-wide, p50 / p99 |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for f in ("1x", "10x", "100x"):
        g = f"generated-{f}"
        spaces = by.get(f"load.{g}", {}).get("n")
        growth.append(
            f"| generated {f} | {spaces if spaces is not None else '–'} | {p50(f'load.{g}')} "
            f"| {p50(f'locate.{g}.single')} / {p50(f'locate.{g}.24-floors')} | {p50(f'locate.{g}.build')} "
            f"| {p50(f'route.build.{g}')} | {p50(f'route.query.{g}.same-building')} / {p99(f'route.query.{g}.same-building')} "
            f"| {p50(f'route.query.{g}.campus-wide')} / {p99(f'route.query.{g}.campus-wide')} |"
        )
    return "\n".join(lines), "\n".join(growth)


def memory_report(bench, quick):
    cmd = [bench, "--filter", "memory.generated-100x"] + (["--quick"] if quick else [])
    done = subprocess.run(cmd, check=True, capture_output=True, text=True)
    text = done.stdout + done.stderr
    start = text.find("generated 100x:")
    if start < 0:
        raise SystemExit("indoor-bench printed no memory report for memory.generated-100x")
    lines = []
    for line in text[start:].splitlines():
        if lines and not line.startswith(" "):
            break
        lines.append(line.rstrip())
    return "\n".join(lines)


def replace(doc, markers, body):
    start, end = markers
    i, j = doc.find(start), doc.find(end)
    if i < 0 or j < i:
        raise SystemExit(f"no {start} … {end} section to rewrite")
    return doc[: i + len(start)] + "\n" + body + "\n" + doc[j:]


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bench", default=os.path.join(ROOT, ".build", "release", "indoor-bench"))
    p.add_argument("--from", dest="source")
    p.add_argument("--memory")
    p.add_argument("--quick", action="store_true")
    p.add_argument("--dry-run", action="store_true")
    a = p.parse_args()
    rows = read_rows(a.source) if a.source else run_bench(a.bench, [n for n, _ in ROWS], a.quick)
    body, missing = table(rows)
    if missing:
        print("rows without a figure: " + ", ".join(missing), file=sys.stderr)
    if a.memory:
        with open(a.memory, encoding="utf-8") as f:
            report = f.read().strip()
    else:
        report = memory_report(a.bench, a.quick)
    report = "```text\n" + report + "\n```"
    if a.dry_run:
        print(body + "\n\n" + report + "\n\n" + "\n\n".join(readme_tables(rows)))
        return
    with open(DOC, encoding="utf-8") as f:
        doc = f.read()
    doc = replace(replace(doc, TABLE, body), MEMORY, report)
    with open(DOC, "w", encoding="utf-8") as f:
        f.write(doc)
    engine, growth = readme_tables(rows)
    with open(README, encoding="utf-8") as f:
        readme = f.read()
    readme = replace(replace(readme, README_ROWS, engine), README_GROWTH, growth)
    with open(README, "w", encoding="utf-8") as f:
        f.write(readme)
    print("docs/performance.md and README.md sections rewritten", file=sys.stderr)


if __name__ == "__main__":
    main()
