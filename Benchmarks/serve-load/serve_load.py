#!/usr/bin/env python3
"""Load test of `indoor serve` on loopback (a measurement, not a timed test).

Starts `indoor serve` (release build) on a venue, picks campus-wide routes between rooms of different
buildings (seeded), keeps those that have a route, then drives the server with wrk (keep-alive, 64
connections by default) and reports requests per second, latency percentiles and errors. A second phase
repeats the run while 200 slow clients trickle a request's bytes (one byte every half second) to show that
they do not hold the workers; the server's RSS is read from /proc before and after.

Usage: serve_load.py [--venue DIR] [--indoor PATH] [--connections 64] [--threads 2] [--seconds 20]
                     [--pairs 400] [--slow 200] [--requests N]
--requests N runs the first phase until about N requests are answered (RSS flat over a million: 1000000).
Needs wrk (apt-get install wrk). Standard library only otherwise.
"""
import argparse
import json
import os
import random
import re
import shutil
import socket
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


def start(indoor, venue):
    proc = subprocess.Popen([indoor, "serve", venue, "--port", "0", "--quiet", "--max-connections", "4096"],
                            stderr=subprocess.PIPE, text=True)
    for line in proc.stderr:
        m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if m:
            threading.Thread(target=proc.stderr.read, daemon=True).start()
            return proc, int(m.group(1))
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


def wrk(port, paths, threads, connections, seconds, server_pid=None):
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as f:
        f.write("paths = {" + ",".join(json.dumps(p) for p in paths) + "}\n")
        f.write("counter = 0\nrequest = function()\n  counter = counter + 1\n"
                "  return wrk.format('GET', paths[(counter % #paths) + 1])\nend\n")
        script = f.name
    server0 = cpu_seconds(server_pid) if server_pid else 0.0
    load0 = os.getloadavg()[0]
    children0 = os.times()
    out = subprocess.run(["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", script,
                          f"http://127.0.0.1:{port}"], capture_output=True, text=True).stdout
    children1 = os.times()
    server_cpu = cpu_seconds(server_pid) - server0 if server_pid else float("nan")
    wrk_cpu = (children1.children_user - children0.children_user) + (children1.children_system - children0.children_system)
    os.unlink(script)

    def ms(text):
        m = re.match(r"([\d.]+)(us|ms|s)", text)
        return float(m.group(1)) * {"us": 0.001, "ms": 1, "s": 1000}[m.group(2)] if m else float("nan")
    lat = {k: ms(v) for k, v in re.findall(r"^\s+(50|75|90|99)%\s+(\S+)", out, re.M)}
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    total = int(re.search(r"(\d+) requests in", out).group(1))
    non2xx = int(m.group(1)) if (m := re.search(r"Non-2xx or 3xx responses: (\d+)", out)) else 0
    errors = sum(int(x) for x in re.findall(r"(?:connect|read|write|timeout) (\d+)", out))
    n = max(1, total)
    # CPU per request (server and wrk): what the throughput would be on two otherwise idle cores, whatever
    # share of the machine other processes took during the run.
    return {"rps": rps, "requests": total, "p50_ms": lat.get("50"), "p99_ms": lat.get("99"), "non2xx": non2xx, "socket_errors": errors,
            "server_cpu_us_per_request": round(server_cpu / n * 1e6, 1), "wrk_cpu_us_per_request": round(wrk_cpu / n * 1e6, 1),
            "load_average_before": round(load0, 2), "load_average_after": round(os.getloadavg()[0], 2)}


def slow_clients(port, n, stop):
    """n connections that each send a request a byte every 0.5 s, reconnecting when the server closes them."""
    request = b"GET /health HTTP/1.1\r\nHost: slow\r\nX-Pad: " + b"a" * 64 + b"\r\n\r\n"

    def one():
        while not stop.is_set():
            try:
                s = socket.create_connection(("127.0.0.1", port), timeout=5)
                for byte in request:
                    if stop.is_set():
                        break
                    s.send(bytes([byte]))
                    time.sleep(0.5)
                s.close()
            except OSError:
                time.sleep(0.2)
    for _ in range(n):
        threading.Thread(target=one, daemon=True).start()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--venue", default=os.path.join(os.path.dirname(ROOT), "shared", "venues", "pacific-u-mvf3"))
    p.add_argument("--indoor", default=os.path.join(ROOT, ".build", "release", "indoor"))
    p.add_argument("--connections", type=int, default=64)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--seconds", type=int, default=20)
    p.add_argument("--pairs", type=int, default=400)
    p.add_argument("--slow", type=int, default=200)
    p.add_argument("--requests", type=int, default=0)
    a = p.parse_args()
    if not shutil.which("wrk"):
        raise SystemExit("wrk is missing: apt-get install wrk")
    if not os.path.isdir(a.venue):
        raise SystemExit(f"no venue at {a.venue}")
    proc, port = start(a.indoor, a.venue)
    venue_id = os.path.basename(os.path.normpath(a.venue))
    try:
        paths = campus_wide_pairs(port, venue_id, a.pairs, seed=40)
        print(f"{len(paths)} campus-wide routes on {venue_id}; server pid {proc.pid}, port {port}")
        wrk(port, paths, a.threads, a.connections, 3)  # warm-up
        rss0 = rss_kib(proc.pid)
        seconds = a.seconds
        if a.requests:
            probe = wrk(port, paths, a.threads, a.connections, 5, proc.pid)
            seconds = max(5, int(a.requests / probe["rps"]) + 1)
        plain = wrk(port, paths, a.threads, a.connections, seconds, proc.pid)
        rss1 = rss_kib(proc.pid)
        print(json.dumps({"phase": "keep-alive", "connections": a.connections, "seconds": seconds, **plain}))
        print(json.dumps({"rss_mib_before": round(rss0 / 1024, 1), "rss_mib_after": round(rss1 / 1024, 1), "requests": plain["requests"]}))
        if a.slow:
            stop = threading.Event()
            slow_clients(port, a.slow, stop)
            time.sleep(2)
            loaded = wrk(port, paths, a.threads, a.connections, a.seconds, proc.pid)
            stop.set()
            print(json.dumps({"phase": f"with {a.slow} slow clients", "connections": a.connections, **loaded}))
    finally:
        proc.terminate()
        proc.wait(timeout=60)


if __name__ == "__main__":
    sys.exit(main())
