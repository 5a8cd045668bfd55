#!/usr/bin/env bash
# Alternates the indoor-bench rows of two builds in one session and prints, per row, the median over the
# rounds of each build's p50, and their ratio (second / first).
#
#   Benchmarks/alternate.sh [-n ROUNDS] [-f FILTER]... [-x BENCH_OPTION]... [-o DIR] [-s] BASE HEAD
#
# BASE and HEAD are commits (anything `git rev-parse` takes), or `.` for this checkout as it stands,
# uncommitted changes included. Each commit is checked out once into its own detached git worktree under
# $ALTERNATE_DIR (default: <package root>/.build/alternate/<sha>/src) and built in release with its own
# scratch path (…/<sha>/build); a build is reused while its binary exists. Then, ROUNDS times (default 3),
# BASE's rows run, then HEAD's, each as one `indoor-bench --json` process filtered to the FILTERs (substrings,
# any match, as indoor-bench's --filter; default: every route.query row). The JSON lines of every run are
# kept in DIR (default: a new folder under $ALTERNATE_DIR/runs) and the table is printed from them by
# Benchmarks/alternate_table.py. Each -x passes one more word to indoor-bench (`-x --min-samples -x 20`).
# -s builds both commits with `--static-swift-stdlib` (the Swift runtime and Foundation linked into each binary,
# as a service or script build ships; the prebuilt.process-route rows time whole `indoor` processes) in
# …/<sha>/build-static instead.
#
# The real venues are read from $INDOOR_VENUES, default <package root>/../shared/venues, for both builds (a
# commit's checkout gets a `shared` link beside it to the folder holding them, for benchmarks that look there).
# Set INDOOR_BENCH_INFERENCE=strict to read them as drawn, without inferred elements, on both builds (to compare
# with a commit that inferred nothing; a commit whose indoor-bench predates the variable reads them its own way).
# Exit codes: 0 done; 64 usage; 1 a build or a benchmark run failed.
set -euo pipefail

usage() {
    sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 64
}

root=$(cd "$(dirname "$0")/.." && pwd)
rounds=3
filters=()
out=""
extra=()
static_flags=()
build_name=build
while [ $# -gt 0 ]; do
    case "$1" in
        -n) [ $# -ge 2 ] || usage; rounds=$2; shift 2 ;;
        -f) [ $# -ge 2 ] || usage; filters+=("$2"); shift 2 ;;
        -o) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
        -h | --help) usage ;;
        -x) [ $# -ge 2 ] || usage; extra+=("$2"); shift 2 ;;
        -s) static_flags=(--static-swift-stdlib); build_name=build-static; shift ;;
        -*) echo "alternate.sh: unknown option '$1'" >&2; usage ;;
        *) break ;;
    esac
done
[ $# -eq 2 ] || usage
case "$rounds" in '' | *[!0-9]* | 0) echo "alternate.sh: -n needs a positive integer" >&2; exit 64 ;; esac
[ ${#filters[@]} -gt 0 ] || filters=(route.query.)

base_dir=${ALTERNATE_DIR:-$root/.build/alternate}
export INDOOR_VENUES=${INDOOR_VENUES:-$(cd "$root/.." && pwd)/shared/venues}
mkdir -p "$base_dir"

# Prints the path of the release indoor-bench built from commit (or `.`) $1, building it when needed.
build() {
    local spec=$1 src scratch
    if [ "$spec" = "." ]; then
        src=$root
        scratch=$base_dir/worktree/$build_name
    else
        local sha
        sha=$(git -C "$root" rev-parse --verify --quiet "$spec^{commit}") || { echo "alternate.sh: no commit '$spec'" >&2; exit 64; }
        src=$base_dir/$sha/src
        scratch=$base_dir/$sha/$build_name
        if [ ! -d "$src" ]; then
            git -C "$root" worktree add --detach "$src" "$sha" >&2
        fi
        # Older commits' benchmarks look for some venues beside their own source (<src>/../shared/venues).
        [ -e "$base_dir/$sha/shared" ] || ln -s "$(dirname "$INDOOR_VENUES")" "$base_dir/$sha/shared"
    fi
    # indoor-bench, and the indoor CLI beside it (the locate.*.batch-binary-end-to-end rows run it).
    if [ "$spec" = "." ] || [ ! -x "$scratch/release/indoor-bench" ] || [ ! -x "$scratch/release/indoor" ]; then
        echo "alternate.sh: building $spec in release ($src)" >&2
        (cd "$src" && swift build -c release ${static_flags[@]+"${static_flags[@]}"} --product indoor-bench --scratch-path "$scratch" >&2 \
            && swift build -c release ${static_flags[@]+"${static_flags[@]}"} --product indoor --scratch-path "$scratch" >&2) || { echo "alternate.sh: build of $spec failed" >&2; exit 1; }
    fi
    echo "$scratch/release/indoor-bench"
}

label() {
    if [ "$1" = "." ]; then echo "worktree"; else git -C "$root" rev-parse --short "$1^{commit}"; fi
}

a_bin=$(build "$1")
b_bin=$(build "$2")
a_label=$(label "$1")
b_label=$(label "$2")
[ -n "$out" ] || out=$base_dir/runs/$(date -u +%Y%m%dT%H%M%SZ)-$a_label-$b_label
mkdir -p "$out"

args=(--json)
for f in "${filters[@]}"; do args+=(--filter "$f"); done
args+=("${extra[@]+"${extra[@]}"}")

for r in $(seq 1 "$rounds"); do
    for side in a b; do
        if [ $side = a ]; then bin=$a_bin; lab=$a_label; else bin=$b_bin; lab=$b_label; fi
        echo "alternate.sh: round $r/$rounds, $lab" >&2
        "$bin" "${args[@]}" > "$out/$side-$r.jsonl" || { echo "alternate.sh: indoor-bench of $lab failed (round $r)" >&2; exit 1; }
    done
done

python3 "$root/Benchmarks/alternate_table.py" "$out" "$a_label" "$b_label"
