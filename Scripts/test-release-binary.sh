#!/usr/bin/env bash
# A copied archlint works alone: the release binary, copied into an empty folder (no rules/, no
# checkout beside it), lints every sample app of Fixtures/<preset>/ with --preset: each clean app
# gives no finding, each violating app exactly the findings of its expected-findings.txt.
#
#   Scripts/test-release-binary.sh [ARCHLINT]   # default: builds `swift build -c release --product archlint`
#
# Scripts/test-pre-commit.sh calls it with the binary pre-commit built.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "FAIL: $*" >&2; exit 1; }

binary="${1:-}"
if [ -z "$binary" ]; then
  swift build -c release --product archlint --package-path "$repo" >/dev/null
  binary="$(swift build -c release --show-bin-path --package-path "$repo")/archlint"
fi
[ -x "$binary" ] || fail "no archlint executable at $binary"

work="$(mktemp -d "${TMPDIR:-/tmp}/archlint-release.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
cp "$binary" "$work/bin/archlint"
archlint="$work/bin/archlint"
export ARCHLINT_CACHE_DIR="$work/cache"
unset ARCHLINT_PRESETS

"$archlint" presets | grep -q "^layered-mvvm " || fail "the copied archlint lists no presets"
passed=0
for app in "$repo"/Fixtures/*/violating; do
  preset="$(basename "$(dirname "$app")")"
  clean="$(dirname "$app")/clean"
  set +e
  clean_output="$(cd "$clean" && "$archlint" lint --preset "$preset" 2>&1)"
  clean_status=$?
  (cd "$app" && "$archlint" lint --preset "$preset" --format json >"$work/report.json" 2>/dev/null)
  status=$?
  set -e
  [ "$clean_status" -eq 0 ] && grep -q "^0 errors, 0 warnings" <<<"$clean_output" || fail "$preset/clean: $clean_output"
  # `rule path:line:column` per finding and `rule path:line:column => finding` per rule it also
  # breaks: the lines of expected-findings.txt.
  count="$(python3 - "$work/report.json" "$app/expected-findings.txt" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
lines = []
for finding in report["findings"]:
    reported = f'{finding["ruleId"]} {finding["file"]}:{finding["line"]}:{finding["column"]}'
    lines.append(reported)
    lines += [f'{other["ruleId"]} {finding["file"]}:{other["line"]}:{other["column"]} => {reported}' for other in finding["alsoBreaks"]]
expected = [line for line in open(sys.argv[2]).read().splitlines() if line and not line.startswith("#")]
if sorted(lines) != sorted(expected):
    sys.exit("missing: %s\nunexpected: %s" % (sorted(set(expected) - set(lines)), sorted(set(lines) - set(expected))))
print(len(report["findings"]))
PY
)" || fail "$preset/violating: the copied archlint does not report expected-findings.txt (exit $status)"
  echo "$preset: clean 0 findings, violating $count findings as expected-findings.txt says (exit $status)"
  passed=$((passed + 1))
done
echo "release-binary: $passed passed, 0 failed"
