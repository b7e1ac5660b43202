#!/usr/bin/env bash
# Builds the measurement corpus: the highest version tag of every local package copy
# (bare git repositories under /opt/swift-packages), each `git archive`d into its own folder.
# Usage: Scripts/make-corpus.sh [DEST] [SOURCE]   (defaults: /tmp/archlint-corpus /opt/swift-packages)
# DEST becomes a git work tree whose one commit holds the Swift files (for `lint --changed`).
# The corpus is never committed; it is only read by the differential harness and the benchmarks.
set -euo pipefail
dest=${1:-/tmp/archlint-corpus}
src=${2:-/opt/swift-packages}
mkdir -p "$dest"
for repo in "$src"/*/*.git; do
  # Lower-case and renamed aliases are symlinks to the same repository: take each once.
  [ -L "$repo" ] && continue
  owner=$(basename "$(dirname "$repo")")
  name=$(basename "$repo" .git)
  tag=$(git -C "$repo" tag --list | grep -E '^v?[0-9]+(\.[0-9]+)*$' | sort -V | tail -n 1 || true)
  [ -n "$tag" ] || tag=$(git -C "$repo" tag --list | sort -V | tail -n 1)
  [ -n "$tag" ] || { echo "skip $owner/$name: no tag" >&2; continue; }
  out="$dest/$owner/$name"
  if [ -d "$out" ] && [ "$(cat "$out/.corpus-tag" 2>/dev/null)" = "$tag" ]; then continue; fi
  rm -rf "$out"; mkdir -p "$out"
  git -C "$repo" archive --format=tar "$tag" | tar -x -C "$out"
  echo "$tag" > "$out/.corpus-tag"
done
# A git work tree of the Swift files, so `archlint lint --changed` can be measured on it.
if [ ! -d "$dest/.git" ]; then
  git -C "$dest" init -q
  (cd "$dest" && find . -name '*.swift' -type f -print0 | xargs -0 git add -f)
  git -C "$dest" -c user.name=corpus -c user.email=corpus@localhost commit -q -m "corpus" --no-verify
fi
files=$(find "$dest" -name '*.swift' -type f | wc -l)
bytes=$(find "$dest" -name '*.swift' -type f -print0 | xargs -0 cat | wc -c)
lines=$(find "$dest" -name '*.swift' -type f -print0 | xargs -0 cat | wc -l)
echo "corpus: $dest — $files Swift files, $lines lines, $bytes bytes"
