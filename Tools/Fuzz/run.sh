#!/usr/bin/env bash
# Builds archlint's fuzzing harnesses with libFuzzer and AddressSanitizer (LeakSanitizer included)
# and runs each for SECONDS, then prints executions, coverage, crashes, timeouts, leaks and
# out-of-memory runs per harness. See README.md.
#
#   Tools/Fuzz/run.sh [SECONDS] [HARNESS…]          (default: 60 seconds, every harness)
#   Tools/Fuzz/run.sh 0                             replays every seed once through its harness and
#                                                   fails on the first crash, hang or leak (what CI runs)
#   FUZZ_JOBS=2       harnesses run at the same time (each uses one core)
#   FUZZ_OUT=DIR      corpora, artifacts and logs (default /tmp/archlint-fuzz); corpora grow across runs
#   FUZZ_NO_BUILD=1   use the harnesses already built
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repository="$(cd "$here/../.." && pwd)"
seconds="${1:-60}"
shift || true
out="${FUZZ_OUT:-/tmp/archlint-fuzz}"
jobs="${FUZZ_JOBS:-2}"
all=(fuzz-swift-source fuzz-manifest fuzz-pbxproj fuzz-xcodegen fuzz-config fuzz-glob fuzz-regex fuzz-baseline fuzz-cache)
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=("${all[@]}")

# `--sanitize fuzzer` makes SwiftPM leave `main` to libFuzzer. The extra -sanitize=fuzzer,address is
# needed because SwiftPM passes the two sanitizers as two flags, and the second drops the first's
# coverage instrumentation (the fuzzer would run blind).
# -enable-testing: the cache harness reads archlint's stored lint result through internal API.
flags=(-c release --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing)
if [ -z "${FUZZ_NO_BUILD:-}" ]; then
    swift build --package-path "$here" "${flags[@]}" >&2
fi
bin="$(swift build --package-path "$here" "${flags[@]}" --show-bin-path)"

mkdir -p "$out/seeds" "$out/corpus" "$out/artifacts" "$out/logs"
python3 "$here/seeds.py" "$repository" "$out/seeds"
mkdir -p "$out/seeds/fuzz-cache"
# The cache harness writes its own seeds (a fact cache and a lint result of a fixture app).
ARCHLINT_FUZZ_SEEDS="$out/seeds/fuzz-cache" ASAN_OPTIONS=detect_leaks=0 "$bin/fuzz-cache" -runs=0 "$out/seeds/fuzz-cache" \
    >"$out/logs/seeding.log" 2>&1 || { cat "$out/logs/seeding.log" >&2; exit 1; }

if [ "$seconds" = 0 ]; then
    export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0"
    for name in "${harnesses[@]}"; do
        # -runs=0: each input of the seed folder once, no mutation; a failure stops with its status.
        "$bin/$name" "$out/seeds/$name" -runs=0 -timeout=5 -rss_limit_mb=4096 -detect_leaks=1 \
            -artifact_prefix="$out/artifacts/$name-" >"$out/logs/$name-seeds.log" 2>&1 \
            || { tail -40 "$out/logs/$name-seeds.log" >&2; echo "$name failed on a seed: $out/logs/$name-seeds.log" >&2; exit 1; }
        echo "$name: $(find "$out/seeds/$name" -type f | wc -l) seeds replayed"
    done
    exit 0
fi

run_one() {
    local name="$1"
    local max_len=8192
    case "$name" in fuzz-glob | fuzz-regex) max_len=512 ;; fuzz-config | fuzz-baseline) max_len=16384 ;; esac
    mkdir -p "$out/corpus/$name" "$out/artifacts/$name"
    rm -f "$out/artifacts/$name"/*
    # Fork mode with one job: a crash, timeout or leak is counted and saved, and fuzzing goes on.
    "$bin/$name" "$out/corpus/$name" "$out/seeds/$name" -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -max_total_time="$seconds" -timeout=5 -rss_limit_mb=4096 -max_len="$max_len" -detect_leaks=1 \
        -artifact_prefix="$out/artifacts/$name/" >"$out/logs/$name.log" 2>&1 || true
}
export -f run_one
export bin out seconds
# Allocations made once per process by global initializers are not leaks (see lsan.supp).
export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0"
printf '%s\n' "${harnesses[@]}" | xargs -P "$jobs" -I{} bash -c 'run_one {}'

count() { find "$out/artifacts/$1" -maxdepth 1 -name "$2-*" | wc -l; }
printf '\n| harness | seconds | executions | coverage (edges) | features | corpus | crashes | timeouts >5 s | leaks | out of memory |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n'
for name in "${harnesses[@]}"; do
    # The last status line: "#N: cov: C ft: F corp: K exec/s: E oom/timeout/crash: …"
    last="$(grep -E '^#[0-9]+: cov: ' "$out/logs/$name.log" | tail -1 || true)"
    executions="$(sed -E 's/^#([0-9]+):.*/\1/' <<<"$last")"
    coverage="$(sed -E 's/.* cov: ([0-9]+).*/\1/' <<<"$last")"
    features="$(sed -E 's/.* ft: ([0-9]+).*/\1/' <<<"$last")"
    corpus="$(sed -E 's/.* corp: ([0-9]+).*/\1/' <<<"$last")"
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$seconds" "${executions:-?}" "${coverage:-?}" "${features:-?}" \
        "${corpus:-?}" "$(count "$name" crash)" "$(count "$name" timeout)" "$(count "$name" leak)" "$(count "$name" oom)"
done
echo
echo "Artifacts (inputs that crashed, hung or leaked): $out/artifacts/<harness>/; logs: $out/logs/"
