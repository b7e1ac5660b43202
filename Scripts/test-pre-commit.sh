#!/usr/bin/env bash
# Acceptance test of .pre-commit-hooks.yaml with the real pre-commit framework: a temporary git
# repository (a copy of the clean layered-mvvm fixture app with a config) whose
# .pre-commit-config.yaml points at this checkout by local path and commit. A staged violating file
# must fail `pre-commit run` (and `git commit` through the installed hook) with the finding printed;
# a staged clean change must pass. Installs pre-commit from PyPI when it is missing.
#
# pre-commit builds archlint with `swift build -c release` in its own clone: a few minutes.
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

# The app repository.
app="$work/app"
cp -R "$repo/Fixtures/layered-mvvm/clean" "$app"
cat > "$app/.archlint.json" <<'JSON'
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

# 1. A violating file: Domain code importing SwiftUI.
violating="Pantry/Feature/Pantry/Domain/Model/PantryBadge.swift"
cat > "$violating" <<'SWIFT'
import SwiftUI

struct PantryBadge {
    let tint: Color
}
SWIFT
git add "$violating"
set +e
output="$(pre-commit run 2>&1)"
status=$?
set -e
echo "$output"
[ "$status" -ne 0 ] || fail "pre-commit run passed on a violating staged file"
grep -q "$violating:1:1: error: .*\[domain-forbidden-imports\]" <<<"$output" || fail "the finding is not printed"
grep -q "archlint.*Failed" <<<"$output" || fail "the archlint hook is not reported as failed"

# The same through git: `pre-commit install`, then `git commit` is blocked.
pre-commit install >/dev/null
set +e
commit_output="$(git commit -m "violating" 2>&1)"
commit_status=$?
set -e
[ "$commit_status" -ne 0 ] || fail "git commit went through with a violating staged file"
grep -q "domain-forbidden-imports" <<<"$commit_output" || fail "git commit did not print the finding"
[ "$(git rev-list --count HEAD)" = 1 ] || fail "a commit was made"

# 2. A clean change: the violating file leaves, a clean Domain file comes in.
git rm --quiet --cached "$violating"
rm "$violating"
cat > "Pantry/Feature/Pantry/Domain/Model/PantryItemCount.swift" <<'SWIFT'
import Foundation

struct PantryItemCount: Equatable {
    let value: Int
}
SWIFT
git add Pantry/Feature/Pantry/Domain/Model/PantryItemCount.swift
set +e
output="$(pre-commit run 2>&1)"
status=$?
set -e
echo "$output"
[ "$status" -eq 0 ] || fail "pre-commit run failed on a clean staged change"
grep -q "archlint.*Passed" <<<"$output" || fail "the archlint hook did not run and pass"
git commit --quiet -m "clean change" || fail "git commit of a clean change was blocked"

echo "pre-commit acceptance: ${SECONDS}s"
echo "pre-commit: 2 passed, 0 failed"
