#!/usr/bin/env python3
"""Table of an alternation run by Benchmarks/alternate.sh.

    alternate_table.py DIR LABEL_A LABEL_B

DIR holds a-<round>.jsonl and b-<round>.jsonl, indoor-bench's JSON lines of each round. Prints a Markdown
table: per row, the median over the rounds of each build's median (p50) time per operation in µs, the
ratio B / A, and how many rounds each side has. Rows present on one side only show '-' on the other.
"""

import glob
import json
import os
import statistics
import sys


def read(directory, side):
    """Per row name: the list of its p50s in ns, one per round it ran in."""
    rows = {}
    order = []
    for path in sorted(glob.glob(os.path.join(directory, f"{side}-*.jsonl"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line.startswith("{"):
                    continue
                r = json.loads(line)
                if r["name"] not in rows:
                    rows[r["name"]] = []
                    order.append(r["name"])
                rows[r["name"]].append(r["median_ns"])
    return rows, order


def fmt(ns):
    return f"{ns / 1000:.2f}" if ns is not None else "-"


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        sys.exit(64)
    directory, la, lb = sys.argv[1:]
    a, order_a = read(directory, "a")
    b, order_b = read(directory, "b")
    names = order_a + [n for n in order_b if n not in a]
    print(f"| row | {la} p50 µs | {lb} p50 µs | ratio | rounds |")
    print("|---|---:|---:|---:|---:|")
    for n in names:
        ma = statistics.median(a[n]) if n in a else None
        mb = statistics.median(b[n]) if n in b else None
        ratio = f"{mb / ma:.2f}" if ma and mb else "-"
        print(f"| `{n}` | {fmt(ma)} | {fmt(mb)} | {ratio} | {len(a.get(n, []))}/{len(b.get(n, []))} |")


if __name__ == "__main__":
    main()
