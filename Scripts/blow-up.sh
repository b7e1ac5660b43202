#!/usr/bin/env bash
# The blow-up table: time and peak memory of `archlint lint` (with /usr/bin/time -v) on inputs a
# pull request could make huge, each at two sizes, to show growth is linear or bounded.
#   Scripts/blow-up.sh [ARCHLINT] [WORK]   (defaults: .build/release/archlint, /tmp/archlint-blow-up)
#   BLOW_UP_ONLY="config files"            only those rows (config, files, literal, nesting, recursion, strings)
# Each run is cut at $BLOW_UP_TIMEOUT seconds (default 120) and $BLOW_UP_MEMORY_KB of address space
# (default 8 GB); a cut run shows as "timeout" or "killed". Build archlint first:
# swift build -c release --product archlint.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
archlint="${1:-$here/.build/release/archlint}"
work="${2:-/tmp/archlint-blow-up}"
timeout_seconds="${BLOW_UP_TIMEOUT:-120}"
memory_kb="${BLOW_UP_MEMORY_KB:-8000000}"
only="${BLOW_UP_ONLY:-config files literal nesting recursion strings}"
mkdir -p "$work"
rule='{ "rules": { "no-ui": { "kind": "imports", "forbidden": ["UIKit"] } } }'

# One row: NAME SIZE FOLDER [archlint arguments…]
measure() {
    local name="$1" size="$2" folder="$3"
    shift 3
    local log="$work/time.log"
    local status
    ( ulimit -v "$memory_kb"; exec timeout "$timeout_seconds" /usr/bin/time -v "$archlint" lint "$folder" --no-cache "$@" ) \
        >/dev/null 2>"$log"
    status=$?
    local seconds memory
    seconds="$(grep 'Elapsed (wall clock)' "$log" | sed -E 's/.*: //')"
    memory="$(grep 'Maximum resident set size' "$log" | sed -E 's/.*: //')"
    local outcome="exit $status"
    [ "$status" = 124 ] && outcome="timeout (${timeout_seconds} s)"
    [ "$status" -ge 128 ] && [ "$status" != 124 ] && outcome="killed (signal $((status - 128)))"
    printf '| %s | %s | %s | %s MB | %s |\n' "$name" "$size" "${seconds:-?}" "$(( ${memory:-0} / 1024 ))" "$outcome"
}

config() {
    local count="$1" folder="$work/config-$1"
    mkdir -p "$folder/App"
    echo "import Foundation" >"$folder/App/A.swift"
    # Minified: one line of a megabyte or more, the worst case for locating each value.
    python3 -c "
import json, sys
n = int(sys.argv[1])
rules = {'rule-%d' % i: {'kind': 'imports', 'forbidden': ['Module%d' % i], 'severity': 'warning'} for i in range(n)}
print(json.dumps({'rules': rules}, separators=(',', ':')))" "$count" >"$folder/.archlint.json"
    measure "configuration of N rules (minified)" "$count" "$folder"
}

files() {
    local count="$1" folder="$work/files-$1"
    if [ ! -f "$folder/.done" ]; then
        rm -rf "$folder"
        python3 -c "
import os, sys
n, root = int(sys.argv[1]), sys.argv[2]
for i in range(n):
    d = os.path.join(root, 'Sources', 'M%d' % (i // 1000))
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, 'F%d.swift' % i), 'w') as f:
        f.write('import Foundation\nstruct T%d { let value = %d }\n' % (i, i))" "$count" "$folder"
        echo "$rule" >"$folder/.archlint.json"
        touch "$folder/.done"
    fi
    measure "small Swift files" "$count" "$folder"
}

literal() {
    local megabytes="$1" folder="$work/literal-$1"
    mkdir -p "$folder/App"
    echo "$rule" >"$folder/.archlint.json"
    python3 -c "
import sys
n = int(sys.argv[1]) * 1024 * 1024
sys.stdout.write('let text = \"' + 'a' * n + '\"\n')" "$megabytes" >"$folder/App/Big.swift"
    measure "string literal in one Swift file" "$megabytes MB" "$folder"
}

# KIND: if (nested #if groups), elseif (one #if with N #elseif clauses), types (nested structs),
# strings (strings interpolated in strings), each N deep in one file.
nesting() {
    local kind="$1" count="$2" folder="$work/nesting-$1-$2"
    mkdir -p "$folder/App"
    echo "$rule" >"$folder/.archlint.json"
    python3 -c "
import sys
kind, n = sys.argv[1], int(sys.argv[2])
if kind == 'if': text = '#if A\\n' * n + 'import UIKit\\n' + '#endif\\n' * n
elif kind == 'elseif': text = '#if C0\\n' + ''.join('#elseif C%d\\n' % i for i in range(1, n)) + 'import UIKit\\n#endif\\n'
elif kind == 'types': text = ''.join('struct T%d {' % i for i in range(n)) + '}' * n + '\\n'
else: text = 'let s = ' + '\"\\\\(' * n + '1' + ')\"' * n + '\\n'
sys.stdout.write(text)" "$kind" "$count" >"$folder/App/Nested.swift"
    measure "nesting: $kind" "$count deep" "$folder"
}

manifest() {
    local name="$1" size="$2" body="$3" folder="$work/manifest-$1-$2"
    mkdir -p "$folder/Sources/M"
    echo "struct M {}" >"$folder/Sources/M/M.swift"
    printf '// swift-tools-version:5.9\nimport PackageDescription\n%s\nlet package = Package(name: "P", targets: [.target(name: "M")])\n' \
        "$body" >"$folder/Package.swift"
    echo "$rule" >"$folder/.archlint.json"
    measure "manifest: $name" "$size" "$folder"
}

echo "archlint: $archlint"
echo
echo "| input | size | wall time | peak memory | outcome |"
echo "|---|---:|---:|---:|---|"
for row in $only; do
    case "$row" in
    config) config 10000; config 20000 ;;
    files) files 50000; files 100000 ;;
    literal) literal 25; literal 50 ;;
    nesting) for kind in if elseif types strings; do nesting "$kind" 10000; nesting "$kind" 20000; done ;;
    recursion)
        for n in 20 22; do
            manifest "doubling recursion g(n)" "n=$n" "func g(_ n: Int) -> Int { n == 0 ? 1 : g(n - 1) + g(n - 1) }
let x = g($n)"
        done ;;
    strings)
        for n in 24 27; do
            manifest "string doubled n times" "n=$n" "var s = \"ab\"
for _ in 0..<$n { s = s + s }"
        done ;;
    esac
done
