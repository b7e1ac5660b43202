#!/usr/bin/env bash
# Acceptance test of the SwiftPM plugins: a temporary package that depends on this checkout by path.
# The command plugin: `swift package archlint` on a violating source tree must fail with the finding
# printed; with --preset instead of a configuration file (the presets are compiled into archlint);
# writing SARIF with --output (and --allow-writing-to-package-directory); and passing on the clean
# tree. The build-tool plugin, applied to the package's target: `swift build` prints the findings as
# `file:line:column: warning:` diagnostics and builds, and with "failBuildOnErrors": true prints
# `error:` and fails. SwiftPM builds archlint inside the temporary package once (a debug build, a
# few minutes on two cores).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "FAIL: $*" >&2; exit 1; }
passed=0

work="$(mktemp -d "${TMPDIR:-/tmp}/archlint-plugin.XXXXXX")"
trap 'rm -rf "$work"' EXIT
unset ARCHLINT_PRESETS ARCHLINT_CACHE_DIR
package="$work/Shop"
mkdir -p "$package/Sources/Shop/Feature/Cart/UI" "$package/Sources/Shop/Feature/Cart/Domain" "$package/Sources/Shop/Feature/Cart/Data"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Shop",
    dependencies: [
        .package(path: "$repo"),
    ],
    targets: [
        .target(name: "Shop", plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "$(basename "$repo" | tr '[:upper:]' '[:lower:]')")]),
    ]
)
SWIFT
cat > "$package/Sources/Shop/Feature/Cart/Domain/Cart.swift" <<'SWIFT'
struct Cart {
    var items: [String]
}
SWIFT
cat > "$package/Sources/Shop/Feature/Cart/UI/CartView.swift" <<'SWIFT'
struct CartView {
    let cart: Cart
}
SWIFT
cat > "$package/Sources/Shop/Feature/Cart/Data/CartStore.swift" <<'SWIFT'
struct CartStore {
    func load() -> Cart { Cart(items: []) }
}
SWIFT
# The violation: Domain code importing SwiftUI.
violating="Sources/Shop/Feature/Cart/Domain/CartBadge.swift"
cat > "$package/$violating" <<'SWIFT'
import SwiftUI

struct CartBadge {
    let tint: Color
}
SWIFT
echo '{ "extends": ["layered-mvvm"] }' > "$package/.archlint.json"
cd "$package"

run() {  # run "name" args…: runs swift package with the arguments, keeps status and output
  set +e
  output="$(swift package "${@:2}" 2>&1)"
  status=$?
  set -e
  echo "--- $1: swift package ${*:2} (exit $status)"
  echo "$output" | grep -v '^\[[0-9]*/[0-9]*\]' | tail -n 15
}
finding="$violating:1:1: error: .*\[domain-forbidden-imports\]"

# 1. The package's .archlint.json.
run "configuration file" archlint
[ "$status" -ne 0 ] || fail "swift package archlint passed on a violating tree"
grep -q "$finding" <<<"$output" || fail "the finding is not printed"
grep -q "archlint found architecture findings" <<<"$output" || fail "the plugin does not say why it failed"
passed=$((passed + 1))

# 2. --preset, no configuration file: the presets are compiled into archlint.
rm .archlint.json
run "preset" archlint --preset layered-mvvm
[ "$status" -ne 0 ] || fail "swift package archlint --preset passed on a violating tree"
grep -q "$finding" <<<"$output" || fail "the finding is not printed with --preset"
passed=$((passed + 1))

# 3. No configuration at all: a usage error, reported as such.
run "no configuration" archlint
[ "$status" -ne 0 ] || fail "swift package archlint passed without a configuration"
grep -q "no configuration" <<<"$output" || fail "the missing configuration is not explained"
passed=$((passed + 1))

# 4. SARIF into the package folder.
run "sarif" --allow-writing-to-package-directory archlint --preset layered-mvvm --format sarif --output archlint.sarif
[ "$status" -ne 0 ] || fail "writing SARIF hid the failing gate"
[ -f archlint.sarif ] || fail "archlint.sarif was not written"
python3 - "$violating" <<'PY' || fail "archlint.sarif does not hold the finding"
import json, sys
log = json.load(open("archlint.sarif"))
results = log["runs"][0]["results"]
uris = [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results]
rules = [r["ruleId"] for r in results]
assert sys.argv[1] in uris and "domain-forbidden-imports" in rules, (uris, rules)
print(f"archlint.sarif: {len(results)} result(s), SARIF {log['version']}")
PY
passed=$((passed + 1))

# 5. The build-tool plugin: findings as diagnostics of `swift build`, which still succeeds. The
# package must compile here (Linux has no SwiftUI): the violation is a Domain type using a UI one.
rm "$violating" archlint.sarif
upward="Sources/Shop/Feature/Cart/Domain/CartSummary.swift"
cat > "$upward" <<'SWIFT'
struct CartSummary {
    let view: CartView
}
SWIFT
echo '{ "extends": ["layered-mvvm"] }' > .archlint.json
build() {  # build "name": runs swift build, keeps status and output
  set +e
  output="$(swift build 2>&1)"
  status=$?
  set -e
  echo "--- $1: swift build (exit $status)"
  echo "$output" | grep -v '^\[[0-9]*/[0-9]*\] \(Compiling\|Emitting\|Write\|Wrapping\|Linking\|Applying\)' | tail -n 12
}
diagnostic="$package/$upward:2:15: %s: Domain code references CartView, a UI type.*\\[layer-no-upward-reference\\]"
build "build-tool plugin"
[ "$status" -eq 0 ] || fail "swift build failed although failBuildOnErrors is not set"
grep -q "$(printf "$diagnostic" warning)" <<<"$output" || fail "swift build did not print the finding as a warning diagnostic"
passed=$((passed + 1))

# 6. "failBuildOnErrors": true — the finding is an error and the build fails.
echo '{ "extends": ["layered-mvvm"], "failBuildOnErrors": true }' > .archlint.json
build "build-tool plugin, failBuildOnErrors"
[ "$status" -ne 0 ] || fail "swift build passed with an error finding and failBuildOnErrors"
grep -q "$(printf "$diagnostic" error)" <<<"$output" || fail "swift build did not print the finding as an error diagnostic"
passed=$((passed + 1))

# 7. The clean tree passes, with the command plugin and with the build-tool plugin.
rm "$upward"
run "clean" archlint --preset layered-mvvm
[ "$status" -eq 0 ] || fail "swift package archlint failed on a clean tree"
grep -q "0 errors, 0 warnings" <<<"$output" || fail "the clean run printed no report"
build "build-tool plugin, clean"
[ "$status" -eq 0 ] || fail "swift build failed on a clean tree"
! grep -q "layer-no-upward-reference" <<<"$output" || fail "swift build still reports the removed violation"
passed=$((passed + 1))

echo "swiftpm-plugin acceptance: ${SECONDS}s"
echo "swiftpm-plugin: $passed passed, 0 failed"
