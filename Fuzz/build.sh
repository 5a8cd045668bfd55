#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets with -sanitize=fuzzer,address.
#
# The package's modules are compiled straight with swiftc (not SwiftPM): libFuzzer brings its own main(),
# which SwiftPM executables cannot have, and RouteCLI is an executable target whose batch parsers the
# targets need. Each module is compiled once (whole-module, -O, instrumented) into .build/fuzz, then each
# target file is linked against the three objects. A module is rebuilt only when one of its sources (or a
# module it imports) is newer than its object, so a second run only relinks what changed.
#
# Usage: Fuzz/build.sh [target ...]      (default: every Fuzz/Targets/*.swift)
# Env:   FUZZ_BUILD_DIR (default .build/fuzz), SWIFTC (default swiftc on PATH, else /opt/swift/usr/bin/swiftc)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
SWIFTC="${SWIFTC:-swiftc}"
OUT="${FUZZ_BUILD_DIR:-.build/fuzz}"
mkdir -p "$OUT/modules" "$OUT/bin"

# -enable-testing: the targets reach RouteCLI's internal batch and place parsers through @testable import.
# -package-name: the modules share `package` declarations (IndexedSlots, DisjointSets, JSONDecimal), as in SwiftPM.
FLAGS=(-O -g -swift-version 6 -parse-as-library -enable-testing -package-name IndoorGeometry -sanitize=fuzzer,address -I "$OUT/modules")

# stale OUTPUT FILE...: true when OUTPUT is missing or any FILE is newer.
stale() {
    local obj="$1"; shift
    [[ -f "$obj" ]] || return 0
    local f
    for f in "$@"; do [[ "$f" -nt "$obj" ]] && return 0; done
    return 1
}

# build_module NAME EXTRA_DEPS_OBJS... -- SOURCES...
build_module() {
    local name="$1"; shift
    local deps=()
    while [[ "$1" != "--" ]]; do deps+=("$1"); shift; done
    shift
    local obj="$OUT/modules/$name.o"
    if stale "$obj" "$@" "${deps[@]}" "$0"; then
        echo "fuzz build: module $name ($# files)" >&2
        "$SWIFTC" "${FLAGS[@]}" -wmo -num-threads 0 -module-name "$name" \
            -emit-module -emit-module-path "$OUT/modules/$name.swiftmodule" \
            -c "$@" -o "$obj"
        touch "$obj"  # swiftc keeps the old file (and its time) when the object comes out identical
    fi
}

mapfile -t GEOMETRY < <(find Sources/IndoorGeometry -name '*.swift' | LC_ALL=C sort)
mapfile -t ROUTING < <(find Sources/Routing -name '*.swift' | LC_ALL=C sort)
# Indoor.swift holds the CLI's @main; libFuzzer's main replaces it.
mapfile -t CLI < <(find Sources/RouteCLI -name '*.swift' ! -name 'Indoor.swift' | LC_ALL=C sort)
mapfile -t SUPPORT < <(find Fuzz/Support -name '*.swift' | LC_ALL=C sort)

build_module IndoorGeometry -- "${GEOMETRY[@]}"
build_module Routing "$OUT/modules/IndoorGeometry.o" -- "${ROUTING[@]}"
build_module RouteCLI "$OUT/modules/IndoorGeometry.o" "$OUT/modules/Routing.o" -- "${CLI[@]}"
OBJS=("$OUT/modules/IndoorGeometry.o" "$OUT/modules/Routing.o" "$OUT/modules/RouteCLI.o")

if [[ $# -gt 0 ]]; then TARGETS=("$@"); else
    mapfile -t TARGETS < <(find Fuzz/Targets -name '*.swift' -exec basename {} .swift \; | LC_ALL=C sort)
fi
for t in "${TARGETS[@]}"; do
    src="Fuzz/Targets/$t.swift"
    [[ -f "$src" ]] || { echo "Error: no fuzz target '$t' (expected $src)" >&2; exit 2; }
    bin="$OUT/bin/fuzz-$t"
    if stale "$bin" "$src" "${SUPPORT[@]}" "${OBJS[@]}"; then
        echo "fuzz build: target $t" >&2
        "$SWIFTC" "${FLAGS[@]}" -module-name "Fuzz_$t" "$src" "${SUPPORT[@]}" "${OBJS[@]}" -o "$bin" 2> >(grep -v "Cannot export local symbol '__asan" >&2)
    fi
done
echo "fuzz build: binaries in $OUT/bin" >&2
