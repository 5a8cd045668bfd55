#!/usr/bin/env python3
"""Load test of `indoor serve` on loopback (a measurement, not a timed test).

Starts `indoor serve` (release build) on a venue, picks campus-wide routes between rooms of different
buildings (seeded), keeps those that have a route, then drives the server with `serve-load`
(Benchmarks/ServeLoad: keep-alive HTTP/1.1 over 64 connections by default, two threads) in three phases:
- closed loop: each connection sends again as soon as its answer is in: the most the server answers, and
  the latency clients see when the server is the bottleneck (64 requests always waiting);
- open loop at --rate requests a second (default 10,000): requests fall due at fixed intervals whatever the
  server does, and each latency counts from when its request was due, so that a server falling behind shows
  in the tail (coordinated omission corrected, as wrk2 does);
- the same open loop while 200 slow clients trickle a request's bytes (serve-load --slow: one byte a
  connection every half second, spread evenly, reconnecting when the server times them out), to show that
  they do not hold the workers.
Each phase prints requests per second, latency percentiles, non-2xx answers, connection errors, requests
left due at the end (`behind`: the rate was not kept), the server's and the generator's CPU per request and
the load average; the server's RSS is read from /proc before and after the closed loop.

Usage: serve_load.py [--venue DIR] [--indoor PATH] [--load PATH] [--connections 64] [--threads 2]
                     [--seconds 20] [--rate 10000] [--pairs 400] [--slow 200] [--requests N] [--tick-us T]
                     [--access-log FILE]
--requests N runs the closed loop until about N requests are answered (RSS flat over a million: 1000000).
--tick-us T sends the open loop's requests in rounds at least T microseconds apart (serve-load --tick-us: fewer
wake-ups of the generator; each latency still counts from when its request fell due).
--access-log FILE runs the server with its access log (one line per request, to FILE) instead of --quiet.
Build both first: swift build -c release --product indoor && swift build -c release --product serve-load.
Standard library only.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    """User plus system CPU seconds the process has used so far."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start(indoor, venue, access_log=None):
    """Starts the server on a free port: quiet, or with its access log (all its standard error) in the file
    `access_log`."""
    args = [indoor, "serve", venue, "--port", "0", "--max-connections", "4096"]
    if access_log is None:
        proc = subprocess.Popen(args + ["--quiet"], stderr=subprocess.PIPE, text=True)
        for line in proc.stderr:
            m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if m:
                threading.Thread(target=proc.stderr.read, daemon=True).start()
                return proc, int(m.group(1))
        raise SystemExit("indoor serve did not start")
    log = open(access_log, "w")
    proc = subprocess.Popen(args, stderr=log)
    deadline = time.time() + 600
    while time.time() < deadline and proc.poll() is None:
        with open(access_log) as f:
            m = re.search(r"http://127\.0\.0\.1:(\d+)/", f.read())
        if m:
            return proc, int(m.group(1))
        time.sleep(0.05)
    raise SystemExit("indoor serve did not start")


def get(port, path):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=60) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def campus_wide_pairs(port, venue_id, count, seed):
    """Named rooms by building, then random pairs of rooms in different buildings that have a route."""
    status, body = get(port, "/venues")
    floors = next(v for v in json.loads(body) if v["id"] == venue_id)["floors"]
    rooms = {}
    for f in floors:
        _, fc = get(port, f"/venues/{venue_id}/floors/{urllib.parse.quote(f['id'])}.geojson")
        for feat in json.loads(fc)["features"]:
            p = feat["properties"]
            if p["layer"] == "space" and p["kind"] == "room" and p["name"]:
                rooms.setdefault(p["name"], f.get("building") or "")
    names = sorted(rooms)
    rng = random.Random(seed)
    pairs, tried = [], 0
    while len(pairs) < count and tried < count * 10:
        tried += 1
        a, b = rng.sample(names, 2)
        if rooms[a] == rooms[b]:
            continue
        path = "/route?" + urllib.parse.urlencode({"from": a, "to": b}, quote_via=urllib.parse.quote)
        if get(port, path)[0] == 200:
            pairs.append(path)
    return pairs


def load(generator, port, paths_file, connections, threads, seconds, rate=0.0, warmup=2.0, server_pid=None, slow=0, tick_us=0):
    """One run of serve-load (closed loop when rate is 0, with `slow` slow clients beside it); its JSON summary
    plus the server's CPU per request."""
    server0 = cpu_seconds(server_pid) if server_pid else 0.0
    load0 = os.getloadavg()[0]
    out = subprocess.run([generator, "--port", str(port), "--paths", paths_file, "--connections", str(connections),
                          "--threads", str(threads), "--seconds", str(seconds), "--rate", str(rate), "--warmup", str(warmup),
                          "--slow", str(slow), "--tick-us", str(tick_us)],
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit(f"serve-load failed: {out.stderr.strip()}")
    r = json.loads(out.stdout)
    server_cpu = cpu_seconds(server_pid) - server0 if server_pid else float("nan")
    # CPU per request (server and generator): what the throughput would be on two otherwise idle cores,
    # whatever share of the machine other processes took during the run (the warm-up's requests included).
    r["server_cpu_us_per_request"] = round(server_cpu / max(1, r["requests"] * (seconds + warmup) / seconds) * 1e6, 1)
    r["load_average_before"] = round(load0, 2)
    r["load_average_after"] = round(os.getloadavg()[0], 2)
    return r


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--venue", default=os.path.join(os.path.dirname(ROOT), "shared", "venues", "pacific-u-mvf3"))
    p.add_argument("--indoor", default=os.path.join(ROOT, ".build", "release", "indoor"))
    p.add_argument("--load", default=os.path.join(ROOT, ".build", "release", "serve-load"))
    p.add_argument("--connections", type=int, default=64)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--seconds", type=int, default=20)
    p.add_argument("--rate", type=float, default=10000)
    p.add_argument("--pairs", type=int, default=400)
    p.add_argument("--slow", type=int, default=200)
    p.add_argument("--requests", type=int, default=0)
    p.add_argument("--tick-us", type=float, default=0)
    p.add_argument("--access-log", metavar="FILE", help="run the server with its access log, written to FILE (default: --quiet)")
    a = p.parse_args()
    for exe in (a.indoor, a.load):
        if not os.access(exe, os.X_OK):
            raise SystemExit(f"{exe} is missing: swift build -c release --product indoor && swift build -c release --product serve-load")
    if not os.path.isdir(a.venue):
        raise SystemExit(f"no venue at {a.venue}")
    proc, port = start(a.indoor, a.venue, a.access_log)
    venue_id = os.path.basename(os.path.normpath(a.venue))
    try:
        paths = campus_wide_pairs(port, venue_id, a.pairs, seed=40)
        print(f"{len(paths)} campus-wide routes on {venue_id}; server pid {proc.pid}, port {port}")
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("\n".join(paths) + "\n")
            paths_file = f.name
        load(a.load, port, paths_file, a.connections, a.threads, 3)  # warm-up
        rss0 = rss_kib(proc.pid)
        seconds = a.seconds
        if a.requests:
            probe = load(a.load, port, paths_file, a.connections, a.threads, 5, server_pid=proc.pid)
            seconds = max(5, int(a.requests / probe["rps"]) + 1)
        closed = load(a.load, port, paths_file, a.connections, a.threads, seconds, server_pid=proc.pid)
        rss1 = rss_kib(proc.pid)
        print(json.dumps({"phase": "closed loop", **closed}))
        print(json.dumps({"rss_mib_before": round(rss0 / 1024, 1), "rss_mib_after": round(rss1 / 1024, 1), "requests": closed["requests"]}))
        if a.rate > 0:
            opened = load(a.load, port, paths_file, a.connections, a.threads, a.seconds, rate=a.rate, server_pid=proc.pid,
                          tick_us=a.tick_us)
            print(json.dumps({"phase": f"open loop at {a.rate:g}/s", **opened}))
        if a.slow:
            loaded = load(a.load, port, paths_file, a.connections, a.threads, a.seconds, rate=a.rate, server_pid=proc.pid, slow=a.slow,
                          tick_us=a.tick_us)
            print(json.dumps({"phase": f"open loop at {a.rate:g}/s with {a.slow} slow clients", **loaded}))
        os.unlink(paths_file)
    finally:
        proc.terminate()
        proc.wait(timeout=60)


if __name__ == "__main__":
    sys.exit(main())
