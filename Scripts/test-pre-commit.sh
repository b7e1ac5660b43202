#!/usr/bin/env bash
# Acceptance test of .pre-commit-hooks.yaml with the real pre-commit framework: a temporary git
# repository holding the clean layered-mvvm fixture app in a subfolder (ios/, with its
# .archlint.json: the configuration is found from the staged files' folder upwards), whose
# .pre-commit-config.yaml points at this checkout by local path and commit. The cases of
# StagedHookTests (the plain hook), through `git commit` with pre-commit's hook installed:
#   1. a violation staged and removed from the work tree only is blocked, with the finding printed;
#   2. a violation only in the work tree (and an untracked violating file) passes;
#   3. the baseline the configuration names is honoured: editing a legacy file passes, a new
#      violation beside it is blocked;
#   4. a nested .archlint.json applies to its folder.
# Then the release binary pre-commit built (on Linux, with the Swift runtime linked in), copied
# into an empty folder, lints every sample app (Scripts/test-release-binary.sh). Installs pre-commit from PyPI when it is missing.
#
# The first run builds the archlint product in release mode in pre-commit's clone: a few minutes
# (the times of `pre-commit install-hooks` and of that first run are printed).
# The commit tested is HEAD when the work tree is clean, else a snapshot commit of the work tree
# (tracked and untracked files, .gitignore honoured) in a temporary repository.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "FAIL: $*" >&2; exit 1; }

command -v pre-commit >/dev/null 2>&1 || python3 -m pip install --quiet pre-commit
command -v pre-commit >/dev/null 2>&1 || fail "pre-commit is not installed and could not be installed from PyPI"

work="$(mktemp -d "${TMPDIR:-/tmp}/archlint-pre-commit.XXXXXX")"
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/pre-commit-home" ARCHLINT_CACHE_DIR="$work/archlint-cache"
export GIT_AUTHOR_NAME=archlint-test GIT_AUTHOR_EMAIL=test@example.invalid
export GIT_COMMITTER_NAME=archlint-test GIT_COMMITTER_EMAIL=test@example.invalid
export GIT_CONFIG_NOSYSTEM=1 HOME="$work/home"
mkdir -p "$HOME"

# The hook repository and revision.
if [ -z "$(git -C "$repo" status --porcelain)" ]; then
  source="$repo"
else
  echo "note: the work tree has uncommitted changes; testing a snapshot commit of it" >&2
  source="$work/archlint-snapshot"
  mkdir -p "$source"
  (cd "$repo" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done \
    | tar --null -T - -cf -) | tar -xf - -C "$source"
  git -C "$source" init --quiet
  git -C "$source" add -A
  git -C "$source" commit --quiet -m "snapshot of the work tree"
fi
rev="$(git -C "$source" rev-parse HEAD)"
git -C "$source" cat-file -e "$rev:.pre-commit-hooks.yaml" || fail "commit $rev has no .pre-commit-hooks.yaml"
echo "hook repository: $source @ $rev"

# The app repository: the app in ios/, its configuration beside it.
app="$work/app"
mkdir -p "$app"
cp -R "$repo/Fixtures/layered-mvvm/clean" "$app/ios"
rm -f "$app/ios/expected-findings.txt"
cat > "$app/ios/.archlint.json" <<'JSON'
{ "extends": ["layered-mvvm"] }
JSON
cat > "$app/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $source
    rev: $rev
    hooks:
      - id: archlint
YAML
cd "$app"
git init --quiet
git add -A
git commit --quiet -m "clean app"

started=$SECONDS
pre-commit install-hooks
echo "first pre-commit install-hooks: $((SECONDS - started))s"
started=$SECONDS
pre-commit run archlint --all-files || fail "the first run over the clean app failed"
echo "first run (builds the archlint product in release mode): $((SECONDS - started))s"
pre-commit install >/dev/null
passed=0

commit() {  # commit "message": git commit through pre-commit's hook; keeps status and output
  set +e
  output="$(git commit -m "$1" 2>&1)"
  status=$?
  set -e
  echo "--- git commit -m \"$1\" (exit $status)"
  echo "$output" | tail -n 8
}
domain="ios/Pantry/Feature/Pantry/Domain/Model"
violating_swift='import SwiftUI

struct PantryBadge {
    let tint: Color
}'
clean_swift='import Foundation

struct PantryBadge {
    let tint: Int
}'
commit_all() {  # commit_all "message": stages everything, then commits through the hook
  git add -A
  commit "$1"
}
passes() {  # passes "message" "why it must": commit_all, and the commit must go through
  commit_all "$1"
  [ "$status" -eq 0 ] || fail "$2"
}
blocked() {  # blocked "message" "why it must": commit_all, and the hook must block the commit
  commit_all "$1"
  [ "$status" -ne 0 ] || fail "$2"
}
commits="$(git rev-list --count HEAD)"

# 1. Staged with a violation, fixed in the work tree only: what is committed is checked.
echo "$violating_swift" > "$domain/PantryBadge.swift"
git add "$domain/PantryBadge.swift"
echo "$clean_swift" > "$domain/PantryBadge.swift"
commit "partly staged"
[ "$status" -ne 0 ] || fail "a violation in the staged content went through"
grep -q "^$domain/PantryBadge.swift:1:1: error: .*\[domain-forbidden-imports\]" <<<"$output" || fail "the finding is not printed"
grep -q "archlint.*Failed" <<<"$output" || fail "the archlint hook is not reported as failed"
[ "$(git rev-list --count HEAD)" = "$commits" ] || fail "a commit was made"
[ "$(cat "$domain/PantryBadge.swift")" = "$clean_swift" ] || fail "the work tree was not restored"
passed=$((passed + 1))

# 2. Clean staged content, the violation only in the work tree and in an untracked file: passes.
git add "$domain/PantryBadge.swift"
echo "$violating_swift" > "$domain/PantryBadge.swift"
echo "$violating_swift" | sed 's/PantryBadge/ScratchBadge/' > "$domain/ScratchBadge.swift"
commit "clean staged"
[ "$status" -eq 0 ] || fail "a clean staged change was blocked by the work tree's content"
commits=$((commits + 1))
[ "$(git rev-list --count HEAD)" = "$commits" ] || fail "no commit was made"
git checkout --quiet -- "$domain/PantryBadge.swift"
rm "$domain/ScratchBadge.swift"
passed=$((passed + 1))

# 3. The baseline: a legacy violation committed with --no-verify, recorded, named by the configuration.
echo "$violating_swift" | sed 's/PantryBadge/LegacyBadge/' > "$domain/LegacyBadge.swift"
git add -A
git commit --quiet --no-verify -m "legacy"
archlint="$(find "$PRE_COMMIT_HOME" -path '*/release/archlint' -type f | head -n 1)"
[ -x "$archlint" ] || fail "the archlint pre-commit built was not found under $PRE_COMMIT_HOME"
(cd ios && "$archlint" baseline --quiet)
echo '{ "extends": ["layered-mvvm"], "baseline": ".archlint-baseline.json" }' > ios/.archlint.json
passes "baseline" "committing the baseline was blocked"
echo "$violating_swift" | sed 's/PantryBadge/LegacyBadge/; s/let tint: Color/let tint: Color\n    var label = ""/' > "$domain/LegacyBadge.swift"
passes "edit legacy" "editing a baselined file was blocked by its old finding"
commits=$((commits + 3))
echo "$violating_swift" > "$domain/PantryBadge.swift"
blocked "new violation" "a new violation went through with the baseline"
grep -q "PantryBadge.swift:1:1: error:" <<<"$output" || fail "the new finding is not printed"
! grep -q "LegacyBadge" <<<"$output" || fail "the baselined finding is printed"
git reset --quiet HEAD "$domain/PantryBadge.swift"
rm "$domain/PantryBadge.swift"
passed=$((passed + 1))

# 4. A nested configuration: Domain/Legacy may import SwiftUI, the rest of Domain may not.
mkdir -p "$domain/Legacy"
echo "{ rules: { 'domain-forbidden-imports': 'off' } }" > "$domain/Legacy/.archlint.json"
echo "$violating_swift" | sed 's/PantryBadge/OldBadge/' > "$domain/Legacy/OldBadge.swift"
passes "nested configuration" "the nested configuration was not applied"
commits=$((commits + 1))
echo "$violating_swift" > "$domain/PantryBadge.swift"
blocked "violation beside the nested folder" "a violation outside the nested folder went through"
[ "$(git rev-list --count HEAD)" = "$commits" ] || fail "the commit count is $(git rev-list --count HEAD), expected $commits"
passed=$((passed + 1))

# On Linux, the hook's binary carries the Swift runtime (the entry links it in).
if [ "$(uname -s)" = Linux ] && command -v ldd >/dev/null 2>&1; then
  ! ldd "$archlint" | grep -q libswiftCore || fail "the archlint pre-commit built loads the Swift runtime from the toolchain"
fi
# The binary pre-commit built, copied alone, lints every sample app.
"$repo/Scripts/test-release-binary.sh" "$archlint"

echo "pre-commit acceptance: ${SECONDS}s"
echo "pre-commit: $passed passed, 0 failed"
