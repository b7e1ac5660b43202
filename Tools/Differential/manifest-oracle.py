#!/usr/bin/env python3
"""manifest-oracle: SwiftPM's own reading of every root manifest of a corpus.

For every CORPUS/<owner>/<name>/Package.swift it runs

    swift package --scratch-path STAGE/.build dump-package --package-path STAGE

and normalizes the result to

    { "<owner>/<name>/Package.swift": { "name": ..., "toolsVersion": ...,
        "targets": [ {"name", "type", "dependencies": ["target:X" | "product:Y@pkg" | "byName:Z"]} ],
        "hostDependent": ["#if", "environment", "file system"] } }

"hostDependent" says why SwiftPM's answer may depend on this machine: dump-package runs the
manifest here (Linux, this compiler, this environment), so `#if os(...)` branches and
ProcessInfo/Context.environment reads are decided, where a static reader sees every branch.

STAGE is a temporary copy of the package folder made of symbolic links to every top-level entry
(version-specific manifests `Package@swift-*.swift` included, so SwiftPM picks the manifest it
would pick in the real folder; archlint must pick the same one), with `Package.swift` itself
copied. dump-package compiles and runs the manifest; it does not fetch dependencies.

The raw dump-package output (or its error) is cached per package under OUT/raw/, keyed by the
SHA-256 of Package.swift and the swift version, so reruns only redo changed manifests.
Manifests that SwiftPM cannot load are recorded under "failures" with the error's first line.
A manifest whose tools version is newer than the installed toolchain (such packages ship
Package@swift-*.swift files for older toolchains) is read again with its tools-version line lowered
to the installed version; those are listed under "toolsVersionLowered" (toolsVersion keeps the
version written in the file).

Usage: manifest-oracle.py CORPUS [--out DIR] [--output FILE] [--jobs N] [--only OWNER/NAME ...]
The normalized JSON goes to --output (default: OUT/manifests.json) and looks like
    {"oracle": "swift package dump-package", "swiftVersion": ..., "manifests": {...}, "failures": {...}}
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time


def swift_version():
    try:
        out = subprocess.run(["swift", "--version"], capture_output=True, text=True, timeout=120)
        return (out.stdout or out.stderr).strip().splitlines()[0]
    except Exception as error:  # pragma: no cover - reported, not fatal
        return f"unknown ({error})"


def find_manifests(corpus):
    """Root manifests only: CORPUS/<owner>/<name>/Package.swift."""
    result = []
    for owner in sorted(os.listdir(corpus)):
        owner_dir = os.path.join(corpus, owner)
        if not os.path.isdir(owner_dir) or os.path.islink(owner_dir):
            continue
        for name in sorted(os.listdir(owner_dir)):
            manifest = os.path.join(owner_dir, name, "Package.swift")
            if os.path.isfile(manifest):
                result.append((owner, name))
    return result


def stage_package(package_dir, stage_root, lower_tools_to=None):
    """A folder that looks like package_dir (every manifest variant included).
    With lower_tools_to, the `// swift-tools-version:` line of the Package.swift copy says that version."""
    stage = os.path.join(tempfile.mkdtemp(prefix="stage-", dir=stage_root), os.path.basename(package_dir))
    os.mkdir(stage)
    for entry in os.listdir(package_dir):
        if entry in (".build", ".swiftpm"):
            continue
        source = os.path.join(package_dir, entry)
        target = os.path.join(stage, entry)
        if entry == "Package.swift":
            shutil.copyfile(source, target)
            if lower_tools_to:
                with open(target, encoding="utf-8") as handle:
                    text = handle.read()
                text = TOOLS_LINE.sub(lambda m: m.group(1) + lower_tools_to, text, count=1)
                with open(target, "w", encoding="utf-8") as handle:
                    handle.write(text)
        else:
            os.symlink(source, target)
    return stage


# Part of the cache key: change it when the way dump-package is run changes.
ORACLE_REVISION = "3"
TOOLS_LINE = re.compile(r"^(//\s*swift-tools-version\s*:\s*)[0-9][0-9.]*", re.IGNORECASE)
TOO_NEW = re.compile(r"is using Swift tools version (\S+) but the installed version is (\d+)\.(\d+)")


def first_error_line(text):
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for line in lines:
        if "error:" in line:
            return line
    return lines[0] if lines else "(no output)"


def run_dump(owner, name, corpus, raw_dir, stage_root, version, timeout):
    key = f"{owner}__{name}"
    package_dir = os.path.join(corpus, owner, name)
    hasher = hashlib.sha256(version.encode() + ORACLE_REVISION.encode())
    for entry in sorted(os.listdir(package_dir)):
        if entry == "Package.swift" or (entry.startswith("Package@swift-") and entry.endswith(".swift")):
            with open(os.path.join(package_dir, entry), "rb") as handle:
                hasher.update(entry.encode() + b"\0" + handle.read())
    digest = hasher.hexdigest()
    cache_file = os.path.join(raw_dir, key + ".json")
    meta_file = os.path.join(raw_dir, key + ".meta.json")
    if os.path.exists(meta_file):
        with open(meta_file) as handle:
            meta = json.load(handle)
        if meta.get("sha256") == digest:
            meta["cached"] = True
            return owner, name, meta
    lowered = None
    while True:
        stage = stage_package(package_dir, stage_root, lowered)
        started = time.time()
        try:
            process = subprocess.run(
                ["swift", "package", "--scratch-path", os.path.join(stage, ".build"),
                 "dump-package", "--package-path", stage],
                capture_output=True, text=True, timeout=timeout,
            )
            status, stdout, stderr = process.returncode, process.stdout, process.stderr
        except subprocess.TimeoutExpired:
            status, stdout, stderr = -1, "", f"error: timed out after {timeout} s"
        finally:
            shutil.rmtree(os.path.dirname(stage), ignore_errors=True)
        too_new = TOO_NEW.search(stderr) if status != 0 else None
        if too_new and lowered is None:
            # The manifest asks for a newer toolchain than this one (it ships Package@swift-*.swift
            # files for older ones): read it again as the installed tools version.
            lowered = f"{too_new.group(2)}.{too_new.group(3)}"
            first_try = first_error_line(stderr)
            continue
        break
    meta = {"sha256": digest, "status": status, "seconds": round(time.time() - started, 2),
            "stderr": stderr[-4000:]}
    if lowered:
        meta["toolsVersionLowered"] = f"read as tools version {lowered} after: {first_try}"
    if status == 0:
        try:
            json.loads(stdout)
        except ValueError as error:
            meta["status"] = -2
            meta["stderr"] = f"error: dump-package printed no JSON ({error})\n" + stderr[-4000:]
    if meta["status"] == 0:
        with open(cache_file, "w") as handle:
            handle.write(stdout)
    else:
        meta["error"] = first_error_line(stderr or stdout)
    with open(meta_file, "w") as handle:
        json.dump(meta, handle, indent=1)
    meta["cached"] = False
    return owner, name, meta


def dependency_string(dependency):
    """dump-package's target dependency forms:
    {"byName": ["X", condition]}, {"target": ["X", condition]},
    {"product": ["Y", "pkg" | null, moduleAliases, condition]}."""
    if "byName" in dependency:
        return "byName:" + dependency["byName"][0]
    if "target" in dependency:
        return "target:" + dependency["target"][0]
    if "product" in dependency:
        values = dependency["product"]
        package = values[1] if len(values) > 1 else None
        return "product:" + values[0] + ("@" + package if package is not None else "")
    return "unknown:" + json.dumps(dependency, sort_keys=True)


def tools_version(dump):
    raw = (dump.get("toolsVersion") or {}).get("_version")
    if not raw:
        return None
    parts = raw.split(".")
    while len(parts) > 2 and parts[-1] == "0":
        parts.pop()
    return ".".join(parts)


HOST_MARKERS = (
    ("#if", re.compile(r"^[ \t]*#(if|elseif)\b", re.MULTILINE)),
    ("environment", re.compile(r"ProcessInfo|Context\.environment|getenv")),
    ("file system", re.compile(r"FileManager|Context\.packageDirectory")),
)


def host_dependence(manifest_text):
    """Why the manifest's result may depend on the machine that runs it (dump-package evaluates it
    for this OS, compiler and environment; a static reader sees every branch)."""
    return [label for label, pattern in HOST_MARKERS if pattern.search(manifest_text)]


def normalize(dump):
    return {
        "name": dump.get("name"),
        "toolsVersion": tools_version(dump),
        "targets": [
            {
                "name": target["name"],
                "type": target["type"],
                "dependencies": [dependency_string(d) for d in target.get("dependencies", [])],
            }
            for target in dump.get("targets", [])
        ],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus")
    parser.add_argument("--out", default="/tmp/archlint-manifest-oracle",
                        help="cache folder (default: %(default)s)")
    parser.add_argument("--output", help="normalized JSON (default: OUT/manifests.json)")
    parser.add_argument("--jobs", type=int, default=2, help="dump-package runs at a time (default: 2)")
    parser.add_argument("--timeout", type=int, default=600, help="seconds per manifest")
    parser.add_argument("--only", nargs="*", help="only these OWNER/NAME packages")
    parser.add_argument("--verbose", "-v", action="store_true", help="a line per package")
    args = parser.parse_args()

    corpus = os.path.abspath(args.corpus)
    out = os.path.abspath(args.out)
    raw_dir = os.path.join(out, "raw")
    stage_root = os.path.join(out, "stage")
    os.makedirs(raw_dir, exist_ok=True)
    os.makedirs(stage_root, exist_ok=True)
    output = args.output or os.path.join(out, "manifests.json")
    version = swift_version()

    packages = find_manifests(corpus)
    if args.only:
        wanted = set(args.only)
        packages = [p for p in packages if f"{p[0]}/{p[1]}" in wanted]
    print(f"manifest-oracle: {len(packages)} root manifests under {corpus} ({version})", file=sys.stderr)

    manifests, failures, lowered = {}, {}, {}
    started = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(run_dump, owner, name, corpus, raw_dir, stage_root, version, args.timeout)
                   for owner, name in packages]
        for done, future in enumerate(concurrent.futures.as_completed(futures), 1):
            owner, name, meta = future.result()
            key = f"{owner}/{name}/Package.swift"
            if meta["status"] == 0:
                with open(os.path.join(raw_dir, f"{owner}__{name}.json")) as handle:
                    manifests[key] = normalize(json.load(handle))
                with open(os.path.join(corpus, owner, name, "Package.swift"), encoding="utf-8", errors="replace") as handle:
                    manifests[key]["hostDependent"] = host_dependence(handle.read())
                if meta.get("toolsVersionLowered"):
                    lowered[key] = meta["toolsVersionLowered"]
                    with open(os.path.join(corpus, owner, name, "Package.swift"), encoding="utf-8") as handle:
                        match = TOOLS_LINE.match(handle.read())
                    if match:
                        manifests[key]["toolsVersion"] = match.group(0)[len(match.group(1)):]
                state = "cached" if meta["cached"] else f"{meta['seconds']} s"
            else:
                failures[key] = meta.get("error", "unknown error")
                state = "FAILED: " + failures[key]
            if args.verbose or meta["status"] != 0:
                print(f"  [{done}/{len(packages)}] {owner}/{name}: {state}", file=sys.stderr)

    result = {
        "oracle": "swift package dump-package",
        "swiftVersion": version,
        "manifests": dict(sorted(manifests.items())),
        "failures": dict(sorted(failures.items())),
        "toolsVersionLowered": dict(sorted(lowered.items())),
    }
    with open(output, "w") as handle:
        json.dump(result, handle, indent=1)
        handle.write("\n")
    print(f"manifest-oracle: {len(manifests)} loaded, {len(failures)} failed, "
          f"{time.time() - started:.1f} s; wrote {output}", file=sys.stderr)
    for key, note in sorted(lowered.items()):
        print(f"  {key}: {note}", file=sys.stderr)
    for key, error in sorted(failures.items()):
        print(f"  oracle failed: {key}: {error}", file=sys.stderr)


if __name__ == "__main__":
    main()
