#!/usr/bin/env bash
# Runs the libFuzzer targets built by Fuzz/build.sh.
#
#   Fuzz/run.sh <target> [seconds] [libFuzzer flags...]   one target (default 60 s), corpus kept between runs
#   Fuzz/run.sh --smoke [seconds]                          every target for <seconds> each (default 20);
#                                                          exits 1 if any target found a crash, hang or leak
#   Fuzz/run.sh --campaign                                 the long run of Fuzz/CAMPAIGN.md (about 45 min)
#   Fuzz/run.sh --summary                                  a Markdown table of the last run of each target
#   Fuzz/run.sh --list                                     the targets
#
# Every run passes a per-input time bound (-timeout, seconds) and a memory bound (-rss_limit_mb and
# -malloc_limit_mb), with leak detection on (-detect_leaks=1), so hangs, blow-ups and leaks are findings.
# Seeds are regenerated on each run by the target itself (FUZZ_WRITE_SEEDS, see Fuzz/Support/FuzzSeeds.swift)
# into .build/fuzz/seeds/<target>; the growing corpus is .build/fuzz/corpus/<target>; crashes, timeouts
# and leaks are written to .build/fuzz/artifacts/<target>/; the log of the last run is
# .build/fuzz/logs/<target>.log. Reproduce a finding with: .build/fuzz/bin/fuzz-<target> <artifact file>
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${FUZZ_BUILD_DIR:-.build/fuzz}"
# The Swift runtime's backtracer would catch the trap before libFuzzer writes the crashing input.
export SWIFT_BACKTRACE=enable=no
export FUZZ_REPO="$PWD"
# Leaks inside the toolchain's own libraries, not ours (see the file).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# target: dictionary (or -), max input bytes, per-input timeout (s), memory limit (MB)
config() {
    case "$1" in
        json)         echo "json.dict    16384 2 2048" ;;
        zip)          echo "zip.dict     65536 2 2048" ;;
        inflate)      echo "-            32768 2 2048" ;;
        geojson)      echo "geojson.dict 32768 2 2048" ;;
        mvf)          echo "mvf.dict     70000 10 2048" ;;
        imdf)         echo "imdf.dict    70000 10 2048" ;;
        osm)          echo "osm.dict     70000 10 2048" ;;
        osm_geojson)  echo "osm.dict     70000 10 2048" ;;
        locate_batch) echo "batch.dict   4096  2 2048" ;;
        route_batch)  echo "batch.dict   4096  10 2048" ;;
        match_trail)  echo "batch.dict   8192  10 2048" ;;
        place_ref)    echo "-            256   2 2048" ;;
        geometry_ops) echo "geojson.dict 8192  10 2048" ;;
        router)       echo "-            64    10 2048" ;;
        http_request) echo "http.dict    20000 2 2048" ;;
        prebuilt)     echo "-            65536 10 2048" ;;
        *) return 1 ;;
    esac
}

targets() { find Fuzz/Targets -name '*.swift' -exec basename {} .swift \; | LC_ALL=C sort; }

run_target() {
    local t="$1" seconds="$2"; shift 2
    local bin="$OUT/bin/fuzz-$t"
    [[ -x "$bin" ]] || { echo "Error: $bin is missing; build it with: bash Fuzz/build.sh $t" >&2; return 2; }
    local cfg; cfg=$(config "$t") || { echo "Error: no run settings for target '$t' in Fuzz/run.sh" >&2; return 2; }
    read -r dict maxlen timeout rss <<<"$cfg"
    local corpus="$OUT/corpus/$t" seeds="$OUT/seeds/$t" artifacts="$OUT/artifacts/$t/" log="$OUT/logs/$t.log"
    mkdir -p "$corpus" "$artifacts" "$OUT/logs"
    rm -rf "$seeds"
    FUZZ_WRITE_SEEDS="$seeds" "$bin" >/dev/null
    local flags=(-max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss" -malloc_limit_mb="$rss"
                 -detect_leaks=1 -max_len="$maxlen" -print_final_stats=1 -artifact_prefix="$artifacts")
    [[ "$dict" != "-" ]] && flags+=(-dict="Fuzz/dict/$dict")
    echo "fuzz run: $t for ${seconds}s (timeout ${timeout}s, rss ${rss} MB)" >&2
    local rc=0
    "$bin" "${flags[@]}" "$@" "$corpus" "$seeds" >"$log" 2>&1 || rc=$?
    summary_line "$t"
    if [[ $rc -ne 0 ]]; then
        echo "fuzz run: $t FAILED (exit $rc); see $log and $artifacts" >&2
        grep -E "ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|SUMMARY|Fatal error|fuzz property failed|Test unit written" "$log" | head -8 >&2 || true
    fi
    return $rc
}

# One Markdown row from a target's last log: executions, coverage (cov = edges, ft = features), corpus.
summary_line() {
    local t="$1" log="$OUT/logs/$1.log"
    [[ -f "$log" ]] || return 0
    awk -v t="$t" '
        /stat::number_of_executed_units/ { execs = $2 }
        /stat::average_exec_per_sec/ { rate = $2 }
        /stat::peak_rss_mb/ { rss = $2 }
        /^#[0-9]+/ { for (i = 1; i <= NF; i++) { if ($i == "cov:") cov = $(i+1); if ($i == "ft:") ft = $(i+1); if ($i == "corp:") corp = $(i+1) } }
        /max_total_time/ { } 
        /Done [0-9]+ runs in/ { secs = $(NF-1) }
        /ERROR: libFuzzer: timeout|ERROR: libFuzzer: deadly signal|ERROR: AddressSanitizer|ERROR: LeakSanitizer|out-of-memory/ { bad = bad $0 " " }
        END { printf "| %s | %s | %s/s | %s | %s | %s | %s MB | %s |\n", t, execs, rate, cov, ft, corp, rss, (bad == "" ? "none" : bad) }
    ' "$log"
}

header() {
    echo "| target | executions | rate | cov | ft | corpus | peak RSS | findings |"
    echo "|---|---|---|---|---|---|---|---|"
}

case "${1:-}" in
    ""|-h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --list) targets ;;
    --summary) header; for t in $(targets); do summary_line "$t"; done ;;
    --campaign)
        # The long run recorded in Fuzz/CAMPAIGN.md: one target at a time, fast targets longest (that is
        # where the executions come from), about 45 minutes in all. Scale with FUZZ_CAMPAIGN_SCALE (1.0).
        scale="${FUZZ_CAMPAIGN_SCALE:-1}"; failed=()
        header
        for entry in json:300 zip:240 geojson:240 place_ref:180 geometry_ops:240 locate_batch:180 \
                     route_batch:180 match_trail:180 http_request:180 prebuilt:180 inflate:120 mvf:300 imdf:300 router:300; do
            t="${entry%%:*}"; secs=$(awk -v s="${entry##*:}" -v k="$scale" 'BEGIN { printf "%d", s * k }')
            run_target "$t" "$secs" || failed+=("$t")
        done
        if [[ ${#failed[@]} -gt 0 ]]; then echo "fuzz campaign: findings in ${failed[*]}" >&2; exit 1; fi ;;
    --smoke)
        seconds="${2:-20}"; failed=()
        header
        for t in $(targets); do run_target "$t" "$seconds" || failed+=("$t"); done
        if [[ ${#failed[@]} -gt 0 ]]; then echo "fuzz smoke: findings in ${failed[*]}" >&2; exit 1; fi
        echo "fuzz smoke: every target ran ${seconds}s with no finding" >&2 ;;
    -*) echo "Error: unknown option '$1' (see Fuzz/run.sh --help)" >&2; exit 64 ;;
    *) t="$1"; shift; seconds="${1:-60}"; [[ $# -gt 0 ]] && shift; header; run_target "$t" "$seconds" "$@" ;;
esac
