#!/usr/bin/env bash
# The whole differential run: corpus, both oracles, archlint's dump, both comparisons.
# Usage (from anywhere): Tools/Differential/run.sh [CORPUS] [OUT]
#   CORPUS defaults to /tmp/archlint-corpus (built with Scripts/make-corpus.sh when missing),
#   OUT to /tmp/archlint-differential (oracle.json, archlint.json, manifests/, reports).
#   ARCHLINT_JSON=FILE uses an existing `archlint dump CORPUS` output instead of building archlint.
# Exit status: non-zero when either comparison fails. See README.md for the single steps.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
corpus=${1:-/tmp/archlint-corpus}
out=${2:-/tmp/archlint-differential}
mkdir -p "$out"

[ -d "$corpus" ] || "$repo/Scripts/make-corpus.sh" "$corpus" || exit 1

echo "== syntax-oracle" >&2
swift build -c release --package-path "$here" --product syntax-oracle >&2 || exit 1
"$here/.build/release/syntax-oracle" "$corpus" --output "$out/oracle.json" || exit 1

echo "== manifest-oracle" >&2
python3 "$here/manifest-oracle.py" "$corpus" --out "$out/manifests" --output "$out/manifests.json" || exit 1

if [ -n "${ARCHLINT_JSON:-}" ]; then
  echo "== archlint dump: using $ARCHLINT_JSON" >&2
  cp "$ARCHLINT_JSON" "$out/archlint.json" || exit 1
else
  echo "== archlint dump" >&2
  (cd "$repo" && swift build -c release --product archlint >&2) || exit 1
  (cd "$repo" && "$(swift build -c release --show-bin-path)/archlint" dump "$corpus") > "$out/archlint.json" || exit 1
fi

status=0
echo "== compare files" >&2
python3 "$here/compare.py" files "$out/oracle.json" "$out/archlint.json" > "$out/files-report.txt" || status=1
echo "== compare manifests" >&2
python3 "$here/compare.py" manifests "$out/manifests.json" "$out/archlint.json" > "$out/manifests-report.txt" || status=1
sed -n '1,8p' "$out/files-report.txt"; grep '^RESULT' "$out/files-report.txt"
sed -n '1,3p' "$out/manifests-report.txt"; grep '^RESULT' "$out/manifests-report.txt"
echo "reports: $out/files-report.txt $out/manifests-report.txt" >&2
exit $status
