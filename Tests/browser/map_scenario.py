#!/usr/bin/env python3
"""Drives the map page of `indoor serve` in headless Chromium and checks what it shows.

Starts `indoor serve` on a free loopback port, loads the page with a scenario in its URL fragment (the page
runs it itself: switch floor, click a room, route between two named places; see ServeMapPage.swift), lets
Chromium run it (`--virtual-time-budget`), reads the page's published state from the dumped DOM
(`<pre id="state">`) and checks it against the CLI's own answers (`indoor route`). Standard library only.

Usage: map_scenario.py [--indoor PATH] [--chromium PATH] [--screenshots DIR]
Exit status 0 when every check passes, 1 otherwise; each check prints one line.
"""
import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CAMPUS = os.path.join(ROOT, "Samples", "campus-mvf")
PACIFIC = os.path.join(os.path.dirname(ROOT), "shared", "venues", "pacific-u-mvf3")

# venue and scenario steps (the page ends on the route's first floor).
SCENARIOS = [
    ("campus-mvf", CAMPUS, {"floor": "Birch Hall Level 2", "click": "BIR 201", "from": "ALD 101", "to": "BIR 201"}),
    ("campus-mvf", CAMPUS, {"floor": "Alder Hall Level 1", "click": "ALD 101", "from": "ALD 101", "to": "Library", "inferred": "1"}),
    ("pacific-u-mvf3", PACIFIC, {"floor": "Level 2", "from": "Berglund 132", "to": "Information Desk", "inferred": "1"}),
]

failures = 0


def check(ok, what):
    global failures
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures += 1


def start_server(indoor, venues):
    proc = subprocess.Popen([indoor, "serve", *venues, "--port", "0", "--quiet"], stderr=subprocess.PIPE, text=True)
    for line in proc.stderr:
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if m:
            return proc, int(m.group(1))
    raise SystemExit("indoor serve did not start: " + (proc.stderr.read() if proc.stderr else ""))


def chromium_args(chromium, profile):
    return [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", f"--user-data-dir={profile}",
            "--virtual-time-budget=30000"]


def page_state(chromium, url, profile):
    out = subprocess.run(chromium_args(chromium, profile) + ["--dump-dom", url], capture_output=True, text=True, timeout=120).stdout
    m = re.search(r'<pre id="state">(.*?)</pre>', out, re.S)
    return json.loads(html.unescape(m.group(1))) if m and m.group(1) else None


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--indoor", default=os.path.join(ROOT, ".build", "debug", "indoor"))
    p.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser") or "chromium")
    p.add_argument("--screenshots", help="write screenshots of the page into this folder")
    a = p.parse_args()
    venues = [CAMPUS] + ([PACIFIC] if os.path.isdir(PACIFIC) else [])
    if len(venues) == 1:
        print(f"skip Pacific U scenarios: {PACIFIC} is absent")
    proc, port = start_server(a.indoor, venues)
    profile = tempfile.mkdtemp(prefix="indoor-chromium-")
    try:
        page = subprocess.run(["curl", "-s", f"http://127.0.0.1:{port}/"], capture_output=True, text=True).stdout
        check(not re.search(r'(src|href)="(https?:)?//', page), "the page fetches nothing from elsewhere")
        for venue_id, path, steps in SCENARIOS:
            if not os.path.isdir(path):
                continue
            fragment = "scenario&" + urllib.parse.urlencode({"venue": venue_id, **steps}, quote_via=urllib.parse.quote)
            url = f"http://127.0.0.1:{port}/?venue={venue_id}#{fragment}"
            state = page_state(a.chromium, url, profile)
            name = f"{venue_id}: {steps.get('from')} -> {steps.get('to')}"
            check(state is not None and state.get("done") is True, f"{name}: the scenario ran ({state and state.get('error')})")
            if not state:
                continue
            check(state.get("error") is None, f"{name}: no error shown")
            check(state.get("venue") == venue_id, f"{name}: venue {state.get('venue')}")
            if "click" in steps:
                sel = state.get("selected") or {}
                check(sel.get("name") == steps["click"] and sel.get("kind") == "room" and sel.get("id"),
                      f"{name}: clicking the room shows it ({sel.get('name')}, {sel.get('kind')}, {sel.get('id')}, {sel.get('floorName')})")
            cli = json.loads(subprocess.run([a.indoor, "route", path, "--from", steps["from"], "--to", steps["to"]],
                                            capture_output=True, text=True).stdout)
            legs = [f["properties"]["floor"] for f in cli["features"] if f["geometry"]["type"] == "LineString"]
            r = state.get("route") or {}
            check(r.get("distance") == cli["summary"]["distance"] and r.get("duration") == cli["summary"]["duration"],
                  f"{name}: distance {r.get('distance')} m and duration {r.get('duration')} s as the CLI's")
            check(r.get("floors") == legs and state.get("floor") == legs[0], f"{name}: legs on {len(legs)} floor(s), shown from the first")
            check(r.get("instructions") == len(cli["summary"]["instructions"]), f"{name}: {r.get('instructions')} instructions")
            check(r.get("drawnLegs", 0) >= 1, f"{name}: the route is drawn on the floor shown")
            check(r.get("inferred") == [e["id"] for e in cli["summary"]["inferred"]], f"{name}: inferred elements used {r.get('inferred')}")
            if "inferred" in steps:
                check(state.get("showInferred") is True, f"{name}: the inferred toggle is on")
            if r.get("inferred"):
                check(r.get("usedInferredDrawn", 0) >= 1 or state.get("floor") not in r.get("inferredFloors", []),
                      f"{name}: {r.get('usedInferredDrawn')} inferred element(s) the route uses highlighted on the floor shown")
            # Screenshots of the generated sample campus only: the shared venues are test-only data.
            if a.screenshots and venue_id == "campus-mvf":
                os.makedirs(a.screenshots, exist_ok=True)
                for label, size in (("", "1280,800"), ("-phone", "390,844")):
                    shot = os.path.join(a.screenshots, f"serve-{venue_id}{label}.png")
                    subprocess.run(chromium_args(a.chromium, profile) + [f"--window-size={size}", f"--screenshot={shot}", url],
                                   capture_output=True, timeout=120)
                    print(f"wrote {shot}")
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        shutil.rmtree(profile, ignore_errors=True)
    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
